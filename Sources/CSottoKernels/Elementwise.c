// The encoder's element-wise and row-wise float32 steps: GELU and layer norm, with AVX-512
// versions (a rational erf, 16 lanes at a time) and plain C ones.

#include "CSottoKernels.h"
#include "VectorMath.h"

#include <math.h>

// MARK: - Portable versions

static void gelu_portable(float *data, size_t count) {
    for (size_t i = 0; i < count; i++) data[i] = 0.5f * data[i] * (1.0f + erff(data[i] * 0.70710678118654752f));
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
