import Foundation
import SottoCore
import SottoIngest
import SottoVault

/// Stores the events of iCalendar data: an `.ics` file, or the invitation parts of mail.
/// Each VEVENT (a recurring event's master and each of its overrides) is one stored event,
/// sealed as its JSON; the clear columns hold only its times and flags. A newer SEQUENCE of a
/// stored event replaces it; an older one is ignored.
struct CalendarImport {
    let vault: Vault
    let defaultTimeZone: TimeZone

    struct Outcome {
        var stored = 0
        var updated = 0
        var duplicates = 0
        var warnings: [String] = []

        mutating func add(_ outcomes: [EventStoreOutcome]) {
            for outcome in outcomes {
                switch outcome {
                case .stored: stored += 1
                case .updated: updated += 1
                case .duplicate, .outdated: duplicates += 1
                }
            }
        }
    }

    /// Parses the whole file before storing anything, so a broken file changes nothing.
    func importFile(path: String) throws -> Outcome {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CalendarFileError(path: path, reason: "cannot be read")
        }
        let document: ICalendarDocument
        do {
            document = try ICalendarParser.parse(Array(data), defaultTimeZone: defaultTimeZone)
        } catch {
            throw CalendarFileError(path: path, reason: error.description)
        }
        var outcome = Outcome(warnings: document.warnings)
        outcome.add(try vault.storeEvents(try Self.inputs(for: document) { .calendar(path: path, line: $0.line) }))
        return outcome
    }

    /// Stores the invitations carried by these mail messages (those the import saw naming a
    /// calendar part), each event linked to its message.
    func importInvitations(messageIDs: [Int64]) throws -> Outcome {
        var outcome = Outcome()
        let parser = MIMEParser()
        for id in messageIDs {
            let provenance = try vault.message(id: id).provenance
            for part in parser.calendarParts(of: try vault.rawMessage(id: id)) {
                // A broken invitation is not a broken message: the mail stays, the event is left out.
                guard let document = try? ICalendarParser.parse(part, defaultTimeZone: defaultTimeZone) else {
                    outcome.warnings.append("message \(id): its calendar part could not be read")
                    continue
                }
                outcome.add(try vault.storeEvents(try Self.inputs(for: document, messageID: id) { _ in provenance }))
            }
        }
        return outcome
    }

    static func inputs(
        for document: ICalendarDocument, messageID: Int64? = nil, provenance: (CalendarEvent) -> Provenance
    ) throws -> [EventInput] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try document.events.map { event in
            var event = event
            if document.isCancellation { event.status = .cancelled }
            return EventInput(
                uid: event.uid, recurrenceID: event.recurrenceID, sequence: event.sequence, start: event.start,
                end: event.end, lastEnd: lastEnd(of: event), isRecurring: event.recurrence != nil || !event.recurrenceDates.isEmpty,
                isCancelled: event.isCancelled, messageID: messageID, payload: Array(try encoder.encode(event)),
                provenance: provenance(event))
        }
    }

    /// When the event's last occurrence ends: its own end for a single event, the end of the
    /// last occurrence for a rule with COUNT or UNTIL, nil for a rule that never ends.
    static func lastEnd(of event: CalendarEvent) -> Date? {
        let ownEnd = event.end ?? event.start.addingTimeInterval(event.isAllDay ? 86_400 : 0)
        let extra = event.recurrenceDates.max().map { $0.addingTimeInterval(ownEnd.timeIntervalSince(event.start)) }
        guard let rule = event.recurrence else { return max(ownEnd, extra ?? ownEnd) }
        guard rule.count != nil || rule.until != nil else { return nil }
        let horizon = DateInterval(start: event.start, duration: 200 * 365 * 86_400)
        let occurrences = RecurrenceExpander.occurrences(of: event, overrides: [], in: horizon, limit: 100_000)
        let last = occurrences.map(\.end).max() ?? ownEnd
        return max(last, extra ?? last)
    }
}

/// An `.ics` file that cannot be imported: which file and what is wrong.
public struct CalendarFileError: Error, Sendable, Hashable, CustomStringConvertible {
    public var path: String
    public var reason: String
    public var description: String { "\(path): \(reason)" }
}
