/// Walks a list of ``SourceFile``s and produces their ``SourceItem``s in order.
///
/// Shared by every reader in this module. Each call to ``next()`` checks for task
/// cancellation first and throws `CancellationError` when the task was cancelled; reading a
/// chunk is a short blocking `read(2)`.
public struct SourceItemIterator: AsyncIteratorProtocol {
    /// What the iterator produces.
    public typealias Element = SourceItem
    /// Thrown only when the surrounding task is cancelled.
    public typealias Failure = CancellationError

    private let files: [SourceFile]
    private let configuration: SourceConfiguration
    private let totalBytes: Int64
    private var index = 0
    private var reader: FileItemReader?
    private var bytesBeforeCurrentFile: Int64 = 0

    /// Progress so far.
    public private(set) var progress: SourceProgress

    init(files: [SourceFile], configuration: SourceConfiguration) {
        self.files = files
        self.configuration = configuration
        self.totalBytes = files.reduce(0) { $0 + $1.size }
        self.progress = SourceProgress(bytesProcessed: 0, totalBytes: totalBytes, filesProcessed: 0, totalFiles: files.count)
    }

    /// The next item, nil when every file is done.
    public mutating func next() async throws(CancellationError) -> SourceItem? {
        if Task.isCancelled { throw CancellationError() }
        return nextItem()
    }

    /// The next item, nil when every file is done.
    public mutating func next(isolation actor: isolated (any Actor)?) async throws(CancellationError) -> SourceItem? {
        if Task.isCancelled { throw CancellationError() }
        return nextItem()
    }

    /// The synchronous core of ``next()``.
    mutating func nextItem() -> SourceItem? {
        while index < files.count {
            let file = files[index]
            let current = reader ?? FileItemReader(file: file, configuration: configuration)
            reader = current
            if let step = current.next() {
                let done = min(max(step.bytesDone, 0), file.size)
                progress = SourceProgress(
                    bytesProcessed: bytesBeforeCurrentFile + done, totalBytes: totalBytes,
                    filesProcessed: index + (done >= file.size ? 1 : 0), totalFiles: files.count)
                return SourceItem(outcome: step.outcome, progress: progress)
            }
            bytesBeforeCurrentFile += file.size
            index += 1
            reader = nil
        }
        return nil
    }
}
