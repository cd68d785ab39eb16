import ArgumentParser
import Foundation
import Logging
import SottoCore
import SottoIntelligence

/// `sotto reply ID`: three suggested replies, streamed as each is ready; never stored.
struct ReplyCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reply", abstract: "Suggest three short replies to a message (yes / no or alternative / a question).")

    @Argument(help: "The message id.")
    var id: Int64

    @OptionGroup var options: VaultOptions
    @OptionGroup var engine: EngineOptions

    func run() async throws {
        try await runReportingErrors {
            LoggingSetup.bootstrap()
            let message = try options.open().message(id: id)
            let ai = try await engine.resolver(embeddings: false).resolve().engine
            let generator = SmartReplyGenerator(engine: ai, logger: Logger(label: "sotto.replies"))
            let started = ContinuousClock.now
            var replies: [SmartReply] = []
            do {
                for try await reply in generator.suggestions(for: message.content) {
                    replies.append(reply)
                    if !options.json { print("\(Output.column(reply.kind.rawValue, 12)) \(reply.text)") }
                }
            } catch let error as AIEngineError where error.code == .unavailable {
                throw CLIError(.noInput, "smart replies are unavailable: \(error.message)")
            }
            let seconds = (ContinuousClock.now - started).seconds
            await ai.unload()
            if options.json { return try Output.json(ReplyOutput(replies: replies, seconds: seconds.rounded(places: 2), engine: ai.name)) }
            if replies.isEmpty { print("(no suggestion passed validation within the time limit)") }
            Terminal.writeError(String(format: "%d suggestions in %.1f s from %@\n", replies.count, seconds, ai.name))
        }
    }
}

struct ReplyOutput: Encodable {
    var replies: [SmartReply]
    var seconds: Double
    var engine: String
}
