/// One turn of a conversation given to a text generation engine.
public struct ChatMessage: Sendable, Hashable, Codable {
    /// Who is speaking in a ``ChatMessage``.
    public enum Role: String, Sendable, Hashable, Codable {
        /// Instructions that frame the whole conversation.
        case system
        /// The person (or the feature acting for them).
        case user
        /// The model's earlier answers.
        case assistant
    }

    /// Who is speaking.
    public var role: Role
    /// What is said.
    public var content: String

    /// Creates a message.
    public init(role: Role, content: String) {
        self.role = role
        self.content = content
    }

    /// A system message.
    public static func system(_ content: String) -> ChatMessage { ChatMessage(role: .system, content: content) }
    /// A user message.
    public static func user(_ content: String) -> ChatMessage { ChatMessage(role: .user, content: content) }
    /// An assistant message.
    public static func assistant(_ content: String) -> ChatMessage { ChatMessage(role: .assistant, content: content) }
}
