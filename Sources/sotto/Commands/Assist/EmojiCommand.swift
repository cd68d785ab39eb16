import ArgumentParser
import Foundation
import Logging
import SottoIntelligence

/// `sotto emoji "camping tent"`: one emoji for a title.
struct EmojiCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "emoji", abstract: "Suggest one emoji for a short title (a label, a folder, an item).")

    @Argument(help: "The title.")
    var title: String

    @Flag(help: "Print JSON.")
    var json = false

    @OptionGroup var engine: EngineOptions

    func run() async throws {
        try await runReportingErrors {
            LoggingSetup.bootstrap()
            let ai = try await engine.resolver(embeddings: false).resolve().engine
            let suggestion = await EmojiSuggester(engine: ai, logger: Logger(label: "sotto.emoji")).suggestEmoji(for: title)
            await ai.unload()
            if json { return try Output.json(suggestion) }
            print(suggestion.emoji)
            Terminal.writeError(String(format: "%@ in %.0f ms\n", suggestion.source.rawValue, suggestion.milliseconds))
        }
    }
}
