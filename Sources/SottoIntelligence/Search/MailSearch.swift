import Foundation
import Logging
import SottoCore
import SottoVault

/// How a search ranks.
public enum SearchMode: String, Sendable, Hashable, Codable, CaseIterable {
    /// Keyword and semantic candidates fused (the default).
    case hybrid
    /// BM25 over the keyword index only.
    case keyword
    /// Embedding similarity only.
    case semantic
}

/// One search result and why it matched.
public struct SearchResult: Sendable, Hashable, Codable {
    public var message: MessageSummary
    /// The fused score (higher is better); comparable within one search only.
    public var score: Double
    /// Cosine similarity of the message's best chunk to the query, when it was embedded.
    public var similarity: Double?
    /// The query words found in the message by the keyword index.
    public var matchedTerms: [String]
    /// Why it ranked here, in plain words.
    public var reasons: [String]
    public var snippet: Snippet
}

/// What a search found, with how the query was understood.
public struct SearchResults: Sendable, Hashable, Codable {
    public var hits: [SearchResult]
    /// How ranking actually ran (hybrid falls back to keyword without an encoder).
    public var mode: SearchMode
    /// What the query parser understood: operators and time phrases.
    public var understood: [String]
    /// Operators that were not understood.
    public var ignored: [String]
    /// Notes for the person: fallbacks, empty keyword matches.
    public var notes: [String]
}

