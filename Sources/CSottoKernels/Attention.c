// Scaled dot-product attention for one head of one sequence, fused: the keys are transposed
// once, then each query's scores, softmax and weighted sum of values are computed while its
// score row sits in L1. For BERT's small heads (32 values, ≤ 512 tokens) this avoids two
// matrix-library calls per head, whose set-up costs more than the arithmetic.

#include "CSottoKernels.h"
#include "VectorMath.h"

#include <math.h>

static void attention_head_portable(const float *query, const float *key, const float *value, size_t length,
                                    size_t head_size, size_t input_stride, float scale, float *output,
                                    size_t output_stride, float *scratch) {
    float *scores = scratch;
    for (size_t i = 0; i < length; i++) {
        const float *q = query + i * input_stride;
        float largest = -INFINITY;
        for (size_t j = 0; j < length; j++) {
            float dot = 0;
            for (size_t d = 0; d < head_size; d++) dot += q[d] * key[j * input_stride + d];
            scores[j] = dot * scale;
            largest = fmaxf(largest, scores[j]);
        }
        float total = 0;
        for (size_t j = 0; j < length; j++) {
            scores[j] = expf(scores[j] - largest);
            total += scores[j];
        }
        float *out = output + i * output_stride;
        for (size_t d = 0; d < head_size; d++) out[d] = 0;
        for (size_t j = 0; j < length; j++)
            for (size_t d = 0; d < head_size; d++) out[d] += scores[j] * value[j * input_stride + d];
        for (size_t d = 0; d < head_size; d++) out[d] /= total;
    }
}

#if defined(__x86_64__)
/// The most values per head the AVX-512 version keeps in registers (in vectors of 16).
#define MAX_HEAD_VECTORS 4
/// Queries handled together, so each key and value loaded serves all of them; with 2 vectors of
/// keys per step that is 16 independent sums, enough to hide the multiply-add latency (4 sums,
/// as before, left the two FMA units half idle).
#define QUERY_BLOCK 8
/// Vectors of 16 keys scored per step.
#define KEY_VECTORS 2

/// The mask of the `index`th vector of 16 at `first` of `length` values (empty past the end).
SOTTO_INLINE SOTTO_AVX512 __mmask16 vector_mask(size_t first, size_t index, size_t length) {
    size_t start = first + 16 * index;
    return start < length ? tail_mask(length - start) : 0;
}

/// `scores[r, :] = scale · q_r · keysᵀ` for the `rows` queries in `q`, and each row's largest
/// score. `keys` is `[head_size, length]`.
SOTTO_INLINE SOTTO_AVX512 void score_queries(const float *const *q, const int rows, const size_t head_size,
                                             const float *keys, size_t length, float scale, float *scores,
                                             float *largest_scores) {
    __m512 largest[QUERY_BLOCK];
    for (int r = 0; r < rows; r++) largest[r] = _mm512_set1_ps(-INFINITY);
    for (size_t c = 0; c < length; c += 16 * KEY_VECTORS) {
        __mmask16 mask[KEY_VECTORS];
        for (int v = 0; v < KEY_VECTORS; v++) mask[v] = vector_mask(c, (size_t)v, length);
        __m512 dot[QUERY_BLOCK][KEY_VECTORS];
        for (int r = 0; r < rows; r++)
            for (int v = 0; v < KEY_VECTORS; v++) dot[r][v] = _mm512_setzero_ps();
        for (size_t d = 0; d < head_size; d++) {
            __m512 k[KEY_VECTORS];
            for (int v = 0; v < KEY_VECTORS; v++) k[v] = _mm512_maskz_loadu_ps(mask[v], keys + d * length + c + 16 * v);
            for (int r = 0; r < rows; r++) {
                __m512 x = _mm512_set1_ps(q[r][d]);
                for (int v = 0; v < KEY_VECTORS; v++) dot[r][v] = _mm512_fmadd_ps(x, k[v], dot[r][v]);
            }
        }
        for (int r = 0; r < rows; r++)
            for (int v = 0; v < KEY_VECTORS; v++) {
                __m512 score = _mm512_mul_ps(dot[r][v], _mm512_set1_ps(scale));
                _mm512_mask_storeu_ps(scores + (size_t)r * length + c + 16 * v, mask[v], score);
                largest[r] = _mm512_mask_max_ps(largest[r], mask[v], largest[r], score);
            }
    }
    for (int r = 0; r < rows; r++) largest_scores[r] = _mm512_reduce_max_ps(largest[r]);
}

