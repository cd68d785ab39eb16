import Foundation
import GRDB
import SottoCore
import SottoTesting
@testable import SottoVault
import Testing

@Suite("Deleting messages")
struct VaultDeletionTests {
    let base = MessageBuilder()
    let start = Date(timeIntervalSince1970: 1_780_000_000)
    let day: TimeInterval = 86_400

    /// Messages sharing words in every indexed column with `doomed`.
    var kept: [MessageBuilder] {
        [
            base.with { $0.messageID = "k1@x"; $0.subject = "Lisbon flights"; $0.text = "Flights to Lisbon on Friday, hotel booked." },
            base.with {
                $0.messageID = "k2@x"; $0.subject = "Dinner"; $0.text = "Dinner in Lisbon after the conference."
                $0.from = EmailAddress(name: "Bo Chen", address: "bo@chen.example"); $0.date = start.addingTimeInterval(day)
                $0.cc = [EmailAddress(name: "Ana Pereira", address: "ana@example.org")]
            },
            base.with {
                $0.messageID = "k3@x"; $0.subject = "Conference hotel"; $0.text = "The hotel near the conference is full."
                $0.date = start.addingTimeInterval(2 * day)
                $0.attachments = [AttachmentInfo(filename: "hotel-map.pdf", mimeType: "application/pdf", size: 10)]
            },
        ]
    }

    /// A message with words of its own ("zeppelin", "quill") and words the others share.
    var doomed: MessageBuilder {
        base.with {
            $0.messageID = "gone@x"; $0.subject = "Lisbon hotel by zeppelin"; $0.date = start.addingTimeInterval(3 * day)
            $0.text = "A zeppelin tour over Lisbon, hotel and dinner included, before the conference."
            $0.from = EmailAddress(name: "Zed Quill", address: "zed@quill.example")
            $0.replyTo = [EmailAddress(name: "Bo", address: "bo@chen.example")]
            $0.cc = [EmailAddress(name: "Ana Pereira", address: "ana@example.org")]
            $0.attachments = [AttachmentInfo(filename: "zeppelin-route.pdf", mimeType: "application/pdf", size: 10)]
        }
    }

    static let queries = [
        "lisbon", "hotel", "dinner", "conference", "pdf", "ana", "maya", "bo", "lisbon hotel", "from:bo@chen.example",
        "to:ana@example.org", "subject:hotel", "\"hotel booked\"",
    ]

    @Test("a deleted message leaves the keyword index; the others rank exactly as if it had never been imported")
    func keywordIndex() throws {
        let pruned = try TemporaryVault()
        let fresh = try TemporaryVault()
        defer { pruned.remove(); fresh.remove() }
        let outcomes = try pruned.vault.store([kept[0], doomed, kept[1], kept[2]].map { $0.incoming() })
        _ = try fresh.vault.store(kept.map { $0.incoming() })
        let doomedID = try #require(Self.storedIDs(outcomes).dropFirst().first)

        #expect(try pruned.vault.search("zeppelin").hits.count == 1)
        #expect(try pruned.vault.deleteMessages(ids: [doomedID]) == 1)

        for word in ["zeppelin", "quill", "route", "tour"] {
            #expect(try pruned.vault.search(word).hits.isEmpty, "\(word)")
        }
        // What a contentless FTS5 index holds per row is (term, row) entries, a length record and
        // its share of the row count and column totals. BM25 reads each term's document count
        // and the total length: scores equal to a vault that never saw the message, equal
        // totals and no entry left for the row mean the 'delete' took back exactly what the
        // insert added. (Different vault keys give different terms, not different counts.)
        for query in Self.queries {
            let after = try pruned.vault.search(query).hits.map { "\($0.message.subject) \($0.score)" }
            let never = try fresh.vault.search(query).hits.map { "\($0.message.subject) \($0.score)" }
            #expect(!never.isEmpty, "\(query)")
            #expect(after == never, "\(query)")
        }
        #expect(try Self.indexEntries(of: [doomedID], in: pruned.vault) == 0, "no term still points at the deleted row")
        #expect(try Self.indexTotals(pruned.vault) == Self.indexTotals(fresh.vault), "row count and token total of each column")
        #expect(try pruned.vault.integrityCheck())
    }

