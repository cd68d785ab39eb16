import Foundation
import SottoIngest
import Testing

@Suite("iCalendar: content lines, folding, escaping, detection")
struct ICalendarSyntaxTests {
    typealias F = ICalendarFixture

    private func event(_ lines: String, zone: TimeZone = ICalendarFixture.utc) throws -> CalendarEvent {
        let document = try F.parse(F.calendar("BEGIN:VEVENT\nUID:syntax-1@example.com\nDTSTART:20260301T100000Z\n\(lines)\nEND:VEVENT"), zone: zone)
        return try #require(document.events.first)
    }

    @Test("Folds with a space or a tab, CRLF or LF, are joined")
    func folding() throws {
        let text = "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:fold-1@example.com\r\nDTSTART:2026\r\n 0301T100000Z\r\nSUMMARY:Long\n\t title that\r\n  goes on\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
        let document = try ICalendarParser.parse(Array(text.utf8), defaultTimeZone: F.utc)
        #expect(document.events.first?.summary == "Long title that goes on")
        #expect(document.events.first?.start == F.date(2026, 3, 1, 10, 0))
    }

    @Test("A fold inside a UTF-8 sequence joins back into the character")
    func foldInsideUTF8() throws {
        var bytes = Array("BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:utf8-1@example.com\r\nDTSTART:20260301T100000Z\r\nSUMMARY:Caf".utf8)
        let accent = Array("é".utf8)  // two bytes
        let emoji = Array("🎉".utf8)  // four bytes
        bytes += [accent[0], 0x0D, 0x0A, 0x20, accent[1]]
        bytes += Array(" party ".utf8) + emoji[0..<2] + [0x0D, 0x0A, 0x09] + emoji[2...]
        bytes += Array("\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n".utf8)
        let document = try ICalendarParser.parse(bytes, defaultTimeZone: F.utc)
        #expect(document.events.first?.summary == "Café party 🎉")
    }

    @Test("Text escapes: \\n \\N \\, \\; \\\\")
    func escaping() throws {
        let parsed = try event(#"SUMMARY:a\,b\;c\\d\ne\Nf"# + "\n" + #"CATEGORIES:One\,Half,Two"# + "\nCATEGORIES:Three")
        #expect(parsed.summary == "a,b;c\\d\ne\nf")
        #expect(parsed.categories == ["One,Half", "Two", "Three"])
    }

    @Test("Parameters: quoted values with separators, several values, any case")
    func parameters() throws {
        let parsed = try event(#"attendee;cn="Doe; Jane: Team, Sales";Role=CHAIR;partstat=declined;DELEGATED-TO="mailto:a@example.com","mailto:b@example.com":MAILTO:jane@example.com"#)
        let attendee = try #require(parsed.attendees.first)
        #expect(attendee.name == "Doe; Jane: Team, Sales")
        #expect(attendee.role == .chair)
        #expect(attendee.participationStatus == .declined)
        #expect(attendee.email == "jane@example.com")
    }

    @Test("A byte order mark and a lower-case BEGIN are accepted")
    func byteOrderMark() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + F.crlf("begin:vcalendar\nBEGIN:VEVENT\nUID:bom@example.com\nDTSTART:20260301T100000Z\nEND:VEVENT\nend:vcalendar")
        #expect(try ICalendarParser.parse(bytes, defaultTimeZone: F.utc).events.count == 1)
    }

    @Test("Format detection by content", arguments: [
        ("BEGIN:VCALENDAR\r\nVERSION:2.0", true),
        ("\u{FEFF}\r\n  begin:vcalendar\r\n", true),
        ("BEGIN:VCARD\r\nVERSION:3.0", false),
        ("From: someone@example.com\r\n", false),
        ("BEGIN:VCAL", false),
    ])
    func detection(text: String, expected: Bool) {
        #expect(ICalendarDocument.looksLikeICalendar(Array(text.utf8)) == expected)
    }

    @Test("VTODO, VJOURNAL, VALARM and X- components are skipped without error")
    func skippedComponents() throws {
        let text = F.calendar("""
            BEGIN:VTODO
            UID:todo@example.com
            DUE:20260301T100000Z
            END:VTODO
            BEGIN:VJOURNAL
            UID:journal@example.com
            END:VJOURNAL
            BEGIN:X-VENDOR-THING
            BEGIN:X-NESTED
            X-A:1
            END:X-NESTED
            END:X-VENDOR-THING
            BEGIN:VEVENT
            UID:kept@example.com
            DTSTART:20260301T100000Z
            BEGIN:VALARM
            TRIGGER:-PT5M
            SUMMARY:Not the event summary
            END:VALARM
            SUMMARY:Kept
            END:VEVENT
            """)
        let document = try F.parse(text)
        #expect(document.events.map(\.summary) == ["Kept"])
    }

    @Test("DURATION in days is nominal across DST; a timed event without end has none")
    func durations() throws {
        let parsed = try event("DURATION:P1DT1H", zone: F.berlin)
        #expect(parsed.end == F.date(2026, 3, 2, 11, 0))
        let document = try F.parse(F.calendar("BEGIN:VEVENT\nUID:dst-1@example.com\nDTSTART;TZID=Europe/Berlin:20260328T120000\nDURATION:P1D\nEND:VEVENT"))
        #expect(document.events[0].end == F.date(2026, 3, 29, 10, 0))  // 12:00 CEST next day
        #expect(try event("SUMMARY:x").end == nil)
    }

    @Test("Missing UID gets a line-based one with a warning; missing DTSTART skips the event")
    func missingFields() throws {
        let document = try F.parse(F.calendar("BEGIN:VEVENT\nDTSTART:20260301T100000Z\nEND:VEVENT\nBEGIN:VEVENT\nUID:no-start@example.com\nEND:VEVENT"))
        #expect(document.events.count == 1)
        #expect(document.events[0].uid == "missing-uid-line-4")
        #expect(document.warnings.count == 2)
    }
}
