import Foundation
import SottoCore
import SottoIngest

/// A temporary folder that tests fill with files; removed by `remove()`.
struct SourceTempFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("sotto-sources-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    var path: String { url.path }

    /// Writes `bytes` at `relativePath`, creating folders on the way; returns the full path.
    @discardableResult
    func write(_ relativePath: String, _ bytes: [UInt8]) throws -> String {
        let file = url.appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: file)
        return file.path
    }

    @discardableResult
    func write(_ relativePath: String, _ text: String) throws -> String {
        try write(relativePath, Array(text.utf8))
    }

    func makeFolder(_ relativePath: String) throws {
        try FileManager.default.createDirectory(
            at: url.appendingPathComponent(relativePath), withIntermediateDirectories: true)
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}

/// Small realistic messages for source tests.
enum SourceFixtures {
    static func message(_ number: Int, lineEnding: String = "\n", body: String? = nil) -> String {
        let lines = [
            "Return-Path: <sender\(number)@example.org>",
            "From: Sender \(number) <sender\(number)@example.org>",
            "To: ana@example.net",
            "Subject: Message number \(number)",
            "Date: Mon, 6 Jan 2025 10:\(String(format: "%02d", number % 60)):00 +0000",
            "Message-ID: <\(number)@example.org>",
            "",
            body ?? "Hello, this is message \(number).",
            "Regards,",
            "Sender \(number)",
        ]
        return lines.joined(separator: lineEnding) + lineEnding
    }

    static func envelope(_ number: Int) -> String {
        "From sender\(number)@example.org Mon Jan  6 10:\(String(format: "%02d", number % 60)):00 2025"
    }

    /// An mboxrd file: envelope, body with `>*From ` lines quoted once more, blank separator.
    static func mboxrd(_ messages: [String], lineEnding: String = "\n") -> String {
        messages.enumerated().map { index, message in
            let escaped = message.components(separatedBy: lineEnding).map { line in
                line.drop { $0 == ">" }.hasPrefix("From ") ? ">" + line : line
            }.joined(separator: lineEnding)
            return envelope(index) + lineEnding + escaped + lineEnding
        }.joined()
    }
}

extension SourceItem {
    /// The provenance of any outcome.
    var provenanceForTests: Provenance? {
        switch outcome {
        case .message(let raw): return raw.provenance
        case .failed(let provenance, _): return provenance
        case .skipped: return nil
        }
    }

    var skipped: SkippedFile? {
        if case .skipped(let file) = outcome { return file }
        return nil
    }
}

/// Collects every item of an async sequence of source items.
func collectItems<S: AsyncSequence>(_ sequence: S) async throws -> [SourceItem] where S.Element == SourceItem {
    var items: [SourceItem] = []
    for try await item in sequence {
        items.append(item)
    }
    return items
}

extension Array where Element == UInt8 {
    var text: String { String(decoding: self, as: UTF8.self) }
}
