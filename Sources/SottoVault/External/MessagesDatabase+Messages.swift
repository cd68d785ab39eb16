import Foundation
import GRDB
import SottoCore

extension MessagesDatabase {
    /// The number of rows in the `message` table (tapbacks and unsent messages included).
    public func messageCount() throws -> Int {
        do {
            return try queue.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM message") ?? 0 }
        } catch let error as DatabaseError {
            throw Self.readError(error, path: path)
        }
    }

    /// Calls `body` with every message in ROWID (arrival) order.
    ///
    /// Rows are streamed from one SQLite cursor over `message` (left-joined with `handle`), merged
    /// with a second cursor over the attachments in message order, so memory stays bounded by
    /// one message plus the chat list (chats and their members are loaded once). A message in
    /// several chats is reported with the chat of lowest ROWID. Errors thrown by `body` stop the
    /// walk and are rethrown unchanged; SQLite failures become `MessagesDatabaseError.readFailed`.
    public func forEachMessage(_ body: (IMessageRecord) throws -> Void) throws {
        do {
            try queue.read { db in
                let chats = try loadChats(db)
                var attachments = try AttachmentStream(db, schema: schema)
                let messages = try Row.fetchCursor(db, sql: messageQuery())
                while let row = try messages.next() {
                    var record = Self.record(from: row)
                    if let chatID = Self.int64(row, 14), let chat = chats[chatID] {
                        record.chatGUID = chat.guid
                        record.chatDisplayName = chat.displayName
                        record.chatParticipants = chat.participants
                    }
                    record.attachments = try attachments.take(forMessage: record.rowID)
                    do {
                        try body(record)
                    } catch {
                        throw BodyError(underlying: error)
                    }
                }
            }
        } catch let error as BodyError {
            throw error.underlying
        } catch let error as DatabaseError {
            throw Self.readError(error, path: path)
        }
    }

    private struct BodyError: Error {
        var underlying: any Error
    }

    private struct ChatInfo {
        var guid: String
        var displayName: String?
        var participants: [String]
    }

    private func messageQuery() -> String {
        let columns = [
            "m.ROWID", "m.guid", "m.text", schema.messageColumn("attributedBody"), "m.date",
            schema.messageColumn("date_edited"), schema.messageColumn("date_retracted"),
            schema.messageColumn("message_summary_info"), "m.is_from_me", "h.id",
            schema.messageColumn("destination_caller_id"), schema.messageColumn("service"),
            schema.messageColumn("associated_message_guid"), schema.messageColumn("associated_message_type"),
            "(SELECT cmj.chat_id FROM chat_message_join cmj WHERE cmj.message_id = m.ROWID ORDER BY cmj.chat_id LIMIT 1)",
        ]
        return "SELECT \(columns.joined(separator: ", ")) FROM message m "
            + "LEFT JOIN handle h ON h.ROWID = m.handle_id ORDER BY m.ROWID"
    }

    private static func record(from row: Row) -> IMessageRecord {
        IMessageRecord(
            rowID: int64(row, 0) ?? 0,
            guid: string(row, 1) ?? "",
            text: string(row, 2),
            attributedBody: data(row, 3),
            date: int64(row, 4).map(AppleTimestamp.date(from:)),
            dateEdited: AppleTimestamp.dateIfSet(int64(row, 5)),
            dateRetracted: AppleTimestamp.dateIfSet(int64(row, 6)),
            messageSummaryInfo: data(row, 7),
            isFromMe: (int64(row, 8) ?? 0) != 0,
            handleID: nonEmpty(string(row, 9)),
            destinationCallerID: nonEmpty(string(row, 10)),
            service: nonEmpty(string(row, 11)),
            associatedMessageGUID: nonEmpty(string(row, 12)),
            associatedMessageType: Int(clamping: int64(row, 13) ?? 0)
        )
    }

    private func loadChats(_ db: Database) throws -> [Int64: ChatInfo] {
        let nameColumn = schema.has("chat", "display_name") ? "display_name" : "NULL"
        var chats: [Int64: ChatInfo] = [:]
        let rows = try Row.fetchCursor(db, sql: "SELECT ROWID, guid, \(nameColumn) FROM chat")
        while let row = try rows.next() {
            guard let id = Self.int64(row, 0) else { continue }
            chats[id] = ChatInfo(guid: Self.string(row, 1) ?? "", displayName: Self.nonEmpty(Self.string(row, 2)), participants: [])
        }
        let members = try Row.fetchCursor(db, sql: """
            SELECT chj.chat_id, h.id FROM chat_handle_join chj JOIN handle h ON h.ROWID = chj.handle_id
            ORDER BY chj.chat_id, h.id
            """)
        while let row = try members.next() {
            guard let chatID = Self.int64(row, 0), let handle = Self.nonEmpty(Self.string(row, 1)) else { continue }
            if chats[chatID]?.participants.last != handle { chats[chatID]?.participants.append(handle) }
        }
        return chats
    }

    // MARK: Lenient column access (a column of an unexpected storage class reads as nil, never traps)

    static func int64(_ row: Row, _ index: Int) -> Int64? {
        let value: DatabaseValue = row[index]
        switch value.storage {
        case .int64(let number): return number
        case .double(let number): return Int64(exactly: number.rounded())
        case .string(let text): return Int64(text)
        case .null, .blob: return nil
        }
    }

    static func string(_ row: Row, _ index: Int) -> String? {
        let value: DatabaseValue = row[index]
        switch value.storage {
        case .string(let text): return text
        case .blob(let bytes): return String(data: bytes, encoding: .utf8)
        case .int64(let number): return String(number)
        case .double, .null: return nil
        }
    }

    static func data(_ row: Row, _ index: Int) -> Data? {
        let value: DatabaseValue = row[index]
        switch value.storage {
        case .blob(let bytes): return bytes.isEmpty ? nil : bytes
        case .string(let text): return Data(text.utf8)
        case .int64, .double, .null: return nil
        }
    }

    static func nonEmpty(_ text: String?) -> String? {
        guard let text, !text.isEmpty else { return nil }
        return text
    }
}
