/// The kind of a path given to import from.
public enum SourceKind: String, Sendable, Hashable, Codable {
    /// A single message file (`.eml` or any other name), possibly with an mbox envelope line.
    case messageFile = "message-file"
    /// An mbox file holding several messages (or named `.mbox`/`.mbx`).
    case mbox
    /// A Maildir: a folder with `cur/` and `new/` (and usually `tmp/`), with its Maildir++
    /// subfolders.
    case maildir
    /// A folder tree of message files, mbox files and Maildirs.
    case folder
}

/// One file found under a source, with how it will be read.
public struct SourceFile: Sendable, Hashable {
    /// How a file will be read.
    public enum Role: Sendable, Hashable {
        /// Exactly one message (a Maildir file): read whole, never split.
        case maildirMessage
        /// A message file or an mbox, decided by content: if it starts with an envelope line
        /// and holds several messages it is split, otherwise it is one message.
        case mailFile
        /// An mbox: always split, even when it holds a single message.
        case mbox
        /// A file of unknown kind in a folder tree: read like ``mailFile`` when its first
        /// bytes look like mail, otherwise skipped with ``SkipReason/notAMessage``.
        case unclassified
        /// Not read at all.
        case skipped(SkipReason)
        /// Found but could not be examined (e.g. a folder that cannot be listed).
        case unreadable(SourceError)
    }

    /// The file's path as found (the given path joined with names below it).
    public var path: String
    /// Its size in bytes when it was found.
    public var size: Int64
    /// How it will be read.
    public var role: Role

    /// Creates a file record.
    public init(path: String, size: Int64, role: Role) {
        self.path = path
        self.size = size
        self.role = role
    }
}

/// One path given to import from, recognized.
public struct DetectedSource: Sendable, Hashable {
    /// The path as given.
    public var path: String
    /// What it is.
    public var kind: SourceKind
    /// Every file found under it, in reading order.
    public var files: [SourceFile]

    /// Creates a detected source.
    public init(path: String, kind: SourceKind, files: [SourceFile]) {
        self.path = path
        self.kind = kind
        self.files = files
    }

    /// The summed size of ``files``.
    public var totalBytes: Int64 { files.reduce(0) { $0 + $1.size } }
}

/// Everything found under a set of paths, before any message is read.
public struct SourceInventory: Sendable, Hashable {
    /// One entry per given path, in the order given.
    public var sources: [DetectedSource]

    /// Creates an inventory.
    public init(sources: [DetectedSource]) {
        self.sources = sources
    }

    /// Every file of every source, in reading order.
    public var files: [SourceFile] { sources.flatMap(\.files) }
    /// The summed size of all files: the total for progress.
    public var totalBytes: Int64 { sources.reduce(0) { $0 + $1.totalBytes } }
}
