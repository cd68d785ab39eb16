import Foundation
import SottoInference

/// One model as `sotto models list` and `info` print it, and as their JSON.
struct ModelSummary: Encodable {
    /// One file of the model.
    struct File: Encodable {
        /// The path relative to the models folder.
        var relativePath: String
        var path: String
        var sizeInBytes: Int64?
        var sha256: String?
    }

    var id: String
    var name: String
    var parameters: String
    var quantization: String
    /// The published size of all files; `nil` when a source does not state it.
    var sizeInBytes: Int64?
    /// The bytes of the installed files on disk, when installed.
    var installedBytes: Int64?
    /// `not_installed`, `partial`, `installed_verified`, `installed_unverified` or `loaded`.
    var status: String
    var installed: Bool
    /// Bytes kept from an interrupted download.
    var partialBytes: Int64?
    /// A URL, or the PyPI package the set-up installs it from.
    var source: String
    /// The published SHA-256 of the primary file; `nil` when none is published.
    var sha256: String?
    /// Where the primary file is (or will be).
    var path: String?
    var licence: String
    var licenceURL: String
    var note: String?
    var files: [File]
    /// The status as the manager reports it, for text output.
    var modelStatus: ModelStatus

    private enum CodingKeys: String, CodingKey {
        case id, name, parameters, quantization, sizeInBytes, installedBytes, status, installed, partialBytes, source
        case sha256, path, licence, licenceURL, note, files
    }

    init(listing: ModelListing, notice: ModelLicenceNotice, storage: URL) {
        let entry = listing.entry
        id = entry.id
        name = entry.name
        parameters = entry.parameters
        quantization = entry.quantization
        sizeInBytes = entry.sizeInBytes
        modelStatus = listing.status
        status = listing.status.key
        installed = listing.status.isInstalled
        if case .partial(let bytes) = listing.status { partialBytes = bytes }
        source = notice.source
        sha256 = entry.sha256
        path = listing.fileURL?.path
        licence = entry.licence.name
        licenceURL = entry.licence.url.absoluteString
        note = entry.note
        files = entry.files.map { file in
            File(
                relativePath: file.relativePath, path: storage.appendingPathComponent(file.relativePath).path,
                sizeInBytes: file.sizeInBytes, sha256: file.sha256)
        }
        if installed {
            installedBytes = files.reduce(0) { total, file in
                let attributes = try? FileManager.default.attributesOfItem(atPath: file.path)
                return total + ((attributes?[.size] as? NSNumber)?.int64Value ?? 0)
            }
        }
    }

    /// The published size, else the size on disk, else "unknown".
    var sizeText: String {
        (sizeInBytes ?? installedBytes).map(Output.bytes) ?? "unknown"
    }

    /// The summaries of every model the manager lists, in catalog order.
    static func all(from manager: ModelManager) async throws -> [ModelSummary] {
        var summaries: [ModelSummary] = []
        for listing in await manager.list() {
            let notice = try await manager.licence(for: listing.entry.id)
            summaries.append(ModelSummary(listing: listing, notice: notice, storage: manager.configuration.storageDirectory))
        }
        return summaries
    }
}

extension ModelStatus {
    /// A stable key for JSON.
    var key: String {
        switch self {
        case .notInstalled: return "not_installed"
        case .partial: return "partial"
        case .installedVerified: return "installed_verified"
        case .installedUnverified: return "installed_unverified"
        case .loaded: return "loaded"
        }
    }

    /// True when the model's files are on disk.
    var isInstalled: Bool {
        switch self {
        case .notInstalled, .partial: return false
        case .installedVerified, .installedUnverified, .loaded: return true
        }
    }
}
