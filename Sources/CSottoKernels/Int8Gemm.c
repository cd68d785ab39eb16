// int8 × int8 → fp32 matrix product for the sentence encoder. Activations are unsigned bytes
// with a per-row scale and zero point; weights are signed bytes with a per-column scale,
// packed in panels of 16 columns × 4 depths so one 64-byte load feeds one VNNI dot product.

#include "CSottoKernels.h"
#include "VectorMath.h"

#include <math.h>
#include <string.h>

#define PANEL_COLUMNS 16
#define PANELS_PER_BLOCK (SOTTO_INT8_BLOCK_COLUMNS / PANEL_COLUMNS)

static size_t round_up(size_t value, size_t multiple) { return (value + multiple - 1) / multiple * multiple; }

size_t sotto_int8_padded_depth(size_t k) { return round_up(k, 4); }

size_t sotto_int8_packed_size(size_t n, size_t k) {
    return round_up(n, SOTTO_INT8_BLOCK_COLUMNS) * sotto_int8_padded_depth(k);
}

/// Where weight (column j, depth d) lives in the packed layout.
static size_t packed_offset(size_t j, size_t d, size_t padded_depth) {
    size_t panel = j / PANEL_COLUMNS;
    return panel * padded_depth * PANEL_COLUMNS + (d / 4) * (PANEL_COLUMNS * 4) + (j % PANEL_COLUMNS) * 4 + d % 4;
}

void sotto_int8_pack_weights(const float *weights, size_t n, size_t k, int8_t *packed, float *scales,
                             int32_t *sums) {
    size_t depth = sotto_int8_padded_depth(k);
    size_t columns = round_up(n, SOTTO_INT8_BLOCK_COLUMNS);
    memset(packed, 0, sotto_int8_packed_size(n, k));
    for (size_t j = 0; j < columns; j++) {
        scales[j] = 0;
        sums[j] = 0;
        if (j >= n) continue;
        const float *row = weights + j * k;
        float largest = 0;
        for (size_t d = 0; d < k; d++) largest = fmaxf(largest, fabsf(row[d]));
        if (largest == 0) continue;
        float scale = largest / 127.0f;
        float inverse = 127.0f / largest;
        int32_t sum = 0;
        for (size_t d = 0; d < k; d++) {
            long q = lrintf(row[d] * inverse);
            if (q > 127) q = 127;
            if (q < -127) q = -127;
            packed[packed_offset(j, d, depth)] = (int8_t)q;
            sum += (int32_t)q;
        }
        scales[j] = scale;
        sums[j] = sum;
    }
}

// MARK: - Portable versions

/// Scale and zero point for values in [low, high] (the range always includes 0).
static void affine_parameters(float low, float high, float *scale, int32_t *zero) {
    if (low > 0) low = 0;
    if (high < 0) high = 0;
    float range = high - low;
    if (!(range > 0) || !isfinite(range)) {
        *scale = 1;
        *zero = 0;
        return;
    }
    *scale = range / 255.0f;
    long z = lrintf(-low / *scale);
    *zero = (int32_t)(z < 0 ? 0 : (z > 255 ? 255 : z));
}

static void quantize_rows_portable(const float *input, size_t m, size_t k, size_t input_stride, uint8_t *output,
                                   float *scales, int32_t *zeros, const uint8_t *ignored) {
    size_t depth = sotto_int8_padded_depth(k);
    for (size_t i = 0; i < m; i++) {
        const float *row = input + i * input_stride;
        uint8_t *target = output + i * depth;
        float low = 0, high = 0;
        for (size_t d = 0; d < k; d++) {
            if (ignored && ignored[d]) continue;
            low = fminf(low, row[d]);
            high = fmaxf(high, row[d]);
        }
        affine_parameters(low, high, &scales[i], &zeros[i]);
        float inverse = 1.0f / scales[i];
        for (size_t d = 0; d < k; d++) {
            long q = lrintf(row[d] * inverse) + zeros[i];
            target[d] = (uint8_t)(q < 0 ? 0 : (q > 255 ? 255 : q));
        }
        for (size_t d = k; d < depth; d++) target[d] = (uint8_t)zeros[i];
    }
}

