import Foundation
import SottoCore

/// The llama.cpp tier: a loaded ``LlamaEngine`` behind ``AIEngineProtocol``, with an optional
/// ``Embedder`` for embeddings.
///
/// Classification asks the model to pick a category, constrained by a grammar to the exact
/// category names, so the answer is always one of them.
public struct LlamaAIEngine: AIEngineProtocol {
    /// The engine that runs the model.
    public let engine: LlamaEngine
    /// The catalog id of the loaded model.
    public let modelID: String
    /// The model's name for people.
    public let modelName: String
    /// Marks every generation, so background encoder batches can wait for it to end.
    public let activity: GenerationActivity
    private let embedder: (any Embedder)?
    private let manager: ModelManager?

    /// Wraps `engine`, which has loaded the model `modelID`. With a `manager`, the model is
    /// marked loaded (so it cannot be deleted underneath the engine) until ``unload()``.
    public init(
        engine: LlamaEngine, modelID: String, modelName: String, embedder: (any Embedder)?,
        manager: ModelManager? = nil, activity: GenerationActivity = GenerationActivity()
    ) async {
        self.engine = engine
        self.activity = activity
        self.modelID = modelID
        self.modelName = modelName
        self.embedder = embedder
        self.manager = manager
        await manager?.markLoaded(modelID)
    }

    public var name: String { "llama.cpp (\(modelName))" }
    public var tier: AIEngineTier { .llama }
    public var availability: EngineAvailability {
        get async { await engine.availability }
    }

    public func generate(messages: [ChatMessage], options: GenerationOptions) -> AsyncThrowingStream<String, any Error> {
        activity.tracking(engine.generate(messages: messages, options: options))
    }

    public func generate(
        messages: [ChatMessage], schema: GenerationSchema, options: GenerationOptions
    ) -> AsyncThrowingStream<String, any Error> {
        activity.tracking(engine.generate(messages: messages, schema: schema, options: options))
    }

    public func classify(text: String, categories: [String]) async throws -> String {
        try await classifyByConstrainedGeneration(text: text, categories: categories)
    }

    public func embed(text: String) async throws -> [Float] {
        guard let embedder else { throw AIEngineError.unavailable(.modelNotInstalled(model: "all-MiniLM-L6-v2")) }
        return try await embedder.embed(text)
    }

    public func unload() async {
        await engine.unload()
        await manager?.markUnloaded(modelID)
    }
}
