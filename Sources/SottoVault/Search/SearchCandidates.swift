import Foundation
import GRDB
import SottoCore

/// The hard limits of a search, applied in SQL before anything is ranked.
public struct SearchConstraints: Sendable, Hashable, Codable {
    /// Which messages flagged as spam or phishing may appear.
    public enum SpamScope: String, Sendable, Hashable, Codable {
        case include, exclude, only
    }

    /// Messages on or after this moment.
    public var after: Date?
    /// Messages before this moment.
    public var before: Date?
    /// One of the five categories.
    public var category: String?
    public var spam: SpamScope
    public var hasAttachment: Bool?
    /// Each a name or address that the sender must match (every word of it).
    public var senders: [String]
    /// Each a name or address that a recipient must match.
    public var recipients: [String]

    /// No limits: every message, spam included.
    public init(
        after: Date? = nil, before: Date? = nil, category: String? = nil, spam: SpamScope = .include,
        hasAttachment: Bool? = nil, senders: [String] = [], recipients: [String] = []
    ) {
        self.after = after
        self.before = before
        self.category = category
        self.spam = spam
        self.hasAttachment = hasAttachment
        self.senders = senders
        self.recipients = recipients
    }

    /// True when every message qualifies.
    public var isEmpty: Bool { self == SearchConstraints() }
}

/// A message found by the keyword index, with its BM25 relevance (higher is better).
public struct KeywordCandidate: Sendable, Hashable {
    public var messageID: Int64
    public var score: Double

    public init(messageID: Int64, score: Double) {
        self.messageID = messageID
        self.score = score
    }
}

extension Vault {
    /// The ids of the messages within `constraints`, or nil when there are none (all qualify).
    public func messageIDs(meeting constraints: SearchConstraints) throws -> Set<Int64>? {
        guard !constraints.isEmpty else { return nil }
        return Set(try newestMessageIDs(meeting: constraints, limit: nil))
    }

    /// The ids of the messages within `constraints`, newest first, at most `limit`.
    public func newestMessageIDs(meeting constraints: SearchConstraints, limit: Int?) throws -> [Int64] {
        var (conditions, arguments) = sqlConditions(for: constraints)
        if let people = peopleMatch(constraints) {
            conditions.append("m.id IN (SELECT rowid FROM message_index WHERE message_index MATCH ?)")
            arguments += [people]
        }
        let senders = try senderConditions(constraints)
        conditions += senders.conditions
        arguments += senders.arguments
        let whereClause = conditions.isEmpty ? "" : "WHERE " + conditions.joined(separator: " AND ")
        let order = limit == nil ? "" : " ORDER BY m.date DESC, m.id DESC LIMIT \(limit ?? 0)"
        return try database.read { db in
            try Int64.fetchAll(db, sql: "SELECT m.id FROM messages m \(whereClause)\(order)", arguments: arguments)
        }
    }

    /// Keyword candidates for `words`, best first: every word must appear (`matchAll`), or any
    /// of them. Subjects weigh most, then senders, recipients and bodies (BM25 per column).
    ///
    /// Ranking reads every match, so with `rankingLimit` a match set larger than that is
    /// not ranked: the result is then empty and `matches` says how many there were (at
    /// least). Words that common say little about what a person is looking for.
    public func keywordCandidates(
        words: [String], matchAll: Bool, constraints: SearchConstraints = SearchConstraints(), limit: Int,
        rankingLimit: Int? = nil
    ) throws -> (candidates: [KeywordCandidate], matches: Int) {
        let terms = words.flatMap { SearchTokenizer.tokens(in: $0) }.map { tokens.term(for: $0) }
        guard !terms.isEmpty else { return ([], 0) }
        var match = "(" + terms.map { "\"\($0)\"" }.joined(separator: matchAll ? " AND " : " OR ") + ")"
        if let people = peopleMatch(constraints) { match += " AND " + people }
        var (conditions, arguments) = sqlConditions(for: constraints)
        let senders = try senderConditions(constraints)
        conditions += senders.conditions
        arguments += senders.arguments
        let filters = conditions.map { " AND " + $0 }.joined()
        // The index holds only stored messages (deletion removes their entries), so without
        // filters it needs no join: a lookup per match that made common words 1.7x slower.
        let source = conditions.isEmpty ? "message_index" : "message_index JOIN messages m ON m.id = message_index.rowid"
        var matches: Int?
        if let rankingLimit {
            let counted = try database.read { db in
                try Int.fetchOne(db, sql: """
                    SELECT count(*) FROM (SELECT 1 FROM \(source) WHERE message_index MATCH ?\(filters) LIMIT ?)
                    """, arguments: [match] + arguments + [rankingLimit + 1]) ?? 0
            }
            if counted > rankingLimit { return ([], counted) }
            matches = counted
        }
        let candidates = try database.read { db in
            try Row.fetchAll(db, sql: """
                SELECT message_index.rowid AS id, -\(BlindRanking.functionName)(message_index, \(Self.columnWeights)) AS score
                FROM \(source)
                WHERE message_index MATCH ?\(filters)
                ORDER BY \(BlindRanking.functionName)(message_index, \(Self.columnWeights)) LIMIT ?
                """, arguments: [match] + arguments + [limit]
            ).map { KeywordCandidate(messageID: $0["id"], score: $0["score"]) }
        }
        return (candidates, matches ?? candidates.count)
    }

