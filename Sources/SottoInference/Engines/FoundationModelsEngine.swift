#if canImport(FoundationModels)
import FoundationModels
import SottoCore

/// The Apple Foundation Models tier: the system's on-device model, where the platform has it
/// (macOS 26 / iOS 26 with Apple Intelligence). Compiled only where the framework exists.
///
/// Structured output maps a ``SottoCore/GenerationSchema`` onto the framework's dynamic
/// schemas, so the same feature code gets guided generation on either engine.
@available(macOS 26.0, iOS 26.0, *)
public struct FoundationModelsEngine: AIEngineProtocol {
    private let embedder: (any Embedder)?

    /// Creates the engine; with an `embedder`, ``embed(text:)`` works too.
    public init(embedder: (any Embedder)? = nil) {
        self.embedder = embedder
    }

    public var name: String { "Apple Foundation Models" }
    public var tier: AIEngineTier { .foundationModels }

    public var availability: EngineAvailability {
        switch SystemLanguageModel.default.availability {
        case .available:
            return .available
        case .unavailable(.deviceNotEligible):
            return .unavailable(.notSupportedOnPlatform(detail: "this device cannot run Apple Intelligence"))
        case .unavailable(.appleIntelligenceNotEnabled):
            return .unavailable(.notSupportedOnPlatform(detail: "Apple Intelligence is turned off in Settings"))
        case .unavailable(.modelNotReady):
            return .unavailable(.modelNotReady)
        case .unavailable(let other):
            return .unavailable(.loadFailed(detail: "\(other)"))
        }
    }

    public func generate(messages: [ChatMessage], options: SottoCore.GenerationOptions) -> AsyncThrowingStream<String, any Error> {
        let (instructions, prompt) = Self.split(messages)
        return AsyncThrowingStream { continuation in
            let task = Task {
                do {
                    let session = LanguageModelSession(instructions: instructions)
                    var sent = ""
                    for try await snapshot in session.streamResponse(to: prompt, options: Self.options(options)) {
                        // Snapshots carry the whole text so far; hand out only what is new.
                        let text = snapshot.content
                        if text.hasPrefix(sent) {
                            continuation.yield(String(text.dropFirst(sent.count)))
                        }
                        sent = text
                    }
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: error)
                }
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }

    public func generate(
        messages: [ChatMessage], schema: SottoCore.GenerationSchema, options: SottoCore.GenerationOptions
    ) -> AsyncThrowingStream<String, any Error> {
        let (instructions, prompt) = Self.split(messages)
        return AsyncThrowingStream { continuation in
            let task = Task {
                do {
                    let session = LanguageModelSession(instructions: instructions)
                    let converted = try FoundationModels.GenerationSchema(root: Self.dynamic(schema, name: "Answer"), dependencies: [])
                    let response = try await session.respond(
                        to: prompt, schema: converted, includeSchemaInPrompt: true, options: Self.options(options))
                    continuation.yield(response.content.jsonString)
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: error)
                }
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }

    public func classify(text: String, categories: [String]) async throws -> String {
        try await classifyByConstrainedGeneration(text: text, categories: categories)
    }

    public func embed(text: String) async throws -> [Float] {
        guard let embedder else { throw AIEngineError.unavailable(.modelNotInstalled(model: "all-MiniLM-L6-v2")) }
        return try await embedder.embed(text)
    }

    public func unload() async {}

    /// System messages become the session's instructions; the rest becomes the prompt.
    private static func split(_ messages: [ChatMessage]) -> (instructions: String, prompt: String) {
        let instructions = messages.filter { $0.role == .system }.map(\.content).joined(separator: "\n\n")
        let prompt = messages.filter { $0.role != .system }.map(\.content).joined(separator: "\n\n")
        return (instructions, prompt)
    }

    private static func options(_ options: SottoCore.GenerationOptions) -> FoundationModels.GenerationOptions {
        FoundationModels.GenerationOptions(
            sampling: options.sampling.isGreedy ? .greedy : nil,
            temperature: options.sampling.isGreedy ? nil : Double(options.sampling.temperature),
            maximumResponseTokens: options.maxTokens)
    }

    /// Our schema as the framework's dynamic schema.
    private static func dynamic(_ schema: SottoCore.GenerationSchema, name: String) -> DynamicGenerationSchema {
        switch schema {
        case .string(let choices?, _):
            return DynamicGenerationSchema(name: name, anyOf: choices)
        case .string(nil, _):
            return DynamicGenerationSchema(type: String.self)
        case .integer:
            return DynamicGenerationSchema(type: Int.self)
        case .number:
            return DynamicGenerationSchema(type: Double.self)
        case .boolean:
            return DynamicGenerationSchema(type: Bool.self)
        case .optional(let wrapped):
            return dynamic(wrapped, name: name)
        case .array(let items, let minimum, let maximum):
            return DynamicGenerationSchema(
                arrayOf: dynamic(items, name: name + "Item"), minimumElements: minimum, maximumElements: maximum)
        case .object(let properties):
            return DynamicGenerationSchema(name: name, properties: properties.map { property in
                var isOptional = false
                if case .optional = property.schema { isOptional = true }
                return DynamicGenerationSchema.Property(
                    name: property.name, schema: dynamic(property.schema, name: name + "_" + property.name),
                    isOptional: isOptional)
            })
        }
    }
}
#endif
