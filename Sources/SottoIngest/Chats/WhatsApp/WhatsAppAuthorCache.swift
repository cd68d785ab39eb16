/// Remembers how recent author parts normalize, so the usual case — the same few people
/// writing in turn — costs a byte comparison instead of a new string per message.
struct WhatsAppAuthorCache: Sendable {
    private static let capacity = 32
    private var raws: [[UInt8]] = []
    private var names: [String] = []
    private var next = 0

    /// The normalized name for `bytes[0..<end]`.
    mutating func name(_ bytes: UnsafeBufferPointer<UInt8>, end: Int) -> String {
        let candidate = UnsafeBufferPointer(rebasing: bytes[0..<end])
        for index in raws.indices where raws[index].count == end {
            if raws[index].withUnsafeBufferPointer({ $0.elementsEqual(candidate) }) { return names[index] }
        }
        let name = WhatsAppBytes.normalizedName(bytes, start: 0, end: end)
        if raws.count < Self.capacity {
            raws.append(Array(candidate))
            names.append(name)
        } else {
            raws[next] = Array(candidate)
            names[next] = name
            next = (next + 1) % Self.capacity
        }
        return name
    }
}