/// Turns each score row into `exp(score − largest)` in place; returns 1 / the row's total.
SOTTO_INLINE SOTTO_AVX512 float exponentiate_row(float *row, size_t length, float largest) {
    __m512 shift = _mm512_set1_ps(largest);
    __m512 total = _mm512_setzero_ps();
    for (size_t c = 0; c < length; c += 16) {
        __mmask16 mask = tail_mask(length - c);
        __m512 weight = exp16(_mm512_sub_ps(_mm512_maskz_loadu_ps(mask, row + c), shift));
        total = _mm512_mask_add_ps(total, mask, total, weight);
        _mm512_mask_storeu_ps(row + c, mask, weight);
    }
    return 1.0f / _mm512_reduce_add_ps(total);
}

/// Transposes 16 × 16 floats in registers: `row[i]` holds row i before, column i after. Three
/// rounds of shuffles instead of 256 scalar moves.
SOTTO_INLINE SOTTO_AVX512 void transpose16x16(__m512 row[16]) {
    __m512 pair[16];
    for (int i = 0; i < 16; i += 2) {
        pair[i] = _mm512_unpacklo_ps(row[i], row[i + 1]);
        pair[i + 1] = _mm512_unpackhi_ps(row[i], row[i + 1]);
    }
    // quad[4k + c], 128-bit lane l: rows 4k…4k+3 of column 4l + c.
    __m512 quad[16];
    for (int k = 0; k < 16; k += 4) {
        __m512d a = _mm512_castps_pd(pair[k]), b = _mm512_castps_pd(pair[k + 1]);
        __m512d c = _mm512_castps_pd(pair[k + 2]), d = _mm512_castps_pd(pair[k + 3]);
        quad[k] = _mm512_castpd_ps(_mm512_unpacklo_pd(a, c));
        quad[k + 1] = _mm512_castpd_ps(_mm512_unpackhi_pd(a, c));
        quad[k + 2] = _mm512_castpd_ps(_mm512_unpacklo_pd(b, d));
        quad[k + 3] = _mm512_castpd_ps(_mm512_unpackhi_pd(b, d));
    }
    // Column 4l + c gathers lane l of quad[c], quad[4 + c], quad[8 + c], quad[12 + c].
    for (int c = 0; c < 4; c++) {
        __m512 even_ab = _mm512_shuffle_f32x4(quad[c], quad[4 + c], 0x88);
        __m512 odd_ab = _mm512_shuffle_f32x4(quad[c], quad[4 + c], 0xdd);
        __m512 even_cd = _mm512_shuffle_f32x4(quad[8 + c], quad[12 + c], 0x88);
        __m512 odd_cd = _mm512_shuffle_f32x4(quad[8 + c], quad[12 + c], 0xdd);
        row[c] = _mm512_shuffle_f32x4(even_ab, even_cd, 0x88);
        row[4 + c] = _mm512_shuffle_f32x4(odd_ab, odd_cd, 0x88);
        row[8 + c] = _mm512_shuffle_f32x4(even_ab, even_cd, 0xdd);
        row[12 + c] = _mm512_shuffle_f32x4(odd_ab, odd_cd, 0xdd);
    }
}

/// Copies keys `first…first+15` (fewer at the end), dimensions `dimension…dimension+15`, from
/// rows `input_stride` apart into `keys`, `[head_size, length]`.
SOTTO_INLINE SOTTO_AVX512 void transpose_keys_block(const float *key, size_t first, size_t dimension,
                                                    size_t length, size_t input_stride, float *keys) {
    __m512 block[16];
    for (size_t r = 0; r < 16; r++)
        block[r] = first + r < length ? _mm512_loadu_ps(key + (first + r) * input_stride + dimension)
                                      : _mm512_setzero_ps();
    transpose16x16(block);
    __mmask16 mask = tail_mask(length - first);
    for (size_t d = 0; d < 16; d++) _mm512_mask_storeu_ps(keys + (dimension + d) * length + first, mask, block[d]);
}

