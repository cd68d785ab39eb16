/// Reads an mbox file chunk by chunk through an ``MboxSplitter``, one message at a time.
/// Memory: the current message, one chunk, and (only while ``keepsRawBytes``) the raw bytes
/// read so far, capped at the message limit.
final class MboxStream {
    let file: ReadableFile
    private let chunkSize: Int
    private let rawLimit: Int
    private var splitter: MboxSplitter
    private var pending: [MboxSplitter.Message] = []
    private var pendingIndex = 0
    private var reachedEnd = false

    /// The raw bytes read so far, while they are being kept and fit the limit.
    private(set) var rawBytes: [UInt8]?

    /// The end offset of the last message handed out.
    private(set) var endOfLastMessage: Int64 = 0

    init(file: ReadableFile, configuration: SourceConfiguration, firstChunk: [UInt8], keepsRawBytes: Bool) {
        self.file = file
        self.chunkSize = configuration.chunkSize
        self.rawLimit = configuration.maximumMessageBytes
        self.splitter = MboxSplitter(configuration: configuration.splitter)
        self.rawBytes = keepsRawBytes ? [] : nil
        accept(firstChunk)
    }

    /// Stops keeping raw bytes and frees them.
    func stopKeepingRawBytes() {
        rawBytes = nil
    }

    /// The next message, or nil at the end of the file.
    func nextMessage() throws(SourceError) -> MboxSplitter.Message? {
        while pendingIndex == pending.count {
            pending.removeAll(keepingCapacity: true)
            pendingIndex = 0
            if reachedEnd { return nil }
            let chunk = try file.read(upTo: chunkSize)
            if chunk.isEmpty {
                reachedEnd = true
                pending = splitter.finish()
            } else {
                accept(chunk)
            }
        }
        let message = pending[pendingIndex]
        pending[pendingIndex].bytes = []  // the caller owns the bytes now
        pendingIndex += 1
        endOfLastMessage = message.offset + message.length
        return message
    }

    private func accept(_ chunk: [UInt8]) {
        if rawBytes != nil {
            if let count = rawBytes?.count, count + chunk.count <= rawLimit {
                rawBytes?.append(contentsOf: chunk)
            } else {
                rawBytes = nil
            }
        }
        pending += splitter.feed(chunk)
    }
}
