import ArgumentParser
import SottoVault

struct StatsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stats", abstract: "Show what the vault holds.")

    @OptionGroup var options: VaultOptions

    func run() async throws {
        try await runReportingErrors {
            let stats = try options.open().stats()
            if options.json { return try Output.json(stats) }
            print("""
                messages     \(stats.messages)  (\(stats.messagesWithParseWarnings) with parse warnings)
                threads      \(stats.threads)
                contacts     \(stats.contacts)
                attachments  \(stats.attachments)
                quarantined  \(stats.quarantined)
                date range   \(Output.date(stats.firstDate)) – \(Output.date(stats.lastDate))
                mail size    \(Output.bytes(stats.rawBytes))
                vault size   \(Output.bytes(stats.databaseBytes))
                """)
        }
    }
}
