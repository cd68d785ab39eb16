import ArgumentParser
import Foundation
import SottoInference

extension ModelsCommand {
    struct Licenses: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Show every model's licence: name, where the text is published, and a summary.")

        @OptionGroup var options: ModelOptions

        @Flag(help: "Also print the full licence texts the set-up installed.")
        var full = false

        /// One model's licence, and the full text the set-up installed beside it, if any.
        private struct Licence: Encodable {
            var id: String
            var model: String
            var licence: String
            var url: String
            var summary: String
            var textFile: String?
        }

        func run() async throws {
            try await runReportingErrors {
                let manager = options.storage.manager()
                let texts = try installedTexts(in: manager.configuration.storageDirectory)
                var licences: [Licence] = []
                for listing in await manager.list() {
                    let licence = listing.entry.licence
                    licences.append(Licence(
                        id: listing.entry.id, model: listing.entry.name, licence: licence.name,
                        url: licence.url.absoluteString, summary: licence.summary, textFile: texts[listing.entry.id]?.path))
                }
                if options.json { return try Output.json(licences) }
                for licence in licences {
                    print("\(licence.model) (\(licence.id))\n  \(licence.licence) — \(licence.url)\n  \(licence.summary)")
                    if let textFile = licence.textFile {
                        print("  Full text: \(textFile)")
                        if full { print(try String(contentsOfFile: textFile, encoding: .utf8)) }
                    }
                    print()
                }
            }
        }

        /// The licence texts the set-up unpacked beside its models (`licenses/…` in its manifest), by model id.
        private func installedTexts(in storage: URL) throws -> [String: URL] {
            guard let manifest = try BundledModelManifest.load(from: storage.appendingPathComponent("manifest.json")) else {
                return [:]
            }
            var texts: [String: URL] = [:]
            for model in manifest.models {
                guard let file = model.files.first(where: { $0.path.hasPrefix("licenses/") }) else { continue }
                let url = storage.appendingPathComponent(file.path)
                if FileManager.default.fileExists(atPath: url.path) { texts[model.id] = url }
            }
            return texts
        }
    }
}