static void gelu_quantize_rows_portable(float *input, size_t m, size_t k, size_t input_stride, uint8_t *output,
                                        float *scales, int32_t *zeros, const uint8_t *ignored) {
    for (size_t i = 0; i < m; i++) sotto_gelu(input + i * input_stride, k);
    quantize_rows_portable(input, m, k, input_stride, output, scales, zeros, ignored);
}

/// Σ_t input[channels[t]] · weights[t, column]: one output's float32 part.
static float float_channel_sum(const sotto_int8_float_channels *float_channels, const float *input, size_t n,
                               size_t column) {
    float sum = 0;
    for (size_t t = 0; t < float_channels->count; t++)
        sum += input[float_channels->channels[t]] * float_channels->weights[t * n + column];
    return sum;
}

static void gemm_portable(size_t m, size_t n, size_t k, const uint8_t *a, const float *row_scales,
                          const int32_t *row_zeros, const int8_t *packed, const float *col_scales,
                          const int32_t *col_sums, const float *bias, const sotto_int8_float_channels *float_channels,
                          float *output, size_t output_stride, size_t first_block, size_t end_block) {
    size_t depth = sotto_int8_padded_depth(k);
    size_t first = first_block * SOTTO_INT8_BLOCK_COLUMNS;
    size_t end = end_block * SOTTO_INT8_BLOCK_COLUMNS;
    if (end > n) end = n;
    for (size_t i = 0; i < m; i++) {
        const uint8_t *row = a + i * depth;
        for (size_t j = first; j < end; j++) {
            const int8_t *panel = packed + (j / PANEL_COLUMNS) * depth * PANEL_COLUMNS + (j % PANEL_COLUMNS) * 4;
            int32_t sum = 0;
            for (size_t g = 0; g < depth / 4; g++) {
                const int8_t *w = panel + g * PANEL_COLUMNS * 4;
                const uint8_t *x = row + g * 4;
                sum += x[0] * w[0] + x[1] * w[1] + x[2] * w[2] + x[3] * w[3];
            }
            sum -= row_zeros[i] * col_sums[j];
            float value = (float)sum * (row_scales[i] * col_scales[j]) + (bias ? bias[j] : 0.0f);
            if (float_channels) {
                const float *input = float_channels->input + i * float_channels->input_stride;
                value += float_channel_sum(float_channels, input, n, j);
            }
            output[i * output_stride + j] = value;
        }
    }
}

// MARK: - AVX-512 VNNI versions

#if defined(__x86_64__)
#define SOTTO_VNNI __attribute__((target("avx512f,avx512bw,avx512vl,avx512vnni")))
SOTTO_INLINE SOTTO_VNNI __mmask64 tail_mask64(size_t remaining) {
    return remaining >= 64 ? ~(__mmask64)0 : (((__mmask64)1 << remaining) - 1);
}

/// 64 int32 values, clamped to 0…255, as bytes in order. Two rounds of saturating packs and one
/// permute take 4 shuffles per 64 values, where narrowing each vector of 16 takes 8.
SOTTO_INLINE SOTTO_VNNI __m512i pack_bytes(const __m512i q[4]) {
    // The packs work within 128-bit lanes: 4 bytes of each q[v] per lane, lane by lane.
    __m512i bytes = _mm512_packus_epi16(_mm512_packs_epi32(q[0], q[1]), _mm512_packs_epi32(q[2], q[3]));
    // Dword 4l + v holds q[v]'s lane l; put it at 4v + l.
    const __m512i order = _mm512_setr_epi32(0, 4, 8, 12, 1, 5, 9, 13, 2, 6, 10, 14, 3, 7, 11, 15);
    return _mm512_permutexvar_epi32(order, bytes);
}

/// The lanes of `keep` where `ignored` (NULL or a byte per channel from `first` on) is 0.
SOTTO_INLINE SOTTO_VNNI __mmask16 counted_lanes(__mmask16 keep, const uint8_t *ignored, size_t first) {
    if (!ignored) return keep;
    return _mm_mask_testn_epi8_mask(keep, _mm_maskz_loadu_epi8(keep, ignored + first), _mm_set1_epi8(-1));
}

