import SottoCore

/// One item handed to the vault by an import: a parsed message, or raw bytes that could
/// not be parsed and go to quarantine with the reason.
public struct IncomingMessage: Sendable {
    public enum Content: Sendable {
        case parsed(ParsedMessage)
        case unparseable(MessageParseError)
    }

    public var raw: RawMessage
    public var content: Content

    public init(raw: RawMessage, content: Content) {
        self.raw = raw
        self.content = content
    }
}

/// What happened to one incoming message.
public enum StoreOutcome: Sendable, Hashable {
    /// Stored as a new message in the given thread.
    case stored(messageID: Int64, threadID: Int64)
    /// Already in the vault (same Message-ID, date and subject, or the same bytes).
    case duplicate(messageID: Int64)
    /// Could not be parsed; kept in quarantine with the reason.
    case quarantined(reason: String)
    /// Could not be parsed, and the same bytes are already in quarantine.
    case duplicateQuarantined
}
