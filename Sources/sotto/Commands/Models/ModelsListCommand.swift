import ArgumentParser

extension ModelsCommand {
    struct List: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "List every catalog model and imported model with its size, licence and status.")

        @OptionGroup var options: ModelOptions

        func run() async throws {
            try await runReportingErrors {
                let manager = options.storage.manager()
                let summaries = try await ModelSummary.all(from: manager)
                if options.json { return try Output.json(summaries) }
                print(
                    "\(Output.column("ID", 28)) \(Output.column("NAME", 28)) \(Output.column("PARAMETERS", 14)) "
                        + "\(Output.column("SIZE", 9)) \(Output.column("LICENCE", 11)) STATUS")
                for model in summaries {
                    print(
                        "\(Output.column(model.id, 28)) \(Output.column(model.name, 28)) "
                            + "\(Output.column("\(model.parameters) \(model.quantization)", 14)) "
                            + "\(Output.column(model.sizeText, 9)) \(Output.column(model.licence, 11)) \(model.modelStatus)")
                }
                let usage = await manager.storageUsage()
                let partial = usage.partialBytes > 0 ? ", \(Output.bytes(usage.partialBytes)) in partial downloads" : ""
                print("\nFolder: \(manager.configuration.storageDirectory.path) (\(Output.bytes(usage.totalBytes))\(partial))")
            }
        }
    }
}
