/// Reads one mbox file, however large, as a stream of messages with
/// ``Provenance/mbox(path:offset:length:)`` provenance.
///
/// The file is read in chunks of ``SourceConfiguration/chunkSize`` and split by an
/// ``MboxSplitter``, so memory stays bounded by the largest message, not the file. Every
/// message comes out as a ``SourceItem``: ``SourceItem/Outcome/message(_:)``, or
/// ``SourceItem/Outcome/failed(provenance:error:)`` for a message over the size limit or a
/// read error part-way (the rest of the file is then reported as one failed range). Bytes
/// before the first envelope line come out as a message at offset 0 unless they are blank.
/// An empty file yields one empty message. Progress in each item counts the bytes up to the
/// end of that message.
///
/// ```swift
/// for try await item in try MboxReader(path: "Takeout.mbox") {
///     bar.update(item.progress.fractionCompleted)
///     if let raw = item.message { try importer.add(raw) }
/// }
/// ```
public struct MboxReader: AsyncSequence, Sendable {
    /// What the reader produces.
    public typealias Element = SourceItem
    /// Thrown only when the surrounding task is cancelled.
    public typealias Failure = CancellationError

    /// The mbox file.
    public let path: String
    /// Its size when the reader was made: the total for progress.
    public let size: Int64
    /// Reading settings.
    public let configuration: SourceConfiguration

    /// Checks that `path` is a readable regular file.
    /// - Throws: ``SourceError`` naming the path when it is missing, unreadable or not a file.
    public init(path: String, configuration: SourceConfiguration = .init()) throws(SourceError) {
        let status = try FileStatus.of(path)
        guard status.kind == .regular else {
            throw SourceError(
                code: .unsupportedFileType, path: path, reason: "not a regular file; give the path of an mbox file")
        }
        self.path = path
        self.size = status.size
        self.configuration = configuration
    }

    /// Starts reading; each iterator opens the file anew.
    public func makeAsyncIterator() -> SourceItemIterator {
        SourceItemIterator(files: [SourceFile(path: path, size: size, role: .mbox)], configuration: configuration)
    }
}
