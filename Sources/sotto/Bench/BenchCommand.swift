import ArgumentParser
import Foundation
import SottoIngest
import SottoIntelligence
import SottoVault
import Synchronization

struct BenchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench", abstract: "Measure performance on this machine and print JSON.",
        subcommands: [ImportBench.self, LLMBench.self, EmbedBench.self, IntelligenceBench.self, VectorBench.self, SearchBench.self, SearchQualityBench.self, GenerateBench.self,
                      WhatsAppBench.self, CalendarBench.self, RelatedBench.self, RelatedQualityBench.self])
}

struct ImportBench: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Parse, then parse+store+index, a generated mbox; compare with `notmuch new` on the same messages.")

    @Option(help: "How many messages to generate.")
    var messages = 20_000

    @Option(help: ArgumentHelp("Work folder (default: a new temporary folder, removed afterwards).", valueName: "path"))
    var workdir: String?

    @Flag(help: "Skip the notmuch baseline.")
    var noNotmuch = false

    func run() async throws {
        try await runReportingErrors {
            let folder = workdir.map { URL(fileURLWithPath: $0) }
                ?? FileManager.default.temporaryDirectory.appendingPathComponent("sotto-bench-\(UUID().uuidString)")
            try? FileManager.default.removeItem(at: folder)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { if workdir == nil { try? FileManager.default.removeItem(at: folder) } }

            Terminal.writeError("generating \(messages) messages…\n")
            var generator = SyntheticMailbox()
            let mboxURL = folder.appendingPathComponent("bench.mbox")
            let maildir = folder.appendingPathComponent("Maildir")
            let totalBytes = try generator.write(count: messages, mbox: mboxURL, maildir: noNotmuch ? nil : maildir)
            let megabytes = Double(totalBytes) / 1_048_576

            Terminal.writeError("parsing…\n")
            let parseSeconds = try await measureParseOnly(mbox: mboxURL.path)
            let parseRSS = ResourceUsage.peakResidentBytes()

            Terminal.writeError("importing into a vault…\n")
            let vault = try Vault.create(at: folder.appendingPathComponent("vault"), passphrase: "benchmark")
            let report = try await MailImporter(vault: vault).run(paths: [mboxURL.path])
            let importRSS = ResourceUsage.peakResidentBytes()

            var result: [String: Any] = [
                "messages": messages,
                "megabytes": megabytes.rounded(places: 1),
                "cores": ProcessInfo.processInfo.activeProcessorCount,
                "parse": [
                    "seconds": parseSeconds.rounded(places: 3),
                    "messages_per_second": (Double(messages) / parseSeconds).rounded(places: 0),
                    "megabytes_per_second": (megabytes / parseSeconds).rounded(places: 1),
                    "peak_rss_megabytes": (Double(parseRSS) / 1_048_576).rounded(places: 1),
                ],
                "parse_store_index": [
                    "seconds": report.seconds.rounded(places: 3),
                    "messages_per_second": (Double(report.stored) / report.seconds).rounded(places: 0),
                    "megabytes_per_second": (megabytes / report.seconds).rounded(places: 1),
                    "stored": report.stored,
                    "peak_rss_megabytes": (Double(importRSS) / 1_048_576).rounded(places: 1),
                ],
                "goal_messages_per_second": 2_000,
            ]
            if !noNotmuch {
                Terminal.writeError("running notmuch new on the same messages as a Maildir…\n")
                if let seconds = try NotmuchBaseline.indexSeconds(maildir: maildir, workdir: folder) {
                    let notmuchRate = Double(messages) / seconds
                    result["notmuch_new"] = [
                        "seconds": seconds.rounded(places: 3),
                        "messages_per_second": notmuchRate.rounded(places: 0),
                    ]
                    result["ratio_vs_notmuch"] = ((Double(report.stored) / report.seconds) / notmuchRate).rounded(places: 2)
                } else {
                    result["notmuch_new"] = "notmuch not installed"
                }
            }
            try Output.jsonObject(result)
        }
    }

    private func measureParseOnly(mbox: String) async throws -> Double {
        let start = Date()
        let parser = MIMEParser()
        var batch: [[UInt8]] = []
        let workers = ProcessInfo.processInfo.activeProcessorCount
        func parseBatch() async {
            let slices = batch.chunked(into: workers)
            await withTaskGroup(of: Void.self) { group in
                for slice in slices {
                    group.addTask { for bytes in slice { _ = try? parser.parse(bytes) } }
                }
            }
            batch.removeAll(keepingCapacity: true)
        }
        for try await item in try MessageSource(paths: [mbox]) {
            if let message = item.message { batch.append(message.bytes) }
            if batch.count >= 256 { await parseBatch() }
        }
        await parseBatch()
        return Date().timeIntervalSince(start)
    }
}

