import Foundation

/// One header field, unfolded. `value` is decoded (RFC 2047) for display; `rawValue` is the
/// unfolded bytes as text (Latin-1 for 8-bit bytes) for structured parsing.
public struct HeaderField: Sendable, Hashable, Codable {
    public var name: String
    public var value: String
    public var rawValue: String

    public init(name: String, value: String, rawValue: String) {
        self.name = name
        self.value = value
        self.rawValue = rawValue
    }
}

/// A message after MIME parsing: the fields every feature needs, readable text, and
/// attachment metadata. Parsing is forgiving; anything it had to guess is in `parseWarnings`.
public struct ParsedMessage: Sendable, Hashable, Codable {
    /// All header fields in order, duplicates kept.
    public var headers: [HeaderField]
    /// The Message-ID without angle brackets, if present.
    public var messageID: String?
    /// Message-IDs from In-Reply-To, without angle brackets.
    public var inReplyTo: [String]
    /// Message-IDs from References, oldest first, without angle brackets.
    public var references: [String]
    public var subject: String
    public var from: [EmailAddress]
    public var to: [EmailAddress]
    public var cc: [EmailAddress]
    public var replyTo: [EmailAddress]
    /// The Date header, or nil when absent or unparseable.
    public var date: Date?
    /// Readable text: the text/plain part, or the HTML part converted to text.
    public var text: String
    /// True when `text` was produced from HTML.
    public var textIsFromHTML: Bool
    /// Links found in HTML parts: the visible text and the target URL.
    public var links: [Link]
    public var attachments: [AttachmentInfo]
    /// Non-fatal problems met while parsing (bad charset, broken base64, truncated multipart…).
    public var parseWarnings: [String]
    /// Where it was written. Mail has headers and addresses; a chat message has ``chat``.
    public var platform: Platform
    /// The conversation, sender and kind of a chat message; nil for mail.
    ///
    /// For chats, `from` holds the sender shaped as a display address (``Identity/displayAddress``)
    /// and `subject` is empty, so code that shows senders works on every platform; the typed
    /// identities are here.
    public var chat: ChatDetails?

    /// A hyperlink found in an HTML body.
    public struct Link: Sendable, Hashable, Codable {
        public var text: String
        public var url: String
        public init(text: String, url: String) {
            self.text = text
            self.url = url
        }
    }

    public init(
        headers: [HeaderField] = [], messageID: String? = nil, inReplyTo: [String] = [],
        references: [String] = [], subject: String = "", from: [EmailAddress] = [],
        to: [EmailAddress] = [], cc: [EmailAddress] = [], replyTo: [EmailAddress] = [],
        date: Date? = nil, text: String = "", textIsFromHTML: Bool = false, links: [Link] = [],
        attachments: [AttachmentInfo] = [], parseWarnings: [String] = [], platform: Platform = .mail,
        chat: ChatDetails? = nil
    ) {
        self.headers = headers
        self.messageID = messageID
        self.inReplyTo = inReplyTo
        self.references = references
        self.subject = subject
        self.from = from
        self.to = to
        self.cc = cc
        self.replyTo = replyTo
        self.date = date
        self.text = text
        self.textIsFromHTML = textIsFromHTML
        self.links = links
        self.attachments = attachments
        self.parseWarnings = parseWarnings
        self.platform = platform
        self.chat = chat
    }

    /// The sender as identities: the From addresses of mail, the author of a chat message.
    public var senderIdentities: [Identity] {
        if let chat { return chat.sender.map { [$0] } ?? [] }
        return from.map { Identity.email($0.address, displayName: $0.name) }
    }

    /// A short name for the sender: the display name, else the address or number.
    public var senderLabel: String {
        senderIdentities.first?.label ?? ""
    }

    /// The first header value with this name (case-insensitive), decoded.
    public func header(_ name: String) -> String? {
        headers.first { $0.name.caseInsensitiveCompare(name) == .orderedSame }?.value
    }

    /// Every header value with this name (case-insensitive), decoded, in order.
    public func headers(named name: String) -> [String] {
        headers.filter { $0.name.caseInsensitiveCompare(name) == .orderedSame }.map(\.value)
    }
}
