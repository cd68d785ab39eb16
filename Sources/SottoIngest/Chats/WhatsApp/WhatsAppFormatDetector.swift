/// Decides a WhatsApp export's header format from the whole file, in one streaming pass.
///
/// Feed it the file in chunks of any size, then ask for the `decision()`. The date order of
/// `1/2/26` cannot be told from one line, so the detector collects statistics over every header:
/// a field above 12 can only be a day; failing that, the field that changes alone more often
/// between consecutive messages is the day; failing that, a documented default applies (month
/// first for `M/D/YY` with a 12-hour clock, day first otherwise). It also learns the names that
/// write ordinary messages, which helps the parser spot iOS system notices.
public struct WhatsAppFormatDetector: Sendable {
    /// Lines a file may have before its first header and still count as an export.
    public static let maxLinesBeforeFirstHeader = 50
    private static let maxAuthors = 10_000

    private var splitter = WhatsAppLineSplitter(maxLineBytes: 4_096)
    private var lines = 0
    private var shapes: [WhatsAppShape: WhatsAppShapeStatistics] = [:]
    private var authors: Set<String> = []
    private var notAuthors: Set<String> = []

    /// Creates an empty detector.
    public init() {}

    /// Reads the next chunk of the file.
    public mutating func consume(_ bytes: some Collection<UInt8>) {
        var splitter = self.splitter
        self.splitter = WhatsAppLineSplitter(maxLineBytes: 4_096)
        splitter.feed(bytes) { line, _ in record(line) }
        self.splitter = splitter
    }

    /// The format of what was consumed so far, or nil when it does not look like a WhatsApp
    /// export (no header line within the first `maxLinesBeforeFirstHeader` lines).
    public func decision() -> WhatsAppFormatDecision? {
        var copy = self
        var splitter = copy.splitter
        splitter.finish { line, _ in copy.record(line) }
        return copy.decide()
    }

    private func decide() -> WhatsAppFormatDecision? {
        guard let (shape, statistics) = shapes.max(by: { $0.value.headers < $1.value.headers
            || ($0.value.headers == $1.value.headers && $0.value.firstLine > $1.value.firstLine) })
        else { return nil }
        guard statistics.firstLine <= Self.maxLinesBeforeFirstHeader else { return nil }
        let clock: WhatsAppFormat.Clock = statistics.withMeridiem * 2 > statistics.headers ? .twelveHour : .twentyFourHour
        let (order, ambiguous, reason) = statistics.dateOrder(for: shape, clock: clock)
        let format = WhatsAppFormat(
            layout: shape.layout, dateOrder: order, yearDigits: shape.yearDigits, clock: clock,
            hasSeconds: statistics.withSeconds * 2 > statistics.headers, dateSeparator: shape.separator
        )
        return WhatsAppFormatDecision(
            format: format, isAmbiguous: ambiguous, reason: reason,
            headerLines: statistics.headers, lines: lines, knownAuthors: authors
        )
    }

    private mutating func record(_ rawLine: UnsafeBufferPointer<UInt8>) {
        lines += 1
        var line = rawLine
        if lines == 1, line.count >= 3, line[0] == 0xEF, line[1] == 0xBB, line[2] == 0xBF {
            line = UnsafeBufferPointer(rebasing: line[3...])
        }
        let start = WhatsAppBytes.skipMarks(line, from: 0)
        guard start < line.count, line[start] == UInt8(ascii: "[") || line[start] &- UInt8(ascii: "0") < 10,
              let header = WhatsAppHeader.scan(line) else { return }
        let shape = WhatsAppShape(
            layout: header.layout, separator: header.separator,
            yearFirst: header.yearFirst, yearDigits: header.yearDigits
        )
        shapes[shape, default: WhatsAppShapeStatistics()].record(header, line: lines)
        learnAuthor(UnsafeBufferPointer(rebasing: line[header.restStart...]))
    }

    /// Remembers the author of an ordinary message (text not starting with a mark, name not
    /// reading like a notice).
    private mutating func learnAuthor(_ rest: UnsafeBufferPointer<UInt8>) {
        guard authors.count < Self.maxAuthors,
              let (authorEnd, bodyStart) = WhatsAppAuthorSplit.split(rest, lineEnd: rest.count),
              !WhatsAppAuthorSplit.bodyIsMarked(rest, bodyStart: bodyStart) else { return }
        let candidate = WhatsAppBytes.normalizedName(rest, start: 0, end: authorEnd)
        guard !candidate.isEmpty, !authors.contains(candidate), !notAuthors.contains(candidate) else { return }
        if WhatsAppAuthorSplit.candidateLooksLikeNotice(candidate) {
            if notAuthors.count < Self.maxAuthors { notAuthors.insert(candidate) }
        } else {
            authors.insert(candidate)
        }
    }
}
