/// The fp32 dot products the exact pass uses.
///
/// The lane count is a run-time value on purpose: with a constant trip count LLVM unrolls the
/// loops completely and its SLP vectorizer then splits the 16-lane accumulators into shuffled
/// pieces (seen in `objdump -d`), which is slower than these plain loops.
enum DotProduct {
    /// Σ aᵢbᵢ over `a.count` floats, 16 lanes at a time.
    @inline(__always)
    static func compute(_ a: UnsafeBufferPointer<Float>, _ b: UnsafePointer<Float>) -> Float {
        let count = a.count, chunks = count / 16
        let left = UnsafeRawPointer(a.baseAddress!), right = UnsafeRawPointer(b)
        var sum = SIMD16<Float>()
        for chunk in 0..<chunks {
            let offset = chunk * MemoryLayout<SIMD16<Float>>.size
            sum.addProduct(
                left.loadUnaligned(fromByteOffset: offset, as: SIMD16<Float>.self),
                right.loadUnaligned(fromByteOffset: offset, as: SIMD16<Float>.self))
        }
        var total = sum.sum()
        for index in (chunks * 16)..<count { total += a[index] * b[index] }
        return total
    }

    /// The dot products of `a` with four rows at once. Rows picked at random from a large
    /// index are not in cache; reading four at a time keeps four streams of memory requests
    /// in flight instead of one, which is what makes re-scoring scattered candidates fast.
    @inline(__always)
    static func compute(
        _ a: UnsafeBufferPointer<Float>, _ b0: UnsafePointer<Float>, _ b1: UnsafePointer<Float>,
        _ b2: UnsafePointer<Float>, _ b3: UnsafePointer<Float>
    ) -> SIMD4<Float> {
        let count = a.count, chunks = count / 16
        let left = UnsafeRawPointer(a.baseAddress!)
        let rows = (UnsafeRawPointer(b0), UnsafeRawPointer(b1), UnsafeRawPointer(b2), UnsafeRawPointer(b3))
        var sum0 = SIMD16<Float>(), sum1 = sum0, sum2 = sum0, sum3 = sum0
        for chunk in 0..<chunks {
            let offset = chunk * MemoryLayout<SIMD16<Float>>.size
            let query = left.loadUnaligned(fromByteOffset: offset, as: SIMD16<Float>.self)
            sum0.addProduct(query, rows.0.loadUnaligned(fromByteOffset: offset, as: SIMD16<Float>.self))
            sum1.addProduct(query, rows.1.loadUnaligned(fromByteOffset: offset, as: SIMD16<Float>.self))
            sum2.addProduct(query, rows.2.loadUnaligned(fromByteOffset: offset, as: SIMD16<Float>.self))
            sum3.addProduct(query, rows.3.loadUnaligned(fromByteOffset: offset, as: SIMD16<Float>.self))
        }
        var totals = SIMD4(sum0.sum(), sum1.sum(), sum2.sum(), sum3.sum())
        for index in (chunks * 16)..<count {
            totals.addProduct(SIMD4(repeating: a[index]), SIMD4(b0[index], b1[index], b2[index], b3[index]))
        }
        return totals
    }
}
