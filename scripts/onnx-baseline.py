"""ONNX Runtime beside `sotto bench embed`, on the same texts and the same way.

all-MiniLM-L6-v2 is written out as an ONNX graph here, straight from the installed
safetensors (no PyTorch), in the shape a PyTorch export has: float32 MatMul + Add, LayerNormalization,
Softmax attention, erf GELU, mean pooling. ONNX Runtime runs it with all its graph
optimizations on 2 threads. Tokenization is Hugging Face `tokenizers` with the model's
tokenizer.json at 256 tokens. Timed like Sotto's benchmark: the 100 reference texts one at a
time (tokenization included), and the best of 20 runs of one short mail (the subject and the
first 300 characters of the body). Prints one JSON object.

The graph is written to ONNX_FILE once (when absent), so the timed process only loads it, as an
application shipping an .onnx file would; memory is counted from before loading.

Usage: onnx-baseline.py MODEL_DIR ONNX_FILE REFERENCE_DIR
"""

import json
import resource
import struct
import subprocess
import sys
import time
from pathlib import Path

import numpy as np
import onnx
import onnxruntime as ort
from onnx import TensorProto, helper, numpy_helper
from tokenizers import Tokenizer

HEADS = 12
MAX_TOKENS = 256


def read_safetensors(path):
    """The tensors of a safetensors file as float32 numpy arrays, by name."""
    data = Path(path).read_bytes()
    (header_size,) = struct.unpack("<Q", data[:8])
    header = json.loads(data[8:8 + header_size])
    body = data[8 + header_size:]
    dtypes = {"F32": np.float32, "F16": np.float16, "BF16": None}
    tensors = {}
    for name, info in header.items():
        if name == "__metadata__" or info["dtype"] not in dtypes:
            continue  # e.g. the int64 position_ids buffer
        start, end = info["data_offsets"]
        dtype = dtypes[info["dtype"]]
        if dtype is None:
            raw = np.frombuffer(body[start:end], dtype=np.uint16).astype(np.uint32) << 16
            array = raw.view(np.float32)
        else:
            array = np.frombuffer(body[start:end], dtype=dtype)
        tensors[name.removeprefix("bert.")] = array.astype(np.float32).reshape(info["shape"])
    return tensors


class GraphBuilder:
    """Collects nodes and initializers, naming intermediate values."""

    def __init__(self):
        self.nodes, self.initializers, self.count = [], [], 0

    def constant(self, name, array):
        self.initializers.append(numpy_helper.from_array(np.asarray(array), name))
        return name

    def op(self, kind, inputs, **attributes):
        self.count += 1
        output = f"{kind.lower()}_{self.count}"
        self.nodes.append(helper.make_node(kind, inputs, [output], **attributes))
        return output

    def linear(self, x, weights, prefix):
        weight = self.constant(prefix + ".weight", weights[prefix + ".weight"].T.copy())
        bias = self.constant(prefix + ".bias", weights[prefix + ".bias"])
        return self.op("Add", [self.op("MatMul", [x, weight]), bias])

    def layer_norm(self, x, weights, prefix, epsilon):
        scale = self.constant(prefix + ".weight", weights[prefix + ".weight"])
        bias = self.constant(prefix + ".bias", weights[prefix + ".bias"])
        return self.op("LayerNormalization", [x, scale, bias], axis=-1, epsilon=epsilon)


def build_model(weights, config):
    """The encoder as an ONNX model: input_ids [1, n] int64 → mean-pooled [1, 384]."""
    hidden = config["hidden_size"]
    head_size = hidden // HEADS
    epsilon = config["layer_norm_eps"]
    g = GraphBuilder()
    split_heads = g.constant("split_heads", np.array([1, -1, HEADS, head_size], dtype=np.int64))
    merge_heads = g.constant("merge_heads", np.array([1, -1, hidden], dtype=np.int64))
    scale = g.constant("scale", np.array(1 / np.sqrt(head_size), dtype=np.float32))
    half = g.constant("half", np.array(0.5, dtype=np.float32))
    one = g.constant("one", np.array(1.0, dtype=np.float32))
    root_two = g.constant("root_two", np.array(np.sqrt(2.0), dtype=np.float32))

    words = g.op("Gather", [g.constant("word_embeddings", weights["embeddings.word_embeddings.weight"]), "input_ids"])
    positions = g.op("Gather", [g.constant("position_embeddings", weights["embeddings.position_embeddings.weight"]),
                                "position_ids"])
    token_type = g.constant("token_type", weights["embeddings.token_type_embeddings.weight"][0])
    x = g.layer_norm(g.op("Add", [g.op("Add", [words, positions]), token_type]), weights, "embeddings.LayerNorm",
                     epsilon)
    for layer in range(config["num_hidden_layers"]):
        prefix = f"encoder.layer.{layer}."

        def heads(name, permutation):
            projected = g.linear(x, weights, prefix + "attention.self." + name)
            return g.op("Transpose", [g.op("Reshape", [projected, split_heads])], perm=permutation)

        query, key, value = heads("query", [0, 2, 1, 3]), heads("key", [0, 2, 3, 1]), heads("value", [0, 2, 1, 3])
        scores = g.op("Softmax", [g.op("Mul", [g.op("MatMul", [query, key]), scale])], axis=-1)
        context = g.op("Reshape", [g.op("Transpose", [g.op("MatMul", [scores, value])], perm=[0, 2, 1, 3]),
                                   merge_heads])
        attended = g.linear(context, weights, prefix + "attention.output.dense")
        x = g.layer_norm(g.op("Add", [attended, x]), weights, prefix + "attention.output.LayerNorm", epsilon)
        inner = g.linear(x, weights, prefix + "intermediate.dense")
        gelu = g.op("Mul", [g.op("Mul", [inner, half]),
                            g.op("Add", [g.op("Erf", [g.op("Div", [inner, root_two])]), one])])
        out = g.linear(gelu, weights, prefix + "output.dense")
        x = g.layer_norm(g.op("Add", [out, x]), weights, prefix + "output.LayerNorm", epsilon)
    g.nodes.append(helper.make_node("ReduceMean", [x], ["pooled"], axes=[1], keepdims=0))
    graph = helper.make_graph(
        g.nodes, "all-MiniLM-L6-v2",
        [helper.make_tensor_value_info("input_ids", TensorProto.INT64, [1, "n"]),
         helper.make_tensor_value_info("position_ids", TensorProto.INT64, [1, "n"])],
        [helper.make_tensor_value_info("pooled", TensorProto.FLOAT, [1, hidden])],
        g.initializers)
    # IR version 9 (ONNX 1.15): what the ONNX Runtime in use reads, whatever the onnx package writes by default.
    return helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)], ir_version=9)


