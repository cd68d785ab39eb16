import CSottoKernels

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
    /// quantized to 8 bits (its own scale and zero point) on the way, on the calling thread
    /// (``BertForward`` splits the rows between workers).
    func apply(_ input: UnsafePointer<Float>, rows: Int, bias: UnsafePointer<Float>?,
               into output: UnsafeMutablePointer<Float>, workspace: Int8Workspace) {
        multiply(input, rows: rows, bias: bias, into: output, workspace: workspace) { ignored in
            sotto_int8_quantize_rows(input, rows, inputs, inputs, workspace.quantized, workspace.scales,
                                     workspace.zeros, ignored)
        }
    }

    /// ``apply(_:rows:bias:into:workspace:)`` on GELU of `input`, which is left holding GELU's
    /// output; the activation and the quantization share one pass over each row.
    func applyAfterGELU(_ input: UnsafeMutablePointer<Float>, rows: Int, bias: UnsafePointer<Float>?,
                        into output: UnsafeMutablePointer<Float>, workspace: Int8Workspace) {
        multiply(input, rows: rows, bias: bias, into: output, workspace: workspace) { ignored in
            sotto_int8_gelu_quantize_rows(input, rows, inputs, inputs, workspace.quantized, workspace.scales,
                                          workspace.zeros, ignored)
        }
    }

    /// Quantizes the input rows into `workspace` with `quantize` (given the bytes marking the
    /// float channels, or nil when every channel is quantized), then multiplies them.
    private func multiply(_ input: UnsafePointer<Float>, rows: Int, bias: UnsafePointer<Float>?,
                          into output: UnsafeMutablePointer<Float>, workspace: Int8Workspace,
                          quantizingWith quantize: (UnsafePointer<UInt8>?) -> Void) {
        ignored.withUnsafeBufferPointer { ignored in quantize(floatChannels.isEmpty ? nil : ignored.baseAddress) }
        multiplyQuantized(input, rows: rows, bias: bias, into: output, workspace: workspace)
    }

    /// The product from `workspace`'s quantized rows, plus the float channels from `input`.
    private func multiplyQuantized(_ input: UnsafePointer<Float>, rows: Int, bias: UnsafePointer<Float>?,
                                   into output: UnsafeMutablePointer<Float>, workspace: Int8Workspace) {
        let blocks = (outputs + Int(SOTTO_INT8_BLOCK_COLUMNS) - 1) / Int(SOTTO_INT8_BLOCK_COLUMNS)
        floatChannels.withUnsafeBufferPointer { channels in
            floatWeights.withUnsafeBufferPointer { weights in
                var floatPart = sotto_int8_float_channels(input: input, input_stride: inputs,
                                                          channels: channels.baseAddress, count: channels.count,
                                                          weights: weights.baseAddress)
                sotto_int8_gemm(rows, outputs, inputs, workspace.quantized, workspace.scales, workspace.zeros,
                                packed.assumingMemoryBound(to: Int8.self), scales, sums, bias, &floatPart,
                                output, outputs, 0, blocks)
            }
        }
    }
}

/// Room for the quantized activations of one forward pass.
struct Int8Workspace {
    let quantized: UnsafeMutablePointer<UInt8>
    let scales: UnsafeMutablePointer<Float>
    let zeros: UnsafeMutablePointer<Int32>
    /// Bytes set aside per row: enough for the widest input.
    private let rowBytes: Int

    init(rows: Int, widestInput: Int) {
        rowBytes = QuantizedWeights.rowBytes(inputs: widestInput)
        quantized = .allocate(capacity: rows * rowBytes)
        scales = .allocate(capacity: rows)
        zeros = .allocate(capacity: rows)
    }

    private init(quantized: UnsafeMutablePointer<UInt8>, scales: UnsafeMutablePointer<Float>,
                 zeros: UnsafeMutablePointer<Int32>, rowBytes: Int) {
        self.quantized = quantized
        self.scales = scales
        self.zeros = zeros
        self.rowBytes = rowBytes
    }

    /// The part of this workspace for the rows from `first` on, for a worker that owns them
    /// (not to be deallocated itself).
    func fromRow(_ first: Int) -> Int8Workspace {
        Int8Workspace(quantized: quantized + first * rowBytes, scales: scales + first, zeros: zeros + first,
                      rowBytes: rowBytes)
    }

    func deallocate() {
        quantized.deallocate()
        scales.deallocate()
        zeros.deallocate()
    }
}
