/// What every AI engine offers the intelligence features: free text, structured answers,
/// classification and embeddings, with availability the UI can explain.
///
/// Implementations: Apple Foundation Models (on Apple platforms that have it), llama.cpp with a
/// GGUF model, and ``StubAIEngine`` when neither can run. ``AIEngineResolver`` (in
/// SottoInference) picks the best one for the machine. Streams and errors are the engine's
/// own; an engine that cannot serve a request throws ``AIEngineError`` with the reason.
public protocol AIEngineProtocol: Sendable {
    /// A short name for people, e.g. `llama.cpp (Qwen3-0.6B Q4_K_M)`.
    var name: String { get }
    /// Which tier the engine belongs to.
    var tier: AIEngineTier { get }
    /// Whether text generation can run now, and why not when it cannot.
    var availability: EngineAvailability { get async }

    /// The answer to `messages` as a stream of text pieces.
    func generate(messages: [ChatMessage], options: GenerationOptions) -> AsyncThrowingStream<String, any Error>

    /// The answer to `messages` as JSON text matching `schema`, streamed; the text always
    /// parses when the stream ends normally (it may be cut short by the token limit or deadline).
    func generate(
        messages: [ChatMessage], schema: GenerationSchema, options: GenerationOptions
    ) -> AsyncThrowingStream<String, any Error>

    /// Which of `categories` fits `text` best; always one of them.
    func classify(text: String, categories: [String]) async throws -> String

    /// The embedding of `text` (L2-normalized).
    func embed(text: String) async throws -> [Float]

    /// Frees the engine's models; later requests load them again or fail with a reason.
    func unload() async
}

extension AIEngineProtocol {
    /// True when text generation can run now.
    public var isAvailable: Bool {
        get async { await availability.isAvailable }
    }

    /// Continues a single user prompt, with at most `maxTokens` tokens.
    public func generate(prompt: String, maxTokens: Int = 256) -> AsyncThrowingStream<String, any Error> {
        generate(messages: [.user(prompt)], options: GenerationOptions(maxTokens: maxTokens))
    }

    /// The answer to `messages` decoded as `type`: structured generation constrains the
    /// output to `type`'s ``Generable/generationSchema``.
    /// - Throws: ``AIEngineError`` `.incompleteOutput` when the answer was cut short, the
    ///   engine's error when generation failed.
    public func respond<T: Generable>(
        to messages: [ChatMessage], generating type: T.Type, options: GenerationOptions = GenerationOptions()
    ) async throws -> T {
        let schema = try T.generationSchema
        var json = ""
        for try await piece in generate(messages: messages, schema: schema, options: options) {
            json += piece
        }
        return try StructuredOutput.decode(type, from: json)
    }
}

/// The engine tiers, best first.
public enum AIEngineTier: String, Sendable, Hashable, CaseIterable, Codable {
    /// Apple's on-device Foundation Models.
    case foundationModels = "foundation-models"
    /// llama.cpp with a GGUF model.
    case llama = "llama.cpp"
    /// No generative model: features degrade gracefully.
    case stub
}
