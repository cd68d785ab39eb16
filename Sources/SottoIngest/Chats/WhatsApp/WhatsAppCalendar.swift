import Foundation

/// Turns header fields into a `Date` by arithmetic, without `DateFormatter` or `Calendar`
/// per message: days since 1970 from the civil date, plus the time, minus the time zone's
/// offset — looked up once per half hour of local time and cached.
struct WhatsAppCalendar: Sendable {
    /// The zone in which headers' wall-clock times are read.
    let timeZone: TimeZone
    private var offsets: [Int: Int] = [:]

    init(timeZone: TimeZone) {
        self.timeZone = timeZone
    }

    /// The instant of the wall-clock time, or nil when the date does not exist (31 February).
    mutating func date(year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int) -> Date? {
        guard (1...12).contains(month), day >= 1, day <= Self.daysIn(month: month, year: year) else { return nil }
        let local = Self.daysFromCivil(year: year, month: month, day: day) * 86_400
            + hour * 3_600 + minute * 60 + second
        return Date(timeIntervalSince1970: TimeInterval(local - offset(atLocal: local)))
    }

    /// The zone's offset from UTC for the wall-clock second `local` (seconds since 1970 read as UTC).
    private mutating func offset(atLocal local: Int) -> Int {
        let bucket = local >= 0 ? local / 1_800 : (local - 1_799) / 1_800
        if let cached = offsets[bucket] { return cached }
        let guess = timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(local)))
        let offset = timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(local - guess)))
        if offsets.count > 50_000 { offsets.removeAll(keepingCapacity: true) }
        offsets[bucket] = offset
        return offset
    }

    /// Days from 1970-01-01 to the given proleptic Gregorian date.
    static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The number of days in `month` of `year`.
    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2:
            let leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
            return leap ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }
}
