import Foundation

/// A parsed keyword query: free terms plus filters.
///
/// Syntax: words match anywhere; a "quoted phrase" matches its words anywhere, in any order
/// (the blind index keeps no word positions); `from:`, `to:`, `subject:` restrict a
/// term to a field; `before:` / `after:` take `YYYY-MM-DD` or `YYYY-MM`; `has:attachment`;
/// a leading `-` excludes a term.
public struct KeywordQuery: Sendable, Hashable {
    /// Where a term must match.
    public enum Field: String, Sendable, Hashable {
        case any, from, to, subject
    }

    /// One term or phrase to match.
    public struct Term: Sendable, Hashable {
        public var text: String
        public var field: Field
        public var excluded: Bool
    }

    public var terms: [Term] = []
    public var before: Date?
    public var after: Date?
    public var hasAttachment: Bool?
    /// Parts of the query that were not understood (e.g. `before:someday`), for a warning.
    public var ignored: [String] = []

    /// True when there is at least one term to match in the text index.
    public var hasTextTerms: Bool { terms.contains { !$0.excluded } }

    public init(parsing query: String) {
        for word in Self.split(query) {
            var word = word
            var excluded = false
            if word.hasPrefix("-"), word.count > 1 {
                excluded = true
                word.removeFirst()
            }
            guard let colon = word.firstIndex(of: ":") else {
                terms.append(Term(text: word, field: .any, excluded: excluded))
                continue
            }
            let name = word[..<colon].lowercased()
            let value = String(word[word.index(after: colon)...])
            switch name {
            case "from": terms.append(Term(text: value, field: .from, excluded: excluded))
            case "to": terms.append(Term(text: value, field: .to, excluded: excluded))
            case "subject": terms.append(Term(text: value, field: .subject, excluded: excluded))
            case "before":
                if let date = Self.date(value) { before = date } else { ignored.append(word) }
            case "after":
                if let date = Self.date(value) { after = date } else { ignored.append(word) }
            case "has" where value.lowercased().hasPrefix("attachment"):
                hasAttachment = !excluded
            default:
                terms.append(Term(text: word, field: .any, excluded: excluded))
            }
        }
        terms.removeAll { $0.text.isEmpty }
    }

    /// Splits on whitespace, keeping "quoted phrases" (and field:"quoted values") whole.
    public static func split(_ query: String) -> [String] {
        var words: [String] = []
        var current = ""
        var quoted = false
        for character in query {
            if character == "\"" {
                quoted.toggle()
            } else if character.isWhitespace, !quoted {
                if !current.isEmpty { words.append(current) }
                current = ""
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// `YYYY-MM-DD` or `YYYY-MM` (start of that day or month, UTC).
    public static func date(_ text: String) -> Date? {
        let parts = text.split(separator: "-").compactMap { Int($0) }
        guard (2...3).contains(parts.count), parts.count == text.split(separator: "-").count,
              (1...12).contains(parts[1]) else { return nil }
        var components = DateComponents()
        components.year = parts[0]
        components.month = parts[1]
        components.day = parts.count == 3 ? parts[2] : 1
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        return calendar.date(from: components)
    }
}
