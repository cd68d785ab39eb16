import Foundation

/// A streaming parser for WhatsApp chat exports (`_chat.txt`, `WhatsApp Chat with ….txt`).
///
/// Feed it the file's bytes in chunks of any size; each call returns the messages completed so
/// far (a message is complete when the next header line arrives, or at `finish()`). Only the
/// message in progress is buffered, capped at `maxMessageBytes`; longer messages are cut and
/// flagged. Invalid UTF-8 is decoded lossily. Non-empty lines before the first header are
/// counted in `skippedLines`.
///
/// ```swift
/// var detector = WhatsAppFormatDetector()
/// detector.consume(bytes)
/// guard let decision = detector.decision() else { return }   // not a WhatsApp export
/// var parser = WhatsAppParser(decision: decision, timeZone: .current)
/// let messages = parser.feed(bytes) + parser.finish()
/// ```
public struct WhatsAppParser: Sendable {
    /// The default cap on one message: 1 MiB.
    public static let defaultMaxMessageBytes = 1 << 20

    /// The header format lines must have to start a message.
    public let format: WhatsAppFormat
    /// The zone in which header times are read.
    public let timeZone: TimeZone
    /// The most bytes kept of one message, header included.
    public let maxMessageBytes: Int
    /// Non-empty lines before the first header, which belong to no message.
    public private(set) var skippedLines = 0
    /// Lines read so far.
    public private(set) var lineCount = 0

    private struct Pending: Sendable {
        var date: Date
        var line: Int
        var raw: [UInt8]
        var restStart: Int
        var truncated: Bool
    }

    private var splitter: WhatsAppLineSplitter
    private var calendar: WhatsAppCalendar
    private var counter = WhatsAppOccurrenceCounter()
    private let knownAuthors: Set<String>
    private var learnedAuthors: Set<String> = []
    private var authorCache = WhatsAppAuthorCache()
    private var current: Pending?
    private var completed: [WhatsAppMessage] = []

    /// Creates a parser for `format`, reading times in `timeZone`. `knownAuthors` (from a
    /// detector's decision) helps tell iOS system notices from people's messages.
    /// `maxMessageBytes` is raised to at least 256.
    public init(
        format: WhatsAppFormat,
        timeZone: TimeZone,
        knownAuthors: Set<String> = [],
        maxMessageBytes: Int = WhatsAppParser.defaultMaxMessageBytes
    ) {
        self.format = format
        self.timeZone = timeZone
        self.knownAuthors = knownAuthors
        self.maxMessageBytes = max(maxMessageBytes, 256)
        self.splitter = WhatsAppLineSplitter(maxLineBytes: self.maxMessageBytes)
        self.calendar = WhatsAppCalendar(timeZone: timeZone)
    }

    /// Creates a parser with a detector's format and the authors it learned.
    public init(decision: WhatsAppFormatDecision, timeZone: TimeZone) {
        self.init(format: decision.format, timeZone: timeZone, knownAuthors: decision.knownAuthors)
    }

    /// Bytes the parser holds between chunks: the unfinished line and the message in progress.
    /// Bounded by about twice ``maxMessageBytes`` whatever the size of the export.
    public var bufferedBytes: Int { splitter.bufferedBytes + (current?.raw.count ?? 0) }

    /// Reads the next chunk; returns the messages it completed, in file order.
    public mutating func feed(_ bytes: some Collection<UInt8>) -> [WhatsAppMessage] {
        var splitter = self.splitter
        self.splitter = WhatsAppLineSplitter(maxLineBytes: maxMessageBytes)
        splitter.feed(bytes) { line, cut in handle(line, cut: cut) }
        self.splitter = splitter
        return takeCompleted()
    }

    /// Reads the end of input; returns the last messages.
    public mutating func finish() -> [WhatsAppMessage] {
        var splitter = self.splitter
        self.splitter = WhatsAppLineSplitter(maxLineBytes: maxMessageBytes)
        splitter.finish { line, cut in handle(line, cut: cut) }
        self.splitter = splitter
        completeCurrent()
        return takeCompleted()
    }

    private mutating func takeCompleted() -> [WhatsAppMessage] {
        defer { completed = [] }
        return completed
    }

