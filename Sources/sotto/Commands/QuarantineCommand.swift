import ArgumentParser
import SottoVault

struct QuarantineCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "quarantine", abstract: "List messages that could not be parsed, with the reason and source.")

    @OptionGroup var options: VaultOptions

    @Option(help: "How many to show.")
    var limit = 50

    func run() async throws {
        try await runReportingErrors {
            let entries = try options.open().quarantined(limit: limit)
            if options.json { return try Output.json(entries) }
            if entries.isEmpty { print("Nothing in quarantine.") }
            for entry in entries {
                print("\(Output.column("q\(entry.id)", 7)) \(Output.column(entry.reason, 48))  \(entry.provenance)")
            }
        }
    }
}
