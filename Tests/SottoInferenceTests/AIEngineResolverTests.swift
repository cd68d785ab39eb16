import Foundation
import SottoCore
import SottoTesting
import Testing

@testable import SottoInference

/// Every branch of tier resolution, with the machine's memory, the installed models and the
/// loader injected. Models "load" as the real SmolLM2 engine shared by the model tests, except
/// in the test of the default loader.
@Suite("Engine tiers")
struct AIEngineResolverTests {
    static let gib: UInt64 = 1 << 30
    static let large = AIEngineResolver.InstalledModel(
        id: "qwen3-1.7b-q4_k_m", name: "Qwen3 1.7B Q4_K_M", url: URL(fileURLWithPath: "/models/qwen3-1.7b.gguf"),
        sizeInBytes: 1_107_409_472)
    static let small = AIEngineResolver.InstalledModel(
        id: "qwen3-0.6b-q4_k_m", name: "Qwen3 0.6B Q4_K_M", url: URL(fileURLWithPath: "/models/qwen3-0.6b.gguf"),
        sizeInBytes: 396_705_472)
    static func bundled() throws -> AIEngineResolver.InstalledModel {
        AIEngineResolver.InstalledModel(
            id: "smollm2-135m-instruct-q4_1", name: "SmolLM2 135M Instruct Q4_1", url: try TestModels.smolLM2(),
            sizeInBytes: 90_000_000)
    }

    /// Records which models the resolver tried to load; the ones in `failing` fail like an
    /// allocation that does not fit.
    actor LoadLog {
        var attempts: [String] = []
        func record(_ id: String) { attempts.append(id) }
    }

    func resolver(
        memory: UInt64, installed: [AIEngineResolver.InstalledModel], foundationModels: (any AIEngineProtocol)? = nil,
        failing: Set<String> = [], log: LoadLog = LoadLog()
    ) -> AIEngineResolver {
        AIEngineResolver(configuration: .init(
            physicalMemoryBytes: memory, installedModels: installed, foundationModels: foundationModels,
            logger: testLogger(),
            loadLlama: { model in
                await log.record(model.id)
                if failing.contains(model.id) {
                    throw LlamaError(.modelLoadFailed, "llama.cpp could not allocate 1.1 GiB for the weights")
                }
                return try await SharedEngine.shared.get()
            }))
    }

    @Test("Foundation Models win where they are available")
    func foundationModelsFirst() async throws {
        let apple = ScriptedAIEngine(name: "Apple Foundation Models", tier: .foundationModels)
        let log = LoadLog()
        let resolution = await resolver(memory: 16 * Self.gib, installed: [Self.small], foundationModels: apple, log: log).resolve()
        #expect(resolution.engine.tier == .foundationModels)
        #expect(await log.attempts.isEmpty, "no llama.cpp model is loaded when Apple's model serves")
    }

    @Test("Foundation Models that are not ready fall through to llama.cpp, with the reason reported")
    func foundationModelsNotReady() async throws {
        let apple = ScriptedAIEngine(tier: .foundationModels, availability: .unavailable(.modelNotReady))
        let resolution = await resolver(memory: 16 * Self.gib, installed: [Self.small], foundationModels: apple).resolve()
        #expect(resolution.engine.tier == .llama)
        #expect(resolution.reports.first?.availability == .unavailable(.modelNotReady))
    }

    @Test("on Linux the Foundation Models tier says it is not supported on this platform")
    func notOnLinux() async throws {
        #if !canImport(FoundationModels)
        #expect(AIEngineResolver.platformFoundationModels() == nil)
        let survey = await resolver(memory: 8 * Self.gib, installed: []).survey()
        guard case .unavailable(.notSupportedOnPlatform) = survey.first?.availability else {
            Issue.record("expected not supported, got \(String(describing: survey.first))")
            return
        }
        #endif
    }

    @Test("with 6 GB or more, Qwen3-1.7B is chosen over 0.6B and the bundled model")
    func largeModelWithEnoughMemory() async throws {
        let log = LoadLog()
        let resolution = await resolver(memory: 8 * Self.gib, installed: [try Self.bundled(), Self.small, Self.large], log: log).resolve()
        #expect(resolution.engine.name.contains("Qwen3 1.7B"))
        #expect(await log.attempts == ["qwen3-1.7b-q4_k_m"])
    }

