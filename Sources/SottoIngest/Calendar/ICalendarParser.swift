import Foundation

/// Parses iCalendar (RFC 5545) files into events. Pure: bytes in, values out.
///
/// ```swift
/// let document = try ICalendarParser.parse(bytes, defaultTimeZone: .current)
/// for series in document.series { ... RecurrenceExpander.occurrences(of: series.master, ...) }
/// ```
public enum ICalendarParser {
    /// Parses a whole file. `defaultTimeZone` anchors floating times and all-day dates.
    ///
    /// Throws for structural damage (a line without `:`, BEGIN/END mismatch, a truncated file),
    /// an unknown TZID, or an unreadable DTSTART/DTEND/RECURRENCE-ID/RDATE/EXDATE; the error names
    /// the line. Lesser problems become ``ICalendarDocument/warnings``. `VTODO`, `VJOURNAL`,
    /// `VALARM` and `X-` components are skipped.
    public static func parse(_ bytes: [UInt8], defaultTimeZone: TimeZone) throws(ICalendarError) -> ICalendarDocument {
        let raw = try ICalComponentScanner.scan(bytes)
        var warnings = raw.warnings
        let definitions = raw.timeZones.compactMap { ICalTimeZoneBuilder.build($0, warnings: &warnings) }
        var zones = ICalZoneResolver(defaultZone: defaultTimeZone, definitions: definitions)
        var events: [CalendarEvent] = []
        events.reserveCapacity(raw.events.count)
        for rawEvent in raw.events {
            if let event = try ICalEventBuilder.build(rawEvent, zones: &zones, warnings: &warnings) {
                events.append(event)
            }
        }
        return ICalendarDocument(method: raw.method, productID: raw.productID, events: events, warnings: warnings)
    }

    /// Parses a file given as a string (convenience for tests and pasted text).
    public static func parse(_ text: String, defaultTimeZone: TimeZone) throws(ICalendarError) -> ICalendarDocument {
        try parse(Array(text.utf8), defaultTimeZone: defaultTimeZone)
    }
}
