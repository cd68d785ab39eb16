/// Reads a Maildir: every file in `cur/` and `new/` of the root and of its Maildir++
/// subfolders (`.Sent/cur`, …) or nested Maildirs, as one message each with
/// ``Provenance/file(path:)`` provenance. `tmp/` and dotfiles are ignored.
///
/// The order is deterministic: the root's `cur/` then `new/`, each sorted by file name, then
/// each subfolder in name order. Files are listed and measured when the reader is made, so
/// progress has a known total.
public struct MaildirReader: AsyncSequence, Sendable {
    /// What the reader produces.
    public typealias Element = SourceItem
    /// Thrown only when the surrounding task is cancelled.
    public typealias Failure = CancellationError

    /// The Maildir's root folder.
    public let path: String
    /// The message files found, in reading order.
    public let files: [SourceFile]
    /// Reading settings.
    public let configuration: SourceConfiguration

    /// Lists the Maildir at `path`.
    /// - Throws: ``SourceError`` with ``SourceError/Code/notAMaildir`` when `path` has no
    ///   `cur/` and `new/`, or another code when it cannot be listed.
    public init(path: String, configuration: SourceConfiguration = .init()) throws(SourceError) {
        guard Self.isMaildir(path) else {
            _ = try FileStatus.of(path)  // a missing path reports as not-found
            throw SourceError(
                code: .notAMaildir, path: path,
                reason: "not a Maildir: it has no cur/ and new/ folders; import it as a folder instead")
        }
        var visited: Set<FileStatus.Identity> = []
        self.path = path
        self.files = try MaildirLayout.files(in: path, visited: &visited)
        self.configuration = configuration
    }

    /// True when `path` is a folder with `cur/` and `new/` (or `tmp/`) folders in it.
    public static func isMaildir(_ path: String) -> Bool {
        MaildirLayout.isMaildir(path)
    }

    /// The summed size of ``files``.
    public var totalBytes: Int64 { files.reduce(0) { $0 + $1.size } }

    /// Starts reading.
    public func makeAsyncIterator() -> SourceItemIterator {
        SourceItemIterator(files: files, configuration: configuration)
    }
}
