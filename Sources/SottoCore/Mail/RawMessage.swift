/// The bytes of one message exactly as read from its source, with where they came from.
public struct RawMessage: Sendable {
    /// The RFC 5322 bytes (for mbox, without the `From ` envelope line and with
    /// mboxrd `>From ` un-escaping applied).
    public var bytes: [UInt8]
    public var provenance: Provenance

    public init(bytes: [UInt8], provenance: Provenance) {
        self.bytes = bytes
        self.provenance = provenance
    }
}