/// Attention for the `rows` queries from `first` on, with `head_size` = 16 · `vectors`; inlined
/// with both constant, so the loops unroll and the accumulators stay in registers. `keys` is
/// `[head_size, length]`, `values` `[length, head_size]`, `scores` `[QUERY_BLOCK, length]`.
SOTTO_INLINE SOTTO_AVX512 void attend_queries(const float *query, size_t first, const int rows, const size_t vectors,
                                              const float *keys, const float *values, size_t length,
                                              size_t input_stride, float scale, float *output, size_t output_stride,
                                              float *scores) {
    const size_t head_size = 16 * vectors;
    const float *q[QUERY_BLOCK];
    for (int r = 0; r < rows; r++) q[r] = query + (first + (size_t)r) * input_stride;
    float largest[QUERY_BLOCK];
    score_queries(q, rows, head_size, keys, length, scale, scores, largest);
    __m512 inverse[QUERY_BLOCK];
    for (int r = 0; r < rows; r++)
        inverse[r] = _mm512_set1_ps(exponentiate_row(scores + (size_t)r * length, length, largest[r]));
    __m512 sum[QUERY_BLOCK][MAX_HEAD_VECTORS];
    for (int r = 0; r < rows; r++)
        for (size_t v = 0; v < vectors; v++) sum[r][v] = _mm512_setzero_ps();
    for (size_t j = 0; j < length; j++) {
        __m512 value_row[MAX_HEAD_VECTORS];
        for (size_t v = 0; v < vectors; v++) value_row[v] = _mm512_loadu_ps(values + j * head_size + 16 * v);
        for (int r = 0; r < rows; r++) {
            __m512 weight = _mm512_set1_ps(scores[(size_t)r * length + j]);
            for (size_t v = 0; v < vectors; v++) sum[r][v] = _mm512_fmadd_ps(weight, value_row[v], sum[r][v]);
        }
    }
    for (int r = 0; r < rows; r++) {
        float *out = output + (first + (size_t)r) * output_stride;
        for (size_t v = 0; v < vectors; v++) _mm512_storeu_ps(out + 16 * v, _mm512_mul_ps(sum[r][v], inverse[r]));
    }
}

/// One head with `head_size` = 16 · `vectors` (a constant where inlined).
SOTTO_INLINE SOTTO_AVX512 void attention_head_vectors(const float *query, const float *key, const float *value,
                                                      size_t length, const size_t vectors, size_t input_stride,
                                                      float scale, float *output, size_t output_stride,
                                                      float *scratch) {
    const size_t head_size = 16 * vectors;
    // The keys transposed, [head_size, length], so 16 scores share each load; the values
    // contiguous, [length, head_size], since rows `input_stride` apart would compete for the
    // same few cache sets.
    float *keys = scratch;
    float *values = keys + head_size * length;
    float *scores = values + head_size * length;
    for (size_t j = 0; j < length; j += 16)
        for (size_t v = 0; v < vectors; v++) transpose_keys_block(key, j, 16 * v, length, input_stride, keys);
    for (size_t j = 0; j < length; j++)
        for (size_t v = 0; v < vectors; v++)
            _mm512_storeu_ps(values + j * head_size + 16 * v, _mm512_loadu_ps(value + j * input_stride + 16 * v));
    if (length < QUERY_BLOCK) {
        for (size_t i = 0; i < length; i++)
            attend_queries(query, i, 1, vectors, keys, values, length, input_stride, scale, output, output_stride,
                           scores);
        return;
    }
    // Full blocks only: the last one starts early and overlaps the one before, recomputing a few
    // queries to the same values rather than taking the tail one query at a time.
    for (size_t i = 0; i < length; i += QUERY_BLOCK) {
        size_t first = i + QUERY_BLOCK <= length ? i : length - QUERY_BLOCK;
        attend_queries(query, first, QUERY_BLOCK, vectors, keys, values, length, input_stride, scale, output,
                       output_stride, scores);
    }
}

/// For `head_size` a multiple of 16, at most 16 · MAX_HEAD_VECTORS.
SOTTO_AVX512 static void attention_head_avx512(const float *query, const float *key, const float *value,
                                               size_t length, size_t head_size, size_t input_stride, float scale,
                                               float *output, size_t output_stride, float *scratch) {
#define SOTTO_HEAD(VECTORS)                                                                                   \
    attention_head_vectors(query, key, value, length, VECTORS, input_stride, scale, output, output_stride, scratch)
    switch (head_size / 16) {
    case 1: SOTTO_HEAD(1); break;
    case 2: SOTTO_HEAD(2); break;
    case 3: SOTTO_HEAD(3); break;
    default: SOTTO_HEAD(4); break;
    }
#undef SOTTO_HEAD
}
#endif

size_t sotto_attention_scratch_count(size_t length, size_t head_size) {
    // Keys and values copied, plus one row of scores per query of a block.
    return (2 * head_size + 8) * length;
}

void sotto_attention_head(const float *query, const float *key, const float *value, size_t length,
                          size_t head_size, size_t input_stride, float scale, float *output, size_t output_stride,
                          float *scratch) {
#if defined(__x86_64__)
    if (has_avx512() && head_size % 16 == 0 && head_size <= 16 * MAX_HEAD_VECTORS) {
        attention_head_avx512(query, key, value, length, head_size, input_stride, scale, output, output_stride,
                              scratch);
        return;
    }
#endif
    attention_head_portable(query, key, value, length, head_size, input_stride, scale, output, output_stride,
                            scratch);
}
