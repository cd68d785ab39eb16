/// Collects the non-fatal problems met while parsing one message. Each distinct warning is
/// kept once, in the order first seen, and the list is capped so hostile input (10,000
/// broken parts) cannot grow it without bound. Warnings never quote message content.
struct ParseWarnings {
    /// The most warnings kept for one message.
    static let limit = 64

    private(set) var messages: [String] = []

    mutating func add(_ message: String) {
        guard messages.count < Self.limit, !messages.contains(message) else { return }
        messages.append(message)
    }
}
