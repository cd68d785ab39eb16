/// One node of the MIME tree — the message itself, a body part, or a message embedded in a
/// `message/rfc822` part — located by offsets into the input; nothing is decoded yet.
struct MIMEEntity {
    /// The index of the enclosing entity in `MIMETree.entities`, nil for the message.
    var parent: Int?
    var depth: Int
    /// The body (after the header section), as offsets into the input.
    var body: Range<Int>
    /// The lowercased `type/subtype`, defaulted when absent or broken.
    var mediaType: String
    var contentType: ContentHeaderValue?
    var disposition: ContentHeaderValue?
    var encoding: TransferEncoding
    /// The Content-ID without angle brackets.
    var contentID: String?
    var children: [Int] = []
    /// True for a multipart or message that was not opened (depth or part limit).
    var isUnexpanded = false
    /// True for the root of a message embedded in a `message/rfc822` part, and everything in it.
    var isInsideEmbeddedMessage = false

    var isMultipart: Bool { mediaType.hasPrefix("multipart/") }
    var isMessage: Bool { mediaType == "message/rfc822" || mediaType == "message/global" }
    var subtype: Substring {
        guard let slash = mediaType.firstIndex(of: "/") else { return "" }
        return mediaType[mediaType.index(after: slash)...]
    }

    /// How readable text is extracted from this entity, if it is text at all.
    enum TextKind { case plain, html }

    var textKind: TextKind? {
        switch mediaType {
        case "text/plain", "text", "text/x-plain", "text/plain-flowed": return .plain
        case "text/html", "text/xhtml", "application/xhtml+xml", "text/enriched", "text/richtext", "text/x-html":
            return .html
        default: return nil
        }
    }

    var isAttachmentDisposition: Bool { disposition?.value == "attachment" }
    var isInlineDisposition: Bool { disposition?.value == "inline" }

    /// The file name from Content-Disposition, else Content-Type's `name`.
    func filename(warnings: inout ParseWarnings) -> String? {
        let name = disposition?.parameter("filename", warnings: &warnings)
            ?? contentType?.parameter("name", warnings: &warnings)
        guard let name else { return nil }
        let trimmed = TextCleanup.trimmingWhitespace(name)
        return trimmed.isEmpty ? nil : trimmed
    }

    /// True when a file name is present, without decoding it.
    var hasFilename: Bool {
        disposition?.parameters.contains { $0.name == "filename" } == true
            || contentType?.parameters.contains { $0.name == "name" } == true
    }
}
