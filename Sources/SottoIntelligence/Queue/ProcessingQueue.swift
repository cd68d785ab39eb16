import Foundation
import Logging
import SottoCore
import SottoIngest
import SottoVault

/// How far the processing queue has got.
public struct QueueProgress: Sendable, Hashable {
    /// Messages processed in this run.
    public var processed: Int
    /// Messages that needed processing when the run started.
    public var total: Int
    /// Messages flagged as spam so far in this run.
    public var flagged: Int

    /// `processed / total`, 1 when there was nothing to do.
    public var fractionCompleted: Double { total == 0 ? 1 : Double(processed) / Double(total) }
}

/// What a run of the queue did.
public struct QueueReport: Sendable, Hashable, Codable {
    /// Messages categorized and spam-checked.
    public var triaged: Int
    /// Messages embedded.
    public var embedded: Int
    /// Messages flagged as spam (phishing included).
    public var flagged: Int
    /// Messages flagged as phishing.
    public var phishing: Int
    /// Messages whose stored bytes could not be parsed again (left for a later run).
    public var failed: Int
    /// Threads given a new summary (automatic summaries only).
    public var summarized: Int = 0
    /// Threads whose automatic summary failed or was skipped (language, engine), left for later.
    public var summariesSkipped: Int = 0
    /// Wall-clock seconds.
    public var seconds: Double
    /// Whether categories came from the trained model, the generative engine, or headers.
    public var categorySource: String
}

