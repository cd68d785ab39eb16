import Foundation

/// The raw pieces of a file the parser cares about, collected in one pass over the content lines.
struct ICalRawCalendar: Sendable {
    /// A `VEVENT`'s own properties (nested `VALARM`s left out) and the calendar it came from.
    struct Event: Sendable {
        var beginLine: Int
        var lines: [ICalContentLine]
        var calendarMethod: String?
    }

    /// A `VTIMEZONE` with its properties and `STANDARD`/`DAYLIGHT` observances.
    struct TimeZone: Sendable {
        var beginLine: Int
        var lines: [ICalContentLine]
        var observances: [(isDaylight: Bool, lines: [ICalContentLine])]
    }

    var method: String?
    var productID: String?
    var events: [Event] = []
    var timeZones: [TimeZone] = []
    var warnings: [String] = []
}

/// Checks BEGIN/END nesting and sorts content lines into events and time zones.
enum ICalComponentScanner {
    static func scan(_ bytes: [UInt8]) throws(ICalendarError) -> ICalRawCalendar {
        var result = ICalRawCalendar()
        var stack: [(name: String, line: Int)] = []
        var sawCalendar = false
        var lastLine = 0
        var currentMethod: String?
        var event: ICalRawCalendar.Event?
        var zone: ICalRawCalendar.TimeZone?
        var observance: (isDaylight: Bool, lines: [ICalContentLine])?
        var ignoredTrailingLine: Int?
        var calendarFirstEvent = 0

        try ICalLineReader.forEachLine(in: bytes) { (line: ICalContentLine) throws(ICalendarError) in
            lastLine = line.line
            if line.name == "BEGIN" {
                let name = line.value.trimmingCharacters(in: .whitespaces).uppercased()
                if stack.isEmpty {
                    guard name == "VCALENDAR" else {
                        if sawCalendar { ignoredTrailingLine = ignoredTrailingLine ?? line.line; return }
                        throw ICalendarError(kind: .notICalendar, line: line.line)
                    }
                    sawCalendar = true
                    currentMethod = nil
                    calendarFirstEvent = result.events.count
                } else if stack.count == 1, name == "VEVENT" {
                    event = ICalRawCalendar.Event(beginLine: line.line, lines: [], calendarMethod: currentMethod)
                } else if stack.count == 1, name == "VTIMEZONE" {
                    zone = ICalRawCalendar.TimeZone(beginLine: line.line, lines: [], observances: [])
                } else if stack.count == 2, zone != nil, name == "STANDARD" || name == "DAYLIGHT" {
                    observance = (name == "DAYLIGHT", [])
                }
                stack.append((name, line.line))
                return
            }
            if line.name == "END" {
                let name = line.value.trimmingCharacters(in: .whitespaces).uppercased()
                guard let open = stack.last else {
                    if sawCalendar { ignoredTrailingLine = ignoredTrailingLine ?? line.line; return }
                    throw ICalendarError(kind: .notICalendar, line: line.line)
                }
                guard open.name == name else {
                    throw ICalendarError(kind: .mismatchedComponent, line: line.line, property: open.name)
                }
                stack.removeLast()
                if stack.isEmpty, let currentMethod {
                    for index in calendarFirstEvent..<result.events.count { result.events[index].calendarMethod = currentMethod }
                } else if stack.count == 1, name == "VEVENT", let finished = event {
                    result.events.append(finished)
                    event = nil
                } else if stack.count == 1, name == "VTIMEZONE", let finished = zone {
                    result.timeZones.append(finished)
                    zone = nil
                } else if stack.count == 2, let finished = observance {
                    zone?.observances.append(finished)
                    observance = nil
                }
                return
            }
            guard !stack.isEmpty else {
                if sawCalendar { ignoredTrailingLine = ignoredTrailingLine ?? line.line; return }
                throw ICalendarError(kind: .notICalendar, line: line.line)
            }
            switch stack.count {
            case 1:
                if line.name == "METHOD" {
                    let method = line.value.trimmingCharacters(in: .whitespaces).uppercased()
                    currentMethod = method
                    if result.method == nil { result.method = method }
                } else if line.name == "PRODID", result.productID == nil {
                    result.productID = ICalText.unescape(line.value)
                }
            case 2:
                if event != nil { event?.lines.append(line) } else if zone != nil { zone?.lines.append(line) }
            case 3:
                if observance != nil { observance?.lines.append(line) }
            default:
                break
            }
        }
        if let open = stack.last {
            throw ICalendarError(kind: .truncated, line: lastLine, property: open.name)
        }
        guard sawCalendar else { throw ICalendarError(kind: .notICalendar, line: max(lastLine, 1)) }
        if let ignoredTrailingLine {
            result.warnings.append("Line \(ignoredTrailingLine): content after END:VCALENDAR was ignored.")
        }
        return result
    }
}
