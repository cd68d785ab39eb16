import SottoVectorIndex

/// The embedding side of ``MailSearch``: a ``VectorIndex`` fed with each message's chunk
/// vectors as the vault stores them (concatenated), scored by its best chunk.
struct SemanticIndex {
    private(set) var vectors: VectorIndex

    init(dimensions: Int) {
        vectors = VectorIndex(dimension: dimensions)
    }

    var dimensions: Int { vectors.dimension }
    var count: Int { vectors.count }
    var bytesHeld: Int { vectors.bytesHeld }

    func contains(_ id: Int64) -> Bool { vectors.contains(id: id) }

    /// Adds or replaces `id`, whose chunk vectors are concatenated in `chunks`; a stored
    /// embedding of the wrong shape (another model's) is left out, to be re-embedded.
    mutating func add(_ id: Int64, chunks: [Float]) {
        let dimension = vectors.dimension
        guard chunks.count >= dimension, chunks.count % dimension == 0 else { return }
        try? vectors.add(id: id, vectors: stride(from: 0, to: chunks.count, by: dimension).map { Array(chunks[$0..<$0 + dimension]) })
    }

    mutating func remove(_ id: Int64) {
        vectors.remove(id: id)
    }

    /// The `count` messages most similar to `query`, among `allowed` when given.
    func nearest(to query: [Float], count: Int, allowed: Set<Int64>?) throws -> [VectorIndex.Match] {
        guard let allowed else { return try vectors.search(query: query, k: count) }
        return try vectors.search(query: query, k: count) { allowed.contains($0) }
    }

    /// The best-matching chunk vector of `id` for `query`.
    func bestChunk(of id: Int64, for query: [Float]) -> [Float]? {
        vectors.vectors(of: id).max { Self.dot($0, query) < Self.dot($1, query) }
    }

    static func dot(_ a: [Float], _ b: [Float]) -> Float {
        zip(a, b).reduce(0) { $0 + $1.0 * $1.1 }
    }

    /// The similarity of `id`'s best chunk to `query`.
    func similarity(of id: Int64, to query: [Float]) throws -> Float? {
        try vectors.score(id: id, query: query)
    }
}
