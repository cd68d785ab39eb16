import Foundation
import GRDB
import SottoCore

/// Filters for listing messages.
public struct MessageFilter: Sendable {
    /// Only messages in this thread.
    public var threadID: Int64?
    /// Only messages from this address (exact, case-insensitive).
    public var fromAddress: String?
    /// Only messages to or cc this address (exact, case-insensitive).
    public var toAddress: String?
    public var before: Date?
    public var after: Date?
    public var hasAttachment: Bool?
    /// Only messages in this category (a `MailCategory` raw value).
    public var category: String?
    /// Only messages from this platform.
    public var platform: Platform?
    /// Leave out messages flagged as spam or phishing.
    public var excludeSpam: Bool
    /// Only messages flagged as spam or phishing.
    public var onlySpam: Bool
    public var limit: Int
    public var offset: Int

    public init(
        threadID: Int64? = nil, fromAddress: String? = nil, toAddress: String? = nil, before: Date? = nil,
        after: Date? = nil, hasAttachment: Bool? = nil, category: String? = nil, excludeSpam: Bool = false,
        onlySpam: Bool = false, platform: Platform? = nil, limit: Int = 50, offset: Int = 0
    ) {
        self.platform = platform
        self.category = category
        self.excludeSpam = excludeSpam
        self.onlySpam = onlySpam
        self.threadID = threadID
        self.fromAddress = fromAddress
        self.toAddress = toAddress
        self.before = before
        self.after = after
        self.hasAttachment = hasAttachment
        self.limit = limit
        self.offset = offset
    }
}

/// Counts for `sotto stats`.
public struct VaultStats: Sendable, Codable, Hashable {
    public var messages: Int
    /// Messages by platform (`mail`, `whatsapp`, `imessage`).
    public var platforms: [String: Int]
    public var threads: Int
    /// Identities: addresses, numbers, handles and platform names.
    public var contacts: Int
    /// People the identities are grouped into.
    public var people: Int
    /// Calendar events (a recurring series counts once, each changed occurrence once more).
    public var events: Int
    public var attachments: Int
    public var quarantined: Int
    public var messagesWithParseWarnings: Int
    public var rawBytes: Int64
    public var firstDate: Date?
    public var lastDate: Date?
    public var databaseBytes: Int64
}

/// A message that could not be parsed, kept with the reason.
public struct QuarantinedMessage: Sendable, Codable, Hashable {
    public var id: Int64
    public var code: String
    public var reason: String
    public var size: Int
    public var provenance: Provenance
}

extension Vault {
    /// The full message with this id.
    public func message(id: Int64) throws -> Message {
        try database.read { db in
            guard let row = try Row.fetchOne(db, sql: """
                SELECT id, thread_id, envelope, body, provenance, size, imported_at FROM messages WHERE id = ?
                """, arguments: [id])
            else { throw VaultError(.noSuchRecord, "no message with id \(id)") }
            let content = try MessageRecords.readMessage(
                envelope: try cipher.open(row["envelope"], context: .envelope),
                body: try cipher.open(row["body"], context: .body)
            )
            return Message(
                id: row["id"], threadID: row["thread_id"],
                provenance: try MessageRecords.readProvenance(try cipher.open(row["provenance"], context: .provenance)),
                size: row["size"], importedAt: Date(timeIntervalSince1970: row["imported_at"]), content: content
            )
        }
    }

    /// The original bytes of a message, as imported.
    public func rawMessage(id: Int64) throws -> [UInt8] {
        try database.read { db in
            guard let sealed = try Data.fetchOne(db, sql: "SELECT data FROM message_raw WHERE message_id = ?", arguments: [id]) else {
                throw VaultError(.noSuchRecord, "no message with id \(id)")
            }
            return [UInt8](try cipher.open(sealed, context: .raw))
        }
    }

