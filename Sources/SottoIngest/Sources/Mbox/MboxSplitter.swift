/// Splits an mbox byte stream into messages, with no I/O of its own.
///
/// Feed it chunks of any size (a single byte works) with ``feed(_:)``; it returns every
/// message completed by that chunk. Call ``finish()`` at the end of the stream for the last
/// one. Memory is bounded by the current message: nothing else is kept.
///
/// Rules, chosen to lose nothing on the mbox files people actually have:
/// - A line starting with `From ` separates messages when it is the first line of the stream
///   or when it looks like an envelope line (``MboxEnvelope/looksLikeEnvelope(_:)``); a
///   preceding blank line is *not* required, because many writers omit it.
/// - `Content-Length` headers are ignored: they are often wrong.
/// - Line endings are kept as they are, LF or CRLF; the one blank line that separates a
///   message from the next envelope line is removed from the message's bytes.
/// - With ``MboxFormat/mboxrd`` (the default), one `>` is removed from lines matching
///   `^>+From `; with ``MboxFormat/mboxo`` lines are left alone.
/// - Bytes before the first envelope line come out as a ``Message/isPreamble`` message.
/// - A message larger than ``Configuration/maximumMessageBytes`` comes out with
///   ``Message/isOversized`` set and no bytes, instead of growing memory without bound.
public struct MboxSplitter: Sendable {
    /// Settings for a splitter.
    public struct Configuration: Sendable, Hashable {
        /// How `>From ` lines are un-escaped. Default: ``MboxFormat/mboxrd``.
        public var format: MboxFormat
        /// The largest message kept in memory, in bytes; larger ones are reported as
        /// oversized. Default: 64 MiB.
        public var maximumMessageBytes: Int

        /// Creates a configuration.
        public init(format: MboxFormat = .mboxrd, maximumMessageBytes: Int = 64 << 20) {
            self.format = format
            self.maximumMessageBytes = maximumMessageBytes
        }
    }

    /// The longest line that can still be an envelope line; longer `From ` lines are body text.
    static let maximumEnvelopeLength = 4096

    /// The settings this splitter was made with.
    public let configuration: Configuration

    // The message being collected.
    private var messageStart: Int64 = 0
    private var envelope: [UInt8]?
    private var body: [UInt8] = []
    private var isOversized = false

    // Where we are in the stream.
    private var position: Int64 = 0
    private var atLineStart = true

    // A line that may be a separator or an escaped `>From ` line, held until decided.
    private var isHoldingLine = false
    private var heldLine: [UInt8] = []
    private var heldLineStart: Int64 = 0
    private var heldQuoteDepth = 0
    private var heldPrefixMatched = 0

    /// Creates a splitter at the start of a stream.
    public init(configuration: Configuration = .init()) {
        self.configuration = configuration
    }

    /// The number of bytes fed so far.
    public var bytesFed: Int64 { position }

    /// Feeds the next chunk of the stream and returns the messages it completed, in order.
    public mutating func feed(_ chunk: some Sequence<UInt8>) -> [Message] {
        var output: [Message] = []
        let done: Void? = chunk.withContiguousStorageIfAvailable { buffer in
            process(buffer, into: &output)
        }
        if done == nil {
            Array(chunk).withUnsafeBufferPointer { process($0, into: &output) }
        }
        return output
    }

    /// Ends the stream: returns the last message(s) and resets the splitter to a new stream.
    ///
    /// Usually one message; none for an empty stream; two when the stream ends with an
    /// envelope line that has no line ending.
    public mutating func finish() -> [Message] {
        var output: [Message] = []
        if isHoldingLine {
            let line = heldLine
            isHoldingLine = false
            heldLine = []
            if heldQuoteDepth == 0, heldPrefixMatched == MboxEnvelope.prefix.count, isSeparator(line) {
                startMessage(envelopeLine: line, into: &output)
            } else {
                appendToBody(line[...])
            }
        }
        if let last = completeMessage(endingAt: position) {
            output.append(last)
        }
        self = MboxSplitter(configuration: configuration)
        return output
    }

    /// Splits a whole in-memory mbox.
    public static func split(_ bytes: [UInt8], configuration: Configuration = .init()) -> [Message] {
        var splitter = MboxSplitter(configuration: configuration)
        return splitter.feed(bytes) + splitter.finish()
    }

    // MARK: - Scanning

