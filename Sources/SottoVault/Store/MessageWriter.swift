import Foundation
import GRDB
import SottoCore

extension Vault {
    /// Stores a batch of messages in one transaction: de-duplicated, threaded, indexed.
    /// Either the whole batch is committed or none of it, so an interrupted import leaves
    /// the vault as it was after the previous batch.
    public func store(_ batch: [IncomingMessage]) throws -> [StoreOutcome] {
        try store(seal(batch))
    }

    /// Encrypts, hashes and tokenizes a batch without touching the database. This is the
    /// CPU-heavy half of `store`; importers run it on several cores and hand the result to
    /// `store(_:)` on one writer.
    public func seal(_ batch: [IncomingMessage]) throws -> SealedBatch {
        SealedBatch(messages: try batch.map { try prepare($0) })
    }

    /// Writes a sealed batch in one transaction (see `store(_:)` for incoming messages).
    public func store(_ batch: SealedBatch) throws -> [StoreOutcome] {
        try database.write { db in
            let writer = MessageWriter(db: db, lookup: lookup, cipher: cipher)
            return try batch.messages.map { try writer.store($0) }
        }
    }

    func prepare(_ incoming: IncomingMessage) throws -> PreparedMessage {
        let provenance = try cipher.seal(MessageRecords.provenance(incoming.raw.provenance), context: .provenance)
        let raw = try cipher.seal(incoming.raw.bytes, context: .raw)
        switch incoming.content {
        case .unparseable(let error):
            return .quarantine(
                dedupeKey: lookup.fingerprint(incoming.raw.bytes), code: error.code.rawValue, reason: error.reason,
                size: incoming.raw.bytes.count, provenance: provenance, raw: raw
            )
        case .parsed(let message):
            let participants = ParticipantRole.allCases.flatMap { role in
                role.identities(in: message).map { identity in
                    PreparedMessage.Participant(role: role, key: lookup.fingerprint(identity.key), identity: identity)
                }
            }
            let (normalizedSubject, hasReplyPrefix) = SubjectNormalizer.analyze(message.subject)
            return .message(PreparedMessage.Message(
                dedupeKey: dedupeKey(message, raw: incoming.raw.bytes),
                platform: message.platform,
                conversationKey: message.chat.map { lookup.fingerprint("conversation:\(message.platform.rawValue)\u{0}\($0.conversationID)") },
                messageIDKey: message.messageID.map { lookup.fingerprint("mid:" + $0) },
                referenceKeys: Array(Set(message.inReplyTo + message.references)).map { lookup.fingerprint("mid:" + $0) },
                subjectKey: subjectKey(normalized: normalizedSubject),
                isReply: hasReplyPrefix || !message.inReplyTo.isEmpty || !message.references.isEmpty,
                writtenHere: Self.wasWrittenHere(message),
                date: message.date,
                size: incoming.raw.bytes.count,
                warningCount: message.parseWarnings.count,
                envelope: try cipher.seal(MessageRecords.envelope(of: message), context: .envelope),
                threadEnvelope: try cipher.seal(Array((message.chat?.conversationTitle ?? message.subject).utf8), context: .thread),
                body: try cipher.seal(MessageRecords.body(of: message), context: .body),
                provenance: provenance,
                raw: raw,
                fileAttachmentCount: message.attachments.filter { !$0.isInline }.count,
                attachments: try message.attachments.map { attachment in
                    var writer = BinaryWriter()
                    MessageRecords.write(attachment, to: &writer)
                    return (attachment.mimeType, attachment.size, try cipher.seal(writer.bytes, context: .attachment))
                },
                participants: try participants.map { participant in
                    (participant.role, participant.key, participant.identity.kind, !(participant.identity.displayName ?? "").isEmpty,
                     try cipher.seal(ContactRecords.envelope(of: participant.identity), context: .contact))
                },
                index: indexDocument(for: message)
            ))
        }
    }

    /// Whether `message` is mail its owner wrote: a Sent folder's copy (no Received header) or
    /// mail whose newest Received header, added by the owner's own server, records an
    /// authenticated submission (RFC 3848/6531 `with ESMTPSA` and kin). A sender cannot forge
    /// that header (servers add theirs on top), so inbound mail from anyone, spam included,
    /// is never taken for the owner's.
    static func wasWrittenHere(_ message: ParsedMessage) -> Bool {
        guard message.platform == .mail else { return false }
        guard let newest = message.headers(named: "Received").first else { return true }
        let words = newest.lowercased().split { $0.isWhitespace || $0 == ";" || $0 == "(" || $0 == ")" }
        return zip(words, words.dropFirst()).contains { $0 == "with" && authenticatedSubmissions.contains(String($1)) }
    }

    /// The Received `with` protocols of an authenticated client (RFC 3848, RFC 6531).
    private static let authenticatedSubmissions: Set<String> = [
        "esmtpa", "esmtpsa", "lmtpa", "lmtpsa", "utf8smtpa", "utf8smtpsa", "utf8lmtpa", "utf8lmtpsa",
    ]

