import SottoCore

/// Parses one RFC 5322 / MIME message into a `ParsedMessage`: headers, addresses, date,
/// message identifiers, readable text (text/plain preferred, HTML converted), links from
/// HTML, and attachment metadata.
///
/// Forgiving like a mail client: broken headers, boundaries, encodings and charsets are
/// read as well as they can be and reported in `ParsedMessage.parseWarnings`. It never
/// traps on input, works in time roughly linear in the message size, and never recurses
/// per MIME level (a 1,000-deep nesting is stopped at `Configuration.maxDepth`).
///
/// ```swift
/// let message = try MIMEParser().parse(Array(emlData))
/// let sender = message.from.first?.address ?? ""
/// let summary = "\(sender): \(message.subject) — \(message.text.prefix(80))"
/// ```
public struct MIMEParser: Sendable {
    /// Limits that bound the work and memory spent on one message.
    public struct Configuration: Sendable, Hashable {
        /// Messages larger than this are refused with `MessageParseError.Code.tooLarge`.
        public var maxMessageBytes: Int
        /// The most MIME entities read; beyond it the parser stops descending (with a warning).
        public var maxParts: Int
        /// The deepest multipart/message nesting opened; deeper parts are skipped (with a warning).
        public var maxDepth: Int
        /// The longest `text` produced, in characters; longer text is truncated (with a warning).
        public var maxTextCharacters: Int
        /// The most links collected from HTML parts.
        public var maxLinks: Int
        /// The most top-level header fields kept; further fields are dropped (with a warning).
        public var maxHeaderFields: Int

        /// Creates a configuration; every limit has a default suited to real mail.
        public init(
            maxMessageBytes: Int = 64 * 1024 * 1024,
            maxParts: Int = 20_000,
            maxDepth: Int = 64,
            maxTextCharacters: Int = 1_000_000,
            maxLinks: Int = 1_000,
            maxHeaderFields: Int = 10_000
        ) {
            self.maxMessageBytes = maxMessageBytes
            self.maxParts = max(1, maxParts)
            self.maxDepth = max(0, maxDepth)
            self.maxTextCharacters = max(0, maxTextCharacters)
            self.maxLinks = max(0, maxLinks)
            self.maxHeaderFields = max(1, maxHeaderFields)
        }
    }

    /// The limits this parser applies.
    public let configuration: Configuration

    /// Creates a parser with the given limits.
    public init(configuration: Configuration = .init()) {
        self.configuration = configuration
    }

    /// Parses the bytes of one message.
    ///
    /// - Throws: `MessageParseError` with code `.empty` for empty or blank input,
    ///   `.tooLarge` above `Configuration.maxMessageBytes`, and `.notAMessage` when the
    ///   bytes do not begin with anything like a header section.
    public func parse(_ bytes: [UInt8]) throws(MessageParseError) -> ParsedMessage {
        guard bytes.count <= configuration.maxMessageBytes else {
            throw MessageParseError(code: .tooLarge, reason:
                "message is \(bytes.count) bytes; the limit is \(configuration.maxMessageBytes)")
        }
        let outcome = bytes.withUnsafeBufferPointer { buffer in
            MessageParse(bytes: buffer, configuration: configuration).run()
        }
        return try outcome.get()
    }
}
