import Foundation
import GRDB
import SottoCore

/// Builds a macOS Messages database (`chat.db`) with the real schema (`ChatDatabaseSchema`) for
/// tests: handles, chats with members, messages (text column and/or typedstream
/// `attributedBody`, seconds or nanoseconds dates, tapbacks, edits, unsends) and attachments.
///
/// ```swift
/// let builder = try ChatDatabaseBuilder(path: folder.appendingPathComponent("chat.db").path)
/// let chat = try builder.addChat(guid: "iMessage;-;+15555550101", participants: ["+15555550101"])
/// try builder.addMessage(.init(guid: "…", chat: chat, text: "On my way", date: date, handle: "+15555550101"))
/// try builder.finish()
/// ```
public final class ChatDatabaseBuilder {
    /// How `date` columns are written.
    public enum DatePrecision: Sendable {
        /// Nanoseconds since 2001 (macOS 10.13 and later).
        case nanoseconds
        /// Seconds since 2001 (older databases).
        case seconds
    }

    /// Where the message's text is stored.
    public enum TextStorage: Sendable {
        /// `text` and `attributedBody` (what current macOS writes).
        case both
        /// `attributedBody` only, `text` NULL (what macOS writes for many received messages).
        case attributedOnly
        /// `text` only (older databases).
        case textOnly
    }

    /// An attachment's metadata.
    public struct Attachment: Sendable {
        /// `transfer_name`: the name the file was sent under.
        public var transferName: String?
        /// `mime_type`.
        public var mimeType: String?
        /// `total_bytes`.
        public var totalBytes: Int64
        /// `filename`: where macOS keeps the file.
        public var filename: String?

        /// Creates attachment metadata.
        public init(transferName: String?, mimeType: String?, totalBytes: Int64, filename: String?) {
            self.transferName = transferName
            self.mimeType = mimeType
            self.totalBytes = totalBytes
            self.filename = filename
        }
    }

    /// One message to insert.
    public struct Message: Sendable {
        /// The message guid (unique).
        public var guid: String
        /// The chat's ROWID from `addChat`.
        public var chat: Int64
        /// The text; nil for unsent or attachment-only messages.
        public var text: String?
        /// Which columns hold the text.
        public var storage: TextStorage
        /// Stored as `attributedBody` instead of an encoding of `text` (e.g. a damaged blob).
        public var attributedBodyOverride: Data?
        /// When it was sent.
        public var date: Date
        /// How every date of this message is stored.
        public var precision: DatePrecision
        /// True when the owner sent it.
        public var isFromMe: Bool
        /// The sender's handle (when not from me); nil for messages from me.
        public var handle: String?
        /// `iMessage` or `SMS`.
        public var service: String
        /// `date_edited`, or nil (stored as 0).
        public var dateEdited: Date?
        /// `date_retracted`, or nil (stored as 0).
        public var dateRetracted: Date?
        /// The `message_summary_info` property list, if any.
        public var messageSummaryInfo: Data?
        /// For tapbacks: `p:0/<guid>` or `bp:<guid>`.
        public var associatedMessageGUID: String?
        /// 0, or 2000–2007 / 3000–3007 for tapbacks.
        public var associatedMessageType: Int
        /// The attachments' metadata.
        public var attachments: [Attachment]

        /// Creates a message; everything but guid, chat and date has a plain default.
        public init(
            guid: String, chat: Int64, text: String?, storage: TextStorage = .both, attributedBodyOverride: Data? = nil,
            date: Date, precision: DatePrecision = .nanoseconds, isFromMe: Bool = false, handle: String? = nil,
            service: String = "iMessage", dateEdited: Date? = nil, dateRetracted: Date? = nil,
            messageSummaryInfo: Data? = nil, associatedMessageGUID: String? = nil, associatedMessageType: Int = 0,
            attachments: [Attachment] = []
        ) {
            self.guid = guid
            self.chat = chat
            self.text = text
            self.storage = storage
            self.attributedBodyOverride = attributedBodyOverride
            self.date = date
            self.precision = precision
            self.isFromMe = isFromMe
            self.handle = handle
            self.service = service
            self.dateEdited = dateEdited
            self.dateRetracted = dateRetracted
            self.messageSummaryInfo = messageSummaryInfo
            self.associatedMessageGUID = associatedMessageGUID
            self.associatedMessageType = associatedMessageType
            self.attachments = attachments
        }
    }

    /// The file being built.
    public let path: String
    private var queue: DatabaseQueue?
    private var chatMembers: [Int64: [Int64]] = [:]
    private var attachmentCount = 0

