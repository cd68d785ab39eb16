import Foundation
import Testing

@testable import SottoInference

/// Downloads against a real HTTP server on 127.0.0.1, with every fault the manager must survive.
@Suite("Model downloads")
struct ModelDownloadTests {
    let payload = ModelFixtures.payload

    @Test("a download reports 0–100 %, verifies the SHA-256 and installs the file")
    func downloadsAndVerifies() async throws {
        let directory = try TemporaryDirectory()
        try await ModelTestServer.with(payload: payload) { server in
            let manager = ModelFixtures.manager(directory, catalog: try ModelFixtures.catalog(server: server, sha256: ModelFixtures.payloadSHA256))
            let recorder = ProgressRecorder()
            let file = try await manager.download("test-model") { recorder.record($0) }
            #expect(try Data(contentsOf: file) == payload)
            #expect(try await manager.status(of: "test-model") == .installedVerified)
            let percents = recorder.all.compactMap(\.percent)
            #expect(percents.first == 0)
            #expect(percents.last == 100)
            #expect(percents == percents.sorted())
            #expect(!FileManager.default.fileExists(atPath: ModelFiles.partialURL(for: file).path))
        }
    }

    @Test("a connection cut mid-body keeps the partial file, and the next download resumes it with Range + If-Range")
    func resumesAfterCut() async throws {
        let directory = try TemporaryDirectory()
        try await ModelTestServer.with(payload: payload) { server in
            let manager = ModelFixtures.manager(directory, catalog: try ModelFixtures.catalog(server: server, sha256: ModelFixtures.payloadSHA256))
            server.inject([.cutAfter(bytes: 1_000_000)])
            await expectModelError(.transferInterrupted) { try await manager.download("test-model") }
            guard case .partial(let kept) = try await manager.status(of: "test-model") else {
                Issue.record("expected a partial download")
                return
            }
            #expect(kept > 0 && kept <= 1_000_000)

            let file = try await manager.download("test-model")
            #expect(try SHA256File.digest(of: file) == ModelFixtures.payloadSHA256)
            #expect(try await manager.status(of: "test-model") == .installedVerified)
            let resumed = try #require(server.requests.last)
            #expect(resumed.range == "bytes=\(kept)-")
            #expect(resumed.ifRange == ModelTestServer.entityTag)
        }
    }

    @Test("a server that ignores Range (200 instead of 206) gets a clean restart from byte zero")
    func restartsWhenRangeIgnored() async throws {
        let directory = try TemporaryDirectory()
        try await ModelTestServer.with(payload: payload) { server in
            let manager = ModelFixtures.manager(directory, catalog: try ModelFixtures.catalog(server: server, sha256: ModelFixtures.payloadSHA256))
            server.inject([.cutAfter(bytes: 700_000)], always: .ignoreRange)
            await expectModelError(.transferInterrupted) { try await manager.download("test-model") }
            let recorder = ProgressRecorder()
            let file = try await manager.download("test-model") { recorder.record($0) }
            #expect(try Data(contentsOf: file) == payload)
            #expect(server.requests.last?.range != nil)
            #expect(recorder.all.last?.receivedBytes == Int64(payload.count))
        }
    }

    @Test("a wrong checksum fails the download, says so, and deletes the partial file")
    func wrongChecksum() async throws {
        let directory = try TemporaryDirectory()
        try await ModelTestServer.with(payload: payload) { server in
            let wrong = String(repeating: "0", count: 64)
            let manager = ModelFixtures.manager(directory, catalog: try ModelFixtures.catalog(server: server, sha256: wrong))
            let error = await expectModelError(.checksumMismatch) { try await manager.download("test-model") }
            #expect(error?.message.contains(ModelFixtures.payloadSHA256) == true)
            #expect(error?.message.contains("deleted") == true)
            #expect(try await manager.status(of: "test-model") == .notInstalled)
            #expect(await manager.storageUsage().partialBytes == 0)
        }
    }

    @Test("404 is a clear notFound error")
    func notFound() async throws {
        let directory = try TemporaryDirectory()
        try await ModelTestServer.with(payload: payload) { server in
            let manager = ModelFixtures.manager(directory, catalog: try ModelFixtures.catalog(server: server, sha256: ModelFixtures.payloadSHA256))
            server.inject([], always: .notFound)
            let error = await expectModelError(.notFound) { try await manager.download("test-model") }
            #expect(error?.message.contains("404") == true)
            #expect(try await manager.status(of: "test-model") == .notInstalled)
        }
    }

    @Test("cancelling a stalled download throws CancellationError and keeps the partial file")
    func cancelStalled() async throws {
        let directory = try TemporaryDirectory()
        try await ModelTestServer.with(payload: payload) { server in
            let manager = ModelFixtures.manager(directory, catalog: try ModelFixtures.catalog(server: server, sha256: ModelFixtures.payloadSHA256))
            server.inject([.stallAfter(bytes: 500_000)])
            let task = Task { try await manager.download("test-model") }
            let partial = ModelFiles.partialURL(for: directory.url.appendingPathComponent("test-model.gguf"))
            // Generous: on a loaded 2-core machine the first 500 kB can take a while.
            let deadline = ContinuousClock.now + .seconds(120)
            while (ModelFiles.size(of: partial) ?? 0) < 500_000, ContinuousClock.now < deadline {
                try await Task.sleep(for: .milliseconds(20))
            }
            #expect(ModelFiles.size(of: partial) == 500_000)
            task.cancel()
            await #expect(throws: CancellationError.self) { try await task.value }
            #expect(try await manager.status(of: "test-model") == .partial(bytes: 500_000))

            let file = try await manager.download("test-model")
            #expect(try SHA256File.digest(of: file) == ModelFixtures.payloadSHA256)
        }
    }

    @Test("a full disk fails with writeFailed, keeps the partial prefix, and a later download completes")
    func diskFull() async throws {
        let directory = try TemporaryDirectory()
        try await ModelTestServer.with(payload: payload) { server in
            let catalog = try ModelFixtures.catalog(server: server, sha256: ModelFixtures.payloadSHA256)
            let full = ModelFixtures.manager(directory, catalog: catalog) { url, append in
                try FullDiskWriter(url: url, append: append, capacity: 256 * 1024)
            }
            let error = await expectModelError(.writeFailed) { try await full.download("test-model") }
            #expect(error?.message.contains("disk") == true)
            #expect(try await full.status(of: "test-model") == .partial(bytes: 256 * 1024))

            let roomy = ModelFixtures.manager(directory, catalog: catalog)
            let file = try await roomy.download("test-model")
            #expect(try SHA256File.digest(of: file) == ModelFixtures.payloadSHA256)
            #expect(server.requests.last?.range == "bytes=\(256 * 1024)-")
        }
    }

    @Test("without a published checksum a download is refused, or installed as unverified when allowed")
    func unknownChecksum() async throws {
        let directory = try TemporaryDirectory()
        try await ModelTestServer.with(payload: payload) { server in
            let manager = ModelFixtures.manager(directory, catalog: try ModelFixtures.catalog(server: server, sha256: nil, size: nil))
            await expectModelError(.checksumUnknown) { try await manager.download("test-model") }
            #expect(server.requests.isEmpty)
            let file = try await manager.download("test-model", allowUnverified: true)
            #expect(try Data(contentsOf: file) == payload)
            #expect(try await manager.status(of: "test-model") == .installedUnverified)
        }
    }
}
