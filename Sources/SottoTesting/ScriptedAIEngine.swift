import SottoCore

/// An engine for unit tests of code that uses ``AIEngineProtocol``: it answers from a script
/// instead of a model, and reports whatever availability and tier it is given.
///
/// Use it to cut a feature test down to the feature; at least one test per feature still
/// runs a real model.
public struct ScriptedAIEngine: AIEngineProtocol {
    /// The name reported.
    public var name: String
    /// The tier reported.
    public var tier: AIEngineTier
    /// The availability reported; when unavailable, every request fails with its reason.
    public var scriptedAvailability: EngineAvailability
    /// The text every generation streams, word by word.
    public var answer: String
    /// The JSON every structured generation returns.
    public var structuredAnswer: String
    /// The category chosen for a text among the given names (by default the first).
    public var classifier: @Sendable (String, [String]) -> String

    /// Creates a scripted engine that is available and answers "OK".
    public init(
        name: String = "scripted", tier: AIEngineTier = .llama, availability: EngineAvailability = .available,
        answer: String = "OK", structuredAnswer: String = "{}",
        classifier: @escaping @Sendable (String, [String]) -> String = { $1.first ?? "" }
    ) {
        self.name = name
        self.tier = tier
        scriptedAvailability = availability
        self.answer = answer
        self.structuredAnswer = structuredAnswer
        self.classifier = classifier
    }

    public var availability: EngineAvailability { scriptedAvailability }

    public func generate(messages: [ChatMessage], options: GenerationOptions) -> AsyncThrowingStream<String, any Error> {
        stream(answer.split(separator: " ", omittingEmptySubsequences: false).enumerated().map { $0 > 0 ? " " + $1 : String($1) })
    }

    public func generate(
        messages: [ChatMessage], schema: GenerationSchema, options: GenerationOptions
    ) -> AsyncThrowingStream<String, any Error> {
        stream([structuredAnswer])
    }

    public func classify(text: String, categories: [String]) async throws -> String {
        try check()
        return classifier(text, categories.map(EmbeddingClassifier.categoryName(of:)))
    }

    public func embed(text: String) async throws -> [Float] {
        try check()
        return [1, 0, 0]
    }

    public func unload() async {}

    private func check() throws {
        if case .unavailable(let reason) = scriptedAvailability { throw AIEngineError.unavailable(reason) }
    }

    private func stream(_ pieces: [String]) -> AsyncThrowingStream<String, any Error> {
        AsyncThrowingStream { continuation in
            do {
                try check()
                for piece in pieces { continuation.yield(piece) }
                continuation.finish()
            } catch {
                continuation.finish(throwing: error)
            }
        }
    }
}
