/// One linear layer of the encoder, `output = input · weightᵀ + bias`, in the precision chosen
/// for it at load time.
struct DenseLayer: Sendable {
    /// The weight matrix, `[outputs, inputs]` row-major, as float32 or quantized to int8.
    enum Weights: Sendable {
        case float32([Float])
        case int8(QuantizedWeights)
    }

    private(set) var weights: Weights
    let bias: [Float]
    let inputs: Int
    let outputs: Int

    /// A layer in float32.
    init(weight: [Float], bias: [Float], outputs: Int, inputs: Int) {
        self.weights = .float32(weight)
        self.bias = bias
        self.inputs = inputs
        self.outputs = outputs
    }

    /// This layer in int8, keeping the input channels in `floatChannels` in float32; a layer
    /// already in int8 stays as it is.
    func quantized(floatChannels: [Int]) -> DenseLayer {
        guard case .float32(let weight) = weights else { return self }
        var layer = self
        layer.weights = .int8(QuantizedWeights(weight: weight, outputs: outputs, inputs: inputs,
                                               floatChannels: floatChannels))
        return layer
    }

    func apply(_ input: UnsafePointer<Float>, rows: Int, into output: UnsafeMutablePointer<Float>,
               workspace: Int8Workspace) {
        switch weights {
        case .float32(let weight):
            Kernels.linear(input, rows: rows, inputs: inputs, weight: weight, bias: bias, outputs: outputs,
                           into: output)
        case .int8(let quantized):
            bias.withUnsafeBufferPointer { bias in
                quantized.apply(input, rows: rows, bias: bias.baseAddress, into: output, workspace: workspace)
            }
        }
    }

    /// ``apply(_:rows:into:workspace:)`` on GELU of `input`, which is left holding GELU's output.
    func applyAfterGELU(_ input: UnsafeMutablePointer<Float>, rows: Int, into output: UnsafeMutablePointer<Float>,
                        workspace: Int8Workspace) {
        switch weights {
        case .float32:
            Kernels.gelu(input, count: rows * inputs)
            apply(input, rows: rows, into: output, workspace: workspace)
        case .int8(let quantized):
            bias.withUnsafeBufferPointer { bias in
                quantized.applyAfterGELU(input, rows: rows, bias: bias.baseAddress, into: output,
                                         workspace: workspace)
            }
        }
    }
}
