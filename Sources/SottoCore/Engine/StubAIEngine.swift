/// The engine of last resort: no generative model, so generation fails with the reason why,
/// while classification and embeddings still work when an ``Embedder`` is at hand.
///
/// Features check ``availability`` and degrade: no smart replies, keyword search instead
/// of semantic search, categories from header rules and embeddings.
public struct StubAIEngine: AIEngineProtocol {
    /// Why no generative engine is available.
    public let reason: EngineAvailability.Reason
    private let classifier: EmbeddingClassifier?

    /// Creates a stub that reports `reason`; with an `embedder`, ``classify(text:categories:)``
    /// and ``embed(text:)`` still work.
    public init(reason: EngineAvailability.Reason, embedder: (any Embedder)? = nil) {
        self.reason = reason
        classifier = embedder.map(EmbeddingClassifier.init(embedder:))
    }

    public var name: String { "none" }
    public var tier: AIEngineTier { .stub }
    public var availability: EngineAvailability { .unavailable(reason) }

    public func generate(messages: [ChatMessage], options: GenerationOptions) -> AsyncThrowingStream<String, any Error> {
        AsyncThrowingStream { $0.finish(throwing: AIEngineError.unavailable(reason)) }
    }

    public func generate(
        messages: [ChatMessage], schema: GenerationSchema, options: GenerationOptions
    ) -> AsyncThrowingStream<String, any Error> {
        generate(messages: messages, options: options)
    }

    public func classify(text: String, categories: [String]) async throws -> String {
        guard let classifier else { throw AIEngineError.unavailable(reason) }
        return try await classifier.classify(text: text, categories: categories)
    }

    public func embed(text: String) async throws -> [Float] {
        guard let classifier else { throw AIEngineError.unavailable(reason) }
        return try await classifier.embedder.embed(text)
    }

    public func unload() async {}
}
