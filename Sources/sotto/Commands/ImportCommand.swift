import ArgumentParser
import Foundation
import SottoCore
import SottoIntelligence
import SottoVault

struct ImportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import mail (.eml, folders, Maildir, mbox), WhatsApp exports (.txt, .zip), a Messages chat.db, or calendars (.ics).",
        discussion: """
            The format of each path is recognized by its content. Importing the same data again stores \
            nothing twice; an updated WhatsApp export adds only its new messages. Mail that cannot be \
            parsed is kept in quarantine with the reason; files that are not mail are listed as skipped. \
            A chat export, chat.db or calendar that cannot be read stops the import with the file and \
            the reason (exit 65), and nothing from that file is stored. WhatsApp times are read in \
            --time-zone, national phone numbers in --region. Contacts are resolved afterwards.
            """)

    @OptionGroup var options: VaultOptions

    @Argument(help: "Files or folders to import.")
    var paths: [String]

    @Flag(name: .long, help: "Create the vault first if it does not exist.")
    var create = false

    @Option(help: ArgumentHelp("Time zone of chat exports' times (IANA name; default: this machine's).", valueName: "zone"))
    var timeZone: String?

    @Option(help: ArgumentHelp("Region for national phone numbers (ISO code like US or DE; default: this machine's).", valueName: "code"))
    var region: String?

    func validate() throws {
        if let timeZone, TimeZone(identifier: timeZone) == nil {
            throw ValidationError("--time-zone: '\(timeZone)' is not a time zone name (try Europe/Berlin)")
        }
    }

    func run() async throws {
        try await runReportingErrors {
            let vault: Vault
            if create, !Vault.exists(at: options.vaultURL) {
                let passphrase = try Passphrase.readNew(prompt: "New vault passphrase: ", environmentKey: "SOTTO_PASSPHRASE")
                vault = try Vault.create(at: options.vaultURL, passphrase: passphrase, configuration: .init(kdfRounds: Passphrase.kdfRounds))
            } else {
                vault = try options.open()
            }
            let bar = ProgressBar(label: "Importing")
            var configuration = ConversationImporter.Configuration()
            if let timeZone, let zone = TimeZone(identifier: timeZone) { configuration.timeZone = zone }
            if let region { configuration.defaultRegion = region.uppercased() }
            let report = try await ConversationImporter(vault: vault, configuration: configuration).run(paths: paths) { progress in
                bar.update(fraction: progress.fractionCompleted,
                           status: "\(progress.report.seen) seen, \(progress.report.stored) new")
            }
            bar.finish()
            if options.json { return try Output.json(report) }
            print(Self.describe(report))
            if report.stored + report.duplicates + report.events + report.eventsUpdated + report.eventsDuplicate == 0, report.seen > 0 {
                throw CLIError(.dataError, "no message could be imported")
            }
        }
    }

    static func describe(_ report: ImportReport) -> String {
        var lines: [String] = []
        if !report.platforms.isEmpty || report.events + report.eventsUpdated > 0 {
            let platforms = report.platforms.sorted { $0.key < $1.key }.map { "\($0.value) \(Platform(rawValue: $0.key)?.displayName ?? $0.key)" }
            var parts = platforms
            if report.events + report.eventsUpdated + report.eventsDuplicate > 0 {
                parts.append("\(report.events) new event\(report.events == 1 ? "" : "s")"
                    + (report.eventsUpdated > 0 ? " (\(report.eventsUpdated) updated)" : ""))
            }
            lines.append("Stored " + parts.joined(separator: ", "))
        }
        lines += [
            "Imported \(report.stored) new message\(report.stored == 1 ? "" : "s") in \(String(format: "%.1f", report.seconds)) s "
                + "(\(Int(report.messagesPerSecond)) messages/s, \(Output.bytes(report.bytes)))",
            "  seen \(report.seen) = stored \(report.stored) + duplicates \(report.duplicates) + quarantined \(report.quarantined)"
                + " + skipped \(report.skipped) + unreadable \(report.unreadable)",
        ]
        for (reason, count) in report.quarantineReasons.sorted(by: { $0.value > $1.value }) {
            lines.append("  quarantined \(count)× \(reason)")
        }
        for entry in report.skippedFiles.prefix(10) { lines.append("  skipped \(entry.source): \(entry.reason)") }
        if report.skippedFiles.count > 10 { lines.append("  … and \(report.skippedFiles.count - 10) more skipped files (see --json)") }
        for entry in report.failures.prefix(10) { lines.append("  unreadable \(entry.source): \(entry.reason)") }
        for note in report.notes { lines.append("  note: \(note)") }
        if let contacts = report.contacts {
            lines.append("  contacts: \(contacts.newPeople) new, \(contacts.merged) merged by name, \(contacts.suggestions) suggestion\(contacts.suggestions == 1 ? "" : "s") (sotto contacts suggestions)")
        }
        return lines.joined(separator: "\n")
    }
}
