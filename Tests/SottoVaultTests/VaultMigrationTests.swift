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

@Suite("Vault schema migrations: chats, calendars and people")
struct ConversationMigrationTests {
    @Test("a mail-only vault of schema v3 upgrades in place: its mail reads as mail, its addresses become identities")
    func upgradesAMailVault() throws {
        let temp = try TemporaryVault()
        defer { temp.remove() }
        let base = MessageBuilder()
        let messages = (0..<3).map { index in base.with { $0.messageID = "m\(index)@x"; $0.subject = "Message \(index)" } }
        let ids = VaultDeletionTests.storedIDs(try temp.vault.store(messages.map { $0.incoming() }))

        // Put the vault back into the version-3 layout (the tables and columns v4 added gone).
        try temp.vault.database.writeWithoutTransaction { db in
            try db.execute(sql: """
                PRAGMA foreign_keys = OFF;
                DROP TABLE events; DROP TABLE contact_suggestions; DROP TABLE contact_changes;
                DROP INDEX messages_by_platform; ALTER TABLE messages DROP COLUMN platform;
                DROP INDEX threads_by_conversation; ALTER TABLE threads DROP COLUMN conversation_key;
                ALTER TABLE threads DROP COLUMN platform;
                CREATE TABLE contacts_v3 (
                    id INTEGER PRIMARY KEY, address_key BLOB NOT NULL UNIQUE, envelope BLOB NOT NULL,
                    message_count INTEGER NOT NULL DEFAULT 0, last_seen REAL);
                INSERT INTO contacts_v3 SELECT id, address_key, envelope, message_count, last_seen FROM contacts;
                DROP TABLE contacts; ALTER TABLE contacts_v3 RENAME TO contacts;
                DROP TABLE people;
                DELETE FROM grdb_migrations WHERE identifier = 'v4-conversations';
                PRAGMA foreign_keys = ON;
                """)
        }
        let columnsBefore = try temp.vault.database.read { db in try db.columns(in: "contacts").map(\.name) }
        #expect(!columnsBefore.contains("person_id"))

        let reopened = try temp.reopen()
        for id in ids {
            let message = try reopened.message(id: id)
            #expect(message.content.platform == .mail)
            #expect(message.content.chat == nil)
        }
        #expect(try reopened.messages(MessageFilter(platform: .mail)).count == 3)
        #expect(try reopened.messages(MessageFilter(platform: .whatsapp)).isEmpty)
        let identities = try reopened.identities()
        #expect(!identities.isEmpty && identities.allSatisfy { $0.identity.kind == .email && $0.personID == nil })
        #expect(try reopened.eventCount() == 0)
        #expect(try reopened.createPeopleForUnassignedIdentities().count == identities.count)
        #expect(try reopened.integrityCheck())
    }
}
