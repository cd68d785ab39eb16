import ArgumentParser
import Foundation
import SottoCore
import SottoIngest
import SottoIntelligence
import SottoVault

/// `sotto bench whatsapp`: a generated export of 150 MB imported by a child `sotto import`
/// (messages/s and its peak RSS), and the parser alone.
struct WhatsAppBench: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "whatsapp", abstract: "Import a generated WhatsApp export (default 150 MB): speed and peak memory (JSON).")

    @Option(help: "Size of the generated export in MB.")
    var megabytes = 150

    @Option(help: ArgumentHelp("Keep the generated export at this path (for the baseline parsers).", valueName: "path"))
    var keep: String?

    func run() async throws {
        try await runReportingErrors {
            let folder = try BenchFolder.create()
            defer { BenchFolder.remove(folder) }
            let export = keep.map { URL(fileURLWithPath: $0) } ?? folder.appendingPathComponent("WhatsApp Chat with Benchmark Group.txt")
            Terminal.writeError("writing a \(megabytes) MB export…\n")
            var generator = SyntheticChat()
            let written = try generator.write(bytes: megabytes * 1_048_576, to: export)
            let size = Double((try FileManager.default.attributesOfItem(atPath: export.path)[.size] as? Int) ?? 0) / 1_048_576

            Terminal.writeError("parsing alone…\n")
            let parseStart = ContinuousClock.now
            let file = try ChatExportFile(path: export.path)
            var detector = WhatsAppFormatDetector()
            try file.readText { detector.consume($0) }
            guard let decision = detector.decision() else { throw CLIError(.failure, "the generated export was not recognized") }
            var parser = WhatsAppParser(decision: decision, timeZone: TimeZone(identifier: "UTC")!)  // safe: a fixed zone
            var parsed = 0
            try file.readText { parsed += parser.feed($0).count }
            parsed += parser.finish().count
            let parseSeconds = (ContinuousClock.now - parseStart).seconds

            Terminal.writeError("importing in a child process…\n")
            let process = Process()
            process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
            process.arguments = ["import", "--vault", folder.appendingPathComponent("vault").path, "--create", "--json",
                                 "--time-zone", "UTC", "--region", "US", export.path]
            process.environment = ProcessInfo.processInfo.environment.merging(
                ["SOTTO_PASSPHRASE": "benchmark", "SOTTO_PROGRESS": "none"]) { _, new in new }
            let output = Pipe()
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            let (data, peak) = try ResourceUsage.runMeasuringPeak(process, readingOutput: output.fileHandleForReading)
            guard process.terminationStatus == 0,
                  let report = try JSONSerialization.jsonObject(with: data) as? [String: Any],
                  let stored = report["messages"] as? Int, let seconds = report["seconds"] as? Double
            else { throw CLIError(.failure, "the import child failed (status \(process.terminationStatus))") }
            try Output.jsonObject([
                "export_megabytes": size.rounded(places: 1),
                "messages_written": written,
                "cores": ProcessInfo.processInfo.activeProcessorCount,
                "parse_only": [
                    "messages": parsed, "seconds": parseSeconds.rounded(places: 2),
                    "megabytes_per_second": (size / parseSeconds).rounded(places: 1),
                    "messages_per_second": (Double(parsed) / parseSeconds).rounded(places: 0),
                ],
                "import": [
                    "messages": stored, "seconds": seconds.rounded(places: 2),
                    "messages_per_second": (Double(stored) / seconds).rounded(places: 0),
                    "megabytes_per_second": (size / seconds).rounded(places: 1),
                    "peak_rss_megabytes": (Double(peak) / 1_048_576).rounded(places: 1),
                ],
            ])
        }
    }
}

