import Foundation
import SottoCore

/// Links, email addresses and phone numbers in message text.
enum ContactFinder {
    private static let url = EntityPattern(#"(?<![\w@.])(?:https?://|www\.)[^\s<>"'`]+"#, original: true)
    private static let email = EntityPattern(
        #"(?<![\w.+\-])(?:mailto:)?([\w.+\-%]+@[\w\-]+(?:\.[\w\-]+)*\.[a-z]{2,24})(?![\w\-]|\.[a-z])"#, original: true)
    /// A run of digits and phone punctuation starting with "+", "(" or a digit; checked by
    /// ``PhoneNumber/normalize(_:defaultRegion:)`` afterwards.
    private static let phone = EntityPattern(
        #"(?<![\w+/.,:\-])(?:tel:)?(?:\+|\uFF0B)?\(?\d[\d \u00A0\u2009\u202F().\-\u2010-\u2015\u2212/]{4,22}\d(?![\w/]|[.,:]\d)"#, original: true)

    static func urls(in text: ScannedText) -> [(NSRange, Entity.Kind)] {
        url.matches(in: text).compactMap { match in
            var range = match.range
            var written = text.text(in: range)
            // Trailing punctuation belongs to the sentence; a closing bracket only if unbalanced.
            while let last = written.last, ".,;:!?)]}'\"…".contains(last) {
                if last == ")", written.filter({ $0 == "(" }).count >= written.filter({ $0 == ")" }).count { break }
                written.removeLast()
                range.length -= String(last).utf16.count
            }
            guard written.count > 8 else { return nil }
            return (range, .url(written))
        }
    }

    static func emails(in text: ScannedText) -> [(NSRange, Entity.Kind)] {
        email.matches(in: text).compactMap { match in
            guard let address = text.group(1, of: match).map({ _ in text.text(in: match.range(at: 1)).lowercased() }),
                  !address.hasPrefix("."), !address.contains("..")
            else { return nil }
            return (match.range, .email(address))
        }
    }

    static func phones(in text: ScannedText, region: String) -> [(NSRange, Entity.Kind)] {
        phone.matches(in: text).compactMap { match in
            let written = text.text(in: match.range)
            let digitCount = written.filter(\.isNumber).count
            guard digitCount >= 7, !looksLikeDateOrRange(written),
                  let number = PhoneNumber.normalize(written, defaultRegion: region)
            else { return nil }
            return (match.range, .phone(number))
        }
    }

    /// "2026-10-03", "03.10.2026", "10/3/2026", "9-17": dates and ranges, not numbers to call.
    private static func looksLikeDateOrRange(_ written: String) -> Bool {
        if written.hasPrefix("+") || written.hasPrefix("(") { return false }
        let groups = written.split(whereSeparator: { !$0.isNumber })
        let separators = Set(written.filter { !$0.isNumber && !$0.isWhitespace })
        if groups.count == 3, separators.count == 1, let first = groups.first, let last = groups.last {
            return first.count <= 4 && groups[1].count <= 2 && last.count <= 4 && (first.count == 4 || last.count >= 2)
        }
        return separators.contains("/") && groups.count == 2
    }
}
