import Foundation
@testable import SottoIngest
import Testing

@Suite("iCalendar: time zones")
struct ICalendarTimeZoneTests {
    typealias F = ICalendarFixture

    private func start(tzid: String, _ value: String = "20260115T090000", extra: String = "") throws -> CalendarEvent {
        let text = F.calendar(extra + "BEGIN:VEVENT\nUID:tz@example.com\nDTSTART;TZID=\(tzid):\(value)\nEND:VEVENT")
        return try #require(F.parse(text).events.first)
    }

    @Test("Windows zone names without a VTIMEZONE map to IANA zones", arguments: [
        ("Pacific Standard Time", "America/Los_Angeles", 17),
        ("W. Europe Standard Time", "Europe/Berlin", 8),
        ("GMT Standard Time", "Europe/London", 9),
        ("Romance Standard Time", "Europe/Paris", 8),
        ("Tokyo Standard Time", "Asia/Tokyo", 0),
        ("Eastern Standard Time", "America/New_York", 14),
        ("India Standard Time", "Asia/Kolkata", 3),
        ("AUS Eastern Standard Time", "Australia/Sydney", 22),
    ])
    func windowsNames(name: String, iana: String, utcHour: Int) throws {
        let event = try start(tzid: name)
        #expect(event.timeZoneIdentifier == iana)
        let calendar = { var c = Calendar(identifier: .gregorian); c.timeZone = F.utc; return c }()
        #expect(calendar.component(.hour, from: event.start) == utcHour)
    }

    @Test("Every name in the Windows table maps to a zone this system knows")
    func windowsTableIsValid() {
        #expect(WindowsTimeZones.pairs.count >= 100)
        for (windows, iana) in WindowsTimeZones.pairs {
            #expect(TimeZone(identifier: iana) != nil, "\(windows) -> \(iana)")
        }
    }

    @Test("Outlook's quoted display-name TZID, with and without a VTIMEZONE")
    func outlookDisplayName() throws {
        let tzid = "(UTC+01:00) Amsterdam, Berlin, Bern, Rome, Stockholm, Vienna"
        let bare = try start(tzid: "\"\(tzid)\"", "20260715T090000")
        #expect(bare.timeZoneIdentifier == "Europe/Berlin")
        #expect(bare.start == F.date(2026, 7, 15, 7, 0))
        let zone = """
            BEGIN:VTIMEZONE
            TZID:\(tzid)
            BEGIN:STANDARD
            DTSTART:16010101T030000
            TZOFFSETFROM:+0200
            TZOFFSETTO:+0100
            RRULE:FREQ=YEARLY;INTERVAL=1;BYDAY=-1SU;BYMONTH=10
            END:STANDARD
            BEGIN:DAYLIGHT
            DTSTART:16010101T020000
            TZOFFSETFROM:+0100
            TZOFFSETTO:+0200
            RRULE:FREQ=YEARLY;INTERVAL=1;BYDAY=-1SU;BYMONTH=3
            END:DAYLIGHT
            END:VTIMEZONE

            """
        let defined = try start(tzid: "\"\(tzid)\"", "20260715T090000", extra: zone)
        #expect(defined.start == F.date(2026, 7, 15, 7, 0))
        #expect(defined.timeZoneIdentifier == "Europe/Berlin")
        let unknownCity = try start(tzid: "\"(UTC+05:30) Somewhere Fictional\"", "20260715T090000")
        #expect(unknownCity.start == F.date(2026, 7, 15, 3, 30))
    }

    @Test("A zone known only from its VTIMEZONE: offsets from its rules, both seasons")
    func customVTimeZone() throws {
        let zone = """
            BEGIN:VTIMEZONE
            TZID:Fictional Harbour Time
            BEGIN:STANDARD
            DTSTART:20000402T030000
            TZOFFSETFROM:-0230
            TZOFFSETTO:-0330
            RRULE:FREQ=YEARLY;BYMONTH=4;BYDAY=1SU
            END:STANDARD
            BEGIN:DAYLIGHT
            DTSTART:20001001T020000
            TZOFFSETFROM:-0330
            TZOFFSETTO:-0230
            RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=1SU
            END:DAYLIGHT
            END:VTIMEZONE

            """
        let january = try start(tzid: "Fictional Harbour Time", "20260115T090000", extra: zone)
        #expect(january.start == F.date(2026, 1, 15, 11, 30))
        #expect(january.timeZoneIdentifier == nil)
        let june = try start(tzid: "Fictional Harbour Time", "20260615T090000", extra: zone)
        #expect(june.start == F.date(2026, 6, 15, 12, 30))
    }

    @Test("Path-prefixed TZIDs without a VTIMEZONE", arguments: [
        "/mozilla.org/20050126_1/Europe/Berlin",
        "/softwarestudio.org/Olson_20011030_5/Europe/Berlin",
        "/freeassociation.sourceforge.net/Tzfile/Europe/Berlin",
    ])
    func prefixedTZID(tzid: String) throws {
        let event = try start(tzid: tzid)
        #expect(event.timeZoneIdentifier == "Europe/Berlin")
        #expect(event.start == F.date(2026, 1, 15, 8, 0))
    }

    @Test("Wall-clock times in DST gaps and overlaps")
    func gapsAndOverlaps() throws {
        // 02:30 on 2026-03-29 does not exist in Berlin: read with the offset before the jump.
        #expect(try start(tzid: "Europe/Berlin", "20260329T023000").start == F.date(2026, 3, 29, 1, 30))
        // 02:30 on 2026-10-25 happens twice: the first (CEST) one is meant.
        #expect(try start(tzid: "Europe/Berlin", "20261025T023000").start == F.date(2026, 10, 25, 0, 30))
    }
}
