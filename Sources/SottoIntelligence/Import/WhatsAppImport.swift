import Foundation
import SottoCore
import SottoIngest
import SottoVault

/// Imports one WhatsApp export (`.txt` or `.zip`) into a vault, streamed in two passes: the
/// first reads the whole chat to decide its date format (day/month order from every line, not
/// the first few) and checks a zip's integrity; the second parses and stores in batches. A file
/// that fails the first pass changes nothing in the vault. Memory stays bounded by the batch.
struct WhatsAppImport {
    let vault: Vault
    let file: ChatExportFile
    let timeZone: TimeZone
    let defaultRegion: String
    let batchSize: Int

    struct Outcome {
        var stored = 0
        var duplicates = 0
        var decision: WhatsAppFormatDecision
        var skippedLines = 0
    }

    func run(progress: (Int64) -> Void) throws -> Outcome {
        var detector = WhatsAppFormatDetector()
        try file.readText { detector.consume($0) }
        guard let decision = detector.decision() else {
            throw ChatExportError(path: file.path, reason: "is not a WhatsApp chat export (no line starts with a date, a time and a name)")
        }
        let title = file.chatTitle
        let participants = decision.knownAuthors.sorted().map { ChatIdentities.whatsappAuthor($0, defaultRegion: defaultRegion) }
        var parser = WhatsAppParser(decision: decision, timeZone: timeZone)
        var outcome = Outcome(decision: decision)
        var batch: [IncomingMessage] = []
        var bytesRead: Int64 = 0

        func flush() throws {
            guard !batch.isEmpty else { return }
            for result in try vault.store(vault.seal(batch)) {
                switch result {
                case .stored: outcome.stored += 1
                default: outcome.duplicates += 1
                }
            }
            batch.removeAll(keepingCapacity: true)
        }
        func take(_ messages: [WhatsAppMessage]) throws {
            for message in messages {
                batch.append(incoming(message, title: title, participants: participants))
                if batch.count >= batchSize { try flush() }
            }
        }
        try file.readText { chunk in
            bytesRead += Int64(chunk.count)
            try take(parser.feed(chunk))
            progress(bytesRead)
        }
        try take(parser.finish())
        try flush()
        outcome.skippedLines = parser.skippedLines
        return outcome
    }

    private func incoming(_ message: WhatsAppMessage, title: String, participants: [Identity]) -> IncomingMessage {
        let sender = message.author.map { ChatIdentities.whatsappAuthor($0, defaultRegion: defaultRegion) }
        let kind: ChatDetails.Kind = switch message.kind {
        case .text: .text
        case .system: .system
        case .media: .media
        case .deleted: .deleted
        }
        let details = ChatDetails(
            conversationID: title, conversationTitle: title, sender: sender, participants: participants,
            kind: kind, isEdited: message.isEdited, occurrence: message.occurrence)
        let parsed = ParsedMessage(
            subject: "", from: sender.map { [$0.displayAddress] } ?? [], date: message.date, text: message.text,
            attachments: message.attachmentNames.map { name in
                AttachmentInfo(filename: name, mimeType: MediaTypes.guess(fileName: name), size: Int(file.mediaFiles[name] ?? 0))
            },
            parseWarnings: message.isTruncated ? ["the message was longer than the 1 MB a chat line may hold and was cut"] : [],
            platform: .whatsapp, chat: details)
        return IncomingMessage(
            raw: RawMessage(bytes: Array(message.rawText.utf8), provenance: .chatExport(path: file.textPath, line: message.line)),
            content: .parsed(parsed))
    }
}

/// Media types from file extensions, for attachment metadata of chats (which carry no types).
enum MediaTypes {
    static func guess(fileName: String) -> String {
        switch URL(fileURLWithPath: fileName).pathExtension.lowercased() {
        case "jpg", "jpeg": "image/jpeg"
        case "png": "image/png"
        case "gif": "image/gif"
        case "webp": "image/webp"
        case "heic": "image/heic"
        case "mp4", "m4v": "video/mp4"
        case "mov": "video/quicktime"
        case "opus", "ogg": "audio/ogg"
        case "m4a": "audio/mp4"
        case "mp3": "audio/mpeg"
        case "pdf": "application/pdf"
        case "vcf": "text/vcard"
        case "txt": "text/plain"
        case "docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document"
        default: "application/octet-stream"
        }
    }
}
