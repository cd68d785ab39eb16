import Foundation

/// Patterns for days: absolute dates, weekdays, relative day words, parts of days.
enum DatePartRules {
    private typealias Words = DateVocabulary

    private static let month = PatternWords.alternation(Words.months.keys)
    private static let weekday = PatternWords.alternation(Array(Words.weekdays.keys) + Array(Words.shortWeekdays.keys))
    private static let modifierBefore = PatternWords.alternation(Words.weekdayModifiersBefore.keys)
    private static let modifierAfter = PatternWords.alternation(Words.weekdayModifiersAfter.keys)
    private static let relativeDay = PatternWords.alternation(Words.relativeDays.keys)
    private static let partSuffix = PatternWords.alternation(Words.partSuffixes.keys)
    private static let dayPart = PatternWords.alternation(Words.dayParts.keys)

    static let rules: [MentionPartRule] = [
        // 2026-10-03, optionally with a time: 2026-10-03T14:30, 2026-10-03 14:30
        MentionPartRule(#"(?<![\d.\-/])(\d{4})-(\d{1,2})-(\d{1,2})(?:[t ](\d{1,2}):(\d{2}))?(?![\d\-])"#) { match, text, context in
            guard let year = number(match, 1, text), let month = number(match, 2, text), let dayOfMonth = number(match, 3, text),
                  let day = context.calendar.day(year: year, month: month, day: dayOfMonth)
            else { return nil }
            var part = MentionPart(range: match.range, day: day, isAbsolute: true, confidence: 0.95)
            if let hour = number(match, 4, text), let minute = number(match, 5, text) { part.time = ClockTime(hour: hour, minute: minute) }
            return part
        },
        // 03.10. / 3.10.2026 / 03.10.26 (day first everywhere)
        MentionPartRule(#"(?<![\w.,])(\d{1,2})\.(\d{1,2})\.(?:(\d{4}|\d{2})(?!\d))?(?![\d])"#) { match, text, context in
            guard let day = number(match, 1, text), let month = number(match, 2, text),
                  let resolved = context.calendar.day(year: number(match, 3, text), month: month, day: day)
            else { return nil }
            return MentionPart(range: match.range, day: resolved, isAbsolute: true, confidence: match.range(at: 3).location == NSNotFound ? 0.8 : 0.9)
        },
        // 3/10, 10/3/2026 (month first in the US), 3-10-2026
        MentionPartRule(#"(?<![\w/.,\-])(\d{1,2})([/\-])(\d{1,2})(?:\2(\d{4}|\d{2}))?(?![\w/\-]|[.,]\d)"#) { match, text, context in
            slashDate(match, text, context)
        },
        // 3 October, 3. Oktober 2026, 1er octobre, 3 de octubre de 2026, 3rd of October, 3:e oktober
        MentionPartRule(#"(?<![\w.,])(\d{1,2})(?:st|nd|rd|th|er|\.|:e|º|ª)?\s*(?:of\s+|de\s+)?(\#(month))\b\.?(?:,?\s*(?:de\s+)?(\d{4})(?!\d))?"#) { match, text, context in
            guard let day = number(match, 1, text), let month = text.group(2, of: match).flatMap({ Words.months[$0] }),
                  let resolved = context.calendar.day(year: number(match, 3, text), month: month, day: day)
            else { return nil }
            return MentionPart(range: match.range, day: resolved, isAbsolute: true, confidence: 0.9)
        },
        // Oct 3, October 3rd, October 3, 2026
        MentionPartRule(#"\b(\#(month))\b\.?\s+(\d{1,2})(?:st|nd|rd|th)?(?![\d:]|\.\d|\w)(?:,?\s+(\d{4})(?!\d))?"#) { match, text, context in
            guard let month = text.group(1, of: match).flatMap({ Words.months[$0] }), let day = number(match, 2, text),
                  let resolved = context.calendar.day(year: number(match, 3, text), month: month, day: day)
            else { return nil }
            return MentionPart(range: match.range, day: resolved, isAbsolute: true, confidence: 0.9)
        },
        // next Friday, am Montag, vendredi prochain, el viernes que viene, na sexta, Freitagabend, i fredags
        MentionPartRule(#"(?:\b(\#(modifierBefore))\s+)?\b(\#(weekday))(s)?(?:\s*(\#(partSuffix)))?\b(?:\s+(\#(modifierAfter))\b)?"#) { match, text, context in
            weekdayPart(match, text, context)
        },
        // today, morgen, demain soir, mañana por la tarde, amanhã à noite, imorgon bitti
        MentionPartRule(#"(?<![\w\-])(\#(relativeDay))(?:\s*(\#(partSuffix)))?(?![\w\-])"#) { match, text, context in
            guard let word = text.group(1, of: match), let offset = Words.relativeDays[word] else { return nil }
            if word == "morgen" || word == "manana", Words.morningNotTomorrow.contains(text.word(before: match.range.location)) { return nil }
            guard let day = context.calendar.day(offset: offset) else { return nil }
            let part = text.group(2, of: match).flatMap { Words.partSuffixes[$0] }
            return MentionPart(
                range: match.range, day: day, partOfDay: part, confidence: 0.9,
                needsCompanion: Words.relativeDaysNeedingCompanion.contains(word) && part == nil)
        },
        // tonight, ce soir, esta noche, ikväll
        MentionPartRule(#"(?<![\w\-])(\#(dayPart))(?![\w\-])"#) { match, text, context in
            guard let entry = text.group(1, of: match).flatMap({ Words.dayParts[$0] }),
                  let day = context.calendar.day(offset: entry.offset)
            else { return nil }
            return MentionPart(range: match.range, day: day, partOfDay: entry.part, confidence: 0.9)
        },
    ]

