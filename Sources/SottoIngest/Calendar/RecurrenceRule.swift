import Foundation

/// A parsed `RRULE` (RFC 5545 §3.3.10). Expand it with ``RecurrenceExpander``.
public struct RecurrenceRule: Sendable, Hashable, Codable {
    /// How often the rule repeats.
    public enum Frequency: String, Sendable, Hashable, Codable, CaseIterable {
        /// Every second.
        case secondly = "SECONDLY"
        /// Every minute.
        case minutely = "MINUTELY"
        /// Every hour.
        case hourly = "HOURLY"
        /// Every day.
        case daily = "DAILY"
        /// Every week.
        case weekly = "WEEKLY"
        /// Every month.
        case monthly = "MONTHLY"
        /// Every year.
        case yearly = "YEARLY"
    }

    /// A day of the week; raw values follow `Calendar` order minus one (0 = Sunday).
    public enum Weekday: Int, Sendable, Hashable, Codable, CaseIterable {
        /// Sunday (`SU`).
        case sunday = 0
        /// Monday (`MO`).
        case monday
        /// Tuesday (`TU`).
        case tuesday
        /// Wednesday (`WE`).
        case wednesday
        /// Thursday (`TH`).
        case thursday
        /// Friday (`FR`).
        case friday
        /// Saturday (`SA`).
        case saturday

        /// The two-letter iCalendar code (`MO`, `TU`, ...).
        public var code: String { ["SU", "MO", "TU", "WE", "TH", "FR", "SA"][rawValue] }

        /// The weekday for a two-letter code, case-insensitively.
        public init?(code: some StringProtocol) {
            switch code.uppercased() {
            case "SU": self = .sunday
            case "MO": self = .monday
            case "TU": self = .tuesday
            case "WE": self = .wednesday
            case "TH": self = .thursday
            case "FR": self = .friday
            case "SA": self = .saturday
            default: return nil
            }
        }
    }

    /// A `BYDAY` entry: a weekday, optionally the nth (or nth-from-last when negative) in the
    /// month or year, e.g. `2TU` or `-1FR`.
    public struct WeekdayNumber: Sendable, Hashable, Codable {
        /// The weekday.
        public var weekday: Weekday
        /// The ordinal (`2` in `2TU`, `-1` in `-1FR`), nil for every such weekday.
        public var ordinal: Int?

        /// Creates an entry.
        public init(weekday: Weekday, ordinal: Int? = nil) {
            self.weekday = weekday
            self.ordinal = ordinal
        }
    }

    /// `FREQ`.
    public var frequency: Frequency
    /// `INTERVAL` (at least 1).
    public var interval: Int = 1
    /// `COUNT`: how many occurrences in all, the first (DTSTART) included.
    public var count: Int?
    /// `UNTIL` as an inclusive instant. A date-only UNTIL becomes the last second of that day in
    /// the event's zone; a floating one is read in the event's zone.
    public var until: Date?
    /// Whether `UNTIL` was written as a date without time.
    public var untilIsDate: Bool = false
    /// The date-only `UNTIL` as written (`YYYY-MM-DD`), for the description.
    var untilDateLabel: String?
    /// `BYDAY`.
    public var byDay: [WeekdayNumber] = []
    /// `BYMONTHDAY` (negative counts from the month's end).
    public var byMonthDay: [Int] = []
    /// `BYMONTH` (1-12).
    public var byMonth: [Int] = []
    /// `BYYEARDAY` (negative counts from the year's end).
    public var byYearDay: [Int] = []
    /// `BYWEEKNO` (kept, but not used for expansion).
    public var byWeekNumber: [Int] = []
    /// `BYHOUR`.
    public var byHour: [Int] = []
    /// `BYMINUTE`.
    public var byMinute: [Int] = []
    /// `BYSECOND`.
    public var bySecond: [Int] = []
    /// `BYSETPOS` (negative counts from the set's end).
    public var bySetPosition: [Int] = []
    /// `WKST` (Monday when absent).
    public var weekStart: Weekday = .monday

    /// Creates a rule of the given frequency; set the other fields as needed.
    public init(frequency: Frequency) {
        self.frequency = frequency
    }

