import ArgumentParser

struct CheckCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check", abstract: "Verify the vault's integrity (SQLite and keyword-index checks).")

    @OptionGroup var options: VaultOptions

    func run() async throws {
        try await runReportingErrors {
            let sound = try options.open().integrityCheck()
            if options.json { try Output.json(["ok": sound]) } else { print(sound ? "The vault is sound." : "The vault is damaged.") }
            if !sound { throw CLIError(.dataError, "integrity check failed") }
        }
    }
}
