#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// The parser reads its input through one unsafe view that lives for the duration of a
/// `withUnsafeBufferPointer` call in `MIMEParser.parse`; nothing here keeps it longer.
typealias ByteView = UnsafeBufferPointer<UInt8>

/// Byte-level helpers shared by the MIME parser: fast searches (`memchr`/`memmem`), line
/// splitting and ASCII classification. Everything works on offsets into one `ByteView`.
enum MIMEBytes {
    /// The index just past the `)` that closes the RFC 5322 comment opening at `start` (a `(`),
    /// honouring nesting and backslash quoting; the end of the input when it is unclosed.
    static func endOfComment(_ input: ByteView, openingAt start: Int) -> Int {
        var depth = 0
        var index = start
        while index < input.count {
            switch input[index] {
            case 0x5C: index += 1
            case 0x28: depth += 1
            case 0x29:
                depth -= 1
                if depth == 0 { return index + 1 }
            default: break
            }
            index += 1
        }
        return input.count
    }

    static let tab: UInt8 = 0x09
    static let lf: UInt8 = 0x0A
    static let cr: UInt8 = 0x0D
    static let space: UInt8 = 0x20
    static let colon: UInt8 = 0x3A

    /// The offset of the first `byte` in `bytes[range]`, or nil.
    static func firstIndex(of byte: UInt8, in bytes: ByteView, range: Range<Int>) -> Int? {
        guard !range.isEmpty, let base = bytes.baseAddress else { return nil }
        guard let found = memchr(base + range.lowerBound, Int32(byte), range.count) else { return nil }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }

    /// The offset of the first occurrence of `needle` in `bytes[range]`, or nil.
    /// `memchr` finds candidates for the first byte and `memcmp` checks the rest; needles are
    /// short (delimiters, `=?`, `-->`), so this stays linear in practice.
    static func firstIndex(of needle: [UInt8], in bytes: ByteView, range: Range<Int>) -> Int? {
        guard let first = needle.first, range.count >= needle.count, let base = bytes.baseAddress else { return nil }
        let lastStart = range.upperBound - needle.count
        var from = range.lowerBound
        return needle.withUnsafeBytes { needleBytes -> Int? in
            guard let needleBase = needleBytes.baseAddress else { return nil }
            while from <= lastStart {
                guard let candidate = firstIndex(of: first, in: bytes, range: from..<(lastStart + 1)) else { return nil }
                if memcmp(base + candidate, needleBase, needle.count) == 0 { return candidate }
                from = candidate + 1
            }
            return nil
        }
    }

    /// One line starting at `start`: where its content ends (before CR LF or LF) and where
    /// the next line starts. A line without a terminator ends at `limit`.
    @inline(__always)
    static func line(in bytes: ByteView, from start: Int, limit: Int) -> (contentEnd: Int, next: Int) {
        guard let newline = firstIndex(of: lf, in: bytes, range: start..<limit) else {
            var end = limit
            if end > start, bytes[end - 1] == cr { end -= 1 }
            return (end, limit)
        }
        var end = newline
        if end > start, bytes[end - 1] == cr { end -= 1 }
        return (end, newline + 1)
    }

    @inline(__always)
    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == space || byte == tab || byte == lf || byte == cr || byte == 0x0C || byte == 0x0B
    }

    @inline(__always)
    static func lowercased(_ byte: UInt8) -> UInt8 {
        (byte >= 0x41 && byte <= 0x5A) ? byte | 0x20 : byte
    }

    @inline(__always)
    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    @inline(__always)
    static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }

    /// The value of a hexadecimal digit, or nil.
    @inline(__always)
    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 0x30...0x39: return byte - 0x30
        case 0x41...0x46: return byte - 0x41 + 10
        case 0x61...0x66: return byte - 0x61 + 10
        default: return nil
        }
    }

    /// True when `bytes[range]` equals `lowercaseASCII`, ignoring ASCII case.
    static func equalsIgnoringCase(_ bytes: ByteView, _ range: Range<Int>, _ lowercaseASCII: [UInt8]) -> Bool {
        guard range.count == lowercaseASCII.count else { return false }
        var index = range.lowerBound
        for expected in lowercaseASCII {
            if lowercased(bytes[index]) != expected { return false }
            index += 1
        }
        return true
    }

    /// True when `bytes[start...]` begins with `lowercaseASCII`, ignoring ASCII case.
    static func hasPrefixIgnoringCase(_ bytes: ByteView, at start: Int, limit: Int, _ lowercaseASCII: [UInt8]) -> Bool {
        guard limit - start >= lowercaseASCII.count else { return false }
        return equalsIgnoringCase(bytes, start..<(start + lowercaseASCII.count), lowercaseASCII)
    }

    /// `range` without leading and trailing whitespace.
    static func trimmed(_ bytes: ByteView, _ range: Range<Int>) -> Range<Int> {
        var lower = range.lowerBound
        var upper = range.upperBound
        while lower < upper, isWhitespace(bytes[lower]) { lower += 1 }
        while upper > lower, isWhitespace(bytes[upper - 1]) { upper -= 1 }
        return lower..<upper
    }

    /// True when every byte is below 0x80.
    static func isASCII(_ bytes: ByteView) -> Bool {
        var combined: UInt8 = 0
        for byte in bytes { combined |= byte }
        return combined < 0x80
    }

    /// A lowercased ASCII string of `bytes[range]` (8-bit bytes read as Latin-1).
    static func lowercasedString(_ bytes: ByteView, _ range: Range<Int>) -> String {
        var copy = [UInt8]()
        copy.reserveCapacity(range.count)
        for index in range { copy.append(lowercased(bytes[index])) }
        return copy.withUnsafeBufferPointer { SingleByteDecoding.latin1($0) }
    }

    /// `a * b`, or `Int.max` when that overflows.
    static func saturatingProduct(_ a: Int, _ b: Int) -> Int {
        let (product, overflow) = a.multipliedReportingOverflow(by: b)
        return overflow ? Int.max : product
    }
}
