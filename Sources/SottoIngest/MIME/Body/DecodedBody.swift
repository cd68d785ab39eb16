/// An entity's body after its Content-Transfer-Encoding is undone: either a slice of the
/// input (7bit/8bit/binary) or a freshly decoded buffer (base64, quoted-printable).
struct DecodedBody {
    private let owned: [UInt8]?
    private let slice: ByteView

    var count: Int { owned?.count ?? slice.count }

    /// Calls `body` with the decoded bytes.
    func withBytes<Result>(_ body: (ByteView) -> Result) -> Result {
        if let owned { return owned.withUnsafeBufferPointer(body) }
        return body(slice)
    }

    /// Undoes `entity`'s transfer encoding; at most `limit` input bytes are read.
    static func decode(_ bytes: ByteView, _ entity: MIMEEntity, limit: Int, warnings: inout ParseWarnings) -> DecodedBody {
        let end = entity.body.lowerBound + min(entity.body.count, max(0, limit))
        let raw = UnsafeBufferPointer(rebasing: bytes[entity.body.lowerBound..<end])
        switch entity.encoding {
        case .identity:
            return DecodedBody(owned: nil, slice: raw)
        case .unknown(let name):
            let safeName = CharsetAliases.describe(name)
            warnings.add("unknown Content-Transfer-Encoding \(safeName); body used as-is")
            return DecodedBody(owned: nil, slice: raw)
        case .base64:
            var sawGarbage = false
            let decoded = TransferDecoding.base64(raw, sawGarbage: &sawGarbage)
            if sawGarbage { warnings.add("base64 body contained invalid characters; they were skipped") }
            return DecodedBody(owned: decoded, slice: raw)
        case .quotedPrintable:
            return DecodedBody(owned: TransferDecoding.quotedPrintable(raw), slice: raw)
        }
    }

    /// The decoded size of `entity`'s body, computed without keeping the payload.
    static func decodedSize(_ bytes: ByteView, _ entity: MIMEEntity) -> Int {
        let raw = UnsafeBufferPointer(rebasing: bytes[entity.body])
        switch entity.encoding {
        case .identity, .unknown: return raw.count
        case .base64: return TransferDecoding.base64DecodedCount(raw)
        case .quotedPrintable: return TransferDecoding.quotedPrintable(raw).count
        }
    }
}
