/// The scanner behind `ContentHeaderValue`.
struct ContentHeaderParser {
    let input: ByteView
    private var index = 0

    init(input: ByteView) { self.input = input }

    /// The value before the first parameter, lowercased, without whitespace or comments.
    mutating func mainValue() -> String {
        skipWhitespaceAndComments()
        var bytes: [UInt8] = []
        while index < input.count {
            let byte = input[index]
            if byte == 0x3B { break }
            if byte == 0x28 {
                skipComment()
                continue
            }
            if MIMEBytes.isWhitespace(byte) {
                // `text / html` is one value; anything else after a space (`text/html
                // charset=x`, a missing semicolon) starts the parameters.
                skipWhitespaceAndComments()
                if index < input.count, input[index] == 0x2F || bytes.last == 0x2F { continue }
                break
            }
            if byte == 0x22 { index += 1; continue }
            bytes.append(MIMEBytes.lowercased(byte))
            index += 1
        }
        return bytes.withUnsafeBufferPointer { SingleByteDecoding.latin1($0) }
    }

    /// Every parameter after the main value.
    mutating func parameters() -> [ContentHeaderValue.Parameter] {
        var result: [ContentHeaderValue.Parameter] = []
        while index < input.count {
            skipSeparators()
            guard index < input.count else { break }
            let nameStart = index
            while index < input.count, input[index] != 0x3D, input[index] != 0x3B,
                  !MIMEBytes.isWhitespace(input[index]) { index += 1 }
            let nameRange = nameStart..<index
            skipWhitespaceAndComments()
            guard index < input.count, input[index] == 0x3D, !nameRange.isEmpty else {
                skipToSemicolon()
                continue
            }
            index += 1
            skipWhitespaceAndComments()
            let value = index < input.count && input[index] == 0x22 ? quotedValue() : tokenValue()
            result.append(makeParameter(nameRange, value: value))
        }
        return result
    }

    private func makeParameter(_ nameRange: Range<Int>, value: [UInt8]) -> ContentHeaderValue.Parameter {
        var name = MIMEBytes.lowercasedString(input, nameRange)
        var isExtended = false
        var section: Int?
        if name.hasSuffix("*") {
            isExtended = true
            name.removeLast()
        }
        if let star = name.lastIndex(of: "*"), let number = Int(name[name.index(after: star)...]), number >= 0 {
            section = number
            name = String(name[..<star])
        }
        return ContentHeaderValue.Parameter(name: name, section: section, isExtended: isExtended, value: value)
    }

    /// A quoted string, unescaped; an unclosed quote runs to the end.
    private mutating func quotedValue() -> [UInt8] {
        index += 1
        var bytes: [UInt8] = []
        while index < input.count {
            let byte = input[index]
            if byte == 0x22 {
                index += 1
                break
            }
            if byte == 0x5C, index + 1 < input.count {
                bytes.append(input[index + 1])
                index += 2
                continue
            }
            bytes.append(byte)
            index += 1
        }
        skipToSemicolon()
        return bytes
    }

    /// An unquoted value: up to `;`, keeping inner spaces (`name=my file.pdf`) unless the
    /// text after a space looks like the next parameter (`charset=utf-8 format=flowed`).
    private mutating func tokenValue() -> [UInt8] {
        let start = index
        var end = index
        while index < input.count, input[index] != 0x3B {
            if MIMEBytes.isWhitespace(input[index]) {
                let save = index
                skipWhitespaceAndComments()
                if index >= input.count || input[index] == 0x3B { break }
                if looksLikeParameter() { break }
                index = save + 1
                continue
            }
            index += 1
            end = index
        }
        return Array(input[start..<end])
    }

    /// True when `name=` starts at the current index.
    private func looksLikeParameter() -> Bool {
        var look = index
        while look < input.count {
            let byte = input[look]
            if byte == 0x3D { return look > index }
            if MIMEBytes.isWhitespace(byte) || byte == 0x3B || byte == 0x22 || byte == 0x2F { return false }
            look += 1
        }
        return false
    }

    private mutating func skipSeparators() {
        while index < input.count {
            let byte = input[index]
            if byte == 0x3B || MIMEBytes.isWhitespace(byte) {
                index += 1
            } else if byte == 0x28 {
                skipComment()
            } else {
                break
            }
        }
    }

    private mutating func skipWhitespaceAndComments() {
        while index < input.count {
            if MIMEBytes.isWhitespace(input[index]) {
                index += 1
            } else if input[index] == 0x28 {
                skipComment()
            } else {
                break
            }
        }
    }

    private mutating func skipComment() {
        index = MIMEBytes.endOfComment(input, openingAt: index)
    }

    private mutating func skipToSemicolon() {
        while index < input.count, input[index] != 0x3B { index += 1 }
    }
}
