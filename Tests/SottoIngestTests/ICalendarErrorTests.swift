import Foundation
import SottoIngest
import Testing

@Suite("iCalendar: errors name the line, never the content")
struct ICalendarErrorTests {
    typealias F = ICalendarFixture

    private func error(_ text: String) -> ICalendarError? {
        do {
            _ = try ICalendarParser.parse(F.crlf(text), defaultTimeZone: F.utc)
            return nil
        } catch {
            return error
        }
    }

    @Test("A content line without a colon")
    func brokenLine() throws {
        let found = try #require(error(F.calendar("BEGIN:VEVENT\nUID:x@example.com\nSUMMARY Secret plans for Zed\nEND:VEVENT")))
        #expect(found.kind == .malformedLine)
        #expect(found.line == 6)
        #expect(found.description.contains("line 6"))
        #expect(!found.description.contains("Secret"))
    }

    @Test("An unterminated quoted parameter")
    func unterminatedQuote() throws {
        let found = try #require(error(F.calendar("BEGIN:VEVENT\nATTENDEE;CN=\"Private Person:mailto:p@example.com\nEND:VEVENT")))
        #expect(found.kind == .malformedLine)
        #expect(found.line == 5)
        #expect(!found.description.contains("Private"))
    }

    @Test("END that does not match BEGIN")
    func mismatch() throws {
        let found = try #require(error(F.calendar("BEGIN:VEVENT\nUID:x@example.com\nDTSTART:20260301T100000Z\nEND:VTODO")))
        #expect(found.kind == .mismatchedComponent)
        #expect(found.line == 7)
    }

    @Test("A file cut off before END:VCALENDAR")
    func truncated() throws {
        let found = try #require(error("BEGIN:VCALENDAR\nVERSION:2.0\nBEGIN:VEVENT\nUID:x@example.com\nDTSTART:20260301T100000Z\nEND:VEVENT\n"))
        #expect(found.kind == .truncated)
        #expect(found.line == 6)
        #expect(found.property == "VCALENDAR")
    }

    @Test("A TZID that is not IANA, not Windows and not defined")
    func unknownTimeZone() throws {
        let found = try #require(error(F.calendar("BEGIN:VEVENT\nUID:x@example.com\nDTSTART;TZID=Secret Island Time:20260301T100000\nEND:VEVENT")))
        #expect(found.kind == .unknownTimeZone)
        #expect(found.line == 6)
        #expect(!found.description.contains("Secret"))
    }

    @Test("An unreadable DTSTART and a non-calendar file")
    func invalidValues() throws {
        let bad = try #require(error(F.calendar("BEGIN:VEVENT\nUID:x@example.com\nDTSTART:20261345T100000Z\nEND:VEVENT")))
        #expect(bad.kind == .invalidValue)
        #expect(bad.property == "DTSTART")
        #expect(error("BEGIN:VCARD\nFN:Someone\nEND:VCARD")?.kind == .notICalendar)
        #expect(error("")?.kind == .notICalendar)
    }

    @Test("Bad input never crashes: every prefix of a real file either parses or throws")
    func prefixes() {
        let bytes = F.crlf(F.google)
        for length in stride(from: 0, through: bytes.count, by: 7) {
            _ = try? ICalendarParser.parse(Array(bytes[0..<length]), defaultTimeZone: F.berlin)
        }
        #expect(throws: ICalendarError.self) { try ICalendarParser.parse(Array(bytes.dropLast(20)), defaultTimeZone: F.berlin) }
    }
}
