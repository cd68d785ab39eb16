/// Extracts message identifiers from Message-ID, In-Reply-To and References values.
enum MessageIDParser {
    /// Every `<id>` in order, brackets stripped and inner whitespace removed. When the value
    /// has no brackets at all, each whitespace- or comma-separated word containing `@` is
    /// taken instead (some programs omit the brackets). Comments are skipped.
    static func identifiers(_ input: ByteView) -> [String] {
        var result: [String] = []
        var index = 0
        let count = input.count
        var sawBracket = false
        while index < count {
            let byte = input[index]
            if byte == 0x28 {
                index = MIMEBytes.endOfComment(input, openingAt: index)
                continue
            }
            if byte == 0x22 {
                // A quoted phrase (e.g. `"Your message of …"`): skip it.
                var end = index + 1
                while end < count, input[end] != 0x22 { end += input[end] == 0x5C ? 2 : 1 }
                index = end + 1
                continue
            }
            guard byte == 0x3C else {
                index += 1
                continue
            }
            sawBracket = true
            let close = MIMEBytes.firstIndex(of: 0x3E, in: input, range: (index + 1)..<count) ?? count
            appendIdentifier(input, (index + 1)..<close, to: &result)
            index = close + 1
        }
        if !sawBracket {
            var start = 0
            for position in 0...count {
                let isSeparator = position == count || MIMEBytes.isWhitespace(input[position]) || input[position] == 0x2C
                guard isSeparator else { continue }
                let word = start..<position
                if word.contains(where: { input[$0] == 0x40 }) { appendIdentifier(input, word, to: &result) }
                start = position + 1
            }
        }
        return result
    }

    /// The first identifier, or the whole trimmed value when it is one word without `<>` or `@`.
    static func firstIdentifier(_ input: ByteView) -> String? {
        if let first = identifiers(input).first { return first }
        let trimmed = MIMEBytes.trimmed(input, 0..<input.count)
        guard !trimmed.isEmpty, !trimmed.contains(where: { MIMEBytes.isWhitespace(input[$0]) }) else { return nil }
        return SingleByteDecoding.utf8OrWindows1252(UnsafeBufferPointer(rebasing: input[trimmed]))
    }

    private static func appendIdentifier(_ input: ByteView, _ range: Range<Int>, to result: inout [String]) {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(range.count)
        for index in range where !MIMEBytes.isWhitespace(input[index]) { bytes.append(input[index]) }
        guard !bytes.isEmpty else { return }
        result.append(bytes.withUnsafeBufferPointer { SingleByteDecoding.utf8OrWindows1252($0) })
    }
}