/// Quantizes one row of `k` values with scale and zero point already chosen, padding to `depth`.
SOTTO_INLINE SOTTO_VNNI void quantize_row(const float *row, size_t k, size_t depth, float scale, int32_t zero_point,
                                          uint8_t *target) {
    __m512 inverse = _mm512_set1_ps(1.0f / scale);
    __m512i zero = _mm512_set1_epi32(zero_point);
    for (size_t d = 0; d < depth; d += 64) {
        __m512i q[4];
        for (size_t v = 0; v < 4; v++) {
            size_t first = d + 16 * v;
            // Past `k` the masked load gives 0, which quantizes to the zero point as padding must.
            __m512 x = _mm512_maskz_loadu_ps(k > first ? tail_mask(k - first) : 0, row + first);
            q[v] = _mm512_add_epi32(_mm512_cvtps_epi32(_mm512_mul_ps(x, inverse)), zero);
        }
        _mm512_mask_storeu_epi8(target + d, tail_mask64(depth - d), pack_bytes(q));
    }
}

SOTTO_VNNI static void quantize_rows_vnni(const float *input, size_t m, size_t k, size_t input_stride,
                                          uint8_t *output, float *scales, int32_t *zeros, const uint8_t *ignored) {
    size_t depth = sotto_int8_padded_depth(k);
    for (size_t i = 0; i < m; i++) {
        const float *row = input + i * input_stride;
        __m512 low = _mm512_setzero_ps(), high = _mm512_setzero_ps();
        for (size_t d = 0; d < k; d += 16) {
            __m512 x = _mm512_maskz_loadu_ps(counted_lanes(tail_mask(k - d), ignored, d), row + d);
            low = _mm512_min_ps(low, x);
            high = _mm512_max_ps(high, x);
        }
        affine_parameters(_mm512_reduce_min_ps(low), _mm512_reduce_max_ps(high), &scales[i], &zeros[i]);
        quantize_row(row, k, depth, scales[i], zeros[i], output + i * depth);
    }
}

/// quantize_rows_vnni after GELU, row by row: the range is taken as GELU writes each row, so
/// the quantizing pass finds the row still in L1 instead of reading it twice more from L2.
SOTTO_VNNI static void gelu_quantize_rows_vnni(float *input, size_t m, size_t k, size_t input_stride,
                                               uint8_t *output, float *scales, int32_t *zeros,
                                               const uint8_t *ignored) {
    size_t depth = sotto_int8_padded_depth(k);
    for (size_t i = 0; i < m; i++) {
        float *row = input + i * input_stride;
        __m512 low = _mm512_setzero_ps(), high = _mm512_setzero_ps();
        for (size_t d = 0; d < k; d += 16) {
            __mmask16 mask = tail_mask(k - d);
            __m512 y = gelu16(_mm512_maskz_loadu_ps(mask, row + d));
            _mm512_mask_storeu_ps(row + d, mask, y);
            __mmask16 keep = counted_lanes(mask, ignored, d);
            low = _mm512_mask_min_ps(low, keep, low, y);
            high = _mm512_mask_max_ps(high, keep, high, y);
        }
        affine_parameters(_mm512_reduce_min_ps(low), _mm512_reduce_max_ps(high), &scales[i], &zeros[i]);
        quantize_row(row, k, depth, scales[i], zeros[i], output + i * depth);
    }
}

