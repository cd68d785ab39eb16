import Foundation
import GRDB
import SottoCore

/// One keyword search result.
public struct SearchHit: Sendable, Hashable, Codable {
    public var message: MessageSummary
    /// BM25 relevance (higher is better); 0 when the query had only filters.
    public var score: Double
    public var snippet: Snippet
    /// The query words found in this message.
    public var matchedTerms: [String]
}

/// The result of a keyword search.
public struct KeywordSearchResult: Sendable, Hashable, Codable {
    public var hits: [SearchHit]
    /// Parts of the query that were not understood.
    public var ignored: [String]
}

extension Vault {
    /// BM25 weights per index column: subject, sender, recipients, body.
    static let columnWeights = "8.0, 4.0, 2.0, 1.0"

    /// Ranked keyword search over subjects, people and bodies, with filters (`from:`, `to:`,
    /// `subject:`, `before:`, `after:`, `has:attachment`) and snippets. A "quoted phrase"
    /// finds messages with all its words, in any order (the index keeps no positions).
    public func search(_ text: String, limit: Int = 20) throws -> KeywordSearchResult {
        let query = KeywordQuery(parsing: text)
        var conditions: [String] = []
        var arguments: StatementArguments = []
        appendDateConditions(before: query.before, after: query.after, hasAttachment: query.hasAttachment,
                             to: &conditions, arguments: &arguments)
        let rows: [Row]
        if query.hasTextTerms, let match = matchExpression(for: query) {
            let filters = conditions.map { " AND " + $0 }.joined()
            rows = try database.read { db in
                try Row.fetchAll(db, sql: """
                    SELECT m.id, m.thread_id, m.date, m.attachment_count, m.envelope, m.provenance, m.body,
                           -\(BlindRanking.functionName)(message_index, \(Self.columnWeights)) AS score
                    FROM message_index JOIN messages m ON m.id = message_index.rowid
                    WHERE message_index MATCH ?\(filters)
                    ORDER BY \(BlindRanking.functionName)(message_index, \(Self.columnWeights)), m.date DESC LIMIT ?
                    """, arguments: [match] + arguments + [limit])
            }
        } else {
            let whereClause = conditions.isEmpty ? "" : "WHERE " + conditions.joined(separator: " AND ")
            rows = try database.read { db in
                try Row.fetchAll(db, sql: """
                    SELECT m.id, m.thread_id, m.date, m.attachment_count, m.envelope, m.provenance, m.body, 0.0 AS score
                    FROM messages m \(whereClause) ORDER BY m.date DESC LIMIT ?
                    """, arguments: arguments + [limit])
            }
        }
        let wanted = Set(query.terms.filter { !$0.excluded }.flatMap { SearchTokenizer.tokens(in: $0.text) })
        let hits = try rows.map { row -> SearchHit in
            let summary = try summary(from: row)
            let body = try cipher.open(row["body"], context: .body)
            let text = try MessageRecords.readMessage(envelope: try cipher.open(row["envelope"], context: .envelope), body: body).text
            let found = Set(SearchTokenizer.tokens(in: summary.subject + " " + text)).intersection(wanted)
            return SearchHit(
                message: summary, score: row["score"],
                snippet: Snippet.make(from: text.isEmpty ? summary.subject : text, matching: wanted),
                matchedTerms: found.sorted()
            )
        }
        return KeywordSearchResult(hits: hits, ignored: query.ignored)
    }

    /// The FTS5 expression for the query's terms, over blind-index terms.
    ///
    /// The index keeps no word positions, so a quoted phrase matches messages holding all
    /// its words, anywhere (in the same column when it has a field: `subject:"tax return"`).
    func matchExpression(for query: KeywordQuery) -> String? {
        func phrase(_ term: KeywordQuery.Term) -> String? {
            let words = SearchTokenizer.tokens(in: term.text)
            guard !words.isEmpty else { return nil }
            let body = "(" + words.map { "\"" + tokens.term(for: $0) + "\"" }.joined(separator: " AND ") + ")"
            switch term.field {
            case .any: return body
            case .from: return "sender : \(body)"
            case .to: return "recipients : \(body)"
            case .subject: return "subject : \(body)"
            }
        }
        let included = query.terms.filter { !$0.excluded }.compactMap(phrase)
        guard !included.isEmpty else { return nil }
        let excluded = query.terms.filter(\.excluded).compactMap(phrase)
        return (["(" + included.joined(separator: " AND ") + ")"] + excluded).joined(separator: " NOT ")
    }
}
