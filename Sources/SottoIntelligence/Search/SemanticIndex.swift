/// The in-memory embedding index behind ``MailSearch``: each message's chunk vectors, scored
/// by its best chunk.
struct SemanticIndex {
    struct Match {
        var id: Int64
        var score: Float
    }

    let dimensions: Int
    private var vectors: [Int64: [[Float]]] = [:]

    init(dimensions: Int) {
        self.dimensions = dimensions
    }

    var count: Int { vectors.count }

    var bytesHeld: Int { vectors.values.reduce(0) { $0 + $1.count * dimensions * MemoryLayout<Float>.size } }

    func contains(_ id: Int64) -> Bool { vectors[id] != nil }

    /// Adds or replaces `id`, whose chunk vectors are concatenated in `chunks`.
    mutating func add(_ id: Int64, chunks: [Float]) {
        guard chunks.count >= dimensions, chunks.count % dimensions == 0 else { return }
        vectors[id] = stride(from: 0, to: chunks.count, by: dimensions).map { Array(chunks[$0..<$0 + dimensions]) }
    }

    mutating func remove(_ id: Int64) {
        vectors[id] = nil
    }

    /// The `count` messages most similar to `query`, among `allowed` when given.
    func nearest(to query: [Float], count: Int, allowed: Set<Int64>?) -> [Match] {
        var matches: [Match] = []
        for (id, chunks) in vectors where allowed?.contains(id) ?? true {
            matches.append(Match(id: id, score: chunks.map { Self.dot($0, query) }.max() ?? 0))
        }
        matches.sort { $0.score != $1.score ? $0.score > $1.score : $0.id < $1.id }
        return Array(matches.prefix(count))
    }

    /// The similarity of `id`'s best chunk to `query`.
    func similarity(of id: Int64, to query: [Float]) -> Float? {
        vectors[id].map { $0.map { Self.dot($0, query) }.max() ?? 0 }
    }

    static func dot(_ a: [Float], _ b: [Float]) -> Float {
        var sum: Float = 0
        for index in 0..<min(a.count, b.count) { sum += a[index] * b[index] }
        return sum
    }
}
