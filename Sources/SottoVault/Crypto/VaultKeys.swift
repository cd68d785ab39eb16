import Crypto
import Foundation

/// The keys a vault works with, all derived from one random 256-bit data key.
///
/// The data key is generated when the vault is created and stored only wrapped (sealed with
/// AES-GCM) under a key-encryption key derived from the passphrase. Changing the passphrase
/// re-wraps the data key; nothing else is re-encrypted.
struct VaultKeys: Sendable {
    /// Seals message content (AES-256-GCM).
    let content: SymmetricKey
    /// Keys the blind token index: HMAC-SHA256 of each search token.
    let index: SymmetricKey
    /// Keys lookups that must match exactly without revealing the value: Message-IDs,
    /// de-duplication fingerprints, addresses, normalized subjects.
    let lookup: SymmetricKey

    init(dataKey: SymmetricKey) {
        func derive(_ purpose: String) -> SymmetricKey {
            HKDF<SHA256>.deriveKey(
                inputKeyMaterial: dataKey,
                info: Data("sotto.vault.v1.\(purpose)".utf8),
                outputByteCount: 32
            )
        }
        content = derive("content")
        index = derive("index")
        lookup = derive("lookup")
    }
}

/// AES-GCM sealing of content with the vault's content key.
struct ContentCipher: Sendable {
    let key: SymmetricKey

    /// Seals `plaintext`; the result is nonce + ciphertext + tag. `context` is bound as
    /// authenticated data so a blob cannot be moved to another column unnoticed.
    func seal(_ plaintext: some DataProtocol, context: BlobContext) throws -> Data {
        let box = try AES.GCM.seal(plaintext, using: key, authenticating: context.authenticatedData)
        // safe: AES.GCM with the default 12-byte nonce always has a combined representation.
        return box.combined!
    }

    /// Opens a blob sealed by `seal`. Throws `VaultError.corrupted` when it was tampered with.
    func open(_ sealed: Data, context: BlobContext) throws -> Data {
        do {
            let box = try AES.GCM.SealedBox(combined: sealed)
            return try AES.GCM.open(box, using: key, authenticating: context.authenticatedData)
        } catch {
            throw VaultError(.corrupted, "a sealed \(context.rawValue) blob failed authentication")
        }
    }
}

/// What a sealed blob holds; bound into its authentication tag.
enum BlobContext: String, Sendable {
    case envelope, body, raw, provenance, attachment, contact, thread, quarantine, keyCheck, summary, embedding, verdict
    case person, contactChange, event

    var authenticatedData: Data { Data("sotto.\(rawValue)".utf8) }
}

/// Keyed hashing for the blind index and exact-match lookups.
struct BlindHasher: Sendable {
    /// HMAC state with the key already absorbed; copied for each value, which saves
    /// re-deriving the key pads on every call (a measurable cost on the import path).
    private let keyed: HMAC<SHA256>

    init(key: SymmetricKey) { keyed = HMAC<SHA256>(key: key) }

    /// The full HMAC-SHA256 of `value`.
    func mac(_ value: some DataProtocol) -> HMAC<SHA256>.MAC {
        var hmac = keyed
        hmac.update(data: value)
        return hmac.finalize()
    }

    /// A 16-byte keyed fingerprint of `value`, for exact-match columns.
    func fingerprint(_ value: some DataProtocol) -> Data {
        Data(mac(value).prefix(16))
    }

    func fingerprint(_ value: String) -> Data { fingerprint(Data(value.utf8)) }
}
