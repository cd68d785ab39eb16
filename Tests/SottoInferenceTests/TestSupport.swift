import Foundation
import Logging
import SottoCore
import Testing

@testable import SottoInference

/// The models the set-up installs (`make setup`), under `$SOTTO_CACHE` (default ~/.cache/sotto).
enum TestModels {
    static var cache: URL {
        if let path = ProcessInfo.processInfo.environment["SOTTO_CACHE"], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        return URL(fileURLWithPath: NSHomeDirectory()).appendingPathComponent(".cache/sotto")
    }

    /// SmolLM2-135M-Instruct, Q4_1; a test fails (not skips) when it is missing.
    static func smolLM2() throws -> URL {
        let url = cache.appendingPathComponent("models/smollm2-135m-instruct-q4_1.gguf")
        try #require(
            FileManager.default.fileExists(atPath: url.path),
            "SmolLM2 is not installed at \(url.path); run `make setup` (scripts/setup.d/30-models.sh)"
        )
        return url
    }
}

/// A quiet logger for engines under test.
func testLogger(_ label: String = "sotto.test.llama") -> Logger {
    var logger = Logger(label: label)
    logger.logLevel = .warning
    return logger
}

/// One SmolLM2 engine shared by the model tests, loaded on first use.
actor SharedEngine {
    static let shared = SharedEngine()
    private var engine: LlamaEngine?

    func get() async throws -> LlamaEngine {
        if let engine { return engine }
        let engine = LlamaEngine(configuration: .init(contextLength: 1024), logger: testLogger())
        try await engine.load(modelAt: TestModels.smolLM2())
        self.engine = engine
        return engine
    }
}

/// A temporary directory removed when the value goes away.
final class TemporaryDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("sotto-llama-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    /// Writes `data` to a file named `name` in the directory and returns its URL.
    func file(_ name: String, _ data: Data) throws -> URL {
        let file = url.appendingPathComponent(name)
        try data.write(to: file)
        return file
    }
}

/// Collects a whole stream into one string.
func collect(_ stream: AsyncThrowingStream<String, any Error>) async throws -> String {
    var text = ""
    for try await piece in stream { text += piece }
    return text
}