/// The background work after an import: categorize, spam-check and embed messages in batches
/// of 50, saving each batch in one transaction and yielding between batches, so results appear
/// progressively and a killed process loses at most one batch. Each stage's progress is in the
/// vault itself (a message without a category or an embedding still needs that stage), so a
/// new run resumes where the last one stopped. Encoder batches wait while a generation runs.
///
/// With a summarizer and ``Configuration/summarizeThreads``, the queue then summarizes threads
/// of that many messages or more, one at a time; summaries are cached per thread, so a thread
/// is only summarized again when a message arrives or the model changes.
public actor ProcessingQueue {
    /// How the queue runs.
    public struct Configuration: Sendable {
        /// Messages per batch (and per transaction).
        public var batchSize: Int
        /// Summarize threads with at least this many messages after triage; nil for never.
        public var summarizeThreads: Int?

        /// Creates a configuration with batches of 50 and no automatic summaries.
        public init(batchSize: Int = 50, summarizeThreads: Int? = nil) {
            self.batchSize = batchSize
            self.summarizeThreads = summarizeThreads
        }
    }

    private let vault: Vault
    private let categorizer: Categorizer?
    private let spamFilter: SpamFilter
    private let embedder: (any Embedder)?
    private let engine: (any AIEngineProtocol)?
    private let activity: GenerationActivity?
    private let summarizer: ThreadSummarizer?
    private let configuration: Configuration
    private let logger: Logger
    private let parser = MIMEParser()

    /// Creates a queue. Without an `embedder`, categories come from the generative `engine`
    /// (or header rules) and spam from the rules alone; embeddings wait for a later run.
    /// `summarizer` is used only when the configuration asks for automatic summaries.
    public init(
        vault: Vault, categorizer: Categorizer?, spamFilter: SpamFilter, embedder: (any Embedder)?,
        engine: (any AIEngineProtocol)? = nil, activity: GenerationActivity? = nil, summarizer: ThreadSummarizer? = nil,
        configuration: Configuration = Configuration(), logger: Logger
    ) {
        self.vault = vault
        self.categorizer = categorizer
        self.spamFilter = spamFilter
        self.embedder = embedder
        self.engine = engine
        self.activity = activity
        self.summarizer = summarizer
        self.configuration = configuration
        self.logger = logger
    }

    /// Processes every message that needs it; cancellable between batches.
    public func run(progress: @Sendable (QueueProgress) -> Void = { _ in }) async throws -> QueueReport {
        let started = ContinuousClock.now
        let stage: AnalysisStage = embedder == nil ? .triage : .embedding
        let total = try max(vault.pendingCount(.triage), vault.pendingCount(stage))
        var report = QueueReport(
            triaged: 0, embedded: 0, flagged: 0, phishing: 0, failed: 0, seconds: 0,
            categorySource: categorizer != nil && embedder != nil ? "model" : (engine != nil ? "engine" : "headers"))
        var afterID: Int64 = 0
        var state = QueueProgress(processed: 0, total: total, flagged: 0)
        progress(state)
        while true {
            try Task.checkCancellation()
            let triage = try vault.messageIDs(needing: .triage, after: afterID, limit: configuration.batchSize)
            let embedding = embedder == nil ? [] : try vault.messageIDs(needing: .embedding, after: afterID, limit: configuration.batchSize)
            let ids = Array(Set(triage + embedding).sorted().prefix(configuration.batchSize))
            guard let last = ids.last else { break }
            let needsTriage = Set(triage)
            let outcome = try await process(ids, triage: needsTriage)
            try vault.saveAnalyses(outcome.analyses)
            report.triaged += outcome.analyses.filter { $0.category != nil }.count
            report.embedded += outcome.analyses.filter { $0.embedding != nil }.count
            report.flagged += outcome.flagged
            report.phishing += outcome.phishing
            report.failed += outcome.failed
            state.processed += ids.count
            state.flagged = report.flagged
            progress(state)
            afterID = last
            await Task.yield()
        }
        try await summarizeThreads(into: &report)
        report.seconds = (ContinuousClock.now - started).secondsValue
        logger.info("processing queue finished", metadata: [
            "queue.triaged": "\(report.triaged)", "queue.embedded": "\(report.embedded)",
            "queue.flagged": "\(report.flagged)", "queue.failed": "\(report.failed)",
            "queue.summarized": "\(report.summarized)",
        ])
        return report
    }

    /// Summarizes the threads that are long enough and have no current summary, one at a
    /// time. A thread that cannot be summarized now is counted and left for a later run.
    private func summarizeThreads(into report: inout QueueReport) async throws {
        guard let summarizer, let minimum = configuration.summarizeThreads else { return }
        for thread in try vault.threadsForAutomaticSummary(minimumMessages: minimum) {
            try Task.checkCancellation()
            do {
                if try await !summarizer.summary(ofThread: thread, in: vault).cached { report.summarized += 1 }
            } catch is CancellationError {
                throw CancellationError()
            } catch {
                report.summariesSkipped += 1
                logger.notice("thread not summarized", metadata: ["queue.thread": "\(thread)", "queue.reason": "\(type(of: error))"])
            }
            await Task.yield()
        }
    }

    private struct BatchOutcome {
        var analyses: [MessageAnalysis] = []
        var flagged = 0
        var phishing = 0
        var failed = 0
    }

    private func process(_ ids: [Int64], triage: Set<Int64>) async throws -> BatchOutcome {
        var outcome = BatchOutcome()
        var parsed: [(id: Int64, message: ParsedMessage)] = []
        let platforms = try vault.platforms(ofMessages: ids)
        for id in ids {
            do {
                // Mail is parsed again from its original bytes; a chat line's stored content is the message.
                parsed.append((id, platforms[id] == .mail
                    ? try parser.parse(try vault.rawMessage(id: id)) : try vault.message(id: id).content))
            } catch {
                outcome.failed += 1
                logger.warning("stored message does not parse", metadata: ["queue.message": "\(id)"])
            }
        }
        // Each message's chunk vectors, concatenated; the first chunk is what classifiers read.
        var vectors: [[Float]?] = Array(repeating: nil, count: parsed.count)
        if let embedder, !parsed.isEmpty {
            let texts = try parsed.map { try EmbeddingText.chunks(of: $0.message, context: threadContext(of: $0.id, $0.message)) }
            await activity?.waitUntilIdle()
            var computed = try await embedder.embed(texts.flatMap { $0 })[...]
            for (index, chunks) in texts.enumerated() {
                vectors[index] = Array(computed.prefix(chunks.count).joined())
                computed = computed.dropFirst(chunks.count)
            }
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let correspondentDomains = triage.isEmpty ? [] : try vault.correspondentDomains()
        let knownDomains = KnownDomains(correspondentDomains)
        for ((id, message), vector) in zip(parsed, vectors) {
            var analysis = MessageAnalysis(messageID: id, embedding: vector)
            let vector = vector.map { Array($0.prefix(embedder?.dimensions ?? $0.count)) }
            if triage.contains(id) {
                let sender = message.from.first?.address
                let preference = try sender.map { try vault.senderPreference(for: $0) }
                let decision: CategoryDecision
                if let categorizer, let vector {
                    decision = categorizer.categorize(
                        message, embedding: vector, preference: preference?.category.flatMap(MailCategory.init(rawValue:)))
                } else if let category = preference?.category.flatMap(MailCategory.init(rawValue:)) {
                    decision = CategoryDecision(category: category, confidence: 1, source: .senderPreference)
                } else if let engine {
                    decision = await Categorizer.categorizeWithoutEncoder(message, engine: engine)
                } else {
                    decision = CategoryDecision(category: Categorizer.headerGuess(message), confidence: 0.3, source: .headers)
                }
                let correspondent = try sender.map {
                    try vault.isCorrespondent($0) || Self.sharesDomain($0, with: correspondentDomains)
                } ?? false
                var verdict = spamFilter.verdict(
                    for: message, embedding: vector, fromCorrespondent: correspondent, knownDomains: knownDomains)
                if preference?.notSpam == true {
                    verdict.isSpam = false
                    verdict.isPhishing = false
                }
                analysis.category = decision.category.rawValue
                analysis.categorySource = decision.source.rawValue
                analysis.spamScore = verdict.spamScore
                analysis.phishingScore = verdict.phishingScore
                analysis.verdict = try encoder.encode(verdict)
                analysis.flag = verdict.isPhishing ? .phishing : verdict.isSpam ? .spam : .clean
                if verdict.isSpam { outcome.flagged += 1 }
                if verdict.isPhishing { outcome.phishing += 1 }
            }
            outcome.analyses.append(analysis)
        }
        return outcome
    }

    /// The new text of the two messages before a short one in its thread; empty otherwise.
    /// True when `address` is at the domain of someone this mailbox exchanges mail with, and
    /// that domain is not a free mail service anyone can sign up to (`billing@` at the firm
    /// whose `ray@` you write to).
    static func sharesDomain(_ address: String, with domains: Set<String>) -> Bool {
        guard let at = address.lastIndex(of: "@") else { return false }
        let host = address[address.index(after: at)...].lowercased()
        guard domains.contains(host), let domain = DomainName(host) else { return false }
        return !HeaderChecks.isFreemail(domain)
    }

    private func threadContext(of id: Int64, _ message: ParsedMessage) throws -> [String] {
        guard QuoteStripper.newText(of: message.text).count < EmbeddingText.shortMessage else { return [] }
        return try vault.messages(before: id, count: 2).map { QuoteStripper.newText(of: $0.content.text) }
    }
}
