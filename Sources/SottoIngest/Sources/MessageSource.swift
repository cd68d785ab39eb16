/// One stream of items from any mix of message files, mbox files, Maildirs and folder trees:
/// what an importer iterates.
///
/// Every file found yields at least one ``SourceItem``, so an import can be accounted for:
/// seen = stored + duplicates + quarantined + skipped. Items carry progress against a total
/// measured from file sizes before reading starts. Iteration throws only
/// `CancellationError`, when its task is cancelled.
///
/// ```swift
/// let source = try MessageSource(paths: ["~/Mail/Takeout.mbox", "~/Maildir"])
/// for try await item in source {
///     switch item.outcome {
///     case .message(let raw): try await importer.store(raw)
///     case .skipped(let file): report.skipped(file)
///     case .failed(let provenance, let error): report.quarantine(provenance, error)
///     }
///     progressBar.update(item.progress)
/// }
/// ```
public struct MessageSource: AsyncSequence, Sendable {
    /// What the source produces.
    public typealias Element = SourceItem
    /// Thrown only when the surrounding task is cancelled.
    public typealias Failure = CancellationError

    /// What was found under the paths.
    public let inventory: SourceInventory
    /// Reading settings.
    public let configuration: SourceConfiguration

    /// Reads an inventory made by ``SourceDetector``.
    public init(inventory: SourceInventory, configuration: SourceConfiguration = .init()) {
        self.inventory = inventory
        self.configuration = configuration
    }

    /// Detects and lists `paths`.
    /// - Throws: ``SourceError`` for the first path that is missing or unusable.
    public init(paths: [String], configuration: SourceConfiguration = .init()) throws(SourceError) {
        let detector = SourceDetector(configuration: configuration)
        self.init(inventory: try detector.inventory(of: paths), configuration: configuration)
    }

    /// Starts reading.
    public func makeAsyncIterator() -> SourceItemIterator {
        SourceItemIterator(files: inventory.files, configuration: configuration)
    }
}
