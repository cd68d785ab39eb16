import COpenBLAS
import Foundation

/// The element-wise and row-wise pieces of the encoder, on raw row-major buffers.
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
        weight.withUnsafeBufferPointer { weight in
            bias.withUnsafeBufferPointer { bias in
                for row in 0..<rows {
                    normalizeRow(data + row * columns, columns: columns, weight: weight, bias: bias, epsilon: epsilon)
                }
            }
        }
    }

    /// `data = layerNorm(data + addend)`, row by row.
    static func addLayerNorm(_ data: UnsafeMutablePointer<Float>, adding addend: UnsafePointer<Float>, rows: Int,
                             columns: Int, weight: [Float], bias: [Float], epsilon: Float) {
        weight.withUnsafeBufferPointer { weight in
            bias.withUnsafeBufferPointer { bias in
                for row in 0..<rows {
                    let target = data + row * columns
                    let source = addend + row * columns
                    for index in 0..<columns { target[index] += source[index] }
                    normalizeRow(target, columns: columns, weight: weight, bias: bias, epsilon: epsilon)
                }
            }
        }
    }

    @inline(__always)
    private static func normalizeRow(_ row: UnsafeMutablePointer<Float>, columns: Int,
                                     weight: UnsafeBufferPointer<Float>, bias: UnsafeBufferPointer<Float>,
                                     epsilon: Float) {
        var sum: Float = 0
        for index in 0..<columns { sum += row[index] }
        let mean = sum / Float(columns)
        var squares: Float = 0
        for index in 0..<columns {
            let centered = row[index] - mean
            squares += centered * centered
        }
        let inverse = 1 / (squares / Float(columns) + epsilon).squareRoot()
        for index in 0..<columns {
            row[index] = (row[index] - mean) * inverse * weight[index] + bias[index]
        }
    }

    /// GELU in its exact form, `x · Φ(x) = x/2 · (1 + erf(x/√2))`, as BERT uses it.
    static func gelu(_ data: UnsafeMutablePointer<Float>, count: Int) {
        let inverseRootTwo: Float = 0.70710678118654752
        let width = VectorMath.Lanes.scalarCount
        var index = 0
        while index + width <= count {
            let raw = UnsafeMutableRawPointer(data + index)
            let x = raw.loadUnaligned(as: VectorMath.Lanes.self)
            let y = 0.5 * x * (1 + VectorMath.erf(x * inverseRootTwo))
            raw.storeBytes(of: y, as: VectorMath.Lanes.self)
            index += width
        }
        while index < count {
            let x = data[index]
            data[index] = 0.5 * x * (1 + erff(x * inverseRootTwo))
            index += 1
        }
    }

    /// Replaces each row by its softmax.
    static func softmaxRows(_ data: UnsafeMutablePointer<Float>, rows: Int, columns: Int) {
        for row in 0..<rows {
            let values = data + row * columns
            var largest = -Float.infinity
            for index in 0..<columns { largest = max(largest, values[index]) }
            let width = VectorMath.Lanes.scalarCount
            var lanes = VectorMath.Lanes()
            var index = 0
            while index + width <= columns {
                let raw = UnsafeMutableRawPointer(values + index)
                let exponential = VectorMath.exp(raw.loadUnaligned(as: VectorMath.Lanes.self) - largest)
                raw.storeBytes(of: exponential, as: VectorMath.Lanes.self)
                lanes += exponential
                index += width
            }
            var sum = lanes.sum()
            while index < columns {
                let exponential = expf(values[index] - largest)
                values[index] = exponential
                sum += exponential
                index += 1
            }
            let inverse = 1 / sum
            for index in 0..<columns { values[index] *= inverse }
        }
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
