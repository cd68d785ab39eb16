/// Accumulates the text rendering of an HTML document as UTF-8: collapses whitespace
/// (except inside `<pre>`), turns block boundaries into at most one blank line, decodes
/// character references, and drops invisible padding characters newsletters use
/// (zero-width space/non-joiner, soft hyphen, BOM, combining grapheme joiner).
struct HTMLTextWriter {
    private(set) var output: [UInt8] = []
    private var pendingSpace = false
    private var pendingNewlines = 0
    var preformattedDepth = 0
    let maxBytes: Int

    init(maxBytes: Int, expectedBytes: Int) {
        self.maxBytes = maxBytes
        output.reserveCapacity(min(maxBytes, expectedBytes))
    }

    var isFull: Bool { output.count >= maxBytes }

    /// Appends a run of document text (character references still encoded).
    mutating func appendText(_ bytes: ByteView, _ range: Range<Int>) {
        var index = range.lowerBound
        let end = range.upperBound
        while index < end {
            if isFull { return }
            let byte = bytes[index]
            if byte == 0x26,
               let reference = HTMLEntityDecoder.decode(bytes, at: index, limit: end, inAttribute: false) {
                appendScalar(reference.scalar)
                index = reference.end
                continue
            }
            if byte < 0x80 {
                if byte <= MIMEBytes.space, MIMEBytes.isWhitespace(byte) {
                    whitespace(byte)
                    index += 1
                    continue
                }
                // A run of plain ASCII is copied in one go.
                var runEnd = index + 1
                while runEnd < end {
                    let next = bytes[runEnd]
                    if next >= 0x80 || next <= MIMEBytes.space || next == 0x26 { break }
                    runEnd += 1
                }
                flushPending()
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index..<runEnd]))
                index = runEnd
                continue
            }
            // Multibyte UTF-8: check for the invisible or space-like characters.
            let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
            let sequenceEnd = min(end, index + length)
            if length > 1, sequenceEnd == index + length, let scalar = Self.scalar(bytes, index, length),
               Self.isInvisible(scalar) || scalar == 0xA0 {
                if scalar == 0xA0 { whitespace(MIMEBytes.space) }
            } else {
                flushPending()
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index..<sequenceEnd]))
            }
            index = sequenceEnd
        }
    }

    /// Appends literal text (bullets, link targets) as visible characters.
    mutating func appendLiteral(_ text: String) {
        guard !isFull, !text.isEmpty else { return }
        flushPending()
        output.append(contentsOf: text.utf8)
    }

    /// Appends `text` right after the last visible character, leaving pending whitespace
    /// for whatever comes next (a link target after its link text).
    mutating func appendAfterLastText(_ text: String) {
        guard !isFull, !output.isEmpty else { return }
        output.append(contentsOf: text.utf8)
    }

    /// Asks for a space before the next visible character.
    mutating func requestSpace() { pendingSpace = true }

    /// Asks for `count` line breaks (1 = new line, 2 = blank line) before the next text.
    mutating func requestBreak(_ count: Int) {
        pendingNewlines = max(pendingNewlines, count)
    }

    /// `<br>`: one more line break, at most a blank line in a row.
    mutating func lineBreak() {
        pendingNewlines = min(2, pendingNewlines + 1)
    }

    /// The offset where the next visible character will be written.
    var position: Int { output.count }

    private mutating func appendScalar(_ scalar: UInt32) {
        if scalar < 0x80, MIMEBytes.isWhitespace(UInt8(scalar)) {
            whitespace(UInt8(scalar))
        } else if scalar == 0xA0 {
            whitespace(MIMEBytes.space)
        } else if !Self.isInvisible(scalar) {
            flushPending()
            UTF8Encoding.append(scalar, to: &output)
        }
    }

    private mutating func whitespace(_ byte: UInt8) {
        guard preformattedDepth > 0 else {
            pendingSpace = true
            return
        }
        if byte == MIMEBytes.lf {
            pendingNewlines = 0
            pendingSpace = false
            output.append(MIMEBytes.lf)
        } else if byte != MIMEBytes.cr {
            flushPending()
            output.append(byte == MIMEBytes.tab ? MIMEBytes.tab : MIMEBytes.space)
        }
    }

    @inline(__always)
    private mutating func flushPending() {
        if pendingNewlines > 0 || pendingSpace { writePending() }
    }

    private mutating func writePending() {
        if pendingNewlines > 0 {
            if !output.isEmpty {
                while output.last == MIMEBytes.space { output.removeLast() }
                var existing = 0
                var index = output.count - 1
                while index >= 0, output[index] == MIMEBytes.lf, existing < 2 {
                    existing += 1
                    index -= 1
                }
                for _ in existing..<max(existing, pendingNewlines) { output.append(MIMEBytes.lf) }
            }
            pendingNewlines = 0
            pendingSpace = false
        } else if pendingSpace {
            if let last = output.last, last != MIMEBytes.space, last != MIMEBytes.lf { output.append(MIMEBytes.space) }
            pendingSpace = false
        }
    }

    private static func scalar(_ bytes: ByteView, _ index: Int, _ length: Int) -> UInt32? {
        var value = UInt32(bytes[index]) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
        for offset in 1..<length {
            let continuation = bytes[index + offset]
            guard continuation & 0xC0 == 0x80 else { return nil }
            value = value << 6 | UInt32(continuation & 0x3F)
        }
        return value
    }

    private static func isInvisible(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x00AD, 0x034F, 0x200B, 0x200C, 0x2060, 0xFEFF: return true
        default: return false
        }
    }
}
