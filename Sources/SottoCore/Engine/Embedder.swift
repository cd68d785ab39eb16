/// Turns text into fixed-length vectors whose cosine similarity reflects meaning.
///
/// Implementations return one L2-normalized vector of ``dimensions`` floats per input text,
/// in the order given.
public protocol Embedder: Sendable {
    /// The length of every vector this embedder returns.
    var dimensions: Int { get }

    /// Embeds each text; the result has one vector per text, in the same order.
    func embed(_ texts: [String]) async throws -> [[Float]]
}

extension Embedder {
    /// Embeds one text.
    public func embed(_ text: String) async throws -> [Float] {
        let vectors = try await embed([text])
        return vectors.first ?? []
    }
}
