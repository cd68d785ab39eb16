import Foundation

/// A wall-clock date and time with no zone attached (what an iCalendar value says before its
/// TZID is applied). Arithmetic is done on proleptic Gregorian day numbers, without `Calendar`.
struct ICalLocalDateTime: Hashable, Comparable, Sendable {
    var year: Int
    var month: Int
    var day: Int
    var hour: Int
    var minute: Int
    var second: Int

    init(year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0, second: Int = 0) {
        self.year = year
        self.month = month
        self.day = day
        self.hour = hour
        self.minute = minute
        self.second = second
    }

    /// The day with the given number of days since 1970-01-01, at the given time of day.
    init(dayNumber: Int, secondOfDay: Int = 0) {
        let civil = ICalDays.civil(fromDayNumber: dayNumber)
        self.init(
            year: civil.year, month: civil.month, day: civil.day,
            hour: secondOfDay / 3600, minute: (secondOfDay / 60) % 60, second: secondOfDay % 60
        )
    }

    /// Seconds since 1970-01-01T00:00:00 as if this wall-clock time were UTC.
    init(localSeconds: Int64) {
        let days = Int(localSeconds.icalFloorDivided(by: 86_400))
        let rest = Int(localSeconds - Int64(days) * 86_400)
        self.init(dayNumber: days, secondOfDay: rest)
    }

    /// Days since 1970-01-01.
    var dayNumber: Int { ICalDays.dayNumber(year: year, month: month, day: day) }

    /// Seconds since the start of the day.
    var secondOfDay: Int { hour * 3600 + minute * 60 + second }

    /// Seconds since 1970-01-01T00:00:00 treating this wall-clock time as UTC.
    var localSeconds: Int64 { Int64(dayNumber) * 86_400 + Int64(secondOfDay) }

    /// Weekday, 0 = Sunday ... 6 = Saturday.
    var weekday: Int { ICalDays.weekday(ofDayNumber: dayNumber) }

    /// Whether the fields name a real calendar date and time (seconds up to 60 for leap seconds).
    var isValid: Bool {
        (1...12).contains(month) && day >= 1 && day <= ICalDays.daysIn(month: month, year: year)
            && (0...23).contains(hour) && (0...59).contains(minute) && (0...60).contains(second)
    }

    /// The same wall-clock time a number of days later (or earlier when negative).
    func addingDays(_ days: Int) -> ICalLocalDateTime {
        ICalLocalDateTime(dayNumber: dayNumber + days, secondOfDay: secondOfDay)
    }

    static func < (lhs: ICalLocalDateTime, rhs: ICalLocalDateTime) -> Bool {
        lhs.localSeconds < rhs.localSeconds
    }
}

/// Proleptic Gregorian calendar arithmetic on day numbers (days since 1970-01-01).
enum ICalDays {
    /// Days since 1970-01-01 of a civil date (month and day may be out of range; they are not normalized).
    static func dayNumber(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let shiftedMonth = month > 2 ? month - 3 : month + 9
        let dayOfYear = (153 * shiftedMonth + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The civil date of a day number.
    static func civil(fromDayNumber number: Int) -> (year: Int, month: Int, day: Int) {
        let z = number + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// Weekday of a day number, 0 = Sunday ... 6 = Saturday.
    static func weekday(ofDayNumber number: Int) -> Int {
        let w = (number + 4) % 7  // 1970-01-01 was a Thursday
        return w < 0 ? w + 7 : w
    }

    static func isLeap(_ year: Int) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }

    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    static func daysIn(year: Int) -> Int { isLeap(year) ? 366 : 365 }
}

extension Int64 {
    /// Division rounding toward negative infinity.
    func icalFloorDivided(by divisor: Int64) -> Int64 {
        let q = self / divisor
        return (self % divisor != 0 && (self < 0) != (divisor < 0)) ? q - 1 : q
    }
}