    /// Messages matching `filter`, newest first.
    public func messages(_ filter: MessageFilter = .init()) throws -> [MessageSummary] {
        var conditions: [String] = []
        var arguments: StatementArguments = []
        if let threadID = filter.threadID {
            conditions.append("m.thread_id = ?")
            arguments += [threadID]
        }
        if let address = filter.fromAddress {
            conditions.append("m.id IN (SELECT mc.message_id FROM message_contacts mc JOIN contacts c ON c.id = mc.contact_id WHERE c.address_key = ? AND mc.role = 0)")
            arguments += [lookup.fingerprint(address.lowercased())]
        }
        if let address = filter.toAddress {
            conditions.append("m.id IN (SELECT mc.message_id FROM message_contacts mc JOIN contacts c ON c.id = mc.contact_id WHERE c.address_key = ? AND mc.role IN (1, 2))")
            arguments += [lookup.fingerprint(address.lowercased())]
        }
        appendDateConditions(before: filter.before, after: filter.after, hasAttachment: filter.hasAttachment,
                             to: &conditions, arguments: &arguments)
        if let category = filter.category {
            conditions.append("m.category = ?")
            arguments += [category]
        }
        if let platform = filter.platform {
            conditions.append("m.platform = ?")
            arguments += [platform.rawValue]
        }
        if filter.excludeSpam { conditions.append("coalesce(m.flagged, 0) = 0") }
        if filter.onlySpam { conditions.append("m.flagged > 0") }
        let whereClause = conditions.isEmpty ? "" : "WHERE " + conditions.joined(separator: " AND ")
        let order = filter.threadID == nil ? "DESC" : "ASC"
        arguments += [filter.limit, filter.offset]
        return try database.read { db in
            try Row.fetchAll(db, sql: """
                SELECT m.id, m.thread_id, m.date, m.attachment_count, m.envelope, m.provenance FROM messages m
                \(whereClause) ORDER BY m.date \(order), m.id \(order) LIMIT ? OFFSET ?
                """, arguments: arguments).map(summary(from:))
        }
    }

    func appendDateConditions(
        before: Date?, after: Date?, hasAttachment: Bool?, to conditions: inout [String], arguments: inout StatementArguments
    ) {
        if let before {
            conditions.append("m.date < ?")
            arguments += [before.timeIntervalSince1970]
        }
        if let after {
            conditions.append("m.date >= ?")
            arguments += [after.timeIntervalSince1970]
        }
        if let hasAttachment {
            conditions.append(hasAttachment ? "m.attachment_count > 0" : "m.attachment_count = 0")
        }
    }

    func summary(from row: Row) throws -> MessageSummary {
        let envelope = try MessageRecords.readEnvelope(try cipher.open(row["envelope"], context: .envelope))
        return MessageSummary(
            id: row["id"], threadID: row["thread_id"], date: (row["date"] as Double?).map(Date.init(timeIntervalSince1970:)),
            subject: envelope.subject, from: envelope.from, to: envelope.to, attachmentCount: row["attachment_count"],
            provenance: try MessageRecords.readProvenance(try cipher.open(row["provenance"], context: .provenance)),
            platform: envelope.platform, conversationTitle: envelope.chat?.conversationTitle,
            preview: envelope.preview
        )
    }

    /// Threads, most recently active first.
    public func threads(limit: Int = 50, offset: Int = 0, minimumMessages: Int = 1) throws -> [MailThread] {
        try database.read { db in
            let ids = try Int64.fetchAll(db, sql: """
                SELECT id FROM threads WHERE message_count >= ? ORDER BY last_date DESC, id DESC LIMIT ? OFFSET ?
                """, arguments: [minimumMessages, limit, offset])
            return try ids.map { try thread(id: $0, in: db) }
        }
    }

    /// One thread with its participants.
    public func thread(id: Int64) throws -> MailThread {
        try database.read { db in try thread(id: id, in: db) }
    }

