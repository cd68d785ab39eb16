import Foundation
import SottoCore
import SottoTesting
import SottoVault
import Testing

@testable import SottoIntelligence

@Suite("Search queries: operators and time phrases")
struct SearchQueryTests {
    /// Saturday 31 October 2026, noon in Seattle.
    let now = ISO8601DateFormatter().date(from: "2026-10-31T19:00:00Z") ?? Date()
    var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "America/Los_Angeles") ?? .current
        return calendar
    }

    func window(_ text: String) -> (String, String)? {
        let formatter = DateFormatter()
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        formatter.dateFormat = "yyyy-MM-dd"
        return SearchQuery(parsing: text, now: now, calendar: calendar).preferredWindow.map {
            (formatter.string(from: $0.start), formatter.string(from: $0.end))
        }
    }

    @Test("operators become constraints; the rest is the text; unknown values are reported")
    func operators() {
        let query = SearchQuery(parsing: "from:priya in:updates is:spam has:attachment after:2026-09 launch plan -is:phishing before:soon")
        #expect(query.text == "launch plan")
        #expect(query.constraints.senders == ["priya"])
        #expect(query.constraints.category == "updates")
        #expect(query.constraints.spam == .exclude, "the later -is:phishing wins")
        #expect(query.constraints.hasAttachment == true)
        #expect(query.constraints.after != nil && query.constraints.before == nil)
        #expect(query.ignored == ["before:soon"])
        #expect(SearchQuery(parsing: "in:nowhere http://example.com").text == "http://example.com")
        #expect(SearchQuery(parsing: "in:nowhere").ignored == ["in:nowhere"])
    }

    @Test("time phrases resolve against now in the owner's time zone and leave the query")
    func timePhrases() {
        #expect(window("receipts from last month")! == ("2026-09-01", "2026-10-01"))
        #expect(window("conference stuff this month")! == ("2026-10-01", "2026-11-01"))
        #expect(window("shipping notifications in June")! == ("2026-06-01", "2026-07-01"))
        #expect(window("what happened in November")! == ("2025-11-01", "2025-12-01"), "the latest November is last year's")
        #expect(window("outdoor gear promos from June to August")! == ("2026-06-01", "2026-09-01"))
        #expect(window("security alerts in the last two months")! == ("2026-09-01", "2026-11-01"))
        #expect(window("yesterday's shipping update")! == ("2026-10-30", "2026-10-31"))
        #expect(window("the invoice from last week")! == ("2026-10-18", "2026-10-25"))
        #expect(window("what came over the weekend")! == ("2026-10-24", "2026-10-26"))
        #expect(window("photos from last spring")! == ("2026-03-01", "2026-06-01"))
        #expect(window("3 days ago")! == ("2026-10-28", "2026-10-29"))
        #expect(window("notes from friday")! == ("2026-10-30", "2026-10-31"))
        #expect(window("emails that may be spam") == nil, "\"may\" is a month only with a preposition or a year")
        #expect(window("summer camp registration") == nil, "a season needs in/during")
        #expect(SearchQuery(parsing: "receipts from last month", now: now, calendar: calendar).text == "receipts from")
    }

    @Test("content words drop how people ask and keep what they ask for")
    func contentWords() {
        #expect(SearchStopwords.contentWords(of: "what did Kenji's office send me about the QX7R2M booking?") == ["kenji", "office", "qx7r2m", "booking"])
        #expect(SearchStopwords.contentWords(of: "Show me the emails") == [])
    }

    @Test("long mail is embedded in overlapping chunks after the classifiers' text; short replies with their thread")
    func chunks() throws {
        let long = String(repeating: "The quarterly plan covers travel, hiring and the new office. ", count: 120)
        let message = ParsedMessage(subject: "Plan", text: long)
        let chunks = EmbeddingText.chunks(of: message)
        #expect(chunks.count == EmbeddingText.maximumChunks)
        #expect(chunks.first == EmbeddingText.of(message))
        #expect(chunks.allSatisfy { $0.hasPrefix("Plan\n\n") && $0.count <= EmbeddingText.limit })
        #expect(EmbeddingText.chunks(of: ParsedMessage(subject: "Hi", text: "Short note, no thread.")) == ["Hi\n\nShort note, no thread."])
        let reply = EmbeddingText.chunks(of: ParsedMessage(subject: "Re: Dinner", text: "ok, see you then"), context: ["Dinner at Lupa on Friday at 7?"])
        #expect(reply == ["Re: Dinner\n\nDinner at Lupa on Friday at 7?\nok, see you then"])
    }

    @Test("ranking quality: recall@10, MRR and nDCG@10 with binary relevance")
    func rankingQuality() {
        let perfect = RankingQuality(ranking: ["a", "b", "x"], relevant: ["a", "b"])
        #expect(perfect.recallAt10 == 1 && perfect.reciprocalRank == 1 && abs(perfect.ndcgAt10 - 1) < 1e-9)
        let late = RankingQuality(ranking: ["x", "y", "a"], relevant: ["a", "b"])
        #expect(late.recallAt10 == 0.5 && abs(late.reciprocalRank - 1.0 / 3) < 1e-9)
        #expect(abs(late.ndcgAt10 - (1 / log2(4.0)) / (1 + 1 / log2(3.0))) < 1e-9)
        #expect(RankingQuality(ranking: [], relevant: ["a"]).ndcgAt10 == 0)
        #expect(RankingQuality(averaging: [perfect, late]).queries == 2)
    }
}

