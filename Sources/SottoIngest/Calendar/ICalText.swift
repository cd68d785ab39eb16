/// Text value handling (RFC 5545 §3.3.11): escapes and comma-separated lists.
enum ICalText {
    /// Resolves `\n`, `\N`, `\,`, `\;`, `\\` (and keeps any other escaped character as itself).
    static func unescape(_ value: String) -> String {
        guard value.utf8.contains(UInt8(ascii: "\\")) else { return value }
        var out: [UInt8] = []
        out.reserveCapacity(value.utf8.count)
        var escaped = false
        for byte in value.utf8 {
            if escaped {
                switch byte {
                case UInt8(ascii: "n"), UInt8(ascii: "N"): out.append(0x0A)
                default: out.append(byte)
                }
                escaped = false
            } else if byte == UInt8(ascii: "\\") {
                escaped = true
            } else {
                out.append(byte)
            }
        }
        if escaped { out.append(UInt8(ascii: "\\")) }
        return String(decoding: out, as: UTF8.self)
    }

    /// Splits a list value on commas that are not escaped, then unescapes each item.
    static func splitList(_ value: String) -> [String] {
        var items: [String] = []
        var current: [UInt8] = []
        var escaped = false
        for byte in value.utf8 {
            if escaped {
                current.append(byte)
                escaped = false
            } else if byte == UInt8(ascii: "\\") {
                current.append(byte)
                escaped = true
            } else if byte == UInt8(ascii: ",") {
                items.append(unescape(String(decoding: current, as: UTF8.self)))
                current.removeAll(keepingCapacity: true)
            } else {
                current.append(byte)
            }
        }
        items.append(unescape(String(decoding: current, as: UTF8.self)))
        return items
    }

    /// Splits a plain (unescaped) comma list such as `EXDATE` values, dropping blanks.
    static func splitPlain(_ value: String) -> [Substring] {
        value.split(separator: ",").map { $0.trimmingBlanks() }.filter { !$0.isEmpty }
    }
}

extension Substring {
    /// The substring without leading and trailing spaces and tabs.
    func trimmingBlanks() -> Substring {
        var result = self
        while let first = result.first, first == " " || first == "\t" { result = result.dropFirst() }
        while let last = result.last, last == " " || last == "\t" { result = result.dropLast() }
        return result
    }
}
