import Foundation
import GRDB
import SottoCore

extension MessagesDatabase {
    /// A cursor over `message_attachment_join` ⋈ `attachment` in (message, attachment) ROWID
    /// order, consumed in step with the message cursor (a merge join): one pending row in memory.
    struct AttachmentStream {
        private let cursor: RowCursor
        private var pending: (messageID: Int64, attachment: IMessageAttachment)?
        private var exhausted = false

        init(_ db: Database, schema: MessagesSchema) throws {
            let transferName = schema.has("attachment", "transfer_name") ? "a.transfer_name" : "NULL"
            let totalBytes = schema.has("attachment", "total_bytes") ? "a.total_bytes" : "NULL"
            cursor = try Row.fetchCursor(db, sql: """
                SELECT maj.message_id, a.ROWID, \(transferName), a.mime_type, \(totalBytes), a.filename
                FROM message_attachment_join maj JOIN attachment a ON a.ROWID = maj.attachment_id
                ORDER BY maj.message_id, a.ROWID
                """)
        }

        /// The attachments of message `rowID`; rows of earlier (or missing) messages are skipped.
        mutating func take(forMessage rowID: Int64) throws -> [IMessageAttachment] {
            var found: [IMessageAttachment] = []
            while let next = try peek() {
                if next.messageID > rowID { break }
                if next.messageID == rowID { found.append(next.attachment) }
                pending = nil
            }
            return found
        }

        private mutating func peek() throws -> (messageID: Int64, attachment: IMessageAttachment)? {
            if let pending { return pending }
            guard !exhausted else { return nil }
            while let row = try cursor.next() {
                guard let messageID = MessagesDatabase.int64(row, 0), let attachmentID = MessagesDatabase.int64(row, 1) else { continue }
                let attachment = IMessageAttachment(
                    rowID: attachmentID,
                    transferName: MessagesDatabase.nonEmpty(MessagesDatabase.string(row, 2)),
                    mimeType: MessagesDatabase.nonEmpty(MessagesDatabase.string(row, 3)),
                    totalBytes: MessagesDatabase.int64(row, 4) ?? 0,
                    filename: MessagesDatabase.nonEmpty(MessagesDatabase.string(row, 5)))
                pending = (messageID, attachment)
                return pending
            }
            exhausted = true
            return nil
        }
    }
}
