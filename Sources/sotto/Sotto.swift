import ArgumentParser
import SottoVault

@main
struct Sotto: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sotto",
        abstract: "Private, on-device intelligence for your mail and messages.",
        discussion: """
            Sotto imports mail, WhatsApp and iMessage chats and calendars into an encrypted vault on this machine and searches it. Nothing \
            leaves the machine. The vault passphrase is read from $SOTTO_PASSPHRASE or asked for.

            Long work shows a progress bar on a terminal; SOTTO_PROGRESS=lines prints a plain \
            line per percent instead, SOTTO_PROGRESS=none nothing. SOTTO_LOG_LEVEL=info (or \
            debug) logs more; logs never contain mail content.

            Exit codes: 0 success, 1 failure, 64 usage error, 65 bad data, 66 missing vault or \
            record, 75 the vault is busy in another Sotto process, 77 wrong passphrase.
            """,
        version: "0.1.0",
        subcommands: [
            InitCommand.self, ImportCommand.self, ListCommand.self, ShowCommand.self, DeleteCommand.self,
            SearchCommand.self, IndexCommand.self, StatsCommand.self, PassphraseCommand.self, ConfigCommand.self, QuarantineCommand.self, CheckCommand.self,
            TriageCommand.self, SummarizeCommand.self, ReplyCommand.self, EmojiCommand.self, RecategorizeCommand.self,
            NotSpamCommand.self, EventsCommand.self, RelatedCommand.self, ContactsCommand.self,
            ModelsCommand.self, EnginesCommand.self, GenerateCommand.self, EmbedCommand.self, TrainCommand.self, EvalCommand.self, BenchCommand.self,
        ]
    )

    /// Core dumps go off before any command can unwrap a vault key, then the command runs.
    static func main() async {
        CoreDumps.disable()
        await main(nil)
    }
}
