import SottoCore

/// Turns one ``SourceFile`` into items: a single message, the messages of an mbox, a skip
/// record or a failure. Every file yields at least one item.
final class FileItemReader {
    /// An outcome and how many bytes of the file are done once it is handled.
    typealias Step = (outcome: SourceItem.Outcome, bytesDone: Int64)

    private let file: SourceFile
    private let configuration: SourceConfiguration
    private var started = false
    private var finished = false
    private var stream: MboxStream?
    /// True once the file is known to be an mbox (or was declared one).
    private var splitsAlways = false
    /// The first message of a file that may still turn out to hold only that message.
    private var heldFirst: MboxSplitter.Message?
    private var queued: Step?

    init(file: SourceFile, configuration: SourceConfiguration) {
        self.file = file
        self.configuration = configuration
    }

    /// The next step, or nil when the file is done.
    func next() -> Step? {
        if let step = queued {
            queued = nil
            return step
        }
        if finished { return nil }
        if !started {
            started = true
            if let step = start() { return step }
        }
        return continueStream()
    }

    // MARK: - Starting

    /// Returns the file's only step, or nil when it is being streamed as an mbox.
    private func start() -> Step? {
        switch file.role {
        case .skipped(let reason):
            return finish(.skipped(SkippedFile(path: file.path, reason: reason, size: file.size)))
        case .unreadable(let error):
            return finish(.failed(provenance: .file(path: file.path), error: error))
        case .maildirMessage, .mailFile, .mbox, .unclassified:
            do throws(SourceError) {
                return try open()
            } catch {
                return finish(.failed(provenance: .file(path: file.path), error: error))
            }
        }
    }

    private func open() throws(SourceError) -> Step? {
        let opened = try ReadableFile(path: file.path)
        // Small files are read in one call of their own size, not a whole chunk.
        let firstRead = max(1, min(configuration.chunkSize, Int(clamping: opened.size) + 1))
        let first = try opened.read(upTo: firstRead)
        if first.isEmpty {
            return finish(.message(RawMessage(bytes: [], provenance: .file(path: file.path))))
        }
        if file.role == .unclassified, !MailSniffer.looksLikeMail(first) {
            return finish(.skipped(SkippedFile(path: file.path, reason: .notAMessage, size: file.size)))
        }
        let isMbox = file.role == .mbox
        if isMbox || (file.role != .maildirMessage && MailSniffer.startsWithEnvelope(first)) {
            splitsAlways = isMbox
            stream = MboxStream(file: opened, configuration: configuration, firstChunk: first, keepsRawBytes: !isMbox)
            return nil
        }
        let limit = configuration.maximumMessageBytes
        guard opened.size <= limit else { throw SourceError.tooLarge(path: file.path, limit: limit) }
        var bytes = first
        try opened.readToEnd(appendingTo: &bytes, limit: limit, chunkSize: configuration.chunkSize)
        return finish(.message(RawMessage(bytes: bytes, provenance: .file(path: file.path))))
    }

    private func finish(_ outcome: SourceItem.Outcome) -> Step {
        finished = true
        stream = nil
        return (outcome, file.size)
    }

    // MARK: - Streaming an mbox

    private func continueStream() -> Step? {
        guard let stream else {
            finished = true
            return nil
        }
        while true {
            let next: MboxSplitter.Message?
            do throws(SourceError) {
                next = try stream.nextMessage()
            } catch {
                let done = stream.endOfLastMessage
                let rest = Provenance.mbox(path: file.path, offset: done, length: max(0, file.size - done))
                let failure = finish(.failed(provenance: rest, error: error))
                guard let first = heldFirst else { return failure }
                // The message read before the failure is still good: hand it out first.
                heldFirst = nil
                queued = failure
                return step(for: first)
            }
            guard let message = next else { return endOfStream(stream) }
            if message.isBlankPreamble { continue }
            if splitsAlways { return step(for: message) }
            guard let first = heldFirst else {
                heldFirst = message
                continue
            }
            // A second message: the file is an mbox after all.
            splitsAlways = true
            heldFirst = nil
            stream.stopKeepingRawBytes()
            queued = step(for: message)
            return step(for: first)
        }
    }

    private func endOfStream(_ stream: MboxStream) -> Step? {
        finished = true
        self.stream = nil
        guard let only = heldFirst else { return nil }
        heldFirst = nil
        if let raw = stream.rawBytes {
            // A single message saved with its envelope line: keep the file's exact bytes.
            return (.message(RawMessage(bytes: raw, provenance: .file(path: file.path))), file.size)
        }
        return step(for: only)
    }

    private func step(for message: MboxSplitter.Message) -> Step {
        let provenance = Provenance.mbox(path: file.path, offset: message.offset, length: message.length)
        let done = min(message.offset + message.length, file.size)
        if message.isOversized {
            let error = SourceError.tooLarge(path: file.path, limit: configuration.maximumMessageBytes)
            return (.failed(provenance: provenance, error: error), done)
        }
        return (.message(RawMessage(bytes: message.bytes, provenance: provenance)), done)
    }
}
