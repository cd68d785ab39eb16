import Foundation
import SottoCore

extension IMessageRecord {
    /// The text a person sees: the `text` column, else the text decoded from `attributedBody`,
    /// else nil (unsent messages, attachment-only messages, undecodable bodies).
    ///
    /// Messages puts U+FFFC (OBJECT REPLACEMENT CHARACTER) where each attachment sits in the
    /// text; those are removed, and text that is then only whitespace counts as none.
    public var resolvedText: String? {
        if let text, let cleaned = Self.visibleText(text) { return cleaned }
        if let attributedBody, !attributedBody.isEmpty,
           let decoded = TypedStreamDecoder.text(from: attributedBody),
           let cleaned = Self.visibleText(decoded) {
            return cleaned
        }
        return nil
    }

    /// Why `attributedBody` did not decode, when it is present but unreadable (for import reports).
    public var attributedBodyError: TypedStreamError? {
        guard let attributedBody, !attributedBody.isEmpty else { return nil }
        do {
            _ = try TypedStreamDecoder.decodeText(attributedBody)
            return nil
        } catch {
            return error
        }
    }

    /// The edit history kept in `message_summary_info`, oldest first (empty when there is none).
    public var editHistory: [IMessageEdit] {
        guard let messageSummaryInfo else { return [] }
        return MessageSummaryInfo(plist: messageSummaryInfo)?.edits ?? []
    }

    static func visibleText(_ raw: String) -> String? {
        let withoutPlaceholders = raw.unicodeScalars.contains("\u{FFFC}")
            ? String(String.UnicodeScalarView(raw.unicodeScalars.filter { $0 != "\u{FFFC}" }))
            : raw
        let trimmed = withoutPlaceholders.trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.isEmpty ? nil : withoutPlaceholders
    }
}
