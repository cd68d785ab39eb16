import Foundation

/// Why a model-manager operation failed: a code to switch on, a message a person can act on,
/// the model and file involved, and the underlying error if there was one.
public struct ModelManagerError: Error, Sendable, CustomStringConvertible {
    /// What kind of failure this is.
    public enum Code: String, Sendable, Hashable {
        /// No catalog entry has this id.
        case unknownModel
        /// The model is known but not on disk.
        case notInstalled
        /// The catalog lists an id twice.
        case duplicateEntry
        /// A catalog source is not HTTPS.
        case insecureSource
        /// The model is installed by the set-up or imported; it cannot be downloaded here.
        case notDownloadable
        /// No checksum is published and an unverified download was not allowed.
        case checksumUnknown
        /// The downloaded or imported bytes do not have the published SHA-256.
        case checksumMismatch
        /// The server answered 404: the file is not at the catalog's URL.
        case notFound
        /// The server answered with another status the manager cannot use.
        case unexpectedStatus
        /// The connection failed or ended before the whole file arrived; the partial file is kept.
        case transferInterrupted
        /// Writing to disk failed (disk full, permissions); the partial file is kept.
        case writeFailed
        /// The model is loaded by an engine; unload it first.
        case modelInUse
        /// A download of this model is already running.
        case downloadInProgress
        /// The file to import is not a GGUF model.
        case notGGUF
        /// The file to import or delete cannot be read or removed.
        case fileUnreadable
        /// The set-up's manifest is malformed.
        case manifestUnreadable
    }

    /// What kind of failure this is.
    public var code: Code
    /// What happened and what to do, in plain words.
    public var message: String
    /// The model id involved, if any.
    public var model: String?
    /// The file involved, if any.
    public var path: String?
    /// The error underneath, if any.
    public var underlying: (any Error)?

    /// Creates an error.
    public init(_ code: Code, _ message: String, model: String? = nil, path: String? = nil, underlying: (any Error)? = nil) {
        self.code = code
        self.message = message
        self.model = model
        self.path = path
        self.underlying = underlying
    }

    public var description: String {
        var text = "model manager: \(message)"
        if let model { text += " [model \(model)]" }
        if let path { text += " [\(path)]" }
        if let underlying { text += " (\(underlying))" }
        return text
    }
}