    @Test("threads, contacts, analyses, summaries and the audit log follow a deletion; re-storing works")
    func everythingFollows() throws {
        let temp = try TemporaryVault()
        defer { temp.remove() }
        let vault = temp.vault
        let root = base.with { $0.messageID = "root@x"; $0.subject = "Lisbon trip"; $0.date = start }
        let reply = base.with {
            $0.messageID = "r1@x"; $0.inReplyTo = ["root@x"]; $0.subject = "Re: Lisbon trip"; $0.date = start.addingTimeInterval(day)
            $0.from = EmailAddress(name: "Bo Chen", address: "bo@chen.example")
        }
        let lastReply = base.with {
            $0.messageID = "r2@x"; $0.references = ["root@x", "r1@x"]; $0.subject = "Re: Lisbon trip"
            $0.date = start.addingTimeInterval(2 * day); $0.text = "Booked the zeppelin."
            $0.from = EmailAddress(name: "Cy Only", address: "cy@only.example")
            $0.attachments = [AttachmentInfo(filename: "ticket.pdf", mimeType: "application/pdf", size: 10)]
        }
        let single = base.with {
            $0.messageID = "s@x"; $0.subject = "Standalone"; $0.text = "Nothing to do with the trip, quokka."
            $0.from = EmailAddress(name: "Solo", address: "solo@lone.example"); $0.date = start.addingTimeInterval(3 * day)
        }
        let ids = Self.storedIDs(try vault.store([root, reply, lastReply, single].map { $0.incoming() }))
        let thread = try vault.message(id: ids[0]).threadID
        let singleThread = try vault.message(id: ids[3]).threadID
        try vault.saveAnalyses(zip(ids, ["primary", "social", "updates", "promotions"]).map { id, category in
            MessageAnalysis(messageID: id, category: category, categorySource: "model", embedding: [Float(id), 0, 1])
        })
        try vault.saveThreadSummary(id: thread, summary: Data("summary".utf8), contentDigest: Data([1]))
        #expect(try Self.threadCategory(thread, in: vault) == "updates")
        let before = try vault.stats()
        #expect(before.contacts == 5)

        #expect(try vault.deleteMessages(ids: [ids[2], ids[3], ids[3], 9_999]) == 2, "duplicates and unknown ids are ignored")

        let after = try vault.stats()
        #expect(after.messages == 2)
        #expect(after.threads == 1)
        #expect(after.attachments == 0)
        #expect(after.contacts == 3, "Cy and Solo were only on deleted mail")
        let remaining = try vault.thread(id: thread)
        #expect(remaining.messageCount == 2)
        #expect(remaining.firstDate == start)
        #expect(remaining.lastDate == start.addingTimeInterval(day))
        #expect(remaining.subject == "Lisbon trip")
        #expect(try vault.threadMessages(id: thread).map(\.id) == [ids[0], ids[1]])
        #expect(try Self.threadCategory(thread, in: vault) == "social", "the thread follows its new latest message")
        #expect(try vault.threadSummary(id: thread) == nil, "the cached summary described the deleted message too")
        #expect(throws: VaultError.self) { try vault.thread(id: singleThread) }
        #expect(throws: VaultError.self) { try vault.message(id: ids[2]) }
        #expect(throws: VaultError.self) { try vault.rawMessage(id: ids[2]) }
        #expect(try vault.messages().map(\.id).sorted() == [ids[0], ids[1]])
        #expect(try vault.embeddings().map(\.messageID) == [ids[0], ids[1]])
        #expect(try vault.search("zeppelin").hits.isEmpty)
        #expect(try vault.search("quokka").hits.isEmpty)
        #expect(try Self.orphans(in: vault) == 0, "no row anywhere refers to a deleted message or contact")
        #expect(try Self.contactCountsMatch(in: vault))
        #expect(try vault.auditLog().last.map { [$0.operation, $0.details] } == ["deleted", #"{"messages":2}"#])

        let entries = try vault.auditLog().count
        #expect(try vault.deleteMessages(ids: [ids[2], 12_345]) == 0)
        #expect(try vault.auditLog().count == entries, "deleting nothing is not logged")

        let again = try vault.store([lastReply, single].map { $0.incoming() })
        guard case .stored(let newID, let newThread) = again.first, case .stored = again.last else {
            Issue.record("not stored again: \(again)")
            return
        }
        #expect(newThread == thread, "the reply joins its thread again")
        #expect(try vault.search("zeppelin").hits.map(\.message.id) == [newID])
        #expect(try vault.search("quokka").hits.count == 1)
        #expect(try vault.thread(id: thread).lastDate == start.addingTimeInterval(2 * day))
        #expect(try vault.integrityCheck())
    }

