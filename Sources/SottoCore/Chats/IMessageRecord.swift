import Foundation

/// One row of the `message` table of a macOS Messages database (`chat.db`), joined with its
/// sender, its chat and its attachments' metadata, as the reader in SottoVault produces it.
///
/// The record keeps what the database holds and decides nothing: the text that is shown to a
/// person (`resolvedText`, which may have to decode `attributedBody`) is worked out in
/// SottoIngest, which owns the typedstream decoder.
public struct IMessageRecord: Sendable, Hashable {
    /// The `message` table's ROWID: increases with arrival order.
    public var rowID: Int64
    /// The message's globally unique id (an uppercase UUID).
    public var guid: String
    /// The `text` column; NULL when the text lives only in `attributedBody`, or the message was unsent.
    public var text: String?
    /// The `attributedBody` column: an NSAttributedString archived as a typedstream, or nil.
    public var attributedBody: Data?
    /// When the message was sent or received (`date`), or nil when the column is NULL.
    public var date: Date?
    /// When the message was last edited (`date_edited`), or nil when it never was.
    public var dateEdited: Date?
    /// When the message was unsent (`date_retracted`), or nil.
    public var dateRetracted: Date?
    /// The `message_summary_info` binary property list (edit history, unsent parts), or nil.
    public var messageSummaryInfo: Data?
    /// True for messages the Mac's owner sent.
    public var isFromMe: Bool
    /// The handle (E.164 phone number or email address) joined through `handle_id`: the sender of a
    /// received message; for a sent one, whatever macOS recorded (the recipient in a 1:1 chat, nil in a group).
    public var handleID: String?
    /// The owner's own handle this message went to or from (`destination_caller_id`), when recorded.
    public var destinationCallerID: String?
    /// The service: `iMessage`, `SMS` or `RCS`.
    public var service: String?
    /// The chat's guid, e.g. `iMessage;-;+15550100` for a 1:1 chat or `iMessage;+;chat123` for a group.
    public var chatGUID: String?
    /// The chat's name as the members set it (groups only); nil when unnamed.
    public var chatDisplayName: String?
    /// The handles of the chat's members other than the owner (`chat_handle_join`), sorted.
    public var chatParticipants: [String]
    /// The message a tapback or reply-effect refers to, as stored: `p:0/GUID` or `bp:GUID`.
    public var associatedMessageGUID: String?
    /// The `associated_message_type` column: 0 for normal messages, 2000–2007 tapbacks, 3000–3007 removals.
    public var associatedMessageType: Int
    /// Metadata of the message's attachments, in ROWID order; the files themselves are not read.
    public var attachments: [IMessageAttachment]

    /// Creates a record; every optional field defaults to absent.
    public init(
        rowID: Int64, guid: String, text: String? = nil, attributedBody: Data? = nil, date: Date? = nil,
        dateEdited: Date? = nil, dateRetracted: Date? = nil, messageSummaryInfo: Data? = nil,
        isFromMe: Bool = false, handleID: String? = nil, destinationCallerID: String? = nil,
        service: String? = nil, chatGUID: String? = nil, chatDisplayName: String? = nil,
        chatParticipants: [String] = [], associatedMessageGUID: String? = nil, associatedMessageType: Int = 0,
        attachments: [IMessageAttachment] = []
    ) {
        self.rowID = rowID
        self.guid = guid
        self.text = text
        self.attributedBody = attributedBody
        self.date = date
        self.dateEdited = dateEdited
        self.dateRetracted = dateRetracted
        self.messageSummaryInfo = messageSummaryInfo
        self.isFromMe = isFromMe
        self.handleID = handleID
        self.destinationCallerID = destinationCallerID
        self.service = service
        self.chatGUID = chatGUID
        self.chatDisplayName = chatDisplayName
        self.chatParticipants = chatParticipants
        self.associatedMessageGUID = associatedMessageGUID
        self.associatedMessageType = associatedMessageType
        self.attachments = attachments
    }

    /// True for a group chat (`iMessage;+;…` guid, or more than one other member).
    public var isGroupChat: Bool {
        if let chatGUID, chatGUID.contains(";+;") { return true }
        return chatParticipants.count > 1
    }

    /// The tapback this row adds or removes, or nil for an ordinary message.
    public var tapback: TapbackAction? { TapbackAction(associatedMessageType: associatedMessageType) }

    /// The guid of the message a tapback refers to, without the `p:N/` or `bp:` prefix.
    public var associatedTargetGUID: String? {
        guard let raw = associatedMessageGUID, !raw.isEmpty else { return nil }
        if raw.hasPrefix("bp:") { return String(raw.dropFirst(3)) }
        if raw.hasPrefix("p:"), let slash = raw.firstIndex(of: "/") { return String(raw[raw.index(after: slash)...]) }
        return raw
    }

    /// True when the sender unsent the message: `date_retracted` is set, or (as older macOS
    /// releases record it) the message was "edited" into having no text, body or attachment.
    public var isUnsent: Bool {
        if dateRetracted != nil { return true }
        guard dateEdited != nil, associatedMessageType == 0, attachments.isEmpty else { return false }
        return (text ?? "").isEmpty && (attributedBody ?? Data()).isEmpty
    }

    /// True when the message was edited after sending (and not unsent).
    public var isEdited: Bool { dateEdited != nil && !isUnsent }
}

/// What Sotto keeps about an iMessage attachment: metadata only (the file stays on the Mac).
public struct IMessageAttachment: Sendable, Hashable {
    /// The `attachment` table's ROWID.
    public var rowID: Int64
    /// The name the file was sent under (`transfer_name`), e.g. `IMG_0412.HEIC`.
    public var transferName: String?
    /// The media type (`mime_type`), e.g. `image/heic`; nil for some stickers and voice notes.
    public var mimeType: String?
    /// The size in bytes (`total_bytes`).
    public var totalBytes: Int64
    /// Where macOS keeps the file (`filename`), usually starting with `~/Library/Messages/Attachments/`.
    public var filename: String?

    /// Creates attachment metadata.
    public init(rowID: Int64, transferName: String?, mimeType: String?, totalBytes: Int64, filename: String?) {
        self.rowID = rowID
        self.transferName = transferName
        self.mimeType = mimeType
        self.totalBytes = totalBytes
        self.filename = filename
    }
}