/// One tile: `rows` rows × 64 columns over the whole depth, then the fp32 epilogue: scales,
/// bias and the float32 channels, added while the tile is in registers. `input` is the first of
/// the tile's float32 rows (for the float channels), `channel_weights` their weights at the
/// tile's first column.
SOTTO_INLINE SOTTO_VNNI void gemm_tile(const int rows, const uint8_t *a, size_t depth, const int8_t *block,
                                       const float *row_scales, const int32_t *row_zeros, const float *col_scales,
                                       const int32_t *col_sums, const float *bias,
                                       const sotto_int8_float_channels *float_channels, const float *input,
                                       const float *channel_weights, size_t n, float *output, size_t output_stride,
                                       size_t valid_columns) {
    __m512i acc[6][PANELS_PER_BLOCK];
    for (int r = 0; r < rows; r++)
        for (int p = 0; p < PANELS_PER_BLOCK; p++) acc[r][p] = _mm512_setzero_si512();
    size_t panel_stride = depth * PANEL_COLUMNS;
    size_t groups = depth / 4;
    const int8_t *w = block;
    for (size_t g = 0; g < groups; g++, w += PANEL_COLUMNS * 4) {
        __m512i w0 = _mm512_load_si512((const void *)(w));
        __m512i w1 = _mm512_load_si512((const void *)(w + panel_stride));
        __m512i w2 = _mm512_load_si512((const void *)(w + 2 * panel_stride));
        __m512i w3 = _mm512_load_si512((const void *)(w + 3 * panel_stride));
        for (int r = 0; r < rows; r++) {
            int32_t four;
            memcpy(&four, a + r * depth + g * 4, 4);
            __m512i x = _mm512_set1_epi32(four);
            acc[r][0] = _mm512_dpbusd_epi32(acc[r][0], x, w0);
            acc[r][1] = _mm512_dpbusd_epi32(acc[r][1], x, w1);
            acc[r][2] = _mm512_dpbusd_epi32(acc[r][2], x, w2);
            acc[r][3] = _mm512_dpbusd_epi32(acc[r][3], x, w3);
        }
    }
    // The epilogue's loops are unrolled in full so `value` stays in registers.
    __mmask16 mask[PANELS_PER_BLOCK];
    __m512 value[6][PANELS_PER_BLOCK];
#pragma clang loop unroll(full)
    for (int p = 0; p < PANELS_PER_BLOCK; p++) {
        size_t first = (size_t)p * PANEL_COLUMNS;
        mask[p] = first < valid_columns ? tail_mask(valid_columns - first) : 0;
        __m512 scale = _mm512_loadu_ps(col_scales + first);
        __m512i sums = _mm512_loadu_si512((const void *)(col_sums + first));
        __m512 shift = bias ? _mm512_maskz_loadu_ps(mask[p], bias + first) : _mm512_setzero_ps();
#pragma clang loop unroll(full)
        for (int r = 0; r < rows; r++) {
            __m512i exact = _mm512_sub_epi32(acc[r][p], _mm512_mullo_epi32(sums, _mm512_set1_epi32(row_zeros[r])));
            value[r][p] = _mm512_fmadd_ps(_mm512_cvtepi32_ps(exact),
                                          _mm512_mul_ps(scale, _mm512_set1_ps(row_scales[r])), shift);
        }
    }
    // Each channel's weights are loaded once for all rows of the tile.
    size_t channels = float_channels ? float_channels->count : 0;
    for (size_t t = 0; t < channels; t++) {
        const float *weights = channel_weights + t * n;
        size_t channel = (size_t)float_channels->channels[t];
        __m512 weight[PANELS_PER_BLOCK];
#pragma clang loop unroll(full)
        for (int p = 0; p < PANELS_PER_BLOCK; p++)
            weight[p] = _mm512_maskz_loadu_ps(mask[p], weights + p * PANEL_COLUMNS);
#pragma clang loop unroll(full)
        for (int r = 0; r < rows; r++) {
            __m512 x = _mm512_set1_ps(input[r * float_channels->input_stride + channel]);
#pragma clang loop unroll(full)
            for (int p = 0; p < PANELS_PER_BLOCK; p++) value[r][p] = _mm512_fmadd_ps(x, weight[p], value[r][p]);
        }
    }
#pragma clang loop unroll(full)
    for (int p = 0; p < PANELS_PER_BLOCK; p++)
#pragma clang loop unroll(full)
        for (int r = 0; r < rows; r++)
            _mm512_mask_storeu_ps(output + r * output_stride + p * PANEL_COLUMNS, mask[p], value[r][p]);
}