    private mutating func handle(_ rawLine: UnsafeBufferPointer<UInt8>, cut: Bool) {
        lineCount += 1
        var line = rawLine
        if lineCount == 1, line.count >= 3, line[0] == 0xEF, line[1] == 0xBB, line[2] == 0xBF {
            line = UnsafeBufferPointer(rebasing: line[3...])
        }
        if let (header, date) = headerDate(line) {
            completeCurrent()
            var raw: [UInt8] = []
            raw.reserveCapacity(min(line.count + 64, maxMessageBytes))
            raw.append(contentsOf: line)
            current = Pending(date: date, line: lineCount, raw: raw, restStart: header.restStart, truncated: cut)
        } else if current != nil {
            appendContinuation(line, cut: cut)
        } else if WhatsAppBytes.skipBlanks(line, from: 0) < line.count {
            skippedLines += 1
        }
    }

    /// The header of `line` and its date, when it starts a message in this format.
    private mutating func headerDate(_ line: UnsafeBufferPointer<UInt8>) -> (WhatsAppHeader, Date)? {
        let start = WhatsAppBytes.skipMarks(line, from: 0)
        guard start < line.count else { return nil }
        let lead = line[start]
        if format.layout == .bracketed {
            guard lead == UInt8(ascii: "[") else { return nil }
        } else {
            guard lead &- UInt8(ascii: "0") < 10 else { return nil }
        }
        guard let header = WhatsAppHeader.scan(line), header.layout == format.layout,
              header.separator == format.dateSeparator,
              header.yearFirst == (format.dateOrder == .yearMonthDay), header.yearDigits == format.yearDigits
        else { return nil }
        let year, month, day: Int
        switch format.dateOrder {
        case .dayMonthYear: (day, month, year) = (header.first, header.second, header.third)
        case .monthDayYear: (month, day, year) = (header.first, header.second, header.third)
        case .yearMonthDay: (year, month, day) = (header.first, header.second, header.third)
        }
        let fullYear = format.yearDigits == 2 ? 2000 + year : year
        guard let date = calendar.date(
            year: fullYear, month: month, day: day,
            hour: header.hour24, minute: header.minute, second: max(header.seconds, 0)
        ) else { return nil }
        return (header, date)
    }

    private mutating func appendContinuation(_ line: UnsafeBufferPointer<UInt8>, cut: Bool) {
        guard var pending = current else { return }
        current = nil
        if !pending.truncated {
            let room = maxMessageBytes - pending.raw.count - 1
            if room >= line.count {
                pending.raw.append(WhatsAppBytes.newline)
                pending.raw.append(contentsOf: line)
                pending.truncated = cut
            } else {
                if room > 0 {
                    pending.raw.append(WhatsAppBytes.newline)
                    pending.raw.append(contentsOf: UnsafeBufferPointer(rebasing: line[..<Self.characterBoundary(line, atMost: room)]))
                }
                pending.truncated = true
            }
        }
        current = pending
    }

    /// The largest index ≤ `limit` that does not split a UTF-8 sequence.
    private static func characterBoundary(_ line: UnsafeBufferPointer<UInt8>, atMost limit: Int) -> Int {
        var index = limit
        while index > 0, index < line.count, line[index] & 0xC0 == 0x80 { index -= 1 }
        return index
    }

    private mutating func completeCurrent() {
        guard let pending = current else { return }
        current = nil
        let body = pending.raw.withUnsafeBufferPointer { raw in
            WhatsAppBodyReader.read(UnsafeBufferPointer(rebasing: raw[pending.restStart...]), authors: &authorCache) {
                self.knownAuthors.contains($0) || self.learnedAuthors.contains($0)
            }
        }
        if body.kind == .text, let author = body.author, learnedAuthors.count < 10_000, !knownAuthors.contains(author) {
            learnedAuthors.insert(author)
        }
        let occurrence = counter.next(date: pending.date, author: body.author, text: body.text)
        completed.append(WhatsAppMessage(
            date: pending.date, author: body.author, text: body.text, kind: body.kind,
            isEdited: body.isEdited, attachmentNames: body.attachmentNames, line: pending.line,
            rawText: String(decoding: pending.raw, as: UTF8.self), occurrence: occurrence,
            isTruncated: pending.truncated
        ))
    }
}
