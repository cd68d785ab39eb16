import Foundation
import Logging
import SottoCore
import SottoIntelligence
import SottoTesting
import SottoVault
import Testing

@Suite("Thread summaries and emoji", .serialized)
struct SummaryAndEmojiTests {
    static let entries = [
        ThreadSummarizer.Entry(sender: "Jonas", date: Date(timeIntervalSince1970: 1_790_000_000), text: """
            Hi Maya, the contractor sent the kitchen quote: $38,450 including cabinets and installation. \
            Can you check whether the permit fees are included? We need to decide by Friday.
            """),
        ThreadSummarizer.Entry(sender: "Maya", date: Date(timeIntervalSince1970: 1_790_100_000), text: """
            I called them: permits are not included, they add $780. That makes $39,230. I think we should accept.
            """),
        ThreadSummarizer.Entry(sender: "Jonas", date: Date(timeIntervalSince1970: 1_790_200_000), text: """
            Agreed. I will sign the contract tomorrow and pay the deposit. Start date is October 6.
            """),
    ]

    @Test("the real model writes a structured summary that always decodes")
    func realSummary() async throws {
        let engine = try await SharedModels.shared.generativeEngine()
        let summarizer = ThreadSummarizer(engine: engine, modelName: engine.name, logger: quietLogger())
        let summary = try await summarizer.summarize(subject: "Kitchen quote", entries: Self.entries)
        #expect(!summary.headline.isEmpty && summary.headline.count <= 90)
        #expect(summary.body.count >= 20)
        #expect(summary.actionItems.count <= 4)
        #expect(!summary.isPartial)
        #expect(summary.method.contains("SmolLM2"))
    }

