import Foundation

extension RecurrenceRule: CustomStringConvertible {
    /// A short English summary, e.g. "every 2 weeks on Monday, Wednesday, 10 times" or
    /// "monthly on the last Friday until 2026-06-30".
    public var description: String {
        var text: String
        let unit: String
        switch frequency {
        case .secondly: unit = "second"
        case .minutely: unit = "minute"
        case .hourly: unit = "hour"
        case .daily: unit = "day"
        case .weekly: unit = "week"
        case .monthly: unit = "month"
        case .yearly: unit = "year"
        }
        if interval == 1 {
            switch frequency {
            case .daily: text = "daily"
            case .weekly: text = "weekly"
            case .monthly: text = "monthly"
            case .yearly: text = "yearly"
            default: text = "every \(unit)"
            }
        } else {
            text = "every \(interval) \(unit)s"
        }
        if !byMonth.isEmpty {
            text += " in " + byMonth.map { Self.monthNames[$0 - 1] }.joined(separator: ", ")
        }
        if !byDay.isEmpty {
            text += " on " + byDay.map(Self.describe).joined(separator: ", ")
        }
        if !byMonthDay.isEmpty {
            text += " on day " + byMonthDay.map { $0 < 0 ? "\(-$0) from the end" : "\($0)" }.joined(separator: ", ")
        }
        if !byYearDay.isEmpty {
            text += " on day of year " + byYearDay.map(String.init).joined(separator: ", ")
        }
        if !bySetPosition.isEmpty {
            text += " (position " + bySetPosition.map(String.init).joined(separator: ", ") + " in each set)"
        }
        if let count {
            text += count == 1 ? ", once" : ", \(count) times"
        }
        if untilIsDate, let untilDateLabel {
            text += " until \(untilDateLabel)"
        } else if let until {
            var utc = Calendar(identifier: .gregorian)
            utc.timeZone = TimeZone(identifier: "UTC") ?? utc.timeZone
            let parts = utc.dateComponents([.year, .month, .day, .hour, .minute], from: until)
            let date = String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
            text += " until \(date) \(String(format: "%02d:%02d", parts.hour ?? 0, parts.minute ?? 0)) UTC"
        }
        return text
    }

    private static let monthNames = [
        "January", "February", "March", "April", "May", "June",
        "July", "August", "September", "October", "November", "December",
    ]
    private static let dayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]

    private static func describe(_ entry: WeekdayNumber) -> String {
        let name = dayNames[entry.weekday.rawValue]
        guard let ordinal = entry.ordinal else { return name }
        switch ordinal {
        case -1: return "the last \(name)"
        case 1: return "the 1st \(name)"
        case 2: return "the 2nd \(name)"
        case 3: return "the 3rd \(name)"
        case let n where n > 0: return "the \(n)th \(name)"
        default: return "the \(-ordinal)th-to-last \(name)"
        }
    }
}
