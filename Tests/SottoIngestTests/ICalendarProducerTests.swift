import Foundation
import SottoIngest
import Testing

@Suite("iCalendar: files from real producers")
struct ICalendarProducerTests {
    typealias F = ICalendarFixture

    @Test("Google export: calendar fields, participants, escaping, folds")
    func google() throws {
        let document = try F.parse(F.google)
        #expect(document.method == "PUBLISH")
        #expect(document.productID == "-//Google Inc//Google Calendar 70.9054//EN")
        #expect(document.events.count == 4)
        #expect(document.warnings.isEmpty)
        let master = try #require(document.events.first)
        #expect(master.uid == "weekly-standup-0001@google.com")
        #expect(master.line == 26)
        #expect(master.sequence == 2)
        #expect(master.status == .confirmed)
        #expect(master.summary == "Weekly standup")
        #expect(master.location == "Room 4; Building B")
        #expect(master.description == "Agenda:\n1. Status\n2. Blockers, risks and anything else that came up during the week")
        #expect(master.timeZoneIdentifier == "Europe/Berlin")
        #expect(master.start == F.date(2026, 3, 5, 8, 0))
        #expect(master.end == F.date(2026, 3, 5, 8, 30))
        #expect(master.timestamp == F.date(2026, 3, 1, 12, 0))
        #expect(master.organizer == CalendarParticipant(name: "Ada Example", email: "ada@example.com"))
        #expect(master.attendees.count == 2)
        #expect(master.attendees[0] == CalendarParticipant(name: "Ada Example", email: "ada@example.com", role: .required, participationStatus: .accepted))
        #expect(master.attendees[1].role == .optional)
        #expect(master.attendees[1].participationStatus == .needsAction)
        #expect(master.recurrence?.frequency == .weekly)
        #expect(master.exceptionDates == [F.date(2026, 3, 19, 8, 0)])
        let moved = document.events[1]
        #expect(moved.recurrenceID == F.date(2026, 4, 2, 7, 0))
        #expect(moved.start == F.date(2026, 4, 2, 8, 0))
        #expect(document.events[2].isCancelled)
        let dayOff = document.events[3]
        #expect(dayOff.isAllDay)
        #expect(dayOff.categories == ["Holiday", "Team"])
    }

    @Test("Outlook invite: Windows zone name computed from its VTIMEZONE")
    func outlook() throws {
        let document = try F.parse(F.outlook)
        #expect(document.method == "REQUEST")
        let event = try #require(document.events.first)
        #expect(event.start == F.date(2026, 3, 12, 13, 0))
        #expect(event.end == F.date(2026, 3, 12, 14, 0))
        #expect(event.timeZoneIdentifier == "Europe/Berlin")
        if case .defined(let definition) = event.timeZone {
            #expect(definition.tzid == "W. Europe Standard Time")
        } else {
            Issue.record("expected the VTIMEZONE definition to be used")
        }
        #expect(event.attendees.map(\.email) == ["dana@example.com", "eli@example.com"])
        #expect(event.attendees[1].name == "Test, Eli")
        #expect(event.attendees[1].participationStatus == .tentative)
        #expect(event.description == "Quarterly review\n\nJoin from the room or online.\n")
        // Second Thursday of April is after the DST change: 14:00 local is 12:00 UTC.
        let occurrences = RecurrenceExpander.occurrences(of: event, in: DateInterval(start: F.date(2026, 1, 1), end: F.date(2027, 1, 1)))
        #expect(occurrences.map(\.start) == [F.date(2026, 3, 12, 13, 0), F.date(2026, 4, 9, 12, 0), F.date(2026, 5, 14, 12, 0)])
    }

    @Test("Apple export: all-day dates at midnight in the default zone, floating times, EMAIL parameter")
    func apple() throws {
        let document = try F.parse(F.apple, zone: F.newYork)
        let trip = document.events[0]
        #expect(trip.isAllDay)
        #expect(!trip.isFloating)
        #expect(trip.timeZoneIdentifier == nil)
        #expect(trip.start == F.date(2026, 2, 12, in: F.newYork))
        #expect(trip.end == F.date(2026, 2, 15, in: F.newYork))
        let dinner = document.events[1]
        #expect(dinner.isFloating)
        #expect(dinner.timeZoneIdentifier == nil)
        #expect(dinner.start == F.date(2026, 2, 21, 0, 0))
        #expect(dinner.location == "Café Beispiel\nHauptstraße 1\n10115 Berlin")
        #expect(dinner.attendees == [CalendarParticipant(name: "Eve Sample", email: "eve@example.net", participationStatus: .accepted)])
        #expect(dinner.url == "https://example.com/dinner")
        let inBerlin = try F.parse(F.apple, zone: F.berlin)
        #expect(inBerlin.events[1].start == F.date(2026, 2, 20, 18, 0))
    }

    @Test("Thunderbird: /mozilla.org TZID, VTODO skipped")
    func thunderbird() throws {
        let document = try F.parse(F.thunderbird)
        #expect(document.events.count == 1)
        let event = document.events[0]
        #expect(event.timeZoneIdentifier == "Europe/Berlin")
        #expect(event.start == F.date(2026, 7, 2, 17, 30))
        let window = DateInterval(start: F.date(2026, 10, 1), end: F.date(2026, 12, 1))
        // First Thursdays: Oct 1 (CEST) and Nov 5 (CET) stay at 19:30 local.
        #expect(RecurrenceExpander.occurrences(of: event, in: window).map(\.start) == [F.date(2026, 10, 1, 17, 30), F.date(2026, 11, 5, 18, 30)])
    }

    @Test("Airline booking: UTC times, LF line ends, tab fold, DURATION")
    func airline() throws {
        let document = try ICalendarParser.parse(Array(F.airline.utf8), defaultTimeZone: F.berlin)
        #expect(document.events.count == 2)
        let outbound = document.events[0]
        #expect(outbound.start == F.date(2026, 4, 18, 9, 45))
        #expect(outbound.timeZone == .utc)
        #expect(!outbound.isFloating)
        #expect(outbound.description == "Booking reference ABC123\nSeat 23A, Economy\nCheck-in closes 60 minutes before departure.")
        let inbound = document.events[1]
        #expect(inbound.end == F.date(2026, 4, 26, 5, 35))
    }

    @Test("Ticketing METHOD:CANCEL: the event is kept and marked cancelled")
    func ticketCancellation() throws {
        let document = try F.parse(F.ticketCancellation)
        #expect(document.isCancellation)
        #expect(document.events.count == 1)
        #expect(document.events[0].isCancelled)
        #expect(document.events[0].sequence == 1)
    }

    @Test("Fastmail: IANA zone, DURATION, last Friday of the month, six times")
    func fastmail() throws {
        let document = try F.parse(F.fastmail)
        let event = try #require(document.events.first)
        let melbourne = try #require(TimeZone(identifier: "Australia/Melbourne"))
        #expect(event.timeZoneIdentifier == "Australia/Melbourne")
        #expect(event.status == .tentative)
        #expect(event.categories == ["Social", "After work"])
        #expect(event.end == event.start.addingTimeInterval(7200))
        let all = RecurrenceExpander.occurrences(of: event, in: DateInterval(start: F.date(2025, 1, 1), end: F.date(2030, 1, 1)))
        let expected = [(1, 30), (2, 27), (3, 27), (4, 24), (5, 29), (6, 26)].map { F.date(2026, $0.0, $0.1, 17, 0, in: melbourne) }
        #expect(all.map(\.start) == expected)
    }
}
