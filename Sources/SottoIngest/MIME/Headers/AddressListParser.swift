import SottoCore

/// Parses RFC 5322 address lists the way mail programs actually write them: display names
/// quoted, encoded (RFC 2047) or in comments, groups (flattened), obsolete routes
/// (`<@relay:user@host>`), bare addresses, unquoted commas in names (`Doe, John <j@x>`),
/// and junk, which is skipped. Domains are lowercased; local parts keep their case.
enum AddressListParser {
    /// The mailboxes in one unfolded header value.
    static func parse(_ input: ByteView, fallbackCharset: String? = nil, warnings: inout ParseWarnings) -> [EmailAddress] {
        let tokens = AddressTokenizer.tokenize(input)
        var addresses: [EmailAddress] = []
        var pendingPhrase: [UInt8]?
        for item in split(tokens) {
            let mailbox = AddressItem(input: input, tokens: item)
            switch mailbox.kind {
            case .nameAddress:
                var phrase = mailbox.phrase
                if let pending = pendingPhrase {
                    phrase = phrase.isEmpty ? pending : pending + [0x2C, 0x20] + phrase
                    pendingPhrase = nil
                }
                if let address = mailbox.address(named: phrase, fallbackCharset: fallbackCharset, warnings: &warnings) { addresses.append(address) }
            case .addressSpec:
                flushPending(&pendingPhrase, into: &addresses)
                if let address = mailbox.address(named: mailbox.phrase, fallbackCharset: fallbackCharset,
                                                     warnings: &warnings) { addresses.append(address) }
            case .phraseOnly:
                flushPending(&pendingPhrase, into: &addresses)
                pendingPhrase = mailbox.phrase
            case .empty:
                continue
            }
        }
        flushPending(&pendingPhrase, into: &addresses)
        return addresses
    }

    /// A phrase that no `<address>` followed: a lone word (`MAILER-DAEMON`) is kept as an
    /// address without a domain; anything longer is junk.
    private static func flushPending(_ pending: inout [UInt8]?, into addresses: inout [EmailAddress]) {
        guard let phrase = pending else { return }
        pending = nil
        guard !phrase.isEmpty, !phrase.contains(where: { MIMEBytes.isWhitespace($0) || $0 == 0x22 }) else { return }
        let text = phrase.withUnsafeBufferPointer { SingleByteDecoding.utf8OrWindows1252($0) }
        addresses.append(EmailAddress(name: nil, address: text))
    }

    /// Splits tokens into items at top-level `,` and `;`; a `phrase:` at the top level opens
    /// a group and its name is dropped. A comma inside `<…>` ends an unclosed bracket unless
    /// an obsolete route (`,@relay`) follows.
    private static func split(_ tokens: [AddressToken]) -> [[AddressToken]] {
        var items: [[AddressToken]] = []
        var current: [AddressToken] = []
        var angleDepth = 0
        for (position, token) in tokens.enumerated() {
            switch token.kind {
            case .special(0x3C):
                angleDepth += 1
                current.append(token)
            case .special(0x3E):
                angleDepth = max(0, angleDepth - 1)
                current.append(token)
            case .special(0x2C), .special(0x3B):
                let routeFollows = position + 1 < tokens.count && tokens[position + 1].kind == .special(0x40)
                if angleDepth > 0, routeFollows {
                    current.append(token)
                    continue
                }
                angleDepth = 0
                if !current.isEmpty { items.append(current) }
                current = []
            case .special(0x3A) where angleDepth == 0:
                let isGroupName = !current.contains { $0.kind == .special(0x40) || $0.kind == .special(0x3C) }
                if isGroupName { current = [] }
            default:
                current.append(token)
            }
        }
        if !current.isEmpty { items.append(current) }
        return items
    }
}