    static func number(_ match: NSTextCheckingResult, _ group: Int, _ text: ScannedText) -> Int? {
        text.group(group, of: match).flatMap { Int($0) }
    }

    /// "3/10": the region's order first, the other when only that one is a valid date. Common
    /// fractions ("1/2", "3/4") and "24/7" are not dates.
    private static func slashDate(_ match: NSTextCheckingResult, _ text: ScannedText, _ context: MentionContext) -> MentionPart? {
        guard let first = number(match, 1, text), let second = number(match, 3, text) else { return nil }
        let year = number(match, 4, text)
        let separator = text.group(2, of: match)
        if year == nil {
            guard separator == "/", !(first == 24 && second == 7), !((2...4).contains(second) && first < second) else { return nil }
        }
        let (month, day) = context.monthFirst ? (first, second) : (second, first)
        var confidence = year == nil ? 0.6 : 0.85
        var resolved = context.calendar.day(year: year, month: month, day: day)
        if resolved == nil, month > 12 {
            resolved = context.calendar.day(year: year, month: day, day: month)
            confidence -= 0.1
        }
        guard let resolved else { return nil }
        return MentionPart(range: match.range, day: resolved, isAbsolute: true, confidence: confidence)
    }

    private static func weekdayPart(_ match: NSTextCheckingResult, _ text: ScannedText, _ context: MentionContext) -> MentionPart? {
        guard let name = text.group(2, of: match) else { return nil }
        let short = DateVocabulary.shortWeekdays[name]
        guard let weekday = Words.weekdays[name] ?? short else { return nil }
        let before = text.group(1, of: match)
        let after = text.group(5, of: match)
        let precedingWord = text.word(before: match.range.location)
        var reference = before.flatMap { Words.weekdayModifiersBefore[$0] } ?? after.flatMap { Words.weekdayModifiersAfter[$0] } ?? .coming
        if text.group(3, of: match) != nil {
            // "i fredags" is last Friday; "on Fridays", "freitags" are every Friday.
            guard precedingWord == "i", before == nil else { return nil }
            reference = .last
        }
        guard let day = context.calendar.day(weekday: weekday, reference: reference) else { return nil }
        var needsCompanion = false
        if short != nil, before == nil {
            let portuguese = ["segunda", "terca", "quarta", "quinta", "sexta"].contains(name)
            needsCompanion = !(portuguese && DateVocabulary.portugueseWeekdayPrepositions.contains(precedingWord))
        }
        return MentionPart(
            range: match.range, day: day,
            partOfDay: text.group(4, of: match).flatMap { Words.partSuffixes[$0] },
            weekday: weekday, confidence: reference == .next ? 0.7 : 0.85, needsCompanion: needsCompanion)
    }
}
