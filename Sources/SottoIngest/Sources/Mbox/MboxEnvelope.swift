/// Recognizes mbox envelope lines (`From sender date`), the separators between messages.
///
/// Real mbox files break the rule that a separator follows a blank line, and mboxo writers
/// leave body lines starting with `From ` unescaped. A line therefore counts as a separator
/// when it *looks like* an envelope: `From `, a non-space sender token, spaces, then a date
/// that starts with a weekday, a month or a digit and contains a time (`12:34`) or a
/// four-digit year. That accepts what mail tools write —
/// `From alice@example.org Sat Jan  3 01:05:34 1996`, `From - Sat Jan 3 01:05:34 1996`,
/// `From 1234@xxx Thu Jan 16 12:00:00 +0000 2020` — and rejects prose like
/// `From the desk of Ana` or `From me to you on Jan 5`. Extra tokens between sender and
/// date are tolerated only before a full `Weekday Month … hh:mm` date.
public enum MboxEnvelope {
    /// The bytes `From `.
    static let prefix: [UInt8] = Array("From ".utf8)

    private static let dateWords: [[UInt8]] = [
        "Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun",
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ].map { Array($0.utf8) }

    /// True when `line` (with or without its line ending) looks like an mbox envelope line.
    public static func looksLikeEnvelope(_ line: some Collection<UInt8>) -> Bool {
        let bytes = Array(trimmingLineEnding(Array(line)))
        guard bytes.starts(with: prefix) else { return false }
        var index = prefix.count
        index = skipSpaces(bytes, from: index)
        let senderStart = index
        while index < bytes.count, !isSpace(bytes[index]) { index += 1 }
        guard index > senderStart, index < bytes.count else { return false }
        index = skipSpaces(bytes, from: index)
        guard index < bytes.count else { return false }
        let date = bytes[index...]
        if startsLikeDate(date) {
            return containsTime(date) || containsYear(date)
        }
        // Some MTAs put more tokens before the date (`From x@[10.0.0.1] [pi]  Sun Aug  5 …`):
        // accept those only with a full `Weekday Month` pair and a time.
        return containsWeekdayAndMonth(date) && containsTime(date)
    }

    /// `line` without a trailing `\n` or `\r\n`.
    static func trimmingLineEnding(_ line: [UInt8]) -> ArraySlice<UInt8> {
        var slice = line[...]
        if slice.last == UInt8(ascii: "\n") { slice = slice.dropLast() }
        if slice.last == UInt8(ascii: "\r") { slice = slice.dropLast() }
        return slice
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private static func skipSpaces(_ bytes: [UInt8], from start: Int) -> Int {
        var index = start
        while index < bytes.count, isSpace(bytes[index]) { index += 1 }
        return index
    }

    private static func startsLikeDate(_ date: ArraySlice<UInt8>) -> Bool {
        guard let first = date.first else { return false }
        if isDigit(first) { return true }
        return dateWords.contains { date.starts(with: $0) }
    }

    /// A weekday word followed by blank space and a month word, as in `Sun Aug`.
    private static func containsWeekdayAndMonth(_ date: ArraySlice<UInt8>) -> Bool {
        let weekdays = dateWords[0..<7]
        let months = dateWords[7...]
        var index = date.startIndex
        while index < date.endIndex {
            let rest = date[index...]
            if weekdays.contains(where: { rest.starts(with: $0) }) {
                var next = index + 3
                guard next < date.endIndex, isSpace(date[next]) else {
                    index += 1
                    continue
                }
                while next < date.endIndex, isSpace(date[next]) { next += 1 }
                if months.contains(where: { date[next...].starts(with: $0) }) { return true }
            }
            index += 1
        }
        return false
    }

    /// A `d:dd` run, as in `01:05:34`.
    private static func containsTime(_ date: ArraySlice<UInt8>) -> Bool {
        var index = date.startIndex
        while index + 3 < date.endIndex {
            if isDigit(date[index]), date[index + 1] == UInt8(ascii: ":"),
                isDigit(date[index + 2]), isDigit(date[index + 3])
            {
                return true
            }
            index += 1
        }
        return false
    }

    /// Four digits in a row, as in `1996`.
    private static func containsYear(_ date: ArraySlice<UInt8>) -> Bool {
        var run = 0
        for byte in date {
            run = isDigit(byte) ? run + 1 : 0
            if run == 4 { return true }
        }
        return false
    }
}
