// The encoder's element-wise and row-wise float32 steps: GELU, softmax and layer norm, with
// AVX-512 versions (a polynomial exp and a rational erf, 16 lanes at a time) and plain C ones.

#include "CSottoKernels.h"

#include <math.h>

#if defined(__x86_64__)
#include <immintrin.h>
#endif

// MARK: - Portable versions

static void gelu_portable(float *data, size_t count) {
    for (size_t i = 0; i < count; i++) data[i] = 0.5f * data[i] * (1.0f + erff(data[i] * 0.70710678118654752f));
}

static void softmax_rows_portable(float *data, size_t rows, size_t columns) {
    for (size_t r = 0; r < rows; r++) {
        float *row = data + r * columns;
        float largest = -INFINITY;
        for (size_t c = 0; c < columns; c++) largest = fmaxf(largest, row[c]);
        float sum = 0;
        for (size_t c = 0; c < columns; c++) {
            row[c] = expf(row[c] - largest);
            sum += row[c];
        }
        float inverse = 1.0f / sum;
        for (size_t c = 0; c < columns; c++) row[c] *= inverse;
    }
}

static void add_layer_norm_portable(float *data, const float *addend, size_t rows, size_t columns,
                                    const float *weight, const float *bias, float epsilon) {
    for (size_t r = 0; r < rows; r++) {
        float *row = data + r * columns;
        if (addend) {
            const float *source = addend + r * columns;
            for (size_t c = 0; c < columns; c++) row[c] += source[c];
        }
        float sum = 0;
        for (size_t c = 0; c < columns; c++) sum += row[c];
        float mean = sum / (float)columns;
        float squares = 0;
        for (size_t c = 0; c < columns; c++) squares += (row[c] - mean) * (row[c] - mean);
        float inverse = 1.0f / sqrtf(squares / (float)columns + epsilon);
        for (size_t c = 0; c < columns; c++) row[c] = (row[c] - mean) * inverse * weight[c] + bias[c];
    }
}

// MARK: - AVX-512 versions

#if defined(__x86_64__)
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

SOTTO_INLINE SOTTO_AVX512 __mmask16 tail_mask(size_t remaining) {
    return remaining >= 16 ? (__mmask16)0xFFFF : (__mmask16)((1u << remaining) - 1);
}

SOTTO_AVX512 static void gelu_avx512(float *data, size_t count) {
    const __m512 half = _mm512_set1_ps(0.5f), one = _mm512_set1_ps(1.0f);
    const __m512 root_half = _mm512_set1_ps(0.70710678118654752f);
    for (size_t i = 0; i < count; i += 16) {
        __mmask16 mask = tail_mask(count - i);
        __m512 x = _mm512_maskz_loadu_ps(mask, data + i);
        __m512 y = _mm512_mul_ps(_mm512_mul_ps(half, x), _mm512_add_ps(one, erf16(_mm512_mul_ps(x, root_half))));
        _mm512_mask_storeu_ps(data + i, mask, y);
    }
}

SOTTO_AVX512 static void softmax_rows_avx512(float *data, size_t rows, size_t columns) {
    const __m512 lowest = _mm512_set1_ps(-INFINITY);
    for (size_t r = 0; r < rows; r++) {
        float *row = data + r * columns;
        __m512 largest = lowest;
        for (size_t c = 0; c < columns; c += 16) {
            __mmask16 mask = tail_mask(columns - c);
            largest = _mm512_max_ps(largest, _mm512_mask_loadu_ps(lowest, mask, row + c));
        }
        __m512 shift = _mm512_set1_ps(_mm512_reduce_max_ps(largest));
        __m512 sum = _mm512_setzero_ps();
        for (size_t c = 0; c < columns; c += 16) {
            __mmask16 mask = tail_mask(columns - c);
            __m512 e = exp16(_mm512_sub_ps(_mm512_maskz_loadu_ps(mask, row + c), shift));
            sum = _mm512_mask_add_ps(sum, mask, sum, e);
            _mm512_mask_storeu_ps(row + c, mask, e);
        }
        __m512 inverse = _mm512_set1_ps(1.0f / _mm512_reduce_add_ps(sum));
        for (size_t c = 0; c < columns; c += 16) {
            __mmask16 mask = tail_mask(columns - c);
            _mm512_mask_storeu_ps(row + c, mask, _mm512_mul_ps(_mm512_maskz_loadu_ps(mask, row + c), inverse));
        }
    }
}

SOTTO_AVX512 static void add_layer_norm_avx512(float *data, const float *addend, size_t rows, size_t columns,
                                               const float *weight, const float *bias, float epsilon) {
    for (size_t r = 0; r < rows; r++) {
        float *row = data + r * columns;
        __m512 sum = _mm512_setzero_ps();
        for (size_t c = 0; c < columns; c += 16) {
            __mmask16 mask = tail_mask(columns - c);
            __m512 x = _mm512_maskz_loadu_ps(mask, row + c);
            if (addend) {
                x = _mm512_add_ps(x, _mm512_maskz_loadu_ps(mask, addend + r * columns + c));
                _mm512_mask_storeu_ps(row + c, mask, x);
            }
            sum = _mm512_add_ps(sum, x);
        }
        __m512 mean = _mm512_set1_ps(_mm512_reduce_add_ps(sum) / (float)columns);
        __m512 squares = _mm512_setzero_ps();
        for (size_t c = 0; c < columns; c += 16) {
            __mmask16 mask = tail_mask(columns - c);
            __m512 centered = _mm512_maskz_sub_ps(mask, _mm512_maskz_loadu_ps(mask, row + c), mean);
            squares = _mm512_fmadd_ps(centered, centered, squares);
        }
        __m512 inverse = _mm512_set1_ps(1.0f / sqrtf(_mm512_reduce_add_ps(squares) / (float)columns + epsilon));
        for (size_t c = 0; c < columns; c += 16) {
            __mmask16 mask = tail_mask(columns - c);
            __m512 centered = _mm512_sub_ps(_mm512_maskz_loadu_ps(mask, row + c), mean);
            __m512 scaled = _mm512_mul_ps(_mm512_mul_ps(centered, inverse), _mm512_maskz_loadu_ps(mask, weight + c));
            _mm512_mask_storeu_ps(row + c, mask, _mm512_add_ps(scaled, _mm512_maskz_loadu_ps(mask, bias + c)));
        }
    }
}

static int has_avx512(void) {
    static int cached = -1;
    if (cached < 0) {
        __builtin_cpu_init();
        cached = __builtin_cpu_supports("avx512f");
    }
    return cached;
}
#endif

// MARK: - Dispatch

void sotto_gelu(float *data, size_t count) {
#if defined(__x86_64__)
    if (has_avx512()) {
        gelu_avx512(data, count);
        return;
    }
#endif
    gelu_portable(data, count);
}

void sotto_softmax_rows(float *data, size_t rows, size_t columns) {
#if defined(__x86_64__)
    if (has_avx512()) {
        softmax_rows_avx512(data, rows, columns);
        return;
    }
#endif
    softmax_rows_portable(data, rows, columns);
}

void sotto_add_layer_norm(float *data, const float *addend, size_t rows, size_t columns, const float *weight,
                          const float *bias, float epsilon) {
#if defined(__x86_64__)
    if (has_avx512()) {
        add_layer_norm_avx512(data, addend, rows, columns, weight, bias, epsilon);
        return;
    }
#endif
    add_layer_norm_portable(data, addend, rows, columns, weight, bias, epsilon);
}
