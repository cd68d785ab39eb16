/// One header field located in the input: offsets only, nothing copied yet.
struct RawHeaderField {
    /// The field name, without trailing whitespace before the colon.
    var name: Range<Int>
    /// From just after the colon to the end of the last continuation line (line break excluded).
    var value: Range<Int>
    /// True when the value spans several lines (so CR/LF must be removed to unfold it).
    var isFolded: Bool
}

/// The header section of a message or body part.
struct HeaderSection {
    var fields: [RawHeaderField] = []
    /// Where the body starts: after the blank line, or where the header section stopped.
    var bodyStart: Int
    /// Lines that were neither a field nor a continuation and were skipped.
    var skippedLines = 0
    /// True when the body began without the blank line that should separate it.
    var missingSeparator = false
    /// True when fields beyond the configured limit were dropped.
    var droppedFields = false
}

/// Splits an RFC 5322 header section into fields (CRLF or LF line ends, folding, obsolete
/// whitespace before the colon, 8-bit bytes), tolerating lines that are not fields.
enum HeaderScanner {
    enum Mode {
        /// A whole message: a stray line is skipped when a field or the blank line follows it,
        /// otherwise it is taken as the start of a body that lacks its blank line.
        case message
        /// A MIME body part: the first line that is not a field starts the body.
        case part
    }

    static func scan(_ bytes: ByteView, range: Range<Int>, mode: Mode, maxFields: Int) -> HeaderSection {
        var section = HeaderSection(bodyStart: range.upperBound)
        let end = range.upperBound
        var position = range.lowerBound
        var droppingContinuations = false
        while position < end {
            let (contentEnd, next) = MIMEBytes.line(in: bytes, from: position, limit: end)
            if contentEnd == position {
                section.bodyStart = next
                return section
            }
            let first = bytes[position]
            if first == MIMEBytes.space || first == MIMEBytes.tab {
                if droppingContinuations {
                    // Continuation of a field beyond the limit: dropped with it.
                } else if !section.fields.isEmpty {
                    section.fields[section.fields.count - 1].value = section.fields[section.fields.count - 1]
                        .value.lowerBound..<contentEnd
                    section.fields[section.fields.count - 1].isFolded = true
                } else if mode == .part {
                    section.missingSeparator = true
                    section.bodyStart = position
                    return section
                } else {
                    section.skippedLines += 1
                }
                position = next
                continue
            }
            if let field = field(in: bytes, lineStart: position, contentEnd: contentEnd) {
                if section.fields.count < maxFields {
                    section.fields.append(field)
                    droppingContinuations = false
                } else {
                    section.droppedFields = true
                    droppingContinuations = true
                }
                position = next
                continue
            }
            if mode == .message, next >= end || continuesHeaders(bytes, at: next, limit: end) {
                section.skippedLines += 1
                position = next
                continue
            }
            section.missingSeparator = true
            section.bodyStart = position
            return section
        }
        section.bodyStart = end
        return section
    }

    /// The field on this line if it reads `name:` (any printable ASCII but the colon,
    /// optionally followed by spaces before the colon, as obsolete syntax allows).
    static func field(in bytes: ByteView, lineStart: Int, contentEnd: Int) -> RawHeaderField? {
        var index = lineStart
        while index < contentEnd {
            let byte = bytes[index]
            if byte == MIMEBytes.colon || byte <= MIMEBytes.space || byte >= 0x7F { break }
            index += 1
        }
        let nameEnd = index
        guard nameEnd > lineStart else { return nil }
        while index < contentEnd, bytes[index] == MIMEBytes.space || bytes[index] == MIMEBytes.tab { index += 1 }
        guard index < contentEnd, bytes[index] == MIMEBytes.colon else { return nil }
        return RawHeaderField(name: lineStart..<nameEnd, value: (index + 1)..<contentEnd, isFolded: false)
    }

    /// True when this field name looks like one a mail program wrote: a letter or digit, then
    /// letters, digits, `-`, `_` or `.` (stricter than the RFC; used to tell mail from garbage).
    static func hasPlausibleName(_ bytes: ByteView, _ field: RawHeaderField) -> Bool {
        guard !field.name.isEmpty else { return false }
        let first = bytes[field.name.lowerBound]
        guard MIMEBytes.isLetter(first) || MIMEBytes.isDigit(first) else { return false }
        for index in field.name {
            let byte = bytes[index]
            guard MIMEBytes.isLetter(byte) || MIMEBytes.isDigit(byte) || byte == 0x2D || byte == 0x5F || byte == 0x2E
            else { return false }
        }
        return true
    }

    /// True when the line at `start` is blank, a continuation or a field.
    private static func continuesHeaders(_ bytes: ByteView, at start: Int, limit: Int) -> Bool {
        let (contentEnd, _) = MIMEBytes.line(in: bytes, from: start, limit: limit)
        if contentEnd == start { return true }
        let first = bytes[start]
        if first == MIMEBytes.space || first == MIMEBytes.tab { return true }
        return field(in: bytes, lineStart: start, contentEnd: contentEnd) != nil
    }
}
