import ArgumentParser
import Foundation
import SottoIntelligence
import SottoVault

struct SearchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "search", abstract: "Search the vault in plain language, by meaning and by keywords.",
        discussion: """
            Words match by meaning (local embeddings) and exactly (BM25 over the keyword index); the two \
            are fused. Operators filter first: from:NAME-OR-ADDRESS  to:…  in:CATEGORY  is:spam  -is:spam  \
            has:attachment  before:YYYY-MM-DD  after:YYYY-MM. Time phrases ("last week", "in March", \
            "yesterday") prefer messages from then. Without the sentence encoder, search is keyword-only.
            """)

    @OptionGroup var options: VaultOptions
    @OptionGroup var storage: ModelStorageOptions

    @Argument(help: "The query.")
    var query: String

    @Option(help: "How many results to show.")
    var limit = 10

    @Option(help: "hybrid, keyword or semantic.")
    var mode: SearchMode = .hybrid

    @Flag(help: "Show how the query was understood and why each result matched.")
    var explain = false

    func validate() throws {
        guard limit > 0 else { throw ValidationError("--limit must be positive") }
    }

    func run() async throws {
        try await runReportingErrors {
            LoggingSetup.bootstrap()
            let vault = try options.open()
            let encoder = mode == .keyword ? nil : try? await storage.loadMiniLM()
            let search = MailSearch(vault: vault, embedder: encoder)
            let results = try await search.search(query, limit: limit, mode: mode)
            if options.json { return try Output.json(results) }
            for ignored in results.ignored { Terminal.writeError("sotto: ignored '\(ignored)' (not understood)\n") }
            for note in results.notes { Terminal.writeError("sotto: \(note)\n") }
            if explain {
                print("Mode: \(results.mode.rawValue)" + (results.understood.isEmpty ? "" : "; understood " + results.understood.joined(separator: ", ")))
            }
            if results.hits.isEmpty { print("No messages match.") }
            let bold = Terminal.stdoutIsTerminal ? ("\u{1B}[1m", "\u{1B}[0m") : ("[", "]")
            for hit in results.hits {
                print(ListCommand.line(for: hit.message))
                Output.printStyled("       " + Self.highlighted(hit.snippet, open: bold.0, close: bold.1))
                if explain { print(String(format: "       score %.3f: ", hit.score) + hit.reasons.joined(separator: "; ")) }
            }
        }
    }
}

extension SearchCommand {
    /// The snippet with its matches between `open` and `close` (the CLI's own styling), every
    /// piece of the message's text sanitized for the terminal.
    static func highlighted(_ snippet: Snippet, open: String, close: String) -> String {
        let characters = Array(snippet.text)
        var result = ""
        var cursor = 0
        for range in snippet.highlights.sorted(by: { $0.lowerBound < $1.lowerBound })
        where range.lowerBound >= cursor && range.upperBound <= characters.count {
            result += TerminalText.sanitized(String(characters[cursor..<range.lowerBound]))
            result += open + TerminalText.sanitized(String(characters[range])) + close
            cursor = range.upperBound
        }
        return result + TerminalText.sanitized(String(characters[cursor...]))
    }
}

extension SearchMode: ExpressibleByArgument {}
