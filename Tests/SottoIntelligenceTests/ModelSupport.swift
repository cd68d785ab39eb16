import Foundation
import Logging
import SottoCore
import SottoInference
import Testing

/// The real models the set-up installs, loaded once for all intelligence tests.
actor SharedModels {
    static let shared = SharedModels()
    private var engine: (any AIEngineProtocol)?
    private var encoder: MiniLMEncoder?

    static var storage: URL { ModelManager.Configuration.defaultStorageDirectory() }

    /// SmolLM2 through the real resolver and llama.cpp (a test fails, not skips, without it).
    func generativeEngine() async throws -> any AIEngineProtocol {
        if let engine { return engine }
        let manager = ModelManager(configuration: .init(storageDirectory: Self.storage), logger: quietLogger())
        let installed = await manager.installedGenerativeModels().filter { $0.id == "smollm2-135m-instruct-q4_1" }
        try #require(!installed.isEmpty, "SmolLM2 is not installed; run `make setup`")
        let resolution = await AIEngineResolver(configuration: .init(
            installedModels: installed, foundationModels: nil, logger: quietLogger())).resolve()
        try #require(resolution.engine.tier == .llama, "SmolLM2 did not load: \(resolution.reports)")
        engine = resolution.engine
        return resolution.engine
    }

    /// all-MiniLM-L6-v2.
    func embedder() async throws -> MiniLMEncoder {
        if let encoder { return encoder }
        let manager = ModelManager(configuration: .init(storageDirectory: Self.storage), logger: quietLogger())
        let directory = try #require(await manager.embeddingModelDirectory(), "all-MiniLM-L6-v2 is not installed; run `make setup`")
        let loaded = try MiniLMEncoder(modelDirectory: directory)
        encoder = loaded
        return loaded
    }
}

func quietLogger() -> Logger {
    var logger = Logger(label: "sotto.test.intelligence")
    logger.logLevel = .warning
    return logger
}
