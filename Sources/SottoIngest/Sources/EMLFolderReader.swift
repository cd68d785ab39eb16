/// Reads a single message file, or every file in a folder tree, accounting for each one.
///
/// In a tree, files are read in name order, depth first. Each file becomes:
/// - messages: `.eml` and similar files, and files without a telling extension whose first
///   line is a header field or an envelope line; a file that starts with an envelope line
///   and holds several messages is split like an mbox (provenance
///   ``Provenance/mbox(path:offset:length:)``), otherwise it is one message with its exact
///   bytes (``Provenance/file(path:)``);
/// - ``SkippedFile`` records: data and index files (`INDEX.csv`, `labels.csv`,
///   `README.md`, …), hidden files, files that do not look like mail, hidden folders;
/// - failures for files that cannot be read.
///
/// Maildirs inside the tree are read as Maildirs (``MaildirReader``).
public struct EMLFolderReader: AsyncSequence, Sendable {
    /// What the reader produces.
    public typealias Element = SourceItem
    /// Thrown only when the surrounding task is cancelled.
    public typealias Failure = CancellationError

    /// The file or folder.
    public let path: String
    /// The files found, in reading order.
    public let files: [SourceFile]
    /// Reading settings.
    public let configuration: SourceConfiguration

    /// Lists the file or folder tree at `path`.
    /// - Throws: ``SourceError`` when `path` is missing, cannot be listed, or is neither a
    ///   file nor a folder.
    public init(path: String, configuration: SourceConfiguration = .init()) throws(SourceError) {
        let status = try FileStatus.of(path)
        switch status.kind {
        case .regular:
            files = [SourceFile(path: path, size: status.size, role: .mailFile)]
        case .directory:
            files = try FolderWalker.files(in: path)
        case .other:
            throw SourceError(code: .unsupportedFileType, path: path, reason: "not a regular file or folder")
        }
        self.path = path
        self.configuration = configuration
    }

    /// The summed size of ``files``.
    public var totalBytes: Int64 { files.reduce(0) { $0 + $1.size } }

    /// Starts reading.
    public func makeAsyncIterator() -> SourceItemIterator {
        SourceItemIterator(files: files, configuration: configuration)
    }
}
