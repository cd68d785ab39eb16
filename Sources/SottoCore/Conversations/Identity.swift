/// One way a person is known on a platform: an email address, a phone number, a chat handle,
/// or (where an app shows only that) the name it displays.
///
/// Identities with the same ``key`` are the same identity wherever they appear: an iMessage
/// handle that is an email address is that email address, and a WhatsApp author shown as a
/// phone number is that phone number. Contacts group identities into people.
public struct Identity: Sendable, Hashable, Codable, CustomStringConvertible {
    /// What kind of identifier ``value`` is.
    public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
        /// An email address, lowercased.
        case email
        /// A phone number in E.164 form (`+4915123450001`).
        case phone
        /// A chat handle that is neither an email address nor a phone number.
        case handle
        /// Only a display name, as WhatsApp exports show saved contacts; scoped to a platform.
        case name
    }

    /// What kind of identifier this is.
    public var kind: Kind
    /// The normalized identifier: the lowercased address, the E.164 number, the handle, or the name.
    public var value: String
    /// The platform a name-only identity belongs to (a name means nothing across apps); nil otherwise.
    public var scope: Platform?
    /// A name to show for it, when the source gave one.
    public var displayName: String?

    /// Creates an identity; prefer the `email`, `phone`, `handle` and `name` constructors.
    public init(kind: Kind, value: String, scope: Platform? = nil, displayName: String? = nil) {
        self.kind = kind
        self.value = value
        self.scope = scope
        self.displayName = displayName
    }

    /// An email address (lowercased, so `Ana@Example.org` and `ana@example.org` are one identity).
    public static func email(_ address: String, displayName: String? = nil) -> Identity {
        Identity(kind: .email, value: address.lowercased(), displayName: displayName)
    }

    /// A phone number already in E.164 form.
    public static func phone(e164: String, displayName: String? = nil) -> Identity {
        Identity(kind: .phone, value: e164, displayName: displayName)
    }

    /// A name shown by one platform for someone it gives no other identifier for.
    public static func name(_ name: String, on platform: Platform) -> Identity {
        Identity(kind: .name, value: name, scope: platform, displayName: name)
    }

    /// The string that identifies it across the vault: kind, scope and value. Two identities
    /// with the same key are one. Names compare case-insensitively.
    public var key: String {
        switch kind {
        case .email: value.lowercased()
        case .phone: "phone:" + value
        case .handle: "handle:" + value.lowercased()
        case .name: "name:\(scope?.rawValue ?? "")\u{0}" + value.lowercased()
        }
    }

    /// The name if there is one, else the identifier.
    public var label: String { displayName.flatMap { $0.isEmpty ? nil : $0 } ?? value }

    /// The identity shaped as a mail address for code that shows senders: the identifier in
    /// `address` (empty for a name-only identity) and the display name in `name`.
    public var displayAddress: EmailAddress {
        EmailAddress(name: displayName, address: kind == .name ? "" : value)
    }

    public var description: String {
        switch kind {
        case .name: "\(value) (\(scope?.displayName ?? "name"))"
        default: displayName.map { "\($0) <\(value)>" } ?? value
        }
    }
}
