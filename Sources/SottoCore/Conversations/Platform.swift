/// Where a message was written: mail, or one of the chat apps Sotto imports.
///
/// Categories and spam checks apply to mail only; search, embeddings, summaries, contacts and
/// event matching work on every platform.
public enum Platform: String, Sendable, Hashable, Codable, CaseIterable, CustomStringConvertible {
    /// Email, from .eml files, mbox, Maildir or IMAP.
    case mail
    /// A WhatsApp chat export (`.txt` or `.zip`).
    case whatsapp
    /// A macOS Messages database (`chat.db`).
    case imessage

    /// The name a person knows the platform by.
    public var displayName: String {
        switch self {
        case .mail: "Mail"
        case .whatsapp: "WhatsApp"
        case .imessage: "iMessage"
        }
    }

    public var description: String { rawValue }
}
