/// One bit per dimension for every row, the compressed form the first search pass scans.
///
/// A row's code is the sign of each coordinate of its residual `r = vector - center`, where
/// `center` is the mean of the indexed vectors: sentence embeddings share a large common
/// direction, and without centering most bits would be the same for every row. The score
/// splits as `q·x = q·c + (q-c)·r + c·r`. The first term is the same for every row, the last
/// is stored per row (`biases`), and the middle one is estimated from the signs: with the
/// per-row `factors` `|r|² / Σ|rᵢ|`, `(q-c)·r ≈ factor × Σ (q-c)ᵢ sign(rᵢ)` (the estimator
/// of RaBitQ, Gao & Long 2024). Centering the query as well as the rows matters: on
/// realistic embeddings it cuts the candidates needed for recall@10 ≥ 0.99 about threefold.
///
/// Layout: blocks of eight rows, word-major inside a block (word 0 of rows 0…7, then word 1
/// of rows 0…7, …), so one `SIMD8<UInt64>` load holds the same word of eight rows and the
/// scan counts bits for eight rows at a time.
struct SignCodes {
    static let rowsPerBlock = 8

    let dimension: Int
    /// 64-bit words per row.
    let words: Int
    /// The vector the signs are taken around.
    private(set) var center: [Float]
    private(set) var bits: [UInt64] = []
    /// `|r|² / Σ|rᵢ|` per row; zero in the unused lanes of the last block.
    private(set) var factors: [Float] = []
    /// `c·r` per row; zero in the unused lanes of the last block.
    private(set) var biases: [Float] = []

    init(dimension: Int, center: [Float]) {
        precondition(center.count == dimension, "the center must have the index's dimension")
        self.dimension = dimension
        self.words = (dimension + 63) / 64
        self.center = center
    }

    var blockCount: Int { factors.count / Self.rowsPerBlock }

    /// Bytes held by the codes and factors.
    var bytesHeld: Int {
        bits.capacity * MemoryLayout<UInt64>.stride
            + (factors.capacity + biases.capacity + center.capacity) * MemoryLayout<Float>.stride
    }

    mutating func reserveCapacity(rows: Int) {
        let blocks = (rows + Self.rowsPerBlock - 1) / Self.rowsPerBlock
        bits.reserveCapacity(blocks * words * Self.rowsPerBlock)
        factors.reserveCapacity(blocks * Self.rowsPerBlock)
        biases.reserveCapacity(blocks * Self.rowsPerBlock)
    }

    /// Writes the code of `vector` as row `row`, adding a block when the row is the first of one.
    mutating func set(row: Int, to vector: UnsafeBufferPointer<Float>) {
        let block = row / Self.rowsPerBlock, lane = row % Self.rowsPerBlock
        if block == blockCount {
            bits.append(contentsOf: repeatElement(0, count: words * Self.rowsPerBlock))
            factors.append(contentsOf: repeatElement(0, count: Self.rowsPerBlock))
            biases.append(contentsOf: repeatElement(0, count: Self.rowsPerBlock))
        }
        let offset = block * words * Self.rowsPerBlock + lane
        center.withUnsafeBufferPointer { center in
            for word in 0..<words { bits[offset + word * Self.rowsPerBlock] = Self.signs(of: vector, around: center, word: word) }
            let residual = Self.residualSums(of: vector, around: center)
            factors[row] = residual.magnitudes > 0 ? residual.squares / residual.magnitudes : 0
            biases[row] = residual.bias
        }
    }

