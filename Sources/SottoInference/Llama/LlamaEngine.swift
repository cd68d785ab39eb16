import CLlama
import Foundation
import Logging
import SottoCore

/// Text generation with llama.cpp and a GGUF model, on the CPU.
///
/// The engine owns the model and its context; all llama.cpp work runs on a thread of the
/// engine's own (not on Swift's cooperative pool), one request at a time in arrival order.
///
/// ```swift
/// let engine = LlamaEngine(logger: logger)
/// try await engine.load(modelAt: modelURL)
/// for try await text in engine.generate(messages: [.user("Say hello")]) {
///     print(text, terminator: "")
/// }
/// ```
///
/// Between requests the engine keeps the KV cache of the last prompt and answer; a new prompt
/// that starts with the same tokens (a follow-up in a thread, the same system prompt) only
/// evaluates what is new.
public actor LlamaEngine {
    /// How the engine sizes its context and uses the CPU.
    public struct Configuration: Sendable, Hashable {
        /// Tokens the context holds (prompt and answer together); capped at the length the
        /// model was trained with. The KV cache grows with it.
        public var contextLength: Int
        /// Tokens evaluated per llama.cpp call while reading a prompt.
        public var batchSize: Int
        /// How many threads compute.
        public var threads: ThreadPolicy
        /// Whether the model file is mapped into memory or read into memory of its own.
        public var loading: ModelLoading
        /// The number format of the KV cache.
        public var keyValueCache: KeyValueCacheType

        /// Creates a configuration: 2048-token context, 512-token batches, adaptive threads,
        /// the loading that keeps one copy of the weights, a 16-bit KV cache.
        public init(
            contextLength: Int = 2048, batchSize: Int = 512, threads: ThreadPolicy = .automatic,
            loading: ModelLoading = .automatic, keyValueCache: KeyValueCacheType = .float16
        ) {
            self.contextLength = contextLength
            self.batchSize = batchSize
            self.threads = threads
            self.loading = loading
            self.keyValueCache = keyValueCache
        }
    }

    /// How the weights get into memory.
    public enum ModelLoading: String, Sendable, Hashable, CaseIterable {
        /// Read the file when llama.cpp repacks the model's weights for this CPU, else map it
        /// (see ``LlamaModel/repacksWeights(fileType:)``).
        case automatic
        /// Map the file: fast to load, pages shared with the page cache. llama.cpp still copies
        /// the weights it repacks, so those are resident twice (205 MiB of Qwen3-0.6B Q4_K_M).
        case mapped
        /// Read the file into memory of llama.cpp's own: one copy of every weight.
        case read
    }

    /// The number format of the KV cache, which grows with ``Configuration/contextLength``.
    public enum KeyValueCacheType: String, Sendable, Hashable, CaseIterable {
        /// 16-bit floats (llama.cpp's default): 112 KiB per token for Qwen3-0.6B.
        case float16 = "f16"
        /// 8-bit blocks: about half the memory, near-lossless; needs flash attention, whose
        /// CPU kernel in this llama.cpp has no tiled path for quantized caches, so prompts are
        /// read about half as fast (measured with a Qwen3-0.6B-shaped model on 2 cores).
        case q8_0
    }

    /// Facts about the loaded model.
    public struct ModelInfo: Sendable, Hashable {
        /// The GGUF file.
        public var path: String
        /// The name in the model's metadata, if any.
        public var name: String?
        /// The architecture, e.g. `llama`.
        public var architecture: String?
        /// llama.cpp's summary, e.g. `llama 135M Q4_1`.
        public var summary: String
        /// Number of weights.
        public var parameterCount: UInt64
        /// Bytes of all tensors.
        public var sizeInBytes: UInt64
        /// Tokens the engine's context holds.
        public var contextLength: Int
        /// True when the model's metadata carries a chat template.
        public var hasChatTemplate: Bool
        /// True when the file is mapped into memory rather than read.
        public var isMemoryMapped: Bool
    }

    let configuration: Configuration
    let logger: Logger
    private let executor: DedicatedThreadExecutor
    /// Stops the running request: from cancellation, a deadline, or ``unload()``. llama.cpp
    /// polls it during evaluation.
    let interruption = AbortSignal()

    var model: LlamaModel?
    var context: LlamaContext?
    /// Why the last load failed, until a load succeeds.
    var loadFailure: LlamaError?
    /// The tokens whose KV entries the context holds, position by position.
    var cachedTokens: [llama_token] = []
    var ownLoad = OwnLoadTracker()
    var governor = DecodeGovernor()

    /// Statistics of the most recent request, once one has run.
    public internal(set) var lastStatistics: GenerationStatistics?
    /// Tokens evaluated by llama.cpp since the engine was created (prompt and generated),
    /// so callers can see how much the KV cache saved.
    public internal(set) var evaluatedTokenCount = 0

    /// The engine runs llama.cpp on its own thread.
    public nonisolated var unownedExecutor: UnownedSerialExecutor {
        executor.asUnownedSerialExecutor()
    }

    /// Creates an engine with no model loaded. llama.cpp's log goes to `logger`.
    public init(configuration: Configuration = Configuration(), logger: Logger) {
        self.configuration = configuration
        self.logger = logger
        executor = DedicatedThreadExecutor(name: "sotto.llama")
        LlamaLibrary.initialize(logger: logger)
    }

    deinit {
        executor.shutdown()
    }

    /// True while a model is loaded.
    public var isLoaded: Bool { model != nil }

    /// Whether the engine can serve requests now, with the reason when it cannot: no model
    /// loaded yet, or the last ``load(modelAt:)`` failed (file missing, or another reason).
    public var availability: EngineAvailability {
        if model != nil { return .available }
        guard let loadFailure else { return .unavailable(.modelNotReady) }
        if loadFailure.code == .modelFileMissing {
            let name = loadFailure.path.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "model"
            return .unavailable(.modelNotInstalled(model: name))
        }
        return .unavailable(.loadFailed(detail: loadFailure.message))
    }

    /// Facts about the loaded model, or `nil` when none is loaded.
    public var modelInfo: ModelInfo? {
        guard let model, let context else { return nil }
        return ModelInfo(
            path: model.path, name: model.header.name, architecture: model.header.architecture,
            summary: model.summary, parameterCount: model.parameterCount, sizeInBytes: model.sizeInBytes,
            contextLength: context.length, hasChatTemplate: model.chatTemplate != nil, isMemoryMapped: model.isMemoryMapped
        )
    }

    /// Loads the GGUF model at `url`, replacing any loaded model (which is unloaded first,
    /// so after a failure no model is loaded and ``availability`` says why).
    ///
    /// The file is checked first (present, GGUF magic, complete header, long enough for its
    /// tensors), so a broken file fails with a clear ``LlamaError`` rather than in llama.cpp.
    public func load(modelAt url: URL) throws {
        releaseModel()
        let started = ContinuousClock.now
        let model: LlamaModel
        let context: LlamaContext
        do {
            model = try LlamaModel(url: url, loading: configuration.loading)
            let length = max(64, min(configuration.contextLength, model.trainedContextLength))
            context = try LlamaContext(
                model: model, length: length, batchSize: max(1, min(configuration.batchSize, length)),
                keyValueCache: configuration.keyValueCache, threads: plannedThreads(), abortSignal: interruption
            )
        } catch let error as LlamaError {
            loadFailure = error
            throw error
        }
        loadFailure = nil
        self.model = model
        self.context = context
        logger.info("model loaded", metadata: [
            "llama.model": "\(model.summary)",
            "llama.context": "\(context.length)",
            "llama.mapped": "\(model.isMemoryMapped)",
            "llama.load_ms": "\((ContinuousClock.now - started).milliseconds)",
        ])
    }

    /// Stops a request that is running, then frees the model, the context and its KV cache.
    /// Requests made afterwards fail with ``LlamaError/Code/noModelLoaded`` until the next
    /// ``load(modelAt:)``.
    public nonisolated func unload() async {
        interruption.cancel()
        await releaseModelNow()
    }

    private func releaseModelNow() {
        releaseModel()
        logger.info("model unloaded")
    }

    private func releaseModel() {
        context = nil
        model = nil
        cachedTokens = []
    }

    /// Forgets the cached KV entries, so the next request evaluates its whole prompt.
    public func clearCache() {
        context?.clear()
        cachedTokens = []
    }

    /// The prompt text `messages` become with the model's chat template (for inspection and
    /// token counting; ``generate(messages:options:)`` applies it itself).
    public func formatChat(_ messages: [ChatMessage]) throws -> String {
        guard let model else { throw LlamaError(.noModelLoaded, "no model is loaded; call load(modelAt:) first") }
        return try ChatPrompt.format(messages, template: model.chatTemplate, path: model.path)
    }

    /// Number of tokens `text` has for the loaded model (plain text, no special tokens).
    public func tokenCount(of text: String) throws -> Int {
        guard let model else { throw LlamaError(.noModelLoaded, "no model is loaded; call load(modelAt:) first") }
        return try model.tokenize(text, parseSpecial: false).count
    }

    /// Generates the assistant's answer to `messages`, formatted with the model's chat
    /// template, as a stream of text pieces.
    ///
    /// The stream ends at the end of the turn, at ``GenerationOptions/maxTokens``, or when
    /// ``GenerationOptions/timeLimit`` runs out (all without error; see ``lastStatistics``
    /// for which). Stopping iteration or cancelling the iterating task stops decoding within
    /// one token. Errors are ``LlamaError``s.
    public nonisolated func generate(
        messages: [ChatMessage], options: GenerationOptions = GenerationOptions()
    ) -> AsyncThrowingStream<String, any Error> {
        stream(.chat(messages), options: options, grammar: nil)
    }

    /// Continues `prompt` as plain text, without a chat template (for base models and
    /// completion-style prompts). Otherwise like ``generate(messages:options:)``.
    public nonisolated func generate(
        prompt: String, options: GenerationOptions = GenerationOptions()
    ) -> AsyncThrowingStream<String, any Error> {
        stream(.text(prompt), options: options, grammar: nil)
    }

    nonisolated func stream(
        _ input: PromptInput, options: GenerationOptions, grammar: GBNFGrammar?
    ) -> AsyncThrowingStream<String, any Error> {
        let deadline = options.timeLimit.map { ContinuousClock.now + $0 }
        let (stream, continuation) = AsyncThrowingStream<String, any Error>.makeStream()
        let task = Task {
            await self.serve(input, options: options, grammar: grammar, deadline: deadline, continuation: continuation)
        }
        continuation.onTermination = { _ in task.cancel() }
        return stream
    }

    private func serve(
        _ input: PromptInput, options: GenerationOptions, grammar: GBNFGrammar?, deadline: ContinuousClock.Instant?,
        continuation: AsyncThrowingStream<String, any Error>.Continuation
    ) async {
        do {
            // Armed before the cancellation handler, which fires at once for a task that was
            // cancelled while it waited for the engine.
            interruption.arm(deadline: deadline)
            let signal = interruption
            let statistics = try await withTaskCancellationHandler {
                try run(input, options: options, grammar: grammar, deadline: deadline, output: continuation)
            } onCancel: {
                signal.cancel()
            }
            lastStatistics = statistics
            continuation.finish()
        } catch {
            continuation.finish(throwing: error)
        }
    }

    /// The name of the thread the last request's llama.cpp work ran on (for tests).
    var lastWorkThreadName: String?

    /// The threads to start a request with. Automatic: single-token decoding leaves the cores
    /// other work is using to it; prompt batches use every core unless other work could fill
    /// more than all of them. Measured on 2 cores while other processes compiled: two threads
    /// read a 417-token prompt ~1.7x faster than one under light load but ~2x slower under
    /// heavy load, and decoded 1-6 tokens/s against 17 with one thread — a collapse costs far
    /// more than an idle core.
    func plannedThreads() -> ThreadCounts {
        switch configuration.threads {
        case .fixed(let threads):
            return ThreadCounts(generation: max(1, threads), batch: max(1, threads))
        case .automatic:
            let own = ownLoad.update(wallSeconds: SystemLoad.monotonicSeconds, cpuSeconds: SystemLoad.processCPUSeconds)
            let otherLoad = SystemLoad.otherRunnableThreads() ?? SystemLoad.oneMinuteLoad - own
            let cores = SystemLoad.activeCores
            return ThreadCounts(
                generation: ThreadPlanner.threads(cores: cores, otherLoad: otherLoad),
                batch: ThreadPlanner.batchThreads(cores: cores, otherLoad: otherLoad))
        }
    }
}

/// Threads for the two kinds of llama.cpp work.
struct ThreadCounts: Equatable {
    /// Threads for decoding one token at a time.
    var generation: Int
    /// Threads for evaluating prompt batches.
    var batch: Int
}

/// What a request asks the model to continue.
enum PromptInput: Sendable {
    /// Messages, formatted with the model's chat template.
    case chat([ChatMessage])
    /// Plain text, continued as is.
    case text(String)
}

extension Duration {
    /// Whole milliseconds, for log metadata.
    var milliseconds: Int64 {
        components.seconds * 1000 + components.attoseconds / 1_000_000_000_000_000
    }
}
