import Foundation

/// One message read from a WhatsApp chat export.
public struct WhatsAppMessage: Sendable, Hashable {
    /// What a message is.
    public enum Kind: String, Sendable, Hashable {
        /// Something a person wrote.
        case text
        /// A notice by WhatsApp itself: encryption, joins, leaves, subject changes …
        case system
        /// A photo, video, voice note, sticker or document (only its placeholder or file name
        /// is in the export); `text` holds a caption when there is one.
        case media
        /// A message its author deleted; `text` is empty.
        case deleted
    }

    /// When it was sent: the header's wall-clock time read in the parser's time zone.
    public var date: Date
    /// Who wrote it, as the export names them (a contact name or a phone number such as
    /// `+49 151 23450001`), with directional marks and odd spaces removed; nil for system messages.
    public var author: String?
    /// The message text without its header, media placeholder or edited marker.
    /// Continuation lines are joined with `\n`.
    public var text: String
    /// Text, system notice, media or deleted.
    public var kind: Kind
    /// True when WhatsApp marked the message as edited (the marker is removed from `text`).
    public var isEdited: Bool
    /// File names of attachments the export names (`IMG-20260925-WA0001.jpg`); empty when the
    /// export only says that media was omitted.
    public var attachmentNames: [String]
    /// The 1-based line of the file where the message starts.
    public var line: Int
    /// The message's original lines, header included, joined with `\n` (decoded lossily).
    public var rawText: String
    /// How many earlier messages in the same file have the same date, author and text, so a
    /// re-import of an updated export can tell two identical messages apart.
    public var occurrence: Int
    /// True when the message was longer than the parser's cap and was cut.
    public var isTruncated: Bool

    /// Creates a message; the parser fills every field.
    public init(
        date: Date,
        author: String?,
        text: String,
        kind: Kind,
        isEdited: Bool = false,
        attachmentNames: [String] = [],
        line: Int,
        rawText: String,
        occurrence: Int = 0,
        isTruncated: Bool = false
    ) {
        self.date = date
        self.author = author
        self.text = text
        self.kind = kind
        self.isEdited = isEdited
        self.attachmentNames = attachmentNames
        self.line = line
        self.rawText = rawText
        self.occurrence = occurrence
        self.isTruncated = isTruncated
    }
}
