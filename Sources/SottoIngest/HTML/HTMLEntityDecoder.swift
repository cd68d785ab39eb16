/// Decodes one HTML character reference (`&amp;`, `&#233;`, `&#xE9;`), forgivingly:
/// missing semicolons are accepted where browsers accept them, numeric references outside
/// Unicode become U+FFFD, and 0x80–0x9F map through windows-1252 as the HTML spec says.
enum HTMLEntityDecoder {
    struct Reference {
        var scalar: UInt32
        /// The index just after the reference.
        var end: Int
    }

    /// The reference starting at `bytes[start]` (an `&`), or nil when the `&` is literal.
    /// In attribute values a name without `;` followed by a letter, digit or `=` stays
    /// literal, so URLs like `?a=1&copy=2` survive.
    static func decode(_ bytes: ByteView, at start: Int, limit: Int, inAttribute: Bool) -> Reference? {
        var index = start + 1
        guard index < limit else { return nil }
        if bytes[index] == 0x23 {
            return numeric(bytes, from: index + 1, limit: limit)
        }
        let nameStart = index
        let scanLimit = min(limit, nameStart + 32)
        while index < scanLimit, isAlphanumeric(bytes[index]) { index += 1 }
        let nameEnd = index
        guard nameEnd > nameStart else { return nil }
        if nameEnd < limit, bytes[nameEnd] == 0x3B, nameEnd - nameStart <= HTMLEntities.longestName,
           let value = HTMLEntities.named[name(bytes, nameStart..<nameEnd)] {
            return Reference(scalar: value, end: nameEnd + 1)
        }
        // Without a semicolon: the longest legacy name that prefixes the run.
        var length = min(nameEnd - nameStart, HTMLEntities.longestName)
        while length >= 2 {
            let candidate = name(bytes, nameStart..<(nameStart + length))
            if HTMLEntities.legacyWithoutSemicolon.contains(candidate), let value = HTMLEntities.named[candidate] {
                let end = nameStart + length
                if inAttribute, end < limit, isAlphanumeric(bytes[end]) || bytes[end] == 0x3D { return nil }
                return Reference(scalar: value, end: end)
            }
            length -= 1
        }
        return nil
    }

    private static func numeric(_ bytes: ByteView, from start: Int, limit: Int) -> Reference? {
        var index = start
        var isHex = false
        if index < limit, bytes[index] | 0x20 == 0x78 {
            isHex = true
            index += 1
        }
        let digitsStart = index
        var value: UInt32 = 0
        var overflow = false
        while index < limit {
            let digit: UInt8?
            if isHex { digit = MIMEBytes.hexValue(bytes[index]) } else {
                digit = MIMEBytes.isDigit(bytes[index]) ? bytes[index] - 0x30 : nil
            }
            guard let digit else { break }
            if value > 0x10FFFF { overflow = true } else { value = value * (isHex ? 16 : 10) + UInt32(digit) }
            index += 1
        }
        guard index > digitsStart else { return nil }
        if index < limit, bytes[index] == 0x3B { index += 1 }
        return Reference(scalar: overflow ? 0xFFFD : sanitized(value), end: index)
    }

    private static func sanitized(_ value: UInt32) -> UInt32 {
        switch value {
        case 0, 0xD800...0xDFFF, 0x110000...: return 0xFFFD
        case 0x80...0x9F: return UInt32(SingleByteDecoding.windows1252C1[Int(value) - 0x80])
        default: return value
        }
    }

    @inline(__always)
    private static func isAlphanumeric(_ byte: UInt8) -> Bool {
        MIMEBytes.isLetter(byte) || MIMEBytes.isDigit(byte)
    }

    private static func name(_ bytes: ByteView, _ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }
}
