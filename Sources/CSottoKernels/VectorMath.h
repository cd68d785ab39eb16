// AVX-512 helpers shared by the kernels: exp, erf and GELU on 16 floats, tail masks (private to CSottoKernels).
#ifndef CSOTTO_VECTOR_MATH_H
#define CSOTTO_VECTOR_MATH_H

#include <stddef.h>

#if defined(__x86_64__)
#include <immintrin.h>

#define SOTTO_AVX512 __attribute__((target("avx512f")))
#define SOTTO_INLINE static inline __attribute__((always_inline))

/// exp(x) by x = n·ln 2 + r and a degree-4 polynomial for exp(r), fitted to |r| ≤ ln 2 / 2:
/// relative error under 7e-6, plenty for softmax weights, with three fewer multiply-adds than a
/// polynomial good to 1 ulp.
SOTTO_INLINE SOTTO_AVX512 __m512 exp16(__m512 x) {
    x = _mm512_min_ps(_mm512_max_ps(x, _mm512_set1_ps(-87.0f)), _mm512_set1_ps(88.0f));
    __m512 n = _mm512_roundscale_ps(_mm512_mul_ps(x, _mm512_set1_ps(1.44269504f)),
                                    _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC);
    __m512 r = _mm512_fnmadd_ps(n, _mm512_set1_ps(0.693359375f), x);
    r = _mm512_fnmadd_ps(n, _mm512_set1_ps(-2.12194440e-4f), r);
    __m512 p = _mm512_set1_ps(4.0917374e-2f);
    p = _mm512_fmadd_ps(p, r, _mm512_set1_ps(1.6753997e-1f));
    p = _mm512_fmadd_ps(p, r, _mm512_set1_ps(5.0008935e-1f));
    __m512 y = _mm512_add_ps(_mm512_fmadd_ps(_mm512_mul_ps(p, r), r, r), _mm512_set1_ps(1.0f));
    return _mm512_scalef_ps(y, n);
}

/// erf(x) by a rational minimax approximation on [-4, 4] (±1 beyond), a few ulp.
SOTTO_INLINE SOTTO_AVX512 __m512 erf16(__m512 x) {
    x = _mm512_min_ps(_mm512_max_ps(x, _mm512_set1_ps(-4.0f)), _mm512_set1_ps(4.0f));
    __m512 x2 = _mm512_mul_ps(x, x);
    __m512 p = _mm512_fmadd_ps(x2, _mm512_set1_ps(-2.72614225801306e-10f), _mm512_set1_ps(2.77068142495902e-08f));
    p = _mm512_fmadd_ps(x2, p, _mm512_set1_ps(-2.10102402082508e-06f));
    p = _mm512_fmadd_ps(x2, p, _mm512_set1_ps(-5.69250639462346e-05f));
    p = _mm512_fmadd_ps(x2, p, _mm512_set1_ps(-7.34990630326855e-04f));
    p = _mm512_fmadd_ps(x2, p, _mm512_set1_ps(-2.95459980854025e-03f));
    p = _mm512_fmadd_ps(x2, p, _mm512_set1_ps(-1.60960333262415e-02f));
    p = _mm512_mul_ps(x, p);
    __m512 q = _mm512_fmadd_ps(x2, _mm512_set1_ps(-1.45660718464996e-05f), _mm512_set1_ps(-2.13374055278905e-04f));
    q = _mm512_fmadd_ps(x2, q, _mm512_set1_ps(-1.68282697438203e-03f));
    q = _mm512_fmadd_ps(x2, q, _mm512_set1_ps(-7.37332916720468e-03f));
    q = _mm512_fmadd_ps(x2, q, _mm512_set1_ps(-1.42647390514189e-02f));
    return _mm512_div_ps(p, q);
}

/// x · Φ(x), GELU as BERT defines it (via erf, not the tanh approximation).
SOTTO_INLINE SOTTO_AVX512 __m512 gelu16(__m512 x) {
    __m512 half_x = _mm512_mul_ps(_mm512_set1_ps(0.5f), x);
    __m512 erf = erf16(_mm512_mul_ps(x, _mm512_set1_ps(0.70710678118654752f)));
    return _mm512_mul_ps(half_x, _mm512_add_ps(_mm512_set1_ps(1.0f), erf));
}

SOTTO_INLINE SOTTO_AVX512 __mmask16 tail_mask(size_t remaining) {
    return remaining >= 16 ? (__mmask16)0xFFFF : (__mmask16)((1u << remaining) - 1);
}

/// 1 when the CPU runs AVX-512 Foundation (checked once per file).
static inline int has_avx512(void) {
    static int cached = -1;
    if (cached < 0) {
        __builtin_cpu_init();
        cached = __builtin_cpu_supports("avx512f");
    }
    return cached;
}
#endif

#endif