    /// Those of `ids` that are flagged as spam or phishing.
    public func flaggedIDs(among ids: [Int64]) throws -> Set<Int64> {
        guard !ids.isEmpty else { return [] }
        return try database.read { db in
            Set(try Int64.fetchAll(db, sql: """
                SELECT id FROM messages WHERE flagged > 0 AND id IN (\(ids.map { _ in "?" }.joined(separator: ",")))
                """, arguments: StatementArguments(ids)))
        }
    }

    /// The summaries of `ids`, in that order; unknown ids are left out.
    public func summaries(of ids: [Int64]) throws -> [MessageSummary] {
        guard !ids.isEmpty else { return [] }
        let rows = try database.read { db in
            try Row.fetchAll(db, sql: """
                SELECT m.id, m.thread_id, m.date, m.attachment_count, m.envelope, m.provenance FROM messages m
                WHERE m.id IN (\(ids.map { _ in "?" }.joined(separator: ",")))
                """, arguments: StatementArguments(ids))
        }
        let byID = Dictionary(uniqueKeysWithValues: try rows.map { row -> (Int64, MessageSummary) in (row["id"], try summary(from: row)) })
        return ids.compactMap { byID[$0] }
    }

    private func sqlConditions(for constraints: SearchConstraints) -> ([String], StatementArguments) {
        var conditions: [String] = []
        var arguments: StatementArguments = []
        appendDateConditions(
            before: constraints.before, after: constraints.after, hasAttachment: constraints.hasAttachment,
            to: &conditions, arguments: &arguments)
        if let category = constraints.category {
            conditions.append("m.category = ?")
            arguments += [category]
        }
        switch constraints.spam {
        case .include: break
        case .exclude: conditions.append("coalesce(m.flagged, 0) = 0")
        case .only: conditions.append("m.flagged > 0")
        }
        return (conditions, arguments)
    }

    /// The people whose name or identifiers hold every word of `text`.
    func personIDs(matching text: String) throws -> [Int64] {
        let wanted = Set(SearchTokenizer.tokens(in: text))
        guard !wanted.isEmpty else { return [] }
        return try people().filter { person in
            let known = Set(SearchTokenizer.tokens(in: ([person.name] + person.identities.flatMap { [$0.identity.value, $0.identity.displayName ?? ""] })
                .joined(separator: " ")))
            return wanted.isSubset(of: known)
        }.map(\.id)
    }

    /// The FTS5 expression requiring each recipient (all their words), or nil.
    private func peopleMatch(_ constraints: SearchConstraints) -> String? {
        let parts = constraints.recipients.compactMap { termsMatch("recipients", $0) }
        return parts.isEmpty ? nil : parts.joined(separator: " AND ")
    }

    private func termsMatch(_ column: String, _ text: String) -> String? {
        let words = SearchTokenizer.tokens(in: text)
        guard !words.isEmpty else { return nil }
        return "\(column) : (" + words.map { "\"\(tokens.term(for: $0))\"" }.joined(separator: " AND ") + ")"
    }

    /// One condition per `from:`: the sender field holds all its words, or the sender is an
    /// identity of a contact whose name or identifiers do, so "from:lena" finds her mail, her
    /// WhatsApp messages and her iMessages.
    private func senderConditions(_ constraints: SearchConstraints) throws -> (conditions: [String], arguments: StatementArguments) {
        var conditions: [String] = []
        var arguments: StatementArguments = []
        for sender in constraints.senders {
            guard let match = termsMatch("sender", sender) else { continue }
            let people = try personIDs(matching: sender)
            let placeholders = people.isEmpty ? "NULL" : Array(repeating: "?", count: people.count).joined(separator: ",")
            conditions.append("""
                (m.id IN (SELECT rowid FROM message_index WHERE message_index MATCH ?) OR m.id IN (
                    SELECT mc.message_id FROM message_contacts mc JOIN contacts c ON c.id = mc.contact_id
                    WHERE mc.role = 0 AND c.person_id IN (\(placeholders))))
                """)
            arguments += [match]
            for person in people { arguments += [person] }
        }
        return (conditions, arguments)
    }
}
