import COpenBLAS
import Dispatch
import Foundation

/// The encoder's forward pass over several sequences packed one after another (no padding:
/// the linear layers run on all tokens at once, attention runs per sequence and head, so
/// padding never costs work and no attention mask is needed).
struct BertForward {
    let weights: BertWeights
    /// Workers for the int8 products (the float32 ones use OpenBLAS's threads).
    var threads: Int = 1
    /// Workers for attention's heads; more than one only when OpenBLAS runs single-threaded.
    var attentionWorkers: Int = 1

    /// Mean-pooled, L2-normalized embeddings of `sequences` (token ids, each non-empty and
    /// no longer than the model's positions).
    func embed(_ sequences: [[Int32]]) -> [[Float]] {
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
        for layer in weights.layers {
            runLayer(layer, scratch: scratch, sequences: sequences, tokens: tokens)
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

    private func runLayer(_ layer: BertLayerWeights, scratch: Scratch, sequences: [[Int32]], tokens: Int) {
        let shape = weights.shape
        let hidden = shape.hidden
        let states = scratch.states
        // Q, K and V for every token in one product: [tokens, 3 * hidden].
        layer.queryKeyValue.apply(states, rows: tokens, into: scratch.qkv, workspace: scratch.int8, threads: threads)
        var row = 0
        for sequence in sequences {
            attention(scratch: scratch, firstRow: row, length: sequence.count)
            row += sequence.count
        }
        layer.attentionOutput.apply(scratch.context, rows: tokens, into: scratch.projected, workspace: scratch.int8,
                                    threads: threads)
        Kernels.addLayerNorm(states, adding: scratch.projected, rows: tokens, columns: hidden,
                             weight: layer.attentionNormWeight, bias: layer.attentionNormBias,
                             epsilon: shape.layerNormEpsilon)
        layer.intermediate.apply(states, rows: tokens, into: scratch.intermediate, workspace: scratch.int8,
                                 threads: threads)
        Kernels.gelu(scratch.intermediate, count: tokens * shape.intermediate)
        layer.output.apply(scratch.intermediate, rows: tokens, into: scratch.projected, workspace: scratch.int8,
                           threads: threads)
        Kernels.addLayerNorm(states, adding: scratch.projected, rows: tokens, columns: hidden,
                             weight: layer.outputNormWeight, bias: layer.outputNormBias,
                             epsilon: shape.layerNormEpsilon)
    }

    /// Scaled dot-product attention for one sequence, head by head, into `scratch.context`;
    /// with ``attentionWorkers`` > 1 the heads are split between workers, each calling
    /// OpenBLAS single-threaded.
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
/// own score buffer, and the caller waits for all of them.
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
        let scores = scratch.scores + worker * scratch.scoresPerWorker
        let scale = 1 / Float(headSize).squareRoot()
        for head in stride(from: worker, to: shape.heads, by: workers) {
            let query = base + head * headSize
            let key = base + hidden + head * headSize
            let value = base + 2 * hidden + head * headSize
            cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasTrans, Int32(length), Int32(length), Int32(headSize),
                        scale, query, Int32(rowStride), key, Int32(rowStride), 0, scores, Int32(length))
            Kernels.softmaxRows(scores, rows: length, columns: length)
            let output = scratch.context + firstRow * hidden + head * headSize
            cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, Int32(length), Int32(headSize), Int32(length),
                        1, scores, Int32(length), value, Int32(rowStride), 0, output, Int32(hidden))
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
    /// One `longest × longest` score matrix per attention worker.
    let scores: UnsafeMutablePointer<Float>
    let scoresPerWorker: Int
    let int8: Int8Workspace

    init(tokens: Int, longest: Int, shape: BertShape, workers: Int) {
        states = .allocate(capacity: tokens * shape.hidden)
        qkv = .allocate(capacity: tokens * 3 * shape.hidden)
        context = .allocate(capacity: tokens * shape.hidden)
        projected = .allocate(capacity: tokens * shape.hidden)
        intermediate = .allocate(capacity: tokens * shape.intermediate)
        scoresPerWorker = longest * longest
        scores = .allocate(capacity: max(workers, 1) * scoresPerWorker)
        int8 = Int8Workspace(rows: tokens, widestInput: max(shape.hidden, shape.intermediate))
    }

    func deallocate() {
        for buffer in [states, qkv, context, projected, intermediate, scores] { buffer.deallocate() }
        int8.deallocate()
    }
}
