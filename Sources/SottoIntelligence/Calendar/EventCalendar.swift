import Foundation
import SottoCore
import SottoIngest
import SottoVault

/// One occurrence of a stored event, as listings and matching show it.
public struct EventOccurrenceSummary: Sendable, Hashable, Codable, Identifiable {
    /// The stored event's id (`sotto related ID`); for an occurrence of a recurring event, the
    /// series' id, or the override's when the occurrence was moved or changed.
    public var id: Int64
    public var title: String
    public var start: Date
    public var end: Date
    public var isAllDay: Bool
    public var location: String?
    public var isCancelled: Bool
    public var isRecurring: Bool
    /// The organizer and attendees, as names or addresses.
    public var people: [String]
    /// The invitation message it came in, if any.
    public var messageID: Int64?
}

/// Reads the vault's events: occurrences in a window, with recurring events expanded.
public struct EventCalendar: Sendable {
    public let vault: Vault

    /// Creates a calendar over `vault`.
    public init(vault: Vault) { self.vault = vault }

    /// Occurrences inside `window`, by start; cancelled ones only when asked for.
    public func occurrences(in window: DateInterval, includeCancelled: Bool = true) throws -> [EventOccurrenceSummary] {
        let stored = try vault.events(overlapping: window)
        var seriesDone = Set<String>()
        var result: [EventOccurrenceSummary] = []
        for event in stored {
            let decoded = try Self.decode(event)
            guard event.isRecurring || event.isOverride else {
                result.append(Self.summary(decoded, id: event.id, start: decoded.start, end: Self.end(of: decoded), stored: event))
                continue
            }
            guard seriesDone.insert(decoded.uid).inserted else { continue }
            result += try expand(seriesOf: event, in: window)
        }
        return result.filter { includeCancelled || !$0.isCancelled }
            .filter { $0.end > window.start || $0.start >= window.start }
            .sorted { ($0.start, $0.id) < ($1.start, $1.id) }
    }

    /// The occurrence of event `id` that matching uses: the one starting at `date` when given,
    /// else the next one from `now`, else the last one.
    public func occurrence(of id: Int64, at date: Date? = nil, now: Date = Date()) throws -> EventOccurrenceSummary {
        let stored = try vault.event(id: id)
        let decoded = try Self.decode(stored)
        guard stored.isRecurring || stored.isOverride else {
            return Self.summary(decoded, id: id, start: decoded.start, end: Self.end(of: decoded), stored: stored)
        }
        let horizon = DateInterval(start: decoded.start.addingTimeInterval(-86_400), end: max(now, decoded.start).addingTimeInterval(3 * 365 * 86_400))
        let all = try expand(seriesOf: stored, in: horizon)
        if let date {
            guard let match = all.min(by: { abs($0.start.timeIntervalSince(date)) < abs($1.start.timeIntervalSince(date)) }),
                  abs(match.start.timeIntervalSince(date)) < 86_400
            else { throw VaultError(.noSuchRecord, "event \(id) has no occurrence on that day") }
            return match
        }
        if let next = all.first(where: { $0.end >= now }) { return next }
        guard let last = all.last else { throw VaultError(.noSuchRecord, "event \(id) has no occurrences") }
        return last
    }

    /// The decoded event with this id.
    public func event(id: Int64) throws -> CalendarEvent {
        try Self.decode(try vault.event(id: id))
    }

    private func expand(seriesOf event: StoredEvent, in window: DateInterval) throws -> [EventOccurrenceSummary] {
        let members = try vault.eventSeries(containing: event.id)
        let decoded = try members.map { ($0, try Self.decode($0)) }
        let overrides = decoded.filter { $0.1.recurrenceID != nil }
        guard let master = decoded.first(where: { $0.1.recurrenceID == nil }) else {
            return overrides.map { Self.summary($0.1, id: $0.0.id, start: $0.1.start, end: Self.end(of: $0.1), stored: $0.0) }
        }
        let overrideIDs = Dictionary(overrides.map { ($0.1.start, $0.0) }, uniquingKeysWith: { first, _ in first })
        return RecurrenceExpander.occurrences(of: master.1, overrides: overrides.map(\.1), in: window).map { occurrence in
            let row = occurrence.isOverride ? (overrideIDs[occurrence.start] ?? master.0) : master.0
            return Self.summary(occurrence.event, id: row.id, start: occurrence.start, end: occurrence.end, stored: row)
        }
    }

    static func decode(_ stored: StoredEvent) throws -> CalendarEvent {
        do {
            return try JSONDecoder().decode(CalendarEvent.self, from: stored.payload)
        } catch {
            throw VaultError(.corrupted, "stored event \(stored.id) could not be read")
        }
    }

    static func end(of event: CalendarEvent) -> Date {
        event.end ?? event.start.addingTimeInterval(event.isAllDay ? 86_400 : 3_600)
    }

    private static func summary(_ event: CalendarEvent, id: Int64, start: Date, end: Date, stored: StoredEvent) -> EventOccurrenceSummary {
        let people = ([event.organizer].compactMap { $0 } + event.attendees).compactMap { $0.name ?? $0.email }
        var seen = Set<String>()
        return EventOccurrenceSummary(
            id: id, title: event.summary ?? "(untitled event)", start: start, end: end, isAllDay: event.isAllDay,
            location: event.location, isCancelled: event.isCancelled, isRecurring: stored.isRecurring || stored.isOverride,
            people: people.filter { seen.insert($0.lowercased()).inserted }, messageID: stored.messageID)
    }
}
