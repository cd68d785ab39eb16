import SottoCore

/// One run of `MIMEParser.parse` over a message's bytes.
struct MessageParse {
    let bytes: ByteView
    let configuration: MIMEParser.Configuration

    /// Where the header section starts (after a BOM, blank lines and an mbox envelope line);
    /// nil for blank input.
    func headerStart() -> Int? {
        var start = 0
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { start = 3 }
        while start < bytes.count, MIMEBytes.isWhitespace(bytes[start]), bytes[start] != MIMEBytes.space,
              bytes[start] != MIMEBytes.tab { start += 1 }
        if bytes[start...].allSatisfy(MIMEBytes.isWhitespace) { return nil }
        return skipEnvelope(from: start)
    }

    func run() -> Result<ParsedMessage, MessageParseError> {
        var warnings = ParseWarnings()
        guard let start = headerStart() else {
            return .failure(MessageParseError(code: .empty, reason: "the message has no content"))
        }
        guard HeaderPlausibility.looksLikeHeaders(bytes, from: start) else {
            // A data-set export wraps each message in a JSON object; say so rather than leave
            // the user wondering why a file named .eml is not mail.
            let looksLikeJSON = start < bytes.count && (bytes[start] == UInt8(ascii: "{") || bytes[start] == UInt8(ascii: "["))
            return .failure(MessageParseError(
                code: .notAMessage,
                reason: looksLikeJSON
                    ? "the data is JSON, not a mail message (a data-set export?)"
                    : "the data does not begin with mail header fields"))
        }
        let section = HeaderScanner.scan(bytes, range: start..<bytes.count, mode: .message,
                                         maxFields: configuration.maxHeaderFields)
        if section.skippedLines > 0 { warnings.add("header lines without a colon were skipped") }
        if section.missingSeparator { warnings.add("no blank line between the header and the body") }
        if section.droppedFields {
            warnings.add("more than \(configuration.maxHeaderFields) header fields; the rest were dropped")
        }

        var builder = MIMETreeBuilder(bytes: bytes, maxDepth: configuration.maxDepth, maxParts: configuration.maxParts)
        let entities = builder.build(rootFields: section.fields, body: section.bodyStart..<bytes.count,
                                     warnings: &warnings)
        var message = ParsedMessage()
        MessageHeaderReader.read(bytes, fields: section.fields, fallbackCharset: bodyCharset(entities),
                                 into: &message, warnings: &warnings)
        var extractor = BodyTextExtractor(
            bytes: bytes, entities: entities,
            maxTextBytes: MIMEBytes.saturatingProduct(configuration.maxTextCharacters, 4),
            maxLinks: configuration.maxLinks)
        if let piece = extractor.extract(warnings: &warnings) {
            message.text = truncated(TextCleanup.trimmingWhitespace(piece.text), warnings: &warnings)
            message.textIsFromHTML = piece.isFromHTML && !message.text.isEmpty
        }
        message.links = extractor.links
        message.attachments = AttachmentCollector.collect(bytes, entities, warnings: &warnings)
        message.parseWarnings = warnings.messages
        return .success(message)
    }

    /// The charset of the first text part, when it is a legacy one (not UTF-8 or ASCII):
    /// the best guess for raw 8-bit bytes in the header.
    private func bodyCharset(_ entities: [MIMEEntity]) -> String? {
        var ignored = ParseWarnings()
        for entity in entities where entity.textKind != nil && !entity.isInsideEmbeddedMessage {
            guard let charset = entity.contentType?.parameter("charset", warnings: &ignored) else { continue }
            switch CharsetAliases.resolve(charset) {
            case .utf8, .unlabelled: return nil
            case .windows1252, .iconv: return charset
            }
        }
        return nil
    }

    /// Skips an mbox `From ` envelope line (SpamAssassin corpus files start with one).
    private func skipEnvelope(from start: Int) -> Int {
        let prefix: [UInt8] = [0x46, 0x72, 0x6F, 0x6D, 0x20]
        guard bytes.count - start >= prefix.count,
              prefix.indices.allSatisfy({ bytes[start + $0] == prefix[$0] }) else { return start }
        return MIMEBytes.line(in: bytes, from: start, limit: bytes.count).next
    }

    private func truncated(_ text: String, warnings: inout ParseWarnings) -> String {
        let limit = configuration.maxTextCharacters
        guard text.utf8.count > limit else { return text }
        // Only reached for long text: counting characters is linear in the prefix kept.
        guard let cut = text.index(text.startIndex, offsetBy: limit, limitedBy: text.endIndex),
              cut < text.endIndex else { return text }
        warnings.add("text longer than \(limit) characters was truncated")
        return String(text[..<cut])
    }
}

/// Decides whether bytes start like a mail message, so binary files are refused rather than
/// "parsed" into garbage: the first line must be a header field with a plausible name, or
/// one of the first 16 lines must be a well-known field (a few broken lines are tolerated).
enum HeaderPlausibility {
    static func looksLikeHeaders(_ bytes: ByteView, from start: Int) -> Bool {
        var position = start
        for lineNumber in 0..<16 {
            guard position < bytes.count else { return false }
            let (contentEnd, next) = MIMEBytes.line(in: bytes, from: position, limit: bytes.count)
            if contentEnd == position { return false }
            if let field = HeaderScanner.field(in: bytes, lineStart: position, contentEnd: contentEnd),
               HeaderScanner.hasPlausibleName(bytes, field) {
                if lineNumber == 0 || isWellKnown(bytes, field) { return true }
            }
            position = next
        }
        return false
    }

    private static let wellKnown: [[UInt8]] = [
        "from", "to", "cc", "subject", "date", "received", "return-path", "message-id", "mime-version",
        "content-type", "delivered-to", "reply-to", "sender", "x-mailer",
    ].map { Array($0.utf8) }

    private static func isWellKnown(_ bytes: ByteView, _ field: RawHeaderField) -> Bool {
        wellKnown.contains { MIMEBytes.equalsIgnoringCase(bytes, field.name, $0) }
    }
}
