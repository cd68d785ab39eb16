import Foundation

/// Builds ``VTimeZoneDefinition``s from raw `VTIMEZONE` blocks.
enum ICalTimeZoneBuilder {
    static func build(_ raw: ICalRawCalendar.TimeZone, warnings: inout [String]) -> VTimeZoneDefinition? {
        guard let tzid = raw.lines.first(where: { $0.name == "TZID" })?.value, !tzid.isEmpty else {
            warnings.append("Line \(raw.beginLine): VTIMEZONE without TZID was ignored.")
            return nil
        }
        var observances: [VTimeZoneDefinition.Observance] = []
        for (isDaylight, lines) in raw.observances {
            guard let from = lines.first(where: { $0.name == "TZOFFSETFROM" }).flatMap({ offset($0.value) }),
                let to = lines.first(where: { $0.name == "TZOFFSETTO" }).flatMap({ offset($0.value) }),
                let start = lines.first(where: { $0.name == "DTSTART" }).flatMap({ ICalDateValue($0.value[...]) })
            else {
                warnings.append("Line \(raw.beginLine): a VTIMEZONE observance without offsets or DTSTART was ignored.")
                continue
            }
            var rule: RecurrenceRule?
            if let ruleLine = lines.first(where: { $0.name == "RRULE" }) {
                do throws(ICalendarError) {
                    rule = try RecurrenceRule(parsing: ruleLine.value, line: ruleLine.line, zone: .utc)
                } catch {
                    warnings.append("Line \(ruleLine.line): unreadable VTIMEZONE RRULE was ignored.")
                }
            }
            let extra = lines.filter { $0.name == "RDATE" }.flatMap { line in
                ICalText.splitPlain(line.value).compactMap { ICalDateValue($0)?.local.localSeconds }
            }
            observances.append(VTimeZoneDefinition.Observance(
                isDaylight: isDaylight, offsetFrom: from, offsetTo: to,
                startLocalSeconds: start.local.localSeconds, rule: rule, extraStartsLocalSeconds: extra
            ))
        }
        let hint = raw.lines.first(where: { $0.name == "X-LIC-LOCATION" }).flatMap { ICalTimeZoneNames.ianaZone($0.value) }
            ?? ICalTimeZoneNames.zone(for: tzid)
        return VTimeZoneDefinition(tzid: tzid, ianaIdentifier: hint?.identifier, observances: observances)
    }

    /// `+hhmm`, `-hhmm` or `+hhmmss` in seconds east of UTC.
    static func offset(_ text: String) -> Int? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard let sign = trimmed.first, sign == "+" || sign == "-" else { return nil }
        let digits = trimmed.dropFirst()
        guard digits.count == 4 || digits.count == 6, digits.allSatisfy(\.isASCII), let number = Int(digits) else { return nil }
        let hours = digits.count == 6 ? number / 10_000 : number / 100
        let minutes = digits.count == 6 ? (number / 100) % 100 : number % 100
        let seconds = digits.count == 6 ? number % 100 : 0
        guard hours < 24, minutes < 60, seconds < 60 else { return nil }
        let total = hours * 3600 + minutes * 60 + seconds
        return sign == "-" ? -total : total
    }
}
