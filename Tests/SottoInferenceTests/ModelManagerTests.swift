import Foundation
import Testing

@testable import SottoInference

@Suite("Model manager")
struct ModelManagerTests {
    private func bundledManager(_ directory: TemporaryDirectory) throws -> ModelManager {
        let manifestURL = TestModels.cache.appendingPathComponent("models/manifest.json")
        let manifest = try #require(try BundledModelManifest.load(from: manifestURL), "run `make setup`")
        return ModelManager(
            configuration: .init(storageDirectory: directory.url, catalog: .standard(manifest: manifest)),
            logger: testLogger("sotto.test.models"))
    }

    @Test("importing the real SmolLM2 GGUF installs it verified against the manifest's SHA-256")
    func importRealGGUF() async throws {
        let directory = try TemporaryDirectory()
        let manager = try bundledManager(directory)
        let source = try TestModels.smolLM2()
        #expect(try await manager.status(of: "smollm2-135m-instruct-q4_1") == .notInstalled)
        let listing = try await manager.importFile(at: source, as: "smollm2-135m-instruct-q4_1")
        #expect(listing.status == .installedVerified)
        let installed = try #require(listing.fileURL)
        let digest = try SHA256File.digest(of: installed)
        #expect(digest == listing.entry.sha256)
        #expect(InstalledModelRecord.load(for: installed)?.sha256 == digest)
        let usage = await manager.storageUsage()
        #expect(usage.totalBytes >= ModelFiles.size(of: source) ?? .max)
        #expect(usage.partialBytes == 0)
    }

    @Test("importing without a catalog id lists the model as imported and unverified")
    func importWithoutID() async throws {
        let directory = try TemporaryDirectory()
        let manager = try bundledManager(directory)
        let listing = try await manager.importFile(at: try TestModels.smolLM2())
        #expect(listing.entry.source == .imported)
        #expect(listing.status == .installedUnverified)
        #expect(await manager.list().contains { $0.entry.id == listing.entry.id })
        try await manager.delete(listing.entry.id)
        #expect(await !manager.list().contains { $0.entry.id == listing.entry.id })
    }

    @Test("a file that is not GGUF is refused and nothing is installed")
    func importNonGGUF() async throws {
        let directory = try TemporaryDirectory()
        let manager = try bundledManager(directory)
        let bogus = try directory.file("notes.gguf", Data("this is not a model, just text\n".utf8))
        await expectModelError(.notGGUF) { try await manager.importFile(at: bogus, as: "smollm2-135m-instruct-q4_1") }
        #expect(try await manager.status(of: "smollm2-135m-instruct-q4_1") == .notInstalled)
    }

    @Test("a model is listed as loaded and cannot be deleted until the engine releases it")
    func deleteWhileLoaded() async throws {
        let directory = try TemporaryDirectory()
        let manager = try bundledManager(directory)
        let id = "smollm2-135m-instruct-q4_1"
        let listing = try await manager.importFile(at: try TestModels.smolLM2(), as: id)
        let file = try #require(listing.fileURL)
        await manager.markLoaded(id)
        #expect(try await manager.status(of: id) == .loaded)
        await expectModelError(.modelInUse) { try await manager.delete(id) }
        #expect(FileManager.default.fileExists(atPath: file.path))
        await manager.markUnloaded(id)
        try await manager.delete(id)
        #expect(!FileManager.default.fileExists(atPath: file.path))
        #expect(try await manager.status(of: id) == .notInstalled)
    }

    @Test("list shows every catalog entry with its status; the Qwen models need a download")
    func listsCatalog() async throws {
        let directory = try TemporaryDirectory()
        let manager = try bundledManager(directory)
        let listings = await manager.list()
        let ids = Set(listings.map(\.entry.id))
        #expect(ids.isSuperset(of: ["qwen3-0.6b-q4_k_m", "qwen3-1.7b-q4_k_m", "smollm2-135m-instruct-q4_1", "all-minilm-l6-v2"]))
        #expect(listings.allSatisfy { $0.status == .notInstalled })
        await expectModelError(.notDownloadable) { try await manager.download("all-minilm-l6-v2") }
    }
}
