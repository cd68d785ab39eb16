import ArgumentParser

struct ModelsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "models", abstract: "List, download, import, verify and delete on-device models.",
        discussion: """
            Models live in one folder (--models-dir, default $SOTTO_CACHE/models or \
            ~/.cache/sotto/models). The set-up (`make setup`) installs SmolLM2 and all-MiniLM there; \
            Qwen3 is downloaded over HTTPS after its source, size and licence are shown. A download \
            is checked against the published SHA-256; without one it needs --allow-unverified.
            """,
        subcommands: [List.self, Info.self, Download.self, Verify.self, Import.self, Delete.self, Licenses.self])
}
