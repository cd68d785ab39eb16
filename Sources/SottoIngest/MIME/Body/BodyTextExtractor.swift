import SottoCore

/// Readable text of a message from its MIME tree, bottom-up without recursion.
///
/// - `multipart/alternative`: the text/plain version, unless it is empty or a trivial
///   stub ("view this mail in HTML") next to a much longer HTML version.
/// - `multipart/related`: the root part (the `start` parameter, else the first part).
/// - `multipart/digest`: every entry, in order.
/// - other multiparts (mixed, signed, report, unknown): inline text parts in order; an
///   embedded `message/rfc822` contributes only when nothing else has text.
///
/// Links come from every HTML body part, including alternatives whose text is not chosen,
/// so a rule can see where an HTML version points even when its plain twin looks harmless.
struct BodyTextExtractor {
    struct Piece {
        var text: String
        var isFromHTML: Bool
    }

    let bytes: ByteView
    let entities: [MIMEEntity]
    /// The most UTF-8 bytes of text worth producing (the caller truncates precisely).
    let maxTextBytes: Int
    let maxLinks: Int
    private(set) var links: [ParsedMessage.Link] = []

    init(bytes: ByteView, entities: [MIMEEntity], maxTextBytes: Int, maxLinks: Int) {
        self.bytes = bytes
        self.entities = entities
        self.maxTextBytes = maxTextBytes
        self.maxLinks = maxLinks
    }

    mutating func extract(warnings: inout ParseWarnings) -> Piece? {
        guard !entities.isEmpty else { return nil }
        var pieces = [Piece?](repeating: nil, count: entities.count)
        let leaves = entities.indices.filter { isBodyText(entities[$0]) }
            .sorted { entities[$0].body.lowerBound < entities[$1].body.lowerBound }
        for leaf in leaves {
            pieces[leaf] = decodeLeaf(entities[leaf], warnings: &warnings)
        }
        for index in entities.indices.reversed() {
            let entity = entities[index]
            if entity.isMessage, let child = entity.children.first {
                pieces[index] = pieces[child]
            } else if entity.isMultipart, !entity.children.isEmpty {
                pieces[index] = combine(index, pieces)
            }
        }
        return pieces[0]
    }

    /// The index of the root part of a `multipart/related` entity.
    static func relatedRoot(of index: Int, in entities: [MIMEEntity]) -> Int? {
        let children = entities[index].children
        var warnings = ParseWarnings()
        if let start = entities[index].contentType?.parameter("start", warnings: &warnings) {
            let wanted = String(TextCleanup.trimmingWhitespace(Substring(start))
                .drop { $0 == "<" }.reversed().drop { $0 == ">" }.reversed())
            if let match = children.first(where: { entities[$0].contentID == wanted }) { return match }
        }
        return children.first
    }

    private func isBodyText(_ entity: MIMEEntity) -> Bool {
        guard entity.textKind != nil, !entity.isAttachmentDisposition else { return false }
        return !entity.hasFilename || entity.isInlineDisposition
    }

    private mutating func decodeLeaf(_ entity: MIMEEntity, warnings: inout ParseWarnings) -> Piece {
        let isHTML = entity.textKind == .html
        // HTML is mostly markup, so more of it is read before the text limit is reached.
        let limit = isHTML ? MIMEBytes.saturatingProduct(maxTextBytes, 16) : maxTextBytes
        if entity.body.count > limit, !isHTML { warnings.add("text part longer than the text limit was truncated") }
        let decoded = DecodedBody.decode(bytes, entity, limit: limit, warnings: &warnings)
        var charset = entity.contentType?.parameter("charset", warnings: &warnings)
        if charset == nil || charset?.isEmpty == true, isHTML {
            charset = decoded.withBytes { HTMLCharsetSniffer.declaredCharset($0) }
        }
        let text = decoded.withBytes { CharsetDecoder.decode($0, charset: charset, warnings: &warnings) }
        if isHTML {
            let remaining = max(0, maxLinks - links.count)
            let converted = HTMLToText.convert(text, maxTextBytes: maxTextBytes, maxLinks: remaining)
            links += converted.links
            return Piece(text: converted.text, isFromHTML: true)
        }
        var plain = TextCleanup.normalizingLineEndings(text)
        if entity.contentType?.parameter("format", warnings: &warnings)?.lowercased() == "flowed" {
            let deleteSpace = entity.contentType?.parameter("delsp", warnings: &warnings)?.lowercased() == "yes"
            plain = FlowedText.unflow(plain, deleteSpace: deleteSpace)
        }
        return Piece(text: plain, isFromHTML: false)
    }

    private func combine(_ index: Int, _ pieces: [Piece?]) -> Piece? {
        let entity = entities[index]
        let children = entity.children
        switch entity.subtype {
        case "alternative":
            let candidates = children.compactMap { pieces[$0] }.filter { !Self.isBlank($0.text) }
            let plain = candidates.first { !$0.isFromHTML }
            let html = candidates.last { $0.isFromHTML }
            if let plain, let html, Self.isStub(plain.text, comparedWith: html.text) { return html }
            return plain ?? html ?? children.compactMap { pieces[$0] }.first
        case "related":
            if let root = Self.relatedRoot(of: index, in: entities), let piece = pieces[root] { return piece }
            return children.compactMap { pieces[$0] }.first
        case "digest":
            return concatenate(children.compactMap { pieces[$0] })
        default:
            let own = children.filter { !entities[$0].isMessage }.compactMap { pieces[$0] }
            if let joined = concatenate(own), !Self.isBlank(joined.text) { return joined }
            return children.filter { entities[$0].isMessage }.compactMap { pieces[$0] }.first ?? concatenate(own)
        }
    }

    private func concatenate(_ parts: [Piece]) -> Piece? {
        let nonBlank = parts.filter { !Self.isBlank($0.text) }
        guard let first = nonBlank.first else { return parts.first }
        if nonBlank.count == 1 { return first }
        var text = ""
        var isFromHTML = false
        for part in nonBlank {
            if text.utf8.count >= maxTextBytes { break }
            if !text.isEmpty { text += "\n\n" }
            text += TextCleanup.trimmingWhitespace(part.text)
            isFromHTML = isFromHTML || part.isFromHTML
        }
        return Piece(text: text, isFromHTML: isFromHTML)
    }

    private static func isBlank(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { $0.properties.isWhitespace }
    }

    /// A plain alternative is a stub ("This is an HTML message; view it in your browser", a
    /// lone link, "Unsubscribe: …") when it has few words besides links and the HTML one
    /// says several times more.
    static func isStub(_ plain: String, comparedWith html: String) -> Bool {
        let plainWords = wordCount(plain)
        return plainWords < 40 && wordCount(html) > 4 * max(plainWords, 1)
    }

    /// Words that are not links.
    private static func wordCount(_ text: String) -> Int {
        text.split(whereSeparator: \.isWhitespace).filter { !$0.contains("://") && !$0.hasPrefix("www.") }.count
    }
}
