import ArgumentParser
import SottoInference

extension ModelsCommand {
    struct Delete: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Delete a model's files, including a partial download.",
            discussion: "A set-up model (SmolLM2, all-MiniLM) comes back with `make setup`. A model that is not installed exits 66.")

        @OptionGroup var options: ModelOptions

        @Argument(help: "The model id (see `sotto models list`).")
        var id: String

        func run() async throws {
            try await runReportingErrors {
                let manager = options.storage.manager()
                guard try await manager.status(of: id) != .notInstalled else {
                    throw CLIError(.noInput, "\(id) is not installed; nothing was deleted")
                }
                try await manager.delete(id)
                if options.json { return try Output.json(["deleted": id]) }
                print("Deleted \(id).")
            }
        }
    }
}
