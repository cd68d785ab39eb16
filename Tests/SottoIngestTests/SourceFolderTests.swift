import Foundation
import Testing
import SottoCore
import SottoIngest

@Suite("EMLFolderReader and MessageSource")
struct SourceFolderTests {
    /// A corpus-like folder: messages next to index files, notes and a nested mbox.
    private func makeCorpusLikeFolder(_ folder: SourceTempFolder) throws {
        try folder.write("corpus/INDEX.csv", "set,file,label\nham,a.eml,ham\n")
        try folder.write("corpus/README.md", "# Mail for tests\n")
        try folder.write("corpus/.DS_Store", [0, 0, 0, 1, 0x42, 0x75, 0x64, 0x31])
        try folder.write("corpus/ham/a.eml", SourceFixtures.message(1))
        try folder.write("corpus/ham/b.eml", SourceFixtures.envelope(2) + "\n" + SourceFixtures.message(2))
        try folder.write("corpus/ham/labels.csv", "file,label,reason\na.eml,ham,x\n")
        try folder.write("corpus/ham/empty.eml", "")
        try folder.write("corpus/notes.txt", "Remember to label the rest of these by Friday.\n")
        try folder.write("corpus/raw-message", SourceFixtures.message(4))
        try folder.write("corpus/archive/old", SourceFixtures.mboxrd((5...7).map { SourceFixtures.message($0) }))
        try folder.write("corpus/.git/HEAD", "ref: refs/heads/main\n")
    }

