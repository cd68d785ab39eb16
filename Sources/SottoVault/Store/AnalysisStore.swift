import Foundation
import GRDB
import SottoCore

/// What the processing queue worked out about one message. `nil` fields are left as they are.
public struct MessageAnalysis: Sendable {
    /// The message.
    public var messageID: Int64
    /// The category (a `MailCategory` raw value) and how it was decided.
    public var category: String?
    public var categorySource: String?
    /// Spam and phishing scores, 0...1.
    public var spamScore: Double?
    public var phishingScore: Double?
    /// The whole verdict (flags and reasons) as JSON; sealed, since reasons name domains and files.
    public var verdict: Data?
    /// The text embedding; sealed.
    public var embedding: [Float]?
    /// The flag shown in listings.
    public var flag: SpamFlag?

    /// Creates an analysis.
    public init(
        messageID: Int64, category: String? = nil, categorySource: String? = nil, spamScore: Double? = nil,
        phishingScore: Double? = nil, verdict: Data? = nil, embedding: [Float]? = nil, flag: SpamFlag? = nil
    ) {
        self.flag = flag
        self.messageID = messageID
        self.category = category
        self.categorySource = categorySource
        self.spamScore = spamScore
        self.phishingScore = phishingScore
        self.verdict = verdict
        self.embedding = embedding
    }
}

/// How a message is flagged in listings.
public enum SpamFlag: Int, Sendable, Hashable, Codable {
    /// Not flagged.
    case clean = 0
    /// Flagged as spam.
    case spam = 1
    /// Flagged as phishing (also spam).
    case phishing = 2
}

/// A message's stored analysis.
public struct StoredAnalysis: Sendable, Hashable {
    public var messageID: Int64
    public var category: String?
    public var categorySource: String?
    public var spamScore: Double?
    public var phishingScore: Double?
    /// The verdict JSON, opened.
    public var verdict: Data?
    /// True when the person said the message is not spam.
    public var markedNotSpam: Bool
}

/// The stages of the processing queue, each with its own progress.
public enum AnalysisStage: String, Sendable, CaseIterable {
    /// Category and spam verdict.
    case triage
    /// The text embedding.
    case embedding
}

extension Vault {
    /// Ids of messages `stage` has not processed yet, ascending, after `afterID`.
    public func messageIDs(needing stage: AnalysisStage, after afterID: Int64 = 0, limit: Int) throws -> [Int64] {
        let condition = Self.pendingCondition(stage)
        return try database.read { db in
            try Int64.fetchAll(db, sql: "SELECT id FROM messages WHERE \(condition) AND id > ? ORDER BY id LIMIT ?",
                               arguments: [afterID, limit])
        }
    }

    /// How many messages `stage` has still to process.
    public func pendingCount(_ stage: AnalysisStage) throws -> Int {
        try database.read { db in
            switch stage {
            case .triage:
                return try Int.fetchOne(db, sql: "SELECT count(*) FROM messages WHERE \(Self.pendingCondition(stage))") ?? 0
            case .embedding:
                // Two counts of narrow b-trees instead of a probe per message.
                let messages = try Int.fetchOne(db, sql: "SELECT count(*) FROM messages") ?? 0
                return messages - (try Int.fetchOne(db, sql: "SELECT count(*) FROM message_embeddings") ?? 0)
            }
        }
    }

    /// The `WHERE` condition on `messages` of the messages `stage` has not processed.
    private static func pendingCondition(_ stage: AnalysisStage) -> String {
        switch stage {
        // Categories and spam verdicts are for mail; chats are only embedded.
        case .triage: "category IS NULL AND platform = 'mail'"
        case .embedding: "NOT EXISTS (SELECT 1 FROM message_embeddings WHERE message_id = messages.id)"
        }
    }

