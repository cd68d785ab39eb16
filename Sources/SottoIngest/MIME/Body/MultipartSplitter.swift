#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// The offsets of every line in the input that starts with `--`: the only places a
/// boundary delimiter can be. Built once per message with `memmem`, so a multipart nested
/// many levels deep does not rescan its body (or a large attachment) at each level.
struct DelimiterLineIndex {
    let lineStarts: [Int]

    init(_ bytes: ByteView) {
        var starts: [Int] = []
        if bytes.count >= 2, bytes[0] == 0x2D, bytes[1] == 0x2D { starts.append(0) }
        var from = 0
        let needle: [UInt8] = [MIMEBytes.lf, 0x2D, 0x2D]
        while let hit = MIMEBytes.firstIndex(of: needle, in: bytes, range: from..<bytes.count) {
            starts.append(hit + 1)
            from = hit + 1
        }
        lineStarts = starts
    }

    /// The position in `lineStarts` of the first line starting at or after `offset`.
    func firstPosition(atOrAfter offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count
        while low < high {
            let middle = (low + high) / 2
            if lineStarts[middle] < offset { low = middle + 1 } else { high = middle }
        }
        return low
    }
}

/// Splits a multipart body at its boundary delimiters (RFC 2046 §5.1.1). The preamble and
/// epilogue are ignored; a missing close delimiter ends the last part at the end of the body.
enum MultipartSplitter {
    struct Result {
        /// The byte ranges of the parts (headers and body), in order.
        var parts: [Range<Int>] = []
        /// True when the close delimiter (`--boundary--`) was found.
        var isClosed = false
        /// True when parts beyond `maxParts` were not returned.
        var hitPartLimit = false
    }

    static func split(
        _ bytes: ByteView, body: Range<Int>, boundary: [UInt8], index: DelimiterLineIndex, maxParts: Int
    ) -> Result {
        var result = Result()
        guard !boundary.isEmpty else { return result }
        var partStart: Int?
        var position = index.firstPosition(atOrAfter: body.lowerBound)
        while position < index.lineStarts.count, index.lineStarts[position] < body.upperBound {
            let lineStart = index.lineStarts[position]
            position += 1
            guard let delimiter = match(bytes, lineStart: lineStart, limit: body.upperBound, boundary: boundary)
            else { continue }
            if let start = partStart {
                if result.parts.count >= maxParts {
                    result.hitPartLimit = true
                    return result
                }
                result.parts.append(start..<partEnd(bytes, delimiterLine: lineStart, partStart: start))
            }
            if delimiter.isClose {
                result.isClosed = true
                return result
            }
            partStart = delimiter.nextLine
        }
        if let start = partStart {
            if result.parts.count >= maxParts {
                result.hitPartLimit = true
            } else {
                result.parts.append(start..<max(start, body.upperBound))
            }
        }
        return result
    }

    /// When the declared boundary matches nothing: the first `--token` line of the body, as
    /// a guess at the boundary that was really used (e.g. declared `=Multipart Boundary 1`,
    /// used `= Multipart Boundary 1`).
    static func guessBoundary(_ bytes: ByteView, body: Range<Int>, index: DelimiterLineIndex) -> [UInt8]? {
        let position = index.firstPosition(atOrAfter: body.lowerBound)
        guard position < index.lineStarts.count, index.lineStarts[position] < body.upperBound else { return nil }
        let lineStart = index.lineStarts[position]
        let (contentEnd, _) = MIMEBytes.line(in: bytes, from: lineStart, limit: body.upperBound)
        let token = MIMEBytes.trimmed(bytes, (lineStart + 2)..<max(lineStart + 2, contentEnd))
        // Boundaries may contain spaces (RFC 2046 `bchars`), just not at the end.
        guard !token.isEmpty, token.count <= 200 else { return nil }
        return Array(bytes[token])
    }

    private struct Delimiter {
        var isClose: Bool
        var nextLine: Int
    }

    /// A delimiter line is `--boundary` followed by `--` (close) or only whitespace.
    private static func match(_ bytes: ByteView, lineStart: Int, limit: Int, boundary: [UInt8]) -> Delimiter? {
        let boundaryStart = lineStart + 2
        let boundaryEnd = boundaryStart + boundary.count
        guard boundaryEnd <= limit, let base = bytes.baseAddress else { return nil }
        let equal = boundary.withUnsafeBytes { expected in
            guard let expectedBase = expected.baseAddress else { return false }
            return memcmp(base + boundaryStart, expectedBase, boundary.count) == 0
        }
        guard equal else { return nil }
        let (contentEnd, nextLine) = MIMEBytes.line(in: bytes, from: boundaryEnd, limit: limit)
        if boundaryEnd + 1 < limit, bytes[boundaryEnd] == 0x2D, bytes[boundaryEnd + 1] == 0x2D {
            return Delimiter(isClose: true, nextLine: nextLine)
        }
        for offset in boundaryEnd..<contentEnd where !MIMEBytes.isWhitespace(bytes[offset]) { return nil }
        return Delimiter(isClose: false, nextLine: nextLine)
    }

    /// The CRLF or LF before a delimiter line belongs to the delimiter, not to the part.
    private static func partEnd(_ bytes: ByteView, delimiterLine: Int, partStart: Int) -> Int {
        var end = delimiterLine
        if end > partStart, bytes[end - 1] == MIMEBytes.lf { end -= 1 }
        if end > partStart, bytes[end - 1] == MIMEBytes.cr { end -= 1 }
        return max(partStart, end)
    }
}
