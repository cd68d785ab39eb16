import Foundation
import SottoCore

/// The sealed record of one identity (a `contacts` row). Email identities keep the format of
/// schema v1 (a one-element address list), so vaults written before chats read unchanged; other
/// kinds are stored as their JSON, told apart by the row's `kind`.
enum ContactRecords {
    static func envelope(of identity: Identity) -> [UInt8] {
        guard identity.kind != .email else {
            var writer = BinaryWriter()
            writer.write([EmailAddress(name: identity.displayName, address: identity.value)])
            return writer.bytes
        }
        return (try? Array(JSONEncoder().encode(identity))) ?? []
    }

    static func identity(kind rawKind: String, envelope: Data) throws -> Identity {
        guard let kind = Identity.Kind(rawValue: rawKind) else {
            throw VaultError(.corrupted, "a stored contact has an unknown kind")
        }
        guard kind != .email else {
            var reader = BinaryReader(envelope)
            guard let address = try reader.readAddresses().first else {
                throw VaultError(.corrupted, "a stored contact record is empty")
            }
            return Identity.email(address.address, displayName: address.name)
        }
        do {
            return try JSONDecoder().decode(Identity.self, from: envelope)
        } catch {
            throw VaultError(.corrupted, "a stored contact record is damaged")
        }
    }
}
