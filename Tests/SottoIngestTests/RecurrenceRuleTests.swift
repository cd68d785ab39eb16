import Foundation
import SottoIngest
import Testing

@Suite("Recurrence rules: parsing and description")
struct RecurrenceRuleTests {
    @Test("Parses every part, case-insensitively")
    func parsesParts() throws {
        let rule = try RecurrenceRule(parsing: "freq=monthly;interval=2;byday=2TU,-1FR,+3we;bymonthday=1,-1;bymonth=1,7;bysetpos=-1;wkst=su;count=10")
        #expect(rule.frequency == .monthly)
        #expect(rule.interval == 2)
        #expect(rule.count == 10)
        #expect(rule.byDay == [.init(weekday: .tuesday, ordinal: 2), .init(weekday: .friday, ordinal: -1), .init(weekday: .wednesday, ordinal: 3)])
        #expect(rule.byMonthDay == [1, -1])
        #expect(rule.byMonth == [1, 7])
        #expect(rule.bySetPosition == [-1])
        #expect(rule.weekStart == .sunday)
    }

    @Test("Rejects rules without FREQ or with impossible values", arguments: [
        "INTERVAL=2", "FREQ=FORTNIGHTLY", "FREQ=DAILY;INTERVAL=0", "FREQ=MONTHLY;BYMONTHDAY=32",
        "FREQ=WEEKLY;BYDAY=XX", "FREQ=YEARLY;BYMONTH=13", "FREQ=DAILY;UNTIL=tomorrow",
    ])
    func rejects(text: String) {
        #expect(throws: ICalendarError.self) { try RecurrenceRule(parsing: text) }
    }

    @Test("Describes itself in plain English")
    func describes() throws {
        #expect(try RecurrenceRule(parsing: "FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE;COUNT=10").description
            == "every 2 weeks on Monday, Wednesday, 10 times")
        #expect(try RecurrenceRule(parsing: "FREQ=MONTHLY;BYDAY=-1FR;UNTIL=20260630").description
            == "monthly on the last Friday until 2026-06-30")
        #expect(try RecurrenceRule(parsing: "FREQ=YEARLY;BYMONTH=11;BYDAY=4TH").description
            == "yearly in November on the 4th Thursday")
    }

    @Test("An unreadable RRULE in a file is a warning, and the event stays single")
    func unreadableRuleInFile() throws {
        let text = ICalendarFixture.calendar("BEGIN:VEVENT\nUID:bad-rule@example.com\nDTSTART:20260301T100000Z\nRRULE:FREQ=SOMETIMES\nEND:VEVENT")
        let document = try ICalendarFixture.parse(text)
        #expect(document.events[0].recurrence == nil)
        #expect(document.warnings.count == 1)
        #expect(document.warnings[0].hasPrefix("Line 7:"))
    }

    @Test("Events, rules and documents round-trip through Codable")
    func codable() throws {
        let document = try ICalendarFixture.parse(ICalendarFixture.outlook)
        let data = try JSONEncoder().encode(document)
        #expect(try JSONDecoder().decode(ICalendarDocument.self, from: data) == document)
    }
}
