import Foundation

/// A recurring series as a file spreads it: the master event and the overrides sharing its UID.
public struct EventSeries: Sendable, Hashable, Codable {
    /// The shared UID.
    public var uid: String
    /// The event without RECURRENCE-ID (the highest SEQUENCE when several); nil when the file
    /// carries only overrides (e.g. an invitation to a single occurrence).
    public var master: CalendarEvent?
    /// Events with a RECURRENCE-ID, in file order.
    public var overrides: [CalendarEvent]

    /// Creates a series.
    public init(uid: String, master: CalendarEvent?, overrides: [CalendarEvent]) {
        self.uid = uid
        self.master = master
        self.overrides = overrides
    }

    /// The series' occurrences overlapping `window` (overrides alone when there is no master).
    public func occurrences(in window: DateInterval, limit: Int = 5000) -> [EventOccurrence] {
        if let master {
            return RecurrenceExpander.occurrences(of: master, overrides: overrides, in: window, limit: limit)
        }
        let shown = RecurrenceExpander.latestOverrides(overrides, uid: uid).filter { override in
            !override.isCancelled && override.start < window.end && (override.end ?? override.start) >= window.start
        }
        return Array(shown.sorted { $0.start < $1.start }.prefix(max(limit, 0)).map {
            EventOccurrence(start: $0.start, end: $0.end ?? $0.start, isOverride: true, event: $0)
        })
    }
}

extension ICalendarDocument {
    /// Events grouped by UID into series, in order of each UID's first appearance.
    public var series: [EventSeries] {
        var order: [String] = []
        var byUID: [String: EventSeries] = [:]
        for event in events {
            if byUID[event.uid] == nil {
                order.append(event.uid)
                byUID[event.uid] = EventSeries(uid: event.uid, master: nil, overrides: [])
            }
            if event.recurrenceID != nil {
                byUID[event.uid]?.overrides.append(event)
            } else if let current = byUID[event.uid]?.master {
                if event.sequence >= current.sequence { byUID[event.uid]?.master = event }
            } else {
                byUID[event.uid]?.master = event
            }
        }
        return order.compactMap { byUID[$0] }
    }
}
