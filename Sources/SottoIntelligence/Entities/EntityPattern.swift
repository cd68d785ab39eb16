import Foundation

/// A regular expression compiled once, from a constant in this folder, for entity extraction.
///
/// `@unchecked Sendable`: `NSRegularExpression` is immutable after creation and documented as
/// safe to use from several threads at once.
struct EntityPattern: @unchecked Sendable {
    /// Nil only if the pattern is malformed, which `EntityExtractionTests` rules out.
    let expression: NSRegularExpression?
    /// Whether the pattern runs on the original text rather than the folded one.
    let readsOriginal: Bool

    /// - Parameter original: match the text as written (case-insensitively) instead of its
    ///   folded copy; patterns for the folded copy are written in lower case without diacritics.
    init(_ pattern: String, original: Bool = false) {
        readsOriginal = original
        expression = try? NSRegularExpression(
            pattern: pattern, options: original ? [.caseInsensitive, .useUnicodeWordBoundaries] : [.useUnicodeWordBoundaries])
    }

    /// Every match in the scanned text.
    func matches(in text: ScannedText) -> [NSTextCheckingResult] {
        expression?.matches(in: readsOriginal ? text.string : text.folded, range: text.fullRange) ?? []
    }
}

/// Message text and a folded copy of it (lower case, diacritics removed, curly apostrophes
/// straightened) with the same UTF-16 length, so a range in one is the same range in the other.
struct ScannedText {
    let string: String
    let folded: String
    let original: NSString
    let foldedUnits: NSString
    let fullRange: NSRange

    init(_ string: String) {
        self.string = string
        original = NSString(string: string)
        let length = original.length
        var units = [UInt16](repeating: 0, count: length)
        original.getCharacters(&units, range: NSRange(location: 0, length: length))
        for index in units.indices { units[index] = Self.fold(units[index]) }
        folded = String(decoding: units, as: UTF16.self)
        foldedUnits = NSString(string: folded)
        fullRange = NSRange(location: 0, length: length)
    }

    /// The text of a capture group, folded, runs of white space as one space; nil when the
    /// group did not take part.
    func group(_ index: Int, of match: NSTextCheckingResult) -> String? {
        guard index < match.numberOfRanges else { return nil }
        let range = match.range(at: index)
        guard range.location != NSNotFound else { return nil }
        let words = foldedUnits.substring(with: range)
        guard words.contains(where: { $0.isWhitespace && $0 != " " }) || words.contains("  ") else { return words }
        return words.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// The text in `range`, as written.
    func text(in range: NSRange) -> String { original.substring(with: range) }

    /// The folded word just before `location`, skipping spaces ("" at the start of the text).
    func word(before location: Int) -> String {
        var end = location
        while end > 0, Self.isSpace(foldedUnits.character(at: end - 1)) { end -= 1 }
        var start = end
        while start > 0, Self.isLetter(foldedUnits.character(at: start - 1)) { start -= 1 }
        return foldedUnits.substring(with: NSRange(location: start, length: end - start))
    }

    /// Whether the first character at or after `location`, skipping spaces, is a letter.
    func startsWithLetter(at location: Int) -> Bool {
        var index = location
        while index < fullRange.length, Self.isSpace(foldedUnits.character(at: index)) { index += 1 }
        return index < fullRange.length && Self.isLetter(foldedUnits.character(at: index))
    }

    private static func isSpace(_ unit: UInt16) -> Bool {
        Unicode.Scalar(unit).map { $0.properties.isWhitespace } ?? false
    }

    private static func isLetter(_ unit: UInt16) -> Bool {
        Unicode.Scalar(unit).map { $0.properties.isAlphabetic } ?? false
    }

    /// One UTF-16 unit folded to one unit: ASCII lower-cased, accented letters to their base
    /// letter where that is a single unit, "’" to "'"; anything else unchanged.
    private static func fold(_ unit: UInt16) -> UInt16 {
        if unit < 0x80 { return (0x41...0x5A).contains(unit) ? unit + 0x20 : unit }
        if unit == 0x2019 { return 0x27 }
        guard let scalar = Unicode.Scalar(unit) else { return unit }  // surrogate halves stay
        let folded = String(Character(scalar)).lowercased().folding(options: [.diacriticInsensitive], locale: nil)
        let foldedUnits = Array(folded.utf16)
        return foldedUnits.count == 1 ? foldedUnits[0] : unit
    }
}

extension NSRange {
    /// Whether two ranges share at least one code unit.
    func sharesUnits(with other: NSRange) -> Bool {
        location < other.location + other.length && other.location < location + length
    }
}

/// Helpers to build patterns from word lists.
enum PatternWords {
    /// An alternation of folded words, longest first, regex metacharacters escaped and spaces
    /// matching any run of white space.
    static func alternation<S: Sequence>(_ words: S) -> String where S.Element == String {
        let unique: Set<String> = Set(words.map(fold))
        let longestFirst = unique.sorted { (left: String, right: String) -> Bool in
            left.count != right.count ? left.count > right.count : left < right
        }
        let escaped: [String] = longestFirst.map { word in
            NSRegularExpression.escapedPattern(for: word).replacingOccurrences(of: " ", with: #"\s+"#)
        }
        return escaped.joined(separator: "|")
    }

    /// Lower-cased without diacritics, for dictionary keys and look-ups.
    static func fold(_ word: String) -> String {
        word.lowercased().folding(options: [.diacriticInsensitive], locale: nil)
            .replacingOccurrences(of: "\u{2019}", with: "'")
            .split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }
}
