import Foundation
import GRDB

extension Vault {
    /// The index document of a stored message, from its sealed envelope and body, which hold
    /// everything `indexDocument(for:)` reads: deletion and re-indexing compute exactly what
    /// the import stored.
    func indexDocument(envelope: Data, body: Data) throws -> IndexDocument {
        let message = try MessageRecords.readMessage(
            envelope: try cipher.open(envelope, context: .envelope), body: try cipher.open(body, context: .body))
        return indexDocument(for: message)
    }

    /// Indexes every stored message again into an empty `message_index` (a schema migration
    /// that changes the index's layout).
    func rebuildKeywordIndex(in db: Database) throws {
        let insert = try db.makeStatement(sql: "INSERT INTO message_index(rowid, subject, sender, recipients, body) VALUES (?,?,?,?,?)")
        let rows = try Row.fetchCursor(db, sql: "SELECT id, envelope, body FROM messages ORDER BY id")
        var count = 0
        while let row = try rows.next() {
            let document = try indexDocument(envelope: row["envelope"], body: row["body"])
            try insert.execute(arguments: [row["id"] as Int64, document.subject, document.sender, document.recipients, document.body])
            count += 1
        }
        logger.info("keyword index rebuilt", metadata: ["vault.messages": "\(count)"])
    }
}
