import ArgumentParser
import Foundation
import SottoCore
import SottoIntelligence
import SottoVault

struct RelatedCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "related", abstract: "The messages that belong to a calendar event, across mail and chats.",
        discussion: """
            Candidates are messages around the event (mail 30 days before to 7 after, WhatsApp 7 before \
            to 2 after, iMessage 14 before to 7 after; --window), ranked by 0.6 × meaning + 0.2 × closeness \
            in time (a date the message mentions counts) + 0.2 × people shared with the event (--weights). \
            For a recurring event the next occurrence is used, or the one given by --occurrence.
            """)

    @OptionGroup var options: VaultOptions
    @OptionGroup var storage: ModelStorageOptions

    @Argument(help: "The event id (from `sotto events`).")
    var eventID: Int64

    @Flag(help: "Show the three parts of each score.")
    var explain = false

    @Option(help: ArgumentHelp("For a recurring event: the occurrence on this day (YYYY-MM-DD).", valueName: "date"))
    var occurrence: DateArgument?

    @Option(help: ArgumentHelp("Take this as the current time (picks a recurring event's next occurrence).", valueName: "date"))
    var now: DateArgument?

    @Option(help: "hybrid, semantic-only or time-only.")
    var ranking: RelatedMessages.Ranking = .hybrid

    @Option(help: "How many messages to show.")
    var limit = 10

    @Option(help: ArgumentHelp("Weights of meaning, time and people (default 0.6,0.2,0.2).", valueName: "s,t,p"))
    var weights: String?

    @Option(parsing: .singleValue, help: ArgumentHelp(
        "A platform's window in days around the event, like whatsapp:-7:2 (repeatable).", valueName: "platform:before:after"))
    var window: [String] = []

    func validate() throws {
        guard limit > 0 else { throw ValidationError("--limit must be positive") }
        _ = try matcherConfiguration()
    }

    /// The matcher's configuration from the options; nil values keep the defaults.
    func matcherConfiguration() throws -> RelatedMessages.Configuration {
        var configuration = RelatedMessages.Configuration(limit: limit)
        if let weights {
            let parts = weights.split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
            guard parts.count == 3, parts.allSatisfy({ $0 >= 0 }) else {
                throw ValidationError("--weights wants three numbers, like 0.6,0.2,0.2")
            }
            (configuration.semanticWeight, configuration.temporalWeight, configuration.participantWeight) = (parts[0], parts[1], parts[2])
        }
        for spec in window {
            let parts = spec.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
            guard parts.count == 3, let platform = Platform(rawValue: parts[0]), let before = Double(parts[1]),
                  let after = Double(parts[2]), before <= after
            else { throw ValidationError("--window wants platform:before:after in days, like whatsapp:-7:2") }
            configuration.windows[platform] = before...after
        }
        return configuration
    }

    func run() async throws {
        try await runReportingErrors {
            let vault = try options.open()
            let encoder = try? await storage.loadMiniLM()
            if encoder == nil { Terminal.writeError("sotto: the sentence encoder is not installed; ranking by time and people only\n") }
            let matcher = RelatedMessages(vault: vault, embedder: encoder, configuration: try matcherConfiguration())
            let (event, matches) = try await matcher.related(
                toEvent: eventID, occurrenceDate: occurrence?.date, now: now?.date ?? Date(), ranking: ranking)
            let summaries = try matches.map { try vault.message(id: $0.messageID) }
            if options.json {
                struct Result: Encodable {
                    var event: EventOccurrenceSummary
                    var messages: [Entry]
                    struct Entry: Encodable {
                        var match: RelatedMessages.Match
                        var explanation: String
                        var title: String
                        var sender: String
                    }
                }
                return try Output.json(Result(event: event, messages: zip(matches, summaries).map { match, message in
                    .init(match: match, explanation: match.explanation, title: Self.title(of: message.content), sender: message.content.senderLabel)
                }))
            }
            print(EventsListCommand.line(for: event))
            if matches.isEmpty { print("No messages around this event.") }
            for (match, message) in zip(matches, summaries) {
                print(String(format: "  %.2f  ", match.score)
                    + "\(Output.column(String(match.messageID), 5)) \(Output.column(match.platform.displayName, 8)) \(Output.date(match.date))  "
                    + "\(Output.column(message.content.senderLabel, 16)) \(Output.truncated(Self.title(of: message.content), 48))")
                if explain { print("        " + match.explanation) }
            }
        }
    }

    static func title(of message: ParsedMessage) -> String {
        guard let chat = message.chat else { return message.subject }
        let text = message.text.split(whereSeparator: \.isNewline).joined(separator: " ")
        return "[\(chat.conversationTitle)] \(text)"
    }
}

extension RelatedMessages.Ranking: ExpressibleByArgument {}