    @Test("a thread whose oldest message is deleted takes its subject from the next one")
    func threadSubject() throws {
        let temp = try TemporaryVault()
        defer { temp.remove() }
        let ids = Self.storedIDs(try temp.vault.store([
            base.with { $0.messageID = "a@x"; $0.subject = "Secret plan" },
            base.with { $0.messageID = "b@x"; $0.inReplyTo = ["a@x"]; $0.subject = "Re: the plan"; $0.date = start.addingTimeInterval(day) },
        ].map { $0.incoming() }))
        let thread = try temp.vault.message(id: ids[1]).threadID
        try temp.vault.deleteMessages(ids: [ids[0]])
        #expect(try temp.vault.thread(id: thread).subject == "Re: the plan")
        #expect(try temp.vault.threads().map(\.subject) == ["Re: the plan"])
    }

    @Test("a failure part-way deletes nothing")
    func atomic() throws {
        let temp = try TemporaryVault()
        defer { temp.remove() }
        let ids = Self.storedIDs(try temp.vault.store(kept.map { $0.incoming() }))
        // Damage the last message's sealed body: its index terms cannot be recomputed.
        try temp.vault.database.write { db in
            try db.execute(sql: "UPDATE messages SET body = zeroblob(40) WHERE id = ?", arguments: [ids[2]])
        }
        #expect(throws: VaultError.self) { try temp.vault.deleteMessages(ids: ids) }
        #expect(try temp.vault.stats().messages == 3)
        #expect(try temp.vault.search("lisbon").hits.count == 2)
        #expect(try Self.indexEntries(of: [ids[0]], in: temp.vault) > 0)
        #expect(try !temp.vault.auditLog().contains { $0.operation == "deleted" })
    }

    static func storedIDs(_ outcomes: [StoreOutcome]) -> [Int64] {
        outcomes.compactMap { outcome in
            if case .stored(let id, _) = outcome { return id }
            return nil
        }
    }

    /// Term occurrences the FTS5 index still holds for `ids`, read from the index itself
    /// (search joins with `messages`, so it cannot see stale entries).
    static func indexEntries(of ids: [Int64], in vault: Vault) throws -> Int {
        try vault.database.write { db in
            try db.execute(sql: "CREATE VIRTUAL TABLE IF NOT EXISTS temp.index_instances USING fts5vocab(main, message_index, 'instance')")
            let list = ids.map(String.init).joined(separator: ",")
            return try Int.fetchOne(db, sql: "SELECT count(*) FROM temp.index_instances WHERE doc IN (\(list))") ?? -1
        }
    }

    /// FTS5's record of the row count and each column's token total: varints in block 1 of
    /// the index's data table. BM25 reads only the sum of the columns; this sees each one.
    static func indexTotals(_ vault: Vault) throws -> Data? {
        try vault.database.read { db in try Data.fetchOne(db, sql: "SELECT block FROM message_index_data WHERE id = 1") }
    }

    /// Rows that refer to a message, contact or thread that no longer exists, plus empty threads.
    static func orphans(in vault: Vault) throws -> Int {
        try vault.database.read { db in
            try Int.fetchOne(db, sql: """
                SELECT (SELECT count(*) FROM message_raw WHERE message_id NOT IN (SELECT id FROM messages))
                     + (SELECT count(*) FROM message_references WHERE message_id NOT IN (SELECT id FROM messages))
                     + (SELECT count(*) FROM message_contacts WHERE message_id NOT IN (SELECT id FROM messages))
                     + (SELECT count(*) FROM attachments WHERE message_id NOT IN (SELECT id FROM messages))
                     + (SELECT count(*) FROM contacts WHERE id NOT IN (SELECT contact_id FROM message_contacts))
                     + (SELECT count(*) FROM messages WHERE thread_id NOT IN (SELECT id FROM threads))
                     + (SELECT count(*) FROM threads WHERE id NOT IN (SELECT thread_id FROM messages))
                     + (SELECT count(*) FROM message_index_docsize WHERE id NOT IN (SELECT id FROM messages))
                """) ?? -1
        }
    }

    /// Each contact's count equals its links to remaining messages (one per role, as the import counts).
    static func contactCountsMatch(in vault: Vault) throws -> Bool {
        try vault.database.read { db in
            try Int.fetchOne(db, sql: """
                SELECT count(*) FROM contacts c
                WHERE c.message_count <> (SELECT count(*) FROM message_contacts mc WHERE mc.contact_id = c.id)
                """) == 0
        }
    }

    static func threadCategory(_ thread: Int64, in vault: Vault) throws -> String? {
        try vault.database.read { db in try String.fetchOne(db, sql: "SELECT category FROM threads WHERE id = ?", arguments: [thread]) }
    }
}
