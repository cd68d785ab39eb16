import Foundation

/// Every line of human output: shadows `Swift.print` inside the CLI, so no command can print
/// text from a message without ``TerminalText/sanitized(_:)`` (escape sequences in a hostile
/// subject or body never reach the terminal).
func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    let text = items.map { String(describing: $0) }.joined(separator: separator)
    Swift.print(TerminalText.sanitized(text), terminator: terminator)
}

/// Printing helpers shared by the commands: JSON or human text on stdout.
enum Output {
    static func json(_ value: some Encodable) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        // JSON escapes control characters itself; the text is not touched.
        Swift.print(String(decoding: try encoder.encode(value), as: UTF8.self))
    }

    /// Writes out what was printed so far (stdout is block-buffered when it is not a terminal).
    /// Prints a line whose outside text the caller sanitized piece by piece, so that the CLI's
    /// own styling (bold search highlights on a terminal) stays.
    static func printStyled(_ line: String) {
        Swift.print(line)
    }

    static func flush() {
        fflush(nil)
    }

    /// Prints a report built by hand as dictionaries and arrays (the benchmarks), keys sorted.
    static func jsonObject(_ object: Any) throws {
        let data = try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
        Swift.print(String(decoding: data, as: UTF8.self))
    }

    static let dateFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        return formatter
    }()

    static func date(_ date: Date?) -> String {
        date.map { dateFormatter.string(from: $0) } ?? "(no date)       "
    }

    static let dayFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter
    }()

    /// The day of an all-day event.
    static func day(_ date: Date) -> String { dayFormatter.string(from: date) }

    /// Pads or truncates to `width` characters.
    static func column(_ text: String, _ width: Int) -> String {
        truncated(text, width).padding(toLength: width, withPad: " ", startingAt: 0)
    }

    /// One line of at most `width` characters: newlines become spaces, a longer text ends in "…".
    static func truncated(_ text: String, _ width: Int) -> String {
        let flat = text.replacingOccurrences(of: "\n", with: " ")
        if flat.count > width { return String(flat.prefix(width - 1)) + "…" }
        return flat
    }

    static func bytes(_ count: Int64) -> String {
        ByteCountFormatter.string(fromByteCount: count, countStyle: .file)
    }
}