/// Search over a vault: BM25 keyword candidates and embedding candidates, fused with care.
///
/// Keyword matching is precise when every content word of the query is found (names,
/// numbers, product words) and noise otherwise, while embeddings find paraphrases but
/// miss exact identifiers. So every candidate is scored by its real cosine similarity,
/// keyword evidence adds to it in proportion to how specific the keyword match was, and
/// a time phrase or a sender named in the query lifts the messages that fit. Hard
/// operators (`from:`, `in:`, `before:`…) filter both sides before ranking.
public actor MailSearch {
    /// Ranking knobs; the defaults were tuned on the sample mailbox's query set and checked on
    /// real mail (see `sotto bench search`).
    public struct Configuration: Sendable {
        /// Candidates taken from each retriever.
        public var candidates = 100
        /// Weight of keyword evidence (BM25 normalized to the best match) when every content
        /// word matched, scaled down as the match covers more of the mailbox.
        public var keywordWeight = 1.0
        /// The same when only some words matched: paraphrases share words with many messages
        /// by chance, so by default this is off.
        public var partialKeywordWeight = 0.0
        /// Added when the message falls inside a time phrase's window.
        public var timeWeight = 0.3
        /// Added when the query names the sender.
        public var senderWeight = 0.15
        /// Subtracted from messages flagged as spam unless the query asks for spam.
        public var spamPenalty = 0.05
        /// Pseudo-relevance feedback: the query vector is moved this far toward the best
        /// chunks of its top ``feedbackDocuments`` matches, then searched again (0 = off).
        public var feedbackWeight = 0.5
        public var feedbackDocuments = 3

        public init() {}
    }

    private let vault: Vault
    private let embedder: (any Embedder)?
    private let configuration: Configuration
    /// The semantic index, loaded from the vault on first use: keyword-only search never
    /// pays for it (about 1.5 s at 100,000 messages).
    private var loadedIndex: SemanticIndex?

    /// Opens search over `vault`. Without an `embedder` search is keyword-only.
    public init(vault: Vault, embedder: (any Embedder)?, configuration: Configuration = Configuration()) {
        self.vault = vault
        self.embedder = embedder
        self.configuration = configuration
    }

    /// Whether the semantic index is in memory yet.
    public var indexIsLoaded: Bool { loadedIndex != nil }

    /// Messages in the semantic index (loading it).
    public func indexedCount() throws -> Int { try index().count }

    /// Memory the semantic index holds (loading it).
    public func indexBytes() throws -> Int { try index().bytesHeld }

    /// Adds or replaces a message's embedding (all its chunks, concatenated).
    public func add(messageID: Int64, embedding: [Float]) throws {
        try updateIndex { $0.add(messageID, chunks: embedding) }
    }

    /// Drops a message from the index only (it stays in the vault).
    public func remove(messageID: Int64) throws {
        try updateIndex { $0.remove(messageID) }
    }

    /// Deletes messages from the vault and from the index; returns how many were deleted.
    public func delete(messageIDs: [Int64]) throws -> Int {
        let deleted = try vault.deleteMessages(ids: messageIDs)
        for id in messageIDs { loadedIndex?.remove(id) }
        return deleted
    }

    /// Picks up embeddings stored since the index was loaded.
    public func refresh() throws -> Int {
        try updateIndex { index in
            var added = 0
            try vault.forEachEmbedding(where: { !index.contains($0) }) { id, vector in
                index.add(id, chunks: vector)
                added += 1
            }
            return added
        }
    }

    private func index() throws -> SemanticIndex {
        try updateIndex { $0 }
    }

    /// Runs `change` on the semantic index, loading it first when this is its first use.
    private func updateIndex<T>(_ change: (inout SemanticIndex) throws -> T) throws -> T {
        var index = try loadedIndex ?? loadIndex()
        loadedIndex = nil  // keep one reference, so the change does not copy the vectors
        defer { loadedIndex = index }
        return try change(&index)
    }

    private func loadIndex() throws -> SemanticIndex {
        var index = SemanticIndex(dimensions: embedder?.dimensions ?? 384)
        try vault.forEachEmbedding { index.add($0, chunks: $1) }
        return index
    }

    /// Searches for `text`; relative times ("last week") are resolved against `now` in
    /// `calendar`'s time zone.
    public func search(
        _ text: String, limit: Int = 10, mode requested: SearchMode = .hybrid, now: Date = Date(), calendar: Calendar = .current
    ) async throws -> SearchResults {
        let query = SearchQuery(parsing: text, now: now, calendar: calendar)
        var notes: [String] = []
        var mode = requested
        let words = SearchStopwords.contentWords(of: query.text)
        if words.isEmpty, !query.constraints.isEmpty {
            // Only operators ("is:spam", "from:ana in:updates"): the newest messages meeting them.
            let ids = try vault.newestMessageIDs(meeting: query.constraints, limit: limit)
            let listed = ids.map { Ranked(id: $0, score: 0, similarity: nil, reasons: ["meets every filter"]) }
            return SearchResults(
                hits: try results(for: listed, words: []), mode: .keyword, understood: query.understood, ignored: query.ignored,
                notes: notes)
        }
        let indexed = mode == .keyword || embedder == nil ? 0 : try indexedCount()
        if mode != .keyword, indexed == 0 {
            notes.append(embedder == nil
                ? "The sentence encoder is not installed: keyword results only (run `make setup`)."
                : "No message is embedded yet: keyword results only (run `sotto triage`).")
            mode = .keyword
        }
        let allowed = try vault.messageIDs(meeting: query.constraints)

        // Keyword candidates: all content words, else (when that counts) any of them.
        var keyword: [KeywordCandidate] = []
        var keywordMatches = 0
        var keywordIsComplete = true
        if mode != .semantic, !words.isEmpty {
            // Hybrid ranking skips match sets too common to tell anything, which are also the
            // slow ones to rank.
            let rankingLimit = mode == .hybrid ? max(configuration.candidates * 10, indexed / 50) : nil
            (keyword, keywordMatches) = try vault.keywordCandidates(
                words: words, matchAll: true, constraints: query.constraints, limit: configuration.candidates, rankingLimit: rankingLimit)
            if keywordMatches == 0, words.count > 1, mode == .keyword || configuration.partialKeywordWeight > 0 {
                keywordIsComplete = false
                (keyword, keywordMatches) = try vault.keywordCandidates(
                    words: words, matchAll: false, constraints: query.constraints, limit: configuration.candidates,
                    rankingLimit: rankingLimit)
            }
            if keywordMatches == 0, mode == .hybrid { notes.append("No message contains those words; these are semantic matches.") }
        }

        // Semantic candidates, and the similarity of every keyword candidate.
        var similarity: [Int64: Double] = [:]
        if mode != .keyword, let embedder {
            let semanticText = query.text.isEmpty ? text : query.text
            var vector = try await embedder.embed(semanticText)
            // Read after the await: holding the index across it would make a concurrent
            // `add` copy every vector.
            let semantic = try index()
            if configuration.feedbackWeight > 0 {
                vector = try expanded(vector, in: semantic, allowed: allowed)
            }
            for match in try semantic.nearest(to: vector, count: configuration.candidates, allowed: allowed) {
                similarity[match.id] = Double(match.score)
            }
            if mode == .hybrid {
                for candidate in keyword where similarity[candidate.messageID] == nil {
                    similarity[candidate.messageID] = try semantic.similarity(of: candidate.messageID, to: vector).map(Double.init)
                }
            }
        }

        let ranked = try rank(
            query: query, mode: mode, keyword: keyword, keywordMatches: keywordMatches, keywordIsComplete: keywordIsComplete,
            similarity: similarity, indexed: indexed, limit: limit)
        let hits = try results(for: ranked, words: words)
        return SearchResults(hits: hits, mode: mode, understood: query.understood, ignored: query.ignored, notes: notes)
    }

    /// `query` moved toward the best chunks of its first matches, normalized.
    private func expanded(_ query: [Float], in index: SemanticIndex, allowed: Set<Int64>?) throws -> [Float] {
        let top = try index.nearest(to: query, count: configuration.feedbackDocuments, allowed: allowed)
        var sum = query
        let weight = Float(configuration.feedbackWeight) / Float(max(top.count, 1))
        for match in top {
            guard let chunk = index.bestChunk(of: match.id, for: query) else { continue }
            for position in sum.indices { sum[position] += weight * chunk[position] }
        }
        let norm = sum.reduce(0) { $0 + $1 * $1 }.squareRoot()
        return norm > 0 ? sum.map { $0 / norm } : query
    }

    private struct Ranked {
        var id: Int64
        var score: Double
        var similarity: Double?
        var reasons: [String]
    }

    private func rank(
        query: SearchQuery, mode: SearchMode, keyword: [KeywordCandidate], keywordMatches: Int, keywordIsComplete: Bool,
        similarity: [Int64: Double], indexed: Int, limit: Int
    ) throws -> [Ranked] {
        let best = keyword.map(\.score).max() ?? 0
        let keywordScore = Dictionary(keyword.map { ($0.messageID, best > 0 ? $0.score / best : 1) }, uniquingKeysWith: max)
        let ids = Set(keyword.map(\.messageID)).union(similarity.keys)
        let summaries = Dictionary(uniqueKeysWithValues: try vault.summaries(of: Array(ids)).map { ($0.id, $0) })
        let flagged = query.constraints.spam == .include ? try vault.flaggedIDs(among: Array(ids)) : []
        // Only a query that asks who sent something ("from ...", "what ... sent", "someone's
        // emails") looks at senders: elsewhere a topic word that happens to be in a sender's
        // name (a newsletter named after its subject) would outrank better answers. The rule is
        // general wording, not words of either query set.
        let senderWords = Self.asksForSender(query.text)
            ? Set(SearchStopwords.contentWords(of: query.text).filter { $0.count >= 3 }) : []
        let specificity = Self.specificity(matches: keywordMatches, of: max(indexed, keywordMatches))
        let weight = keywordIsComplete ? configuration.keywordWeight * specificity : configuration.partialKeywordWeight

        var ranked: [Ranked] = []
        for id in ids {
            guard let summary = summaries[id] else { continue }
            var reasons: [String] = []
            var score: Double
            switch mode {
            case .keyword:
                score = keywordScore[id] ?? 0
            case .semantic:
                score = similarity[id] ?? 0
            case .hybrid:
                score = similarity[id] ?? 0
                if let keyword = keywordScore[id], weight > 0 {
                    score += weight * keyword
                    reasons.append(keywordIsComplete ? "contains every word searched for" : "contains some of the words")
                }
            }
            if let cosine = similarity[id] { reasons.append(String(format: "similar in meaning (%.2f)", cosine)) }
            if mode == .hybrid {
                if let window = query.preferredWindow, let date = summary.date, window.contains(date) {
                    score += configuration.timeWeight
                    reasons.append("from the time asked about")
                }
                if Self.sender(of: summary, matches: senderWords) {
                    score += configuration.senderWeight
                    reasons.append("from the sender named")
                }
                if flagged.contains(id) {
                    score -= configuration.spamPenalty
                    reasons.append("flagged as spam")
                }
            }
            ranked.append(Ranked(id: id, score: score, similarity: similarity[id], reasons: reasons))
        }
        ranked.sort { $0.score != $1.score ? $0.score > $1.score : $0.id > $1.id }
        return Array(ranked.prefix(limit))
    }

    /// How telling a keyword match is: 1 when it singles out a few messages (a name, an order
    /// number), falling toward 0 as it matches a larger share of the mailbox ("receipt").
    static func specificity(matches: Int, of total: Int) -> Double {
        guard matches > 0, total > 3 else { return 1 }
        return min(1, max(0, log(Double(total) / Double(matches)) / log(Double(total) / 3)))
    }

    /// True when the query's wording is about who sent something.
    static func asksForSender(_ text: String) -> Bool {
        let words = text.lowercased().split { !$0.isLetter && $0 != "'" && $0 != "’" }
        return words.contains { ["from", "sent", "send", "sends", "wrote", "by"].contains($0) || $0.hasSuffix("'s") || $0.hasSuffix("’s") }
    }

    /// True when a word of the query is a word of the sender's name or address.
    static func sender(of summary: MessageSummary, matches words: Set<String>) -> Bool {
        guard !words.isEmpty, let sender = summary.from.first else { return false }
        let parts = (sender.name ?? "").lowercased().split { !$0.isLetter && !$0.isNumber }
            + sender.address.lowercased().split { !$0.isLetter && !$0.isNumber }
        return parts.contains { words.contains(String($0)) }
    }

    private func results(for ranked: [Ranked], words: [String]) throws -> [SearchResult] {
        let wanted = Set(words.flatMap { SearchTokenizer.tokens(in: $0) })
        let summaries = Dictionary(uniqueKeysWithValues: try vault.summaries(of: ranked.map(\.id)).map { ($0.id, $0) })
        return try ranked.compactMap { item in
            guard let summary = summaries[item.id] else { return nil }
            let text = try vault.message(id: item.id).content.text
            let found = Set(SearchTokenizer.tokens(in: summary.subject + " " + text)).intersection(wanted)
            return SearchResult(
                message: summary, score: item.score, similarity: item.similarity, matchedTerms: found.sorted(),
                reasons: item.reasons, snippet: Snippet.make(from: text.isEmpty ? summary.subject : text, matching: wanted))
        }
    }
}
