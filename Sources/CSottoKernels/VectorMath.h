// AVX-512 helpers shared by the float32 kernels (private to CSottoKernels).
#ifndef CSOTTO_VECTOR_MATH_H
#define CSOTTO_VECTOR_MATH_H

#include <stddef.h>

#if defined(__x86_64__)
#include <immintrin.h>

#define SOTTO_AVX512 __attribute__((target("avx512f")))
#define SOTTO_INLINE static inline __attribute__((always_inline))

/// exp(x) by x = n·ln 2 + r and a degree-6 polynomial for exp(r) (about 1 ulp).
SOTTO_INLINE SOTTO_AVX512 __m512 exp16(__m512 x) {
    x = _mm512_min_ps(_mm512_max_ps(x, _mm512_set1_ps(-87.0f)), _mm512_set1_ps(88.0f));
    __m512 n = _mm512_roundscale_ps(_mm512_mul_ps(x, _mm512_set1_ps(1.44269504f)),
                                    _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC);
    __m512 r = _mm512_fnmadd_ps(n, _mm512_set1_ps(0.693359375f), x);
    r = _mm512_fnmadd_ps(n, _mm512_set1_ps(-2.12194440e-4f), r);
    __m512 p = _mm512_set1_ps(1.98756915e-4f);
    p = _mm512_fmadd_ps(p, r, _mm512_set1_ps(1.39819995e-3f));
    p = _mm512_fmadd_ps(p, r, _mm512_set1_ps(8.33345190e-3f));
    p = _mm512_fmadd_ps(p, r, _mm512_set1_ps(4.16657959e-2f));
    p = _mm512_fmadd_ps(p, r, _mm512_set1_ps(1.66666655e-1f));
    p = _mm512_fmadd_ps(p, r, _mm512_set1_ps(5.00000012e-1f));
    __m512 y = _mm512_add_ps(_mm512_fmadd_ps(_mm512_mul_ps(p, r), r, r), _mm512_set1_ps(1.0f));
    return _mm512_scalef_ps(y, n);
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
