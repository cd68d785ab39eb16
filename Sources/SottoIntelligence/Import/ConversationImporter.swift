import Foundation
import Logging
import SottoCore
import SottoIngest
import SottoVault

/// Imports whatever a person gives: mail (`.eml`, mbox, Maildir, folders), WhatsApp exports
/// (`.txt`, `.zip`), a Messages database (`chat.db`) and calendars (`.ics`). Each path's format
/// is recognized by its content, not its name; a folder's chat and calendar files are found the
/// same way, and the rest goes to the mail importer (which lists what is not mail as skipped).
///
/// A chat export, Messages database or calendar that cannot be read stops the import with a
/// ``ConversationImportError`` naming the file, before anything of that file is stored; what
/// earlier files stored stays.
public struct ConversationImporter: Sendable {
    /// How an import runs.
    public struct Configuration: Sendable {
        /// Settings of the mail importer.
        public var mail: MailImporter.Configuration
        /// The time zone chat exports' wall-clock times and floating calendar times are read in.
        public var timeZone: TimeZone
        /// The region national phone numbers are read in (ISO 3166 code, e.g. `US`, `DE`).
        public var defaultRegion: String
        /// Chat messages per transaction.
        public var chatBatchSize: Int
        /// Resolve contacts after the import.
        public var resolveContacts: Bool

        /// Creates a configuration; the region defaults to the system locale's.
        public init(
            mail: MailImporter.Configuration = .init(), timeZone: TimeZone = .current,
            defaultRegion: String = Locale.current.region?.identifier ?? "US", chatBatchSize: Int = 1_000,
            resolveContacts: Bool = true
        ) {
            self.mail = mail
            self.timeZone = timeZone
            self.defaultRegion = defaultRegion
            self.chatBatchSize = chatBatchSize
            self.resolveContacts = resolveContacts
        }
    }

    /// The formats recognized by content.
    public enum Format: String, Sendable, Hashable {
        case whatsapp, messagesDatabase = "chat.db", calendar = "ics", mail
    }

    public let vault: Vault
    public let configuration: Configuration
    public let logger: Logger

    /// Creates an importer for `vault`.
    public init(vault: Vault, configuration: Configuration = .init(), logger: Logger = Logger(label: "sotto.import")) {
        self.vault = vault
        self.configuration = configuration
        self.logger = logger
    }

