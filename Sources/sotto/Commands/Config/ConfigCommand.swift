import ArgumentParser
import SottoVault

struct ConfigCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "config", abstract: "Settings kept in the vault.", subcommands: [OwnerCommand.self])
}

/// `sotto config owner ADDRESS...`: the owner's addresses, which decide whose sent mail makes
/// correspondents (the spam filter trusts correspondents).
struct OwnerCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "owner",
        abstract: "Set your own addresses: only mail you sent from them makes correspondents.",
        discussion: """
            Without addresses, Sotto takes as yours every message with no Received header or \
            whose newest Received header records an authenticated submission (your sent mail). \
            With addresses, only such mail sent from them counts. The addresses are stored as \
            keyed fingerprints. --clear goes back to inferring them.
            """)

    @OptionGroup var options: VaultOptions

    @Argument(help: ArgumentHelp("Your addresses (none: show how many are set).", valueName: "address"))
    var addresses: [String] = []

    @Flag(name: .long, help: "Forget the configured addresses.")
    var clear = false

    func run() async throws {
        try await runReportingErrors {
            let vault = try options.open()
            if clear || !addresses.isEmpty {
                guard addresses.allSatisfy({ $0.contains("@") }) else { throw CLIError(.usage, "an owner address needs an @") }
                try vault.setOwnerAddresses(clear ? [] : addresses)
            }
            let count = try vault.ownerAddressCount()
            if options.json { return try Output.json(["owner_addresses": count]) }
            print(count == 0 ? "Owner addresses: inferred from the mail you sent." : "Owner addresses: \(count) configured.")
        }
    }
}
