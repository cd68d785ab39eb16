import Foundation

extension ModelManager {
    /// Downloads a catalog model over HTTPS, resuming a kept partial download, and installs
    /// it once its SHA-256 matches the published one.
    ///
    /// Cancelling the calling task stops the transfer and throws `CancellationError`; the
    /// partial file is kept and the next call resumes it (`Range` + `If-Range`). A server
    /// that ignores the range gets a fresh start from byte zero.
    /// - Parameters:
    ///   - id: the catalog id.
    ///   - allowUnverified: download a model that has no published checksum; it is then listed
    ///     as installed (unverified). Without it such a download is refused.
    ///   - progress: called as bytes arrive (at most once per whole percent).
    /// - Returns: the installed file.
    /// - Throws: ``ModelManagerError`` (`.checksumUnknown`, `.notDownloadable`,
    ///   `.downloadInProgress`, `.notFound`, `.unexpectedStatus`, `.transferInterrupted`,
    ///   `.writeFailed`, `.checksumMismatch`, `.modelInUse`) or `CancellationError`.
    @discardableResult
    public func download(
        _ id: String, allowUnverified: Bool = false,
        progress: @escaping @Sendable (DownloadProgress) -> Void = { _ in }
    ) async throws -> URL {
        let entry = try entry(id)
        guard case .remote(let url) = entry.source, entry.files.count == 1, let file = entry.primaryFile,
            let destination = fileURL(for: entry)
        else {
            throw ModelManagerError(.notDownloadable, "this model is installed by the set-up or imported, not downloaded", model: id)
        }
        guard file.sha256 != nil || allowUnverified else {
            throw ModelManagerError(
                .checksumUnknown,
                "no SHA-256 is published for this model, so the download cannot be verified; allow an unverified download to fetch it anyway",
                model: id)
        }
        guard loadCounts[id] == nil else {
            throw ModelManagerError(.modelInUse, "the model is loaded by an engine; unload it before replacing it", model: id)
        }
        guard activeDownloads.insert(id).inserted else {
            throw ModelManagerError(.downloadInProgress, "this model is already downloading", model: id)
        }
        defer { activeDownloads.remove(id) }

        logger.info("model download starting", metadata: ["model.id": "\(id)", "model.source": "\(url.absoluteString)"])
        let job = ModelDownload(
            id: id, url: url, destination: destination, expected: file, client: configuration.httpClient,
            makeWriter: configuration.makeWriter, logger: logger)
        let done = try await job.run(progress: progress)
        do {
            try InstalledModelRecord(sha256: done.sha256, verified: done.verified, name: entry.name).save(for: destination)
        } catch {
            throw ModelManagerError(.writeFailed, "the model's record cannot be written", model: id, path: destination.path, underlying: error)
        }
        logger.info("model download finished", metadata: ["model.id": "\(id)", "model.bytes": "\(done.bytes)", "model.verified": "\(done.verified)"])
        return destination
    }
}