    /// Saves a batch of analyses in one transaction, so a killed process leaves each batch
    /// either fully saved or not at all. A category the person chose is never overwritten;
    /// each touched thread takes its latest message's category unless the person set the thread's.
    public func saveAnalyses(_ analyses: [MessageAnalysis]) throws {
        guard !analyses.isEmpty else { return }
        let sealed = try analyses.map { analysis in
            (analysis,
             try analysis.verdict.map { try cipher.seal($0, context: .verdict) },
             try analysis.embedding.map { try cipher.seal(Self.bytes(of: $0), context: .embedding) })
        }
        try database.write { db in
            var threads = Set<Int64>()
            for (analysis, verdict, embedding) in sealed {
                if let category = analysis.category {
                    try db.execute(sql: """
                        UPDATE messages SET category = ?, category_source = ?
                        WHERE id = ? AND (category_source IS NULL OR category_source <> 'user')
                        """, arguments: [category, analysis.categorySource, analysis.messageID])
                }
                if let spamScore = analysis.spamScore {
                    try db.execute(sql: """
                        UPDATE messages SET spam_score = ?, phishing_score = ?, spam_verdict = ?,
                            flagged = CASE WHEN spam_override = 1 THEN 0 ELSE ? END
                        WHERE id = ?
                        """, arguments: [spamScore, analysis.phishingScore, verdict, analysis.flag?.rawValue ?? 0, analysis.messageID])
                }
                if let embedding {
                    try db.execute(sql: """
                        INSERT INTO message_embeddings (message_id, vector) VALUES (?, ?)
                        ON CONFLICT(message_id) DO UPDATE SET vector = excluded.vector
                        """, arguments: [analysis.messageID, embedding])
                }
                if let thread = try Int64.fetchOne(db, sql: "SELECT thread_id FROM messages WHERE id = ?", arguments: [analysis.messageID]) {
                    threads.insert(thread)
                }
            }
            for thread in threads { try Self.refreshThreadCategory(thread, in: db) }
        }
    }

    /// The stored analysis of a message.
    public func analysis(of id: Int64) throws -> StoredAnalysis {
        try database.read { db in
            guard let row = try Row.fetchOne(db, sql: """
                SELECT category, category_source, spam_score, phishing_score, spam_verdict, spam_override FROM messages WHERE id = ?
                """, arguments: [id]) else { throw VaultError(.noSuchRecord, "no message with id \(id)") }
            return StoredAnalysis(
                messageID: id, category: row["category"], categorySource: row["category_source"], spamScore: row["spam_score"],
                phishingScore: row["phishing_score"],
                verdict: try (row["spam_verdict"] as Data?).map { try cipher.open($0, context: .verdict) },
                markedNotSpam: (row["spam_override"] as Int?) == 1)
        }
    }

    /// Messages per category (flagged mail not counted).
    public func categoryCounts() throws -> [String: Int] {
        try database.read { db in
            let rows = try Row.fetchAll(db, sql: """
                SELECT category, count(*) AS n FROM messages WHERE category IS NOT NULL AND coalesce(flagged, 0) = 0 GROUP BY category
                """)
            return Dictionary(uniqueKeysWithValues: rows.map { ($0["category"] as String, $0["n"] as Int) })
        }
    }

    /// Forgets every embedding, so the processing queue embeds all messages again (after a
    /// model change). Returns how many messages there are to embed. Categories and verdicts
    /// stay. An interrupted re-embedding resumes on the next queue run.
    public func clearEmbeddings() throws -> Int {
        try database.write { db in
            try db.execute(sql: "DELETE FROM message_embeddings")
            return try Int.fetchOne(db, sql: "SELECT count(*) FROM messages") ?? 0
        }
    }

    /// The stored embedding of every message that has one, for the search index.
    public func embeddings() throws -> [(messageID: Int64, vector: [Float])] {
        var all: [(messageID: Int64, vector: [Float])] = []
        try forEachEmbedding { all.append(($0, $1)) }
        return all
    }

    /// Calls `body` with each stored embedding in message order, one at a time, so a large
    /// vault's vectors are never all in memory twice. Only messages `include` accepts are
    /// decrypted and passed on (a search index asks for the ones it lacks).
    public func forEachEmbedding(
        where include: (_ messageID: Int64) -> Bool = { _ in true }, _ body: (_ messageID: Int64, _ vector: [Float]) throws -> Void
    ) throws {
        try database.read { db in
            let rows = try Row.fetchCursor(db, sql: "SELECT message_id, vector FROM message_embeddings ORDER BY message_id")
            while let row = try rows.next() {
                let id: Int64 = row["message_id"]
                guard include(id) else { continue }
                try body(id, Self.floats(of: try cipher.open(row["vector"], context: .embedding)))
            }
        }
    }

    /// Sets a message's category as the person's choice, remembers it for mail from the same
    /// sender, and moves the thread too when this is its latest message.
    public func setUserCategory(messageID: Int64, category: String) throws {
        try database.write { db in
            guard let thread = try Int64.fetchOne(db, sql: "SELECT thread_id FROM messages WHERE id = ?", arguments: [messageID]) else {
                throw VaultError(.noSuchRecord, "no message with id \(messageID)")
            }
            try db.execute(sql: "UPDATE messages SET category = ?, category_source = 'user' WHERE id = ?", arguments: [category, messageID])
            if let sender = try Self.senderKey(of: messageID, in: db) {
                try db.execute(sql: """
                    INSERT INTO sender_preferences (sender_key, category, updated_at) VALUES (?, ?, ?)
                    ON CONFLICT(sender_key) DO UPDATE SET category = excluded.category, updated_at = excluded.updated_at
                    """, arguments: [sender, category, Date().timeIntervalSince1970])
            }
            try Self.refreshThreadCategory(thread, in: db)
            try AuditLog.append(.recategorized, details: ["message": Int(messageID)], in: db)
        }
    }

