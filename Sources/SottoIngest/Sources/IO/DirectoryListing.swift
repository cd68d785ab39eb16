#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Lists directories and builds paths, with a deterministic order.
enum DirectoryListing {
    /// One directory entry's name; `name` is nil when it is not valid UTF-8.
    struct Entry: Sendable, Hashable {
        var name: String?
        /// The name for display (invalid bytes replaced), also used for sorting.
        var displayName: String
    }

    /// The entries of `directory` except `.` and `..`, sorted by name (byte order).
    static func entries(of directory: String) throws(SourceError) -> [Entry] {
        guard let stream = opendir(directory) else {
            throw SourceError.posix(errno, path: directory, doing: "list the folder")
        }
        defer { closedir(stream) }
        var entries: [Entry] = []
        while let entry = readdir(stream) {
            let bytes = withUnsafeBytes(of: &entry.pointee.d_name) { raw in
                Array(raw.prefix { $0 != 0 })
            }
            if bytes == [UInt8(ascii: ".")] || bytes == [UInt8(ascii: "."), UInt8(ascii: ".")] { continue }
            let valid = String(validating: bytes, as: UTF8.self)
            entries.append(Entry(name: valid, displayName: valid ?? String(decoding: bytes, as: UTF8.self)))
        }
        return entries.sorted { $0.displayName.utf8.lexicographicallyPrecedes($1.displayName.utf8) }
    }

    /// `directory/name` without doubling the slash.
    static func join(_ directory: String, _ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    /// The last path component, ignoring trailing slashes.
    static func lastComponent(of path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