    private mutating func process(_ buffer: UnsafeBufferPointer<UInt8>, into output: inout [Message]) {
        var index = 0
        var runStart = 0  // start of plain bytes not yet copied into the body
        while index < buffer.count {
            if isHoldingLine {
                consumeHeldByte(buffer[index], into: &output)
                index += 1
                runStart = index
                continue
            }
            if atLineStart {
                atLineStart = false
                let byte = buffer[index]
                if byte == UInt8(ascii: "F") || byte == UInt8(ascii: ">") {
                    appendToBody(UnsafeBufferPointer(rebasing: buffer[runStart..<index]))
                    runStart = index
                    beginHeldLine(at: position + Int64(index))
                    continue
                }
            }
            if let newline = ByteScan.firstIndex(of: UInt8(ascii: "\n"), in: buffer, from: index) {
                index = newline + 1
                atLineStart = true
            } else {
                index = buffer.count
            }
        }
        appendToBody(UnsafeBufferPointer(rebasing: buffer[runStart..<buffer.count]))
        position += Int64(buffer.count)
    }

    private mutating func beginHeldLine(at offset: Int64) {
        isHoldingLine = true
        heldLine.removeAll(keepingCapacity: true)
        heldLineStart = offset
        heldQuoteDepth = 0
        heldPrefixMatched = 0
    }

    /// Takes one byte of a held line and decides, as early as possible, what the line is.
    private mutating func consumeHeldByte(_ byte: UInt8, into output: inout [Message]) {
        heldLine.append(byte)
        let prefix = MboxEnvelope.prefix
        if heldPrefixMatched == 0, byte == UInt8(ascii: ">"), heldLine.count - 1 == heldQuoteDepth {
            heldQuoteDepth += 1
            return
        }
        if heldPrefixMatched < prefix.count {
            guard byte == prefix[heldPrefixMatched] else {
                releaseHeldLine(dropFirstByte: false, atLineStart: byte == UInt8(ascii: "\n"))
                return
            }
            heldPrefixMatched += 1
            if heldPrefixMatched == prefix.count, heldQuoteDepth > 0 {
                releaseHeldLine(dropFirstByte: configuration.format == .mboxrd, atLineStart: false)
            }
            return
        }
        if byte == UInt8(ascii: "\n") {
            let line = heldLine
            if isSeparator(line) {
                isHoldingLine = false
                atLineStart = true
                startMessage(envelopeLine: line, into: &output)
            } else {
                releaseHeldLine(dropFirstByte: false, atLineStart: true)
            }
        } else if heldLine.count > Self.maximumEnvelopeLength {
            releaseHeldLine(dropFirstByte: false, atLineStart: false)
        }
    }

    /// Copies the held bytes into the body as ordinary text and goes back to scanning.
    private mutating func releaseHeldLine(dropFirstByte: Bool, atLineStart: Bool) {
        appendToBody(heldLine[(dropFirstByte ? 1 : 0)...])
        isHoldingLine = false
        self.atLineStart = atLineStart
    }

    private func isSeparator(_ line: [UInt8]) -> Bool {
        heldLineStart == 0 || MboxEnvelope.looksLikeEnvelope(line)
    }

    // MARK: - Messages

    private mutating func startMessage(envelopeLine: [UInt8], into output: inout [Message]) {
        if let finished = completeMessage(endingAt: heldLineStart) {
            output.append(finished)
        }
        messageStart = heldLineStart
        envelope = Array(MboxEnvelope.trimmingLineEnding(envelopeLine))
        heldLine = []
    }

    private mutating func completeMessage(endingAt end: Int64) -> Message? {
        let length = end - messageStart
        var bytes: [UInt8] = []
        swap(&bytes, &body)  // hand the buffer over without copying it
        let wasOversized = isOversized
        isOversized = false
        if envelope == nil, length == 0 { return nil }
        Self.dropSeparatorLineEnding(&bytes)
        return Message(envelope: envelope, bytes: bytes, offset: messageStart, length: length, isOversized: wasOversized)
    }

    private mutating func appendToBody(_ bytes: some Collection<UInt8>) {
        guard !isOversized, !bytes.isEmpty else { return }
        if body.count + bytes.count > configuration.maximumMessageBytes {
            isOversized = true
            body = []
            return
        }
        body.append(contentsOf: bytes)
    }

    /// Removes the line ending of a final blank line: the separator before the next message.
    static func dropSeparatorLineEnding(_ bytes: inout [UInt8]) {
        guard bytes.last == UInt8(ascii: "\n") else { return }
        let ending = bytes.count >= 2 && bytes[bytes.count - 2] == UInt8(ascii: "\r") ? 2 : 1
        let rest = bytes.count - ending
        if rest == 0 || bytes[rest - 1] == UInt8(ascii: "\n") {
            bytes.removeLast(ending)
        }
    }
}
