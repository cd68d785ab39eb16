import Foundation

/// Turns TZIDs into zones for one file: IANA names first, then the file's own `VTIMEZONE`
/// definitions, then Windows/Outlook/Mozilla names. Results are cached per TZID.
struct ICalZoneResolver {
    let defaultZone: TimeZone
    private var definitions: [String: VTimeZoneDefinition]
    private var cache: [String: EventTimeZone] = [:]

    init(defaultZone: TimeZone, definitions: [VTimeZoneDefinition]) {
        self.defaultZone = defaultZone
        var byTZID: [String: VTimeZoneDefinition] = [:]
        for definition in definitions where byTZID[definition.tzid] == nil { byTZID[definition.tzid] = definition }
        self.definitions = byTZID
    }

    /// The zone a TZID names, or nil when it is unknown.
    mutating func zone(forTZID tzid: String) -> EventTimeZone? {
        if let cached = cache[tzid] { return cached }
        let resolved: EventTimeZone?
        if let zone = ICalTimeZoneNames.ianaZone(tzid.trimmingCharacters(in: CharacterSet(charactersIn: "\" "))) {
            resolved = .named(zone)
        } else if let definition = definitions[tzid], !definition.observances.isEmpty {
            resolved = .defined(definition)
        } else if let zone = ICalTimeZoneNames.zone(for: tzid) {
            resolved = .named(zone)
        } else {
            resolved = nil
        }
        if let resolved { cache[tzid] = resolved }
        return resolved
    }

    /// The instant, zone and form of a DATE or DATE-TIME property value.
    /// Dates are midnight in the default zone; times without `Z` or TZID are floating.
    mutating func resolve(_ text: Substring, of line: ICalContentLine) throws(ICalendarError) -> ICalResolvedDate {
        var text = text
        if let slash = text.firstIndex(of: "/") { text = text[..<slash] }  // PERIOD values: keep the start
        guard let value = ICalDateValue(text.trimmingBlanks()) else {
            throw ICalendarError(kind: .invalidValue, line: line.line, property: line.name)
        }
        let zone: EventTimeZone
        if value.isDate {
            zone = .floating(defaultZone)
        } else if value.isUTC {
            zone = .utc
        } else if let tzid = line.parameter("TZID") {
            guard let found = self.zone(forTZID: tzid) else {
                throw ICalendarError(kind: .unknownTimeZone, line: line.line, property: line.name)
            }
            zone = found
        } else {
            zone = .floating(defaultZone)
        }
        return ICalResolvedDate(date: zone.instant(for: value.local), local: value.local, isDate: value.isDate, zone: zone)
    }
}

/// A date property value after its zone was applied.
struct ICalResolvedDate: Sendable {
    var date: Date
    var local: ICalLocalDateTime
    var isDate: Bool
    var zone: EventTimeZone
}
