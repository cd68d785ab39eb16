import CSottoKernels
import Dispatch
import Foundation

/// The encoder's forward pass over several sequences packed one after another (no padding:
/// the linear layers run on all tokens at once, attention runs per sequence and head, so
/// padding never costs work and no attention mask is needed).
///
/// Everything but attention treats each token's row on its own, so the rows are split between
/// ``workers`` once per layer: each worker takes its rows from the attention output through the
/// feed-forward block to the next layer's Q, K and V, and the workers meet only around
/// attention, twice per layer.
struct BertForward {
    let weights: BertWeights
    /// Our own workers for row blocks and attention heads; 1 when the float32 products run on
    /// OpenBLAS, whose threads would compete with ours.
    var workers: Int = 1

    /// Mean-pooled, L2-normalized embeddings of `sequences` (token ids, each non-empty and
    /// no longer than the model's positions); `peaks`, when given, takes in every linear
    /// product's input.
    func embed(_ sequences: [[Int32]], recording peaks: InputPeaks? = nil) -> [[Float]] {
        let shape = weights.shape
        let hidden = shape.hidden
        let tokens = sequences.reduce(0) { $0 + $1.count }
        let longest = sequences.map(\.count).max() ?? 0
        guard tokens > 0 else { return [] }
        let scratch = Scratch(tokens: tokens, longest: longest, shape: shape, workers: workers)
        defer { scratch.deallocate() }
        let states = scratch.states

        var row = 0
        weights.wordEmbeddings.withUnsafeBufferPointer { words in
            weights.positionEmbeddings.withUnsafeBufferPointer { positions in
                for sequence in sequences {
                    for (position, id) in sequence.enumerated() {
                        let word = id >= 0 && Int(id) < shape.vocabularySize ? Int(id) : 0
                        let target = states + row * hidden
                        for index in 0..<hidden {
                            target[index] = words[word * hidden + index] + positions[position * hidden + index]
                        }
                        row += 1
                    }
                }
            }
        }
        Kernels.layerNorm(states, rows: tokens, columns: hidden, weight: weights.embeddingNormWeight,
                          bias: weights.embeddingNormBias, epsilon: shape.layerNormEpsilon)
        // InputPeaks is not thread-safe; recording (a calibration pass) keeps to one worker.
        let rowWork = RowWork(weights: weights, scratch: scratch, peaks: peaks,
                              parts: peaks == nil ? max(1, min(workers, tokens / 16)) : 1, tokens: tokens)
        rowWork.run { part in part.queryKeyValue(layer: 0) }
        let layers = weights.layers.count
        for index in 0..<layers {
            var first = 0
            for sequence in sequences {
                attention(scratch: scratch, firstRow: first, length: sequence.count)
                first += sequence.count
            }
            rowWork.run { part in
                part.finishLayer(index)
                if index + 1 < layers { part.queryKeyValue(layer: index + 1) }
            }
        }
        var result: [[Float]] = []
        result.reserveCapacity(sequences.count)
        row = 0
        for sequence in sequences {
            result.append(Kernels.meanPoolNormalized(states + row * hidden, rows: sequence.count, columns: hidden))
            row += sequence.count
        }
        return result
    }

    /// Scaled dot-product attention for one sequence, head by head (`sotto_attention_head`),
    /// into `scratch.context`; with ``workers`` > 1 the heads are split between workers.
    private func attention(scratch: Scratch, firstRow: Int, length: Int) {
        let job = AttentionJob(scratch: scratch, shape: weights.shape, firstRow: firstRow, length: length,
                               workers: workers)
        if job.workers == 1 {
            job.run(worker: 0)
        } else {
            DispatchQueue.concurrentPerform(iterations: job.workers) { job.run(worker: $0) }
        }
    }
}

/// The tokens' rows split into parts, one per worker, for the steps that treat each row alone.
///
/// `@unchecked Sendable`: each part reads and writes only its own rows of the scratch buffers
/// and of the int8 workspace, and ``run(_:)`` waits for all parts.
private struct RowWork: @unchecked Sendable {
    let weights: BertWeights
    let scratch: Scratch
    let peaks: InputPeaks?
    let parts: Int
    let tokens: Int

    /// Runs `body` on every part, in parallel when there is more than one.
    func run(_ body: @Sendable (RowPart) -> Void) {
        if parts == 1 {
            body(part(0))
        } else {
            DispatchQueue.concurrentPerform(iterations: parts) { body(part($0)) }
        }
    }

    private func part(_ index: Int) -> RowPart {
        let first = tokens * index / parts
        return RowPart(weights: weights, scratch: scratch, peaks: peaks, first: first,
                       count: tokens * (index + 1) / parts - first)
    }
}

