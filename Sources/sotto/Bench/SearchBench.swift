import ArgumentParser
import Foundation
import Logging
import SottoCore
import SottoIntelligence
import SottoVault

/// `sotto bench search`: hybrid search latency over a large vault (synthetic mail with
/// synthetic MiniLM-like embeddings; real query embeddings), then again while the processing
/// queue embeds newly imported mail with the real encoder.
struct SearchBench: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "search",
        abstract: "Hybrid search latency on a large vault, alone and while new mail is being embedded (JSON).")

    @Option(help: "Messages in the vault.")
    var messages = 100_000

    @Option(help: "Messages imported and embedded while searching.")
    var newMessages = 300

    @Option(name: .customLong("queries"), help: ArgumentHelp("Query texts come from this labeled set.", valueName: "path"))
    var querySet = "Samples/search/queries.json"

    @Option(help: ArgumentHelp("The folder with the reference MiniLM embeddings the synthetic vectors follow.", valueName: "path"))
    var reference = "../shared/reference/minilm"

    @OptionGroup var storage: ModelStorageOptions

    func run() async throws {
        try await runReportingErrors {
            LoggingSetup.bootstrap()
            let texts = try SearchQuerySet(contentsOf: URL(fileURLWithPath: querySet)).queries.map(\.query)
            let encoder = try await storage.loadMiniLM()
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sotto-bench-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let vault = try Vault.create(at: folder.appendingPathComponent("vault"), passphrase: "benchmark")
            var result: [String: Any] = ["messages": messages, "queries": texts.count, "cores": ProcessInfo.processInfo.activeProcessorCount]

            Terminal.writeError("importing \(messages) synthetic messages…\n")
            var mailbox = SyntheticMailbox(seed: 42)
            let mbox = folder.appendingPathComponent("bench.mbox")
            _ = try mailbox.write(count: messages, mbox: mbox)
            let imported = try await MailImporter(vault: vault).run(paths: [mbox.path])
            result["import_seconds"] = imported.seconds.rounded(places: 1)

            Terminal.writeError("storing synthetic embeddings…\n")
            try await Self.storeSyntheticEmbeddings(in: vault, count: imported.stored, reference: reference)

            let loadStart = ContinuousClock.now
            let search = MailSearch(vault: vault, embedder: encoder)
            _ = try await search.indexedCount()
            result["index_load_seconds"] = (ContinuousClock.now - loadStart).seconds.rounded(places: 2)
            result["index_megabytes"] = LLMBench.megabytes(try await search.indexBytes())

            Terminal.writeError("timing queries…\n")
            var embedding: [Double] = []
            for text in texts {
                let start = ContinuousClock.now
                _ = try await encoder.embed(text)
                embedding.append((ContinuousClock.now - start).seconds * 1000)
            }
            result["query_embedding_ms"] = Percentiles(embedding).json
            for mode in SearchMode.allCases {
                result["\(mode.rawValue)_ms"] = Percentiles(try await latencies(search, texts, mode: mode)).json
            }

            Terminal.writeError("timing queries while \(newMessages) new messages are embedded…\n")
            result["while_indexing"] = try await whileIndexing(vault: vault, search: search, texts: texts, encoder: encoder, folder: folder)
            result["peak_rss_megabytes"] = LLMBench.megabytes(ResourceUsage.peakResidentBytes())
            result["goal_hybrid_p95_ms"] = 50
            try Output.jsonObject(result)
        }
    }

    /// Milliseconds per query, each query once, after a warm-up.
    private func latencies(_ search: MailSearch, _ texts: [String], mode: SearchMode) async throws -> [Double] {
        for text in texts.prefix(3) { _ = try await search.search(text, mode: mode) }
        var times: [Double] = []
        for text in texts {
            let start = ContinuousClock.now
            _ = try await search.search(text, mode: mode)
            times.append((ContinuousClock.now - start).seconds * 1000)
        }
        return times
    }

    /// Gives every message a vector shaped like a real MiniLM embedding, and a category so the
    /// queue has nothing left to triage.
    /// Stores MiniLM-like vectors (following the reference embeddings' statistics) for the first
    /// `count` messages without an embedding.
    static func storeSyntheticEmbeddings(in vault: Vault, count: Int, reference: String) async throws {
        let referenceFile = URL(fileURLWithPath: reference).appendingPathComponent("embeddings.jsonl")
        let referenceVectors = try JSONLines.read(referenceFile, as: EmbedBench.ReferenceVector.self).map(\.embedding)
        let generator = try SyntheticEmbeddings(reference: referenceVectors, count: count, seed: 1)
        let flat = await generator.vectors(count: count, seed: 2)
        let dimension = generator.dimension
        let ids = try vault.messageIDs(needing: .embedding, after: 0, limit: count)
        for start in stride(from: 0, to: ids.count, by: 1_000) {
            let batch = ids[start..<min(start + 1_000, ids.count)].enumerated().map { offset, id in
                let row = (start + offset) * dimension
                return MessageAnalysis(
                    messageID: id, category: "primary", categorySource: "benchmark", embedding: Array(flat[row..<row + dimension]))
            }
            try vault.saveAnalyses(batch)
        }
    }

    /// Query latency while the processing queue embeds freshly imported mail.
    private func whileIndexing(
        vault: Vault, search: MailSearch, texts: [String], encoder: any Embedder, folder: URL
    ) async throws -> [String: Any] {
        var mailbox = SyntheticMailbox(seed: 7)
        let mbox = folder.appendingPathComponent("new.mbox")
        _ = try mailbox.write(count: newMessages, mbox: mbox)
        _ = try await MailImporter(vault: vault).run(paths: [mbox.path])
        let queue = ProcessingQueue(
            vault: vault, categorizer: try Categorizer.bundled(), spamFilter: try SpamFilter.bundled(), embedder: encoder,
            logger: Logger(label: "sotto.bench"))
        let indexing = Task { try await queue.run() }
        var times: [Double] = []
        var round = 0
        while times.count < 2_000 {
            let text = texts[round % texts.count]
            round += 1
            let start = ContinuousClock.now
            _ = try await search.search(text)
            times.append((ContinuousClock.now - start).seconds * 1000)
            if round % texts.count == 0, await Self.isFinished(indexing) { break }
        }
        let report = try await indexing.value
        let added = try await search.refresh()
        return [
            "hybrid_ms": Percentiles(times).json, "queries": times.count,
            "embedded": report.embedded, "queue_seconds": report.seconds.rounded(places: 1), "added_to_index": added,
        ]
    }

    private static func isFinished(_ task: Task<QueueReport, any Error>) async -> Bool {
        await withTaskGroup(of: Bool.self) { group in
            group.addTask { _ = try? await task.value; return true }
            group.addTask { await Task.yield(); return false }
            let first = await group.next() ?? false
            group.cancelAll()
            return first
        }
    }
}
