import ArgumentParser
import SottoVault

struct SearchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "search", abstract: "Search the vault by keywords.",
        discussion: """
            Words and "quoted phrases" match subjects, people and text, ranked by BM25. Filters: \
            from:ADDRESS-OR-NAME  to:…  subject:…  before:YYYY-MM-DD  after:YYYY-MM  has:attachment. \
            A leading - excludes a word.
            """)

    @OptionGroup var options: VaultOptions

    @Argument(help: "The query.")
    var query: String

    @Option(help: "How many results to show.")
    var limit = 10

    func run() async throws {
        try await runReportingErrors {
            let result = try options.open().search(query, limit: limit)
            if options.json { return try Output.json(result) }
            for ignored in result.ignored { Terminal.writeError("sotto: ignored '\(ignored)' (not understood)\n") }
            if result.hits.isEmpty { print("No messages match.") }
            let bold = Terminal.stdoutIsTerminal ? ("\u{1B}[1m", "\u{1B}[0m") : ("[", "]")
            for hit in result.hits {
                print(ListCommand.line(for: hit.message))
                print("       \(hit.snippet.marked(open: bold.0, close: bold.1))")
            }
        }
    }
}
