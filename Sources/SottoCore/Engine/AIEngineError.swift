/// An engine could not do what was asked, in words a person can act on.
public struct AIEngineError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What kind of failure this is.
    public enum Code: String, Sendable, Hashable {
        /// The engine cannot serve requests; ``reason`` says why.
        case unavailable
        /// Structured output ended before it was complete JSON of the requested shape.
        case incompleteOutput
        /// Classification was asked to choose among no categories.
        case noCategories
    }

    /// What kind of failure this is.
    public var code: Code
    /// What went wrong.
    public var message: String
    /// Why the engine is unavailable, for ``Code/unavailable``.
    public var reason: EngineAvailability.Reason?

    /// Creates an error.
    public init(_ code: Code, _ message: String, reason: EngineAvailability.Reason? = nil) {
        self.code = code
        self.message = message
        self.reason = reason
    }

    /// The engine cannot serve requests, for `reason`.
    public static func unavailable(_ reason: EngineAvailability.Reason) -> AIEngineError {
        AIEngineError(.unavailable, reason.description, reason: reason)
    }

    public var description: String { "\(code.rawValue): \(message)" }
}
