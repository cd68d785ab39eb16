/// The `capacity` highest-scoring rows offered so far.
///
/// Rows go into a buffer of twice the capacity; when it is full, a selection keeps the best
/// half and raises the threshold to the lowest score kept. A row below the threshold costs
/// one comparison, and one that passes costs an append plus a share of the next selection,
/// which is several times cheaper than a binary heap when thousands of candidates are kept.
struct TopScores: Sendable {
    let capacity: Int
    /// The score a row must beat to be kept (minus infinity until the buffer first fills).
    private(set) var threshold: Float = -.infinity
    /// Score and row packed so that a larger key is a higher score, then a lower row.
    private var keys: [UInt64] = []

    init(capacity: Int) {
        precondition(capacity > 0, "TopScores needs room for at least one row")
        self.capacity = capacity
        keys.reserveCapacity(2 * capacity)
    }

    /// Keeps the row if it may be among the best `capacity`.
    @inline(__always)
    mutating func insert(_ score: Float, row: Int32) {
        guard score > threshold else { return }
        keys.append(Self.key(score: score, row: row))
        if keys.count == 2 * capacity { keepBest() }
    }

    /// Adds every row another instance kept.
    mutating func merge(_ other: TopScores) {
        for key in other.keys { insert(Self.score(of: key), row: Self.row(of: key)) }
    }

    /// The rows kept, in no particular order.
    func rows() -> [Int32] {
        var best = self
        best.keepBest()
        return best.keys.map(Self.row(of:))
    }

    /// The rows kept, best first; equal scores in row order, so results are deterministic.
    func sortedDescending() -> [(score: Float, row: Int32)] {
        var best = self
        best.keepBest()
        return best.keys.sorted(by: >).map { (score: Self.score(of: $0), row: Self.row(of: $0)) }
    }

    /// Moves the `capacity` largest keys to the front (quickselect), drops the rest and
    /// raises the threshold once the buffer has been full.
    private mutating func keepBest() {
        guard keys.count > capacity else { return }
        let keep = capacity
        keys.withUnsafeMutableBufferPointer { keys in
            var low = 0, high = keys.count - 1
            while low < high {
                // Order low ≥ middle ≥ high and partition around the middle value (Hoare):
                // afterwards low…right are ≥ the pivot and right+1…high are ≤ it.
                let middle = low + (high - low) / 2
                if keys[middle] > keys[low] { keys.swapAt(middle, low) }
                if keys[high] > keys[low] { keys.swapAt(high, low) }
                if keys[high] > keys[middle] { keys.swapAt(high, middle) }
                let pivot = keys[middle]
                var left = low - 1, right = high + 1
                while true {
                    repeat { left += 1 } while keys[left] > pivot
                    repeat { right -= 1 } while keys[right] < pivot
                    if left >= right { break }
                    keys.swapAt(left, right)
                }
                if keep - 1 <= right { high = right } else { low = right + 1 }
            }
        }
        keys.removeLast(keys.count - keep)
        threshold = Self.score(of: keys.min() ?? 0)
    }

    /// The float's bits reordered so that unsigned order is numeric order, above the
    /// complemented row (a lower row sorts higher among equal scores).
    private static func key(score: Float, row: Int32) -> UInt64 {
        let bits = score.bitPattern
        let ordered = bits & 0x8000_0000 != 0 ? ~bits : bits | 0x8000_0000
        return UInt64(ordered) << 32 | UInt64(~UInt32(bitPattern: row))
    }

    private static func score(of key: UInt64) -> Float {
        let ordered = UInt32(truncatingIfNeeded: key >> 32)
        return Float(bitPattern: ordered & 0x8000_0000 != 0 ? ordered & 0x7FFF_FFFF : ~ordered)
    }

    private static func row(of key: UInt64) -> Int32 {
        Int32(bitPattern: ~UInt32(truncatingIfNeeded: key))
    }
}
