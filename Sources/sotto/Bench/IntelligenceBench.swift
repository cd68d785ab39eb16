import ArgumentParser
import Foundation
import Logging
import SottoCore
import SottoIngest
import SottoIntelligence
import SottoVault

/// `sotto bench intelligence`: the mail features on the sample mailbox: categorize and
/// spam-check latency given embeddings, the full pipeline (parse, categorize, spam, embed,
/// store) in messages per second, smart replies end to end and a five-message thread summary
/// with the installed generative model, and peak memory.
struct IntelligenceBench: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "intelligence",
        abstract: "Time categorization, spam checks, the processing pipeline, smart replies and summaries (JSON).")

    @Option(help: ArgumentHelp("The mailbox to measure on.", valueName: "mbox"))
    var mbox = "Samples/mail/sample.mbox"

    @Option(help: "Smart-reply requests to time (each on a different message).")
    var replies = 3

    @Flag(help: "Skip smart replies and summaries (no generative model needed).")
    var noGeneration = false

    @OptionGroup var engine: EngineOptions

    func run() async throws {
        try await runReportingErrors {
            LoggingSetup.bootstrap()
            let messages = try await Self.parsedMessages(in: mbox)
            guard messages.count >= 100 else { throw CLIError(.dataError, "\(mbox) has \(messages.count) messages; the benchmark needs 100") }
            var result: [String: Any] = ["messages": messages.count, "cores": ProcessInfo.processInfo.activeProcessorCount]

            let encoder = try await engine.storage.loadMiniLM()
            Terminal.writeError("embedding \(messages.count) messages…\n")
            let embedStart = ContinuousClock.now
            let vectors = try await MailClassifierTraining.embeddings(of: messages, embedder: encoder)
            let embedSeconds = (ContinuousClock.now - embedStart).seconds
            result["embedding_ms_per_message"] = (embedSeconds * 1000 / Double(messages.count)).rounded(places: 2)
            result["triage_given_embeddings"] = try Self.triageLatency(messages, vectors)

            Terminal.writeError("running the pipeline into a new vault…\n")
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sotto-bench-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: folder) }
            let vault = try Vault.create(at: folder.appendingPathComponent("vault"), passphrase: "benchmark")
            result["pipeline"] = try await pipeline(into: vault, encoder: encoder)

            if !noGeneration {
                let ai = try await engine.resolver(embeddings: false).resolve().engine
                guard await ai.isAvailable else { throw CLIError(.noInput, "no generative model; pass --no-generation or run `make setup`") }
                result["engine"] = ai.name
                Terminal.writeError("timing smart replies with \(ai.name)…\n")
                result["smart_reply"] = try await replyTimes(messages, engine: ai)
                Terminal.writeError("timing a five-message thread summary…\n")
                result["summary_5_messages"] = try await summaryTime(vault, engine: ai)
                await ai.unload()
            }
            result["peak_rss_megabytes"] = LLMBench.megabytes(ResourceUsage.peakResidentBytes())
            result["goals"] = [
                "triage_100_given_embeddings_seconds": 1.0, "pipeline_messages_per_second": 50, "smart_reply_seconds": 2.0,
            ]
            try Output.jsonObject(result)
        }
    }

    static func parsedMessages(in path: String) async throws -> [ParsedMessage] {
        guard FileManager.default.fileExists(atPath: path) else { throw CLIError(.noInput, "no such mailbox: \(path)") }
        let parser = MIMEParser()
        var messages: [ParsedMessage] = []
        for try await item in try MessageSource(paths: [path]) {
            if let bytes = item.message?.bytes, let message = try? parser.parse(bytes) { messages.append(message) }
        }
        return messages
    }

    /// Per-message categorize and spam-check latency, and one batch of 100, given embeddings.
    static func triageLatency(_ messages: [ParsedMessage], _ vectors: [[Float]]) throws -> [String: Any] {
        let categorizer = try Categorizer.bundled()
        let filter = try SpamFilter.bundled()
        var categorize: [Double] = []
        var spam: [Double] = []
        for (message, vector) in zip(messages, vectors) {
            let start = ContinuousClock.now
            _ = categorizer.categorize(message, embedding: vector)
            let middle = ContinuousClock.now
            _ = filter.verdict(for: message, embedding: vector)
            categorize.append((middle - start).seconds * 1000)
            spam.append((ContinuousClock.now - middle).seconds * 1000)
        }
        let batchStart = ContinuousClock.now
        for (message, vector) in zip(messages.prefix(100), vectors.prefix(100)) {
            _ = categorizer.categorize(message, embedding: vector)
            _ = filter.verdict(for: message, embedding: vector)
        }
        return [
            "categorize_ms": Percentiles(categorize).json, "spam_check_ms": Percentiles(spam).json,
            "batch_of_100_seconds": (ContinuousClock.now - batchStart).seconds.rounded(places: 4),
        ]
    }

    /// Import (parse, store, index) and the processing queue (categorize, spam, embed, save)
    /// over the whole mailbox into an empty vault.
    private func pipeline(into vault: Vault, encoder: any Embedder) async throws -> [String: Any] {
        let imported = try await MailImporter(vault: vault).run(paths: [mbox])
        let queue = ProcessingQueue(
            vault: vault, categorizer: try Categorizer.bundled(), spamFilter: try SpamFilter.bundled(), embedder: encoder,
            logger: Logger(label: "sotto.bench"))
        let triaged = try await queue.run()
        let seconds = imported.seconds + triaged.seconds
        return [
            "messages": imported.stored, "import_seconds": imported.seconds.rounded(places: 3),
            "queue_seconds": triaged.seconds.rounded(places: 3),
            "messages_per_second": (Double(imported.stored) / seconds).rounded(places: 1),
        ]
    }

    /// Smart replies end to end (prompt, constrained generation, validation) on the first
    /// messages that ask something; the first request includes loading the model.
    private func replyTimes(_ messages: [ParsedMessage], engine ai: any AIEngineProtocol) async throws -> [String: Any] {
        let generator = SmartReplyGenerator(engine: ai, logger: Logger(label: "sotto.bench"))
        let questions = messages.filter { $0.text.contains("?") && $0.header("List-Unsubscribe") == nil }.prefix(replies + 1)
        var seconds: [Double] = []
        var counts: [Int] = []
        for message in questions {
            let start = ContinuousClock.now
            counts.append(try await generator.replies(to: message).count)
            seconds.append((ContinuousClock.now - start).seconds)
        }
        guard let cold = seconds.first else { return ["error": "no message with a question"] }
        let warm = Array(seconds.dropFirst())
        return [
            "cold_seconds": cold.rounded(places: 2), "warm_seconds": Percentiles(warm).json,
            "suggestions_per_request": counts,
        ]
    }

    /// A summary of the latest five messages of the mailbox's longest thread.
    private func summaryTime(_ vault: Vault, engine ai: any AIEngineProtocol) async throws -> [String: Any] {
        guard let thread = try vault.threads(limit: 1_000, minimumMessages: 5).max(by: { $0.messageCount < $1.messageCount }) else {
            return ["error": "no thread of five messages"]
        }
        let entries = try vault.threadMessages(id: thread.id).suffix(5).map { message in
            ThreadSummarizer.Entry(
                sender: message.content.from.first?.name ?? message.content.from.first?.address ?? "someone",
                date: message.content.date, text: message.content.text)
        }
        let summarizer = ThreadSummarizer(engine: ai, modelName: ai.name, logger: Logger(label: "sotto.bench"))
        let start = ContinuousClock.now
        let summary = try await summarizer.summarize(subject: thread.subject, entries: Array(entries))
        return [
            "seconds": (ContinuousClock.now - start).seconds.rounded(places: 2), "method": summary.method,
            "input_characters": entries.map(\.text.count).reduce(0, +),
        ]
    }
}

/// The median, 95th percentile and mean of a set of timings.
struct Percentiles {
    var p50: Double
    var p95: Double
    var mean: Double

    init(_ values: [Double]) {
        let sorted = values.sorted()
        func at(_ fraction: Double) -> Double {
            sorted.isEmpty ? .nan : sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * fraction).rounded()))]
        }
        p50 = at(0.5)
        p95 = at(0.95)
        mean = sorted.isEmpty ? .nan : sorted.reduce(0, +) / Double(sorted.count)
    }

    var json: [String: Any] { json(suffix: "") }

    /// The figures as JSON, keys suffixed (`p50_ms`).
    func json(suffix: String) -> [String: Any] {
        ["p50" + suffix: p50.rounded(places: 3), "p95" + suffix: p95.rounded(places: 3), "mean" + suffix: mean.rounded(places: 3)]
    }
}
