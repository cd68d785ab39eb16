import Foundation

/// A plain-language time phrase in a query ("last week", "in March", "from June to August",
/// "yesterday's", "over the weekend") and the dates it means, relative to a moment.
struct TimePhrase: Hashable {
    /// The words as typed.
    var phrase: String
    /// Where they are in the query.
    var range: Range<String.Index>
    /// The half-open window they mean.
    var window: DateInterval

    /// The first time phrase in `text`; rules are tried longest first.
    static func find(in text: String, now: Date, calendar: Calendar) -> TimePhrase? {
        let lowered = text.lowercased()
        let clock = Clock(now: now, calendar: calendar)
        for rule in rules {
            guard let match = rule.expression.firstMatch(in: lowered, range: NSRange(lowered.startIndex..., in: lowered)),
                  let range = Range(match.range, in: text)
            else { continue }
            let groups = (1..<match.numberOfRanges).map { index in
                Range(match.range(at: index), in: lowered).map { String(lowered[$0]) }
            }
            if let window = rule.resolve(groups, clock) {
                return TimePhrase(phrase: String(text[range]), range: range, window: window)
            }
        }
        return nil
    }

    // MARK: - Rules

    private struct Rule: @unchecked Sendable {
        let expression: NSRegularExpression
        let resolve: @Sendable ([String?], Clock) -> DateInterval?

        init(_ pattern: String, _ resolve: @escaping @Sendable ([String?], Clock) -> DateInterval?) {
            // The patterns are constants in this file, never user input.
            expression = try! NSRegularExpression(pattern: pattern)  // safe: the time-phrase tests compile every pattern
            self.resolve = resolve
        }
    }

