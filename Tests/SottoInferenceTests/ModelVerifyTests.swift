import Foundation
import Testing

@testable import SottoInference

/// `verify` on a temporary storage folder with a small catalog: no network, no real model.
@Suite("Model verification")
struct ModelVerifyTests {
    private let bytes = Data("GGUF and then some model bytes".utf8)

    /// A catalog with one downloadable entry (published checksum `sha256`) and one set-up
    /// model of two files whose checksums come from a manifest-style file list.
    private func catalog(sha256: String?) throws -> ModelCatalog {
        let remote = ModelCatalogEntry(
            id: "tiny", name: "Tiny", parameters: "1K", quantization: "Q4_K_M",
            files: [ModelFile(relativePath: "tiny.gguf", sizeInBytes: Int64(bytes.count), sha256: sha256)],
            source: .remote(URL(string: "https://example.invalid/tiny.gguf")!), licence: ModelCatalogEntries.apache2)
        let bundled = ModelCatalogEntry(
            id: "pair", name: "Pair", parameters: "1K", quantization: "F32",
            files: [
                ModelFile(relativePath: "pair/model.bin", sizeInBytes: 5, sha256: try ModelFixtures.sha256(Data("model".utf8))),
                ModelFile(relativePath: "pair/vocab.txt", sizeInBytes: 5, sha256: try ModelFixtures.sha256(Data("vocab".utf8))),
            ],
            source: .bundled(package: "pair==1.0"), licence: ModelCatalogEntries.apache2)
        return try ModelCatalog(entries: [remote, bundled])
    }

    /// Installs `tiny` the way a finished download leaves it: the file and its record.
    private func installTiny(in directory: TemporaryDirectory, verified: Bool) throws -> URL {
        let file = try directory.file("tiny.gguf", bytes)
        try InstalledModelRecord(sha256: try ModelFixtures.sha256(bytes), verified: verified, name: "Tiny").save(for: file)
        return file
    }

    @Test("an intact model verifies: every file matches its published SHA-256")
    func verifiesIntactModel() async throws {
        let directory = try TemporaryDirectory()
        let manager = ModelFixtures.manager(directory, catalog: try catalog(sha256: try ModelFixtures.sha256(bytes)))
        _ = try installTiny(in: directory, verified: true)
        let result = try await manager.verify("tiny")
        #expect(result.isVerified)
        #expect(!result.isDamaged)
        #expect(result.files.map(\.outcome) == [.ok])
        #expect(result.files.first?.actualSHA256 == result.files.first?.expectedSHA256)
    }

    @Test("one corrupted byte is reported as a mismatch with both checksums")
    func detectsCorruptedByte() async throws {
        let directory = try TemporaryDirectory()
        let published = try ModelFixtures.sha256(bytes)
        let manager = ModelFixtures.manager(directory, catalog: try catalog(sha256: published))
        let file = try installTiny(in: directory, verified: true)
        var corrupted = bytes
        corrupted[10] ^= 0x01
        try corrupted.write(to: file)
        let result = try await manager.verify("tiny")
        #expect(!result.isVerified)
        #expect(result.isDamaged)
        let check = try #require(result.files.first)
        #expect(check.outcome == .mismatch)
        #expect(check.expectedSHA256 == published)
        #expect(check.actualSHA256 == (try ModelFixtures.sha256(corrupted)))
    }

    @Test("a set-up model is checked file by file against the manifest's checksums")
    func checksEveryFileOfBundledModel() async throws {
        let directory = try TemporaryDirectory()
        let manager = ModelFixtures.manager(directory, catalog: try catalog(sha256: nil))
        try FileManager.default.createDirectory(at: directory.url.appendingPathComponent("pair"), withIntermediateDirectories: true)
        _ = try directory.file("pair/model.bin", Data("model".utf8))
        _ = try directory.file("pair/vocab.txt", Data("VOCAB".utf8))
        let result = try await manager.verify("pair")
        #expect(result.files.map(\.outcome) == [.ok, .mismatch])

        try FileManager.default.removeItem(at: directory.url.appendingPathComponent("pair/vocab.txt"))
        #expect(try await manager.verify("pair").files.map(\.outcome) == [.ok, .missing])
    }

    @Test("without a published checksum, verify says so, and still notices bytes changed since install")
    func noPublishedChecksum() async throws {
        let directory = try TemporaryDirectory()
        let manager = ModelFixtures.manager(directory, catalog: try catalog(sha256: nil))
        let file = try installTiny(in: directory, verified: false)
        let result = try await manager.verify("tiny")
        #expect(result.files.map(\.outcome) == [.noPublishedChecksum])
        #expect(!result.isVerified && !result.isDamaged)

        try Data("GGUF but different".utf8).write(to: file)
        #expect(try await manager.verify("tiny").files.map(\.outcome) == [.changedSinceInstall])
    }

    @Test("a model that is not installed, or only partly downloaded, is a notInstalled error; an unknown id is unknownModel")
    func notInstalled() async throws {
        let directory = try TemporaryDirectory()
        let manager = ModelFixtures.manager(directory, catalog: try catalog(sha256: nil))
        await expectModelError(.notInstalled) { _ = try await manager.verify("tiny") }
        _ = try directory.file("tiny.gguf.partial", bytes.prefix(4))
        await expectModelError(.notInstalled) { _ = try await manager.verify("tiny") }
        await expectModelError(.unknownModel) { _ = try await manager.verify("no-such-model") }
    }
}
