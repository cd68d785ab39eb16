import ArgumentParser
import SottoIntelligence

/// `sotto recategorize ID CATEGORY`: the person's correction, remembered for the sender.
struct RecategorizeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "recategorize",
        abstract: "Move a message to another category; later mail from the same sender follows.")

    @Argument(help: "The message id.")
    var id: Int64

    @Argument(help: "primary, social, promotions, updates or forums.")
    var category: String

    @OptionGroup var options: VaultOptions

    func run() async throws {
        try await runReportingErrors {
            guard let chosen = MailCategory(rawValue: category.lowercased()) else {
                throw CLIError(.usage, "unknown category \(category); use one of \(MailCategory.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            try options.open().setUserCategory(messageID: id, category: chosen.rawValue)
            print("Message \(id) is now in \(chosen.rawValue); later mail from the same sender will follow.")
        }
    }
}

/// `sotto not-spam ID`: clears the spam flag and trusts the sender from now on.
struct NotSpamCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "not-spam", abstract: "Clear a message's spam flag and trust its sender from now on.")

    @Argument(help: "The message id.")
    var id: Int64

    @OptionGroup var options: VaultOptions

    func run() async throws {
        try await runReportingErrors {
            try options.open().markNotSpam(messageID: id)
            print("Message \(id) is not spam; its sender will not be flagged again.")
        }
    }
}
