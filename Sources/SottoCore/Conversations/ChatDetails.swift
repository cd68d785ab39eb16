/// What a chat message has beyond the text every message has: its conversation, its sender
/// as an identity, and what kind of line it was.
public struct ChatDetails: Sendable, Hashable, Codable {
    /// What a chat line is.
    public enum Kind: String, Sendable, Hashable, Codable {
        /// A message someone wrote.
        case text
        /// A notice from the app (joins, encryption notice, number changes, …).
        case system
        /// A photo, video, voice note or file, shown by a placeholder or a file name.
        case media
        /// A message its author deleted or unsent; the text is gone.
        case deleted
        /// A reaction (tapback) to another message.
        case reaction
    }

    /// The conversation's stable identifier on its platform (an iMessage chat GUID; for a
    /// WhatsApp export, the chat's name as the export file gives it).
    public var conversationID: String
    /// The conversation's name to show (a group's name, or the other person's name).
    public var conversationTitle: String
    /// Who wrote it; nil for system notices.
    public var sender: Identity?
    /// The other people in the conversation, where the source says (iMessage group members).
    public var participants: [Identity]
    /// True when the person whose vault this is wrote it.
    public var isFromOwner: Bool
    /// What kind of line it was.
    public var kind: Kind
    /// True when the author edited it after sending.
    public var isEdited: Bool
    /// For a reaction: what it was (`love`, `like`, …) and the id of the message it reacts to.
    public var reaction: Reaction?
    /// How many earlier lines of the same export were identical to this one (same time, author
    /// and text), so re-importing an updated export stores each of them once.
    public var occurrence: Int

    /// A tapback or emoji reaction to another message.
    public struct Reaction: Sendable, Hashable, Codable {
        /// The reaction's name (`love`, `like`, `dislike`, `laugh`, `emphasize`, `question`).
        public var type: String
        /// The platform id of the message reacted to.
        public var targetID: String
        /// True when this removes an earlier reaction.
        public var isRemoval: Bool

        /// Creates a reaction.
        public init(type: String, targetID: String, isRemoval: Bool) {
            self.type = type
            self.targetID = targetID
            self.isRemoval = isRemoval
        }
    }

    /// Creates chat details.
    public init(
        conversationID: String, conversationTitle: String, sender: Identity?, participants: [Identity] = [],
        isFromOwner: Bool = false, kind: Kind = .text, isEdited: Bool = false, reaction: Reaction? = nil,
        occurrence: Int = 0
    ) {
        self.occurrence = occurrence
        self.conversationID = conversationID
        self.conversationTitle = conversationTitle
        self.sender = sender
        self.participants = participants
        self.isFromOwner = isFromOwner
        self.kind = kind
        self.isEdited = isEdited
        self.reaction = reaction
    }
}
