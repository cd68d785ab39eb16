import Foundation
import Logging
import Testing

@testable import SottoInference

/// Shared pieces for the model-manager tests.
enum ModelFixtures {
    /// 3 MiB of deterministic pseudo-random bytes (many body chunks, cheap to hash).
    static let payload: Data = {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        var bytes = [UInt8](repeating: 0, count: 3 << 20)
        for index in bytes.indices {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            bytes[index] = UInt8(truncatingIfNeeded: state >> 33)
        }
        return Data(bytes)
    }()

    /// The SHA-256 of `data`, through the same hasher the manager uses.
    static func sha256(_ data: Data) throws -> String {
        let directory = try TemporaryDirectory()
        return try SHA256File.digest(of: directory.file("payload", data))
    }

    static let payloadSHA256: String = (try? sha256(payload)) ?? ""

    /// A catalog with one downloadable entry served by `server`.
    static func catalog(
        server: ModelTestServer, sha256: String?, size: Int64? = Int64(payload.count)
    ) throws -> ModelCatalog {
        try ModelCatalog(
            entries: [
                ModelCatalogEntry(
                    id: "test-model", name: "Test Model", parameters: "1M", quantization: "Q4_K_M",
                    files: [ModelFile(relativePath: "test-model.gguf", sizeInBytes: size, sha256: sha256)],
                    source: .remote(server.url), licence: ModelCatalogEntries.apache2)
            ],
            allowLoopbackHTTPForTesting: true)
    }

    /// A manager over a fresh folder in `directory`.
    static func manager(
        _ directory: TemporaryDirectory, catalog: ModelCatalog,
        makeWriter: ModelFileWriterFactory? = nil
    ) -> ModelManager {
        var configuration = ModelManager.Configuration(storageDirectory: directory.url, catalog: catalog)
        if let makeWriter { configuration.makeWriter = makeWriter }
        return ModelManager(configuration: configuration, logger: testLogger("sotto.test.models"))
    }
}

/// Records progress reports from the download's callback.
/// `@unchecked Sendable`: `reports` is guarded by `lock`.
final class ProgressRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var reports: [DownloadProgress] = []

    func record(_ progress: DownloadProgress) { lock.withLock { reports.append(progress) } }
    var all: [DownloadProgress] { lock.withLock { reports } }
}

/// A writer that accepts `capacity` bytes in total and then fails like a full disk (ENOSPC).
final class FullDiskWriter: ModelFileWriter {
    private let inner: any ModelFileWriter
    private var remaining: Int

    init(url: URL, append: Bool, capacity: Int) throws {
        inner = try POSIXModelFileWriter(url: url, append: append)
        remaining = capacity
    }

    func write(_ bytes: UnsafeRawBufferPointer) throws {
        let accepted = min(remaining, bytes.count)
        if accepted > 0 { try inner.write(UnsafeRawBufferPointer(rebasing: bytes[0..<accepted])) }
        remaining -= accepted
        if accepted < bytes.count { throw POSIXError(.ENOSPC) }
    }

    func close() throws { try inner.close() }
}

/// Expects `body` to throw a ``ModelManagerError`` with `code`, and returns it.
@discardableResult
func expectModelError(
    _ code: ModelManagerError.Code, sourceLocation: SourceLocation = #_sourceLocation,
    _ body: () async throws -> Void
) async -> ModelManagerError? {
    do {
        try await body()
        Issue.record("expected a \(code) error, but nothing was thrown", sourceLocation: sourceLocation)
    } catch let error as ModelManagerError {
        #expect(error.code == code, "\(error)", sourceLocation: sourceLocation)
        return error
    } catch {
        Issue.record("expected a \(code) ModelManagerError, got \(error)", sourceLocation: sourceLocation)
    }
    return nil
}
