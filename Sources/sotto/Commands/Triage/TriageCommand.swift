import ArgumentParser
import Foundation
import Logging
import SottoCore
import SottoIntelligence
import SottoVault

/// `sotto triage`: runs the processing queue (categories, spam, embeddings) and prints the
/// inbox by category, with spam and phishing warnings.
struct TriageCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "triage",
        abstract: "Categorize, spam-check and embed new mail, then show the inbox by category.")

    @OptionGroup var options: VaultOptions
    @OptionGroup var engine: EngineOptions

    @Option(help: "Messages listed per category.")
    var perCategory = 5

    @Option(help: ArgumentHelp(
        "Also summarize threads of at least this many messages with the generative model (cached per thread).",
        valueName: "messages"))
    var summarizeThreads: Int?

    func validate() throws {
        if let summarizeThreads, summarizeThreads < 1 { throw ValidationError("--summarize-threads must be at least 1") }
    }

    func run() async throws {
        try await runReportingErrors {
            LoggingSetup.bootstrap()
            let vault = try options.open()
            let encoder = try? await engine.storage.loadMiniLM()
            if encoder == nil {
                Terminal.writeError("all-MiniLM-L6-v2 is not installed: categories from headers, spam from rules only (run `make setup`)\n")
            }
            let summarizer = try await threadSummarizer()
            let queue = ProcessingQueue(
                vault: vault, categorizer: try? Categorizer.bundled(), spamFilter: (try? SpamFilter.bundled()) ?? SpamFilter(model: nil),
                embedder: encoder, summarizer: summarizer,
                configuration: .init(summarizeThreads: summarizer == nil ? nil : summarizeThreads), logger: Logger(label: "sotto.queue"))
            let bar = ProgressBar(label: "Triaging")
            let report = try await queue.run { progress in
                bar.update(fraction: progress.fractionCompleted, status: "\(progress.processed)/\(progress.total), \(progress.flagged) flagged")
            }
            bar.finish()
            let inbox = try TriageView(vault: vault, perCategory: perCategory)
            if options.json {
                return try Output.json(TriageOutput(report: report, categories: inbox.categories, flagged: inbox.flagged))
            }
            print(String(format: "Triaged %d messages in %.1f s (%d flagged as spam, %d of them phishing).",
                         report.triaged, report.seconds, report.flagged, report.phishing))
            if summarizer != nil {
                print("Summarized \(report.summarized) threads of \(summarizeThreads ?? 0)+ messages"
                      + (report.summariesSkipped > 0 ? " (\(report.summariesSkipped) left for later)." : "."))
            }
            inbox.printReport()
        }
    }
}

extension TriageCommand {
    /// The summarizer for automatic thread summaries, when they were asked for and a
    /// generative model is available.
    private func threadSummarizer() async throws -> ThreadSummarizer? {
        guard summarizeThreads != nil else { return nil }
        let ai = try await engine.resolver(embeddings: false).resolve().engine
        guard await ai.isAvailable else {
            Terminal.writeError("no generative model: threads are not summarized (see `sotto engines`)\n")
            return nil
        }
        return ThreadSummarizer(engine: ai, modelName: ai.name, logger: Logger(label: "sotto.summaries"))
    }
}

struct TriageOutput: Encodable {
    var report: QueueReport
    var categories: [TriageView.Category]
    var flagged: [TriageView.Flagged]
}

/// The inbox after triage: the newest messages of each category, and what was flagged.
struct TriageView {
    struct Line: Encodable {
        var id: Int64
        var date: Date?
        var from: String
        var subject: String
    }

    struct Category: Encodable {
        var name: String
        var count: Int
        var latest: [Line]
    }

    struct Flagged: Encodable {
        var line: Line
        var phishing: Bool
        var spamScore: Double
        var reasons: [String]
    }

    var categories: [Category] = []
    var flagged: [Flagged] = []

    init(vault: Vault, perCategory: Int) throws {
        let counts = try vault.categoryCounts()
        for category in MailCategory.allCases {
            let summaries = try vault.messages(MessageFilter(category: category.rawValue, excludeSpam: true, limit: perCategory))
            categories.append(Category(name: category.rawValue, count: counts[category.rawValue] ?? 0, latest: summaries.map(Self.line)))
        }
        for summary in try vault.messages(MessageFilter(onlySpam: true, limit: 200)) {
            let analysis = try vault.analysis(of: summary.id)
            let verdict = analysis.verdict.flatMap { try? JSONDecoder().decode(SpamVerdict.self, from: $0) }
            flagged.append(Flagged(
                line: Self.line(summary), phishing: verdict?.isPhishing ?? false, spamScore: analysis.spamScore ?? 0,
                reasons: verdict?.reasons ?? []))
        }
    }

    static func line(_ summary: MessageSummary) -> Line {
        Line(id: summary.id, date: summary.date, from: summary.from.first?.name ?? summary.from.first?.address ?? "", subject: summary.subject)
    }

    func printReport() {
        for category in categories {
            print("\n\(category.name.capitalized) (\(category.count))")
            for line in category.latest {
                print("  #\(Output.column(String(line.id), 5)) \(Output.date(line.date))  \(Output.column(line.from, 22)) \(Output.truncated(line.subject, 50))")
            }
        }
        guard !flagged.isEmpty else { return }
        print("\nFlagged (\(flagged.count)), kept in the vault, never deleted:")
        for item in flagged.prefix(20) {
            let mark = item.phishing ? "⚠ phishing" : "spam"
            print("  #\(Output.column(String(item.line.id), 5)) \(Output.column(mark, 10)) \(Output.truncated(item.line.subject, 48))")
            if let reason = item.reasons.first { print("         \(reason)") }
        }
        if flagged.count > 20 { print("  … and \(flagged.count - 20) more (sotto list --spam)") }
    }
}