/// Times Debian's `notmuch new` indexing a Maildir from scratch.
enum NotmuchBaseline {
    static func indexSeconds(maildir: URL, workdir: URL) throws -> Double? {
        guard let notmuch = ["/usr/bin/notmuch", "/usr/local/bin/notmuch"].first(where: FileManager.default.isExecutableFile) else {
            return nil
        }
        let config = workdir.appendingPathComponent("notmuch-config")
        try """
            [database]
            path=\(maildir.path)
            [new]
            tags=inbox;
            [maildir]
            synchronize_flags=false
            """.write(to: config, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: notmuch)
        process.arguments = ["new", "--quiet"]
        process.environment = ["NOTMUCH_CONFIG": config.path, "HOME": workdir.path, "PATH": "/usr/bin:/bin"]
        process.standardOutput = FileHandle.nullDevice
        let start = Date()
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw CLIError(.failure, "notmuch new failed with status \(process.terminationStatus)") }
        return Date().timeIntervalSince(start)
    }
}

/// Memory of this process and of its children, from /proc.
enum ResourceUsage {
    /// The most memory this process has held (VmHWM).
    static func peakResidentBytes() -> Int {
        statusValue("VmHWM:", process: "self")
    }

    /// The memory this process holds now (VmRSS).
    static func residentBytes() -> Int {
        statusValue("VmRSS:", process: "self")
    }

    /// Runs `process` to its end and returns the most memory it held (VmHWM), read every
    /// 10 ms while it runs. getrusage's RUSAGE_CHILDREN cannot tell: Foundation starts children
    /// sharing this process's memory until exec, and Linux then records this process's peak as
    /// the child's, so every child seemed as large as the benchmark itself.
    static func runMeasuringPeak(_ process: Process, readingOutput output: FileHandle) throws -> (output: Data, peakResidentBytes: Int) {
        try process.run()
        let peak = Mutex(0)
        let pid = process.processIdentifier
        let watcher = Thread {
            while process.isRunning {
                let bytes = statusValue("VmHWM:", process: String(pid))
                peak.withLock { $0 = max($0, bytes) }
                Thread.sleep(forTimeInterval: 0.01)
            }
        }
        watcher.start()
        let data = output.readDataToEndOfFile()
        process.waitUntilExit()
        return (data, peak.withLock { $0 })
    }

    private static func statusValue(_ key: String, process: String) -> Int {
        if let status = try? String(contentsOfFile: "/proc/\(process)/status", encoding: .utf8),
           let line = status.split(separator: "\n").first(where: { $0.hasPrefix(key) }),
           let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "") {
            return kilobytes * 1024
        }
        return 0
    }
}

extension Double {
    func rounded(places: Int) -> Double {
        let scale = Foundation.pow(10, Double(places))
        return (self * scale).rounded() / scale
    }
}

extension Array {
    /// Splits into at most `parts` contiguous slices of nearly equal size.
    func chunked(into parts: Int) -> [ArraySlice<Element>] {
        guard !isEmpty else { return [] }
        let size = (count + parts - 1) / Swift.max(parts, 1)
        return stride(from: 0, to: count, by: size).map { self[$0..<Swift.min($0 + size, count)] }
    }
}

struct GenerateBench: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate", abstract: "Write a generated mbox of realistic synthetic mail.")

    @Option(help: "How many messages.")
    var messages = 20_000

    @Option(help: ArgumentHelp("The mbox file to write.", valueName: "path"))
    var output: String

    func run() async throws {
        try await runReportingErrors {
            var generator = SyntheticMailbox()
            _ = try generator.write(count: messages, mbox: URL(fileURLWithPath: output))
        }
    }
}
