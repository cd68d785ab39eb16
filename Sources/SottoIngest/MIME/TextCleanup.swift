/// Small text fix-ups applied to decoded header and body text.
enum TextCleanup {
    /// `text` without leading and trailing whitespace (Unicode whitespace, incl. NBSP).
    static func trimmingWhitespace(_ text: Substring) -> Substring {
        // Fast path: ASCII non-space at both ends means nothing to trim.
        if let first = text.utf8.first, let last = text.utf8.last, first > 0x20, first < 0x80, last > 0x20, last < 0x80 {
            return text
        }
        var lower = text.unicodeScalars.startIndex
        var upper = text.unicodeScalars.endIndex
        let scalars = text.unicodeScalars
        while lower < upper, scalars[lower].properties.isWhitespace { lower = scalars.index(after: lower) }
        while upper > lower {
            let before = scalars.index(before: upper)
            guard scalars[before].properties.isWhitespace else { break }
            upper = before
        }
        return Substring(scalars[lower..<upper])
    }

    /// `text` without leading and trailing whitespace.
    static func trimmingWhitespace(_ text: String) -> String {
        let trimmed = trimmingWhitespace(Substring(text))
        return trimmed.utf8.count == text.utf8.count ? text : String(trimmed)
    }
}

extension TextCleanup {
    /// CRLF and lone CR turned into LF (a no-op without any CR).
    static func normalizingLineEndings(_ text: String) -> String {
        var text = text
        let normalized: [UInt8]? = text.withUTF8 { utf8 in
            guard MIMEBytes.firstIndex(of: MIMEBytes.cr, in: utf8, range: 0..<utf8.count) != nil else { return nil }
            var output: [UInt8] = []
            output.reserveCapacity(utf8.count)
            var index = 0
            while index < utf8.count {
                let byte = utf8[index]
                if byte == MIMEBytes.cr {
                    output.append(MIMEBytes.lf)
                    if index + 1 < utf8.count, utf8[index + 1] == MIMEBytes.lf { index += 1 }
                } else {
                    output.append(byte)
                }
                index += 1
            }
            return output
        }
        guard let normalized else { return text }
        return String(decoding: normalized, as: UTF8.self)
    }
}
