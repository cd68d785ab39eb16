import Testing
import SottoCore
import SottoIngest

@Suite("MaildirReader")
struct MaildirReaderTests {
    private func makeMaildir(_ folder: SourceTempFolder) throws {
        try folder.write("Mail/cur/1700000002.M2P1.host:2,S", SourceFixtures.message(2))
        try folder.write("Mail/cur/1700000001.M1P1.host:2,RS", SourceFixtures.message(1))
        try folder.write("Mail/cur/.hidden-dotfile", "not a message")
        try folder.write("Mail/new/1700000003.M3P1.host", SourceFixtures.message(3))
        try folder.write("Mail/tmp/1700000004.M4P1.host", "half-delivered")
        try folder.write("Mail/dovecot-uidlist", "3 V1 N4")
        try folder.write("Mail/.Sent/cur/1700000005.M5P1.host:2,S", SourceFixtures.message(5))
        try folder.makeFolder("Mail/.Sent/new")
        try folder.makeFolder("Mail/.Sent/tmp")
    }

    @Test("reads cur/ and new/ in name order, then Maildir++ subfolders; ignores tmp/ and dotfiles")
    func readsMaildir() async throws {
        let folder = try SourceTempFolder()
        defer { folder.remove() }
        try makeMaildir(folder)
        let root = folder.path + "/Mail"
        #expect(MaildirReader.isMaildir(root))

        let reader = try MaildirReader(path: root)
        let items = try await collectItems(reader)

        #expect(items.map { $0.provenanceForTests } == [
            .file(path: root + "/cur/1700000001.M1P1.host:2,RS"),
            .file(path: root + "/cur/1700000002.M2P1.host:2,S"),
            .file(path: root + "/new/1700000003.M3P1.host"),
            .file(path: root + "/.Sent/cur/1700000005.M5P1.host:2,S"),
        ])
        #expect(items.compactMap(\.message).map(\.bytes.text) == [1, 2, 3, 5].map { SourceFixtures.message($0) })
        #expect(items.last?.progress.bytesProcessed == reader.totalBytes)
        #expect(items.last?.progress.filesProcessed == 4)
    }

    @Test("a folder without cur/ and new/ is rejected with a clear error")
    func notAMaildir() throws {
        let folder = try SourceTempFolder()
        defer { folder.remove() }
        try folder.write("plain/a.eml", SourceFixtures.message(1))
        let error = #expect(throws: SourceError.self) { _ = try MaildirReader(path: folder.path + "/plain") }
        #expect(error?.code == .notAMaildir)
    }

    @Test("a Maildir file that starts with an envelope line stays one message with exact bytes")
    func maildirFileIsNeverSplit() async throws {
        let folder = try SourceTempFolder()
        defer { folder.remove() }
        let text = SourceFixtures.mboxrd([SourceFixtures.message(1), SourceFixtures.message(2)])
        try folder.write("M/cur/1:2,S", text)
        try folder.makeFolder("M/new")
        let items = try await collectItems(try MaildirReader(path: folder.path + "/M"))
        #expect(items.count == 1)
        #expect(items.first?.message?.bytes.text == text)
    }
}
