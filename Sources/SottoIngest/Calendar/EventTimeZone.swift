import Foundation

/// How an event's times are anchored. Recurrences are expanded on the wall clock of this zone,
/// so a weekly 09:00 meeting stays at 09:00 across daylight-saving changes.
public enum EventTimeZone: Sendable, Hashable, Codable {
    /// Times ended in `Z`.
    case utc
    /// Times had no zone ("floating"); they were read in the parser's default zone, given here.
    case floating(TimeZone)
    /// A zone from the system database: an IANA TZID, or a Windows/Outlook/Mozilla name mapped to one.
    case named(TimeZone)
    /// A zone known only from the file's `VTIMEZONE` block.
    case defined(VTimeZoneDefinition)

    /// Seconds east of UTC at the instant `utcSeconds` (seconds since 1970).
    func offset(atUTCSeconds utcSeconds: Int64) -> Int {
        switch self {
        case .utc: return 0
        case .floating(let zone), .named(let zone):
            return zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(utcSeconds)))
        case .defined(let definition): return definition.offset(atUTCSeconds: utcSeconds)
        }
    }

    /// The instant a wall-clock time names in this zone. A time skipped by a forward DST jump is
    /// read with the offset before the jump (so 02:30 becomes 03:30); a repeated time is the first.
    func instant(for local: ICalLocalDateTime) -> Date {
        Date(timeIntervalSince1970: TimeInterval(utcSeconds(for: local)))
    }

    func utcSeconds(for local: ICalLocalDateTime) -> Int64 {
        let wall = local.localSeconds
        if case .utc = self { return wall }
        let before = offset(atUTCSeconds: wall - 86_400)
        let after = offset(atUTCSeconds: wall + 86_400)
        if before == after {
            let candidate = wall - Int64(before)
            let actual = offset(atUTCSeconds: candidate)
            return actual == before ? candidate : wall - Int64(actual)
        }
        let early = wall - Int64(before)
        let late = wall - Int64(after)
        let earlyValid = offset(atUTCSeconds: early) == before
        let lateValid = offset(atUTCSeconds: late) == after
        switch (earlyValid, lateValid) {
        case (true, true): return min(early, late)
        case (true, false): return early
        case (false, true): return late
        case (false, false): return early
        }
    }

    /// The wall-clock time of an instant in this zone.
    func localTime(for date: Date) -> ICalLocalDateTime {
        let utc = Int64(date.timeIntervalSince1970.rounded(.down))
        return ICalLocalDateTime(localSeconds: utc + Int64(offset(atUTCSeconds: utc)))
    }

    /// The IANA identifier, when there is one (nil for UTC and floating times).
    public var identifier: String? {
        switch self {
        case .utc, .floating: return nil
        case .named(let zone): return zone.identifier
        case .defined(let definition): return definition.ianaIdentifier
        }
    }
}