    /// Parses an RRULE value such as `FREQ=MONTHLY;BYDAY=-1FR;COUNT=6`. A date-only or floating
    /// `UNTIL` is read in `timeZone`. Unknown parts (`X-...`, `RSCALE`) are ignored.
    public init(parsing text: String, timeZone: TimeZone = TimeZone(identifier: "UTC") ?? .current) throws(ICalendarError) {
        try self.init(parsing: text, line: 0, zone: .named(timeZone))
    }

    init(parsing text: String, line: Int, zone: EventTimeZone) throws(ICalendarError) {
        func invalid() -> ICalendarError { ICalendarError(kind: .invalidValue, line: line, property: "RRULE") }
        var parts: [(String, Substring)] = []
        for part in text.split(separator: ";") {
            guard let equals = part.firstIndex(of: "=") else {
                if part.trimmingBlanks().isEmpty { continue }
                throw invalid()
            }
            parts.append((part[..<equals].trimmingBlanks().uppercased(), part[part.index(after: equals)...].trimmingBlanks()))
        }
        guard let frequencyText = parts.first(where: { $0.0 == "FREQ" })?.1,
            let frequency = Frequency(rawValue: frequencyText.uppercased())
        else { throw invalid() }
        self.init(frequency: frequency)
        func integers(_ value: Substring, _ range: ClosedRange<Int>, allowNegative: Bool) throws(ICalendarError) -> [Int] {
            var result: [Int] = []
            for item in ICalText.splitPlain(String(value)) {
                guard let number = Int(item.hasPrefix("+") ? item.dropFirst() : item),
                    range.contains(abs(number)), allowNegative || number >= 0, number != 0 || range.lowerBound == 0
                else { throw invalid() }
                result.append(number)
            }
            return result
        }
        for (key, value) in parts {
            switch key {
            case "INTERVAL":
                guard let number = Int(value), (1...100_000).contains(number) else { throw invalid() }
                interval = number
            case "COUNT":
                guard let number = Int(value), number >= 0 else { throw invalid() }
                count = number
            case "UNTIL":
                guard let date = ICalDateValue(value) else { throw invalid() }
                untilIsDate = date.isDate
                if date.isUTC {
                    until = Date(timeIntervalSince1970: TimeInterval(date.local.localSeconds))
                } else if date.isDate {
                    untilDateLabel = String(format: "%04d-%02d-%02d", date.local.year, date.local.month, date.local.day)
                    var endOfDay = date.local
                    endOfDay.hour = 23
                    endOfDay.minute = 59
                    endOfDay.second = 59
                    until = zone.instant(for: endOfDay)
                } else {
                    until = zone.instant(for: date.local)
                }
            case "BYDAY":
                byDay = try Self.parseByDay(value, invalid: invalid())
            case "BYMONTHDAY": byMonthDay = try integers(value, 1...31, allowNegative: true)
            case "BYMONTH": byMonth = try integers(value, 1...12, allowNegative: false)
            case "BYYEARDAY": byYearDay = try integers(value, 1...366, allowNegative: true)
            case "BYWEEKNO": byWeekNumber = try integers(value, 1...53, allowNegative: true)
            case "BYHOUR": byHour = try integers(value, 0...23, allowNegative: false).sorted()
            case "BYMINUTE": byMinute = try integers(value, 0...59, allowNegative: false).sorted()
            case "BYSECOND": bySecond = try integers(value, 0...60, allowNegative: false).sorted()
            case "BYSETPOS": bySetPosition = try integers(value, 1...366, allowNegative: true)
            case "WKST":
                guard let day = Weekday(code: value) else { throw invalid() }
                weekStart = day
            default:
                continue
            }
        }
    }

    private static func parseByDay(_ value: Substring, invalid: ICalendarError) throws(ICalendarError) -> [WeekdayNumber] {
        var result: [WeekdayNumber] = []
        for item in ICalText.splitPlain(String(value)) {
            guard item.count >= 2, let weekday = Weekday(code: item.suffix(2)) else { throw invalid }
            let prefix = item.dropLast(2)
            if prefix.isEmpty {
                result.append(WeekdayNumber(weekday: weekday))
            } else {
                guard let ordinal = Int(prefix.hasPrefix("+") ? prefix.dropFirst() : prefix), ordinal != 0,
                    abs(ordinal) <= 53
                else { throw invalid }
                result.append(WeekdayNumber(weekday: weekday, ordinal: ordinal))
            }
        }
        return result
    }
}
