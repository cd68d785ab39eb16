import Foundation

/// Patterns for clock times: "2pm", "14:30", "7.30pm", "14h30", "14 Uhr", "at 7", "a las 8",
/// "kl 18", "noon", "half past seven", "halb acht".
enum TimePartRules {
    private typealias Words = DateVocabulary

    private static let connector = PatternWords.alternation(Words.timeConnectors)
    private static let suffix = PatternWords.alternation(Words.timeSuffixes.keys)
    private static let namedTime = PatternWords.alternation(Words.namedTimes.keys)
    private static let hourWord = PatternWords.alternation(Words.hourWords.keys)
    /// Words after a number that make it a count, not an hour ("at 5 people", "um 3 Minuten").
    private static let units = PatternWords.alternation([
        "people", "persons", "personen", "personnes", "personas", "pessoas", "personer", "min", "mins", "minutes", "minuten",
        "minutos", "minuter", "km", "kg", "years", "jahre", "ans", "anos", "euro", "euros", "eur", "kr", "days", "tage",
        "jours", "dias", "dagar", "hours", "stunden", "heures", "horas", "timmar",
    ])

    static let rules: [MentionPartRule] = [
        // Digits: connector? hour (sep minutes)? (am/pm | uhr | h)? suffix?
        MentionPartRule(
            #"(?<![\w:.,/\-])(?:(\#(connector))\s*)?(\d{1,2})(?:([:.h])(\d{2}))?(?:\s*(a\.?\s?m\.?|p\.?\s?m\.?)(?!\w)|\s*(uhr|h)(?!\w))?(?:\s+(\#(suffix))(?!\w))?(?!\d|[:.,/]\d|\s*(?:%|€|\$|£|x\b|\#(units)\b))"#
        ) { match, text, _ in
            digitTime(match, text)
        },
        // noon, midnight, midi, mediodía, meia-noite
        MentionPartRule(#"(?<![\w\-])(\#(namedTime))(?![\w\-])"#) { match, text, _ in
            guard let hour = text.group(1, of: match).flatMap({ Words.namedTimes[$0] }) else { return nil }
            return MentionPart(range: match.range, time: ClockTime(hour: hour, minute: 0), confidence: 0.8)
        },
        // half past seven, quarter to eight, halb acht, viertel nach acht, halv åtta, kvart över sju
        MentionPartRule(#"\b(half past|quarter past|quarter to|halb|viertel nach|viertel vor|halv|kvart over|kvart i)\s+(\#(hourWord)|\d{1,2})(?!\w)"#) { match, text, _ in
            guard let phrase = text.group(1, of: match), let hourText = text.group(2, of: match),
                  let named = Int(hourText) ?? Words.hourWords[hourText], (1...12).contains(named)
            else { return nil }
            let (hour, minute): (Int, Int) = switch phrase {
            case "half past": (named, 30)
            case "quarter past", "viertel nach", "kvart over": (named, 15)
            case "quarter to", "viertel vor", "kvart i": (named - 1, 45)
            default: (named - 1, 30)  // "halb acht", "halv åtta": half an hour before eight
            }
            return MentionPart(range: match.range, time: ClockTime(hour: hour == 0 ? 12 : hour, minute: minute), confidence: 0.8)
        },
        // 8 et demie, 8 y media, 8 e meia
        MentionPartRule(#"(?<![\w:.,])(?:(\#(connector))\s*)?(\d{1,2})\s*h?\s+(et demie|y media|e meia)(?!\w)"#) { match, text, _ in
            guard let hour = DatePartRules.number(match, 2, text), (0...23).contains(hour) else { return nil }
            return MentionPart(range: match.range, time: ClockTime(hour: hour, minute: 30), confidence: 0.8)
        },
    ]

    /// A digit time needs something that makes it one: a colon, am/pm, "Uhr" or "h", a part of
    /// day, or a word like "at"; "19.00" or "8" alone are not times.
    private static func digitTime(_ match: NSTextCheckingResult, _ text: ScannedText) -> MentionPart? {
        guard let hour = DatePartRules.number(match, 2, text) else { return nil }
        let connector = text.group(1, of: match)
        let separator = text.group(3, of: match)
        let minute = DatePartRules.number(match, 4, text) ?? 0
        let meridiemText = text.group(5, of: match)
        let unit = text.group(6, of: match)
        let part = text.group(7, of: match).flatMap { Words.timeSuffixes[$0] }
        let meridiem: ClockTime.Meridiem? = meridiemText.map { $0.hasPrefix("p") ? .pm : .am }
        if separator == "h", unit != nil { return nil }  // "14h30h"
        let explicit = meridiem != nil || unit != nil || separator == ":" || separator == "h" || part != nil
        guard explicit || connector != nil else { return nil }
        if connector == "a" || connector == "as", text.text(in: match.range(at: 1)).lowercased() == connector, !explicit {
            return nil  // only French "à 8", Portuguese "às 8": "a 3", "as 8" are English words
        }
        if meridiem != nil, !(1...12).contains(hour) {
            return nil  // "14 am Montag": German "am", not a.m.; the bare hour has no marker
        }
        guard hour <= 23, minute <= 59 else { return nil }
        // "at 3 different places": a bare hour followed by a word counts only next to a day.
        let weak = !explicit && text.startsWithLetter(at: match.range.location + match.range.length)
        return MentionPart(
            range: match.range, time: ClockTime(hour: hour, minute: minute, meridiem: meridiem, partOfDay: part),
            confidence: explicit || hour >= 13 ? 0.9 : 0.7, needsCompanion: weak)
    }
}
