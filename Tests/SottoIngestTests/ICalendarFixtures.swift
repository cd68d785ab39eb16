import Foundation
import SottoIngest

/// Fictional iCalendar files in the shapes real producers write, and small helpers.
enum ICalendarFixture {
    static let utc = TimeZone(identifier: "UTC")!
    static let berlin = TimeZone(identifier: "Europe/Berlin")!
    static let newYork = TimeZone(identifier: "America/New_York")!

    /// A UTC instant.
    static func date(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0, in zone: TimeZone = utc) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        return calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute))!
    }

    /// Joins lines with CRLF, as RFC 5545 asks.
    static func crlf(_ lines: String) -> [UInt8] {
        Array(lines.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\r\n").utf8)
    }

    static func parse(_ text: String, zone: TimeZone = utc) throws -> ICalendarDocument {
        try ICalendarParser.parse(crlf(text), defaultTimeZone: zone)
    }

    /// Wraps VEVENT lines in a minimal calendar.
    static func calendar(_ body: String) -> String {
        "BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:-//Sotto Tests//EN\n\(body)\nEND:VCALENDAR\n"
    }

    /// A Google Calendar export: weekly meeting across the March DST change, EXDATE, a moved and
    /// a cancelled occurrence, a folded description, an alarm, and an all-day event.
    static let google = """
        BEGIN:VCALENDAR
        PRODID:-//Google Inc//Google Calendar 70.9054//EN
        VERSION:2.0
        CALSCALE:GREGORIAN
        METHOD:PUBLISH
        X-WR-CALNAME:team@example.com
        X-WR-TIMEZONE:Europe/Berlin
        BEGIN:VTIMEZONE
        TZID:Europe/Berlin
        X-LIC-LOCATION:Europe/Berlin
        BEGIN:DAYLIGHT
        TZOFFSETFROM:+0100
        TZOFFSETTO:+0200
        TZNAME:CEST
        DTSTART:19700329T020000
        RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU
        END:DAYLIGHT
        BEGIN:STANDARD
        TZOFFSETFROM:+0200
        TZOFFSETTO:+0100
        TZNAME:CET
        DTSTART:19701025T030000
        RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU
        END:STANDARD
        END:VTIMEZONE
        BEGIN:VEVENT
        DTSTART;TZID=Europe/Berlin:20260305T090000
        DTEND;TZID=Europe/Berlin:20260305T093000
        RRULE:FREQ=WEEKLY;BYDAY=TH
        EXDATE;TZID=Europe/Berlin:20260319T090000
        DTSTAMP:20260301T120000Z
        ORGANIZER;CN=Ada Example:mailto:ada@example.com
        UID:weekly-standup-0001@google.com
        ATTENDEE;CUTYPE=INDIVIDUAL;ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;CN=Ada Exa
         mple;X-NUM-GUESTS=0:mailto:ada@example.com
        ATTENDEE;CUTYPE=INDIVIDUAL;ROLE=OPT-PARTICIPANT;PARTSTAT=NEEDS-ACTION;CN=bo@
         example.com;X-NUM-GUESTS=0:mailto:bo@example.com
        CREATED:20260301T110000Z
        DESCRIPTION:Agenda:\\n1. Status\\n2. Blockers\\, risks and anything else that
          came up during the week
        LAST-MODIFIED:20260301T120000Z
        LOCATION:Room 4\\; Building B
        SEQUENCE:2
        STATUS:CONFIRMED
        SUMMARY:Weekly standup
        TRANSP:OPAQUE
        BEGIN:VALARM
        ACTION:DISPLAY
        DESCRIPTION:This is an event reminder
        TRIGGER:-P0DT0H10M0S
        END:VALARM
        END:VEVENT
        BEGIN:VEVENT
        DTSTART;TZID=Europe/Berlin:20260402T100000
        DTEND;TZID=Europe/Berlin:20260402T103000
        DTSTAMP:20260301T120000Z
        UID:weekly-standup-0001@google.com
        RECURRENCE-ID;TZID=Europe/Berlin:20260402T090000
        SEQUENCE:3
        STATUS:CONFIRMED
        SUMMARY:Weekly standup (moved)
        END:VEVENT
        BEGIN:VEVENT
        DTSTART;TZID=Europe/Berlin:20260409T090000
        DTEND;TZID=Europe/Berlin:20260409T093000
        DTSTAMP:20260301T120000Z
        UID:weekly-standup-0001@google.com
        RECURRENCE-ID;TZID=Europe/Berlin:20260409T090000
        SEQUENCE:3
        STATUS:CANCELLED
        SUMMARY:Weekly standup
        END:VEVENT
        BEGIN:VEVENT
        DTSTART;VALUE=DATE:20260501
        DTEND;VALUE=DATE:20260502
        DTSTAMP:20260301T120000Z
        UID:day-off-0002@google.com
        CATEGORIES:Holiday,Team
        SUMMARY:Day off
        TRANSP:TRANSPARENT
        END:VEVENT
        END:VCALENDAR
        """

    /// An Outlook/Exchange invitation: Windows zone name with a 1601-based VTIMEZONE.
    static let outlook = """
        BEGIN:VCALENDAR
        METHOD:REQUEST
        PRODID:Microsoft Exchange Server 2010
        VERSION:2.0
        BEGIN:VTIMEZONE
        TZID:W. Europe Standard Time
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
        BEGIN:VEVENT
        ORGANIZER;CN=Chris Sample:mailto:chris@contoso.example
        ATTENDEE;ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE;CN=Dana Test:mailto:dana@example.com
        ATTENDEE;ROLE=OPT-PARTICIPANT;PARTSTAT=TENTATIVE;RSVP=TRUE;CN="Test, Eli":MAILTO:eli@example.com
        DESCRIPTION;LANGUAGE=en-US:Quarterly review\\n\\nJoin from the room or online.\\n
        UID:040000008200E00074C5B7101A82E0080000000010A1B2C3D4E5F601000000000000000010000000
        SUMMARY;LANGUAGE=en-US:Quarterly review
        DTSTART;TZID=W. Europe Standard Time:20260312T140000
        DTEND;TZID=W. Europe Standard Time:20260312T150000
        RRULE:FREQ=MONTHLY;BYDAY=2TH;COUNT=3
        CLASS:PUBLIC
        PRIORITY:5
        DTSTAMP:20260301T090000Z
        TRANSP:OPAQUE
        STATUS:CONFIRMED
        SEQUENCE:0
        LOCATION;LANGUAGE=en-US:Room Aurora
        X-MICROSOFT-CDO-APPT-SEQUENCE:0
        X-MICROSOFT-CDO-BUSYSTATUS:TENTATIVE
        BEGIN:VALARM
        DESCRIPTION:REMINDER
        TRIGGER;RELATED=START:-PT15M
        ACTION:DISPLAY
        END:VALARM
        END:VEVENT
        END:VCALENDAR
        """

    /// An Apple Calendar export: an all-day trip and a floating dinner, attendee by EMAIL parameter.
    static let apple = """
        BEGIN:VCALENDAR
        VERSION:2.0
        PRODID:-//Apple Inc.//macOS 15.0//EN
        CALSCALE:GREGORIAN
        BEGIN:VEVENT
        CREATED:20260110T101010Z
        UID:5D3E0B6C-1111-2222-3333-444455556666
        DTEND;VALUE=DATE:20260215
        TRANSP:TRANSPARENT
        X-APPLE-TRAVEL-ADVISORY-BEHAVIOR:AUTOMATIC
        SUMMARY:Ski trip
        DTSTART;VALUE=DATE:20260212
        DTSTAMP:20260110T101011Z
        SEQUENCE:0
        END:VEVENT
        BEGIN:VEVENT
        UID:7A1C2D3E-AAAA-BBBB-CCCC-DDDDEEEEFFFF
        DTSTART:20260220T190000
        DTEND:20260220T210000
        SUMMARY:Dinner
        LOCATION:Café Beispiel\\nHauptstraße 1\\n10115 Berlin
        X-APPLE-STRUCTURED-LOCATION;VALUE=URI;X-APPLE-RADIUS=70;X-TITLE="Café Beispiel":geo:52.5,13.4
        ATTENDEE;CN="Eve Sample";CUTYPE=INDIVIDUAL;EMAIL="eve@example.net";PARTSTAT=ACCEPTED:urn:uuid:00000000-0000-0000-0000-000000000001
        URL;VALUE=URI:https://example.com/dinner
        DTSTAMP:20260110T101011Z
        END:VEVENT
        END:VCALENDAR
        """

    /// A Thunderbird (Lightning) event with a /mozilla.org TZID.
    static let thunderbird = """
        BEGIN:VCALENDAR
        PRODID:-//Mozilla.org/NONSGML Mozilla Calendar V1.1//EN
        VERSION:2.0
        BEGIN:VTIMEZONE
        TZID:/mozilla.org/20050126_1/Europe/Berlin
        X-LIC-LOCATION:Europe/Berlin
        BEGIN:DAYLIGHT
        TZOFFSETFROM:+0100
        TZOFFSETTO:+0200
        TZNAME:CEST
        DTSTART:19700329T020000
        RRULE:FREQ=YEARLY;INTERVAL=1;BYDAY=-1SU;BYMONTH=3
        END:DAYLIGHT
        BEGIN:STANDARD
        TZOFFSETFROM:+0200
        TZOFFSETTO:+0100
        TZNAME:CET
        DTSTART:19701025T030000
        RRULE:FREQ=YEARLY;INTERVAL=1;BYDAY=-1SU;BYMONTH=10
        END:STANDARD
        END:VTIMEZONE
        BEGIN:VEVENT
        CREATED:20260601T080000Z
        LAST-MODIFIED:20260601T080000Z
        DTSTAMP:20260601T080000Z
        UID:0d6b1c2e-4f5a-4b7c-9d8e-1f2a3b4c5d6e
        SUMMARY:Book club
        DTSTART;TZID=/mozilla.org/20050126_1/Europe/Berlin:20260702T193000
        DTEND;TZID=/mozilla.org/20050126_1/Europe/Berlin:20260702T210000
        RRULE:FREQ=MONTHLY;BYDAY=1TH
        CATEGORIES:Personal
        END:VEVENT
        BEGIN:VTODO
        UID:todo-1@example.org
        SUMMARY:Buy the book
        DUE;VALUE=DATE:20260701
        END:VTODO
        END:VCALENDAR
        """

    /// An airline booking: UTC times, LF line ends, tab folds.
    static let airline = "BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:-//Example Air//Booking 4.2//EN\nMETHOD:PUBLISH\n"
        + "BEGIN:VEVENT\nUID:XA1234-20260418-FRA-JFK@booking.example\nDTSTAMP:20260301T101500Z\n"
        + "DTSTART:20260418T094500Z\nDTEND:20260418T180000Z\nSUMMARY:Flight XA 1234 Frankfurt - New York\n"
        + "DESCRIPTION:Booking reference ABC123\\nSeat 23A\\, Economy\\nCheck-in closes 60 minu\n\ttes before departure.\n"
        + "LOCATION:Frankfurt (FRA)\nEND:VEVENT\n"
        + "BEGIN:VEVENT\nUID:XA1235-20260425-JFK-FRA@booking.example\nDTSTAMP:20260301T101500Z\n"
        + "DTSTART:20260425T220000Z\nDURATION:PT7H35M\nSUMMARY:Flight XA 1235 New York - Frankfurt\n"
        + "END:VEVENT\nEND:VCALENDAR\n"

    /// A ticketing service's cancellation notice.
    static let ticketCancellation = """
        BEGIN:VCALENDAR
        VERSION:2.0
        PRODID:-//Tickets Example//Events//EN
        METHOD:CANCEL
        BEGIN:VEVENT
        UID:concert-7781@tickets.example
        SEQUENCE:1
        DTSTAMP:20260305T120000Z
        DTSTART:20260620T180000Z
        DTEND:20260620T210000Z
        SUMMARY:Open-air concert
        LOCATION:City Park Stage
        END:VEVENT
        END:VCALENDAR
        """

    /// A Fastmail calendar: IANA zone, last Friday of the month, URL and categories.
    static let fastmail = """
        BEGIN:VCALENDAR
        VERSION:2.0
        PRODID:-//Fastmail/2020.5/EN
        BEGIN:VEVENT
        UID:c0ffee00-1234-4abc-9def-0123456789ab
        SEQUENCE:0
        DTSTAMP:20260102T030405Z
        CREATED:20260102T030405Z
        DTSTART;TZID=Australia/Melbourne:20260130T170000
        DURATION:PT2H
        RRULE:FREQ=MONTHLY;BYDAY=-1FR;COUNT=6
        SUMMARY:Team drinks
        CATEGORIES:Social,After work
        URL:https://example.com/drinks
        STATUS:TENTATIVE
        END:VEVENT
        END:VCALENDAR
        """
}