    /// Imports `paths`, reporting progress as it goes.
    public func run(paths: [String], progress: @escaping @Sendable (ImportProgress) -> Void = { _ in }) async throws -> ImportReport {
        let started = Date()
        var report = ImportReport()
        var mailPaths: [String] = []
        var claimed = Set<String>()
        for path in paths.map({ URL(fileURLWithPath: $0).standardizedFileURL.path }) {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                mailPaths.append(path)  // the mail importer reports a missing path with its reason
                continue
            }
            if isDirectory.boolValue {
                for file in Self.files(under: path) {
                    let format = try Self.format(of: file, explicitlyGiven: false)
                    guard format != .mail else { continue }
                    try importFile(file, format: format, into: &report, progress: progress)
                    claimed.insert(file)
                }
                mailPaths.append(path)
            } else {
                let format = try Self.format(of: path, explicitlyGiven: true)
                if format == .mail { mailPaths.append(path) } else { try importFile(path, format: format, into: &report, progress: progress) }
            }
        }
        if !mailPaths.isEmpty {
            let mail = try await MailImporter(vault: vault, configuration: configuration.mail, logger: logger).run(paths: mailPaths) { mailProgress in
                progress(mailProgress)
            }
            merge(mail, into: &report, claimed: claimed)
            let invitations = try CalendarImport(vault: vault, defaultTimeZone: configuration.timeZone)
                .importInvitations(messageIDs: mail.newMailWithCalendarParts)
            report.events += invitations.stored
            report.eventsUpdated += invitations.updated
            report.eventsDuplicate += invitations.duplicates
            report.notes += invitations.warnings
        }
        if configuration.resolveContacts, report.stored > 0 {
            report.contacts = try ContactResolver(vault: vault).resolve()
        }
        report.seconds = Date().timeIntervalSince(started)
        return report
    }

    // MARK: - Formats

    /// Recognizes a file by its first bytes. A `.txt`/`.zip`/`.ics`/`.db` file given by name that
    /// is none of the formats is an error (a chat file in an unknown format must not pass as "not mail").
    static func format(of path: String, explicitlyGiven: Bool) throws -> Format {
        guard let handle = FileHandle(forReadingAtPath: path) else { return .mail }
        let head = Array((try? handle.read(upToCount: 64 * 1024)) ?? Data())
        try? handle.close()
        let ext = URL(fileURLWithPath: path).pathExtension.lowercased()
        if head.starts(with: Array("SQLite format 3\0".utf8)) {
            return .messagesDatabase
        }
        if ICalendarDocument.looksLikeICalendar(head) { return .calendar }
        if head.starts(with: [0x50, 0x4B, 0x03, 0x04]) || head.starts(with: [0x50, 0x4B, 0x05, 0x06]) {
            return .whatsapp  // a zip: the WhatsApp importer finds its chat text or says what is missing
        }
        if WhatsAppFormatDetector.looksLikeExport(head) { return .whatsapp }
        if ext == "zip" { return .whatsapp }  // a truncated zip may lack its signature: let the reader say so
        if explicitlyGiven {
            if head.isEmpty, ["txt", "ics", "ical", "zip", "db", "sqlite"].contains(ext) {
                throw ConversationImportError(path: path, reason: "is empty")
            }
            switch ext {
            case "ics", "ical", "ifb":
                throw ConversationImportError(path: path, reason: "is named like a calendar but does not start with BEGIN:VCALENDAR")
            case "db", "sqlite":
                throw ConversationImportError(path: path, reason: "is not an SQLite database (a Messages chat.db copy was expected)")
            case "txt":
                if !MailSniffer.looksLikeMail(head) {
                    throw ConversationImportError(
                        path: path,
                        reason: "is not a WhatsApp export in a known format (no line starts with a date, a time and a name) nor a mail message")
                }
            default: break
            }
        }
        return .mail
    }

    private static func files(under folder: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        var files: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let path = folder + "/" + relative
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue { files.append(path) }
        }
        return files.sorted()
    }

    // MARK: - Importing one file

    private func importFile(
        _ path: String, format: Format, into report: inout ImportReport, progress: @Sendable (ImportProgress) -> Void
    ) throws {
        do {
            switch format {
            case .whatsapp:
                let file = try ChatExportFile(path: path)
                let total = max(file.textSize, 1)
                let outcome = try WhatsAppImport(
                    vault: vault, file: file, timeZone: configuration.timeZone, defaultRegion: configuration.defaultRegion,
                    batchSize: configuration.chatBatchSize
                ).run { bytes in
                    progress(ImportProgress(fractionCompleted: Double(bytes) / Double(total), bytesProcessed: bytes, totalBytes: total, report: report))
                }
                record(stored: outcome.stored, duplicates: outcome.duplicates, platform: .whatsapp, into: &report)
                report.bytes += file.textSize
                report.notes.append("\(file.path): \(outcome.decision.format.description); \(outcome.decision.reason)")
                if outcome.skippedLines > 0 {
                    report.notes.append("\(file.path): \(outcome.skippedLines) line(s) before the first message were not part of any message")
                }
            case .messagesDatabase:
                let outcome = try IMessageImport(
                    vault: vault, path: path, defaultRegion: configuration.defaultRegion, batchSize: configuration.chatBatchSize
                ).run { seen, total in
                    progress(ImportProgress(fractionCompleted: Double(seen) / Double(max(total, 1)), bytesProcessed: 0, totalBytes: 0, report: report))
                }
                record(stored: outcome.stored, duplicates: outcome.duplicates, platform: .imessage, into: &report)
                if outcome.undecodedBodies > 0 {
                    report.notes.append("\(path): \(outcome.undecodedBodies) message(s) kept without text (their rich text could not be decoded)")
                }
            case .calendar:
                let outcome = try CalendarImport(vault: vault, defaultTimeZone: configuration.timeZone).importFile(path: path)
                report.events += outcome.stored
                report.eventsUpdated += outcome.updated
                report.eventsDuplicate += outcome.duplicates
                report.notes += outcome.warnings.map { "\(path): \($0)" }
            case .mail:
                break
            }
        } catch let error as ChatExportError {
            throw ConversationImportError(path: error.path, reason: error.reason)
        } catch let error as MessagesDatabaseError {
            throw ConversationImportError(path: error.path, reason: error.message)
        } catch let error as CalendarFileError {
            throw ConversationImportError(path: error.path, reason: error.reason)
        }
        logger.info("imported a conversation file", metadata: ["import.format": "\(format.rawValue)"])
    }

    private func record(stored: Int, duplicates: Int, platform: Platform, into report: inout ImportReport) {
        report.seen += stored + duplicates
        report.stored += stored
        report.messages += stored
        report.duplicates += duplicates
        if stored > 0 { report.platforms[platform.rawValue, default: 0] += stored }
    }

    /// Adds the mail importer's counts; files a conversation importer already took are not
    /// "skipped" again. Invitations in new mail become events.
    private func merge(_ mail: ImportReport, into report: inout ImportReport, claimed: Set<String>) {
        let skipped = mail.skippedFiles.filter { !claimed.contains($0.source) }
        report.seen += mail.seen - (mail.skippedFiles.count - skipped.count)
        report.stored += mail.stored
        report.messages += mail.stored
        if mail.stored > 0 { report.platforms[Platform.mail.rawValue, default: 0] += mail.stored }
        report.duplicates += mail.duplicates
        report.quarantined += mail.quarantined
        report.skipped += skipped.count
        report.unreadable += mail.unreadable
        report.bytes += mail.bytes
        report.skippedFiles += skipped
        report.failures += mail.failures
        report.quarantineReasons.merge(mail.quarantineReasons, uniquingKeysWith: +)
    }
}

/// A chat export, Messages database or calendar that cannot be imported: the file and what is
/// wrong with it (never its content). Nothing of that file was stored.
public struct ConversationImportError: Error, Sendable, Hashable, CustomStringConvertible {
    public var path: String
    public var reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "\(path): \(reason); nothing from it was stored" }
}
