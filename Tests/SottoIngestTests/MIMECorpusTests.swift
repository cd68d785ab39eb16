import Foundation
import SottoCore
import SottoIngest
import Testing

/// Parses every `.eml` under `../shared/corpus` (real mail; absent on users' machines).
@Suite("MIME parser: shared corpus")
struct MIMECorpusTests {
    static let corpus: URL = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("shared/corpus")

    static var corpusExists: Bool { FileManager.default.fileExists(atPath: corpus.path) }

    @Test("every corpus message parses, and nearly all have a subject or text",
          .enabled(if: corpusExists, "no corpus at ../shared/corpus"))
    func corpus() throws {
        let files = (FileManager.default.enumerator(at: Self.corpus, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL } ?? []).filter { $0.pathExtension == "eml" }
        #expect(files.count > 100)
        let parser = MIMEParser()
        var withContent = 0
        var withText = 0
        var withDate = 0
        for file in files {
            let bytes = [UInt8](try Data(contentsOf: file))
            do throws(MessageParseError) {
                let message = try parser.parse(bytes)
                if !message.subject.isEmpty || !message.text.isEmpty { withContent += 1 }
                if !message.text.isEmpty { withText += 1 }
                if message.date != nil { withDate += 1 }
            } catch {
                let isEmpty = bytes.allSatisfy { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }
                #expect(isEmpty && error.code == .empty, "\(file.lastPathComponent): \(error)")
            }
        }
        let total = Double(files.count)
        #expect(Double(withContent) / total > 0.95)
        #expect(Double(withText) / total > 0.95)
        #expect(Double(withDate) / total > 0.95)
    }

    @Test("a JSON-wrapped corpus record is not mistaken for mail", .enabled(if: corpusExists, "no corpus"))
    func jsonRecord() throws {
        let sample = Self.corpus.appendingPathComponent("spamassassin/spam/spam-2_00265.eml")
        guard let data = FileManager.default.contents(atPath: sample.path), data.first == UInt8(ascii: "{") else { return }
        #expect(throws: MessageParseError.self) { try MIMEParser().parse([UInt8](data)) }
    }
}
