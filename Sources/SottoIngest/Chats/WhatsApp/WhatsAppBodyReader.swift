/// What the part of a message after its header says: author, text, kind, edit flag, files.
struct WhatsAppBody: Sendable, Equatable {
    var author: String?
    var text: String
    var kind: WhatsAppMessage.Kind
    var isEdited: Bool
    var attachmentNames: [String]
}

/// Reads the author/text part of a message (everything after the header, continuation lines
/// joined by `\n`) into a `WhatsAppBody`. Placeholders and markers are recognized on bytes.
enum WhatsAppBodyReader {
    /// Reads `rest`; `isKnownAuthor` says whether a name has been seen writing ordinary messages.
    static func read(
        _ rest: UnsafeBufferPointer<UInt8>,
        authors: inout WhatsAppAuthorCache,
        isKnownAuthor: (String) -> Bool
    ) -> WhatsAppBody {
        let lineEnd = WhatsAppBytes.firstIndex(of: WhatsAppBytes.newline, in: rest, from: 0) ?? rest.count
        guard let (authorEnd, bodyStart) = WhatsAppAuthorSplit.split(rest, lineEnd: lineEnd) else {
            return notice(rest)
        }
        let candidate = authors.name(rest, end: authorEnd)
        guard !candidate.isEmpty else { return notice(rest) }
        let marked = WhatsAppAuthorSplit.bodyIsMarked(rest, bodyStart: bodyStart)
        var body = content(rest, from: bodyStart, marked: marked)
        if body.kind == .media || body.kind == .deleted {
            body.author = candidate
            return body
        }
        if marked {
            if isKnownAuthor(candidate), !WhatsAppAuthorSplit.containsNoticePhrase(body.text) {
                body.author = candidate
            } else {
                body.kind = .system
            }
            return body
        }
        if isKnownAuthor(candidate) || !WhatsAppAuthorSplit.candidateLooksLikeNotice(candidate) {
            body.author = candidate
            return body
        }
        return notice(rest)
    }

    /// A system notice made of all of `rest`.
    private static func notice(_ rest: UnsafeBufferPointer<UInt8>) -> WhatsAppBody {
        let begin = WhatsAppBytes.skipBlanks(rest, from: 0)
        let end = WhatsAppBytes.trimTrailingBlanks(rest, start: begin, end: rest.count)
        return WhatsAppBody(author: nil, text: decode(rest, begin, end), kind: .system, isEdited: false, attachmentNames: [])
    }

    /// The text after the author with edit markers, placeholders and attachment names resolved.
    private static func content(_ rest: UnsafeBufferPointer<UInt8>, from start: Int, marked: Bool) -> WhatsAppBody {
        let begin = WhatsAppBytes.skipBlanks(rest, from: start)
        var end = WhatsAppBytes.trimTrailingBlanks(rest, start: begin, end: rest.count)
        var isEdited = false
        if end > begin, rest[end - 1] == UInt8(ascii: ">"), let open = lastIndex(of: UInt8(ascii: "<"), rest, begin, end),
           WhatsAppMarkers.editedMarkers.contains(WhatsAppMarkerKey.of(rest, start: open, end: end)) {
            end = WhatsAppBytes.trimTrailingBlanks(rest, start: begin, end: open)
            isEdited = true
        }
        var body = WhatsAppBody(author: nil, text: "", kind: .text, isEdited: isEdited, attachmentNames: [])
        let newline = WhatsAppBytes.firstIndex(of: WhatsAppBytes.newline, in: rest, from: begin).map { min($0, end) } ?? end
        let firstEnd = WhatsAppBytes.trimTrailingBlanks(rest, start: begin, end: newline)
        let captionBegin = newline < end ? WhatsAppBytes.skipBlanks(rest, from: newline + 1) : end
        if firstEnd - begin <= 512 {
            let key = WhatsAppMarkerKey.of(rest, start: begin, end: firstEnd)
            if WhatsAppMarkers.deletedMessages.contains(key) {
                body.kind = .deleted
            } else if WhatsAppMarkers.mediaPlaceholders.contains(key) || (marked && hasMediaSuffix(rest, begin, firstEnd)) {
                body.kind = .media
            } else if let name = attachedName(rest, begin, firstEnd) ?? fileAttachedName(rest, begin, firstEnd) {
                body.kind = .media
                body.attachmentNames = [name]
            }
        }
        body.text = body.kind == .text ? decode(rest, begin, end) : decode(rest, min(captionBegin, end), end)
        return body
    }

    /// True for iOS placeholders such as `‎Report.pdf • 3 pages ‎document omitted`.
    private static func hasMediaSuffix(_ rest: UnsafeBufferPointer<UInt8>, _ begin: Int, _ end: Int) -> Bool {
        var line = WhatsAppBytes.cleaned(decode(rest, begin, end)).lowercased()
        if line.hasSuffix(".") { line.removeLast() }
        return WhatsAppMarkers.markedMediaSuffixes.contains { line.hasSuffix($0) }
    }

    /// The file in an iOS reference `<attached: 00000012-PHOTO-….jpg>`.
    private static func attachedName(_ rest: UnsafeBufferPointer<UInt8>, _ begin: Int, _ end: Int) -> String? {
        guard end - begin > 3, rest[begin] == UInt8(ascii: "<"), rest[end - 1] == UInt8(ascii: ">"),
              let colon = WhatsAppBytes.firstIndex(of: WhatsAppBytes.colon, in: rest, from: begin), colon < end,
              WhatsAppMarkers.attachedWords.contains(WhatsAppMarkerKey.of(rest, start: begin + 1, end: colon))
        else { return nil }
        let name = WhatsAppBytes.normalizedName(rest, start: colon + 1, end: end - 1)
        return name.isEmpty ? nil : name
    }

    /// The file in an Android line `IMG-20260925-WA0001.jpg (file attached)`.
    private static func fileAttachedName(_ rest: UnsafeBufferPointer<UInt8>, _ begin: Int, _ end: Int) -> String? {
        guard end > begin, rest[end - 1] == UInt8(ascii: ")"),
              let open = lastIndex(of: UInt8(ascii: "("), rest, begin, end), open > begin,
              WhatsAppMarkers.fileAttachedPhrases.contains(WhatsAppMarkerKey.of(rest, start: open, end: end))
        else { return nil }
        let name = WhatsAppBytes.normalizedName(rest, start: begin, end: open)
        return name.isEmpty ? nil : name
    }

    private static func lastIndex(of byte: UInt8, _ rest: UnsafeBufferPointer<UInt8>, _ begin: Int, _ end: Int) -> Int? {
        var index = end - 1
        while index >= begin, end - index <= 512 {
            if rest[index] == byte { return index }
            index -= 1
        }
        return nil
    }

    private static func decode(_ rest: UnsafeBufferPointer<UInt8>, _ begin: Int, _ end: Int) -> String {
        guard end > begin else { return "" }
        return String(decoding: UnsafeBufferPointer(rebasing: rest[begin..<end]), as: UTF8.self)
    }
}
