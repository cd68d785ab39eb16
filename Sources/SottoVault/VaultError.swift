import GRDB

/// An error from the vault: what failed, and what the user can do about it.
/// Descriptions never contain message content.
public struct VaultError: Error, Sendable, CustomStringConvertible, Equatable {
    public enum Code: String, Sendable {
        /// The passphrase did not unlock the vault. Nothing was changed.
        case wrongPassphrase = "wrong-passphrase"
        /// No vault exists at the path.
        case notFound = "not-found"
        /// A vault already exists where one was to be created.
        case alreadyExists = "already-exists"
        /// The file is not a Sotto vault, or was written by a newer version.
        case unsupportedFormat = "unsupported-format"
        /// Stored data failed authentication: the file was modified or damaged.
        case corrupted
        /// The passphrase is unacceptable (e.g. empty).
        case invalidPassphrase = "invalid-passphrase"
        /// A requested record does not exist.
        case noSuchRecord = "no-such-record"
        /// Another process (another `sotto`) held the vault longer than the busy timeout.
        case busy
        /// The database reported an error.
        case database
    }

    public var code: Code
    public var message: String

    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    public var description: String { message }

    /// The error a caller should see for `error` thrown by the vault's database: a lock still
    /// held after ``Vault/busyTimeout`` becomes `.busy`, naming the other process; anything else
    /// is returned unchanged.
    public static func translating(_ error: any Error) -> any Error {
        guard let error = error as? DatabaseError,
              error.resultCode == .SQLITE_BUSY || error.resultCode == .SQLITE_LOCKED else { return error }
        return VaultError(.busy, "another Sotto process holds the vault (an import or a triage is writing to it); "
            + "waited \(Int(Vault.busyTimeout)) s. Try again when it has finished")
    }
}
