import Foundation
import SottoIngest
import Testing

@Suite("Recurrence expansion")
struct RecurrenceExpanderTests {
    typealias F = ICalendarFixture

    /// Parses a one-event calendar and expands it over the window.
    private func expand(
        _ properties: String, from: Date = F.date(1990, 1, 1), to: Date = F.date(2100, 1, 1), limit: Int = 5000
    ) throws -> [Date] {
        let document = try F.parse(F.calendar("BEGIN:VEVENT\nUID:rule@example.com\n\(properties)\nEND:VEVENT"))
        let series = try #require(document.series.first)
        return series.occurrences(in: DateInterval(start: from, end: to), limit: limit).map(\.start)
    }

    private func newYork(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 9, _ minute: Int = 0) -> Date {
        F.date(year, month, day, hour, minute, in: F.newYork)
    }

    @Test("Weekly across the DST change keeps the local time; EXDATE, moved and cancelled overrides")
    func googleWeekly() throws {
        let document = try F.parse(F.google)
        let series = try #require(document.series.first)
        #expect(series.overrides.count == 2)
        let occurrences = series.occurrences(in: DateInterval(start: F.date(2026, 3, 1), end: F.date(2026, 5, 1)))
        #expect(occurrences.map(\.start) == [
            F.date(2026, 3, 5, 8, 0), F.date(2026, 3, 12, 8, 0), F.date(2026, 3, 26, 8, 0),
            F.date(2026, 4, 2, 8, 0), F.date(2026, 4, 16, 7, 0), F.date(2026, 4, 23, 7, 0), F.date(2026, 4, 30, 7, 0),
        ])
        #expect(occurrences.map(\.isOverride) == [false, false, false, true, false, false, false])
        #expect(occurrences[3].event.summary == "Weekly standup (moved)")
        #expect(occurrences[3].end == F.date(2026, 4, 2, 8, 30))
        #expect(occurrences[4].end == F.date(2026, 4, 16, 7, 30))
    }

    @Test("Monthly on the last Friday")
    func lastFriday() throws {
        let dates = try expand("DTSTART;TZID=America/New_York:20260130T090000\nRRULE:FREQ=MONTHLY;BYDAY=-1FR;COUNT=4")
        #expect(dates == [newYork(2026, 1, 30), newYork(2026, 2, 27), newYork(2026, 3, 27), newYork(2026, 4, 24)])
    }

    @Test("BYSETPOS: the last weekday of each month")
    func lastWeekday() throws {
        let dates = try expand("DTSTART;TZID=America/New_York:20260130T090000\nRRULE:FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1;COUNT=4")
        #expect(dates == [newYork(2026, 1, 30), newYork(2026, 2, 27), newYork(2026, 3, 31), newYork(2026, 4, 30)])
    }

    @Test("COUNT includes DTSTART; UNTIL as a date and as a UTC time is inclusive")
    func countAndUntil() throws {
        let counted = try expand("DTSTART:20260301T100000Z\nRRULE:FREQ=DAILY;INTERVAL=2;COUNT=3")
        #expect(counted == [F.date(2026, 3, 1, 10, 0), F.date(2026, 3, 3, 10, 0), F.date(2026, 3, 5, 10, 0)])
        let untilDate = try expand("DTSTART;TZID=America/New_York:20260302T090000\nRRULE:FREQ=WEEKLY;UNTIL=20260316")
        #expect(untilDate == [newYork(2026, 3, 2), newYork(2026, 3, 9), newYork(2026, 3, 16)])
        let untilTime = try expand("DTSTART;TZID=America/New_York:20260302T090000\nRRULE:FREQ=WEEKLY;UNTIL=20260316T130000Z")
        #expect(untilTime == [newYork(2026, 3, 2), newYork(2026, 3, 9), newYork(2026, 3, 16)])
        let justBefore = try expand("DTSTART;TZID=America/New_York:20260302T090000\nRRULE:FREQ=WEEKLY;UNTIL=20260316T125959Z")
        #expect(justBefore.count == 2)
    }

    @Test("Yearly with ordinal weekdays and negative month days")
    func yearlyOrdinals() throws {
        let thanksgiving = try expand("DTSTART;VALUE=DATE:20261126\nRRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=4TH;COUNT=3")
        #expect(thanksgiving == [F.date(2026, 11, 26), F.date(2027, 11, 25), F.date(2028, 11, 23)])
        let lastDay = try expand("DTSTART:20260131T120000Z\nRRULE:FREQ=MONTHLY;BYMONTHDAY=-1;COUNT=3")
        #expect(lastDay == [F.date(2026, 1, 31, 12, 0), F.date(2026, 2, 28, 12, 0), F.date(2026, 3, 31, 12, 0)])
        let secondTuesday = try expand("DTSTART:20260113T120000Z\nRRULE:FREQ=MONTHLY;BYDAY=2TU;COUNT=2")
        #expect(secondTuesday == [F.date(2026, 1, 13, 12, 0), F.date(2026, 2, 10, 12, 0)])
    }

    @Test("Monthly on the 31st skips months without one")
    func monthlyThirtyFirst() throws {
        let dates = try expand("DTSTART:20260131T120000Z\nRRULE:FREQ=MONTHLY;COUNT=3")
        #expect(dates == [F.date(2026, 1, 31, 12, 0), F.date(2026, 3, 31, 12, 0), F.date(2026, 5, 31, 12, 0)])
    }

    @Test("WKST changes which days an every-other-week rule picks (RFC 5545 example)")
    func weekStart() throws {
        let monday = try expand("DTSTART;TZID=America/New_York:19970805T090000\nRRULE:FREQ=WEEKLY;INTERVAL=2;COUNT=4;BYDAY=TU,SU;WKST=MO")
        #expect(monday == [newYork(1997, 8, 5), newYork(1997, 8, 10), newYork(1997, 8, 19), newYork(1997, 8, 24)])
        let sunday = try expand("DTSTART;TZID=America/New_York:19970805T090000\nRRULE:FREQ=WEEKLY;INTERVAL=2;COUNT=4;BYDAY=TU,SU;WKST=SU")
        #expect(sunday == [newYork(1997, 8, 5), newYork(1997, 8, 17), newYork(1997, 8, 19), newYork(1997, 8, 31)])
    }

    @Test("RDATE adds and EXDATE (comma lists, several lines, with TZID) removes")
    func recurrenceAndExceptionDates() throws {
        let dates = try expand("""
            DTSTART;TZID=Europe/Berlin:20260302T090000
            RRULE:FREQ=DAILY;COUNT=5
            EXDATE;TZID=Europe/Berlin:20260303T090000,20260304T090000
            EXDATE:20260305T080000Z
            RDATE;TZID=Europe/Berlin:20260310T150000
            """)
        #expect(dates == [F.date(2026, 3, 2, 8, 0), F.date(2026, 3, 6, 8, 0), F.date(2026, 3, 10, 14, 0)])
        let dateOnly = try expand("DTSTART;TZID=Europe/Berlin:20260302T090000\nRRULE:FREQ=DAILY;COUNT=3\nEXDATE;VALUE=DATE:20260303")
        #expect(dateOnly == [F.date(2026, 3, 2, 8, 0), F.date(2026, 3, 4, 8, 0)])
    }

    @Test("Unbounded rules expand only inside the window, however far it is")
    func unboundedFarWindow() throws {
        let window = (F.date(2040, 6, 1), F.date(2040, 6, 4))
        let daily = try expand("DTSTART;TZID=America/New_York:20000101T090000\nRRULE:FREQ=DAILY", from: window.0, to: window.1)
        #expect(daily == [newYork(2040, 6, 1), newYork(2040, 6, 2), newYork(2040, 6, 3)])
        let everyMinute = try expand("DTSTART:20260101T000000Z\nRRULE:FREQ=MINUTELY", from: F.date(2026, 1, 1), to: F.date(2027, 1, 1), limit: 10)
        #expect(everyMinute.count == 10)
    }

    @Test("Rules that never match end quickly instead of running away")
    func impossibleRule() throws {
        let dates = try expand("DTSTART:20260101T000000Z\nRRULE:FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30")
        #expect(dates == [F.date(2026, 1, 1)])  // DTSTART itself always counts
    }

    @Test("An event that started before the window but overlaps it is included")
    func overlapping() throws {
        let dates = try expand("DTSTART;VALUE=DATE:20260101\nDTEND;VALUE=DATE:20260110\nRRULE:FREQ=YEARLY", from: F.date(2027, 1, 5), to: F.date(2027, 1, 6))
        #expect(dates == [F.date(2027, 1, 1)])
    }

    @Test("Overrides without a master are shown on their own; cancelled ones are not")
    func orphanOverrides() throws {
        let text = F.calendar("""
            BEGIN:VEVENT
            UID:series-9@example.com
            RECURRENCE-ID:20260310T090000Z
            DTSTART:20260310T100000Z
            END:VEVENT
            BEGIN:VEVENT
            UID:series-9@example.com
            RECURRENCE-ID:20260317T090000Z
            DTSTART:20260317T090000Z
            STATUS:CANCELLED
            END:VEVENT
            """)
        let series = try F.parse(text).series
        #expect(series.count == 1)
        #expect(series[0].master == nil)
        let shown = series[0].occurrences(in: DateInterval(start: F.date(2026, 3, 1), end: F.date(2026, 4, 1)))
        #expect(shown.map(\.start) == [F.date(2026, 3, 10, 10, 0)])
    }

    @Test("RANGE=THISANDFUTURE overrides are applied to their own occurrence only")
    func thisAndFuture() throws {
        let text = F.calendar("""
            BEGIN:VEVENT
            UID:range-1@example.com
            DTSTART:20260302T090000Z
            RRULE:FREQ=DAILY;COUNT=4
            END:VEVENT
            BEGIN:VEVENT
            UID:range-1@example.com
            RECURRENCE-ID;RANGE=THISANDFUTURE:20260303T090000Z
            DTSTART:20260303T110000Z
            END:VEVENT
            """)
        let series = try #require(F.parse(text).series.first)
        let starts = series.occurrences(in: DateInterval(start: F.date(2026, 3, 1), end: F.date(2026, 4, 1))).map(\.start)
        #expect(starts == [F.date(2026, 3, 2, 9, 0), F.date(2026, 3, 3, 11, 0), F.date(2026, 3, 4, 9, 0), F.date(2026, 3, 5, 9, 0)])
    }
}
