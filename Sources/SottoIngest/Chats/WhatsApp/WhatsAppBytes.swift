#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Byte-level helpers for WhatsApp exports: invisible marks, odd spaces and line searches.
///
/// Exports sprinkle U+200E/U+200F (direction marks), U+202A–U+202E and U+2066–U+2069
/// (embeddings, isolates), U+00A0 and U+202F (no-break spaces) and a BOM into headers and
/// names. These helpers recognize them in UTF-8 without decoding.
enum WhatsAppBytes {
    static let newline = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")
    static let space = UInt8(ascii: " ")
    static let colon = UInt8(ascii: ":")

    /// The index of the first `byte` in `buffer[start...]`, or nil (`memchr`, vectorized).
    static func firstIndex(of byte: UInt8, in buffer: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard start < buffer.count, let base = buffer.baseAddress else { return nil }
        guard let found = memchr(base + start, Int32(byte), buffer.count - start) else { return nil }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }

    /// The byte length of an invisible format character (direction mark, embedding, isolate,
    /// BOM) at `index`, or 0.
    @inline(__always)
    static func markLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        guard index + 2 < bytes.count else { return 0 }
        let lead = bytes[index]
        if lead == 0xE2 {
            let second = bytes[index + 1], third = bytes[index + 2]
            if second == 0x80, third == 0x8E || third == 0x8F || (third >= 0xAA && third <= 0xAE) { return 3 }
            if second == 0x81, third >= 0xA6 && third <= 0xA9 { return 3 }
            return 0
        }
        if lead == 0xEF, bytes[index + 1] == 0xBB, bytes[index + 2] == 0xBF { return 3 }
        return 0
    }

    /// The byte length of a space-like character at `index` — space, tab, U+00A0, U+2000–U+200A,
    /// U+202F, U+205F — or of an invisible mark; 0 when the byte starts something else.
    @inline(__always)
    static func blankLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        guard index < bytes.count else { return 0 }
        let lead = bytes[index]
        if lead == space || lead == UInt8(ascii: "\t") { return 1 }
        if lead == 0xC2 { return index + 1 < bytes.count && bytes[index + 1] == 0xA0 ? 2 : 0 }
        if lead == 0xE2, index + 2 < bytes.count {
            let second = bytes[index + 1], third = bytes[index + 2]
            if second == 0x80, third <= 0x8A || third == 0xAF { return 3 }
            if second == 0x81, third == 0x9F { return 3 }
        }
        return markLength(bytes, at: index)
    }

    /// The first index at or after `index` that is not blank (see `blankLength`).
    @inline(__always)
    static func skipBlanks(_ bytes: UnsafeBufferPointer<UInt8>, from index: Int) -> Int {
        var index = index
        while index < bytes.count {
            let length = blankLength(bytes, at: index)
            if length == 0 { break }
            index += length
        }
        return index
    }

    /// The first index at or after `index` that is not an invisible mark.
    @inline(__always)
    static func skipMarks(_ bytes: UnsafeBufferPointer<UInt8>, from index: Int) -> Int {
        var index = index
        while index < bytes.count {
            let length = markLength(bytes, at: index)
            if length == 0 { break }
            index += length
        }
        return index
    }

    /// The end of `bytes[start..<end]` with trailing blanks removed.
    static func trimTrailingBlanks(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, end: Int) -> Int {
        var end = end
        while end > start {
            let last = bytes[end - 1]
            if last == space || last == UInt8(ascii: "\t") || last == newline || last == carriageReturn {
                end -= 1
            } else if end - 2 >= start, bytes[end - 2] == 0xC2, last == 0xA0 {
                end -= 2
            } else if end - 3 >= start, blankLength(bytes, at: end - 3) == 3 {
                end -= 3
            } else {
                break
            }
        }
        return end
    }

    /// `bytes[start..<end]` with marks removed and every space-like character turned into one
    /// plain space (runs collapsed), trimmed — how author names are normalized.
    static func normalizedName(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, end: Int) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(end - start)
        var index = start
        var pendingSpace = false
        while index < end {
            let mark = markLength(bytes, at: index)
            if mark > 0, index + mark <= end { index += mark; continue }
            let blank = blankLength(bytes, at: index)
            if blank > 0, index + blank <= end {
                pendingSpace = !output.isEmpty
                index += blank
                continue
            }
            if pendingSpace { output.append(space); pendingSpace = false }
            output.append(bytes[index])
            index += 1
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// `string` with invisible marks removed and odd spaces made plain, trimmed at both ends.
    static func cleaned(_ string: String) -> String {
        let utf8 = Array(string.utf8)
        return utf8.withUnsafeBufferPointer { buffer in
            normalizedName(buffer, start: 0, end: buffer.count)
        }
    }
}

extension WhatsAppBytes {
    /// `string` without trailing blanks, marks and line breaks.
    static func trimmingTrailing(_ string: String) -> String {
        let utf8 = Array(string.utf8)
        return utf8.withUnsafeBufferPointer { buffer in
            let end = trimTrailingBlanks(buffer, start: 0, end: buffer.count)
            return end == buffer.count ? string : String(decoding: UnsafeBufferPointer(rebasing: buffer[0..<end]), as: UTF8.self)
        }
    }
}
