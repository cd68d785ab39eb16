import Foundation
import SottoCore
import SottoVault

/// Builds parsed messages and raw RFC 5322 text for tests, with sensible defaults.
public struct MessageBuilder: Sendable {
    public var messageID: String? = nil
    public var inReplyTo: [String] = []
    public var references: [String] = []
    public var subject = "Hello"
    public var from = EmailAddress(name: "Ana Pereira", address: "ana@example.org")
    public var to = [EmailAddress(name: "Maya Lindqvist", address: "maya@lindqvist.example")]
    public var cc: [EmailAddress] = []
    public var replyTo: [EmailAddress] = []
    public var date = Date(timeIntervalSince1970: 1_780_000_000)
    public var text = "Just checking in."
    public var attachments: [AttachmentInfo] = []
    /// Received header values, newest (topmost) first; none for mail written here.
    public var received: [String] = []

    public init() {}

    /// The parsed form, as the MIME parser would produce it.
    public var parsed: ParsedMessage {
        ParsedMessage(
            headers: received.map { HeaderField(name: "Received", value: $0, rawValue: $0) }
                + [HeaderField(name: "Subject", value: subject, rawValue: subject)],
            messageID: messageID, inReplyTo: inReplyTo, references: references, subject: subject,
            from: [from], to: to, cc: cc, replyTo: replyTo, date: date, text: text, attachments: attachments
        )
    }

    /// A plausible raw form (plain text, UTF-8).
    public var rawBytes: [UInt8] {
        var lines = received.map { "Received: \($0)" } + [
            "From: \(from.formatted)",
            "To: \(to.map(\.formatted).joined(separator: ", "))",
            "Subject: \(subject)",
            "Date: \(date.timeIntervalSince1970)",
        ]
        if !cc.isEmpty { lines.append("Cc: \(cc.map(\.formatted).joined(separator: ", "))") }
        if !replyTo.isEmpty { lines.append("Reply-To: \(replyTo.map(\.formatted).joined(separator: ", "))") }
        if let messageID { lines.append("Message-ID: <\(messageID)>") }
        if !inReplyTo.isEmpty { lines.append("In-Reply-To: " + inReplyTo.map { "<\($0)>" }.joined(separator: " ")) }
        if !references.isEmpty { lines.append("References: " + references.map { "<\($0)>" }.joined(separator: " ")) }
        lines += ["Content-Type: text/plain; charset=utf-8", "", text, ""]
        return Array(lines.joined(separator: "\r\n").utf8)
    }

    /// The incoming item a vault stores, with a file provenance.
    public func incoming(path: String = "/tmp/test.eml") -> IncomingMessage {
        IncomingMessage(raw: RawMessage(bytes: rawBytes, provenance: .file(path: path)), content: .parsed(parsed))
    }

    /// A copy with changes applied.
    public func with(_ change: (inout MessageBuilder) -> Void) -> MessageBuilder {
        var copy = self
        change(&copy)
        return copy
    }
}