    @Test("summaries are cached on the thread; a new model invalidates the cache")
    func cached() async throws {
        let temporary = try TemporaryVault()
        defer { temporary.remove() }
        _ = try await MailImporter(vault: temporary.vault).run(paths: [TestPaths.sampleMbox.path])
        let thread = try #require(try temporary.vault.threads(limit: 5, minimumMessages: 3).first)
        let engine = ScriptedAIEngine(structuredAnswer: #"{"headline": "Plans", "summary": "They agreed on the plan and will meet on Friday.", "category": "informational", "actionItems": [], "urgency": "low"}"#)
        let summarizer = ThreadSummarizer(engine: engine, modelName: "model-a", logger: quietLogger())
        let first = try await summarizer.summary(ofThread: thread.id, in: temporary.vault)
        #expect(!first.cached)
        let second = try await summarizer.summary(ofThread: thread.id, in: temporary.vault)
        #expect(second.cached)
        #expect(second.summary == first.summary)
        let otherModel = ThreadSummarizer(engine: engine, modelName: "model-b", logger: quietLogger())
        #expect(try await otherModel.summary(ofThread: thread.id, in: temporary.vault).cached == false)
    }

    @Test("the cache key stored in the vault is keyed: not the SHA-256 of the thread's content, and another vault's key gives another")
    func keyedCacheFingerprint() async throws {
        let temporary = try TemporaryVault()
        defer { temporary.remove() }
        _ = try await MailImporter(vault: temporary.vault).run(paths: [TestPaths.sampleMbox.path])
        let thread = try #require(try temporary.vault.threads(limit: 5, minimumMessages: 3).first)
        let engine = ScriptedAIEngine(structuredAnswer: #"{"headline": "Plans", "summary": "They agreed on the plan and will meet on Friday.", "category": "informational", "actionItems": [], "urgency": "low"}"#)
        let summarizer = ThreadSummarizer(engine: engine, modelName: "model-a", logger: quietLogger())
        _ = try await summarizer.summary(ofThread: thread.id, in: temporary.vault)
        let stored = try #require(try temporary.vault.threadSummary(id: thread.id)).fingerprint

        // The SHA-256 of the model and every message's sender, date and text: the cache key
        // the vault used to store, which confirms a guess of the thread's text.
        let entries = try temporary.vault.threadMessages(id: thread.id).map { message in
            ThreadSummarizer.Entry(
                sender: message.content.from.first?.name ?? message.content.from.first?.address ?? "someone",
                date: message.content.date, text: message.content.text)
        }
        let digest = summarizer.contentDigest(of: entries)
        #expect(digest.count == 32)
        #expect(stored != digest)
        #expect(stored == temporary.vault.summaryFingerprint(of: digest))
        let other = try TemporaryVault()
        defer { other.remove() }
        #expect(other.vault.summaryFingerprint(of: digest) != stored, "the fingerprint depends on the vault's key")
        #expect(try await summarizer.summary(ofThread: thread.id, in: temporary.vault).cached)
    }

    @Test("almost no text gets a minimal summary without any model; long text is summarized in pieces and marked partial")
    func minimalAndHierarchical() async throws {
        let stub = ThreadSummarizer(engine: StubAIEngine(reason: .modelNotReady), modelName: "none", logger: quietLogger())
        let minimal = try await stub.summarize(subject: "Lunch", entries: [.init(sender: "Ana", date: nil, text: "ok, see you then")])
        #expect(minimal.method == "minimal")
        #expect(minimal.body.contains("ok, see you then"))
        await #expect(throws: AIEngineError.self) { try await stub.summarize(subject: "Kitchen", entries: Self.entries) }

        let engine = ScriptedAIEngine(structuredAnswer: #"{"headline": "Long report", "summary": "A long report about the budget and the plan.", "category": "informational", "actionItems": ["Read it"], "urgency": "medium"}"#)
        let summarizer = ThreadSummarizer(engine: engine, modelName: "scripted", logger: quietLogger())
        let long = String(repeating: "The quarterly budget review covers travel, equipment and staffing in detail. ", count: 200)
        let summary = try await summarizer.summarize(subject: "Report", entries: [.init(sender: "Finance", date: nil, text: long)])
        #expect(summary.isPartial)
        #expect(summary.actionItems == ["Read it"])
    }

    @Test("an unsupported language is summarized with a note, or skipped with the reason")
    func languages() async throws {
        let japanese = [ThreadSummarizer.Entry(sender: "Ken", date: nil, text: "来週の会議について確認させてください。金曜日の午後三時はいかがでしょうか。資料は事前に送ります。場所は本社の三階の会議室です。ご都合を教えてください。")]
        let engine = ScriptedAIEngine(structuredAnswer: #"{"headline": "Meeting", "summary": "Ken proposes a meeting on Friday at 3pm.", "category": "action-required", "actionItems": [], "urgency": "medium"}"#)
        let noting = ThreadSummarizer(engine: engine, modelName: "scripted", logger: quietLogger())
        #expect(try await noting.summarize(subject: "会議", entries: japanese).note?.contains("ja") == true)
        var configuration = ThreadSummarizer.Configuration()
        configuration.unsupportedLanguages = .skip
        let skipping = ThreadSummarizer(engine: engine, modelName: "scripted", configuration: configuration, logger: quietLogger())
        await #expect(throws: ThreadSummarizer.Skipped.self) { try await skipping.summarize(subject: "会議", entries: japanese) }
        #expect(LanguageGuess.code(of: "Wir treffen uns am Freitag und ich bringe die Unterlagen mit, die wir für das Projekt brauchen.") == "de")
        #expect(LanguageGuess.code(of: Self.entries[0].text) == "en")
    }

    @Test("emoji: the real model answers one emoji from the catalog (or the fallback in time); without a model the fallback is stable")
    func emoji() async throws {
        let engine = try await SharedModels.shared.generativeEngine()
        let suggester = EmojiSuggester(engine: engine, timeout: .seconds(120), logger: quietLogger())
        let suggestion = await suggester.suggestEmoji(for: "camping tent")
        #expect(EmojiCatalog.isSingleEmoji(suggestion.emoji))
        #expect(EmojiCatalog.choices.contains(suggestion.emoji))
        #expect(suggestion.source == .model)

        let offline = EmojiSuggester(engine: nil, logger: quietLogger())
        #expect(await offline.suggestEmoji(for: "Camping trip 2026").emoji == "⛺")
        let first = await offline.suggestEmoji(for: "Quarterly miscellany")
        let again = await offline.suggestEmoji(for: "Quarterly miscellany")
        #expect(first.emoji == again.emoji && first.source == .fallback)
        #expect(EmojiCatalog.isSingleEmoji("👨‍👩‍👧"))
        #expect(!EmojiCatalog.isSingleEmoji("ab"))
        #expect(!EmojiCatalog.isSingleEmoji("⛺⛺"))
    }

    @Test("emoji: one request per item id at a time")
    func emojiInFlight() async throws {
        let counter = CountingEngine()
        let suggester = EmojiSuggester(engine: counter, logger: quietLogger())
        async let a = suggester.suggestEmoji(for: "Travel", itemID: "label-1")
        async let b = suggester.suggestEmoji(for: "Travel", itemID: "label-1")
        let results = await [a, b]
        #expect(results[0].emoji == results[1].emoji)
        #expect(await counter.calls == 1)
    }
}

/// Answers every structured request with a fixed emoji, slowly, counting calls.
actor CountingEngine: AIEngineProtocol {
    private(set) var calls = 0
    nonisolated var name: String { "counting" }
    nonisolated var tier: AIEngineTier { .llama }
    var availability: EngineAvailability { .available }

    private func count() { calls += 1 }

    nonisolated func generate(messages: [ChatMessage], options: GenerationOptions) -> AsyncThrowingStream<String, any Error> {
        AsyncThrowingStream { $0.finish() }
    }

    nonisolated func generate(messages: [ChatMessage], schema: GenerationSchema, options: GenerationOptions) -> AsyncThrowingStream<String, any Error> {
        AsyncThrowingStream { continuation in
            Task {
                await self.count()
                try? await Task.sleep(for: .milliseconds(100))
                continuation.yield(#""✈️""#)
                continuation.finish()
            }
        }
    }

    nonisolated func classify(text: String, categories: [String]) async throws -> String { categories[0] }
    nonisolated func embed(text: String) async throws -> [Float] { [] }
    nonisolated func unload() async {}
}
