extension MboxSplitter {
    /// One message cut out of an mbox stream.
    ///
    /// `offset` and `length` describe the message's region in the file: from the first byte
    /// of its envelope line up to the first byte of the next envelope line (or the end of
    /// the file), so the regions of consecutive messages tile the file without gaps.
    public struct Message: Sendable, Hashable {
        /// The envelope line (`From sender date`) without its line ending, or nil for bytes
        /// that came before the first envelope line (see ``isPreamble``).
        public var envelope: [UInt8]?
        /// The RFC 5322 bytes with their own line endings: without the envelope line, with
        /// `>From ` un-escaping applied for mboxrd, and without the blank line that separates
        /// it from the next message. Empty when ``isOversized`` is true.
        public var bytes: [UInt8]
        /// The byte offset in the stream of the envelope line (0 for the preamble).
        public var offset: Int64
        /// The number of stream bytes this message occupies, envelope and separator included.
        public var length: Int64
        /// True when the message was larger than the configured limit; its bytes were
        /// dropped to keep memory bounded, but `offset` and `length` are still exact.
        public var isOversized: Bool

        /// Creates a message; the splitter is the usual source of these.
        public init(envelope: [UInt8]?, bytes: [UInt8], offset: Int64, length: Int64, isOversized: Bool = false) {
            self.envelope = envelope
            self.bytes = bytes
            self.offset = offset
            self.length = length
            self.isOversized = isOversized
        }

        /// True for the bytes before the first envelope line: leading garbage, or a whole
        /// stream that never had an envelope line (a plain message).
        public var isPreamble: Bool { envelope == nil }

        /// True for a preamble made only of blank space (spaces, tabs, line endings), which
        /// readers may drop without losing anything.
        public var isBlankPreamble: Bool {
            isPreamble && !isOversized && bytes.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
        }
    }
}
