import CLlama
import Foundation
import Logging
import SottoCore
import Testing

@testable import SottoInference

extension LlamaEngineTests {
    @Test("unload frees the model; requests then fail clearly; load brings it back")
    func unloadThenLoad() async throws {
        let engine = LlamaEngine(configuration: .init(contextLength: 512, threads: .fixed(1)), logger: testLogger())
        #expect(await engine.availability == .unavailable(.modelNotReady))
        try await engine.load(modelAt: TestModels.smolLM2())
        #expect(await engine.availability == .available)
        let options = GenerationOptions(maxTokens: 8, sampling: .greedy)
        let before = try await collect(engine.generate(messages: Self.question, options: options))

        await engine.unload()
        #expect(await engine.isLoaded == false)
        #expect(await engine.modelInfo == nil)
        let error = await #expect(throws: LlamaError.self) {
            _ = try await collect(engine.generate(messages: Self.question, options: options))
        }
        #expect(error?.code == .noModelLoaded)

        try await engine.load(modelAt: TestModels.smolLM2())
        let after = try await collect(engine.generate(messages: Self.question, options: options))
        #expect(after == before)
    }

    @Test("a model file is mapped unless llama.cpp repacks its weights; read, or with an 8-bit KV cache, it answers alike")
    func loadingAndCacheType() async throws {
        #expect(LlamaModel.repacksWeights(fileType: Int(LLAMA_FTYPE_MOSTLY_Q4_K_M.rawValue)))
        #expect(LlamaModel.repacksWeights(fileType: Int(LLAMA_FTYPE_MOSTLY_Q4_0.rawValue)))
        #expect(!LlamaModel.repacksWeights(fileType: Int(LLAMA_FTYPE_MOSTLY_Q4_1.rawValue)))
        #expect(!LlamaModel.repacksWeights(fileType: nil))

        let options = GenerationOptions(maxTokens: 12, sampling: .greedy)
        var answers: [String] = []
        for (loading, cache) in [(LlamaEngine.ModelLoading.automatic, LlamaEngine.KeyValueCacheType.float16), (.read, .float16), (.automatic, .q8_0)] {
            let engine = LlamaEngine(
                configuration: .init(contextLength: 512, threads: .fixed(1), loading: loading, keyValueCache: cache), logger: testLogger())
            try await engine.load(modelAt: TestModels.smolLM2())
            // SmolLM2 is Q4_1, which llama.cpp does not repack: mapped unless told to read.
            #expect(await engine.modelInfo?.isMemoryMapped == (loading == .automatic))
            answers.append(try await collect(engine.generate(messages: Self.question, options: options)))
            await engine.unload()
        }
        // The same weights, whether mapped or read, compute the same tokens.
        #expect(answers[0] == answers[1])
        #expect(answers.allSatisfy { $0.contains("Paris") }, "answers: \(answers)")
    }

    @Test("unload during a generation stops it")
    func unloadDuringGeneration() async throws {
        let engine = LlamaEngine(configuration: .init(contextLength: 512, threads: .fixed(1)), logger: testLogger())
        try await engine.load(modelAt: TestModels.smolLM2())
        let options = GenerationOptions(maxTokens: 400, sampling: .greedy)
        var received = 0
        for try await _ in engine.generate(prompt: "Once upon a time,", options: options) {
            received += 1
            if received == 2 { await engine.unload() }
        }
        let statistics = try #require(await engine.lastStatistics)
        #expect(statistics.stopReason == .cancelled)
        // The stream buffers: the producer may be some tokens ahead of the consumer when it
        // unloads, but it stops long before the token limit.
        #expect(statistics.generatedTokens < options.maxTokens / 2)
        #expect(await engine.isLoaded == false)
    }

    @Test("broken model files fail to load with the matching error and leave the engine usable",
          arguments: [LlamaError.Code.modelFileMissing, .modelFileTruncated, .notGGUF])
    func loadErrors(expected: LlamaError.Code) async throws {
        let directory = try TemporaryDirectory()
        let url: URL
        switch expected {
        case .modelFileTruncated:
            let source = try FileHandle(forReadingFrom: try TestModels.smolLM2())
            defer { try? source.close() }
            url = try directory.file("cut.gguf", try #require(try source.read(upToCount: 30_000_000)))
        case .notGGUF:
            url = try directory.file("model.gguf", Data("version https://git-lfs.github.com/spec/v1\n".utf8))
        default:
            url = directory.url.appendingPathComponent("missing.gguf")
        }
        let engine = LlamaEngine(configuration: .init(contextLength: 256, threads: .fixed(1)), logger: testLogger())
        let error = await #expect(throws: LlamaError.self) { try await engine.load(modelAt: url) }
        #expect(error?.code == expected)
        #expect(await engine.isLoaded == false)
        let availability = await engine.availability
        if expected == .modelFileMissing {
            #expect(availability == .unavailable(.modelNotInstalled(model: "missing.gguf")))
        } else {
            #expect(availability == .unavailable(.loadFailed(detail: error?.message ?? "")))
        }
        try await engine.load(modelAt: TestModels.smolLM2())
        #expect(await engine.isLoaded)
        #expect(await engine.availability == .available)
    }

    @Test("llama.cpp work runs on the engine's own thread, not on Swift's cooperative pool")
    func dedicatedThread() async throws {
        let engine = LlamaEngine(configuration: .init(contextLength: 256, threads: .fixed(1)), logger: testLogger())
        try await engine.load(modelAt: TestModels.smolLM2())
        _ = try await collect(engine.generate(prompt: "Hello", options: GenerationOptions(maxTokens: 2, sampling: .greedy)))
        let name = await engine.lastWorkThreadName
        #expect(name == "sotto.llama", "ran on \(name ?? "an unnamed thread")")
    }

    @Test("llama.cpp's log goes to swift-log, without the prompt")
    func logRouting() async throws {
        let records = LogRecords()
        var logger = Logger(label: "sotto.test.capture") { _ in CapturingLogHandler(records: records) }
        logger.logLevel = .trace
        let engine = LlamaEngine(configuration: .init(contextLength: 256, threads: .fixed(1)), logger: logger)
        try await engine.load(modelAt: TestModels.smolLM2())
        let secret = "Zanzibar-7731 quarterly invoice"
        _ = try await collect(engine.generate(messages: [.user(secret)], options: .init(maxTokens: 4, sampling: .greedy)))
        await engine.unload()
        LlamaLibrary.initialize(logger: testLogger()) // hand the global log back to a quiet logger

        let lines = records.all
        let fromLlama = lines.filter { $0.metadata["llama.source"] == "llama.cpp" }
        #expect(fromLlama.count > 5)
        #expect(fromLlama.contains { $0.message.contains("llama") })
        #expect(fromLlama.allSatisfy { !$0.message.hasSuffix("\n") })
        #expect(lines.contains { $0.message == "model loaded" })
        #expect(!lines.contains { $0.message.contains("Zanzibar") || $0.metadata.values.contains { $0.contains("Zanzibar") } })
    }
}

/// Log lines captured by ``CapturingLogHandler``.
final class LogRecords: @unchecked Sendable { // reason: `lines` is guarded by `lock`
    struct Line {
        var level: Logger.Level
        var message: String
        var metadata: [String: String]
    }

    private let lock = NSLock()
    private var lines: [Line] = []

    func append(_ line: Line) { lock.withLock { lines.append(line) } }
    var all: [Line] { lock.withLock { lines } }
}

/// A swift-log handler that keeps every line in memory.
struct CapturingLogHandler: LogHandler {
    let records: LogRecords
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .trace

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        let merged = metadata.merging(event.metadata ?? [:]) { $1 }
        records.append(.init(level: event.level, message: "\(event.message)", metadata: merged.mapValues { "\($0)" }))
    }
}