    /// The same message imported twice (or from mbox and Maildir) has the same Message-ID,
    /// date and subject; a message without a Message-ID is identified by its bytes. A chat line
    /// without a platform id is identified by its conversation, its lines, and how many identical
    /// lines came before it in the export (two "ok"s in the same minute are two messages).
    private func dedupeKey(_ message: ParsedMessage, raw: [UInt8]) -> Data {
        if let chat = message.chat, message.messageID == nil {
            var key = Array("chat:\(message.platform.rawValue)\u{0}\(chat.conversationID)\u{0}\(chat.occurrence)\u{0}".utf8)
            key += raw.filter { $0 != 13 }
            return lookup.fingerprint(key)
        }
        if let id = message.messageID, !id.isEmpty {
            let date = message.date.map { String(Int64($0.timeIntervalSince1970)) } ?? "-"
            return lookup.fingerprint("dedupe:\(id)\u{0}\(date)\u{0}\(message.subject)")
        }
        return lookup.fingerprint(raw.filter { $0 != 13 })
    }

    /// The fingerprint threads are matched on by subject; nil for an empty subject.
    func subjectKey(normalized subject: String) -> Data? {
        subject.isEmpty ? nil : lookup.fingerprint("subject:" + subject)
    }

    /// The blind-index document of a message. Deleting a message from the contentless index
    /// needs these exact values again, so storing and deleting both compute them here.
    func indexDocument(for message: ParsedMessage) -> IndexDocument {
        IndexDocument(
            subject: tokens.document(for: message.chat?.conversationTitle ?? message.subject),
            sender: tokens.document(for: Self.addressText(message.from + message.replyTo)),
            recipients: tokens.document(for: Self.addressText(message.to + message.cc)),
            body: tokens.document(for: Self.indexedBody(message))
        )
    }

    static func addressText(_ addresses: [EmailAddress]) -> String {
        addresses.map { "\($0.name ?? "") \($0.address)" }.joined(separator: " ")
    }

    /// The body text that goes into the index: the first 256 KB, with attachment names.
    static func indexedBody(_ message: ParsedMessage) -> String {
        let limit = 256 * 1024
        var text = message.text.utf8.count > limit ? String(decoding: message.text.utf8.prefix(limit), as: UTF8.self) : message.text
        for name in message.attachments.compactMap(\.filename) { text += " " + name }
        return text
    }
}

/// Messages encrypted and indexed, ready to be written by `Vault.store(_:)`.
public struct SealedBatch: Sendable {
    let messages: [PreparedMessage]
    /// How many messages the batch holds.
    public var count: Int { messages.count }

    init(messages: [PreparedMessage]) { self.messages = messages }

    /// One batch made of several, in order.
    public init(joining parts: [SealedBatch]) { messages = parts.flatMap(\.messages) }
}

/// Roles a contact plays on a message.
enum ParticipantRole: Int, CaseIterable, Sendable {
    case from = 0, to, cc, replyTo

    /// The identities in this role: mail addresses, or a chat's sender (`from`) and the other
    /// members of its conversation (`to`).
    func identities(in message: ParsedMessage) -> [Identity] {
        if let chat = message.chat {
            switch self {
            case .from: return chat.sender.map { [$0] } ?? []
            case .to: return chat.participants.filter { $0.key != chat.sender?.key }
            case .cc, .replyTo: return []
            }
        }
        let addresses: [EmailAddress] = switch self {
        case .from: message.from
        case .to: message.to
        case .cc: message.cc
        case .replyTo: message.replyTo
        }
        return addresses.map { Identity.email($0.address, displayName: $0.name) }
    }
}

/// The blind-index document of one message, one field per FTS5 column.
struct IndexDocument: Sendable {
    var subject: String
    var sender: String
    var recipients: String
    var body: String
}

/// A message sealed and hashed, ready for the write transaction.
enum PreparedMessage: Sendable {
    struct Participant {
        var role: ParticipantRole
        var key: Data
        var identity: Identity
    }

    struct Message: Sendable {
        var dedupeKey: Data
        var platform: Platform
        /// For a chat, the fingerprint of its conversation: every message of it joins one thread.
        var conversationKey: Data?
        var messageIDKey: Data?
        var referenceKeys: [Data]
        var subjectKey: Data?
        var isReply: Bool
        /// Mail without a Received header: it never passed an inbound server (sent mail).
        var writtenHere: Bool
        var date: Date?
        var size: Int
        var warningCount: Int
        var envelope: Data
        var threadEnvelope: Data
        var body: Data
        var provenance: Data
        var raw: Data
        /// Attachments a person would call attachments: inline images in HTML do not count.
        var fileAttachmentCount: Int
        var attachments: [(mimeType: String, size: Int, envelope: Data)]
        var participants: [(role: ParticipantRole, key: Data, kind: Identity.Kind, named: Bool, envelope: Data)]
        var index: IndexDocument
    }

    case message(Message)
    case quarantine(dedupeKey: Data, code: String, reason: String, size: Int, provenance: Data, raw: Data)
}
