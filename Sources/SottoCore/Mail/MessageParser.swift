/// Why a message could not be parsed at all. Mildly broken mail is parsed with warnings
/// instead; these are the cases where nothing usable came out.
public struct MessageParseError: Error, Sendable, Hashable, CustomStringConvertible {
    public enum Code: String, Sendable, Codable {
        case empty
        case notAMessage = "not-a-message"
        case tooLarge = "too-large"
    }

    public var code: Code
    /// A human explanation that never quotes message content.
    public var reason: String

    public init(code: Code, reason: String) {
        self.code = code
        self.reason = reason
    }

    public var description: String { "\(code.rawValue): \(reason)" }
}
