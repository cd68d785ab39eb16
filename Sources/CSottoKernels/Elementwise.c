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
SOTTO_AVX512 static void gelu_avx512(float *data, size_t count) {
    for (size_t i = 0; i < count; i += 16) {
        __mmask16 mask = tail_mask(count - i);
        _mm512_mask_storeu_ps(data + i, mask, gelu16(_mm512_maskz_loadu_ps(mask, data + i)));
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
