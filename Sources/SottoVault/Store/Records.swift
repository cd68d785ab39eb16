import Foundation
import SottoCore

/// The sealed parts of a stored message, split so that listings decrypt only the small
/// envelope and never the body.
enum MessageRecords {
    /// 1: mail only. 2: the envelope ends with the platform and, for chats, their details.
    static let version = 2
    /// Characters of a chat message's text kept in its envelope for listings.
    static let previewLength = 160

    static func envelope(of message: ParsedMessage) -> [UInt8] {
        var writer = BinaryWriter()
        writer.write(version)
        writer.write(message.subject)
        writer.write(message.from)
        writer.write(message.to)
        writer.write(message.cc)
        writer.write(message.replyTo)
        writer.write(message.messageID)
        writer.write(message.date?.timeIntervalSince1970)
        writer.write(message.platform.rawValue)
        writer.write(message.chat.flatMap { try? String(decoding: JSONEncoder().encode($0), as: UTF8.self) })
        // A chat line has no subject: listings show the start of its text, so it is kept here too.
        writer.write(message.chat == nil ? nil : String(message.text.prefix(previewLength)))
        return writer.bytes
    }

    static func body(of message: ParsedMessage) -> [UInt8] {
        var writer = BinaryWriter(capacity: message.text.utf8.count + 512)
        writer.write(version)
        writer.write(message.text)
        writer.write(message.textIsFromHTML)
        writer.write(message.inReplyTo)
        writer.write(message.references)
        writer.write(message.links.count)
        for link in message.links {
            writer.write(link.text)
            writer.write(link.url)
        }
        writer.write(message.headers.count)
        for header in message.headers {
            writer.write(header.name)
            writer.write(header.value)
            writer.write(header.rawValue)
        }
        writer.write(message.attachments.count)
        for attachment in message.attachments { write(attachment, to: &writer) }
        writer.write(message.parseWarnings)
        return writer.bytes
    }

    struct Envelope {
        var subject: String
        var from: [EmailAddress]
        var to: [EmailAddress]
        var cc: [EmailAddress]
        var replyTo: [EmailAddress]
        var messageID: String?
        var date: Date?
        var platform: Platform = .mail
        var chat: ChatDetails?
        var preview: String?
    }

    static func readEnvelope(_ data: Data) throws -> Envelope {
        var reader = BinaryReader(data)
        let version = try reader.readInt()
        var envelope = Envelope(
            subject: try reader.readString(),
            from: try reader.readAddresses(),
            to: try reader.readAddresses(),
            cc: try reader.readAddresses(),
            replyTo: try reader.readAddresses(),
            messageID: try reader.readOptionalString(),
            date: try reader.readOptionalDouble().map(Date.init(timeIntervalSince1970:))
        )
        if version >= 2 {
            guard let platform = Platform(rawValue: try reader.readString()) else {
                throw VaultError(.corrupted, "a stored message names an unknown platform")
            }
            envelope.platform = platform
            if let json = try reader.readOptionalString() {
                envelope.chat = try JSONDecoder().decode(ChatDetails.self, from: Data(json.utf8))
            }
            envelope.preview = try reader.readOptionalString()
        }
        return envelope
    }

    /// Rebuilds the full parsed message from its envelope and body.
    static func readMessage(envelope envelopeData: Data, body bodyData: Data) throws -> ParsedMessage {
        let envelope = try readEnvelope(envelopeData)
        var reader = BinaryReader(bodyData)
        _ = try reader.readInt()
        let text = try reader.readString()
        let fromHTML = try reader.readBool()
        let inReplyTo = try reader.readStrings()
        let references = try reader.readStrings()
        let links = try (0..<reader.readCount()).map { _ in
            ParsedMessage.Link(text: try reader.readString(), url: try reader.readString())
        }
        let headers = try (0..<reader.readCount()).map { _ in
            HeaderField(name: try reader.readString(), value: try reader.readString(), rawValue: try reader.readString())
        }
        let attachments = try (0..<reader.readCount()).map { _ in try readAttachment(&reader) }
        let warnings = try reader.readStrings()
        return ParsedMessage(
            headers: headers, messageID: envelope.messageID, inReplyTo: inReplyTo, references: references,
            subject: envelope.subject, from: envelope.from, to: envelope.to, cc: envelope.cc,
            replyTo: envelope.replyTo, date: envelope.date, text: text, textIsFromHTML: fromHTML,
            links: links, attachments: attachments, parseWarnings: warnings, platform: envelope.platform,
            chat: envelope.chat
        )
    }

    static func write(_ attachment: AttachmentInfo, to writer: inout BinaryWriter) {
        writer.write(attachment.filename)
        writer.write(attachment.mimeType)
        writer.write(attachment.size)
        writer.write(attachment.contentID)
        writer.write(attachment.isInline)
    }

    static func readAttachment(_ reader: inout BinaryReader) throws -> AttachmentInfo {
        AttachmentInfo(
            filename: try reader.readOptionalString(), mimeType: try reader.readString(),
            size: try reader.readInt(), contentID: try reader.readOptionalString(), isInline: try reader.readBool()
        )
    }

    static func provenance(_ provenance: Provenance) -> [UInt8] {
        var writer = BinaryWriter()
        switch provenance {
        case .file(let path):
            writer.write(0)
            writer.write(path)
        case .mbox(let path, let offset, let length):
            writer.write(1)
            writer.write(path)
            writer.write(Int(offset))
            writer.write(Int(length))
        case .imap(let account, let mailbox, let uidValidity, let uid):
            writer.write(2)
            writer.write(account)
            writer.write(mailbox)
            writer.write(Int(uidValidity))
            writer.write(Int(uid))
        case .chatExport(let path, let line):
            writer.write(3)
            writer.write(path)
            writer.write(line)
        case .messagesDatabase(let path, let rowID):
            writer.write(4)
            writer.write(path)
            writer.write(Int(rowID))
        case .calendar(let path, let line):
            writer.write(5)
            writer.write(path)
            writer.write(line)
        }
        return writer.bytes
    }

    static func readProvenance(_ data: Data) throws -> Provenance {
        var reader = BinaryReader(data)
        switch try reader.readInt() {
        case 0: return .file(path: try reader.readString())
        case 1: return .mbox(path: try reader.readString(), offset: Int64(try reader.readInt()), length: Int64(try reader.readInt()))
        case 2:
            return .imap(
                account: try reader.readString(), mailbox: try reader.readString(),
                uidValidity: UInt32(truncatingIfNeeded: try reader.readInt()), uid: UInt32(truncatingIfNeeded: try reader.readInt())
            )
        case 3: return .chatExport(path: try reader.readString(), line: try reader.readInt())
        case 4: return .messagesDatabase(path: try reader.readString(), rowID: Int64(try reader.readInt()))
        case 5: return .calendar(path: try reader.readString(), line: try reader.readInt())
        default: throw VaultError(.corrupted, "a stored provenance record is damaged")
        }
    }
}
