import SottoCore

/// One comma-separated item of an address list, classified and turned into a mailbox.
struct AddressItem {
    enum Kind {
        /// `[phrase] <addr-spec>`
        case nameAddress
        /// A bare `local@domain`, possibly with a comment or stray words around it.
        case addressSpec
        /// Words without any address (a name split by an unquoted comma, or junk).
        case phraseOnly
        case empty
    }

    let input: ByteView
    private(set) var kind: Kind = .empty
    /// The display name's bytes, still RFC 2047-encoded; words joined by single spaces.
    private(set) var phrase: [UInt8] = []
    private var addressTokens: ArraySlice<AddressToken> = []
    private var commentName: [UInt8] = []

    init(input: ByteView, tokens: [AddressToken]) {
        self.input = input
        for token in tokens where token.kind == .comment && commentName.isEmpty {
            commentName = bytes(of: token)
        }
        let content = tokens.filter { $0.kind != .comment }
        guard !content.isEmpty else { return }
        if let open = content.firstIndex(where: { $0.kind == .special(0x3C) }) {
            kind = .nameAddress
            phrase = joined(content[..<open])
            let close = content[(open + 1)...].firstIndex { $0.kind == .special(0x3E) } ?? content.endIndex
            var inner = content[(open + 1)..<close]
            if let routeEnd = inner.lastIndex(where: { $0.kind == .special(0x3A) }) {
                inner = inner[(routeEnd + 1)...]
            }
            addressTokens = inner
        } else if let at = content.firstIndex(where: { $0.kind == .special(0x40) }) {
            kind = .addressSpec
            var first = at
            while first > content.startIndex, !content[first].spaceBefore { first -= 1 }
            var last = at
            while last + 1 < content.endIndex, !content[last + 1].spaceBefore { last += 1 }
            phrase = joined(content[..<first])
            addressTokens = content[first...last]
        } else {
            kind = .phraseOnly
            phrase = joined(content[...])
        }
    }

    /// The mailbox with this display name, or nil when there is no usable address.
    func address(named phrase: [UInt8], fallbackCharset: String?, warnings: inout ParseWarnings) -> EmailAddress? {
        guard let address = addressText() else { return nil }
        let nameBytes = phrase.isEmpty ? commentName : phrase
        let name = nameBytes.isEmpty ? nil : Self.cleanName(
            EncodedWords.decode(nameBytes, fallbackCharset: fallbackCharset, warnings: &warnings))
        return EmailAddress(name: name, address: address)
    }

    /// `local@domain` with the domain lowercased, from the tokens inside the brackets.
    private func addressText() -> String? {
        var local: [UInt8] = []
        var domain: [UInt8] = []
        var sawAt = false
        for token in addressTokens {
            switch token.kind {
            case .special(0x40):
                if sawAt { local += [0x40] + domain; domain = [] }
                sawAt = true
            case .word, .domainLiteral:
                if sawAt { domain += bytes(of: token) } else { local += bytes(of: token) }
            case .quoted:
                let content = unescaped(token)
                let needsQuotes = content.contains { !Self.isAtomText($0) }
                let part = needsQuotes ? [0x22] + content + [0x22] : content
                if sawAt { domain += part } else { local += part }
            default:
                continue
            }
        }
        if local.isEmpty && domain.isEmpty { return nil }
        var text = local.withUnsafeBufferPointer { SingleByteDecoding.utf8OrWindows1252($0) }
        if sawAt {
            text += "@" + domain.withUnsafeBufferPointer { SingleByteDecoding.utf8OrWindows1252($0) }.lowercased()
        }
        return text
    }

    private func bytes(of token: AddressToken) -> [UInt8] {
        token.kind == .quoted || token.kind == .comment ? unescaped(token) : Array(input[token.range])
    }

    /// Quoted-string or comment content with backslash escapes removed.
    private func unescaped(_ token: AddressToken) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(token.range.count)
        var escaped = false
        for index in token.range {
            let byte = input[index]
            if byte == 0x5C, !escaped {
                escaped = true
                continue
            }
            escaped = false
            result.append(byte)
        }
        return result
    }

    /// Phrase tokens joined with single spaces where the header had whitespace.
    private func joined(_ tokens: ArraySlice<AddressToken>) -> [UInt8] {
        var result: [UInt8] = []
        for token in tokens {
            if !result.isEmpty, token.spaceBefore { result.append(MIMEBytes.space) }
            result += bytes(of: token)
        }
        return result
    }

    /// RFC 5322 atext plus `.`: what a local part may hold without quotes.
    private static func isAtomText(_ byte: UInt8) -> Bool {
        if MIMEBytes.isLetter(byte) || MIMEBytes.isDigit(byte) || byte >= 0x80 { return true }
        switch byte {
        case 0x21, 0x23...0x27, 0x2A, 0x2B, 0x2D...0x2F, 0x3D, 0x3F, 0x5E...0x60, 0x7B...0x7E: return true
        default: return false
        }
    }

    /// A decoded display name without surrounding whitespace or stray quotes; nil if empty.
    private static func cleanName(_ name: String) -> String? {
        var trimmed = TextCleanup.trimmingWhitespace(Substring(name))
        for quote: UInt8 in [0x22, 0x27] where trimmed.utf8.count >= 2 && trimmed.utf8.first == quote
            && trimmed.utf8.last == quote {
            trimmed = TextCleanup.trimmingWhitespace(trimmed.dropFirst().dropLast())
        }
        if trimmed.isEmpty { return nil }
        return trimmed.utf8.count == name.utf8.count ? name : String(trimmed)
    }
}
