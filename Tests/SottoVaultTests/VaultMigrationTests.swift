import Foundation
import GRDB
import SottoCore
import SottoTesting
@testable import SottoVault
import Testing

@Suite("Vault schema migrations")
struct VaultMigrationTests {
    @Test("a vault that kept embeddings in the messages table keeps them when it moves them to their own")
    func embeddingsMove() throws {
        let temp = try TemporaryVault()
        defer { temp.remove() }
        let base = MessageBuilder()
        let messages = (0..<3).map { index in base.with { $0.messageID = "m\(index)@x"; $0.subject = "Message \(index)" } }
        let ids = VaultDeletionTests.storedIDs(try temp.vault.store(messages.map { $0.incoming() }))
        try temp.vault.saveAnalyses(ids.prefix(2).map { MessageAnalysis(messageID: $0, embedding: [Float($0), 0.5, -1]) })
        let before = try temp.vault.embeddings()

        // Put the vault back into the version-2 layout, sealed vectors and all.
        try temp.vault.database.write { db in
            try db.execute(sql: """
                ALTER TABLE messages ADD COLUMN embedding BLOB;
                UPDATE messages SET embedding = (SELECT vector FROM message_embeddings WHERE message_id = messages.id);
                DROP TABLE message_embeddings;
                DELETE FROM grdb_migrations WHERE identifier = 'v3-embeddings';
                """)
        }

        let reopened = try temp.reopen()
        let after = try reopened.embeddings()
        #expect(after.map(\.messageID) == ids.prefix(2).map { $0 })
        #expect(after.map(\.vector) == before.map(\.vector))
        #expect(try reopened.pendingCount(.embedding) == 1)
        #expect(try reopened.messageIDs(needing: .embedding, limit: 10) == [ids[2]])
        let columns = try reopened.database.read { db in try db.columns(in: "messages").map(\.name) }
        #expect(!columns.contains("embedding"))
    }
}
