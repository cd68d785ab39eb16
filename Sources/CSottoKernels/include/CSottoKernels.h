// Small numeric kernels for the sentence encoder: an int8 matrix product (AVX-512 VNNI when
// the CPU has it, plain C otherwise), the quantization steps around it, fused attention and
// the float32 element-wise steps.
#ifndef CSOTTO_KERNELS_H
#define CSOTTO_KERNELS_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Columns per packed block of weights; `n` is padded up to a multiple of this.
#define SOTTO_INT8_BLOCK_COLUMNS 64

/// 1 when sotto_int8_gemm runs on AVX-512 VNNI, 0 when it uses the portable fallback.
int sotto_int8_accelerated(void);

/// `k` rounded up to a multiple of 4: the row stride of quantized activations.
size_t sotto_int8_padded_depth(size_t k);

/// Bytes sotto_int8_pack_weights writes for an `[n, k]` weight matrix.
size_t sotto_int8_packed_size(size_t n, size_t k);

/// Quantizes `weights` (row-major `[n, k]`, one row per output channel) to signed 8 bits with
/// one symmetric scale per row, and lays it out for sotto_int8_gemm. `packed` holds
/// sotto_int8_packed_size(n, k) bytes (64-byte aligned for speed); `scales` and `sums` hold
/// `n` rounded up to SOTTO_INT8_BLOCK_COLUMNS entries each (the padding gets zeros).
void sotto_int8_pack_weights(const float *weights, size_t n, size_t k, int8_t *packed, float *scales,
                             int32_t *sums);

/// Quantizes each of the `m` rows of `input` (row stride `input_stride`, `k` values) to
/// unsigned 8 bits with its own scale and zero point: `value ≈ scale · (q − zero)`. Rows of
/// `output` are sotto_int8_padded_depth(k) bytes apart.
///
/// `ignored` is NULL or holds `k` bytes; the channels where it is nonzero are left out of each
/// row's range (their bytes are clamped and meaningless). Their weights must be zero in the
/// packed matrix; sotto_int8_gemm adds them in float32 instead (sotto_int8_float_channels).
void sotto_int8_quantize_rows(const float *input, size_t m, size_t k, size_t input_stride, uint8_t *output,
                              float *scales, int32_t *zeros, const uint8_t *ignored);

/// sotto_gelu on each row of `input` in place, then sotto_int8_quantize_rows on the result, in
/// one pass over each row (the same values and bytes as the two calls).
void sotto_int8_gelu_quantize_rows(float *input, size_t m, size_t k, size_t input_stride, uint8_t *output,
                                   float *scales, int32_t *zeros, const uint8_t *ignored);

/// The float32 part of an int8 product: the input channels too large to quantize, multiplied in
/// float32 and added in sotto_int8_gemm's last step, while the output is still in registers.
typedef struct {
    /// The float32 rows the activations were quantized from, `input_stride` values apart.
    const float *input;
    size_t input_stride;
    /// The `count` input channels and their weights, `[count, n]`.
    const int32_t *channels;
    size_t count;
    const float *weights;
} sotto_int8_float_channels;

/// `output[i, j] = row_scales[i] · col_scales[j] · Σ_k (a[i, k] − row_zeros[i]) · b[j, k] + bias[j]
///                 + Σ_t input[i, channels[t]] · weights[t, j]`
/// for rows `0..<m` and the columns in blocks `first_block..<end_block` of
/// SOTTO_INT8_BLOCK_COLUMNS (callers split the blocks between threads). `a` comes from
/// sotto_int8_quantize_rows, `packed`/`col_scales`/`col_sums` from sotto_int8_pack_weights;
/// `bias` may be NULL, otherwise it holds `n` values; `float_channels` (the last sum) may be
/// NULL. `output` has row stride `output_stride`.
void sotto_int8_gemm(size_t m, size_t n, size_t k, const uint8_t *a, const float *row_scales,
                     const int32_t *row_zeros, const int8_t *packed, const float *col_scales,
                     const int32_t *col_sums, const float *bias, const sotto_int8_float_channels *float_channels,
                     float *output, size_t output_stride, size_t first_block, size_t end_block);

/// `data[i] = x · Φ(x)` (exact GELU, via erf) for `count` values.
void sotto_gelu(float *data, size_t count);

/// `output[i, :] = Σ_j softmax_j(scale · query[i, :] · key[j, :]) · value[j, :]` for the
/// `length` tokens of one sequence and one head of `head_size` values. The three inputs have
/// row stride `input_stride` (rows of a packed Q|K|V matrix), `output` has `output_stride`;
/// `scratch` holds sotto_attention_scratch_count(length, head_size) floats.
void sotto_attention_head(const float *query, const float *key, const float *value, size_t length,
                          size_t head_size, size_t input_stride, float scale, float *output, size_t output_stride,
                          float *scratch);

/// Floats of scratch memory sotto_attention_head needs for a sequence of `length` tokens.
size_t sotto_attention_scratch_count(size_t length, size_t head_size);

/// `row = layerNorm(row + addend_row) · weight + bias` for each of `rows` rows of `columns`
/// values; `addend` may be NULL (plain layer norm).
void sotto_add_layer_norm(float *data, const float *addend, size_t rows, size_t columns, const float *weight,
                          const float *bias, float epsilon);

#ifdef __cplusplus
}
#endif

#endif
