import ArgumentParser
import Foundation
import Logging
import SottoInference

/// Where the model commands, `embed` and `bench embed` find models.
struct ModelStorageOptions: ParsableArguments {
    @Option(name: .customLong("models-dir"), help: ArgumentHelp(
        "The model storage folder.", discussion: "Defaults to $SOTTO_CACHE/models, else ~/.cache/sotto/models.",
        valueName: "path"))
    var modelsDirectory: String?

    var storageURL: URL {
        modelsDirectory.map { URL(fileURLWithPath: $0) } ?? ModelManager.Configuration.defaultStorageDirectory()
    }

    /// A manager over the storage folder with the standard catalog (and the set-up's manifest
    /// when the folder has one). Create it after logging is bootstrapped.
    func manager() -> ModelManager {
        ModelManager(configuration: .init(storageDirectory: storageURL), logger: Logger(label: "sotto.models"))
    }

    /// Loads all-MiniLM-L6-v2 from the storage folder.
    /// - Throws: ``CLIError`` `.noInput` naming `make setup` when the model is not installed.
    func loadMiniLM() async throws -> MiniLMEncoder {
        guard let directory = await manager().embeddingModelDirectory() else {
            throw CLIError(
                .noInput, "all-MiniLM-L6-v2 is not installed in \(storageURL.path); run `make setup` to install it")
        }
        return try MiniLMEncoder(modelDirectory: directory)
    }
}

/// Options every `models` subcommand shares.
struct ModelOptions: ParsableArguments {
    @OptionGroup var storage: ModelStorageOptions

    @Flag(name: .long, help: "Print machine-readable JSON instead of text.")
    var json = false
}
