/// The result of parsing one iCalendar file (all its `VCALENDAR` objects).
public struct ICalendarDocument: Sendable, Hashable, Codable {
    /// `METHOD` (`PUBLISH`, `REQUEST`, `CANCEL`, ...), upper-cased.
    public var method: String?
    /// `PRODID`: which program wrote the file.
    public var productID: String?
    /// Every `VEVENT`, in file order (masters and overrides alike; see ``series``).
    public var events: [CalendarEvent]
    /// Things skipped or guessed while parsing (no text from the file, only kinds and line numbers).
    public var warnings: [String]

    /// Creates a document.
    public init(method: String? = nil, productID: String? = nil, events: [CalendarEvent] = [], warnings: [String] = []) {
        self.method = method
        self.productID = productID
        self.events = events
        self.warnings = warnings
    }

    /// Whether `METHOD:CANCEL` was given.
    public var isCancellation: Bool { method == "CANCEL" }

    /// Whether the first bytes of a file look like iCalendar: after an optional UTF-8 byte order
    /// mark and white space, `BEGIN:VCALENDAR` (case-insensitively).
    public static func looksLikeICalendar(_ firstChunk: [UInt8]) -> Bool {
        var index = 0
        if firstChunk.count >= 3, firstChunk[0] == 0xEF, firstChunk[1] == 0xBB, firstChunk[2] == 0xBF { index = 3 }
        while index < firstChunk.count, [0x20, 0x09, 0x0D, 0x0A].contains(firstChunk[index]) { index += 1 }
        let expected = Array("BEGIN:VCALENDAR".utf8)
        guard firstChunk.count - index >= expected.count else { return false }
        for offset in expected.indices {
            var byte = firstChunk[index + offset]
            if byte >= UInt8(ascii: "a"), byte <= UInt8(ascii: "z") { byte -= 32 }
            if byte != expected[offset] { return false }
        }
        return true
    }
}
