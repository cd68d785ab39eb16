import Foundation

/// Where a model stands on this machine.
public enum ModelStatus: Sendable, Hashable, CustomStringConvertible {
    /// Nothing on disk.
    case notInstalled
    /// A download stopped part-way; this many bytes are kept for resuming.
    case partial(bytes: Int64)
    /// On disk, and its SHA-256 matched the published one.
    case installedVerified
    /// On disk, but no published checksum was available to compare with.
    case installedUnverified
    /// On disk and currently loaded by an engine (it cannot be deleted now).
    case loaded

    /// True when the model's files are complete on disk (verified or not, loaded or not).
    public var isInstalled: Bool {
        switch self {
        case .installedVerified, .installedUnverified, .loaded: return true
        case .notInstalled, .partial: return false
        }
    }

    public var description: String {
        switch self {
        case .notInstalled: return "not installed"
        case .partial(let bytes): return "partial (\(bytes) bytes)"
        case .installedVerified: return "installed (verified)"
        case .installedUnverified: return "installed (unverified)"
        case .loaded: return "loaded"
        }
    }
}

/// One line of ``ModelManager/list()``: a catalog entry and its status here.
public struct ModelListing: Sendable, Hashable {
    /// The catalog entry.
    public var entry: ModelCatalogEntry
    /// Where it stands on this machine.
    public var status: ModelStatus
    /// Where the primary file is (or will be).
    public var fileURL: URL?
}

/// Download progress, reported as bytes arrive.
public struct DownloadProgress: Sendable, Hashable {
    /// Bytes of the file on disk so far, including bytes kept from an earlier attempt.
    public var receivedBytes: Int64
    /// The file's full size, when the server or the catalog says.
    public var totalBytes: Int64?

    /// Progress from 0 to 100, or `nil` when the size is unknown.
    public var percent: Double? {
        guard let totalBytes, totalBytes > 0 else { return nil }
        return min(100, Double(receivedBytes) * 100 / Double(totalBytes))
    }
}

/// The text to show before a download starts: what, from where, how big, under which licence.
public struct ModelLicenceNotice: Sendable, Hashable, CustomStringConvertible {
    /// The model's display name.
    public var modelName: String
    /// Where the bytes come from (a URL or a PyPI package).
    public var source: String
    /// The size in bytes, when known.
    public var sizeInBytes: Int64?
    /// The licence.
    public var licence: ModelLicence
    /// The published SHA-256, or `nil` when the download cannot be verified.
    public var sha256: String?

    public var description: String {
        let size = sizeInBytes.map { bytes in
            let megabytes = (Double(bytes) / 1_000_000 * 10).rounded() / 10
            return "\(megabytes) MB (\(bytes) bytes)"
        } ?? "unknown size"
        return """
            \(modelName)
            Source:  \(source)
            Size:    \(size)
            SHA-256: \(sha256 ?? "not published: the download cannot be verified")
            Licence: \(licence.name) — \(licence.url.absoluteString)
            \(licence.summary)
            """
    }
}

/// How much disk the model folder uses.
public struct ModelStorageUsage: Sendable, Hashable {
    /// Every file in the folder, in bytes.
    public var totalBytes: Int64
    /// Bytes in partial downloads (part of ``totalBytes``).
    public var partialBytes: Int64
}
