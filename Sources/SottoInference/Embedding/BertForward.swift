import CSottoKernels
import Dispatch
import Foundation

/// The encoder's forward pass over several sequences packed one after another (no padding:
/// the linear layers run on all tokens at once, attention runs per sequence and head, so
/// padding never costs work and no attention mask is needed).
struct BertForward {
    let weights: BertWeights
    /// Workers for the int8 products (the float32 ones use OpenBLAS's threads).
    var threads: Int = 1
    /// Workers for attention's heads; more than one only when OpenBLAS runs single-threaded
    /// (its threads would compete with ours).
    var attentionWorkers: Int = 1

    /// Mean-pooled, L2-normalized embeddings of `sequences` (token ids, each non-empty and
    /// no longer than the model's positions); `peaks`, when given, takes in every linear
    /// product's input.
    func embed(_ sequences: [[Int32]], recording peaks: InputPeaks? = nil) -> [[Float]] {
        let shape = weights.shape
        let hidden = shape.hidden
        let tokens = sequences.reduce(0) { $0 + $1.count }
        let longest = sequences.map(\.count).max() ?? 0
        guard tokens > 0 else { return [] }
        let scratch = Scratch(tokens: tokens, longest: longest, shape: shape, workers: attentionWorkers)
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
        for (index, layer) in weights.layers.enumerated() {
            runLayer(layer, index: index, scratch: scratch, sequences: sequences, tokens: tokens, peaks: peaks)
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

    private func runLayer(_ layer: BertLayerWeights, index: Int, scratch: Scratch, sequences: [[Int32]], tokens: Int,
                          peaks: InputPeaks?) {
        let shape = weights.shape
        let hidden = shape.hidden
        let states = scratch.states
        peaks?.record(states, rows: tokens, columns: hidden, layer: index, kind: .queryKeyValue)
        // Q, K and V for every token in one product: [tokens, 3 * hidden].
        layer.queryKeyValue.apply(states, rows: tokens, into: scratch.qkv, workspace: scratch.int8, threads: threads)
        var row = 0
        for sequence in sequences {
            attention(scratch: scratch, firstRow: row, length: sequence.count)
            row += sequence.count
        }
        peaks?.record(scratch.context, rows: tokens, columns: hidden, layer: index, kind: .attentionOutput)
        layer.attentionOutput.apply(scratch.context, rows: tokens, into: scratch.projected, workspace: scratch.int8,
                                    threads: threads)
        Kernels.addLayerNorm(states, adding: scratch.projected, rows: tokens, columns: hidden,
                             weight: layer.attentionNormWeight, bias: layer.attentionNormBias,
                             epsilon: shape.layerNormEpsilon)
        peaks?.record(states, rows: tokens, columns: hidden, layer: index, kind: .intermediate)
        layer.intermediate.apply(states, rows: tokens, into: scratch.intermediate, workspace: scratch.int8,
                                 threads: threads)
        Kernels.gelu(scratch.intermediate, count: tokens * shape.intermediate)
        peaks?.record(scratch.intermediate, rows: tokens, columns: shape.intermediate, layer: index, kind: .output)
        layer.output.apply(scratch.intermediate, rows: tokens, into: scratch.projected, workspace: scratch.int8,
                           threads: threads)
        Kernels.addLayerNorm(states, adding: scratch.projected, rows: tokens, columns: hidden,
                             weight: layer.outputNormWeight, bias: layer.outputNormBias,
                             epsilon: shape.layerNormEpsilon)
    }

    /// Scaled dot-product attention for one sequence, head by head (`sotto_attention_head`),
    /// into `scratch.context`; with ``attentionWorkers`` > 1 the heads are split between workers.
    private func attention(scratch: Scratch, firstRow: Int, length: Int) {
        let job = AttentionJob(scratch: scratch, shape: weights.shape, firstRow: firstRow, length: length,
                               workers: attentionWorkers)
        if job.workers == 1 {
            job.run(worker: 0)
        } else {
            DispatchQueue.concurrentPerform(iterations: job.workers) { job.run(worker: $0) }
        }
    }
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
        attentionPerWorker = (2 * shape.headSize + 4) * longest
        attention = .allocate(capacity: max(workers, 1) * attentionPerWorker)
        int8 = Int8Workspace(rows: tokens, widestInput: max(shape.hidden, shape.intermediate))
    }

    func deallocate() {
        for buffer in [states, qkv, context, projected, intermediate, attention] { buffer.deallocate() }
        int8.deallocate()
    }
}
