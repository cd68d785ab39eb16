import Foundation
import Logging
import SottoCore
import SottoIngest
import SottoVault

/// Imports mail from files, folders, Maildirs and mbox files into a vault.
///
/// Reading is streamed; messages are parsed and sealed on every core in batches, and each
/// batch is committed in one transaction while the next one is being parsed. An interrupted
/// import loses at most the batch in flight, and running it again stores nothing twice.
public struct MailImporter: Sendable {
    /// How an import runs.
    public struct Configuration: Sendable {
        /// Messages per transaction.
        public var batchSize: Int
        /// Parallel parse workers; defaults to the number of active cores.
        public var workers: Int
        public var parser: MIMEParser.Configuration
        public var source: SourceConfiguration

        public init(
            batchSize: Int = 256, workers: Int = ProcessInfo.processInfo.activeProcessorCount,
            parser: MIMEParser.Configuration = .init(), source: SourceConfiguration = .init()
        ) {
            self.batchSize = batchSize
            self.workers = max(1, workers)
            self.parser = parser
            self.source = source
        }
    }

    public let vault: Vault
    public let configuration: Configuration
    public let logger: Logger

    public init(vault: Vault, configuration: Configuration = .init(), logger: Logger = Logger(label: "sotto.import")) {
        self.vault = vault
        self.configuration = configuration
        self.logger = logger
    }

    /// Imports everything under `paths`, reporting progress after each batch.
    public func run(
        paths: [String], progress: @escaping @Sendable (ImportProgress) -> Void = { _ in }
    ) async throws -> ImportReport {
        let started = Date()
        var report = ImportReport()
        // Absolute paths, so provenance stays meaningful wherever the vault is used from.
        let absolute = paths.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
        let source = try MessageSource(paths: absolute, configuration: configuration.source)
        var pending: Task<(outcomes: [StoreOutcome], mayHoldCalendar: [Bool]), any Error>?
        var batch: [RawMessage] = []
        var lastProgress = SourceProgress(bytesProcessed: 0, totalBytes: 0, filesProcessed: 0, totalFiles: 0)

        func flush() async throws {
            guard !batch.isEmpty else { return }
            let (sealed, mayHoldCalendar) = try await sealInParallel(batch)
            batch.removeAll(keepingCapacity: true)
            if let previous = pending { record(try await previous.value, into: &report) }
            let vault = self.vault
            pending = Task { (try vault.store(sealed), mayHoldCalendar) }
            progress(ImportProgress(
                fractionCompleted: lastProgress.fractionCompleted, bytesProcessed: lastProgress.bytesProcessed,
                totalBytes: lastProgress.totalBytes, report: report))
        }

        for try await item in source {
            try Task.checkCancellation()
            lastProgress = item.progress
            report.seen += 1
            switch item.outcome {
            case .message(let raw):
                report.bytes += Int64(raw.bytes.count)
                batch.append(raw)
                if batch.count >= configuration.batchSize { try await flush() }
            case .skipped(let file):
                report.skipped += 1
                report.skippedFiles.append(.init(source: file.path, reason: file.reason.description))
            case .failed(let provenance, let error):
                report.unreadable += 1
                report.failures.append(.init(source: provenance.description, reason: error.reason))
            }
        }
        try await flush()
        if let previous = pending { record(try await previous.value, into: &report) }
        report.seconds = Date().timeIntervalSince(started)
        try vault.audit(.imported, details: [
            "seen": report.seen, "stored": report.stored, "duplicates": report.duplicates,
            "quarantined": report.quarantined, "skipped": report.skipped, "unreadable": report.unreadable,
        ])
        logger.info("import finished", metadata: [
            "import.seen": "\(report.seen)", "import.stored": "\(report.stored)",
            "import.duplicates": "\(report.duplicates)", "import.quarantined": "\(report.quarantined)",
        ])
        progress(ImportProgress(fractionCompleted: 1, bytesProcessed: lastProgress.totalBytes,
                                totalBytes: lastProgress.totalBytes, report: report))
        return report
    }

    private func record(_ batch: (outcomes: [StoreOutcome], mayHoldCalendar: [Bool]), into report: inout ImportReport) {
        for (outcome, mayHoldCalendar) in zip(batch.outcomes, batch.mayHoldCalendar) {
            switch outcome {
            case .stored(let messageID, _):
                report.stored += 1
                if mayHoldCalendar { report.newMailWithCalendarParts.append(messageID) }
            case .duplicate, .duplicateQuarantined: report.duplicates += 1
            case .quarantined(let reason):
                report.quarantined += 1
                report.quarantineReasons[reason, default: 0] += 1
            }
        }
    }

    /// Parses and seals a batch on `workers` tasks; the result keeps the batch's order. Beside it,
    /// for each message, whether its bytes name a calendar part (an invitation to read later).
    private func sealInParallel(_ batch: [RawMessage]) async throws -> (SealedBatch, [Bool]) {
        let parser = MIMEParser(configuration: configuration.parser)
        let vault = self.vault
        let sliceSize = (batch.count + configuration.workers - 1) / configuration.workers
        let slices = stride(from: 0, to: batch.count, by: sliceSize).map { Array(batch[$0..<min($0 + sliceSize, batch.count)]) }
        let sealed = try await withThrowingTaskGroup(of: (Int, SealedBatch, [Bool]).self) { group in
            for (index, slice) in slices.enumerated() {
                group.addTask {
                    let incoming = slice.map { raw in
                        switch Result(catching: { () throws(MessageParseError) in try parser.parse(raw.bytes) }) {
                        case .success(let message): IncomingMessage(raw: raw, content: .parsed(message))
                        case .failure(let error): IncomingMessage(raw: raw, content: .unparseable(error))
                        }
                    }
                    return (index, try vault.seal(incoming), slice.map { MIMEParser.mayHoldCalendar($0.bytes) })
                }
            }
            var parts = [(SealedBatch, [Bool])?](repeating: nil, count: slices.count)
            for try await (index, part, flags) in group { parts[index] = (part, flags) }
            return parts.compactMap { $0 }
        }
        return (SealedBatch(joining: sealed.map(\.0)), sealed.flatMap(\.1))
    }
}