    @Test("every file is accounted for: messages, a split mbox, and skipped non-mail files with reasons")
    func accountsForEveryFile() async throws {
        let folder = try SourceTempFolder()
        defer { folder.remove() }
        try makeCorpusLikeFolder(folder)
        let root = folder.path + "/corpus"

        let reader = try EMLFolderReader(path: root)
        let items = try await collectItems(reader)

        let skipped = Dictionary(uniqueKeysWithValues: items.compactMap(\.skipped).map { ($0.path.replacingOccurrences(of: root + "/", with: ""), $0.reason) })
        #expect(skipped == [
            ".DS_Store": .hiddenFile,
            ".git": .hiddenFolder,
            "INDEX.csv": .notMailFile("csv"),
            "README.md": .notMailFile("md"),
            "ham/labels.csv": .notMailFile("csv"),
            "notes.txt": .notAMessage,
        ])
        let messages = items.compactMap(\.message)
        #expect(messages.count == 7)
        #expect(messages.contains { $0.provenance == .file(path: root + "/ham/a.eml") && $0.bytes.text == SourceFixtures.message(1) })
        #expect(messages.contains { $0.provenance == .file(path: root + "/ham/empty.eml") && $0.bytes.isEmpty })
        #expect(messages.contains { $0.provenance == .file(path: root + "/raw-message") })
        // A single message saved with its envelope line keeps its exact bytes.
        let withEnvelope = messages.first { $0.provenance == .file(path: root + "/ham/b.eml") }
        #expect(withEnvelope?.bytes.text == SourceFixtures.envelope(2) + "\n" + SourceFixtures.message(2))
        // A file holding several messages is split like an mbox.
        let split = messages.filter {
            if case .mbox(let path, _, _) = $0.provenance { return path == root + "/archive/old" }
            return false
        }
        #expect(split.map(\.bytes.text) == (5...7).map { SourceFixtures.message($0) })

        #expect(items.last?.progress.bytesProcessed == reader.totalBytes)
        #expect(items.last?.progress.filesProcessed == reader.files.count)
        #expect(reader.files.count == 11)
    }

    @Test("the detector recognizes message files, mbox files, Maildirs and folders")
    func detectsKinds() throws {
        let folder = try SourceTempFolder()
        defer { folder.remove() }
        let eml = try folder.write("one.eml", SourceFixtures.message(1))
        let envelopeEml = try folder.write("two.eml", SourceFixtures.envelope(1) + "\n" + SourceFixtures.message(1))
        let mbox = try folder.write("Inbox", SourceFixtures.mboxrd([SourceFixtures.message(1), SourceFixtures.message(2)]))
        let named = try folder.write("single.mbox", SourceFixtures.mboxrd([SourceFixtures.message(1)]))
        try folder.write("md/cur/1:2,S", SourceFixtures.message(1))
        try folder.makeFolder("md/new")
        try folder.write("tree/a.eml", SourceFixtures.message(1))

        let detector = SourceDetector()
        #expect(try detector.detect(eml).kind == .messageFile)
        #expect(try detector.detect(envelopeEml).kind == .messageFile)
        #expect(try detector.detect(mbox).kind == .mbox)
        #expect(try detector.detect(named).kind == .mbox)
        #expect(try detector.detect(folder.path + "/md").kind == .maildir)
        #expect(try detector.detect(folder.path + "/tree").kind == .folder)
        let error = #expect(throws: SourceError.self) { _ = try detector.detect(folder.path + "/missing") }
        #expect(error?.code == .notFound)
    }

    @Test("one stream over several sources, with progress against the total measured up front")
    func unifiedStream() async throws {
        let folder = try SourceTempFolder()
        defer { folder.remove() }
        let mbox = try folder.write("Inbox", SourceFixtures.mboxrd((1...3).map { SourceFixtures.message($0) }))
        try folder.write("md/cur/1:2,S", SourceFixtures.message(4))
        try folder.write("md/new/2", SourceFixtures.message(5))
        let eml = try folder.write("x.eml", SourceFixtures.message(6))

        let source = try MessageSource(paths: [mbox, folder.path + "/md", eml])
        #expect(source.inventory.sources.map(\.kind) == [.mbox, .maildir, .messageFile])
        let items = try await collectItems(source)

        #expect(items.compactMap(\.message).map(\.bytes.text) == (1...6).map { SourceFixtures.message($0) })
        let progress = items.map(\.progress.bytesProcessed)
        #expect(progress == progress.sorted())
        #expect(items.last?.progress.bytesProcessed == source.inventory.totalBytes)
        #expect(items.last?.progress.filesProcessed == 4)
    }

    @Test("a symbolic-link loop is followed once, and a message over the limit fails without being loaded")
    func loopsAndLimits() async throws {
        let folder = try SourceTempFolder()
        defer { folder.remove() }
        try folder.write("tree/a.eml", SourceFixtures.message(1))
        try folder.write("tree/huge.eml", SourceFixtures.message(2, body: String(repeating: "z", count: 10_000)))
        try folder.makeFolder("tree/sub")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/tree/sub/loop", withDestinationPath: "..")

        let reader = try EMLFolderReader(path: folder.path + "/tree", configuration: .init(maximumMessageBytes: 4096))
        let items = try await collectItems(reader)

        #expect(items.count == 2)
        #expect(items.first?.message?.provenance == .file(path: folder.path + "/tree/a.eml"))
        guard case .failed(let provenance, let error) = items.last?.outcome else {
            Issue.record("expected the large file to fail")
            return
        }
        #expect(provenance == .file(path: folder.path + "/tree/huge.eml"))
        #expect(error.code == .messageTooLarge)
    }

    @Test(
        "every shared-corpus .eml is exactly one message, never falsely split",
        .enabled(if: SourceCorpus.isAvailable, "the shared corpus is not present")
    )
    func sharedCorpusIsNotSplit() async throws {
        let reader = try EMLFolderReader(path: SourceCorpus.path)
        var messages = 0
        var skipped: [String] = []
        for try await item in reader {
            switch item.outcome {
            case .message(let raw):
                messages += 1
                if case .mbox = raw.provenance { Issue.record("falsely split: \(raw.provenance)") }
            case .skipped(let file):
                skipped.append(String(file.path.split(separator: "/").last ?? ""))
            case .failed(let provenance, let error):
                Issue.record("\(provenance): \(error)")
            }
        }
        let emlFiles = reader.files.filter { $0.path.hasSuffix(".eml") }.count
        #expect(messages == emlFiles)
        #expect(skipped.sorted() == ["INDEX.csv", "README.md", "labels.csv"])
    }
}

/// The shared corpus, when this checkout sits next to it.
enum SourceCorpus {
    static let path: String = {
        let tests = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        return tests.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("shared/corpus").path
    }()

    static var isAvailable: Bool { FileManager.default.fileExists(atPath: path + "/INDEX.csv") }
}
