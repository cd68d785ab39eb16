import ArgumentParser
import SottoCore
import SottoVault

struct StatsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stats", abstract: "Show what the vault holds.")

    @OptionGroup var options: VaultOptions

    func run() async throws {
        try await runReportingErrors {
            let stats = try options.open().stats()
            if options.json { return try Output.json(stats) }
            let byPlatform = Platform.allCases.compactMap { platform in
                stats.platforms[platform.rawValue].map { "\($0) \(platform.displayName)" }
            }.joined(separator: ", ")
            print("""
                messages     \(stats.messages)  (\(byPlatform); \(stats.messagesWithParseWarnings) with parse warnings)
                threads      \(stats.threads)
                contacts     \(stats.people) people with \(stats.contacts) addresses, numbers and handles
                events       \(stats.events)
                attachments  \(stats.attachments)
                quarantined  \(stats.quarantined)
                date range   \(Output.date(stats.firstDate)) – \(Output.date(stats.lastDate))
                mail size    \(Output.bytes(stats.rawBytes))
                vault size   \(Output.bytes(stats.databaseBytes))
                """)
        }
    }
}