def short_text(text):
    """The subject line and the first 300 characters of the body, as `sotto bench embed` takes them."""
    head, separator, body = text.partition("\n\n")
    return head + separator + body[:300] if separator else text[:300]


def peak_rss_bytes():
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024


def write_model(model_dir, onnx_file):
    config = json.loads((model_dir / "config.json").read_text())
    model = build_model(read_safetensors(model_dir / "model.safetensors"), config)
    onnx_file.parent.mkdir(parents=True, exist_ok=True)
    partial = onnx_file.with_suffix(".partial")
    onnx.save(model, partial)
    partial.rename(onnx_file)


def main(model_dir, onnx_file, reference_dir):
    model_dir, onnx_file, reference_dir = Path(model_dir), Path(onnx_file), Path(reference_dir)
    if not onnx_file.exists():
        # In a child process: writing takes memory that would count against ONNX Runtime here
        # (and getrusage's peak survives an exec).
        subprocess.run([sys.executable, __file__, "--write", str(model_dir), str(onnx_file)], check=True)
    texts = [json.loads(line) for line in (reference_dir / "texts.jsonl").read_text().splitlines() if line]
    expected = {item["id"]: np.array(item["embedding"], dtype=np.float32)
                for item in map(json.loads, (reference_dir / "embeddings.jsonl").read_text().splitlines()) if item}
    baseline = peak_rss_bytes()
    load_start = time.perf_counter()
    options = ort.SessionOptions()
    options.intra_op_num_threads = 2
    options.inter_op_num_threads = 1
    options.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_ALL
    session = ort.InferenceSession(str(onnx_file), options, providers=["CPUExecutionProvider"])
    tokenizer = Tokenizer.from_file(str(model_dir / "tokenizer.json"))
    tokenizer.enable_truncation(MAX_TOKENS)
    tokenizer.no_padding()
    load_seconds = time.perf_counter() - load_start

    def embed(text):
        ids = np.array([tokenizer.encode(text).ids], dtype=np.int64)
        positions = np.arange(ids.shape[1], dtype=np.int64)[None, :]
        pooled = session.run(None, {"input_ids": ids, "position_ids": positions})[0][0]
        return pooled / np.linalg.norm(pooled)

    short = short_text(texts[0]["text"])
    embed(short)
    start = time.perf_counter()
    vectors = [embed(item["text"]) for item in texts]
    seconds = time.perf_counter() - start
    best_short = min(_timed(embed, short) for _ in range(20))
    lowest = min(float(np.dot(vector, expected[item["id"]]) / np.linalg.norm(expected[item["id"]]))
                 for vector, item in zip(vectors, texts))
    print(json.dumps({
        "runtime": f"onnxruntime {ort.__version__} fp32 (graph built from safetensors, all optimizations)",
        "texts": len(texts),
        "threads": 2,
        "load_seconds": round(load_seconds, 3),
        "seconds": round(seconds, 3),
        "short_text_ms": round(best_short * 1000, 2),
        "peak_rss_above_baseline_megabytes": round(max(peak_rss_bytes() - baseline, 0) / 1_048_576, 1),
        "min_cosine_vs_reference": round(lowest, 6),
    }))


def _timed(function, argument):
    start = time.perf_counter()
    function(argument)
    return time.perf_counter() - start


if __name__ == "__main__":
    if len(sys.argv) == 4 and sys.argv[1] == "--write":
        write_model(Path(sys.argv[2]), Path(sys.argv[3]))
    elif len(sys.argv) == 4:
        main(*sys.argv[1:])
    else:
        sys.exit(__doc__.strip().splitlines()[-1])
