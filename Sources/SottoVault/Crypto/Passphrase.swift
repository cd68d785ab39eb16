import Crypto
import CryptoExtras
import Foundation

/// Turns a passphrase into the key-encryption key that wraps the vault's data key.
struct PassphraseKDF: Sendable, Codable, Equatable {
    /// The algorithm name stored in the vault header.
    var algorithm: String = "pbkdf2-sha256"
    /// PBKDF2 iterations; 600,000 follows OWASP's 2023 guidance for PBKDF2-HMAC-SHA256.
    var rounds: Int
    var salt: Data

    static let defaultRounds = 600_000

    static func fresh(rounds: Int = defaultRounds) -> PassphraseKDF {
        PassphraseKDF(rounds: rounds, salt: Data(SymmetricKey(size: .bits128).withUnsafeBytes { Array($0) }))
    }

    func deriveKey(from passphrase: String) throws -> SymmetricKey {
        guard algorithm == "pbkdf2-sha256" else {
            throw VaultError(.unsupportedFormat, "unknown key derivation '\(algorithm)'")
        }
        return try KDF.Insecure.PBKDF2.deriveKey(
            from: Data(passphrase.utf8), salt: salt, using: .sha256,
            outputByteCount: 32, unsafeUncheckedRounds: rounds
        )
    }
}

/// The data key sealed under the passphrase-derived key, as stored in the vault header.
struct WrappedDataKey: Sendable {
    var kdf: PassphraseKDF
    var sealedKey: Data

    static func wrap(_ dataKey: SymmetricKey, passphrase: String, kdf: PassphraseKDF) throws -> WrappedDataKey {
        let kek = try kdf.deriveKey(from: passphrase)
        let sealed = try dataKey.withUnsafeBytes { bytes in
            try ContentCipher(key: kek).seal(Data(bytes), context: .keyCheck)
        }
        return WrappedDataKey(kdf: kdf, sealedKey: sealed)
    }

    /// Unwraps the data key; a wrong passphrase fails the GCM tag and throws `.wrongPassphrase`.
    func unwrap(passphrase: String) throws -> SymmetricKey {
        let kek = try kdf.deriveKey(from: passphrase)
        guard let box = try? AES.GCM.SealedBox(combined: sealedKey),
              let raw = try? AES.GCM.open(box, using: kek, authenticating: BlobContext.keyCheck.authenticatedData)
        else {
            throw VaultError(.wrongPassphrase, "the passphrase does not open this vault")
        }
        return SymmetricKey(data: raw)
    }
}
