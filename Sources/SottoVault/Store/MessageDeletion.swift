import Foundation
import GRDB
import SottoCore

extension Vault {
    /// Deletes messages and what exists only because of them, in one transaction: if anything
    /// fails, nothing is deleted.
    ///
    /// A deleted message leaves nothing behind: its raw bytes, references, attachment records,
    /// analysis and keyword-index entries go, and so does its de-duplication key, so importing
    /// it again stores it again. Its threads get their counts, dates, subject and category
    /// recomputed from the remaining messages and lose their cached summary; a thread left
    /// empty is deleted, and so is a contact no remaining message mentions. A thread is not
    /// split when the deleted message was the only link between its parts. Sender preferences
    /// are the person's decisions and stay. Unknown ids are ignored.
    ///
    /// Nothing of it stays on disk either: the vault overwrites deleted rows with zeros
    /// (`secure_delete`), merges the keyword index into one segment so the deleted terms leave
    /// it (FTS5 keeps them, marked deleted, until segments merge), and truncates the WAL.
    /// The merge rewrites the whole index, so a deletion costs time in proportion to the
    /// mailbox; delete many messages in one call rather than one call each.
    ///
    /// - Returns: how many messages were deleted.
    @discardableResult
    public func deleteMessages(ids: [Int64]) throws -> Int {
        let deleted = try database.write { db in
            var deleted = 0
            var threads = Set<Int64>()
            var contacts = Set<Int64>()
            for id in Set(ids).sorted() {
                guard let row = try Row.fetchOne(db, sql: "SELECT thread_id, envelope, body FROM messages WHERE id = ?", arguments: [id])
                else { continue }
                try removeFromIndex(id, envelope: row["envelope"], body: row["body"], in: db)
                contacts.formUnion(try releaseContacts(of: id, in: db))
                // message_raw, message_references, message_contacts and attachments follow by ON DELETE CASCADE.
                try db.execute(sql: "DELETE FROM messages WHERE id = ?", arguments: [id])
                threads.insert(row["thread_id"])
                deleted += 1
            }
            for contact in contacts { try refreshContact(contact, in: db) }
            if !contacts.isEmpty { try removeEmptyPeople(in: db) }
            for thread in threads { try refreshThread(thread, in: db) }
            if deleted > 0 {
                try db.execute(sql: "INSERT INTO message_index(message_index) VALUES ('optimize')")
                try AuditLog.append(.deleted, details: ["messages": deleted], in: db)
            }
            return deleted
        }
        if deleted > 0 { truncateWriteAheadLog() }
        return deleted
    }

    /// Removes a message from the keyword index. The index is contentless FTS5, which on SQLite
    /// 3.40 can only forget a row when told the exact terms it indexed; they are recomputed from
    /// the stored envelope and body, which hold everything `indexDocument(for:)` reads. Wrong
    /// values would corrupt the index silently: FTS5's integrity check cannot see it on a
    /// contentless table.
    private func removeFromIndex(_ id: Int64, envelope: Data, body: Data, in db: Database) throws {
        let document = try indexDocument(envelope: envelope, body: body)
        try db.execute(sql: """
            INSERT INTO message_index(message_index, rowid, subject, sender, recipients, body) VALUES ('delete', ?, ?, ?, ?, ?)
            """, arguments: [id, document.subject, document.sender, document.recipients, document.body])
    }

    /// Takes a message off its contacts' counts (one per role, as the import counted it) and
    /// returns the contacts it touched.
    private func releaseContacts(of id: Int64, in db: Database) throws -> [Int64] {
        let contacts = try Int64.fetchAll(db, sql: "SELECT DISTINCT contact_id FROM message_contacts WHERE message_id = ?", arguments: [id])
        try db.execute(sql: """
            UPDATE contacts SET message_count = message_count
                - (SELECT count(*) FROM message_contacts WHERE message_id = ?1 AND contact_id = contacts.id)
            WHERE id IN (SELECT contact_id FROM message_contacts WHERE message_id = ?1)
            """, arguments: [id])
        return contacts
    }

    /// Deletes a contact no message mentions any more (its sealed name and address would
    /// outlive the mail), or else moves its last-seen date back to its latest remaining message.
    private func refreshContact(_ contact: Int64, in db: Database) throws {
        try db.execute(sql: """
            DELETE FROM contacts WHERE id = ?1 AND NOT EXISTS (SELECT 1 FROM message_contacts WHERE contact_id = ?1)
            """, arguments: [contact])
        try db.execute(sql: """
            UPDATE contacts SET last_seen = (
                SELECT max(m.date) FROM message_contacts mc JOIN messages m ON m.id = mc.message_id WHERE mc.contact_id = ?1)
            WHERE id = ?1
            """, arguments: [contact])
    }

    /// Recomputes a thread from its remaining messages, or deletes it when none is left. The
    /// subject is taken from the oldest remaining message, so a deleted message's subject does
    /// not live on as the thread's; the cached summary described content that is gone.
    private func refreshThread(_ thread: Int64, in db: Database) throws {
        guard let oldest = try Data.fetchOne(db, sql: """
            SELECT envelope FROM messages WHERE thread_id = ? ORDER BY date, id LIMIT 1
            """, arguments: [thread])
        else {
            try db.execute(sql: "DELETE FROM threads WHERE id = ?", arguments: [thread])
            return
        }
        let subject = try MessageRecords.readEnvelope(try cipher.open(oldest, context: .envelope)).subject
        try db.execute(sql: """
            UPDATE threads SET
                message_count = (SELECT count(*) FROM messages WHERE thread_id = ?1),
                first_date = (SELECT min(date) FROM messages WHERE thread_id = ?1),
                last_date = (SELECT max(date) FROM messages WHERE thread_id = ?1),
                subject_key = ?2, envelope = ?3, summary = NULL, summary_fingerprint = NULL
            WHERE id = ?1
            """, arguments: [
                thread, subjectKey(normalized: SubjectNormalizer.normalize(subject)),
                try cipher.seal(Array(subject.utf8), context: .thread),
            ])
        try Self.refreshThreadCategory(thread, in: db)
    }
}
