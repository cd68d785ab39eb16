import Foundation
import GRDB
import SottoCore

extension Vault {
    /// The cached summary of a thread (sealed JSON) and the keyed fingerprint it was saved
    /// under (see `summaryFingerprint(of:)`).
    public func threadSummary(id: Int64) throws -> (summary: Data, fingerprint: Data)? {
        try database.read { db in
            guard let row = try Row.fetchOne(db, sql: "SELECT summary, summary_fingerprint FROM threads WHERE id = ?", arguments: [id])
            else { throw VaultError(.noSuchRecord, "no thread with id \(id)") }
            guard let sealed = row["summary"] as Data?, let fingerprint = row["summary_fingerprint"] as Data? else { return nil }
            return (try cipher.open(sealed, context: .summary), fingerprint)
        }
    }

    /// The fingerprint a summary is cached under: a keyed hash (HMAC with the vault's lookup
    /// key, like every fingerprint the vault stores) of a digest of the content and model the
    /// summary describes. Unkeyed, it would let someone holding the file confirm a guess of
    /// a thread's text.
    public func summaryFingerprint(of contentDigest: Data) -> Data {
        lookup.fingerprint(Data("summary:".utf8) + contentDigest)
    }

    /// Caches a thread's summary under the keyed fingerprint of `contentDigest` (a digest of
    /// the content and model it describes; only its keyed fingerprint is stored).
    public func saveThreadSummary(id: Int64, summary: Data, contentDigest: Data) throws {
        let sealed = try cipher.seal(summary, context: .summary)
        try database.write { db in
            try db.execute(sql: "UPDATE threads SET summary = ?, summary_fingerprint = ? WHERE id = ?",
                           arguments: [sealed, summaryFingerprint(of: contentDigest), id])
            guard db.changesCount == 1 else { throw VaultError(.noSuchRecord, "no thread with id \(id)") }
        }
    }

    /// Replaces the unkeyed content digests that schema v1-v5 stored as summary fingerprints
    /// by their keyed fingerprints; the cached summaries stay valid.
    func keySummaryFingerprints(in db: Database) throws {
        let rows = try Row.fetchAll(db, sql: "SELECT id, summary_fingerprint FROM threads WHERE summary_fingerprint IS NOT NULL")
        for row in rows {
            try db.execute(sql: "UPDATE threads SET summary_fingerprint = ? WHERE id = ?",
                           arguments: [summaryFingerprint(of: row["summary_fingerprint"]), row["id"] as Int64])
        }
    }

    /// Threads the queue may summarize on its own: at least `minimumMessages` messages, all
    /// triaged, not all flagged as spam; most recently active first.
    public func threadsForAutomaticSummary(minimumMessages: Int) throws -> [Int64] {
        try database.read { db in
            try Int64.fetchAll(db, sql: """
                SELECT t.id FROM threads t
                WHERE t.message_count >= ?
                  AND NOT EXISTS (SELECT 1 FROM messages m WHERE m.thread_id = t.id AND m.category IS NULL)
                  AND EXISTS (SELECT 1 FROM messages m WHERE m.thread_id = t.id AND coalesce(m.flagged, 0) = 0)
                ORDER BY t.last_date DESC, t.id DESC
                """, arguments: [minimumMessages])
        }
    }

    /// The messages of a thread, oldest first, with their content.
    public func threadMessages(id: Int64) throws -> [Message] {
        let ids = try database.read { db in
            try Int64.fetchAll(db, sql: "SELECT id FROM messages WHERE thread_id = ? ORDER BY date, id", arguments: [id])
        }
        guard !ids.isEmpty else { throw VaultError(.noSuchRecord, "no thread with id \(id)") }
        return try ids.map { try message(id: $0) }
    }
}
