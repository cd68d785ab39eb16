import Foundation

/// Finds date and time mentions: collects day and time pieces from ``DatePartRules`` and
/// ``TimePartRules``, keeps the longest where they overlap, joins a day and a time written
/// next to each other ("tomorrow at 2pm", "14h demain", "Fri 19:00"), and resolves each
/// mention against the message's date.
///
/// Rules, in words: a time without a day is on the message's day (lower confidence); a day
/// word without a time is the whole day; a part of a day ("tonight") is its hours; a weekday
/// followed by a date ("Friday, 3 October") is that date.
enum DateMentionFinder {
    /// What may stand between a day and a time that belong together.
    private static let joiner = EntityPattern(
        #"^[\s,]*(?:(?:at|on|um|am|a|le|el|la|las|as|kl\.?|klockan|@|ab|gegen|around|vers|den|pa|no|na|the|de|ce|des|from|von|-|–|—|·)(?:[\s,]+|$))*[\s,]*$"#)

    static func find(in text: ScannedText, context: MentionContext, excluding claimed: [NSRange]) -> [(NSRange, DateMention)] {
        var parts: [MentionPart] = []
        for rule in DatePartRules.rules + TimePartRules.rules {
            for match in rule.pattern.matches(in: text) where !claimed.contains(where: { $0.sharesUnits(with: match.range) }) {
                if let part = rule.read(match, text, context) { parts.append(part) }
            }
        }
        // Longest first, then earliest: a piece inside a longer one is part of it.
        parts.sort { $0.range.length != $1.range.length ? $0.range.length > $1.range.length : $0.range.location < $1.range.location }
        var kept: [MentionPart] = []
        for part in parts where !kept.contains(where: { $0.range.sharesUnits(with: part.range) }) { kept.append(part) }
        kept.sort { $0.range.location < $1.range.location }

        var mentions: [(NSRange, DateMention)] = []
        var index = 0
        while index < kept.count {
            var group = kept[index]
            var joined = false
            var next = index + 1
            while next < kept.count, let merged = join(group, kept[next], in: text) {
                group = merged
                joined = true
                next += 1
            }
            if !group.needsCompanion || joined, let mention = resolve(group, in: text, context: context) {
                mentions.append((group.range, mention))
            }
            index = next
        }
        return mentions
    }

    /// Two neighbouring pieces as one, when they complement each other and only joining
    /// words stand between them.
    private static func join(_ first: MentionPart, _ second: MentionPart, in text: ScannedText) -> MentionPart? {
        let gapStart = first.range.location + first.range.length
        let gap = NSRange(location: gapStart, length: second.range.location - gapStart)
        guard gap.length >= 0, gap.length <= 16,
              let expression = joiner.expression,
              expression.firstMatch(in: text.folded, range: gap) != nil
        else { return nil }
        var merged = first
        merged.range = first.range.union(second.range)
        merged.confidence = min(first.confidence, second.confidence)
        merged.needsCompanion = false
        if first.time == nil, second.time != nil, first.day != nil, second.day == nil {
            merged.time = second.time  // "tomorrow at 2pm"
        } else if first.time != nil, first.day == nil, second.day != nil, second.time == nil {
            merged.day = second.day  // "14h demain"
            merged.partOfDay = second.partOfDay
            merged.weekday = second.weekday
        } else if first.weekday != nil, first.time == nil, !first.isAbsolute, second.isAbsolute, second.time == nil {
            // "Friday, 3 October": the date decides; a weekday that does not match it lowers confidence.
            merged.day = second.day
            merged.isAbsolute = true
            merged.confidence = second.confidence
            if let weekday = first.weekday, let day = second.day, weekday != dayOfWeek(day) { merged.confidence *= 0.7 }
        } else {
            return nil
        }
        return merged
    }

    private static func dayOfWeek(_ day: CalendarDay) -> Int? {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        return calendar.date(from: DateComponents(year: day.year, month: day.month, day: day.day))
            .map { calendar.component(.weekday, from: $0) }
    }

    private static func resolve(_ part: MentionPart, in text: ScannedText, context: MentionContext) -> DateMention? {
        guard let range = Range(part.range, in: text.string) else { return nil }
        let calendar = context.calendar
        if let time = part.time {
            let day = part.day ?? calendar.today
            guard let clock = time.resolved(dayPart: part.partOfDay),
                  let moment = calendar.moment(day, hour: clock.hour, minute: clock.minute)
            else { return nil }
            let confidence = rounded(part.day == nil ? part.confidence * 0.8 : part.confidence)
            return DateMention(interval: DateInterval(start: moment, duration: 0), granularity: .time, range: range, confidence: confidence)
        }
        guard let day = part.day else { return nil }
        if let dayPart = part.partOfDay {
            guard let interval = calendar.interval(of: day, part: dayPart) else { return nil }
            return DateMention(interval: interval, granularity: .partOfDay, range: range, confidence: rounded(part.confidence))
        }
        guard let interval = calendar.interval(of: day) else { return nil }
        return DateMention(interval: interval, granularity: .day, range: range, confidence: rounded(part.confidence))
    }

    /// Confidences are coarse judgements: two decimals.
    private static func rounded(_ value: Double) -> Double { (value * 100).rounded() / 100 }
}
