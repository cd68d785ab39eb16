import ArgumentParser
import Foundation
import SottoCore
import SottoVault

struct ShowCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show", abstract: "Show one message: headers, text, attachments and where it came from.")

    @OptionGroup var options: VaultOptions

    @Argument(help: "The message id (from `sotto list` or `sotto search`).")
    var id: Int64

    @Flag(name: .long, help: "Print the original bytes of the message instead.")
    var raw = false

    @Flag(name: .long, help: "Show every header field.")
    var headers = false

    func run() async throws {
        try await runReportingErrors {
            let vault = try options.open()
            if raw {
                // The original bytes, for a file or a pipe; a terminal gets them sanitized.
                let bytes = try vault.rawMessage(id: id)
                if Terminal.stdoutIsTerminal {
                    print(String(decoding: bytes, as: UTF8.self), terminator: "")
                } else {
                    FileHandle.standardOutput.write(Data(bytes))
                }
                return
            }
            let message = try vault.message(id: id)
            if options.json { return try Output.json(message) }
            let content = message.content
            print("Message \(message.id) in thread \(message.threadID)")
            if let chat = content.chat {
                print("Platform: \(content.platform.displayName)")
                print("Chat:     \(chat.conversationTitle)")
                print("From:     \(chat.sender.map(\.description) ?? "(notice from the app)")")
                print("Date:     \(Output.date(content.date))")
                var flags: [String] = []
                if chat.kind != .text { flags.append(chat.kind.rawValue) }
                if chat.isEdited { flags.append("edited") }
                if let reaction = chat.reaction { flags.append("\(reaction.isRemoval ? "removed " : "")\(reaction.type) reaction") }
                if !flags.isEmpty { print("Kind:     \(flags.joined(separator: ", "))") }
            } else {
                print("From:     \(content.from.map(\.formatted).joined(separator: ", "))")
                print("To:       \(content.to.map(\.formatted).joined(separator: ", "))")
                if !content.cc.isEmpty { print("Cc:       \(content.cc.map(\.formatted).joined(separator: ", "))") }
                print("Date:     \(Output.date(content.date))")
                print("Subject:  \(content.subject)")
            }
            print("Source:   \(message.provenance)")
            if headers {
                print("")
                for field in content.headers { print("\(field.name): \(field.value)") }
            }
            for warning in content.parseWarnings { print("Warning:  \(warning)") }
            print("")
            print(content.text)
            if !content.attachments.isEmpty {
                print("\nAttachments:")
                for attachment in content.attachments {
                    let kind = attachment.isInline ? " (inline)" : ""
                    print("  📎 \(attachment.filename ?? "(unnamed)")  \(attachment.mimeType)  \(Output.bytes(Int64(attachment.size)))\(kind)")
                }
            }
        }
    }
}
