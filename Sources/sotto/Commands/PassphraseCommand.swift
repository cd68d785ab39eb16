import ArgumentParser
import SottoVault

struct PassphraseCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "passphrase", abstract: "Manage the vault passphrase.",
        subcommands: [Change.self])

    struct Change: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Change the passphrase.",
            discussion: """
                Re-wraps the vault's data key; the content is not re-encrypted, so this is instant. \
                For scripts: $SOTTO_PASSPHRASE holds the current passphrase and \
                $SOTTO_NEW_PASSPHRASE the new one.
                """)

        @OptionGroup var options: VaultOptions

        func run() async throws {
            try await runReportingErrors {
                let current = try Passphrase.read(prompt: "Current passphrase: ")
                let vault = try Vault.open(at: options.vaultURL, passphrase: current, configuration: .init(kdfRounds: Passphrase.kdfRounds))
                let new = try Passphrase.readNew(prompt: "New passphrase: ", environmentKey: "SOTTO_NEW_PASSPHRASE")
                try vault.changePassphrase(current: current, to: new)
                if options.json { return try Output.json(["changed": true]) }
                print("Passphrase changed.")
            }
        }
    }
}
