/// The day sets a recurrence rule selects inside one period (RFC 5545 §3.3.10 "BYxxx" table),
/// as day numbers (days since 1970-01-01), sorted and without duplicates.
struct ICalRuleDays {
    let rule: RecurrenceRule
    let start: ICalLocalDateTime

    /// Days of a YEARLY period.
    func yearDays(_ year: Int) -> [Int] {
        let first = ICalDays.dayNumber(year: year, month: 1, day: 1)
        let length = ICalDays.daysIn(year: year)
        if !rule.byYearDay.isEmpty {
            let days = rule.byYearDay.compactMap { value -> Int? in
                let index = value > 0 ? value - 1 : length + value
                return (0..<length).contains(index) ? first + index : nil
            }
            return unique(days.filter { passesMonth($0) && passesMonthDay($0) && passesWeekday($0) })
        }
        if !rule.byMonth.isEmpty {
            return unique(rule.byMonth.flatMap { monthDays(year, $0, forYearly: true) })
        }
        if !rule.byMonthDay.isEmpty {
            // Without BYMONTH, BYDAY ordinals count within the year, so filter after collecting.
            let days = (1...12).flatMap { month -> [Int] in
                let monthFirst = ICalDays.dayNumber(year: year, month: month, day: 1)
                let monthLength = ICalDays.daysIn(month: month, year: year)
                return rule.byMonthDay.compactMap { value -> Int? in
                    let index = value > 0 ? value - 1 : monthLength + value
                    return (0..<monthLength).contains(index) ? monthFirst + index : nil
                }
            }
            let allowed = rule.byDay.isEmpty ? nil : Set(weekdayDays(first: first, length: length))
            return unique(days.filter { allowed?.contains($0) ?? true })
        }
        if !rule.byDay.isEmpty {
            return unique(weekdayDays(first: first, length: length))
        }
        guard start.day <= ICalDays.daysIn(month: start.month, year: year) else { return [] }
        return [ICalDays.dayNumber(year: year, month: start.month, day: start.day)]
    }

    /// Days of a MONTHLY period (or of one month inside a YEARLY period).
    func monthDays(_ year: Int, _ month: Int, forYearly: Bool = false) -> [Int] {
        if !forYearly, !rule.byMonth.isEmpty, !rule.byMonth.contains(month) { return [] }
        let first = ICalDays.dayNumber(year: year, month: month, day: 1)
        let length = ICalDays.daysIn(month: month, year: year)
        if !rule.byMonthDay.isEmpty {
            let days = rule.byMonthDay.compactMap { value -> Int? in
                let index = value > 0 ? value - 1 : length + value
                return (0..<length).contains(index) ? first + index : nil
            }
            let allowed = rule.byDay.isEmpty ? nil : Set(weekdayDays(first: first, length: length))
            return unique(days.filter { allowed?.contains($0) ?? true })
        }
        if !rule.byDay.isEmpty {
            return unique(weekdayDays(first: first, length: length))
        }
        guard start.day <= length else { return [] }
        return [first + start.day - 1]
    }

    /// Days of a WEEKLY period starting on `weekFirstDay`.
    func weekDays(_ weekFirstDay: Int) -> [Int] {
        // BYMONTHDAY is not defined for WEEKLY; like other libraries, treat it as a limit that
        // replaces the default "same weekday as DTSTART".
        let weekdays = rule.byDay.isEmpty
            ? (rule.byMonthDay.isEmpty ? [start.weekday] : Array(0...6)) : rule.byDay.map(\.weekday.rawValue)
        return (weekFirstDay..<(weekFirstDay + 7)).filter {
            weekdays.contains(ICalDays.weekday(ofDayNumber: $0)) && passesMonth($0) && passesMonthDay($0)
        }
    }

    /// The single day of a DAILY period, if the limiting BYxxx parts let it through.
    func dailyDays(_ day: Int) -> [Int] {
        passesMonth(day) && passesMonthDay(day) && passesWeekday(day) ? [day] : []
    }

    /// Days in `first..<first+length` matching the BYDAY entries, ordinals counted inside that span.
    private func weekdayDays(first: Int, length: Int) -> [Int] {
        var result: [Int] = []
        for entry in rule.byDay {
            let offset = (entry.weekday.rawValue - ICalDays.weekday(ofDayNumber: first) + 7) % 7
            let matches = stride(from: first + offset, to: first + length, by: 7)
            if let ordinal = entry.ordinal {
                let all = Array(matches)
                let index = ordinal > 0 ? ordinal - 1 : all.count + ordinal
                if all.indices.contains(index) { result.append(all[index]) }
            } else {
                result.append(contentsOf: matches)
            }
        }
        return result
    }

    func passesMonth(_ day: Int) -> Bool {
        rule.byMonth.isEmpty || rule.byMonth.contains(ICalDays.civil(fromDayNumber: day).month)
    }

    func passesMonthDay(_ day: Int) -> Bool {
        guard !rule.byMonthDay.isEmpty else { return true }
        let civil = ICalDays.civil(fromDayNumber: day)
        let length = ICalDays.daysIn(month: civil.month, year: civil.year)
        return rule.byMonthDay.contains { $0 > 0 ? $0 == civil.day : length + $0 + 1 == civil.day }
    }

    func passesWeekday(_ day: Int) -> Bool {
        rule.byDay.isEmpty || rule.byDay.contains { $0.weekday.rawValue == ICalDays.weekday(ofDayNumber: day) }
    }

    private func unique(_ days: [Int]) -> [Int] {
        Array(Set(days)).sorted()
    }
}
