import Foundation

extension ModelManager {
    /// The folder for imported models that have no catalog entry.
    nonisolated var importedDirectory: URL {
        configuration.storageDirectory.appendingPathComponent("imported")
    }

    /// Imports a local GGUF file: checks the GGUF header, hashes it, and hard-links it into
    /// the storage folder (or copies it when a link is not possible, e.g. across file systems).
    /// A hard link shares the bytes with the original; editing the original in place would
    /// change the model, which the next `verify` would catch.
    /// - Parameters:
    ///   - source: the file to import.
    ///   - id: a catalog id to install the file as (its SHA-256 must then match the catalog's
    ///     when one is published); `nil` imports it under an id made from the file name.
    /// - Returns: the listing of the installed model.
    /// - Throws: ``ModelManagerError`` `.notGGUF`, `.fileUnreadable`, `.checksumMismatch`,
    ///   `.modelInUse`, `.notDownloadable` (a set-up model's id).
    @discardableResult
    public func importFile(at source: URL, as id: String? = nil) async throws -> ModelListing {
        do {
            _ = try GGUFInspector.inspect(source)
        } catch let error as LlamaError {
            let code: ModelManagerError.Code = error.code == .modelFileMissing ? .fileUnreadable : .notGGUF
            throw ModelManagerError(code, "this file cannot be imported as a model: \(error.message)", path: source.path, underlying: error)
        }
        let entry: ModelCatalogEntry
        if let id {
            entry = try self.entry(id)
        } else {
            entry = importedEntry(id: Self.importedID(for: source), name: source.deletingPathExtension().lastPathComponent)
        }
        if case .bundled = entry.source, entry.files.count > 1 {
            throw ModelManagerError(.notDownloadable, "this model has several files and is installed by the set-up", model: entry.id)
        }
        guard loadCounts[entry.id] == nil else {
            throw ModelManagerError(.modelInUse, "the model is loaded by an engine; unload it before replacing it", model: entry.id)
        }
        guard let destination = fileURL(for: entry) else {
            throw ModelManagerError(.unknownModel, "the model has no files", model: entry.id)
        }
        let digest: String
        do {
            digest = try SHA256File.digest(of: source)
        } catch {
            throw ModelManagerError(.fileUnreadable, "the file cannot be read", path: source.path, underlying: error)
        }
        if let expected = entry.sha256, expected != digest {
            throw ModelManagerError(
                .checksumMismatch, "the file's SHA-256 is \(digest), but the catalog publishes \(expected); nothing was imported",
                model: entry.id, path: source.path)
        }
        try install(source, at: destination)
        let record = InstalledModelRecord(sha256: digest, verified: entry.sha256 != nil, name: entry.name)
        do {
            try record.save(for: destination)
        } catch {
            throw ModelManagerError(.writeFailed, "the model's record cannot be written", model: entry.id, path: destination.path, underlying: error)
        }
        logger.info("model imported", metadata: ["model.id": "\(entry.id)", "model.verified": "\(record.verified)"])
        return ModelListing(entry: entry, status: status(of: entry), fileURL: destination)
    }

    /// Links or copies `source` to a temporary name beside `destination`, then renames it into place.
    private func install(_ source: URL, at destination: URL) throws {
        let staging = destination.appendingPathExtension("importing")
        do {
            try FileManager.default.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
            try ModelFiles.removeIfPresent(staging)
            if link(source.path, staging.path) != 0 {
                try FileManager.default.copyItem(at: source, to: staging)
            }
            guard rename(staging.path, destination.path) == 0 else {
                throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
            }
        } catch {
            try? ModelFiles.removeIfPresent(staging)
            throw ModelManagerError(.writeFailed, "the model cannot be copied into the storage folder", path: destination.path, underlying: error)
        }
    }

    /// Entries for the models in `imported/` (those imported without a catalog id).
    func importedEntries() -> [ModelCatalogEntry] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: importedDirectory.path) else { return [] }
        return names.filter { $0.hasSuffix(".gguf") }.sorted().map { name in
            let id = String(name.dropLast(".gguf".count))
            let record = InstalledModelRecord.load(for: importedDirectory.appendingPathComponent(name))
            return importedEntry(id: id, name: record?.name ?? id)
        }
    }

    private func importedEntry(id: String, name: String) -> ModelCatalogEntry {
        ModelCatalogEntry(
            id: id, name: name, parameters: "unknown", quantization: "unknown",
            files: [ModelFile(relativePath: "imported/\(id).gguf", sizeInBytes: nil, sha256: nil)],
            source: .imported,
            licence: ModelLicence(
                name: "unknown", url: URL(fileURLWithPath: "/"),
                summary: "Imported from a local file; check the licence where you got it."),
            note: "Imported without a catalog entry: no published checksum to verify against.")
    }

    /// An id from a file name, `local-` + lower-case letters, digits, `.`, `-` and `_`; the
    /// prefix keeps it apart from catalog ids.
    static func importedID(for source: URL) -> String {
        let base = source.deletingPathExtension().lastPathComponent.lowercased()
        let allowed = Set("abcdefghijklmnopqrstuvwxyz0123456789.-_")
        return "local-" + String(base.map { allowed.contains($0) ? $0 : "-" })
    }
}
