import Crypto
import Foundation

/// Streams a file through SHA-256 in 1 MiB blocks, checking for cancellation between blocks.
enum SHA256File {
    /// A hasher fed with the first bytes of `url` (the whole file when `limit` is nil).
    static func hasher(for url: URL, limit: Int64? = nil) throws -> SHA256 {
        let handle = try FileHandle(forReadingFrom: url)
        defer { try? handle.close() }
        var hasher = SHA256()
        var remaining = limit ?? Int64.max
        while remaining > 0 {
            try Task.checkCancellation()
            let count = Int(min(Int64(1 << 20), remaining))
            guard let block = try handle.read(upToCount: count), !block.isEmpty else { break }
            hasher.update(data: block)
            remaining -= Int64(block.count)
        }
        return hasher
    }

    /// The lower-case hex SHA-256 of the file at `url`.
    static func digest(of url: URL) throws -> String {
        ModelFiles.hex(try hasher(for: url).finalize())
    }
}
