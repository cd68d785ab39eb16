"""Writes a GGUF with Qwen3-0.6B's exact architecture and random weights, for measuring memory
and speed where the real model cannot be downloaded (this machine reaches PyPI only).

Every tensor has Qwen3-0.6B's name, shape and (after `llama-quantize … Q4_K_M`) type, so the
file size, the memory llama.cpp maps and the work per token are the real model's; only the
values differ, so the text it writes is noise. The vocabulary is the tokenizer of the given
GGUF (SmolLM2's: ChatML, like Qwen3's) padded with unused tokens to Qwen3's 151,936 rows, so
the embedding and output matrices have their real size.

Usage: python qwen3-shaped-model.py TOKENIZER_GGUF OUT_F16_GGUF
(needs numpy and llama.cpp's gguf-py on PYTHONPATH)
"""

import sys

import numpy as np
from gguf import GGUFReader, GGUFWriter, GGMLQuantizationType, LlamaFileType, TokenType

# Qwen3-0.6B's config.json (Qwen/Qwen3-0.6B on Hugging Face).
VOCAB = 151_936
HIDDEN = 1_024
FEED_FORWARD = 3_072
LAYERS = 28
HEADS = 16
KV_HEADS = 8
HEAD_DIM = 128
CONTEXT = 40_960
ROPE_THETA = 1_000_000.0
RMS_EPS = 1e-6


def field_value(reader, key):
    field = reader.fields[key]
    return field.contents()


def copy_tokenizer(reader, writer):
    tokens = list(field_value(reader, "tokenizer.ggml.tokens"))
    types = list(field_value(reader, "tokenizer.ggml.token_type"))
    merges = list(field_value(reader, "tokenizer.ggml.merges"))
    padding = VOCAB - len(tokens)
    if padding < 0:
        raise SystemExit(f"the tokenizer has {len(tokens)} tokens, more than Qwen3's {VOCAB}")
    tokens += [f"<|unused_{index}|>" for index in range(padding)]
    types += [int(TokenType.UNUSED)] * padding
    writer.add_tokenizer_model(field_value(reader, "tokenizer.ggml.model"))
    writer.add_tokenizer_pre(field_value(reader, "tokenizer.ggml.pre"))
    writer.add_token_list(tokens)
    writer.add_token_types(types)
    writer.add_token_merges(merges)
    writer.add_bos_token_id(int(field_value(reader, "tokenizer.ggml.bos_token_id")))
    writer.add_eos_token_id(int(field_value(reader, "tokenizer.ggml.eos_token_id")))
    writer.add_chat_template(field_value(reader, "tokenizer.chat_template"))


def main():
    tokenizer_path, output_path = sys.argv[1], sys.argv[2]
    reader = GGUFReader(tokenizer_path)
    writer = GGUFWriter(output_path, "qwen3")
    writer.add_name("Qwen3-0.6B-shaped (random weights)")
    writer.add_file_type(LlamaFileType.MOSTLY_F16)
    writer.add_context_length(CONTEXT)
    writer.add_embedding_length(HIDDEN)
    writer.add_feed_forward_length(FEED_FORWARD)
    writer.add_block_count(LAYERS)
    writer.add_head_count(HEADS)
    writer.add_head_count_kv(KV_HEADS)
    writer.add_key_length(HEAD_DIM)
    writer.add_value_length(HEAD_DIM)
    writer.add_rope_freq_base(ROPE_THETA)
    writer.add_layer_norm_rms_eps(RMS_EPS)
    copy_tokenizer(reader, writer)

    random = np.random.default_rng(0)

    def matrix(rows, columns):
        # GGUF lists dimensions innermost first; numpy's shape is (rows, columns).
        return (random.standard_normal((rows, columns), dtype=np.float32) * 0.02).astype(np.float16)

    def norm(size):
        return np.ones(size, dtype=np.float32)

    # Qwen3-0.6B ties its output matrix to the token embedding: there is no output.weight.
    writer.add_tensor("token_embd.weight", matrix(VOCAB, HIDDEN))
    writer.add_tensor("output_norm.weight", norm(HIDDEN))
    for layer in range(LAYERS):
        prefix = f"blk.{layer}."
        writer.add_tensor(prefix + "attn_norm.weight", norm(HIDDEN))
        writer.add_tensor(prefix + "attn_q.weight", matrix(HEADS * HEAD_DIM, HIDDEN))
        writer.add_tensor(prefix + "attn_k.weight", matrix(KV_HEADS * HEAD_DIM, HIDDEN))
        writer.add_tensor(prefix + "attn_v.weight", matrix(KV_HEADS * HEAD_DIM, HIDDEN))
        writer.add_tensor(prefix + "attn_output.weight", matrix(HIDDEN, HEADS * HEAD_DIM))
        writer.add_tensor(prefix + "attn_q_norm.weight", norm(HEAD_DIM))
        writer.add_tensor(prefix + "attn_k_norm.weight", norm(HEAD_DIM))
        writer.add_tensor(prefix + "ffn_norm.weight", norm(HIDDEN))
        writer.add_tensor(prefix + "ffn_gate.weight", matrix(FEED_FORWARD, HIDDEN))
        writer.add_tensor(prefix + "ffn_up.weight", matrix(FEED_FORWARD, HIDDEN))
        writer.add_tensor(prefix + "ffn_down.weight", matrix(HIDDEN, FEED_FORWARD))

    writer.write_header_to_file()
    writer.write_kv_data_to_file()
    writer.write_tensors_to_file()
    writer.close()


if __name__ == "__main__":
    main()