    private func thread(id: Int64, in db: Database) throws -> MailThread {
        guard let row = try Row.fetchOne(db, sql: "SELECT * FROM threads WHERE id = ?", arguments: [id]) else {
            throw VaultError(.noSuchRecord, "no thread with id \(id)")
        }
        let subject = String(decoding: try cipher.open(row["envelope"], context: .thread), as: UTF8.self)
        let contactRows = try Row.fetchAll(db, sql: """
            SELECT c.kind, c.envelope FROM contacts c WHERE c.id IN (
                SELECT mc.contact_id FROM message_contacts mc JOIN messages m ON m.id = mc.message_id
                WHERE m.thread_id = ? AND mc.role = 0) ORDER BY c.id
            """, arguments: [id])
        let participants = try contactRows.map { row in
            try ContactRecords.identity(kind: row["kind"], envelope: try cipher.open(row["envelope"], context: .contact)).displayAddress
        }
        return MailThread(
            id: id, subject: subject, messageCount: row["message_count"],
            firstDate: (row["first_date"] as Double?).map(Date.init(timeIntervalSince1970:)),
            lastDate: (row["last_date"] as Double?).map(Date.init(timeIntervalSince1970:)),
            participants: participants, platform: Platform(rawValue: row["platform"]) ?? .mail
        )
    }

    /// Messages that could not be parsed.
    public func quarantined(limit: Int = 100) throws -> [QuarantinedMessage] {
        try database.read { db in
            try Row.fetchAll(db, sql: "SELECT id, code, reason, size, provenance FROM quarantine ORDER BY id LIMIT ?",
                             arguments: [limit]).map { row in
                QuarantinedMessage(
                    id: row["id"], code: row["code"], reason: row["reason"], size: row["size"],
                    provenance: try MessageRecords.readProvenance(try cipher.open(row["provenance"], context: .provenance))
                )
            }
        }
    }

    /// Counts of everything in the vault.
    public func stats() throws -> VaultStats {
        let databaseBytes = (try? FileManager.default.contentsOfDirectory(at: url, includingPropertiesForKeys: [.fileSizeKey]))?
            .reduce(Int64(0)) { $0 + Int64((try? $1.resourceValues(forKeys: [.fileSizeKey]).fileSize) ?? 0) } ?? 0
        return try database.read { db in
            let row = try Row.fetchOne(db, sql: """
                SELECT (SELECT count(*) FROM messages) AS messages,
                       (SELECT count(*) FROM threads) AS threads,
                       (SELECT count(*) FROM contacts) AS contacts,
                       (SELECT count(*) FROM people) AS people,
                       (SELECT count(*) FROM events) AS events,
                       (SELECT count(*) FROM attachments) AS attachments,
                       (SELECT count(*) FROM quarantine) AS quarantined,
                       (SELECT count(*) FROM messages WHERE parse_warning_count > 0) AS warned,
                       (SELECT coalesce(sum(size), 0) FROM messages) AS raw_bytes,
                       (SELECT min(date) FROM messages) AS first_date,
                       (SELECT max(date) FROM messages) AS last_date
                """)
            guard let row else { throw VaultError(.database, "cannot read vault statistics") }
            let platforms = try Row.fetchAll(db, sql: "SELECT platform, count(*) FROM messages GROUP BY platform")
                .reduce(into: [String: Int]()) { $0[$1[0]] = $1[1] }
            return VaultStats(
                messages: row["messages"], platforms: platforms, threads: row["threads"], contacts: row["contacts"],
                people: row["people"], events: row["events"],
                attachments: row["attachments"], quarantined: row["quarantined"], messagesWithParseWarnings: row["warned"],
                rawBytes: row["raw_bytes"],
                firstDate: (row["first_date"] as Double?).map(Date.init(timeIntervalSince1970:)),
                lastDate: (row["last_date"] as Double?).map(Date.init(timeIntervalSince1970:)),
                databaseBytes: databaseBytes
            )
        }
    }
}
