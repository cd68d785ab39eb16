import ArgumentParser
import SottoInference

extension ModelsCommand {
    struct Verify: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Hash an installed model's files again and compare them with the published SHA-256.",
            discussion: "Exits 65 when a file is damaged, changed since it was installed, or missing.")

        @OptionGroup var options: ModelOptions

        @Argument(help: "The model id (see `sotto models list`).")
        var id: String

        /// The JSON form of a verification.
        private struct Report: Encodable {
            var id: String
            var verified: Bool
            var damaged: Bool
            var files: [ModelVerification.FileCheck]
        }

        func run() async throws {
            try await runReportingErrors {
                let result = try await options.storage.manager().verify(id)
                if options.json {
                    try Output.json(Report(id: result.id, verified: result.isVerified, damaged: result.isDamaged, files: result.files))
                } else {
                    print(Self.describe(result))
                }
                if result.isDamaged {
                    throw CLIError(
                        .dataError, "\(id) is damaged; delete it and install it again "
                            + "(`sotto models download`, `sotto models import`, or `make setup` for set-up models)")
                }
            }
        }

        static func describe(_ result: ModelVerification) -> String {
            let verdict = result.isDamaged ? "DAMAGED" : result.isVerified ? "verified" : "no published checksum to verify against"
            var lines = ["\(result.id): \(verdict)"]
            for file in result.files {
                let outcome: String
                switch file.outcome {
                case .ok: outcome = "ok"
                case .mismatch: outcome = "MISMATCH (published \(file.expectedSHA256 ?? "?"))"
                case .noPublishedChecksum: outcome = "no published checksum"
                case .changedSinceInstall: outcome = "CHANGED since it was installed"
                case .missing: outcome = "MISSING"
                }
                lines.append("  \(file.relativePath)  \(file.actualSHA256 ?? "-")  \(outcome)")
            }
            return lines.joined(separator: "\n")
        }
    }
}
