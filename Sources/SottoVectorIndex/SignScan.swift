/// A query prepared for scanning `SignCodes`: the query minus the codes' center, each
/// coordinate rounded to one of 16 levels between the minimum and maximum, stored as four bit
/// planes so that the sum of the coordinates where a row's bit is set is four popcounts per
/// word.
struct SignQuery {
    static let levelBits = 4

    /// `levelBits` planes of `words` words each; plane `b` holds bit `b` of every level.
    let planes: [UInt64]
    let words: Int
    /// estimate = factor × (levelScale × Σ(levels where bit set) + countScale × (bits set) + offset) + bias
    let levelScale: Float
    let countScale: Float
    let offset: Float

    /// Rounds `v = query - center` to levels: vᵢ ≈ low + step × levelᵢ.
    ///
    /// With signs sᵢ = 2·bitᵢ − 1, Σ vᵢsᵢ = 2·Σ(vᵢ where bit set) − Σvᵢ ≈
    /// 2·step·Σ(levelᵢ where bit set) + 2·low·(bits set) − (low·n + step·Σlevelᵢ).
    init(_ query: [Float], codes: SignCodes) {
        let centered = zip(query, codes.center).map(-)
        let low = centered.min() ?? 0, high = centered.max() ?? 0
        let words = codes.words
        let maximumLevel = Float((1 << Self.levelBits) - 1)
        let step = high > low ? (high - low) / maximumLevel : 0
        var planes = [UInt64](repeating: 0, count: Self.levelBits * words)
        var levelSum = 0
        for (index, value) in centered.enumerated() {
            let level = step > 0 ? Int(((value - low) / step).rounded()) : 0
            levelSum += level
            for plane in 0..<Self.levelBits where level & (1 << plane) != 0 {
                planes[plane * words + index / 64] |= 1 << UInt64(index % 64)
            }
        }
        self.planes = planes
        self.words = words
        levelScale = 2 * step
        countScale = 2 * low
        offset = -(low * Float(centered.count) + step * Float(levelSum))
    }
}

extension SignCodes {
    /// Estimates the query's score for every row in `blocks` (rows below `rowCount` only) and
    /// offers each row that beats the threshold and passes `accept` to `candidates`.
    func scan(
        _ query: SignQuery, blocks: Range<Int>, rowCount: Int, into candidates: inout TopScores,
        accept: (Int32) -> Bool
    ) {
        precondition(query.words == words, "the query was prepared for another dimension")
        precondition(blocks.upperBound <= blockCount, "the scan must stay inside the codes")
        bits.withUnsafeBufferPointer { bits in
            factors.withUnsafeBufferPointer { factors in
                biases.withUnsafeBufferPointer { biases in
                    query.planes.withUnsafeBufferPointer { planes in
                        let storage = Storage(bits: bits.baseAddress!, factors: factors.baseAddress!, biases: biases.baseAddress!)
                        Self.scan(storage, query, planes: planes.baseAddress!, blocks: blocks, rowCount: rowCount, into: &candidates, accept: accept)
                    }
                }
            }
        }
    }

    /// Where the codes live while a scan reads them.
    private struct Storage {
        let bits: UnsafePointer<UInt64>
        let factors: UnsafePointer<Float>
        let biases: UnsafePointer<Float>
    }

    /// The scan proper. Offsets use unchecked arithmetic: `blocks` lies inside the storage.
    private static func scan(
        _ storage: Storage, _ query: SignQuery, planes: UnsafePointer<UInt64>, blocks: Range<Int>, rowCount: Int,
        into candidates: inout TopScores, accept: (Int32) -> Bool
    ) {
        let lanes = rowsPerBlock, words = query.words
        let plane0 = planes, plane1 = plane0 + words, plane2 = plane1 + words, plane3 = plane2 + words
        var threshold = candidates.threshold
        for block in blocks {
            let codes = UnsafeRawPointer(storage.bits + block &* words &* lanes)
            var bitsSet = SIMD8<UInt64>(), level0 = bitsSet, level1 = bitsSet, level2 = bitsSet, level3 = bitsSet
            for word in 0..<words {
                let code = codes.loadUnaligned(fromByteOffset: word &* lanes &* 8, as: SIMD8<UInt64>.self)
                bitsSet &+= code.nonzeroBitCount
                level0 &+= (code & SIMD8(repeating: plane0[word])).nonzeroBitCount
                level1 &+= (code & SIMD8(repeating: plane1[word])).nonzeroBitCount
                level2 &+= (code & SIMD8(repeating: plane2[word])).nonzeroBitCount
                level3 &+= (code & SIMD8(repeating: plane3[word])).nonzeroBitCount
            }
            let levels = level0 &+ (level1 &<< 1) &+ (level2 &<< 2) &+ (level3 &<< 3)
            let factor = UnsafeRawPointer(storage.factors + block &* lanes).loadUnaligned(as: SIMD8<Float>.self)
            let bias = UnsafeRawPointer(storage.biases + block &* lanes).loadUnaligned(as: SIMD8<Float>.self)
            var sum = SIMD8<Float>(SIMD8<Int32>(truncatingIfNeeded: levels)) * query.levelScale
            sum.addProduct(SIMD8<Float>(SIMD8<Int32>(truncatingIfNeeded: bitsSet)), SIMD8(repeating: query.countScale))
            let estimate = (sum + query.offset) * factor + bias
            guard any(estimate .> SIMD8(repeating: threshold)) else { continue }
            for lane in 0..<min(lanes, rowCount - block * lanes) where estimate[lane] > threshold {
                let row = Int32(block * lanes + lane)
                if accept(row) {
                    candidates.insert(estimate[lane], row: row)
                    threshold = candidates.threshold
                }
            }
        }
    }
}
