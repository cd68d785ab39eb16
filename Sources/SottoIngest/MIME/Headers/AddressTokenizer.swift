/// One lexical token of an address header.
struct AddressToken {
    enum Kind: Equatable {
        /// An atom or dot-atom (may contain `.` and 8-bit bytes, or be an encoded-word).
        case word
        /// A quoted string; `range` excludes the quotes, escapes are still in place.
        case quoted
        /// A comment; `range` excludes the outer parentheses.
        case comment
        /// A domain literal including its brackets.
        case domainLiteral
        /// One of `< > , : ; @`.
        case special(UInt8)
    }

    var kind: Kind
    var range: Range<Int>
    /// True when whitespace (or a comment) separated this token from the previous one.
    var spaceBefore: Bool
}

/// Splits an address header into tokens (RFC 5322 §3.2 lexical rules, forgivingly: an
/// unclosed quote, comment or bracket runs to the end of the value).
enum AddressTokenizer {
    static func tokenize(_ input: ByteView) -> [AddressToken] {
        var tokens: [AddressToken] = []
        let count = input.count
        var index = 0
        var spaceBefore = false
        while index < count {
            let byte = input[index]
            if MIMEBytes.isWhitespace(byte) {
                spaceBefore = true
                index += 1
                continue
            }
            switch byte {
            case 0x22:
                let end = closing(input, from: index + 1, close: 0x22)
                tokens.append(AddressToken(kind: .quoted, range: (index + 1)..<end, spaceBefore: spaceBefore))
                index = end + 1
            case 0x28:
                let after = MIMEBytes.endOfComment(input, openingAt: index)
                let end = after > index + 1 && input[after - 1] == 0x29 ? after - 1 : after
                tokens.append(AddressToken(kind: .comment, range: (index + 1)..<end, spaceBefore: spaceBefore))
                index = end + 1
                spaceBefore = true
                continue
            case 0x5B:
                let end = closing(input, from: index + 1, close: 0x5D)
                tokens.append(AddressToken(kind: .domainLiteral, range: index..<min(count, end + 1),
                                           spaceBefore: spaceBefore))
                index = end + 1
            case 0x3C, 0x3E, 0x2C, 0x3A, 0x3B, 0x40:
                tokens.append(AddressToken(kind: .special(byte), range: index..<(index + 1), spaceBefore: spaceBefore))
                index += 1
            default:
                let end = max(wordEnd(input, from: index), index + 1)  // a stray ")" must still advance
                tokens.append(AddressToken(kind: .word, range: index..<end, spaceBefore: spaceBefore))
                index = end
            }
            spaceBefore = false
        }
        return tokens
    }

    /// The index of the unescaped `close` byte, or the end of the input.
    private static func closing(_ input: ByteView, from start: Int, close: UInt8) -> Int {
        var index = start
        while index < input.count {
            if input[index] == 0x5C { index += 2; continue }
            if input[index] == close { return index }
            index += 1
        }
        return input.count
    }

    /// The end of an atom; an encoded-word (`=?…?=`) is taken whole even if it holds specials.
    /// A stray `)` or `]` makes a one-byte word, so the tokenizer always moves on.
    private static func wordEnd(_ input: ByteView, from start: Int) -> Int {
        var index = start
        while index < input.count {
            let byte = input[index]
            if byte == 0x3D, index + 1 < input.count, input[index + 1] == 0x3F,
               let end = encodedWordEnd(input, from: index) {
                index = end
                continue
            }
            if MIMEBytes.isWhitespace(byte) { break }
            switch byte {
            case 0x22, 0x28, 0x29, 0x5B, 0x3C, 0x3E, 0x2C, 0x3A, 0x3B, 0x40: return max(index, start + 1)
            default: index += 1
            }
        }
        return max(min(index, input.count), start + 1)
    }

    /// The end of `=?charset?e?text?=` starting at `start` (no whitespace inside), or nil.
    private static func encodedWordEnd(_ input: ByteView, from start: Int) -> Int? {
        var questionMarks = 0
        var index = start + 2
        // Encoded-words are at most 75 bytes by the RFC; the cap keeps hostile input linear.
        let limit = min(input.count, start + 512)
        while index < limit, !MIMEBytes.isWhitespace(input[index]) {
            if input[index] == 0x3F {
                questionMarks += 1
                if questionMarks >= 3, index + 1 < input.count, input[index + 1] == 0x3D { return index + 2 }
            }
            index += 1
        }
        return nil
    }
}
