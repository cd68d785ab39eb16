import ArgumentParser
import Foundation
import Logging
import SottoCore
import SottoIngest
import SottoIntelligence
import SottoVault

/// `sotto bench related-quality`: precision@5 and recall@10 of the messages found for each
/// labeled event of the bundled sample (`Samples/related/labels.json`, written from the content
/// before any ranking existed), per platform, for the hybrid score and its two baselines.
struct RelatedQualityBench: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "related-quality",
        abstract: "Precision@5 / recall@10 of related messages on the labeled sample, per platform, beside two baselines (JSON).")

    @Option(help: ArgumentHelp("The sample folder.", valueName: "path"))
    var samples = "Samples"

    @OptionGroup var storage: ModelStorageOptions

    struct Labels: Decodable {
        struct Event: Decodable {
            var uid: String
            var occurrence: String?
            var summary: String?
            var messages: [Reference]
        }
        struct Reference: Decodable, Hashable {
            var platform: String
            var message_id: String?
            var file: String?
            var line: Int?
            var guid: String?
        }
        var events: [Event]
    }

    func run() async throws {
        try await runReportingErrors {
            let root = URL(fileURLWithPath: samples)
            let labels = try JSONDecoder().decode(Labels.self, from: Data(contentsOf: root.appendingPathComponent("related/labels.json")))
            let encoder = try await storage.loadMiniLM()
            let zone = TimeZone(identifier: "America/Los_Angeles")!  // safe: a fixed zone, the sample person's
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sotto-bench-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: folder) }
            let vault = try Vault.create(at: folder, passphrase: "benchmark", configuration: .init(kdfRounds: 1_000))
            Terminal.writeError("importing the sample mail, chats and calendar…\n")
            _ = try await ConversationImporter(vault: vault, configuration: .init(timeZone: zone, defaultRegion: "US")).run(paths: [
                "mail/sample.mbox", "chats/whatsapp", "chats/imessage/chat.db", "calendar/maya.ics",
            ].map { root.appendingPathComponent($0).path })
            Terminal.writeError("embedding…\n")
            _ = try await ProcessingQueue(
                vault: vault, categorizer: try? Categorizer.bundled(), spamFilter: (try? SpamFilter.bundled()) ?? SpamFilter(model: nil),
                embedder: encoder, logger: Logger(label: "sotto.bench")
            ).run()

            let messageIDs = try index(vault)
            let eventIDs = try eventsByUID(vault)
            let matcher = RelatedMessages(
                vault: vault, embedder: encoder, configuration: .init(limit: 50), timeZone: zone, defaultRegion: "US")
            var result: [String: Any] = ["events": labels.events.count, "set": "reporting (no weight or window was tuned on it)"]
            var unresolved = 0
            for ranking in RelatedMessages.Ranking.allCases {
                var scores = Scores()
                for event in labels.events {
                    guard let eventID = eventIDs[event.uid] else { unresolved += 1; continue }
                    let relevant = Set(event.messages.compactMap { messageIDs[$0] })
                    unresolved += event.messages.count - relevant.count
                    let occurrence = event.occurrence.flatMap { ISO8601DateFormatter().date(from: $0) }
                    let ranked = try await matcher.related(
                        toEvent: eventID, occurrenceDate: occurrence, now: occurrence ?? .distantPast, ranking: ranking).matches
                    scores.add(ranked: ranked, relevant: relevant, platforms: Dictionary(uniqueKeysWithValues: event.messages.compactMap { reference in
                        messageIDs[reference].map { ($0, reference.platform) }
                    }))
                }
                result[ranking.rawValue] = scores.json
            }
            result["unresolved_labels"] = unresolved / RelatedMessages.Ranking.allCases.count
            try Output.jsonObject(result)
        }
    }

    /// Precision@5 and recall@10, over all messages and per platform (each platform's own ranking
    /// is the overall ranking with the other platforms left out).
    struct Scores {
        var sums: [String: (precision: Double, recall: Double, events: Int)] = [:]

        mutating func add(ranked: [RelatedMessages.Match], relevant: Set<Int64>, platforms: [Int64: String]) {
            guard !relevant.isEmpty else { return }
            record("all", ranked.map(\.messageID), relevant)
            for platform in Set(platforms.values) {
                let wanted = relevant.filter { platforms[$0] == platform }
                record(platform, ranked.filter { $0.platform.rawValue == platform }.map(\.messageID), wanted)
            }
        }

        private mutating func record(_ key: String, _ ranked: [Int64], _ relevant: Set<Int64>) {
            let precision = Double(ranked.prefix(5).filter(relevant.contains).count) / 5
            let recall = Double(ranked.prefix(10).filter(relevant.contains).count) / Double(relevant.count)
            let old = sums[key] ?? (0, 0, 0)
            sums[key] = (old.precision + precision, old.recall + recall, old.events + 1)
        }

        var json: [String: Any] {
            sums.mapValues { sum in
                ["precision_at_5": (sum.precision / Double(sum.events)).rounded(places: 3),
                 "recall_at_10": (sum.recall / Double(sum.events)).rounded(places: 3), "events": sum.events]
            }
        }
    }

    /// Vault ids of labeled messages: mail by Message-ID, WhatsApp by file and line, iMessage by GUID.
    private func index(_ vault: Vault) throws -> [Labels.Reference: Int64] {
        var result: [Labels.Reference: Int64] = [:]
        for summary in try vault.messages(MessageFilter(limit: 100_000)) {
            let message = try vault.message(id: summary.id)
            switch (message.content.platform, message.provenance) {
            case (.mail, _):
                if let id = message.content.messageID { result[.init(platform: "mail", message_id: id)] = summary.id }
            case (.imessage, _):
                if let guid = message.content.messageID { result[.init(platform: "imessage", guid: guid)] = summary.id }
            case (.whatsapp, .chatExport(let path, let line)):
                let relative = path.components(separatedBy: "/chats/whatsapp/").last ?? path
                let file = relative.hasSuffix(".zip/_chat.txt") ? String(relative.dropLast("/_chat.txt".count)) : relative
                result[.init(platform: "whatsapp", file: file, line: line)] = summary.id
            default: break
            }
        }
        return result
    }

    private func eventsByUID(_ vault: Vault) throws -> [String: Int64] {
        var result: [String: Int64] = [:]
        for stored in try vault.events() where !stored.isOverride {
            let event = try JSONDecoder().decode(CalendarEvent.self, from: stored.payload)
            result[event.uid] = stored.id
        }
        return result
    }
}
