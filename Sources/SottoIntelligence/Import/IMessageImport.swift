import Foundation
import SottoCore
import SottoIngest
import SottoVault

/// Imports a copy of a macOS Messages database (`chat.db`), read-only, row by row in batches.
/// The database is opened and its schema checked before anything is stored, so a file that is
/// not a Messages database (or one of an unknown layout) changes nothing in the vault.
struct IMessageImport {
    let vault: Vault
    let path: String
    let defaultRegion: String
    let batchSize: Int

    struct Outcome {
        var stored = 0
        var duplicates = 0
        /// Rows whose text was only in `attributedBody` and could not be decoded (kept without text).
        var undecodedBodies = 0
    }

    func run(progress: (Int, Int) -> Void) throws -> Outcome {
        let database = try MessagesDatabase.open(path: path)
        let total = try database.messageCount()
        var outcome = Outcome()
        var batch: [IncomingMessage] = []
        var seen = 0
        func flush() throws {
            guard !batch.isEmpty else { return }
            for result in try vault.store(vault.seal(batch)) {
                if case .stored = result { outcome.stored += 1 } else { outcome.duplicates += 1 }
            }
            batch.removeAll(keepingCapacity: true)
            progress(seen, total)
        }
        try database.forEachMessage { record in
            seen += 1
            if record.resolvedText == nil, record.attributedBodyError != nil { outcome.undecodedBodies += 1 }
            batch.append(incoming(record))
            if batch.count >= batchSize { try flush() }
        }
        try flush()
        return outcome
    }

    private func incoming(_ record: IMessageRecord) -> IncomingMessage {
        let owner = record.destinationCallerID.flatMap { $0.isEmpty ? nil : ChatIdentities.imessageHandle($0, defaultRegion: defaultRegion) }
            ?? Identity.name("Me", on: .imessage)
        let sender = record.isFromMe ? owner : record.handleID.map { ChatIdentities.imessageHandle($0, defaultRegion: defaultRegion) }
        let participants = record.chatParticipants.map { ChatIdentities.imessageHandle($0, defaultRegion: defaultRegion) } + [owner]
        let conversationID = record.chatGUID ?? record.handleID.map { "iMessage;-;" + $0 } ?? "unknown"
        let others = participants.filter { $0.key != owner.key }
        let title = record.chatDisplayName.flatMap { $0.isEmpty ? nil : $0 }
            ?? (others.isEmpty ? conversationID : others.map(\.label).joined(separator: ", "))
        var kind: ChatDetails.Kind = .text
        var reaction: ChatDetails.Reaction?
        var text = record.resolvedText ?? ""
        if let tapback = record.tapback, let target = record.associatedTargetGUID {
            kind = .reaction
            reaction = .init(type: tapback.kind.rawValue, targetID: target, isRemoval: tapback.isRemoval)
        } else if record.isUnsent {
            kind = .deleted
            text = ""
        } else if text.isEmpty, !record.attachments.isEmpty {
            kind = .media
        }
        let details = ChatDetails(
            conversationID: conversationID, conversationTitle: title, sender: sender, participants: participants,
            isFromOwner: record.isFromMe, kind: kind, isEdited: record.isEdited, reaction: reaction)
        let parsed = ParsedMessage(
            messageID: record.guid, subject: "", from: sender.map { [$0.displayAddress] } ?? [],
            to: others.map(\.displayAddress), date: record.date, text: text,
            attachments: record.attachments.map { attachment in
                AttachmentInfo(
                    filename: attachment.transferName ?? attachment.filename.map { URL(fileURLWithPath: $0).lastPathComponent },
                    mimeType: attachment.mimeType ?? MediaTypes.guess(fileName: attachment.transferName ?? ""),
                    size: Int(attachment.totalBytes))
            },
            platform: .imessage, chat: details)
        // The row itself is the original: kept as its fields, so `sotto show --raw` says what was read.
        let raw = "guid: \(record.guid)\nchat: \(conversationID)\nfrom_me: \(record.isFromMe)\n\n\(text)"
        return IncomingMessage(
            raw: RawMessage(bytes: Array(raw.utf8), provenance: .messagesDatabase(path: path, rowID: record.rowID)),
            content: .parsed(parsed))
    }
}
