import Foundation
import SottoTesting

/// Runs the built `sotto` executable with a vault in a temporary folder.
struct CLIRunner {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    let vault: URL
    var passphrase = "cli test passphrase"

    init() throws {
        vault = try TestPaths.temporaryFolder("sotto-cli").appendingPathComponent("vault")
    }

    func remove() { try? FileManager.default.removeItem(at: vault.deletingLastPathComponent()) }

    var executable: URL { TestPaths.builtProduct("sotto") }

    func process(_ arguments: [String], environment extra: [String: String] = [:]) -> Process {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["SOTTO_VAULT"] = vault.path
        environment["SOTTO_PASSPHRASE"] = passphrase
        for (key, value) in extra { environment[key] = value }
        process.environment = environment
        return process
    }

    @discardableResult
    func run(_ arguments: String..., environment: [String: String] = [:]) throws -> Result {
        try run(arguments, environment: environment)
    }

    func run(_ arguments: [String], environment: [String: String] = [:]) throws -> Result {
        let process = process(arguments, environment: environment)
        // Files rather than pipes: a large output can never block the child.
        let folder = vault.deletingLastPathComponent()
        let outURL = folder.appendingPathComponent("stdout-\(UUID().uuidString)")
        let errURL = folder.appendingPathComponent("stderr-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        defer {
            try? FileManager.default.removeItem(at: outURL)
            try? FileManager.default.removeItem(at: errURL)
        }
        process.standardOutput = try FileHandle(forWritingTo: outURL)
        process.standardError = try FileHandle(forWritingTo: errURL)
        try process.run()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus,
            stdout: try String(contentsOf: outURL, encoding: .utf8),
            stderr: try String(contentsOf: errURL, encoding: .utf8)
        )
    }
}
