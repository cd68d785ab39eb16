import ArgumentParser
import Foundation
import Logging
import SottoCore
import SottoIntelligence
import SottoVault

/// `sotto bench search-quality`: recall@10, MRR and nDCG@10 per query kind for keyword-only,
/// semantic-only and hybrid search, on labeled query sets (Samples/search).
struct SearchQualityBench: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "search-quality",
        abstract: "Search quality per query kind for keyword, semantic and hybrid ranking (JSON, and a table on stderr).")

    @Option(name: .customLong("queries"), help: ArgumentHelp("A labeled query set (JSON); repeatable.", valueName: "path"))
    var querySets: [String] = ["Samples/search/queries.json"]

    @Option(help: ArgumentHelp("Where query sets' mailbox paths start.", valueName: "path"))
    var root = "."

    @Option(help: "Weight of a full keyword match in hybrid ranking.")
    var keywordWeight = MailSearch.Configuration().keywordWeight

    @Option(help: "Weight of a partial keyword match.")
    var partialKeywordWeight = MailSearch.Configuration().partialKeywordWeight

    @Option(help: "Weight of a time phrase's window.")
    var timeWeight = MailSearch.Configuration().timeWeight

    @Option(help: "Weight of a sender named in the query.")
    var senderWeight = MailSearch.Configuration().senderWeight

    @Option(help: "Pseudo-relevance feedback weight (0 = off).")
    var feedbackWeight = MailSearch.Configuration().feedbackWeight

    @Option(help: "Penalty for messages flagged as spam.")
    var spamPenalty = MailSearch.Configuration().spamPenalty

    @Flag(help: "Also print every query's hybrid ranking quality.")
    var perQuery = false

    @OptionGroup var storage: ModelStorageOptions

    func run() async throws {
        try await runReportingErrors {
            LoggingSetup.bootstrap()
            let encoder = try await storage.loadMiniLM()
            var configuration = MailSearch.Configuration()
            configuration.keywordWeight = keywordWeight
            configuration.partialKeywordWeight = partialKeywordWeight
            configuration.timeWeight = timeWeight
            configuration.senderWeight = senderWeight
            configuration.feedbackWeight = feedbackWeight
            configuration.spamPenalty = spamPenalty
            var output: [String: Any] = [:]
            for path in querySets {
                let set = try SearchQuerySet(contentsOf: URL(fileURLWithPath: path))
                let mailbox = URL(fileURLWithPath: root).appendingPathComponent(set.mailbox).standardizedFileURL
                guard FileManager.default.fileExists(atPath: mailbox.path) else {
                    Terminal.writeError("\(path): no mailbox at \(mailbox.path); skipped\n")
                    continue
                }
                Terminal.writeError("\(path): importing and embedding \(mailbox.lastPathComponent)…\n")
                let report = try await evaluate(set, mailbox: mailbox, encoder: encoder, configuration: configuration)
                output[URL(fileURLWithPath: path).lastPathComponent] = report.json
                Terminal.writeError(report.table(title: URL(fileURLWithPath: path).lastPathComponent))
            }
            try Output.jsonObject(output)
        }
    }

    struct Report {
        /// quality[mode][kind], with kind "all" for every query.
        var quality: [SearchMode: [String: RankingQuality]]
        var perQuery: [(id: String, quality: RankingQuality)]
        var messages: Int

        var json: [String: Any] {
            var modes: [String: Any] = [:]
            for (mode, kinds) in quality {
                modes[mode.rawValue] = kinds.mapValues { quality in
                    [
                        "recall_at_10": quality.recallAt10.rounded(places: 3), "mrr": quality.reciprocalRank.rounded(places: 3),
                        "ndcg_at_10": quality.ndcgAt10.rounded(places: 3), "queries": quality.queries,
                    ] as [String: Any]
                }
            }
            return ["messages": messages, "modes": modes]
        }

        func table(title: String) -> String {
            let kinds = ["paraphrase", "keyword", "sender", "time", "all"]
            var lines = ["\n\(title): nDCG@10 / recall@10 / MRR (\(messages) messages)",
                         "mode       " + kinds.map { Output.column($0, 20) }.joined()]
            for mode in SearchMode.allCases.reversed() {
                let cells = kinds.map { kind -> String in
                    guard let quality = quality[mode]?[kind] else { return Output.column("-", 20) }
                    return Output.column(String(format: "%.2f / %.2f / %.2f", quality.ndcgAt10, quality.recallAt10, quality.reciprocalRank), 20)
                }
                lines.append(Output.column(mode.rawValue, 11) + cells.joined())
            }
            for (id, quality) in perQuery { lines.append(String(format: "  %@ nDCG %.2f recall %.2f", id, quality.ndcgAt10, quality.recallAt10)) }
            return lines.joined(separator: "\n") + "\n"
        }
    }

    private func evaluate(
        _ set: SearchQuerySet, mailbox: URL, encoder: any Embedder, configuration: MailSearch.Configuration
    ) async throws -> Report {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sotto-search-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let vault = try Vault.create(at: folder.appendingPathComponent("vault"), passphrase: "benchmark")
        let imported = try await MailImporter(vault: vault).run(paths: [mailbox.path])
        _ = try await ProcessingQueue(
            vault: vault, categorizer: try Categorizer.bundled(), spamFilter: try SpamFilter.bundled(), embedder: encoder,
            logger: Logger(label: "sotto.bench")
        ).run()
        var messageIDs: [Int64: String] = [:]
        for summary in try vault.messages(MessageFilter(limit: 1_000_000)) {
            if let id = try vault.message(id: summary.id).content.messageID {
                messageIDs[summary.id] = id.trimmingCharacters(in: CharacterSet(charactersIn: "<> ")).lowercased()
            }
        }
        let search = MailSearch(vault: vault, embedder: encoder, configuration: configuration)
        var scores: [SearchMode: [String: [RankingQuality]]] = [:]
        var perQuery: [(String, RankingQuality)] = []
        for query in set.queries {
            let relevant = Set(query.relevant.map { $0.lowercased() })
            for mode in SearchMode.allCases {
                let results = try await search.search(query.query, limit: 10, mode: mode, now: set.now, calendar: set.calendar)
                let quality = RankingQuality(ranking: results.hits.compactMap { messageIDs[$0.message.id] }, relevant: relevant)
                scores[mode, default: [:]][query.kind, default: []].append(quality)
                scores[mode, default: [:]]["all", default: []].append(quality)
                if mode == .hybrid, self.perQuery { perQuery.append((query.id, quality)) }
            }
        }
        return Report(
            quality: scores.mapValues { $0.mapValues(RankingQuality.init(averaging:)) }, perQuery: perQuery, messages: imported.stored)
    }
}
