import Foundation

/// A message as stored in the vault: the parsed content plus where it came from.
public struct Message: Sendable, Hashable, Codable, Identifiable {
    public var id: Int64
    public var threadID: Int64
    public var provenance: Provenance
    /// Size of the raw message in bytes.
    public var size: Int
    /// When it was imported.
    public var importedAt: Date
    /// Why parsing was only partly successful, if it was (the raw bytes are kept either way).
    public var parseWarnings: [String] { content.parseWarnings }
    /// The parsed content.
    public var content: ParsedMessage

    public init(id: Int64, threadID: Int64, provenance: Provenance, size: Int, importedAt: Date, content: ParsedMessage) {
        self.id = id
        self.threadID = threadID
        self.provenance = provenance
        self.size = size
        self.importedAt = importedAt
        self.content = content
    }
}

/// One line of a message listing: enough to show and pick a message without its body.
public struct MessageSummary: Sendable, Hashable, Codable, Identifiable {
    public var id: Int64
    public var threadID: Int64
    public var date: Date?
    public var subject: String
    public var from: [EmailAddress]
    public var to: [EmailAddress]
    /// Attachments other than inline images.
    public var attachmentCount: Int
    public var provenance: Provenance
    /// Where it was written.
    public var platform: Platform
    /// For a chat message: its conversation's name, and the start of its text (a chat line has
    /// no subject to show).
    public var conversationTitle: String?
    /// The start of a chat message's text; nil for mail.
    public var preview: String?

    public init(
        id: Int64, threadID: Int64, date: Date?, subject: String, from: [EmailAddress],
        to: [EmailAddress], attachmentCount: Int, provenance: Provenance, platform: Platform = .mail,
        conversationTitle: String? = nil, preview: String? = nil
    ) {
        self.platform = platform
        self.conversationTitle = conversationTitle
        self.preview = preview
        self.id = id
        self.threadID = threadID
        self.date = date
        self.subject = subject
        self.from = from
        self.to = to
        self.attachmentCount = attachmentCount
        self.provenance = provenance
    }
}

/// A conversation: messages linked by Message-ID / In-Reply-To / References, or by a
/// reply subject within a time window.
public struct MailThread: Sendable, Hashable, Codable, Identifiable {
    public var id: Int64
    public var subject: String
    public var messageCount: Int
    public var firstDate: Date?
    public var lastDate: Date?
    public var participants: [EmailAddress]
    /// Where the conversation happens; a chat's `subject` is its name.
    public var platform: Platform

    public init(
        id: Int64, subject: String, messageCount: Int, firstDate: Date?, lastDate: Date?, participants: [EmailAddress],
        platform: Platform = .mail
    ) {
        self.platform = platform
        self.id = id
        self.subject = subject
        self.messageCount = messageCount
        self.firstDate = firstDate
        self.lastDate = lastDate
        self.participants = participants
    }
}
