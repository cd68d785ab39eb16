import ArgumentParser
import Foundation
import Logging
import SottoCore
import SottoInference

/// How `generate` and `engines` choose an engine: the models in the storage folder, optionally
/// narrowed to one model, and the machine's memory (overridable to see what a smaller
/// machine would get).
struct EngineOptions: ParsableArguments {
    @OptionGroup var storage: ModelStorageOptions

    @Option(help: ArgumentHelp("Use only this model: a catalog id or a .gguf file.", valueName: "id-or-path"))
    var model: String?

    @Option(help: ArgumentHelp("Pretend the machine has this many GiB of memory.", valueName: "GiB"))
    var memory: Double?

    /// A resolver over the installed models (with the sentence encoder when `embeddings`).
    func resolver(embeddings: Bool) async throws -> AIEngineResolver {
        let manager = storage.manager()
        var installed = await manager.installedGenerativeModels()
        if let model {
            if model.hasSuffix(".gguf") {
                let url = URL(fileURLWithPath: model)
                let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int64) ?? 0
                installed = [.init(id: url.lastPathComponent, name: url.lastPathComponent, url: url, sizeInBytes: size)]
            } else {
                installed = installed.filter { $0.id == model }
                guard !installed.isEmpty else {
                    throw CLIError(.noInput, "the model \(model) is not installed; see `sotto models list`")
                }
            }
        }
        let embedder: (any Embedder)? = embeddings ? try? await storage.loadMiniLM() : nil
        let physicalMemory = memory.map { UInt64($0 * 1_073_741_824) } ?? ProcessInfo.processInfo.physicalMemory
        return AIEngineResolver(configuration: .init(
            physicalMemoryBytes: physicalMemory, installedModels: installed, embedder: embedder, manager: manager,
            logger: Logger(label: "sotto.engine")))
    }
}
