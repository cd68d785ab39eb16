import Foundation
import GRDB
import SottoCore

/// Writes prepared messages inside one transaction: de-duplication, JWZ-style threading,
/// contacts, attachments and the blind index.
struct MessageWriter {
    let db: Database
    let lookup: BlindHasher
    let cipher: ContentCipher

    /// A reply whose references are unknown joins a thread with the same normalized subject
    /// whose latest message is at most this old.
    static let subjectWindow: TimeInterval = 30 * 24 * 3600

    func store(_ prepared: PreparedMessage) throws -> StoreOutcome {
        switch prepared {
        case .quarantine(let key, let code, let reason, let size, let provenance, let raw):
            if try Int64.fetchOne(db, sql: "SELECT id FROM quarantine WHERE dedupe_key = ?", arguments: [key]) != nil {
                return .duplicateQuarantined
            }
            try db.execute(
                sql: "INSERT INTO quarantine(dedupe_key, code, reason, size, imported_at, provenance, raw) VALUES (?,?,?,?,?,?,?)",
                arguments: [key, code, reason, size, Date().timeIntervalSince1970, provenance, raw]
            )
            return .quarantined(reason: reason)
        case .message(let message):
            if let existing = try Int64.fetchOne(
                db, sql: "SELECT id FROM messages WHERE dedupe_key = ?", arguments: [message.dedupeKey]
            ) {
                return .duplicate(messageID: existing)
            }
            let threadID = try thread(for: message)
            let id = try insert(message, threadID: threadID)
            return .stored(messageID: id, threadID: threadID)
        }
    }

    private func insert(_ message: PreparedMessage.Message, threadID: Int64) throws -> Int64 {
        let date = message.date?.timeIntervalSince1970
        try db.cachedStatement(sql: """
            INSERT INTO messages(thread_id, dedupe_key, message_id_key, date, imported_at, size,
                attachment_count, parse_warning_count, envelope, body, provenance, platform, written_here)
            VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?)
            """).execute(arguments: [
                threadID, message.dedupeKey, message.messageIDKey, date, Date().timeIntervalSince1970,
                message.size, message.fileAttachmentCount, message.warningCount, message.envelope,
                message.body, message.provenance, message.platform.rawValue, message.writtenHere,
            ])
        let id = db.lastInsertedRowID
        try db.cachedStatement(sql: "INSERT INTO message_raw(message_id, data) VALUES (?, ?)")
            .execute(arguments: [id, message.raw])
        let references = try db.cachedStatement(sql: "INSERT INTO message_references(message_id, ref_key) VALUES (?, ?)")
        for key in message.referenceKeys { try references.execute(arguments: [id, key]) }
        let attachments = try db.cachedStatement(
            sql: "INSERT INTO attachments(message_id, ordinal, mime_type, size, envelope) VALUES (?,?,?,?,?)")
        for (ordinal, attachment) in message.attachments.enumerated() {
            try attachments.execute(arguments: [id, ordinal, attachment.mimeType, attachment.size, attachment.envelope])
        }
        for participant in message.participants {
            let contactID = try contact(
                key: participant.key, kind: participant.kind, envelope: participant.envelope, named: participant.named,
                isSender: participant.role == .from, date: date)
            try db.cachedStatement(sql: "INSERT OR IGNORE INTO message_contacts(message_id, contact_id, role) VALUES (?,?,?)")
                .execute(arguments: [id, contactID, participant.role.rawValue])
        }
        try db.cachedStatement(sql: "INSERT INTO message_index(rowid, subject, sender, recipients, body) VALUES (?,?,?,?,?)")
            .execute(arguments: [id, message.index.subject, message.index.sender, message.index.recipients, message.index.body])
        try db.cachedStatement(sql: """
            UPDATE threads SET message_count = message_count + 1,
                first_date = CASE WHEN ?1 IS NULL THEN first_date WHEN first_date IS NULL OR ?1 < first_date THEN ?1 ELSE first_date END,
                last_date = CASE WHEN ?1 IS NULL THEN last_date WHEN last_date IS NULL OR ?1 > last_date THEN ?1 ELSE last_date END
            WHERE id = ?2
            """).execute(arguments: [date, threadID])
        return id
    }