/// `sotto bench calendar`: parse and import a generated `.ics`.
struct CalendarBench: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "calendar", abstract: "Parse and import a generated .ics (default 20,000 events): events/s (JSON).")

    @Option(help: "Events in the generated calendar.")
    var events = 20_000

    @Option(help: ArgumentHelp("Keep the generated file at this path (for the baseline parser).", valueName: "path"))
    var keep: String?

    func run() async throws {
        try await runReportingErrors {
            let folder = try BenchFolder.create()
            defer { BenchFolder.remove(folder) }
            let file = keep.map { URL(fileURLWithPath: $0) } ?? folder.appendingPathComponent("bench.ics")
            try SyntheticCalendar.write(events: events, from: Date(timeIntervalSince1970: 1_780_000_000), spanDays: 120, to: file)
            let bytes = try Data(contentsOf: file)
            var parseTimes: [Double] = []
            var parsed = 0
            for _ in 0..<3 {
                let start = ContinuousClock.now
                parsed = try ICalendarParser.parse(Array(bytes), defaultTimeZone: TimeZone(identifier: "UTC")!).events.count  // safe: a fixed zone
                parseTimes.append((ContinuousClock.now - start).seconds)
            }
            let parseSeconds = parseTimes.sorted()[1]
            let vault = try Vault.create(at: folder.appendingPathComponent("vault"), passphrase: "benchmark")
            let report = try await ConversationImporter(vault: vault, configuration: .init(timeZone: TimeZone(identifier: "UTC")!))  // safe: a fixed zone
                .run(paths: [file.path])
            try Output.jsonObject([
                "events": parsed,
                "megabytes": (Double(bytes.count) / 1_048_576).rounded(places: 1),
                "parse_only": ["seconds": parseSeconds.rounded(places: 3), "events_per_second": (Double(parsed) / parseSeconds).rounded(places: 0)],
                "import": ["events": report.events, "seconds": report.seconds.rounded(places: 2),
                           "events_per_second": (Double(report.events) / report.seconds).rounded(places: 0)],
            ])
        }
    }
}

/// `sotto bench related`: related-message latency on a large vault with many events.
struct RelatedBench: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "related", abstract: "Related-message query latency on a 100,000-message vault with 1,000 events (JSON).")

    @Option(help: "Messages in the vault.")
    var messages = 100_000

    @Option(help: "Events in the vault.")
    var events = 1_000

    @Option(help: "Events queried.")
    var queries = 200

    @Option(help: ArgumentHelp("The folder with the reference MiniLM embeddings the synthetic vectors follow.", valueName: "path"))
    var reference = "../shared/reference/minilm"

    @OptionGroup var storage: ModelStorageOptions

    func run() async throws {
        try await runReportingErrors {
            let encoder = try await storage.loadMiniLM()
            let folder = try BenchFolder.create()
            defer { BenchFolder.remove(folder) }
            let vault = try Vault.create(at: folder.appendingPathComponent("vault"), passphrase: "benchmark")
            Terminal.writeError("importing \(messages) synthetic messages and \(events) events…\n")
            var mailbox = SyntheticMailbox(seed: 42)
            let mbox = folder.appendingPathComponent("bench.mbox")
            _ = try mailbox.write(count: messages, mbox: mbox)
            let calendar = folder.appendingPathComponent("bench.ics")
            let spanDays = max(1, messages * 97 / 86_400)
            try SyntheticCalendar.write(events: events, from: Date(timeIntervalSince1970: 1_780_000_000), spanDays: spanDays, to: calendar)
            let imported = try await ConversationImporter(vault: vault).run(paths: [mbox.path, calendar.path])
            Terminal.writeError("storing synthetic embeddings…\n")
            try await SearchBench.storeSyntheticEmbeddings(in: vault, count: imported.messages, reference: reference)

            let matcher = RelatedMessages(vault: vault, embedder: encoder)
            let ids = try vault.events().map(\.id)
            let loadStart = ContinuousClock.now
            try await matcher.refresh()
            let loadSeconds = (ContinuousClock.now - loadStart).seconds
            var random = SplitMix64(seed: 3)
            var latencies: [Double] = []
            var returned = 0
            Terminal.writeError("timing \(queries) queries…\n")
            for index in 0..<queries {
                let id = ids[Int(random.next(upperBound: UInt64(ids.count)))]
                let start = ContinuousClock.now
                returned += try await matcher.related(toEvent: id, now: Date(timeIntervalSince1970: 1_780_000_000)).matches.count
                if index > 2 { latencies.append((ContinuousClock.now - start).seconds * 1000) }
            }
            try Output.jsonObject([
                "messages": imported.messages, "events": try vault.eventCount(), "queries": latencies.count,
                "cores": ProcessInfo.processInfo.activeProcessorCount,
                "index_load_seconds": loadSeconds.rounded(places: 2),
                "related_ms": Percentiles(latencies).json,
                "mean_results": (Double(returned) / Double(queries)).rounded(places: 1),
                "peak_rss_megabytes": LLMBench.megabytes(ResourceUsage.peakResidentBytes()),
            ])
        }
    }
}

/// A temporary working folder for one benchmark run.
enum BenchFolder {
    static func create() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sotto-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    static func remove(_ folder: URL) {
        try? FileManager.default.removeItem(at: folder)
    }
}
