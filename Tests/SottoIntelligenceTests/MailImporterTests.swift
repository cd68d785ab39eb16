import Foundation
import SottoCore
import SottoIntelligence
import SottoTesting
import SottoVault
import Testing

@Suite("Importing mail")
struct MailImporterTests {
    @Test("the sample mbox imports fully; the Maildir copy of it adds nothing")
    func sampleMailbox() async throws {
        let temp = try TemporaryVault()
        defer { temp.remove() }
        let importer = MailImporter(vault: temp.vault, configuration: .init(batchSize: 32))
        let first = try await importer.run(paths: [TestPaths.sampleMbox.path])
        #expect(first.isBalanced)
        #expect(first.stored >= 180)
        #expect(first.quarantined == 0)
        let again = try await importer.run(paths: [TestPaths.sampleMbox.path])
        #expect(again.stored == 0)
        #expect(again.duplicates == first.stored)
        let maildir = try await importer.run(paths: [TestPaths.sampleMaildir.path])
        #expect(maildir.stored == 0, "the Maildir holds the same messages as the mbox")
        #expect(maildir.duplicates == first.stored)
        let stats = try temp.vault.stats()
        #expect(stats.messages == first.stored)
        #expect(stats.threads < stats.messages, "replies were threaded")
        #expect(try temp.vault.threads(minimumMessages: 3).count >= 10)
    }

    @Test("every file of the shared corpus is accounted for", .enabled(if: TestPaths.sharedCorpus != nil, "../shared/corpus is absent"))
    func sharedCorpus() async throws {
        let corpus = try #require(TestPaths.sharedCorpus)
        let files = try FileManager.default.subpathsOfDirectory(atPath: corpus.path)
            .filter { !$0.hasPrefix(".") }
            .filter { var isDirectory: ObjCBool = false
                _ = FileManager.default.fileExists(atPath: corpus.appendingPathComponent($0).path, isDirectory: &isDirectory)
                return !isDirectory.boolValue }
        let temp = try TemporaryVault()
        defer { temp.remove() }
        let report = try await MailImporter(vault: temp.vault).run(paths: [corpus.path])
        #expect(report.isBalanced)
        #expect(report.seen >= files.count, "every file yields at least one item")
        #expect(report.unreadable == 0)
        let emlFiles = files.filter { $0.hasSuffix(".eml") }
        #expect(report.stored + report.duplicates + report.quarantined == emlFiles.count)
        #expect(report.skipped == files.count - emlFiles.count, "non-mail files (README, CSV) are reported as skipped")
        // Some corpus files are JSON records wrapping a message rather than the message itself:
        // those must be quarantined, and every real RFC 5322 file must parse.
        let wrapped = try emlFiles.filter { path in
            let handle = try FileHandle(forReadingFrom: corpus.appendingPathComponent(path))
            defer { try? handle.close() }
            return try handle.read(upToCount: 1) == Data("{".utf8)
        }.count
        #expect(report.quarantined == wrapped, "exactly the non-mail (JSON) files are quarantined")
        // The corrected corpus holds raw mail only; an older copy still had JSON records.
        let jsonReason = "the data is JSON, not a mail message (a data-set export?)"
        #expect(Set(report.quarantineReasons.keys) == (wrapped == 0 ? [] : [jsonReason]))
        #expect(try temp.vault.stats().messages == report.stored)
        #expect(try temp.vault.integrityCheck())
    }

    @Test("malformed input never aborts an import and is quarantined with a reason")
    func badInput() async throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let good = MessageBuilder().with { $0.messageID = "good@x" }.rawBytes
        try Data().write(to: folder.appendingPathComponent("empty.eml"))
        try Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 7919) }).write(to: folder.appendingPathComponent("garbage.eml"))
        try Data(good.prefix(good.count / 2)).write(to: folder.appendingPathComponent("truncated.eml"))
        try Data("Subject: only headers\nFrom: a@b.example\n".utf8).write(to: folder.appendingPathComponent("headers-only.eml"))
        try Data(good).write(to: folder.appendingPathComponent("good.eml"))
        let temp = try TemporaryVault()
        defer { temp.remove() }
        let report = try await MailImporter(vault: temp.vault).run(paths: [folder.path])
        #expect(report.isBalanced)
        #expect(report.seen == 5)
        #expect(report.stored + report.quarantined + report.skipped == 5)
        #expect(report.stored >= 3, "good, truncated and header-only messages are stored")
        let quarantined = try temp.vault.quarantined()
        #expect(quarantined.allSatisfy { !$0.reason.isEmpty })
        #expect(report.quarantined == quarantined.count)
    }
}
