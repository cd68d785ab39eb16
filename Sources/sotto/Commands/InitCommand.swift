import ArgumentParser
import SottoVault

struct InitCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init", abstract: "Create a new encrypted vault.")

    @OptionGroup var options: VaultOptions

    @Option(name: .long, help: ArgumentHelp(
        "Your own address (repeat for several): only mail you sent from it makes correspondents.", valueName: "address"))
    var owner: [String] = []

    func run() async throws {
        try await runReportingErrors {
            let passphrase = try Passphrase.readNew(prompt: "New vault passphrase: ", environmentKey: "SOTTO_PASSPHRASE")
            let vault = try Vault.create(at: options.vaultURL, passphrase: passphrase, configuration: .init(kdfRounds: Passphrase.kdfRounds))
            if !owner.isEmpty { try vault.setOwnerAddresses(owner) }
            if options.json {
                try Output.json(["vault": vault.url.path])
            } else {
                print("Created an encrypted vault at \(vault.url.path)")
            }
        }
    }
}
