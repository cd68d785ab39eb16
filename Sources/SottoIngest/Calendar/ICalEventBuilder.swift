import Foundation

/// Builds a ``CalendarEvent`` from a raw `VEVENT`'s content lines.
enum ICalEventBuilder {
    static func build(
        _ raw: ICalRawCalendar.Event,
        zones: inout ICalZoneResolver,
        warnings: inout [String]
    ) throws(ICalendarError) -> CalendarEvent? {
        var uid: String?
        var startLine: ICalContentLine?
        var endLine: ICalContentLine?
        var durationLine: ICalContentLine?
        var ruleLine: ICalContentLine?
        var event = CalendarEvent(uid: "", start: Date(timeIntervalSince1970: 0), line: raw.beginLine)
        var recurrenceIDLine: ICalContentLine?
        var dateLists: [ICalContentLine] = []

        for line in raw.lines {
            switch line.name {
            case "UID": if uid == nil { uid = line.value.trimmingCharacters(in: .whitespaces) }
            case "DTSTART": if startLine == nil { startLine = line }
            case "DTEND": if endLine == nil { endLine = line }
            case "DUE": if endLine == nil { endLine = line }
            case "DURATION": if durationLine == nil { durationLine = line }
            case "RRULE": if ruleLine == nil { ruleLine = line }
            case "RECURRENCE-ID": if recurrenceIDLine == nil { recurrenceIDLine = line }
            case "RDATE", "EXDATE": dateLists.append(line)
            case "SUMMARY": event.summary = event.summary ?? ICalText.unescape(line.value)
            case "DESCRIPTION": event.description = event.description ?? ICalText.unescape(line.value)
            case "LOCATION": event.location = event.location ?? ICalText.unescape(line.value)
            case "URL": event.url = event.url ?? line.value.trimmingCharacters(in: .whitespaces)
            case "STATUS": event.status = CalendarEvent.Status(rawValue: line.value.trimmingCharacters(in: .whitespaces).uppercased())
            case "SEQUENCE":
                if let number = Int(line.value.trimmingCharacters(in: .whitespaces)) {
                    event.sequence = number
                } else {
                    warnings.append("Line \(line.line): unreadable SEQUENCE, 0 assumed.")
                }
            case "CATEGORIES":
                event.categories += ICalText.splitList(line.value).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            case "ORGANIZER": event.organizer = participant(line)
            case "ATTENDEE": event.attendees.append(participant(line))
            case "DTSTAMP":
                if let value = ICalDateValue(line.value[...]) {
                    event.timestamp = (value.isUTC ? EventTimeZone.utc : .floating(zones.defaultZone)).instant(for: value.local)
                }
            default: continue
            }
        }

        guard let startLine else {
            warnings.append("Line \(raw.beginLine): VEVENT without DTSTART was skipped.")
            return nil
        }
        event.uid = uid.flatMap { $0.isEmpty ? nil : $0 } ?? "missing-uid-line-\(raw.beginLine)"
        if uid == nil { warnings.append("Line \(raw.beginLine): VEVENT without UID; a line-based UID was assigned.") }

        let start = try zones.resolve(startLine.value[...], of: startLine)
        event.start = start.date
        event.isAllDay = start.isDate || startLine.isDateValue
        event.timeZone = start.zone

        if let endLine {
            event.end = try zones.resolve(endLine.value[...], of: endLine).date
        } else if let durationLine {
            if let duration = ICalDuration(durationLine.value[...]) {
                let shifted = start.zone.instant(for: start.local.addingDays(duration.days))
                event.end = shifted.addingTimeInterval(TimeInterval(duration.seconds))
            } else {
                warnings.append("Line \(durationLine.line): unreadable DURATION was ignored.")
            }
        }
        if event.end == nil, event.isAllDay {
            event.end = start.zone.instant(for: start.local.addingDays(1))
        }
        if let end = event.end, end < event.start {
            warnings.append("Line \(raw.beginLine): event ends before it starts; the end was dropped.")
            event.end = nil
        }

        if let recurrenceIDLine {
            event.recurrenceID = try zones.resolve(recurrenceIDLine.value[...], of: recurrenceIDLine).date
        }
        if let ruleLine {
            do throws(ICalendarError) {
                event.recurrence = try RecurrenceRule(parsing: ruleLine.value, line: ruleLine.line, zone: start.zone)
            } catch {
                warnings.append("Line \(ruleLine.line): unreadable RRULE; the event is treated as a single occurrence.")
            }
        }
        for line in dateLists {
            for item in ICalText.splitPlain(line.value) {
                let resolved = try zones.resolve(item, of: line)
                var date = resolved.date
                if resolved.isDate, !event.isAllDay {
                    // A date-only EXDATE/RDATE on a timed series means that day at the series' time.
                    var local = start.local
                    (local.year, local.month, local.day) = (resolved.local.year, resolved.local.month, resolved.local.day)
                    date = start.zone.instant(for: local)
                }
                if line.name == "RDATE" { event.recurrenceDates.append(date) } else { event.exceptionDates.append(date) }
            }
        }
        if raw.calendarMethod == "CANCEL" { event.status = .cancelled }
        return event
    }

    /// An ORGANIZER or ATTENDEE: `CN`, `mailto:` address (or `EMAIL=`), `ROLE`, `PARTSTAT`.
    static func participant(_ line: ICalContentLine) -> CalendarParticipant {
        let value = line.value.trimmingCharacters(in: .whitespaces)
        var email: String?
        if value.lowercased().hasPrefix("mailto:") {
            email = String(value.dropFirst(7))
        } else if let parameter = line.parameter("EMAIL") {
            email = parameter
        } else if value.contains("@"), !value.contains(":") {
            email = value
        }
        if let address = email, address.isEmpty { email = nil }
        let name = line.parameter("CN").flatMap { $0.isEmpty ? nil : $0 }
        return CalendarParticipant(
            name: name,
            email: email,
            role: line.parameter("ROLE").flatMap { CalendarParticipant.Role(rawValue: $0.uppercased()) },
            participationStatus: line.parameter("PARTSTAT").flatMap { CalendarParticipant.ParticipationStatus(rawValue: $0.uppercased()) }
        )
    }
}
