import Foundation

/// A labeled query set (`Samples/search/*.json`): queries with the Message-IDs a person
/// would accept as answers.
public struct SearchQuerySet: Sendable, Decodable {
    public struct Query: Sendable, Decodable {
        public var id: String
        /// paraphrase, keyword, sender or time.
        public var kind: String
        public var query: String
        /// Message-IDs without angle brackets.
        public var relevant: [String]
    }

    /// The mailbox, relative to the repository root.
    public var mailbox: String
    /// The moment the queries are asked, for relative times.
    public var now: Date
    /// The mailbox owner's time zone.
    public var timeZone: String
    public var queries: [Query]

    /// Reads a query set.
    public init(contentsOf url: URL) throws {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        self = try decoder.decode(Self.self, from: Data(contentsOf: url))
    }

    /// The calendar the queries' relative times mean.
    public var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: timeZone) ?? calendar.timeZone
        return calendar
    }
}

/// Ranking quality of one query or an average over several: recall@10, MRR and nDCG@10 with
/// binary relevance.
public struct RankingQuality: Sendable, Hashable, Codable {
    public var recallAt10: Double
    public var reciprocalRank: Double
    public var ndcgAt10: Double
    public var queries: Int

    /// The quality of `ranking` (best first) against the `relevant` set.
    public init(ranking: [String], relevant: Set<String>) {
        let top = Array(ranking.prefix(10))
        let found = top.filter(relevant.contains).count
        recallAt10 = relevant.isEmpty ? 0 : Double(found) / Double(min(relevant.count, 10))
        reciprocalRank = top.firstIndex(where: relevant.contains).map { 1 / Double($0 + 1) } ?? 0
        let gain = top.enumerated().reduce(0.0) { sum, item in sum + (relevant.contains(item.element) ? 1 / log2(Double(item.offset + 2)) : 0) }
        let ideal = (0..<min(relevant.count, 10)).reduce(0.0) { $0 + 1 / log2(Double($1 + 2)) }
        ndcgAt10 = ideal > 0 ? gain / ideal : 0
        queries = 1
    }

    /// The mean over `qualities`.
    public init(averaging qualities: [RankingQuality]) {
        let count = Double(max(qualities.count, 1))
        recallAt10 = qualities.map(\.recallAt10).reduce(0, +) / count
        reciprocalRank = qualities.map(\.reciprocalRank).reduce(0, +) / count
        ndcgAt10 = qualities.map(\.ndcgAt10).reduce(0, +) / count
        queries = qualities.count
    }
}
