/// Produces a rule's occurrences as wall-clock times, in order, starting with DTSTART itself
/// (which always counts as the first occurrence). COUNT and UNTIL are the caller's job, since
/// UNTIL is an instant and needs the zone.
struct ICalRuleGenerator {
    let rule: RecurrenceRule
    let start: ICalLocalDateTime
    private let days: ICalRuleDays
    private var periodIndex = 0
    private var pending: [ICalLocalDateTime] = []
    private var pendingIndex = 0
    private var emittedStart = false
    private var emptyPeriodsInARow = 0
    private(set) var exhausted = false

    /// Periods in a row that may yield nothing before the rule is considered dead
    /// (e.g. `FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30`).
    static let maximumEmptyPeriods = 2_000

    init(rule: RecurrenceRule, start: ICalLocalDateTime) {
        self.rule = rule
        self.start = start
        self.days = ICalRuleDays(rule: rule, start: start)
    }

    /// The next occurrence, or nil when the rule has no more.
    mutating func next() -> ICalLocalDateTime? {
        if !emittedStart {
            emittedStart = true
            return start
        }
        while !exhausted {
            while pendingIndex < pending.count {
                let candidate = pending[pendingIndex]
                pendingIndex += 1
                if candidate > start { return candidate }
            }
            fillNextPeriod()
        }
        return nil
    }

    /// Jumps close to (never past) the period containing `localSeconds`. Only valid for rules
    /// without COUNT, where skipped occurrences do not matter.
    mutating func skip(toLocalSeconds target: Int64) {
        guard rule.count == nil, target > start.localSeconds else { return }
        let targetDay = Int(target.icalFloorDivided(by: 86_400))
        var periods: Int
        switch rule.frequency {
        case .yearly: periods = ICalDays.civil(fromDayNumber: targetDay).year - start.year
        case .monthly:
            let civil = ICalDays.civil(fromDayNumber: targetDay)
            periods = (civil.year * 12 + civil.month) - (start.year * 12 + start.month)
        case .weekly: periods = (targetDay - weekFirstDay(of: start)) / 7
        case .daily: periods = targetDay - start.dayNumber
        case .hourly: periods = Int((target - start.localSeconds) / 3600)
        case .minutely: periods = Int((target - start.localSeconds) / 60)
        case .secondly: periods = Int(target - start.localSeconds)
        }
        periods = (periods / rule.interval - 1) * rule.interval
        guard periods > periodIndex else { return }
        periodIndex = periods
        pending = []
        pendingIndex = 0
        emittedStart = true
    }

    private func weekFirstDay(of time: ICalLocalDateTime) -> Int {
        time.dayNumber - (time.weekday - rule.weekStart.rawValue + 7) % 7
    }

    private mutating func fillNextPeriod() {
        let index = periodIndex
        periodIndex += rule.interval
        var candidates: [ICalLocalDateTime]
        switch rule.frequency {
        case .yearly:
            let year = start.year + index
            guard year <= 9999 else { exhausted = true; return }
            candidates = withTimes(days.yearDays(year))
        case .monthly:
            let months = start.year * 12 + start.month - 1 + index
            guard months / 12 <= 9999 else { exhausted = true; return }
            candidates = withTimes(days.monthDays(months / 12, months % 12 + 1))
        case .weekly:
            candidates = withTimes(days.weekDays(weekFirstDay(of: start) + index * 7))
        case .daily:
            candidates = withTimes(days.dailyDays(start.dayNumber + index))
        case .hourly, .minutely, .secondly:
            let unit: Int64 = rule.frequency == .hourly ? 3600 : rule.frequency == .minutely ? 60 : 1
            let time = ICalLocalDateTime(localSeconds: start.localSeconds + Int64(index) * unit)
            candidates = passesTimeLimits(time) && !days.dailyDays(time.dayNumber).isEmpty ? [time] : []
        }
        if candidates.first.map({ $0.year > 9999 }) ?? false { exhausted = true; return }
        if !rule.bySetPosition.isEmpty, !candidates.isEmpty {
            let count = candidates.count
            let picked = Set(rule.bySetPosition.compactMap { position -> Int? in
                let index = position > 0 ? position - 1 : count + position
                return (0..<count).contains(index) ? index : nil
            })
            candidates = picked.sorted().map { candidates[$0] }
        }
        if candidates.isEmpty {
            emptyPeriodsInARow += 1
            if emptyPeriodsInARow > Self.maximumEmptyPeriods * (rule.frequency == .daily ? 8 : 1) {
                exhausted = true
            }
        } else {
            emptyPeriodsInARow = 0
        }
        pending = candidates
        pendingIndex = 0
    }

    private func passesTimeLimits(_ time: ICalLocalDateTime) -> Bool {
        (rule.byHour.isEmpty || rule.byHour.contains(time.hour))
            && (rule.byMinute.isEmpty || rule.byMinute.contains(time.minute))
            && (rule.bySecond.isEmpty || rule.bySecond.contains(time.second))
    }

    /// Each day at each time of day the rule names (BYHOUR/BYMINUTE/BYSECOND, else DTSTART's time).
    private func withTimes(_ dayNumbers: [Int]) -> [ICalLocalDateTime] {
        let hours = rule.byHour.isEmpty ? [start.hour] : rule.byHour
        let minutes = rule.byMinute.isEmpty ? [start.minute] : rule.byMinute
        let seconds = rule.bySecond.isEmpty ? [start.second] : rule.bySecond
        if hours.count == 1, minutes.count == 1, seconds.count == 1 {
            let secondOfDay = hours[0] * 3600 + minutes[0] * 60 + seconds[0]
            return dayNumbers.map { ICalLocalDateTime(dayNumber: $0, secondOfDay: secondOfDay) }
        }
        var result: [ICalLocalDateTime] = []
        for day in dayNumbers {
            for hour in hours {
                for minute in minutes {
                    for second in seconds {
                        result.append(ICalLocalDateTime(dayNumber: day, secondOfDay: hour * 3600 + minute * 60 + second))
                    }
                }
            }
        }
        return result
    }
}
