import ArgumentParser
import Foundation
import Logging
import SottoCore
import SottoIntelligence

/// `sotto summarize THREAD`: the thread's summary, from the cache when nothing changed.
struct SummarizeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "summarize", abstract: "Summarize a thread: 2-4 sentences, action items, urgency (cached).")

    @Argument(help: "The thread id (see `sotto list --thread`).")
    var thread: Int64

    @Flag(help: "Summarize again even when the cached summary is current.")
    var refresh = false

    @OptionGroup var options: VaultOptions
    @OptionGroup var engine: EngineOptions

    func run() async throws {
        try await runReportingErrors {
            LoggingSetup.bootstrap()
            let vault = try options.open()
            let ai = try await engine.resolver(embeddings: false).resolve().engine
            let summarizer = ThreadSummarizer(engine: ai, modelName: ai.name, logger: Logger(label: "sotto.summaries"))
            let started = ContinuousClock.now
            let result: (summary: ThreadSummary, cached: Bool)
            do {
                result = try await summarizer.summary(ofThread: thread, in: vault, refresh: refresh)
            } catch let error as AIEngineError where error.code == .unavailable {
                throw CLIError(.noInput, "summaries are unavailable: \(error.message)")
            } catch let skipped as ThreadSummarizer.Skipped {
                throw CLIError(.failure, "not summarized: \(skipped.reason)")
            }
            await ai.unload()
            let seconds = (ContinuousClock.now - started).seconds
            if options.json { return try Output.json(result.summary) }
            let summary = result.summary
            print(summary.headline)
            print(summary.body)
            for item in summary.actionItems { print("  • \(item)") }
            print("category: \(summary.category.rawValue), urgency: \(summary.urgency.rawValue)\(summary.isPartial ? ", partial" : "")")
            if let note = summary.note { print("note: \(note)") }
            Terminal.writeError(String(format: "%@ in %.1f s (%@)\n", result.cached ? "from the cache" : "generated", seconds, summary.method))
        }
    }
}