    /// Marks a message as not spam and remembers the sender as trusted.
    public func markNotSpam(messageID: Int64) throws {
        try database.write { db in
            guard try Bool.fetchOne(db, sql: "SELECT 1 FROM messages WHERE id = ?", arguments: [messageID]) == true else {
                throw VaultError(.noSuchRecord, "no message with id \(messageID)")
            }
            try db.execute(sql: "UPDATE messages SET spam_override = 1, flagged = 0 WHERE id = ?", arguments: [messageID])
            if let sender = try Self.senderKey(of: messageID, in: db) {
                try db.execute(sql: """
                    INSERT INTO sender_preferences (sender_key, not_spam, updated_at) VALUES (?, 1, ?)
                    ON CONFLICT(sender_key) DO UPDATE SET not_spam = 1, updated_at = excluded.updated_at
                    """, arguments: [sender, Date().timeIntervalSince1970])
            }
            try AuditLog.append(.markedNotSpam, details: ["message": Int(messageID)], in: db)
        }
    }

    /// What the person said about mail from `address`: a category, and whether it is never spam.
    public func senderPreference(for address: String) throws -> (category: String?, notSpam: Bool) {
        let key = lookup.fingerprint(Data(address.lowercased().utf8))
        return try database.read { db in
            guard let row = try Row.fetchOne(db, sql: "SELECT category, not_spam FROM sender_preferences WHERE sender_key = ?",
                                              arguments: [key]) else { return (nil, false) }
            return (row["category"], (row["not_spam"] as Int) == 1)
        }
    }

    /// Whether `address` received mail the owner wrote (To or Cc): a person this mailbox
    /// corresponds with, not only hears from. Only mail the owner sent counts (see
    /// ``ownerSentMessagesSQL``), so a stranger's or a spammer's recipient list makes nobody a
    /// correspondent; a message sent to its own sender does not count.
    public func isCorrespondent(_ address: String) throws -> Bool {
        let key = lookup.fingerprint(Data(address.lowercased().utf8))
        return try database.read { db in
            try Bool.fetchOne(db, sql: """
                SELECT EXISTS (
                    SELECT 1 FROM contacts c JOIN message_contacts mc ON mc.contact_id = c.id AND mc.role IN (?2, ?3)
                    WHERE c.address_key = ?1 AND mc.message_id IN (\(Self.ownerSentMessagesSQL)) AND NOT EXISTS (
                        SELECT 1 FROM message_contacts s WHERE s.message_id = mc.message_id AND s.contact_id = c.id AND s.role = ?4))
                """, arguments: [key, ParticipantRole.to.rawValue, ParticipantRole.cc.rawValue, ParticipantRole.from.rawValue]) ?? false
        }
    }

    /// The ids of mail the owner sent: written here (see `Vault.wasWrittenHere`: no Received
    /// header, or an authenticated submission on top), not flagged as spam or phishing, and, when owner addresses are
    /// configured (``setOwnerAddresses(_:)``), from one of them. `?4` is the From role.
    static let ownerSentMessagesSQL = """
        SELECT o.id FROM messages o
        WHERE o.written_here = 1 AND coalesce(o.flagged, 0) = 0
          AND (NOT EXISTS (SELECT 1 FROM owner_addresses) OR EXISTS (
              SELECT 1 FROM message_contacts sender JOIN contacts sc ON sc.id = sender.contact_id
              WHERE sender.message_id = o.id AND sender.role = ?4 AND sc.address_key IN (SELECT address_key FROM owner_addresses)))
        """

    /// Sets the owner's own addresses (replacing any before; empty: infer them again from
    /// mail written here). Stored as keyed fingerprints, never in the clear.
    public func setOwnerAddresses(_ addresses: [String]) throws {
        try database.write { db in
            try db.execute(sql: "DELETE FROM owner_addresses")
            for address in Set(addresses.map { $0.trimmingCharacters(in: .whitespaces).lowercased() }) where !address.isEmpty {
                try db.execute(sql: "INSERT INTO owner_addresses(address_key) VALUES (?)",
                               arguments: [lookup.fingerprint(Data(address.utf8))])
            }
            try AuditLog.append(.ownerAddressesSet, details: ["count": addresses.count], in: db)
        }
    }