    static let months = [
        "january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december",
    ]
    static let weekdays = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"]
    private static let seasons = ["spring": 3, "summer": 6, "fall": 9, "autumn": 9, "winter": 12]
    private static let counts = ["two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "few": 3, "couple of": 2]

    private static let month = months.joined(separator: "|")
    private static let weekday = weekdays.joined(separator: "|")
    private static let count = #"\d+|two|three|four|five|six|few|couple of"#
    private static let unit = "day|week|month"

    private static let rules: [Rule] = [
        // "from June to August [2026]"
        Rule(#"\b(?:from|between)\s+(\#(month))\s+(?:to|and|through|until)\s+(\#(month))(?:\s+(\d{4}))?\b"#) { groups, clock in
            guard let from = groups[0].flatMap(months.firstIndex(of:)), let to = groups[1].flatMap(months.firstIndex(of:)) else { return nil }
            let endYear = groups[2].flatMap { Int($0) } ?? clock.yearOfLatest(month: to + 1)
            let startYear = from <= to ? endYear : endYear - 1
            return clock.interval(clock.monthStart(from + 1, startYear), clock.monthStart(to + 1, endYear).flatMap { clock.adding(.month, 1, $0) })
        },
        // "in the last two months", "past 3 weeks": up to today.
        Rule(#"\b(?:in\s+|during\s+|over\s+)?(?:the\s+)?(?:last|past)\s+(\#(count))\s+(\#(unit))s?\b"#) { groups, clock in
            guard let amount = amount(groups[0]), let component = component(groups[1]) else { return nil }
            let start = component == .month
                ? clock.adding(.month, -(amount - 1), clock.monthStart(clock.month, clock.year))
                : clock.adding(component, -amount, clock.today)
            return clock.interval(start, clock.adding(.day, 1, clock.today))
        },
        // "three weeks ago": that day, week or month.
        Rule(#"\b(\#(count))\s+(\#(unit))s?\s+ago\b"#) { groups, clock in
            guard let amount = amount(groups[0]), let component = component(groups[1]),
                  let day = clock.adding(component, -amount, clock.today),
                  let period = clock.calendar.dateInterval(of: component, for: day)
            else { return nil }
            return period
        },
        // "last week", "this month", "last weekend", "last spring", "last friday"
        Rule(#"\b(?:in\s+|during\s+|over\s+)?(last|this|next)\s+(week|month|year|weekend|spring|summer|fall|autumn|winter|\#(weekday))\b"#) { groups, clock in
            let offset = groups[0] == "last" ? -1 : groups[0] == "next" ? 1 : 0
            switch groups[1] {
            case "week"?, "month"?, "year"?:
                let component: Calendar.Component = groups[1] == "week" ? .weekOfYear : groups[1] == "month" ? .month : .year
                guard let current = clock.calendar.dateInterval(of: component, for: clock.now),
                      let start = clock.adding(component, offset, current.start)
                else { return nil }
                return clock.interval(start, clock.adding(component, 1, start))
            case "weekend"?:
                return clock.weekend(offset: offset)
            case let name? where seasons[name] != nil:
                return clock.season(seasons[name] ?? 3, year: nil, last: offset < 0)
            case let name?:
                return clock.weekday(name, forward: offset > 0)
            case nil:
                return nil
            }
        },
        // "in the summer [of 2026]" (bare "summer" is too often a topic: "summer camp")
        Rule(#"\b(?:in|during)\s+(?:the\s+)?(spring|summer|fall|autumn|winter)(?:\s+of)?(?:\s+(\d{4}))?\b"#) { groups, clock in
            groups[0].flatMap { seasons[$0] }.flatMap { clock.season($0, year: groups[1].flatMap { Int($0) }, last: false) }
        },
        Rule(#"\b(?:over\s+|on\s+)?the\s+weekend\b"#) { _, clock in clock.weekend(offset: -1) },
        Rule(#"\b(today|yesterday)(?:'s)?\b"#) { groups, clock in
            let start = groups[0] == "yesterday" ? clock.adding(.day, -1, clock.today) : clock.today
            return clock.interval(start, clock.adding(.day, 1, start))
        },
        Rule(#"\b(?:on\s+)?(\#(weekday))(?:'s)?\b"#) { groups, clock in groups[0].flatMap { clock.weekday($0, forward: false) } },
        // "in March [2026]": the most recent March, this year's if it has begun. "May" needs a
        // preposition or a year, or "emails that may be spam" would mean May.
        Rule(#"\b((?:in|during|since)\s+)?(?:early\s+|late\s+|mid-?)?(\#(month))(?:\s+(\d{4}))?\b"#) { groups, clock in
            guard let index = groups[1].flatMap(months.firstIndex(of:)),
                  groups[1] != "may" || groups[0] != nil || groups[2] != nil
            else { return nil }
            let year = groups[2].flatMap { Int($0) } ?? clock.yearOfLatest(month: index + 1)
            let start = clock.monthStart(index + 1, year)
            return clock.interval(start, clock.adding(.month, 1, start))
        },
        Rule(#"\bin\s+(\d{4})\b"#) { groups, clock in
            guard let year = groups[0].flatMap({ Int($0) }) else { return nil }
            return clock.interval(clock.monthStart(1, year), clock.monthStart(1, year + 1))
        },
    ]

    private static func amount(_ word: String?) -> Int? { word.flatMap { Int($0) ?? counts[$0] } }

    private static func component(_ name: String?) -> Calendar.Component? {
        switch name {
        case "day": return .day
        case "week": return .weekOfYear
        case "month": return .month
        default: return nil
        }
    }

    /// Calendar arithmetic relative to one moment.
    private struct Clock {
        let now: Date
        let calendar: Calendar
        var today: Date { calendar.startOfDay(for: now) }
        var year: Int { calendar.component(.year, from: now) }
        var month: Int { calendar.component(.month, from: now) }

        func adding(_ component: Calendar.Component, _ value: Int, _ date: Date?) -> Date? {
            date.flatMap { calendar.date(byAdding: component, value: value, to: $0) }
        }

        func monthStart(_ month: Int, _ year: Int) -> Date? {
            calendar.date(from: DateComponents(year: year, month: month, day: 1))
        }

        func interval(_ start: Date?, _ end: Date?) -> DateInterval? {
            guard let start, let end, start < end else { return nil }
            return DateInterval(start: start, end: end)
        }

        /// This year when `month` has begun, else last year.
        func yearOfLatest(month: Int) -> Int { month > self.month ? year - 1 : year }

        /// Three months from `firstMonth`; `last` skips a season still under way.
        func season(_ firstMonth: Int, year explicit: Int?, last: Bool) -> DateInterval? {
            var startYear = explicit ?? yearOfLatest(month: firstMonth)
            if explicit == nil, last, firstMonth <= month, month < firstMonth + 3 { startYear -= 1 }
            let start = monthStart(firstMonth, startYear)
            return interval(start, adding(.month, 3, start))
        }

        /// The latest Saturday and Sunday before today (offset -1), or the coming ones.
        func weekend(offset: Int) -> DateInterval? {
            var saturday = DateComponents()
            saturday.weekday = 7
            let direction: Calendar.SearchDirection = offset < 0 ? .backward : .forward
            guard let start = calendar.nextDate(after: today, matching: saturday, matchingPolicy: .nextTime, direction: direction) else {
                return nil
            }
            return interval(start, adding(.day, 2, start))
        }

        /// The latest such weekday before today, or the next one.
        func weekday(_ name: String, forward: Bool) -> DateInterval? {
            guard let index = TimePhrase.weekdays.firstIndex(of: name) else { return nil }
            var components = DateComponents()
            components.weekday = index + 1
            guard let day = calendar.nextDate(
                after: today, matching: components, matchingPolicy: .nextTime, direction: forward ? .forward : .backward)
            else { return nil }
            return interval(day, adding(.day, 1, day))
        }
    }
}