SOTTO_VNNI static void gemm_vnni(size_t m, size_t n, size_t k, const uint8_t *a, const float *row_scales,
                                 const int32_t *row_zeros, const int8_t *packed, const float *col_scales,
                                 const int32_t *col_sums, const float *bias,
                                 const sotto_int8_float_channels *float_channels, float *output,
                                 size_t output_stride, size_t first_block, size_t end_block) {
    if (float_channels && float_channels->count == 0) float_channels = NULL;
    size_t depth = sotto_int8_padded_depth(k);
    for (size_t b = first_block; b < end_block; b++) {
        size_t column = b * SOTTO_INT8_BLOCK_COLUMNS;
        if (column >= n) break;
        size_t valid = n - column < SOTTO_INT8_BLOCK_COLUMNS ? n - column : SOTTO_INT8_BLOCK_COLUMNS;
        const int8_t *block = packed + column * depth;
        const float *block_bias = bias ? bias + column : NULL;
        const float *channel_weights = float_channels ? float_channels->weights + column : NULL;
        size_t i = 0;
#define SOTTO_TILE(ROWS)                                                                                     \
    gemm_tile(ROWS, a + i * depth, depth, block, row_scales + i, row_zeros + i, col_scales + column,           \
              col_sums + column, block_bias, float_channels,                                                   \
              float_channels ? float_channels->input + i * float_channels->input_stride : NULL, channel_weights, \
              n, output + i * output_stride + column, output_stride, valid)
        for (; i + 6 <= m; i += 6) SOTTO_TILE(6);
        switch (m - i) {
        case 5: SOTTO_TILE(5); break;
        case 4: SOTTO_TILE(4); break;
        case 3: SOTTO_TILE(3); break;
        case 2: SOTTO_TILE(2); break;
        case 1: SOTTO_TILE(1); break;
        default: break;
        }
#undef SOTTO_TILE
    }
}

static int has_vnni(void) {
    static int cached = -1;
    if (cached < 0) {
        __builtin_cpu_init();
        cached = __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw") &&
                 __builtin_cpu_supports("avx512vl") &&
                 __builtin_cpu_supports("avx512vnni");
    }
    return cached;
}
#endif

// MARK: - Dispatch

int sotto_int8_accelerated(void) {
#if defined(__x86_64__)
    return has_vnni();
#else
    return 0;
#endif
}

void sotto_int8_quantize_rows(const float *input, size_t m, size_t k, size_t input_stride, uint8_t *output,
                              float *scales, int32_t *zeros, const uint8_t *ignored) {
#if defined(__x86_64__)
    if (has_vnni()) {
        quantize_rows_vnni(input, m, k, input_stride, output, scales, zeros, ignored);
        return;
    }
#endif
    quantize_rows_portable(input, m, k, input_stride, output, scales, zeros, ignored);
}

void sotto_int8_gelu_quantize_rows(float *input, size_t m, size_t k, size_t input_stride, uint8_t *output,
                                   float *scales, int32_t *zeros, const uint8_t *ignored) {
#if defined(__x86_64__)
    if (has_vnni()) {
        gelu_quantize_rows_vnni(input, m, k, input_stride, output, scales, zeros, ignored);
        return;
    }
#endif
    gelu_quantize_rows_portable(input, m, k, input_stride, output, scales, zeros, ignored);
}

void sotto_int8_gemm(size_t m, size_t n, size_t k, const uint8_t *a, const float *row_scales,
                     const int32_t *row_zeros, const int8_t *packed, const float *col_scales,
                     const int32_t *col_sums, const float *bias, const sotto_int8_float_channels *float_channels,
                     float *output, size_t output_stride, size_t first_block, size_t end_block) {
#if defined(__x86_64__)
    if (has_vnni()) {
        gemm_vnni(m, n, k, a, row_scales, row_zeros, packed, col_scales, col_sums, bias, float_channels, output,
                  output_stride, first_block, end_block);
        return;
    }
#endif
    gemm_portable(m, n, k, a, row_scales, row_zeros, packed, col_scales, col_sums, bias, float_channels, output,
                  output_stride, first_block, end_block);
}
