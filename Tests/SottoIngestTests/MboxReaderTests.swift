import Foundation
import Testing
import SottoCore
import SottoIngest

@Suite("MboxReader")
struct MboxReaderTests {
    @Test("reads every message with mbox provenance that points at its envelope line, and reports progress")
    func readsMessagesWithProvenance() async throws {
        let folder = try SourceTempFolder()
        defer { folder.remove() }
        let messages = (1...5).map { SourceFixtures.message($0) }
        let text = "\n" + SourceFixtures.mboxrd(messages)  // a blank preamble is dropped
        let path = try folder.write("inbox.mbox", text)
        let file = Array(text.utf8)

        let reader = try MboxReader(path: path, configuration: .init(chunkSize: 37))
        let items = try await collectItems(reader)

        #expect(items.compactMap(\.message).map(\.bytes.text) == messages)
        var previous: Int64 = 0
        for item in items {
            guard case .mbox(let itemPath, let offset, let length) = item.provenanceForTests else {
                Issue.record("expected mbox provenance")
                continue
            }
            #expect(itemPath == path)
            #expect(file[Int(offset)..<Int(offset + length)].starts(with: Array("From sender".utf8)))
            #expect(item.progress.bytesProcessed == offset + length)
            #expect(item.progress.bytesProcessed >= previous)
            previous = item.progress.bytesProcessed
        }
        #expect(items.last?.progress.fractionCompleted == 1)
        #expect(items.last?.progress.totalBytes == Int64(file.count))
    }

    @Test("a missing file fails up front with a typed error naming the path")
    func missingFile() throws {
        let error = #expect(throws: SourceError.self) {
            _ = try MboxReader(path: "/nonexistent/sotto/inbox.mbox")
        }
        #expect(error?.code == .notFound)
        #expect(error?.description.contains("/nonexistent/sotto/inbox.mbox") == true)
    }

    @Test("a file that vanished before reading becomes a failed item naming the path")
    func vanishedFile() async throws {
        let folder = try SourceTempFolder()
        defer { folder.remove() }
        let path = try folder.write("gone.mbox", SourceFixtures.mboxrd([SourceFixtures.message(1)]))
        let reader = try MboxReader(path: path)
        try FileManager.default.removeItem(atPath: path)
        let items = try await collectItems(reader)
        guard items.count == 1, case .failed(let provenance, let error) = items[0].outcome else {
            Issue.record("expected one failure, got \(items.count) items")
            return
        }
        #expect(provenance == .file(path: path))
        #expect(error.code == .notFound)
        #expect(error.description.contains(path))
        #expect(items[0].progress.fractionCompleted == 1)
    }

    @Test("an empty file yields one empty message for the importer to quarantine")
    func emptyFile() async throws {
        let folder = try SourceTempFolder()
        defer { folder.remove() }
        let path = try folder.write("empty.mbox", "")
        let items = try await collectItems(try MboxReader(path: path))
        #expect(items.count == 1)
        #expect(items.first?.message?.bytes.isEmpty == true)
        #expect(items.first?.progress.fractionCompleted == 1)
    }

    @Test("an oversized message is a failed item; its neighbours are read")
    func oversizedMessage() async throws {
        let folder = try SourceTempFolder()
        defer { folder.remove() }
        let big = SourceFixtures.message(2, body: String(repeating: "line of text\n", count: 500))
        let path = try folder.write("big.mbox", SourceFixtures.mboxrd([SourceFixtures.message(1), big, SourceFixtures.message(3)]))
        let reader = try MboxReader(path: path, configuration: .init(chunkSize: 100, maximumMessageBytes: 2000))
        let items = try await collectItems(reader)
        #expect(items.count == 3)
        #expect(items[0].message != nil && items[2].message != nil)
        guard case .failed(.mbox(_, _, let length), let error) = items[1].outcome else {
            Issue.record("expected the middle message to fail")
            return
        }
        #expect(error.code == .messageTooLarge)
        #expect(length > 2000)
    }

    @Test("iteration stops with CancellationError when the task is cancelled")
    func cancellation() async throws {
        let folder = try SourceTempFolder()
        defer { folder.remove() }
        let path = try folder.write("inbox.mbox", SourceFixtures.mboxrd((1...50).map { SourceFixtures.message($0) }))
        let reader = try MboxReader(path: path)
        let task = Task {
            var count = 0
            for try await _ in reader {
                count += 1
                if count == 3 { withUnsafeCurrentTask { $0?.cancel() } }
            }
            return count
        }
        await #expect(throws: CancellationError.self) { _ = try await task.value }
    }
}
