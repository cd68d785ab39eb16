import Foundation

/// A calendar day, before it is turned into dates in a time zone.
struct CalendarDay: Hashable, Sendable {
    var year: Int
    var month: Int
    var day: Int
}

/// Calendar arithmetic relative to the moment a message was sent, in its time zone. Weeks
/// start on Monday (ISO 8601) for "next Friday".
struct MentionCalendar {
    let calendar: Calendar
    let messageDate: Date
    let today: CalendarDay
    /// 1 = Sunday … 7 = Saturday.
    let todayWeekday: Int

    init(messageDate: Date, timeZone: TimeZone) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        calendar.firstWeekday = 2
        self.calendar = calendar
        self.messageDate = messageDate
        let parts = calendar.dateComponents([.year, .month, .day, .weekday], from: messageDate)
        today = CalendarDay(year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1)
        todayWeekday = parts.weekday ?? 1
    }

    /// The day `offset` days from the message's day.
    func day(offset: Int) -> CalendarDay? {
        guard let start = startOfDay(today), let shifted = calendar.date(byAdding: .day, value: offset, to: start) else { return nil }
        return calendarDay(of: shifted)
    }

    /// The day a weekday mention means.
    func day(weekday: Int, reference: WeekdayReference) -> CalendarDay? {
        let ahead = (weekday - todayWeekday + 7) % 7
        switch reference {
        case .coming:
            return day(offset: ahead)
        case .last:
            return day(offset: ahead == 0 ? -7 : ahead - 7)
        case .next:
            // Days since this week's Monday, then that weekday in the following week.
            let sinceMonday = (todayWeekday + 5) % 7
            let weekdayFromMonday = (weekday + 5) % 7
            return day(offset: 7 - sinceMonday + weekdayFromMonday)
        }
    }

    /// A valid day for the given parts. Without a year, the occurrence nearest the message's
    /// day (a later one on a tie): "Jan 5" written in late November is next January.
    func day(year: Int?, month: Int, day: Int) -> CalendarDay? {
        guard (1...12).contains(month), (1...31).contains(day) else { return nil }
        if var year {
            if year < 100 { year += 2000 }
            let candidate = CalendarDay(year: year, month: month, day: day)
            return isValid(candidate) ? candidate : nil
        }
        guard let now = startOfDay(today) else { return nil }
        var best: (day: CalendarDay, distance: Double)?
        for year in [today.year + 1, today.year, today.year - 1] {
            let candidate = CalendarDay(year: year, month: month, day: day)
            guard isValid(candidate), let start = startOfDay(candidate) else { continue }
            let distance = abs(start.timeIntervalSince(now))
            if best == nil || distance < (best?.distance ?? .infinity) { best = (candidate, distance) }
        }
        return best?.day
    }

    /// The first moment of a day in the message's time zone.
    func startOfDay(_ day: CalendarDay) -> Date? {
        calendar.date(from: DateComponents(year: day.year, month: day.month, day: day.day))
            .map { calendar.startOfDay(for: $0) }
    }

    /// The whole day as an interval (23 or 25 hours across a daylight-saving change).
    func interval(of day: CalendarDay) -> DateInterval? {
        guard let start = startOfDay(day), let end = calendar.date(byAdding: .day, value: 1, to: start) else { return nil }
        return DateInterval(start: start, end: end)
    }

    /// Part of a day as an interval.
    func interval(of day: CalendarDay, part: PartOfDay) -> DateInterval? {
        guard let start = moment(day, hour: part.hours.start, minute: 0) else { return nil }
        let end = part.hours.end == 24 ? interval(of: day)?.end : moment(day, hour: part.hours.end, minute: 0)
        guard let end, start < end else { return nil }
        return DateInterval(start: start, end: end)
    }

    /// A clock time on a day.
    func moment(_ day: CalendarDay, hour: Int, minute: Int) -> Date? {
        calendar.date(from: DateComponents(year: day.year, month: day.month, day: day.day, hour: hour, minute: minute))
    }

    private func calendarDay(of date: Date) -> CalendarDay? {
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        guard let year = parts.year, let month = parts.month, let day = parts.day else { return nil }
        return CalendarDay(year: year, month: month, day: day)
    }

    private func isValid(_ day: CalendarDay) -> Bool {
        guard let start = startOfDay(day) else { return false }
        return calendarDay(of: start) == day
    }
}