/// One worker's rows `first..<first + count` and the steps of a layer on them.
private struct RowPart {
    let weights: BertWeights
    let scratch: Scratch
    let peaks: InputPeaks?
    let first: Int
    let count: Int

    /// Q, K and V of layer `layer` for these rows: `[count, 3 * hidden]` into `scratch.qkv`.
    func queryKeyValue(layer: Int) {
        let hidden = weights.shape.hidden
        let states = scratch.states + first * hidden
        peaks?.record(states, rows: count, columns: hidden, layer: layer, kind: .queryKeyValue)
        weights.layers[layer].queryKeyValue.apply(states, rows: count, into: scratch.qkv + first * 3 * hidden,
                                                  workspace: workspace)
    }

    /// Everything in layer `index` after attention: the attention output's projection and layer
    /// norm, then the feed-forward block and its layer norm, leaving the layer's output in
    /// `scratch.states`.
    func finishLayer(_ index: Int) {
        let layer = weights.layers[index]
        let shape = weights.shape
        let hidden = shape.hidden
        let states = scratch.states + first * hidden
        let context = scratch.context + first * hidden
        let projected = scratch.projected + first * hidden
        let intermediate = scratch.intermediate + first * shape.intermediate
        peaks?.record(context, rows: count, columns: hidden, layer: index, kind: .attentionOutput)
        layer.attentionOutput.apply(context, rows: count, into: projected, workspace: workspace)
        Kernels.addLayerNorm(states, adding: projected, rows: count, columns: hidden,
                             weight: layer.attentionNormWeight, bias: layer.attentionNormBias,
                             epsilon: shape.layerNormEpsilon)
        peaks?.record(states, rows: count, columns: hidden, layer: index, kind: .intermediate)
        layer.intermediate.apply(states, rows: count, into: intermediate, workspace: workspace)
        layer.output.applyAfterGELU(intermediate, rows: count, into: projected, workspace: workspace)
        // `intermediate` now holds GELU's output, the output layer's input.
        peaks?.record(intermediate, rows: count, columns: shape.intermediate, layer: index, kind: .output)
        Kernels.addLayerNorm(states, adding: projected, rows: count, columns: hidden,
                             weight: layer.outputNormWeight, bias: layer.outputNormBias,
                             epsilon: shape.layerNormEpsilon)
    }

    private var workspace: Int8Workspace { scratch.int8.fromRow(first) }
}

/// The heads of one sequence's attention, split between workers.
///
/// `@unchecked Sendable`: each worker writes its own heads' columns of `scratch.context` and its
/// own part of `scratch.attention`, and the caller waits for all of them.
private struct AttentionJob: @unchecked Sendable {
    let scratch: Scratch
    let shape: BertShape
    let firstRow: Int
    let length: Int
    let workers: Int

    func run(worker: Int) {
        let hidden = shape.hidden
        let headSize = shape.headSize
        let rowStride = 3 * hidden
        let base = scratch.qkv + firstRow * rowStride
        let workspace = scratch.attention + worker * scratch.attentionPerWorker
        let scale = 1 / Float(headSize).squareRoot()
        for head in stride(from: worker, to: shape.heads, by: workers) {
            let query = base + head * headSize
            sotto_attention_head(query, query + hidden, query + 2 * hidden, length, headSize, rowStride, scale,
                                 scratch.context + firstRow * hidden + head * headSize, hidden, workspace)
        }
    }
}

/// Working memory for one forward pass, allocated per call so the encoder stays immutable.
struct Scratch {
    let states: UnsafeMutablePointer<Float>
    let qkv: UnsafeMutablePointer<Float>
    let context: UnsafeMutablePointer<Float>
    let projected: UnsafeMutablePointer<Float>
    let intermediate: UnsafeMutablePointer<Float>
    /// `sotto_attention_head`'s scratch memory, one part per attention worker.
    let attention: UnsafeMutablePointer<Float>
    let attentionPerWorker: Int
    let int8: Int8Workspace

    init(tokens: Int, longest: Int, shape: BertShape, workers: Int) {
        states = .allocate(capacity: tokens * shape.hidden)
        qkv = .allocate(capacity: tokens * 3 * shape.hidden)
        context = .allocate(capacity: tokens * shape.hidden)
        projected = .allocate(capacity: tokens * shape.hidden)
        intermediate = .allocate(capacity: tokens * shape.intermediate)
        attentionPerWorker = sotto_attention_scratch_count(longest, shape.headSize)
        attention = .allocate(capacity: max(workers, 1) * attentionPerWorker)
        int8 = Int8Workspace(rows: tokens, widestInput: max(shape.hidden, shape.intermediate))
    }

    func deallocate() {
        for buffer in [states, qkv, context, projected, intermediate, attention] { buffer.deallocate() }
        int8.deallocate()
    }
}
