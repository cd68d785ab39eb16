/// What a `WhatsAppFormatDetector` concluded about a file.
public struct WhatsAppFormatDecision: Sendable, Equatable {
    /// The header format to parse the file with.
    public var format: WhatsAppFormat
    /// True when the date order was guessed (from how fields change, or by default) rather than
    /// proved by a field that can only be a day.
    public var isAmbiguous: Bool
    /// Why this date order, in words for a report (counts and line numbers, no content).
    public var reason: String
    /// Header lines in the chosen format.
    public var headerLines: Int
    /// All lines read.
    public var lines: Int
    /// Names seen writing ordinary messages; the parser uses them to tell iOS system notices
    /// (written with the group's name as author) from people's messages.
    public var knownAuthors: Set<String>

    /// Creates a decision.
    public init(
        format: WhatsAppFormat, isAmbiguous: Bool, reason: String,
        headerLines: Int, lines: Int, knownAuthors: Set<String> = []
    ) {
        self.format = format
        self.isAmbiguous = isAmbiguous
        self.reason = reason
        self.headerLines = headerLines
        self.lines = lines
        self.knownAuthors = knownAuthors
    }
}
