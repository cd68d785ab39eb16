import ArgumentParser
import SottoCore
import SottoVault

/// `sotto delete ID... --yes`: removes messages from the vault for good.
struct DeleteCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "delete", abstract: "Delete messages from the vault for good.",
        discussion: """
            Lists the messages, then deletes them with everything stored about them. There is no \
            undo, so --yes is required; without it nothing changes and the exit code is 64. \
            Importing the same mail again stores it again.
            """)

    @Argument(help: "The message ids (from `sotto list` or `sotto search`).")
    var ids: [Int64]

    @Flag(help: "Really delete.")
    var yes = false

    @OptionGroup var options: VaultOptions

    func run() async throws {
        try await runReportingErrors {
            let vault = try options.open()
            var seen = Set<Int64>()
            var found: [MessageSummary] = []
            var missing: [Int64] = []
            for id in ids where seen.insert(id).inserted {
                do {
                    found.append(Self.summary(of: try vault.message(id: id)))
                } catch let error as VaultError where error.code == .noSuchRecord {
                    missing.append(id)
                }
            }
            for id in missing { Terminal.writeError("sotto: no message with id \(id)\n") }
            guard !found.isEmpty else { throw CLIError(.noInput, "nothing to delete") }
            if !options.json {
                print(yes ? "Deleting:" : "Would delete:")
                for message in found { print(ListCommand.line(for: message)) }
            }
            guard yes else {
                throw CLIError(.usage, "nothing was deleted; add --yes to delete \(found.count) message(s) for good")
            }
            let deleted = try vault.deleteMessages(ids: found.map(\.id))
            if options.json { return try Output.json(["deleted": found.map(\.id), "missing": missing]) }
            print("Deleted \(deleted) message(s).")
        }
    }

    private static func summary(of message: Message) -> MessageSummary {
        let content = message.content
        return MessageSummary(
            id: message.id, threadID: message.threadID, date: content.date, subject: content.subject, from: content.from,
            to: content.to, attachmentCount: content.attachments.filter { !$0.isInline }.count, provenance: message.provenance)
    }
}
