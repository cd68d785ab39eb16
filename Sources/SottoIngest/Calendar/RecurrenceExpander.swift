import Foundation

/// One occurrence of an event inside a window.
public struct EventOccurrence: Sendable, Hashable, Codable {
    /// When this occurrence starts.
    public var start: Date
    /// When it ends (equal to `start` for events without an end).
    public var end: Date
    /// Whether a `RECURRENCE-ID` override supplied it.
    public var isOverride: Bool
    /// The master event, or the override that replaced this occurrence.
    public var event: CalendarEvent

    /// Creates an occurrence.
    public init(start: Date, end: Date, isOverride: Bool, event: CalendarEvent) {
        self.start = start
        self.end = end
        self.isOverride = isOverride
        self.event = event
    }
}

/// Expands recurring events (RRULE, RDATE, EXDATE, RECURRENCE-ID overrides) inside a window.
///
/// Occurrences are computed on the wall clock of the event's zone, so a weekly 09:00 meeting
/// stays at 09:00 local time across daylight-saving changes. A cancelled override removes its
/// occurrence; a cancelled master still yields occurrences (check `event.isCancelled`).
public enum RecurrenceExpander {
    /// At most this many rule instances are examined per call, whatever the window.
    public static let maximumIterations = 200_000

    /// The occurrences of `master` (and of its `overrides`, matched by UID and RECURRENCE-ID)
    /// that overlap `window`, sorted by start, at most `limit` of them.
    public static func occurrences(
        of master: CalendarEvent,
        overrides: [CalendarEvent] = [],
        in window: DateInterval,
        limit: Int = 5000
    ) -> [EventOccurrence] {
        let zone = master.timeZone
        let duration = (master.end ?? master.start).timeIntervalSince(master.start)
        let durationDays = master.isAllDay ? Int((duration / 86_400).rounded()) : 0
        let windowStart = clampedSeconds(window.start)
        let windowEnd = clampedSeconds(window.end)
        let startLocal = zone.localTime(for: master.start)

        func overlaps(_ start: Int64, _ end: Int64) -> Bool {
            start < windowEnd && (end > windowStart || start >= windowStart)
        }
        func occurrenceEnd(_ local: ICalLocalDateTime, _ start: Int64) -> Int64 {
            master.isAllDay ? zone.utcSeconds(for: local.addingDays(durationDays)) : start + Int64(duration)
        }

        var starts: [Int64: Int64] = [:]  // start -> end, in seconds since 1970
        if let rule = master.recurrence {
            var generator = ICalRuleGenerator(rule: rule, start: startLocal)
            let earliest = windowStart - Int64(max(duration, 0)) - 2 * 86_400
            generator.skip(toLocalSeconds: earliest)
            let until = rule.until.map { Int64($0.timeIntervalSince1970.rounded(.down)) }
            var produced = 0
            var iterations = 0
            // Rule instances come in order: past this many, none can make the first `limit`.
            let enough = max(limit, 0) + overrides.count + master.exceptionDates.count
            while iterations < maximumIterations, starts.count < enough, let local = generator.next() {
                iterations += 1
                let start = zone.utcSeconds(for: local)
                if let until, start > until, iterations > 1 { break }  // DTSTART always counts
                produced += 1
                if let count = rule.count, produced > count { break }
                if start >= windowEnd { break }
                let end = occurrenceEnd(local, start)
                if overlaps(start, end) { starts[start] = end }
            }
        } else {
            let start = seconds(master.start)
            let end = seconds(master.end ?? master.start)
            if overlaps(start, end) { starts[start] = end }
        }
        for date in master.recurrenceDates {
            let start = seconds(date)
            let end = occurrenceEnd(zone.localTime(for: date), start)
            if overlaps(start, end) { starts[start] = end }
        }
        for date in master.exceptionDates { starts[seconds(date)] = nil }

        var result: [EventOccurrence] = []
        var replaced = Set<Int64>()
        for override in latestOverrides(overrides, uid: master.uid) {
            guard let id = override.recurrenceID else { continue }
            replaced.insert(seconds(id))
            guard !override.isCancelled else { continue }
            let start = seconds(override.start)
            let end = seconds(override.end ?? override.start.addingTimeInterval(duration))
            if overlaps(start, end) {
                result.append(EventOccurrence(start: override.start, end: Date(timeIntervalSince1970: TimeInterval(end)), isOverride: true, event: override))
            }
        }
        for (start, end) in starts where !replaced.contains(start) {
            result.append(EventOccurrence(
                start: Date(timeIntervalSince1970: TimeInterval(start)),
                end: Date(timeIntervalSince1970: TimeInterval(end)),
                isOverride: false, event: master
            ))
        }
        result.sort { $0.start < $1.start }
        return Array(result.prefix(max(limit, 0)))
    }

    /// For each RECURRENCE-ID, the override with the highest SEQUENCE (the later one on a tie).
    static func latestOverrides(_ overrides: [CalendarEvent], uid: String) -> [CalendarEvent] {
        var byID: [Int64: CalendarEvent] = [:]
        for override in overrides where override.uid == uid {
            guard let id = override.recurrenceID else { continue }
            let key = seconds(id)
            if let existing = byID[key], existing.sequence > override.sequence { continue }
            byID[key] = override
        }
        return Array(byID.values)
    }

    /// Seconds since 1970 of a window bound, clamped to years 0...10000 (so `.distantFuture` works).
    private static func clampedSeconds(_ date: Date) -> Int64 {
        let seconds = date.timeIntervalSince1970
        guard seconds.isFinite else { return seconds > 0 ? 253_402_300_800 : -62_167_219_200 }
        return Int64(min(max(seconds.rounded(.down), -62_167_219_200), 253_402_300_800))
    }

    private static func seconds(_ date: Date) -> Int64 {
        Int64(date.timeIntervalSince1970.rounded(.down))
    }
}
