/// Why a source, a file in it, or a message in it could not be read.
///
/// Descriptions name the path and the cause, never message content.
public struct SourceError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What kind of failure this is.
    public enum Code: String, Sendable, Hashable, Codable {
        /// The path does not exist.
        case notFound = "not-found"
        /// The process may not read the path.
        case permissionDenied = "permission-denied"
        /// The path is not something mail can be imported from (a device, a socket…).
        case unsupportedFileType = "unsupported-file-type"
        /// A folder was expected to be a Maildir (with `cur/` and `new/`) and is not.
        case notAMaildir = "not-a-maildir"
        /// Opening, listing or reading failed for another reason (see ``SourceError/errno``).
        case readFailed = "read-failed"
        /// A single message is larger than ``SourceConfiguration/maximumMessageBytes``.
        case messageTooLarge = "message-too-large"
    }

    /// What kind of failure this is.
    public var code: Code
    /// The file or folder concerned.
    public var path: String
    /// A human explanation with what the user can do about it.
    public var reason: String
    /// The C `errno` behind the failure, when there was one.
    public var errno: Int32?

    /// Creates an error.
    public init(code: Code, path: String, reason: String, errno: Int32? = nil) {
        self.code = code
        self.path = path
        self.reason = reason
        self.errno = errno
    }

    /// `path: reason`.
    public var description: String { "\(path): \(reason)" }
}
