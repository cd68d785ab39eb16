import Foundation

/// One piece of a date mention as found in the text: a day ("Friday", "3 Oct"), a part of a
/// day ("tonight"), a clock time ("2pm"), or a piece that already carries both
/// ("2026-10-03T14:30"). ``DateMentionFinder`` joins neighbouring pieces into mentions.
struct MentionPart {
    var range: NSRange
    var day: CalendarDay?
    var partOfDay: PartOfDay?
    var time: ClockTime?
    /// The weekday the text named, to check it against an absolute date next to it.
    var weekday: Int?
    /// The day came from an absolute date ("3 Oct", "03.10."), not a weekday or relative word.
    var isAbsolute = false
    var confidence: Double
    /// A piece that counts only when joined to another ("Fri", "sexta", French "hier").
    var needsCompanion = false
}

/// A clock time as written, before am/pm is settled.
struct ClockTime: Hashable {
    enum Meridiem: Hashable { case am, pm }

    var hour: Int
    var minute: Int
    var meridiem: Meridiem?
    /// A part of day written with the time ("8 de la tarde", "7 Uhr abends").
    var partOfDay: PartOfDay?

    /// The 24-hour clock time, using am/pm, or else a part of the day: an hour before noon
    /// written for the afternoon or evening ("tonight at 8") is the afternoon's or evening's.
    func resolved(dayPart: PartOfDay?) -> (hour: Int, minute: Int)? {
        guard (0...59).contains(minute) else { return nil }
        var hour = self.hour
        if let meridiem {
            guard (1...12).contains(hour) else { return nil }
            if meridiem == .pm, hour < 12 { hour += 12 }
            if meridiem == .am, hour == 12 { hour = 0 }
        } else if let part = partOfDay ?? dayPart, part != .morning, (1...11).contains(hour) {
            hour += 12
        }
        guard (0...23).contains(hour) else { return nil }
        return (hour, minute)
    }
}

/// A pattern that finds one kind of mention piece, and how to read a match.
struct MentionPartRule: Sendable {
    let pattern: EntityPattern
    let read: @Sendable (NSTextCheckingResult, ScannedText, MentionContext) -> MentionPart?

    init(_ pattern: String, read: @escaping @Sendable (NSTextCheckingResult, ScannedText, MentionContext) -> MentionPart?) {
        self.pattern = EntityPattern(pattern)
        self.read = read
    }
}

/// What a rule needs to resolve a match.
struct MentionContext {
    let calendar: MentionCalendar
    /// Whether "3/10" means March 10 (United States and its territories, the Philippines).
    let monthFirst: Bool

    static let monthFirstRegions: Set<String> = ["US", "PR", "PH", "GU", "VI", "AS", "MP", "FM", "MH", "PW"]
}
