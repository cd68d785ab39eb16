/// Finds `<meta charset=…>` or `<meta http-equiv … content="…; charset=…">` near the start
/// of an HTML part that arrived without a charset parameter.
enum HTMLCharsetSniffer {
    /// The charset named in the first 4 KB, or nil.
    static func declaredCharset(_ bytes: ByteView) -> String? {
        let window = 0..<min(bytes.count, 4096)
        let needle = Array("charset".utf8)
        var from = window.lowerBound
        while from < window.upperBound {
            guard let hit = firstIndexIgnoringCase(needle, in: bytes, range: from..<window.upperBound) else { return nil }
            var index = hit + needle.count
            while index < window.upperBound, MIMEBytes.isWhitespace(bytes[index]) { index += 1 }
            guard index < window.upperBound, bytes[index] == 0x3D else {
                from = hit + 1
                continue
            }
            index += 1
            while index < window.upperBound, MIMEBytes.isWhitespace(bytes[index]) || bytes[index] == 0x22
                    || bytes[index] == 0x27 { index += 1 }
            let start = index
            while index < window.upperBound, isCharsetNameByte(bytes[index]) { index += 1 }
            guard index > start else { return nil }
            return SingleByteDecoding.latin1(UnsafeBufferPointer(rebasing: bytes[start..<index]))
        }
        return nil
    }

    private static func isCharsetNameByte(_ byte: UInt8) -> Bool {
        MIMEBytes.isLetter(byte) || MIMEBytes.isDigit(byte) || byte == 0x2D || byte == 0x5F || byte == 0x3A
            || byte == 0x2E
    }

    private static func firstIndexIgnoringCase(_ needle: [UInt8], in bytes: ByteView, range: Range<Int>) -> Int? {
        guard range.count >= needle.count else { return nil }
        for start in range.lowerBound...(range.upperBound - needle.count)
            where MIMEBytes.lowercased(bytes[start]) == needle[0]
            && MIMEBytes.hasPrefixIgnoringCase(bytes, at: start, limit: range.upperBound, needle) {
            return start
        }
        return nil
    }
}
