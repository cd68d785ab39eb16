import ArgumentParser
import Foundation
import SottoCore
import SottoVault

struct ListCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List messages or threads, newest first.")

    @OptionGroup var options: VaultOptions

    @Flag(name: .long, help: "List threads instead of messages.")
    var thread = false

    @Option(help: ArgumentHelp("Only messages from this address.", valueName: "address"))
    var from: String?

    @Option(help: ArgumentHelp("Only messages in this thread.", valueName: "thread-id"))
    var inThread: Int64?

    @Option(help: ArgumentHelp("Only messages in this category (after `sotto triage`).", valueName: "category"))
    var category: String?

    @Flag(help: "Only messages flagged as spam or phishing.")
    var spam = false

    @Option(help: ArgumentHelp("Only messages from this platform: mail, whatsapp or imessage.", valueName: "platform"))
    var platform: Platform?

    @Option(help: ArgumentHelp("With --thread: only threads with at least this many messages.", valueName: "n"))
    var minMessages = 1

    @Option(help: "How many to show.")
    var limit = 30

    @Option(help: "How many to skip.")
    var offset = 0

    func run() async throws {
        try await runReportingErrors {
            let vault = try options.open()
            if thread {
                let threads = try vault.threads(limit: limit, offset: offset, minimumMessages: minMessages)
                if options.json { return try Output.json(threads) }
                for thread in threads {
                    let people = thread.participants.map { $0.name ?? $0.address }.joined(separator: ", ")
                    print("\(Output.column("#\(thread.id)", 7)) \(Output.date(thread.lastDate))  \(Output.column("\(thread.messageCount) msg", 6))  \(Output.column(thread.subject, 44))  \(Output.column(people, 30))")
                }
                return
            }
            let messages = try vault.messages(MessageFilter(
                threadID: inThread, fromAddress: from, category: category?.lowercased(), onlySpam: spam, platform: platform,
                limit: limit, offset: offset))
            if options.json { return try Output.json(messages) }
            for message in messages { print(ListCommand.line(for: message)) }
        }
    }

    static func line(for message: MessageSummary) -> String {
        let sender = message.from.first.map { $0.name ?? $0.address } ?? (message.platform == .mail ? "(no sender)" : "(notice)")
        let clip = message.attachmentCount > 0 ? "📎" : "  "
        // A chat line has no subject: its conversation and the start of its text stand in.
        let title = message.platform == .mail
            ? message.subject
            : "[\(message.platform.displayName) · \(message.conversationTitle ?? "")] \(message.preview ?? "")"
        return "\(Output.column(String(message.id), 6)) \(Output.date(message.date))  \(Output.column(sender, 22)) \(clip) \(Output.column(title, 56))"
    }
}

extension Platform: ExpressibleByArgument {
}
