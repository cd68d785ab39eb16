import COpenBLAS
import CSottoKernels
import Foundation

/// The element-wise and row-wise pieces of the encoder, on raw row-major buffers (the
/// vectorized ones live in the CSottoKernels C target, which picks AVX-512 at run time).
enum Kernels {
    /// `output[rows, outputs] = input[rows, inputs] · weightᵀ + bias`, with `weight` stored
    /// `[outputs, inputs]` as in PyTorch.
    static func linear(_ input: UnsafePointer<Float>, rows: Int, inputs: Int, weight: [Float], bias: [Float],
                       outputs: Int, into output: UnsafeMutablePointer<Float>) {
        bias.withUnsafeBufferPointer { bias in
            guard let biasBase = bias.baseAddress else { return }
            for row in 0..<rows { (output + row * outputs).update(from: biasBase, count: outputs) }
        }
        weight.withUnsafeBufferPointer { weight in
            cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasTrans, Int32(rows), Int32(outputs), Int32(inputs),
                        1, input, Int32(inputs), weight.baseAddress, Int32(inputs), 1, output, Int32(outputs))
        }
    }

    /// Normalizes each row to zero mean and unit variance, then scales and shifts it.
    static func layerNorm(_ data: UnsafeMutablePointer<Float>, rows: Int, columns: Int, weight: [Float],
                          bias: [Float], epsilon: Float) {
        sotto_add_layer_norm(data, nil, rows, columns, weight, bias, epsilon)
    }

    /// `data = layerNorm(data + addend)`, row by row.
    static func addLayerNorm(_ data: UnsafeMutablePointer<Float>, adding addend: UnsafePointer<Float>, rows: Int,
                             columns: Int, weight: [Float], bias: [Float], epsilon: Float) {
        sotto_add_layer_norm(data, addend, rows, columns, weight, bias, epsilon)
    }

    /// GELU in its exact form, `x · Φ(x) = x/2 · (1 + erf(x/√2))`, as BERT uses it.
    static func gelu(_ data: UnsafeMutablePointer<Float>, count: Int) {
        sotto_gelu(data, count)
    }

    /// The mean of `rows` rows, scaled to unit length.
    static func meanPoolNormalized(_ data: UnsafePointer<Float>, rows: Int, columns: Int) -> [Float] {
        var mean = [Float](repeating: 0, count: columns)
        for row in 0..<rows {
            let values = data + row * columns
            for index in 0..<columns { mean[index] += values[index] }
        }
        var squares: Float = 0
        for index in 0..<columns {
            mean[index] /= Float(max(rows, 1))
            squares += mean[index] * mean[index]
        }
        let inverse = 1 / max(squares.squareRoot(), 1e-12)
        for index in 0..<columns { mean[index] *= inverse }
        return mean
    }
}
