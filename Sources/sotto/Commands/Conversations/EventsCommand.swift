import ArgumentParser
import Foundation
import SottoCore
import SottoIntelligence
import SottoVault

struct EventsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "events", abstract: "List calendar events (recurring events expanded), or show or delete one.",
        subcommands: [EventsListCommand.self, EventsShowCommand.self, EventsDeleteCommand.self],
        defaultSubcommand: EventsListCommand.self)
}

struct EventsListCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List event occurrences in a window (default: 30 days back to 90 ahead).")

    @OptionGroup var options: VaultOptions

    @Flag(help: "Only events from now on (the next 90 days, or until --to).")
    var upcoming = false

    @Option(help: ArgumentHelp("From this date (YYYY-MM-DD).", valueName: "date"))
    var from: DateArgument?

    @Option(help: ArgumentHelp("Up to this date (YYYY-MM-DD, inclusive).", valueName: "date"))
    var to: DateArgument?

    @Option(help: ArgumentHelp("Take this as the current time (YYYY-MM-DD or ISO 8601), e.g. to look at an old calendar.", valueName: "date"))
    var now: DateArgument?

    @Flag(help: "Leave out cancelled events.")
    var hideCancelled = false

    @Option(help: "How many to show.")
    var limit = 100

    func run() async throws {
        try await runReportingErrors {
            let vault = try options.open()
            let reference = now?.date ?? Date()
            let start = from?.date ?? (upcoming ? reference : reference.addingTimeInterval(-30 * 86_400))
            let end = to.map { $0.date.addingTimeInterval(86_400) } ?? start.addingTimeInterval((upcoming ? 90 : 120) * 86_400)
            guard end > start else { throw CLIError(.usage, "--to is before --from") }
            let occurrences = try EventCalendar(vault: vault)
                .occurrences(in: DateInterval(start: start, end: end), includeCancelled: !hideCancelled)
                .filter { !upcoming || $0.end >= reference }
                .prefix(limit)
            if options.json { return try Output.json(Array(occurrences)) }
            if occurrences.isEmpty { print("No events between \(Output.date(start)) and \(Output.date(end)).") }
            for occurrence in occurrences { print(Self.line(for: occurrence)) }
        }
    }

    static func line(for occurrence: EventOccurrenceSummary) -> String {
        let when = occurrence.isAllDay ? Output.day(occurrence.start) + " all day" : Output.date(occurrence.start)
        var title = occurrence.title
        if occurrence.isCancelled { title = "CANCELLED: " + title }
        if occurrence.isRecurring { title += " ↻" }
        let place = occurrence.location.map { "  @ " + Output.truncated($0, 28) } ?? ""
        return "\(Output.column("#\(occurrence.id)", 6)) \(Output.column(when, 22)) \(Output.column(title, 44))\(place)"
    }
}

struct EventsShowCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "show", abstract: "Show one event.")

    @OptionGroup var options: VaultOptions

    @Argument(help: "The event id (from `sotto events`).")
    var id: Int64

    func run() async throws {
        try await runReportingErrors {
            let vault = try options.open()
            let event = try EventCalendar(vault: vault).event(id: id)
            let stored = try vault.event(id: id)
            if options.json { return try Output.json(event) }
            print("Event \(id): \(event.summary ?? "(untitled)")\(event.isCancelled ? " (cancelled)" : "")")
            print("When:     \(event.isAllDay ? Output.day(event.start) + " all day" : Output.date(event.start))"
                + (event.end.map { " – " + Output.date($0) } ?? ""))
            if let zone = event.timeZoneIdentifier { print("Zone:     \(zone)") }
            if let rule = event.recurrence { print("Repeats:  \(rule.description)") }
            if let location = event.location { print("Where:    \(location)") }
            if let organizer = event.organizer { print("Organizer: \(organizer.name ?? organizer.email ?? "")") }
            for attendee in event.attendees {
                print("Attendee: \(attendee.name ?? attendee.email ?? "")\(attendee.participationStatus.map { " (\($0.rawValue.lowercased()))" } ?? "")")
            }
            if let message = stored.messageID { print("Invitation: message \(message) (sotto show \(message))") }
            print("Source:   \(stored.provenance)")
            if let description = event.description, !description.isEmpty { print("\n\(description)") }
        }
    }
}

struct EventsDeleteCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "delete", abstract: "Delete events from the vault (not the messages around them).")

    @OptionGroup var options: VaultOptions

    @Argument(help: "Event ids.")
    var ids: [Int64]

    func run() async throws {
        try await runReportingErrors {
            let deleted = try options.open().deleteEvents(ids: ids)
            if options.json { return try Output.jsonObject(["deleted": deleted]) }
            print("Deleted \(deleted) event\(deleted == 1 ? "" : "s").")
        }
    }
}