/// Hybrid search over the sample mailbox with the real encoder.
@Suite("Mail search on the sample mailbox", .serialized)
struct MailSearchTests {
    /// Imports and embeds the sample mailbox once per test.
    func prepared() async throws -> (TemporaryVault, [Int64: String]) {
        let temporary = try TemporaryVault()
        _ = try await MailImporter(vault: temporary.vault).run(paths: [TestPaths.sampleMbox.path])
        _ = try await ProcessingQueue(
            vault: temporary.vault, categorizer: try Categorizer.bundled(), spamFilter: try SpamFilter.bundled(),
            embedder: try await SharedModels.shared.embedder(), logger: quietLogger()
        ).run()
        var subjects: [Int64: String] = [:]
        for summary in try temporary.vault.messages(MessageFilter(limit: 1_000)) { subjects[summary.id] = summary.subject }
        return (temporary, subjects)
    }

    @Test("a paraphrase finds the trip mail that keywords cannot; keyword, filters and fallbacks behave")
    func hybrid() async throws {
        let (temporary, subjects) = try await prepared()
        defer { temporary.remove() }
        let vault = temporary.vault
        let search = MailSearch(vault: vault, embedder: try await SharedModels.shared.embedder())
        #expect(try await search.indexedCount() == subjects.count)

        // The builder's quote for the kitchen: no word of the query is in the thread.
        let question = "how much is the builder charging to redo our cooking space"
        let paraphrase = try await search.search(question)
        let keywordOnly = try await search.search(question, mode: .keyword)
        func aboutTheQuote(_ results: SearchResults) -> Bool {
            results.hits.prefix(5).contains { $0.message.subject.lowercased().contains("quote") }
        }
        #expect(paraphrase.mode == .hybrid)
        #expect(aboutTheQuote(paraphrase), "\(paraphrase.hits.map(\.message.subject))")
        #expect(!aboutTheQuote(keywordOnly), "\(keywordOnly.hits.map(\.message.subject))")
        #expect(paraphrase.hits.allSatisfy { $0.similarity != nil && !$0.reasons.isEmpty })

        let exact = try await search.search("QX7R2M")
        let first = try #require(exact.hits.first)
        #expect(first.matchedTerms == ["qx7r2m"])
        #expect(first.reasons.contains("contains every word searched for"))

        let updates = try await search.search("in:updates receipt")
        #expect(!updates.hits.isEmpty)
        for hit in updates.hits { #expect(try vault.analysis(of: hit.message.id).category == "updates") }
        let onlySpam = try await search.search("is:spam account")
        #expect(!onlySpam.hits.isEmpty)
        #expect(try vault.flaggedIDs(among: onlySpam.hits.map(\.message.id)).count == onlySpam.hits.count)

        let listing = try await search.search("is:spam")
        #expect(listing.mode == .keyword && !listing.hits.isEmpty)
        #expect(try vault.flaggedIDs(among: listing.hits.map(\.message.id)).count == listing.hits.count)
        let dates = listing.hits.compactMap(\.message.date)
        #expect(dates == dates.sorted(by: >), "operators alone list the newest first")

        let withoutEncoder = MailSearch(vault: vault, embedder: nil)
        let fallback = try await withoutEncoder.search("QX7R2M")
        #expect(fallback.mode == .keyword && fallback.notes.first?.contains("not installed") == true)
        #expect(fallback.hits.first?.message.id == first.message.id)
        #expect(await !withoutEncoder.indexIsLoaded, "keyword-only search does not load the vectors")
    }

    @Test("the index follows new and deleted messages without a reload")
    func incremental() async throws {
        let (temporary, subjects) = try await prepared()
        defer { temporary.remove() }
        let encoder = try await SharedModels.shared.embedder()
        let search = MailSearch(vault: temporary.vault, embedder: encoder)
        let target = try #require(try await search.search("plane tickets for the Portugal vacation").hits.first)
        try await search.remove(messageID: target.message.id)
        #expect(try await search.search("plane tickets for the Portugal vacation", mode: .semantic).hits.allSatisfy { $0.message.id != target.message.id })
        #expect(try await search.indexedCount() == subjects.count - 1)
        #expect(try await search.refresh() == 1, "the stored embedding comes back on refresh")
        #expect(try await search.search("plane tickets for the Portugal vacation").hits.first?.message.id == target.message.id)

        #expect(try await search.delete(messageIDs: [target.message.id]) == 1)
        #expect(try await search.indexedCount() == subjects.count - 1)
        #expect(try await search.refresh() == 0, "a deleted message's embedding is gone from the vault too")
        let after = try await search.search("plane tickets for the Portugal vacation")
        #expect(after.hits.allSatisfy { $0.message.id != target.message.id })
    }
}
