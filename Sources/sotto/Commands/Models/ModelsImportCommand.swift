import ArgumentParser
import Foundation

extension ModelsCommand {
    struct Import: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Import a local GGUF model file.",
            discussion: """
                The file's GGUF header is checked and its SHA-256 computed; it is hard-linked into the \
                models folder (copied across file systems). With --id it is installed as that catalog \
                model and must match its published SHA-256; without, it gets an id from its file name \
                (local-…) and is listed as unverified. A file that is not GGUF exits 65.
                """)

        @OptionGroup var options: ModelOptions

        @Argument(help: ArgumentHelp("The GGUF file to import.", valueName: "path"))
        var path: String

        @Option(help: "Install the file as this catalog model.")
        var id: String?

        func run() async throws {
            try await runReportingErrors {
                let manager = options.storage.manager()
                let listing = try await manager.importFile(at: URL(fileURLWithPath: path), as: id)
                if options.json {
                    let notice = try await manager.licence(for: listing.entry.id)
                    return try Output.json(ModelSummary(listing: listing, notice: notice, storage: manager.configuration.storageDirectory))
                }
                print("Imported \(listing.entry.name) as \(listing.entry.id): \(listing.status)")
            }
        }
    }
}