    @Test("below 6 GB, Qwen3-0.6B is chosen and 1.7B is reported as needing more memory")
    func smallModelWithLessMemory() async throws {
        let log = LoadLog()
        let resolution = await resolver(memory: 4 * Self.gib, installed: [Self.large, Self.small], log: log).resolve()
        #expect(resolution.engine.name.contains("Qwen3 0.6B"))
        #expect(await log.attempts == ["qwen3-0.6b-q4_k_m"])
        let report = try #require(resolution.reports.first { $0.model == Self.large.name })
        #expect(report.availability == .unavailable(.notEnoughMemory(requiredBytes: 6_000_000_000, availableBytes: 4 * Self.gib)))
    }

    @Test("a model that fails to load for lack of memory falls back to the next one")
    func loadFailureFallsBack() async throws {
        let log = LoadLog()
        let resolution = await resolver(
            memory: 8 * Self.gib, installed: [Self.large, Self.small], failing: ["qwen3-1.7b-q4_k_m"], log: log
        ).resolve()
        #expect(resolution.engine.name.contains("Qwen3 0.6B"))
        #expect(await log.attempts == ["qwen3-1.7b-q4_k_m", "qwen3-0.6b-q4_k_m"])
        guard case .unavailable(.loadFailed(let detail)) = resolution.reports.first(where: { $0.model == Self.large.name })?.availability else {
            Issue.record("the failed load is reported")
            return
        }
        #expect(detail.contains("allocate"))
    }

    @Test("only the bundled model: it serves; with little memory for everything: the stub says why")
    func bundledThenStub() async throws {
        let bundled = try Self.bundled()
        let served = await resolver(memory: 2 * Self.gib, installed: [bundled]).resolve()
        #expect(served.engine.name.contains("SmolLM2"))

        let starved = await resolver(memory: 64 << 20, installed: [bundled, Self.small]).resolve()
        #expect(starved.engine.tier == .stub)
        guard case .unavailable(.notEnoughMemory) = await starved.engine.availability else {
            Issue.record("the stub explains the memory shortage")
            return
        }
    }

    @Test("nothing installed: the stub says which model to download")
    func nothingInstalled() async throws {
        let resolution = await resolver(memory: 16 * Self.gib, installed: []).resolve()
        #expect(resolution.engine.tier == .stub)
        #expect(await resolution.engine.availability.description.contains("sotto models download qwen3-0.6b-q4_k_m"))
        #expect(resolution.reports.map(\.tier) == [.foundationModels, .stub])
    }

    @Test("every model failing to load leaves the stub with the last failure as its reason")
    func allFail() async throws {
        let resolution = await resolver(
            memory: 16 * Self.gib, installed: [Self.large, Self.small], failing: ["qwen3-1.7b-q4_k_m", "qwen3-0.6b-q4_k_m"]
        ).resolve()
        #expect(resolution.engine.tier == .stub)
        guard case .unavailable(.loadFailed) = await resolution.engine.availability else {
            Issue.record("the stub reports the load failure")
            return
        }
    }

    @Test("the default loader really loads the bundled model, marks it in use, and unload releases it")
    func defaultLoader() async throws {
        let directory = try TemporaryDirectory()
        let manager = ModelManager(configuration: .init(storageDirectory: directory.url), logger: testLogger())
        let resolver = AIEngineResolver(configuration: .init(
            physicalMemoryBytes: 8 * Self.gib, installedModels: [try Self.bundled()], foundationModels: nil,
            manager: manager, logger: testLogger()))
        let resolution = await resolver.resolve()
        let engine = try #require(resolution.engine as? LlamaAIEngine)
        #expect(await engine.isAvailable)
        let answer = try await collect(engine.generate(
            messages: [.user("Say hello.")], options: GenerationOptions(maxTokens: 8, sampling: .greedy)))
        #expect(!answer.isEmpty)
        #expect(await manager.isMarkedLoaded("smollm2-135m-instruct-q4_1"))
        await engine.unload()
        #expect(await !manager.isMarkedLoaded("smollm2-135m-instruct-q4_1"))
        #expect(await !engine.isAvailable)
    }
}