    /// Creates the file (replacing any file there) with the full schema.
    public init(path: String) throws {
        self.path = path
        for suffix in ["", "-wal", "-shm", "-journal"] { try? FileManager.default.removeItem(atPath: path + suffix) }
        let queue = try DatabaseQueue(path: path)
        try queue.writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA journal_mode = DELETE")
            try db.inTransaction {
                for statement in ChatDatabaseSchema.statements { try db.execute(sql: statement) }
                try db.execute(
                    sql: "INSERT INTO _SqliteDatabaseProperties (key, value) VALUES ('_ClientVersion', ?), ('counter_in_all', '0')",
                    arguments: [String(ChatDatabaseSchema.clientVersion)])
                return .commit
            }
        }
        self.queue = queue
    }

    /// The handle's ROWID, inserting it if needed.
    @discardableResult
    public func addHandle(_ id: String, service: String = "iMessage") throws -> Int64 {
        try write { db in
            if let existing = try Int64.fetchOne(db, sql: "SELECT ROWID FROM handle WHERE id = ? AND service = ?", arguments: [id, service]) {
                return existing
            }
            let country: String? = id.hasPrefix("+1") ? "us" : id.hasPrefix("+44") ? "gb" : id.hasPrefix("+49") ? "de" : nil
            try db.execute(
                sql: "INSERT INTO handle (id, country, service, uncanonicalized_id, person_centric_id) VALUES (?, ?, ?, NULL, NULL)",
                arguments: [id, country, service])
            return db.lastInsertedRowID
        }
    }

    /// Adds a chat with its members (handles other than the owner); returns its ROWID.
    @discardableResult
    public func addChat(guid: String, displayName: String? = nil, service: String = "iMessage", participants: [String]) throws -> Int64 {
        let handles = try participants.map { try addHandle($0, service: service) }
        let isGroup = guid.contains(";+;")
        let identifier = guid.split(separator: ";").last.map(String.init) ?? guid
        let chatID = try write { db in
            try db.execute(
                sql: """
                    INSERT INTO chat (guid, style, state, chat_identifier, service_name, room_name, display_name, group_id)
                    VALUES (?, ?, 3, ?, ?, ?, ?, ?)
                    """,
                arguments: [guid, isGroup ? 43 : 45, identifier, service, isGroup ? identifier : nil, displayName ?? "",
                            "group-\(guid)"])
            let chatID = db.lastInsertedRowID
            for handle in handles {
                try db.execute(sql: "INSERT INTO chat_handle_join (chat_id, handle_id) VALUES (?, ?)", arguments: [chatID, handle])
            }
            return chatID
        }
        chatMembers[chatID] = handles
        return chatID
    }

    /// Inserts a message (and its attachments); returns its ROWID.
    @discardableResult
    public func addMessage(_ message: Message) throws -> Int64 {
        let service = message.service
        var handleID: Int64 = 0
        if let handle = message.handle {
            handleID = try addHandle(handle, service: service)
        } else if message.isFromMe, let members = chatMembers[message.chat], members.count == 1 {
            handleID = members[0]
        }
        let stamp = { (date: Date?) -> Int64? in
            date.map { message.precision == .seconds ? AppleTimestamp.seconds(from: $0) : AppleTimestamp.nanoseconds(from: $0) }
        }
        let text = message.storage == .attributedOnly ? nil : message.text
        var body = message.attributedBodyOverride
        if body == nil, message.storage != .textOnly, let original = message.text {
            body = TypedStreamEncoder().encode(original)
        }
        return try write { db in
            try db.execute(
                sql: """
                    INSERT INTO message (guid, text, handle_id, attributedBody, version, service, account, date, date_read,
                        date_delivered, is_delivered, is_finished, is_from_me, is_read, is_sent, cache_has_attachments,
                        associated_message_guid, associated_message_type, message_summary_info, date_edited, date_retracted,
                        part_count)
                    VALUES (?, ?, ?, ?, 10, ?, ?, ?, 0, 0, 1, 1, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1)
                    """,
                arguments: [
                    message.guid, text, handleID, body, service, message.isFromMe ? "E:owner@example.test" : nil,
                    stamp(message.date), message.isFromMe, !message.isFromMe, message.isFromMe, !message.attachments.isEmpty,
                    message.associatedMessageGUID, message.associatedMessageType, message.messageSummaryInfo,
                    stamp(message.dateEdited) ?? 0, stamp(message.dateRetracted) ?? 0,
                ])
            let messageID = db.lastInsertedRowID
            try db.execute(
                sql: "INSERT INTO chat_message_join (chat_id, message_id, message_date) VALUES (?, ?, ?)",
                arguments: [message.chat, messageID, stamp(message.date)])
            for attachment in message.attachments {
                attachmentCount += 1
                let guid = String(format: "AT_%08d_%@", attachmentCount, message.guid)
                try db.execute(
                    sql: """
                        INSERT INTO attachment (guid, created_date, filename, uti, mime_type, transfer_state, is_outgoing,
                            transfer_name, total_bytes, original_guid)
                        VALUES (?, ?, ?, 'public.data', ?, 5, ?, ?, ?, ?)
                        """,
                    arguments: [guid, AppleTimestamp.seconds(from: message.date), attachment.filename, attachment.mimeType,
                                message.isFromMe, attachment.transferName, attachment.totalBytes, guid])
                try db.execute(
                    sql: "INSERT INTO message_attachment_join (message_id, attachment_id) VALUES (?, ?)",
                    arguments: [messageID, db.lastInsertedRowID])
            }
            return messageID
        }
    }

    /// Runs raw SQL on the file being built (e.g. to damage it on purpose in a test).
    public func execute(_ sql: String) throws {
        try write { db in try db.execute(sql: sql) }
    }

    /// Closes the file. With `walHeader`, the file is left in WAL mode as on a Mac (the log is
    /// checkpointed and removed on close, so no `-wal` stays beside it).
    public func finish(walHeader: Bool = false) throws {
        guard let queue else { return }
        if walHeader {
            try queue.writeWithoutTransaction { db in _ = try String.fetchOne(db, sql: "PRAGMA journal_mode = WAL") }
        }
        try queue.close()
        self.queue = nil
    }

    private func write<T>(_ work: (Database) throws -> T) throws -> T {
        guard let queue else { throw DatabaseError(resultCode: .SQLITE_MISUSE, message: "ChatDatabaseBuilder is finished") }
        return try queue.write(work)
    }
}
