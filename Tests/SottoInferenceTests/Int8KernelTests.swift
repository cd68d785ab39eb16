import Testing

@testable import SottoInference

@Suite("Embedding: int8 matrix product")
struct Int8KernelTests {
    /// A deterministic generator so a failure reproduces.
    private struct Lcg {
        var state: UInt64
        mutating func next() -> Float {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Float(Int64(bitPattern: state >> 11) % 2_000_001) / 1_000_000 - 1
        }
    }

    /// `input · weightᵀ + bias` in Double, the reference the int8 product is compared with.
    private func reference(_ input: [Float], _ weight: [Float], _ bias: [Float], rows: Int, inputs: Int,
                           outputs: Int) -> [Float] {
        var result = [Float](repeating: 0, count: rows * outputs)
        for row in 0..<rows {
            for column in 0..<outputs {
                var sum = Double(bias[column])
                for index in 0..<inputs {
                    sum += Double(input[row * inputs + index]) * Double(weight[column * inputs + index])
                }
                result[row * outputs + column] = Float(sum)
            }
        }
        return result
    }

    /// The int8 product, its rows multiplied in `parts` consecutive parts as the encoder's
    /// workers do, each in its own rows of one shared workspace.
    private func product(_ input: [Float], _ weight: [Float], _ bias: [Float], rows: Int, inputs: Int,
                         outputs: Int, floatChannels: [Int], parts: Int = 1) -> [Float] {
        let weights = QuantizedWeights(weight: weight, outputs: outputs, inputs: inputs, floatChannels: floatChannels)
        let workspace = Int8Workspace(rows: rows, widestInput: inputs + 32)
        defer { workspace.deallocate() }
        var output = [Float](repeating: .nan, count: rows * outputs)
        input.withUnsafeBufferPointer { input in
            bias.withUnsafeBufferPointer { bias in
                output.withUnsafeMutableBufferPointer { output in
                    for part in 0..<parts {
                        let first = rows * part / parts, end = rows * (part + 1) / parts
                        weights.apply(input.baseAddress! + first * inputs, rows: end - first, bias: bias.baseAddress,
                                      into: output.baseAddress! + first * outputs,
                                      workspace: workspace.fromRow(first))
                    }
                }
            }
        }
        return output
    }

    /// ‖actual − expected‖ / ‖expected‖.
    private func relativeError(_ actual: [Float], _ expected: [Float]) -> Double {
        var difference = 0.0, size = 0.0
        for (a, e) in zip(actual, expected) {
            difference += Double(a - e) * Double(a - e)
            size += Double(e) * Double(e)
        }
        return (difference / size).squareRoot()
    }

    @Test("matches a float32 product within quantization error, odd sizes included",
          arguments: [(1, 4, 1), (7, 37, 70), (45, 384, 130), (13, 64, 16), (50, 1536, 384)])
    func matchesFloatProduct(rows: Int, inputs: Int, outputs: Int) throws {
        var random = Lcg(state: UInt64(rows * 1_000_003 + inputs * 101 + outputs))
        let input = (0..<rows * inputs).map { _ in random.next() * 3 }
        let weight = (0..<outputs * inputs).map { _ in random.next() * 0.1 }
        let bias = (0..<outputs).map { _ in random.next() }
        let expected = reference(input, weight, bias, rows: rows, inputs: inputs, outputs: outputs)
        for floatChannels in [[], [0, 2, inputs - 1]] {
            let actual = product(input, weight, bias, rows: rows, inputs: inputs, outputs: outputs,
                                 floatChannels: floatChannels)
            #expect(actual.allSatisfy { $0.isFinite })
            let relative = relativeError(actual, expected)
            let shape = "\(rows)×\(inputs)×\(outputs) with float channels \(floatChannels)"
            #expect(relative < 0.01, "\(shape): relative error \(relative)")
        }
    }

    @Test("rows multiplied in parts, as the encoder's workers do, give exactly the rows of one product",
          arguments: [(2, 7), (3, 45), (2, 50)])
    func partsMatchWhole(parts: Int, rows: Int) {
        let inputs = 96, outputs = 80
        var random = Lcg(state: UInt64(parts * 7 + rows))
        let input = (0..<rows * inputs).map { _ in random.next() * 3 }
        let weight = (0..<outputs * inputs).map { _ in random.next() * 0.1 }
        let bias = (0..<outputs).map { _ in random.next() }
        let whole = product(input, weight, bias, rows: rows, inputs: inputs, outputs: outputs, floatChannels: [1, 50])
        let split = product(input, weight, bias, rows: rows, inputs: inputs, outputs: outputs, floatChannels: [1, 50],
                            parts: parts)
        #expect(split == whole)
    }

    @Test("GELU fused with the quantization leaves GELU's values and gives exactly the product after GELU",
          arguments: [(1, 4, 1), (7, 37, 70), (5, 1536, 384)])
    func geluFusedMatchesTwoSteps(rows: Int, inputs: Int, outputs: Int) {
        var random = Lcg(state: UInt64(rows * 31 + inputs))
        let input = (0..<rows * inputs).map { _ in random.next() * 4 }
        let weight = (0..<outputs * inputs).map { _ in random.next() * 0.1 }
        let bias = (0..<outputs).map { _ in random.next() }
        let weights = QuantizedWeights(weight: weight, outputs: outputs, inputs: inputs,
                                       floatChannels: [0, inputs - 1])
        let workspace = Int8Workspace(rows: rows, widestInput: inputs)
        defer { workspace.deallocate() }
        var activated = input
        Kernels.gelu(&activated, count: activated.count)
        var fusedInput = input
        var separate = [Float](repeating: .nan, count: rows * outputs)
        var fused = separate
        bias.withUnsafeBufferPointer { bias in
            weights.apply(activated, rows: rows, bias: bias.baseAddress, into: &separate, workspace: workspace)
            weights.applyAfterGELU(&fusedInput, rows: rows, bias: bias.baseAddress, into: &fused,
                                   workspace: workspace)
        }
        #expect(fusedInput == activated)
        #expect(fused == separate)
    }

    @Test("keeping an outlier channel in float32 recovers precision when it is huge")
    func outliersHelp() throws {
        let rows = 32, inputs = 128, outputs = 48
        var random = Lcg(state: 42)
        var input = (0..<rows * inputs).map { _ in random.next() }
        for row in 0..<rows { input[row * inputs + 5] = 200 * (row.isMultiple(of: 2) ? 1 : -1) }
        let weight = (0..<outputs * inputs).map { _ in random.next() * 0.1 }
        let bias = [Float](repeating: 0, count: outputs)
        let expected = reference(input, weight, bias, rows: rows, inputs: inputs, outputs: outputs)
        // Compare only what the ordinary channels contribute, which the outlier drowns out.
        var withoutOutlier = input
        for row in 0..<rows { withoutOutlier[row * inputs + 5] = 0 }
        let ordinary = reference(withoutOutlier, weight, bias, rows: rows, inputs: inputs, outputs: outputs)
        func ordinaryError(_ actual: [Float]) -> Double {
            let outlierPart = zip(expected, ordinary).map { $0 - $1 }
            return relativeError(zip(actual, outlierPart).map { $0 - $1 }, ordinary)
        }
        let plain = product(input, weight, bias, rows: rows, inputs: inputs, outputs: outputs, floatChannels: [])
        let kept = product(input, weight, bias, rows: rows, inputs: inputs, outputs: outputs, floatChannels: [5])
        #expect(ordinaryError(kept) < 0.01)
        #expect(ordinaryError(kept) * 10 < ordinaryError(plain))
    }
}
