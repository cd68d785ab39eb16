import ArgumentParser
import Foundation
import Logging
import SottoIntelligence
import SottoVault

/// `sotto index status|rebuild`: the semantic search index.
struct IndexCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "index", abstract: "The semantic search index: how much is embedded, and rebuilding it.",
        subcommands: [IndexStatus.self, IndexRebuild.self])
}

struct IndexStatus: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "status", abstract: "How many messages are embedded and searchable by meaning.")

    @OptionGroup var options: VaultOptions
    @OptionGroup var storage: ModelStorageOptions

    struct Status: Encodable {
        var messages: Int
        var embedded: Int
        var pending: Int
        var encoderInstalled: Bool
        var loadSeconds: Double
        var indexMegabytes: Double
    }

    func run() async throws {
        try await runReportingErrors {
            LoggingSetup.bootstrap()
            let vault = try options.open()
            let search = MailSearch(vault: vault, embedder: nil)
            let started = ContinuousClock.now
            let embedded = try await search.indexedCount()
            let loadSeconds = (ContinuousClock.now - started).seconds
            let status = Status(
                messages: try vault.stats().messages, embedded: embedded,
                pending: try vault.pendingCount(.embedding),
                encoderInstalled: await storage.manager().embeddingModelDirectory() != nil,
                loadSeconds: loadSeconds.rounded(places: 3),
                indexMegabytes: (Double(try await search.indexBytes()) / 1_048_576).rounded(places: 2))
            if options.json { return try Output.json(status) }
            print("\(status.embedded) of \(status.messages) messages are searchable by meaning; \(status.pending) wait for `sotto triage`.")
            print(String(format: "Index: %.2f MB in memory, loaded in %.2f s.", status.indexMegabytes, status.loadSeconds))
            if !status.encoderInstalled { print("The sentence encoder is not installed: search is keyword-only (run `make setup`).") }
        }
    }
}

struct IndexRebuild: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rebuild", abstract: "Embed every message again (after a model change, or to add long-mail chunks).")

    @OptionGroup var options: VaultOptions
    @OptionGroup var storage: ModelStorageOptions

    func run() async throws {
        try await runReportingErrors {
            LoggingSetup.bootstrap()
            let vault = try options.open()
            let encoder = try await storage.loadMiniLM()
            let cleared = try vault.clearEmbeddings()
            let queue = ProcessingQueue(
                vault: vault, categorizer: try? Categorizer.bundled(), spamFilter: (try? SpamFilter.bundled()) ?? SpamFilter(model: nil),
                embedder: encoder, logger: Logger(label: "sotto.queue"))
            let bar = ProgressBar(label: "Embedding")
            let report = try await queue.run { progress in
                bar.update(fraction: progress.fractionCompleted, status: "\(progress.processed)/\(progress.total)")
            }
            bar.finish()
            if options.json { return try Output.json(report) }
            print(String(format: "Embedded %d of %d messages in %.1f s.", report.embedded, cleared, report.seconds))
        }
    }
}
