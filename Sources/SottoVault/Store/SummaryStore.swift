import Foundation
import GRDB
import SottoCore

extension Vault {
    /// The cached summary of a thread (sealed JSON) and the fingerprint it was made for.
    public func threadSummary(id: Int64) throws -> (summary: Data, fingerprint: Data)? {
        try database.read { db in
            guard let row = try Row.fetchOne(db, sql: "SELECT summary, summary_fingerprint FROM threads WHERE id = ?", arguments: [id])
            else { throw VaultError(.noSuchRecord, "no thread with id \(id)") }
            guard let sealed = row["summary"] as Data?, let fingerprint = row["summary_fingerprint"] as Data? else { return nil }
            return (try cipher.open(sealed, context: .summary), fingerprint)
        }
    }

    /// Caches a thread's summary with the fingerprint of the content and model it describes.
    public func saveThreadSummary(id: Int64, summary: Data, fingerprint: Data) throws {
        let sealed = try cipher.seal(summary, context: .summary)
        try database.write { db in
            try db.execute(sql: "UPDATE threads SET summary = ?, summary_fingerprint = ? WHERE id = ?", arguments: [sealed, fingerprint, id])
            guard db.changesCount == 1 else { throw VaultError(.noSuchRecord, "no thread with id \(id)") }
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
