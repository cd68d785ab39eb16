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
                DROP TABLE owner_addresses; ALTER TABLE messages DROP COLUMN written_here;
                DELETE FROM grdb_migrations WHERE identifier NOT IN ('v1', 'v2-analysis', 'v3-embeddings');
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

@Suite("Vault schema migrations: the keyword index without positions")
struct KeywordIndexMigrationTests {
    @Test("a vault whose index kept positions (schema v4) is re-indexed from its sealed mail: same search, no positions, deletion still exact")
    func reindexesAPositionalIndex() throws {
        let temp = try TemporaryVault()
        defer { temp.remove() }
        let base = MessageBuilder()
        let messages = [
            base.with { $0.messageID = "a@x"; $0.subject = "Tax return"; $0.text = "The tax return is due in April, return it signed." },
            base.with { $0.messageID = "b@x"; $0.subject = "Garden"; $0.text = "Return the ladder after the garden work." },
            base.with { $0.messageID = "c@x"; $0.subject = "Lunch"; $0.text = "Lunch on Friday?"; $0.from = EmailAddress(name: "Priya Raman", address: "priya@example.org") },
        ]
        let ids = VaultDeletionTests.storedIDs(try temp.vault.store(messages.map { $0.incoming() }))
        let vault = temp.vault
        // Put the index back into the v4 layout: detail=full, every token's term in text order.
        try vault.database.write { db in
            try db.execute(sql: """
                DROP TABLE message_index;
                CREATE VIRTUAL TABLE message_index USING fts5(
                    subject, sender, recipients, body, content = '', columnsize = 1, tokenize = 'ascii');
                DELETE FROM grdb_migrations WHERE identifier = 'v5-index-detail-column';
                """)
            func sequence(_ text: String) -> String { SearchTokenizer.tokens(in: text).map { vault.tokens.term(for: $0) }.joined(separator: " ") }
            for (id, message) in zip(ids, messages) {
                let parsed = message.parsed
                try db.execute(sql: "INSERT INTO message_index(rowid, subject, sender, recipients, body) VALUES (?,?,?,?,?)", arguments: [
                    id, sequence(parsed.subject), sequence(Vault.addressText(parsed.from + parsed.replyTo)),
                    sequence(Vault.addressText(parsed.to + parsed.cc)), sequence(Vault.indexedBody(parsed)),
                ])
            }
        }

        let reopened = try temp.reopen()
        let definition = try reopened.database.read { db in
            try String.fetchOne(db, sql: "SELECT sql FROM sqlite_master WHERE name = 'message_index'")
        }
        #expect(definition?.contains("detail = column") == true)
        let positions = try reopened.database.write { db in
            try db.execute(sql: "CREATE VIRTUAL TABLE temp.instances USING fts5vocab(main, message_index, instance)")
            return try Int.fetchOne(db, sql: "SELECT count(*) FROM temp.instances WHERE offset IS NOT NULL")
        }
        #expect(positions == 0)
        #expect(try reopened.search("return").hits.map(\.message.id) == [ids[0], ids[1]], "the subject weighs more")
        #expect(try reopened.search("from:priya lunch").hits.map(\.message.id) == [ids[2]])
        #expect(try reopened.search("\"return tax\"").hits.map(\.message.id) == [ids[0]], "a phrase matches its words in any order")
        #expect(try reopened.integrityCheck())
        #expect(try reopened.deleteMessages(ids: [ids[0]]) == 1)
        #expect(try VaultDeletionTests.indexEntries(of: [ids[0]], in: reopened) == 0)
        #expect(try reopened.search("return").hits.map(\.message.id) == [ids[1]])
    }
}

@Suite("Vault schema migrations: keyed summary fingerprints")
struct SummaryFingerprintMigrationTests {
    @Test("a cached summary stored under an unkeyed digest (schema v5) is re-keyed in place and stays valid")
    func keysStoredDigests() throws {
        let temp = try TemporaryVault()
        defer { temp.remove() }
        let ids = VaultDeletionTests.storedIDs(try temp.vault.store([MessageBuilder().with { $0.messageID = "a@x" }.incoming()]))
        let thread = try temp.vault.message(id: ids[0]).threadID
        let digest = Data((0..<32).map { UInt8($0) })
        try temp.vault.database.write { db in
            try db.execute(sql: "UPDATE threads SET summary = ?, summary_fingerprint = ? WHERE id = ?", arguments: [
                try temp.vault.cipher.seal(Data("cached".utf8), context: .summary), digest, thread,
            ])
            try db.execute(sql: "DELETE FROM grdb_migrations WHERE identifier = 'v6-keyed-summary-fingerprints'")
        }

        let reopened = try temp.reopen()
        let cached = try #require(try reopened.threadSummary(id: thread))
        #expect(cached.fingerprint != digest)
        #expect(cached.fingerprint == reopened.summaryFingerprint(of: digest))
        #expect(cached.summary == Data("cached".utf8))
    }
}

@Suite("Vault schema migrations: the owner's mail")
struct OwnerMailMigrationTests {
    @Test("a v6 vault learns which stored mail its owner wrote, from each message's sealed headers")
    func marksMailWrittenHere() throws {
        let temp = try TemporaryVault()
        defer { temp.remove() }
        let maya = EmailAddress(name: "Maya Lindqvist", address: "maya@lindqvist.example")
        let colleague = EmailAddress(name: "Priya Raman", address: "priya@brightloom.example")
        let inbound = "from mail.brightloom.example by mx1.lindqvist.example (Postfix) with ESMTPS id K1"
        let submitted = "from smtpclient.apple by smtp.lindqvist.example (Postfix) with ESMTPSA id A1"
        _ = try temp.vault.store([
            MessageBuilder().with { $0.messageID = "sent@x"; $0.from = maya; $0.to = [colleague]; $0.received = [submitted] },
            MessageBuilder().with { $0.messageID = "in@x"; $0.from = colleague; $0.to = [maya]; $0.cc = [EmailAddress(name: "", address: "cc@else.example")]; $0.received = [inbound] },
        ].map { $0.incoming() })
        try temp.vault.database.writeWithoutTransaction { db in
            try db.execute(sql: """
                DROP TABLE owner_addresses; ALTER TABLE messages DROP COLUMN written_here;
                DELETE FROM grdb_migrations WHERE identifier = 'v7-owner-mail';
                """)
        }
        let reopened = try temp.reopen()
        let written = try reopened.database.read { db in try Int.fetchOne(db, sql: "SELECT sum(written_here) FROM messages") }
        #expect(written == 1)
        #expect(try reopened.isCorrespondent(colleague.address))
        #expect(try !reopened.isCorrespondent("cc@else.example"))
    }
}
