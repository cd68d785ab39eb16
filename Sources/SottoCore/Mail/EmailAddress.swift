/// A mailbox as it appears in From/To/Cc headers: an optional display name and an address.
public struct EmailAddress: Sendable, Hashable, Codable {
    /// The display name (already decoded from RFC 2047), or nil when the header had none.
    public var name: String?
    /// The address itself, e.g. `ana@example.org`. The domain part is lowercased.
    public var address: String

    public init(name: String? = nil, address: String) {
        self.name = name
        self.address = address
    }

    /// The domain after the last `@`, lowercased; empty when the address has none.
    public var domain: String {
        guard let at = address.lastIndex(of: "@") else { return "" }
        return String(address[address.index(after: at)...]).lowercased()
    }

    /// `Name <address>` or just the address.
    public var formatted: String {
        guard let name, !name.isEmpty else { return address }
        return "\(name) <\(address)>"
    }
}
