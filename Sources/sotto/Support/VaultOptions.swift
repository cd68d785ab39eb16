import ArgumentParser
import Foundation
import SottoInference
import SottoIntelligence
import SottoVault

/// Options every vault command shares.
struct VaultOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(
        "The vault folder.", discussion: "Defaults to $SOTTO_VAULT, else ~/.local/share/sotto/vault.", valueName: "path"))
    var vault: String?

    @Flag(name: .long, help: "Print machine-readable JSON instead of a table.")
    var json = false

    var vaultURL: URL {
        if let vault { return URL(fileURLWithPath: vault) }
        if let env = ProcessInfo.processInfo.environment["SOTTO_VAULT"], !env.isEmpty { return URL(fileURLWithPath: env) }
        return FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".local/share/sotto/vault")
    }

    /// Opens the vault with the passphrase from $SOTTO_PASSPHRASE or a prompt.
    func open() throws -> Vault {
        let passphrase = try Passphrase.read(prompt: "Vault passphrase: ")
        return try Vault.open(at: vaultURL, passphrase: passphrase, configuration: .init(kdfRounds: Passphrase.kdfRounds))
    }
}

/// Where passphrases come from: $SOTTO_PASSPHRASE for scripts, else a prompt without echo.
enum Passphrase {
    /// PBKDF2 rounds; $SOTTO_KDF_ROUNDS may raise it (never below 600,000).
    static var kdfRounds: Int {
        let requested = ProcessInfo.processInfo.environment["SOTTO_KDF_ROUNDS"].flatMap(Int.init) ?? 600_000
        return max(600_000, requested)
    }

    static func read(prompt: String, environmentKey: String = "SOTTO_PASSPHRASE") throws -> String {
        if let value = ProcessInfo.processInfo.environment[environmentKey], !value.isEmpty { return value }
        guard let typed = Terminal.readSecret(prompt: prompt) else {
            throw CLIError(.usage, "no passphrase: set \(environmentKey) or run in a terminal")
        }
        return typed
    }

    /// Asks twice and insists they match.
    static func readNew(prompt: String, environmentKey: String) throws -> String {
        if let value = ProcessInfo.processInfo.environment[environmentKey], !value.isEmpty { return value }
        let first = try read(prompt: prompt, environmentKey: environmentKey)
        let second = try read(prompt: "Repeat: ", environmentKey: environmentKey)
        guard first == second else { throw CLIError(.usage, "the passphrases do not match") }
        return first
    }
}

/// A CLI failure with the exit code it maps to (sysexits-style).
struct CLIError: Error, CustomStringConvertible {
    enum Kind: Int32 {
        case failure = 1
        case usage = 64
        case dataError = 65
        case noInput = 66
        case temporaryFailure = 75
        case noPermission = 77
    }

    var kind: Kind
    var description: String

    init(_ kind: Kind, _ description: String) {
        self.kind = kind
        self.description = description
    }

    /// Maps library errors to a message and an exit code.
    static func wrap(_ error: any Error) -> CLIError {
        if let error = error as? CLIError { return error }
        if let error = error as? ModelManagerError { return CLIError(error) }
        if let error = error as? EmbeddingError { return CLIError(error) }
        if let error = error as? ConversationImportError { return CLIError(.dataError, error.description) }
        if let error = VaultError.translating(error) as? VaultError {
            switch error.code {
            case .wrongPassphrase: return CLIError(.noPermission, "\(error.message); nothing was changed")
            case .notFound, .noSuchRecord: return CLIError(.noInput, error.message)
            case .invalidPassphrase: return CLIError(.usage, error.message)
            case .alreadyExists: return CLIError(.failure, error.message)
            case .corrupted, .unsupportedFormat: return CLIError(.dataError, error.message)
            case .busy: return CLIError(.temporaryFailure, error.message)
            case .database: return CLIError(.failure, error.message)
            }
        }
        return CLIError(.failure, String(describing: error))
    }
}

/// Runs a command body, turning errors into a message on stderr and an exit code.
func runReportingErrors(_ body: () async throws -> Void) async throws {
    LoggingSetup.bootstrap()
    do {
        try await body()
    } catch let error as ExitCode {
        throw error
    } catch {
        let wrapped = CLIError.wrap(error)
        Terminal.writeError("sotto: \(wrapped.description)\n")
        throw ExitCode(wrapped.kind.rawValue)
    }
}
