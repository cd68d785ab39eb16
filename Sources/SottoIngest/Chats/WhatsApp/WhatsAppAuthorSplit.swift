/// Finds the `Author: ` part after a header and judges whether it names a person.
///
/// Android writes system notices without an author (`Lena Fischer added Max`), so the first
/// `: ` of such a line may sit inside a quoted group subject; iOS writes them with the group's
/// name in the author place and a U+200E before the text. These rules tell the cases apart.
enum WhatsAppAuthorSplit {
    /// The longest author part considered, in bytes.
    static let maxAuthorBytes = 256

    /// The end of the author part and the start of the text in `rest[..<lineEnd]`, or nil when
    /// the line has no `: ` early enough.
    static func split(_ rest: UnsafeBufferPointer<UInt8>, lineEnd: Int) -> (authorEnd: Int, bodyStart: Int)? {
        var index = 0
        let limit = min(lineEnd, maxAuthorBytes)
        while index < limit {
            guard let colon = WhatsAppBytes.firstIndex(of: WhatsAppBytes.colon, in: rest, from: index), colon < limit else {
                return nil
            }
            if colon > 0, colon + 1 == lineEnd || WhatsAppBytes.blankLength(rest, at: colon + 1) > 0 {
                return (colon, min(colon + 1 + WhatsAppBytes.blankLength(rest, at: colon + 1), lineEnd))
            }
            index = colon + 1
        }
        return nil
    }

    /// True when the text after an author starts (after plain spaces) with a direction mark, as
    /// iOS writes system notices and media placeholders.
    static func bodyIsMarked(_ rest: UnsafeBufferPointer<UInt8>, bodyStart: Int) -> Bool {
        var index = bodyStart
        while index < rest.count, rest[index] == WhatsAppBytes.space { index += 1 }
        return WhatsAppBytes.markLength(rest, at: index) > 0
    }

    /// True when an author candidate reads like part of a system notice rather than a name:
    /// quotes (`changed the subject to "Plans: 2026"`), great length, or four or more words
    /// with a notice phrase. Short names are never judged by phrases, so `Max Left` stays a name.
    static func candidateLooksLikeNotice(_ candidate: String) -> Bool {
        if candidate.utf8.count > 80 { return true }
        for scalar in candidate.unicodeScalars where quoteScalars.contains(scalar.value) { return true }
        let words = candidate.split(whereSeparator: { $0 == " " }).count
        return words >= 4 && containsNoticePhrase(candidate + " ")
    }

    /// True when `text` contains a known system-notice phrase (case-insensitive).
    static func containsNoticePhrase(_ text: String) -> Bool {
        guard text.utf8.count <= 600 else { return false }
        let lowered = " " + WhatsAppBytes.cleaned(text).lowercased() + " "
        return WhatsAppMarkers.systemPhrases.contains { lowered.contains($0) }
    }

    private static let quoteScalars: Set<UInt32> = [0x22, 0x201C, 0x201D, 0x201E, 0xAB, 0xBB, 0x300C, 0x300D]
}
