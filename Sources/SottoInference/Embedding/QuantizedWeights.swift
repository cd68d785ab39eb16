import CSottoKernels
import Dispatch

/// A dense layer's weight matrix quantized to signed 8 bits, one symmetric scale per output
/// channel, and packed for `sotto_int8_gemm` (AVX-512 VNNI where the CPU has it).
///
/// A few input channels, chosen once at load time (see ``InputPeaks``), carry values far larger
/// than the rest in every token; quantizing them with the others would flatten everything else
/// to a handful of levels. Those channels stay float32: their weights are zero in the int8
/// matrix, they are left out of each token's quantization range, and their products are added
/// from a small float32 matrix.
///
/// `@unchecked Sendable`: the buffers are written once in `init` and only read afterwards.
final class QuantizedWeights: @unchecked Sendable {
    let outputs: Int
    let inputs: Int
    /// The input channels multiplied in float32, in ascending order.
    let floatChannels: [Int32]
    private let packed: UnsafeMutableRawPointer
    private let scales: UnsafeMutablePointer<Float>
    private let sums: UnsafeMutablePointer<Int32>
    /// The weights of ``floatChannels``, `[floatChannels.count, outputs]`.
    private let floatWeights: [Float]
    /// `inputs` bytes, 1 for the float channels: what `sotto_int8_quantize_rows` leaves out.
    private let ignored: [UInt8]

    /// Quantizes `weight`, stored `[outputs, inputs]` row-major as in PyTorch, except the input
    /// channels in `floatChannels`, which stay float32.
    init(weight: [Float], outputs: Int, inputs: Int, floatChannels: [Int] = []) {
        precondition(weight.count == outputs * inputs, "weight is not \(outputs) × \(inputs)")
        self.outputs = outputs
        self.inputs = inputs
        let channels = Set(floatChannels.filter { (0..<inputs).contains($0) }).sorted()
        self.floatChannels = channels.map { Int32($0) }
        var floatWeights = [Float](repeating: 0, count: channels.count * outputs)
        var ignored = [UInt8](repeating: 0, count: inputs)
        var remaining = weight
        for (slot, channel) in channels.enumerated() {
            ignored[channel] = 1
            for row in 0..<outputs {
                floatWeights[slot * outputs + row] = weight[row * inputs + channel]
                remaining[row * inputs + channel] = 0
            }
        }
        self.floatWeights = floatWeights
        self.ignored = ignored
        let columns = (outputs + Int(SOTTO_INT8_BLOCK_COLUMNS) - 1) / Int(SOTTO_INT8_BLOCK_COLUMNS)
            * Int(SOTTO_INT8_BLOCK_COLUMNS)
        packed = .allocate(byteCount: max(sotto_int8_packed_size(outputs, inputs), 1), alignment: 64)
        scales = .allocate(capacity: columns)
        sums = .allocate(capacity: columns)
        remaining.withUnsafeBufferPointer { remaining in
            sotto_int8_pack_weights(remaining.baseAddress, outputs, inputs, packed.assumingMemoryBound(to: Int8.self),
                                    scales, sums)
        }
    }

    deinit {
        packed.deallocate()
        scales.deallocate()
        sums.deallocate()
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
        ignored.withUnsafeBufferPointer { ignored in
            sotto_int8_quantize_rows(input, rows, inputs, inputs, quantized, scales, zeros,
                                     floatChannels.isEmpty ? nil : ignored.baseAddress)
        }
        let blocks = (outputs + Int(SOTTO_INT8_BLOCK_COLUMNS) - 1) / Int(SOTTO_INT8_BLOCK_COLUMNS)
        sotto_int8_gemm(rows, outputs, inputs, quantized, scales, zeros, packed.assumingMemoryBound(to: Int8.self),
                        self.scales, sums, bias, output, outputs, 0, blocks)
        floatChannels.withUnsafeBufferPointer { channels in
            floatWeights.withUnsafeBufferPointer { weights in
                sotto_add_channel_products(rows, outputs, input, inputs, channels.baseAddress, channels.count,
                                           weights.baseAddress, output, outputs)
            }
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
    let quantized: UnsafeMutablePointer<UInt8>
    let scales: UnsafeMutablePointer<Float>
    let zeros: UnsafeMutablePointer<Int32>

    init(rows: Int, widestInput: Int) {
        quantized = .allocate(capacity: rows * QuantizedWeights.rowBytes(inputs: widestInput))
        scales = .allocate(capacity: rows)
        zeros = .allocate(capacity: rows)
    }

    func deallocate() {
        quantized.deallocate()
        scales.deallocate()
        zeros.deallocate()
    }
}
