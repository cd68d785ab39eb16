#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// What `stat(2)` says about a path (following symbolic links).
struct FileStatus: Sendable, Hashable {
    enum Kind: Sendable, Hashable {
        case regular, directory, other
    }

    /// Identifies a file across different paths to it (hard and symbolic links).
    struct Identity: Sendable, Hashable {
        var device: UInt64
        var inode: UInt64
    }

    var kind: Kind
    var size: Int64
    var identity: Identity

    /// Stats `path`, following symbolic links.
    static func of(_ path: String) throws(SourceError) -> FileStatus {
        var info = stat()
        guard stat(path, &info) == 0 else {
            throw SourceError.posix(errno, path: path, doing: "examine")
        }
        let type = UInt32(info.st_mode) & UInt32(S_IFMT)
        let kind: Kind
        switch type {
        case UInt32(S_IFREG): kind = .regular
        case UInt32(S_IFDIR): kind = .directory
        default: kind = .other
        }
        return FileStatus(
            kind: kind,
            size: Int64(info.st_size),
            identity: Identity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
        )
    }

    /// True when `path` exists and is a directory.
    static func isDirectory(_ path: String) -> Bool {
        (try? of(path))?.kind == .directory
    }
}

extension SourceError {
    /// An error for a failed C call, with the C library's explanation of `code`.
    static func posix(_ code: Int32, path: String, doing action: String) -> SourceError {
        let explanation = String(cString: strerror(code))
        switch code {
        case ENOENT, ENOTDIR:
            return SourceError(code: .notFound, path: path, reason: "cannot \(action): no such file or folder", errno: code)
        case EACCES, EPERM:
            return SourceError(
                code: .permissionDenied, path: path,
                reason: "cannot \(action): permission denied; check the file's permissions", errno: code)
        default:
            return SourceError(code: .readFailed, path: path, reason: "cannot \(action): \(explanation)", errno: code)
        }
    }
}
