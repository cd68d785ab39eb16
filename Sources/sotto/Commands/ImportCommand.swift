import ArgumentParser
import Foundation
import SottoIntelligence
import SottoVault

struct ImportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import", abstract: "Import mail from .eml files, folders, Maildirs or mbox files.",
        discussion: """
            The format of each path is detected. Importing the same mail again stores nothing twice. \
            Messages that cannot be parsed are kept in quarantine with the reason; files that are not \
            mail are listed as skipped. Nothing is silently dropped.
            """)

    @OptionGroup var options: VaultOptions

    @Argument(help: "Files or folders to import.")
    var paths: [String]

    @Flag(name: .long, help: "Create the vault first if it does not exist.")
    var create = false

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
            let report = try await MailImporter(vault: vault).run(paths: paths) { progress in
                bar.update(fraction: progress.fractionCompleted,
                           status: "\(progress.report.seen) seen, \(progress.report.stored) new")
            }
            bar.finish()
            if options.json { return try Output.json(report) }
            print(Self.describe(report))
            if report.stored + report.duplicates == 0, report.seen > 0 {
                throw CLIError(.dataError, "no message could be imported")
            }
        }
    }

    static func describe(_ report: ImportReport) -> String {
        var lines = [
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
        return lines.joined(separator: "\n")
    }
}