    /// Bit i of the result is set where coordinate `64 × word + i` of `vector` is at least the
    /// center's. Sixteen coordinates at a time: a compare, then the set lanes' bit values summed.
    private static func signs(of vector: UnsafeBufferPointer<Float>, around center: UnsafeBufferPointer<Float>, word: Int) -> UInt64 {
        let values = UnsafeRawPointer(vector.baseAddress!), centers = UnsafeRawPointer(center.baseAddress!)
        let bitValues = SIMD16<UInt32>(1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024, 2048, 4096, 8192, 16384, 32768)
        let first = word * 64, end = min(first + 64, vector.count)
        var code: UInt64 = 0, index = first
        while index + 16 <= end {
            let above = values.loadUnaligned(fromByteOffset: index * 4, as: SIMD16<Float>.self)
                .>= centers.loadUnaligned(fromByteOffset: index * 4, as: SIMD16<Float>.self)
            code |= UInt64(SIMD16<UInt32>().replacing(with: bitValues, where: above).wrappedSum()) &<< UInt64(index - first)
            index += 16
        }
        for tail in index..<end where vector[tail] >= center[tail] { code |= 1 &<< UInt64(tail - first) }
        return code
    }

    /// For the residual r = vector - center: |r|², Σ|rᵢ| and c·r.
    private static func residualSums(
        of vector: UnsafeBufferPointer<Float>, around center: UnsafeBufferPointer<Float>
    ) -> (squares: Float, magnitudes: Float, bias: Float) {
        let values = UnsafeRawPointer(vector.baseAddress!), centers = UnsafeRawPointer(center.baseAddress!)
        let chunks = vector.count / 16
        var squares = SIMD16<Float>(), magnitudes = SIMD16<Float>(), bias = SIMD16<Float>()
        for chunk in 0..<chunks {
            let middle = centers.loadUnaligned(fromByteOffset: chunk * 64, as: SIMD16<Float>.self)
            let residual = values.loadUnaligned(fromByteOffset: chunk * 64, as: SIMD16<Float>.self) - middle
            squares.addProduct(residual, residual)
            magnitudes += residual.replacing(with: -residual, where: residual .< 0)
            bias.addProduct(residual, middle)
        }
        var sums = (squares: squares.sum(), magnitudes: magnitudes.sum(), bias: bias.sum())
        for index in (chunks * 16)..<vector.count {
            let residual = vector[index] - center[index]
            sums.squares += residual * residual
            sums.magnitudes += abs(residual)
            sums.bias += residual * center[index]
        }
        return sums
    }

    /// Copies row `source`'s code over row `destination`.
    mutating func copy(row source: Int, to destination: Int) {
        let (sourceBlock, sourceLane) = source.quotientAndRemainder(dividingBy: Self.rowsPerBlock)
        let (destinationBlock, destinationLane) = destination.quotientAndRemainder(dividingBy: Self.rowsPerBlock)
        for word in 0..<words {
            bits[(destinationBlock * words + word) * Self.rowsPerBlock + destinationLane] =
                bits[(sourceBlock * words + word) * Self.rowsPerBlock + sourceLane]
        }
        factors[destination] = factors[source]
        biases[destination] = biases[source]
    }

    /// Forgets the last row, `row`, dropping its block when it was the block's only row.
    mutating func removeLast(row: Int) {
        let (block, lane) = row.quotientAndRemainder(dividingBy: Self.rowsPerBlock)
        if lane == 0 {
            bits.removeLast(words * Self.rowsPerBlock)
            factors.removeLast(Self.rowsPerBlock)
            biases.removeLast(Self.rowsPerBlock)
        } else {
            for word in 0..<words { bits[(block * words + word) * Self.rowsPerBlock + lane] = 0 }
            factors[row] = 0
            biases[row] = 0
        }
    }

    /// Takes the signs around a new center and re-encodes all `rows` rows of `vectors`.
    mutating func recenter(on newCenter: [Float], vectors: [Float], rows: Int) {
        center = newCenter
        bits.removeAll(keepingCapacity: true)
        factors.removeAll(keepingCapacity: true)
        biases.removeAll(keepingCapacity: true)
        vectors.withUnsafeBufferPointer { all in
            for row in 0..<rows {
                set(row: row, to: UnsafeBufferPointer(rebasing: all[(row * dimension)..<((row + 1) * dimension)]))
            }
        }
    }
}
