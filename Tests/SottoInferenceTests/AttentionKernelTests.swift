import CSottoKernels
import Foundation
import Testing

@Suite("Embedding: fused attention kernel")
struct AttentionKernelTests {
    /// Softmax attention for one head in Double, the reference the kernel is compared with.
    private func reference(_ qkv: [Float], length: Int, headSize: Int, stride: Int, scale: Float) -> [Float] {
        var output = [Float](repeating: 0, count: length * headSize)
        for query in 0..<length {
            var scores = (0..<length).map { key in
                (0..<headSize).reduce(0.0) {
                    $0 + Double(qkv[query * stride + $1]) * Double(qkv[key * stride + headSize + $1])
                } * Double(scale)
            }
            let largest = scores.max() ?? 0
            scores = scores.map { exp($0 - largest) }
            let total = scores.reduce(0, +)
            for index in 0..<headSize {
                let mixed = (0..<length).reduce(0.0) {
                    $0 + scores[$1] * Double(qkv[$1 * stride + 2 * headSize + index])
                }
                output[query * headSize + index] = Float(mixed / total)
            }
        }
        return output
    }

    @Test("matches softmax(QKᵀ)·V for lengths around the kernel's blocks of 8 queries and 32 keys",
          arguments: [1, 3, 7, 8, 17, 33, 70])
    func matchesReference(length: Int) {
        let headSize = 32, stride = 3 * headSize + 5
        var state: UInt64 = UInt64(length)
        let qkv = (0..<length * stride).map { _ -> Float in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Float(Int64(bitPattern: state >> 11) % 2_000_001) / 500_000 - 2
        }
        let scale = 1 / Float(headSize).squareRoot()
        var output = [Float](repeating: .nan, count: length * headSize)
        var scratch = [Float](repeating: 0, count: sotto_attention_scratch_count(length, headSize))
        qkv.withUnsafeBufferPointer { qkv in
            let base = qkv.baseAddress!
            sotto_attention_head(base, base + headSize, base + 2 * headSize, length, headSize, stride, scale,
                                 &output, headSize, &scratch)
        }
        let expected = reference(qkv, length: length, headSize: headSize, stride: stride, scale: scale)
        let largestError = zip(output, expected).map { abs($0 - $1) }.max() ?? .nan
        #expect(largestError < 1e-4, "length \(length): largest error \(largestError)")
    }
}