    /// Finds or adds an identity. Its sealed record keeps the name its owner gives themselves
    /// (the display name on mail they send), else the first name anyone gave it.
    private func contact(key: Data, kind: Identity.Kind, envelope: Data, named: Bool, isSender: Bool, date: Double?) throws -> Int64 {
        if let id = try Int64.fetchOne(db.cachedStatement(sql: "SELECT id FROM contacts WHERE address_key = ?"), arguments: [key]) {
            try db.cachedStatement(sql: "UPDATE contacts SET message_count = message_count + 1, last_seen = max(coalesce(last_seen, ?1), ?1) WHERE id = ?2")
                .execute(arguments: [date, id])
            if named {
                try db.cachedStatement(sql: "UPDATE contacts SET envelope = ?1, named = 1 WHERE id = ?2 AND (named = 0 OR ?3)")
                    .execute(arguments: [envelope, id, isSender])
            }
            return id
        }
        try db.cachedStatement(sql: "INSERT INTO contacts(address_key, kind, envelope, message_count, last_seen, named) VALUES (?,?,?,1,?,?)")
            .execute(arguments: [key, kind.rawValue, envelope, date, named])
        return db.lastInsertedRowID
    }

    /// Finds the thread a new message belongs to, merging threads it connects.
    ///
    /// 1. Threads of messages it references (its parents) and of messages that reference it
    ///    (children that arrived first).
    /// 2. Otherwise, when it is a reply, the most recent thread with the same normalized
    ///    subject within `subjectWindow`.
    /// 3. Otherwise a new thread.
    private func thread(for message: PreparedMessage.Message) throws -> Int64 {
        if let conversation = message.conversationKey {
            if let id = try Int64.fetchOne(
                db.cachedStatement(sql: "SELECT id FROM threads WHERE conversation_key = ?"), arguments: [conversation]) {
                return id
            }
            try db.cachedStatement(sql: "INSERT INTO threads(subject_key, envelope, platform, conversation_key) VALUES (NULL, ?, ?, ?)")
                .execute(arguments: [message.threadEnvelope, message.platform.rawValue, conversation])
            return db.lastInsertedRowID
        }
        var candidates = Set<Int64>()
        let byMessageID = try db.cachedStatement(sql: "SELECT thread_id FROM messages WHERE message_id_key = ?")
        for key in message.referenceKeys {
            candidates.formUnion(try Int64.fetchAll(byMessageID, arguments: [key]))
        }
        if let own = message.messageIDKey {
            candidates.formUnion(try Int64.fetchAll(db.cachedStatement(sql: """
                SELECT m.thread_id FROM message_references r JOIN messages m ON m.id = r.message_id WHERE r.ref_key = ?
                """), arguments: [own]))
        }
        if let target = candidates.min() {
            for other in candidates where other != target { try merge(other, into: target) }
            return target
        }
        if message.isReply, let subjectKey = message.subjectKey {
            let date = message.date?.timeIntervalSince1970
            let sql = """
                SELECT id FROM threads WHERE subject_key = ?1
                  AND (?2 IS NULL OR last_date IS NULL OR abs(last_date - ?2) <= ?3)
                ORDER BY last_date DESC LIMIT 1
                """
            if let id = try Int64.fetchOne(db.cachedStatement(sql: sql), arguments: [subjectKey, date, Self.subjectWindow]) {
                return id
            }
        }
        try db.cachedStatement(sql: "INSERT INTO threads(subject_key, envelope) VALUES (?, ?)")
            .execute(arguments: [message.subjectKey, message.threadEnvelope])
        return db.lastInsertedRowID
    }

    private func merge(_ source: Int64, into target: Int64) throws {
        try db.execute(sql: "UPDATE messages SET thread_id = ? WHERE thread_id = ?", arguments: [target, source])
        try db.execute(sql: """
            UPDATE threads SET
                message_count = (SELECT count(*) FROM messages WHERE thread_id = ?1),
                first_date = (SELECT min(date) FROM messages WHERE thread_id = ?1),
                last_date = (SELECT max(date) FROM messages WHERE thread_id = ?1)
            WHERE id = ?1
            """, arguments: [target])
        try db.execute(sql: "DELETE FROM threads WHERE id = ?", arguments: [source])
    }
}
