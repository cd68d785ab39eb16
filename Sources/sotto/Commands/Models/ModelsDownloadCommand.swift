import ArgumentParser
import Foundation
import SottoInference

extension ModelsCommand {
    struct Download: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Download a catalog model over HTTPS, after showing its source, size and licence.",
            discussion: """
                The download is checked against the published SHA-256 before it is installed. Ctrl-C \
                stops it and keeps the partial file; running the command again resumes from there.
                """)

        @OptionGroup var options: ModelOptions

        @Argument(help: "The model id (see `sotto models list`).")
        var id: String

        @Flag(help: "Download even when no SHA-256 is published; the model is then listed as installed (unverified).")
        var allowUnverified = false

        func run() async throws {
            try await runReportingErrors {
                let manager = options.storage.manager()
                let current = try await manager.status(of: id)
                if current.isInstalled {
                    let file = try await manager.fileURL(of: id)
                    if options.json { return try Output.json(["id": id, "path": file.path, "status": current.key]) }
                    print("\(id) is already installed at \(file.path): \(current). To download it again, delete it first.")
                    return
                }
                // The notice comes before any byte is fetched (on stderr when stdout is JSON).
                let notice = "\(try await manager.licence(for: id))\n"
                if options.json {
                    Terminal.writeError(notice + "\n")
                } else {
                    print(notice)
                    Output.flush()
                }

                let bar = ProgressBar(label: "Downloading")
                if Terminal.stderrIsTerminal {
                    Terminal.writeError("Ctrl-C stops the download and keeps the partial file for resuming.\n")
                }
                let file: URL
                do {
                    file = try await Interrupt.cancellingOnInterrupt { [id, allowUnverified] in
                        try await manager.download(id, allowUnverified: allowUnverified) { progress in
                            bar.update(fraction: (progress.percent ?? 0) / 100, status: Self.describe(progress))
                        }
                    }
                    bar.finish()
                } catch {
                    bar.finish()
                    throw await explain(error, manager: manager)
                }
                let status = try await manager.status(of: id)
                if options.json { return try Output.json(["id": id, "path": file.path, "status": status.key]) }
                print("Installed \(id) at \(file.path): \(status)")
            }
        }

        /// Adds what to do next to the failures a person can act on.
        private func explain(_ error: any Error, manager: ModelManager) async -> any Error {
            if error is CancellationError {
                guard case .partial(let bytes) = try? await manager.status(of: id) else {
                    return CLIError(.failure, "download stopped before any byte arrived; nothing was kept")
                }
                return CLIError(
                    .failure, "download stopped; the partial file (\(Output.bytes(bytes))) is kept: "
                        + "run `sotto models download \(id)` again to resume")
            }
            switch (error as? ModelManagerError)?.code {
            case .checksumUnknown:
                return CLIError(
                    .usage, "no SHA-256 is published for \(id), so the download cannot be verified; "
                        + "add --allow-unverified to download it anyway")
            case .notDownloadable:
                return CLIError(
                    .usage, "\(id) is not downloaded: the set-up installs it (`make setup`), or it was imported (`sotto models import`)")
            default:
                return error
            }
        }

        static func describe(_ progress: DownloadProgress) -> String {
            let received = Output.bytes(progress.receivedBytes)
            return progress.totalBytes.map { "\(received) of \(Output.bytes($0))" } ?? received
        }
    }
}
