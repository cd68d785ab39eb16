import CSottoKernels
import Dispatch

/// A dense layer's weight matrix quantized to signed 8 bits, one symmetric scale per output
/// channel, and packed for `sotto_int8_gemm` (AVX-512 VNNI where the CPU has it).
///
/// `@unchecked Sendable`: the buffers are written once in `init` and only read afterwards.
final class QuantizedWeights: @unchecked Sendable {
    let outputs: Int
    let inputs: Int
    /// Input values per token kept out of the quantization (the largest magnitudes) and
    /// multiplied in float32 instead.
    let outliers: Int
    private let packed: UnsafeMutableRawPointer
    private let scales: UnsafeMutablePointer<Float>
    private let sums: UnsafeMutablePointer<Int32>
    /// `weight` transposed, `[inputs, outputs]`, for the outliers; nil without them.
    private let transposed: UnsafeMutablePointer<Float>?

    /// Quantizes `weight`, stored `[outputs, inputs]` row-major as in PyTorch; `outliers`
    /// (at most ``Int8Workspace/maxOutliers``) input values per token stay float32.
    init(weight: [Float], outputs: Int, inputs: Int, outliers: Int) {
        precondition(weight.count == outputs * inputs, "weight is not \(outputs) × \(inputs)")
        self.outputs = outputs
        self.inputs = inputs
        self.outliers = min(max(outliers, 0), Int8Workspace.maxOutliers, inputs)
        if self.outliers > 0 {
            let transposed = UnsafeMutablePointer<Float>.allocate(capacity: inputs * outputs)
            for row in 0..<outputs {
                for column in 0..<inputs { transposed[column * outputs + row] = weight[row * inputs + column] }
            }
            self.transposed = transposed
        } else {
            transposed = nil
        }
        let columns = (outputs + Int(SOTTO_INT8_BLOCK_COLUMNS) - 1) / Int(SOTTO_INT8_BLOCK_COLUMNS)
            * Int(SOTTO_INT8_BLOCK_COLUMNS)
        packed = .allocate(byteCount: max(sotto_int8_packed_size(outputs, inputs), 1), alignment: 64)
        scales = .allocate(capacity: columns)
        sums = .allocate(capacity: columns)
        weight.withUnsafeBufferPointer { weight in
            sotto_int8_pack_weights(weight.baseAddress, outputs, inputs, packed.assumingMemoryBound(to: Int8.self),
                                    scales, sums)
        }
    }

    deinit {
        packed.deallocate()
        scales.deallocate()
        sums.deallocate()
        transposed?.deallocate()
    }

    /// Bytes of quantized activations one input row needs in an ``Int8Workspace``.
    static func rowBytes(inputs: Int) -> Int { sotto_int8_padded_depth(inputs) }

    /// `output[rows, outputs] = input[rows, inputs] · weightᵀ + bias`, with each input row
    /// quantized to 8 bits (its own scale and zero point) on the way; the rows are split
    /// between `threads` workers.
    func apply(_ input: UnsafePointer<Float>, rows: Int, bias: UnsafePointer<Float>?,
               into output: UnsafeMutablePointer<Float>, workspace: Int8Workspace, threads: Int) {
        let job = Int8Product(weights: self, input: input, rows: rows, bias: bias, output: output,
                              workspace: workspace, parts: max(1, min(threads, rows / 16)))
        if job.parts == 1 {
            job.run(part: 0)
        } else {
            DispatchQueue.concurrentPerform(iterations: job.parts) { job.run(part: $0) }
        }
    }

    /// Quantizes `rows` rows of `input` and multiplies them, for one part of an ``Int8Product``.
    fileprivate func multiply(_ input: UnsafePointer<Float>, rows: Int, bias: UnsafePointer<Float>?,
                              into output: UnsafeMutablePointer<Float>, workspace: Int8Workspace, firstRow: Int) {
        let quantized = workspace.quantized + firstRow * Self.rowBytes(inputs: inputs)
        let scales = workspace.scales + firstRow, zeros = workspace.zeros + firstRow
        let channels = workspace.outlierChannels + firstRow * Int8Workspace.maxOutliers
        let values = workspace.outlierValues + firstRow * Int8Workspace.maxOutliers
        sotto_int8_quantize_rows(input, rows, inputs, inputs, quantized, scales, zeros, outliers, channels, values)
        let blocks = (outputs + Int(SOTTO_INT8_BLOCK_COLUMNS) - 1) / Int(SOTTO_INT8_BLOCK_COLUMNS)
        sotto_int8_gemm(rows, outputs, inputs, quantized, scales, zeros, packed.assumingMemoryBound(to: Int8.self),
                        self.scales, sums, bias, output, outputs, 0, blocks)
        if let transposed {
            sotto_add_outlier_products(rows, outputs, outliers, channels, values, transposed, output, outputs)
        }
    }
}

/// One int8 product split by rows: each part quantizes its rows and multiplies them.
///
/// `@unchecked Sendable`: the parts read shared inputs and write disjoint rows of the
/// workspace and the output, and the caller waits for all of them.
private struct Int8Product: @unchecked Sendable {
    let weights: QuantizedWeights
    let input: UnsafePointer<Float>
    let rows: Int
    let bias: UnsafePointer<Float>?
    let output: UnsafeMutablePointer<Float>
    let workspace: Int8Workspace
    let parts: Int

    func run(part: Int) {
        let first = rows * part / parts
        let count = rows * (part + 1) / parts - first
        guard count > 0 else { return }
        weights.multiply(input + first * weights.inputs, rows: count, bias: bias,
                         into: output + first * weights.outputs, workspace: workspace, firstRow: first)
    }
}

/// Room for the quantized activations of one forward pass.
struct Int8Workspace {
    /// The most outliers per token a ``QuantizedWeights`` may keep in float32.
    static let maxOutliers = 16

    let quantized: UnsafeMutablePointer<UInt8>
    let scales: UnsafeMutablePointer<Float>
    let zeros: UnsafeMutablePointer<Int32>
    let outlierChannels: UnsafeMutablePointer<Int32>
    let outlierValues: UnsafeMutablePointer<Float>

    init(rows: Int, widestInput: Int) {
        quantized = .allocate(capacity: rows * QuantizedWeights.rowBytes(inputs: widestInput))
        scales = .allocate(capacity: rows)
        zeros = .allocate(capacity: rows)
        outlierChannels = .allocate(capacity: rows * Self.maxOutliers)
        outlierValues = .allocate(capacity: rows * Self.maxOutliers)
    }

    func deallocate() {
        quantized.deallocate()
        scales.deallocate()
        zeros.deallocate()
        outlierChannels.deallocate()
        outlierValues.deallocate()
    }
}
