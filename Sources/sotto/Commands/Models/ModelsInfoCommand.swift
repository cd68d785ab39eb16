import ArgumentParser
import SottoInference

extension ModelsCommand {
    struct Info: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Show one model: source, size, SHA-256, files, licence and status.")

        @OptionGroup var options: ModelOptions

        @Argument(help: "The model id (see `sotto models list`).")
        var id: String

        func run() async throws {
            try await runReportingErrors {
                let manager = options.storage.manager()
                let notice = try await manager.licence(for: id)
                guard let listing = await manager.list().first(where: { $0.entry.id == id }) else {
                    throw CLIError(.noInput, "no model with the id \(id); see `sotto models list`")
                }
                let model = ModelSummary(listing: listing, notice: notice, storage: manager.configuration.storageDirectory)
                if options.json { return try Output.json(model) }
                print(Self.describe(model, summary: notice.licence.summary))
            }
        }

        static func describe(_ model: ModelSummary, summary: String) -> String {
            var lines = [
                "\(model.name) (\(model.id))",
                "Parameters: \(model.parameters), \(model.quantization)",
                "Status:     \(model.modelStatus)",
                "Size:       \(model.sizeText)",
                "Source:     \(model.source)",
                "SHA-256:    \(model.sha256 ?? "no published checksum")",
                "File:       \(model.path ?? "none")",
                "Licence:    \(model.licence) — \(model.licenceURL)",
                "            \(summary)",
            ]
            if let note = model.note { lines.append("Note:       \(note)") }
            if model.files.count > 1 {
                lines.append("Files:")
                for file in model.files {
                    let size = file.sizeInBytes.map(Output.bytes) ?? "unknown size"
                    lines.append("  \(file.relativePath)  \(size)  \(file.sha256 ?? "no published checksum")")
                }
            }
            return lines.joined(separator: "\n")
        }
    }
}
