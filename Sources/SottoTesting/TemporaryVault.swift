import Foundation
import SottoCore
import SottoVault

/// A vault in a fresh temporary folder, with fast key derivation, for tests.
/// The folder is removed by `remove()`.
public struct TemporaryVault: Sendable {
    public let vault: Vault
    public let folder: URL
    public static let passphrase = "correct horse battery staple"

    /// PBKDF2 rounds for test vaults: far below production, to keep suites fast.
    public static let testRounds = 1_000

    public init(function: String = #function) throws {
        folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("sotto-test-\(UUID().uuidString)")
        vault = try Vault.create(at: folder, passphrase: Self.passphrase, configuration: .init(kdfRounds: Self.testRounds))
    }

    /// Opens the same vault again (a second handle), e.g. to test re-opening.
    public func reopen(passphrase: String = Self.passphrase) throws -> Vault {
        try Vault.open(at: folder, passphrase: passphrase, configuration: .init(kdfRounds: Self.testRounds))
    }

    public func remove() {
        try? FileManager.default.removeItem(at: folder)
    }
}