    /// How many owner addresses are configured (0: inferred from mail written here).
    public func ownerAddressCount() throws -> Int {
        try database.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM owner_addresses") ?? 0 }
    }

    /// Whether `address` is one of the configured owner addresses.
    public func isOwnerAddress(_ address: String) throws -> Bool {
        let key = lookup.fingerprint(Data(address.trimmingCharacters(in: .whitespaces).lowercased().utf8))
        return try database.read { db in
            try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM owner_addresses WHERE address_key = ?)", arguments: [key]) ?? false
        }
    }

    /// Records which stored mail was written here (schema v7), reading each message's headers.
    func markMailWrittenHere(in db: Database) throws {
        let rows = try Row.fetchCursor(db, sql: "SELECT id, envelope, body FROM messages WHERE platform = 'mail'")
        var written: [Int64] = []
        while let row = try rows.next() {
            let message = try MessageRecords.readMessage(
                envelope: try cipher.open(row["envelope"] as Data, context: .envelope), body: try cipher.open(row["body"] as Data, context: .body))
            if Self.wasWrittenHere(message) { written.append(row["id"]) }
        }
        for id in written { try db.execute(sql: "UPDATE messages SET written_here = 1 WHERE id = ?", arguments: [id]) }
    }

    /// The domains (after the `@`, lowercased) of the people this mailbox exchanges mail with:
    /// correspondents (see ``isCorrespondent(_:)``) who also wrote stored mail. A name on a
    /// spammer's recipient list is never a correspondent, so it adds no domain.
    public func correspondentDomains() throws -> Set<String> {
        let blobs = try database.read { db in
            try Data.fetchAll(db, sql: """
                SELECT c.envelope FROM contacts c
                WHERE c.kind = 'email' AND EXISTS (SELECT 1 FROM message_contacts f WHERE f.contact_id = c.id AND f.role = ?3)
                  AND EXISTS (SELECT 1 FROM message_contacts mc WHERE mc.contact_id = c.id AND mc.role IN (?1, ?2)
                      AND mc.message_id IN (\(Self.ownerSentMessagesSQL.replacingOccurrences(of: "?4", with: "?3"))) AND NOT EXISTS (
                      SELECT 1 FROM message_contacts s WHERE s.message_id = mc.message_id AND s.contact_id = c.id AND s.role = ?3))
                """, arguments: [ParticipantRole.to.rawValue, ParticipantRole.cc.rawValue, ParticipantRole.from.rawValue])
        }
        var domains = Set<String>()
        for blob in blobs {
            var reader = BinaryReader(try cipher.open(blob, context: .contact))
            for address in try reader.readAddresses() {
                guard let at = address.address.lastIndex(of: "@") else { continue }
                domains.insert(address.address[address.address.index(after: at)...].lowercased())
            }
        }
        return domains
    }

    /// Every correction the person made: (message id, category), for `train --with-corrections`.
    public func userCategories() throws -> [(messageID: Int64, category: String)] {
        try database.read { db in
            try Row.fetchAll(db, sql: "SELECT id, category FROM messages WHERE category_source = 'user' ORDER BY id").map {
                ($0["id"], $0["category"])
            }
        }
    }

    private static func senderKey(of messageID: Int64, in db: Database) throws -> Data? {
        try Data.fetchOne(db, sql: """
            SELECT c.address_key FROM message_contacts mc JOIN contacts c ON c.id = mc.contact_id
            WHERE mc.message_id = ? AND mc.role = 0 LIMIT 1
            """, arguments: [messageID])
    }

    /// A thread's category follows its latest categorized message, unless the person set it.
    static func refreshThreadCategory(_ thread: Int64, in db: Database) throws {
        try db.execute(sql: """
            UPDATE threads SET category = (
                SELECT category FROM messages WHERE thread_id = ?1 AND category IS NOT NULL
                ORDER BY date DESC, id DESC LIMIT 1),
                category_source = 'latest-message'
            WHERE id = ?1 AND (category_source IS NULL OR category_source <> 'user')
            """, arguments: [thread])
    }

    static func bytes(of vector: [Float]) -> Data {
        vector.withUnsafeBufferPointer { Data(buffer: $0) }
    }

    static func floats(of data: Data) -> [Float] {
        data.withUnsafeBytes { raw in Array(raw.bindMemory(to: Float.self)) }
    }
}
