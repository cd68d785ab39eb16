import Foundation
import SottoVault

/// A search as a person typed it, understood without a model: operators (`from:`, `to:`,
/// `in:category`, `is:spam`, `has:attachment`, `before:`, `after:`) become hard constraints;
/// plain-language time phrases ("last week", "in March", "yesterday") become a preferred date
/// window; the rest is the text both retrievers see.
public struct SearchQuery: Sendable, Hashable {
    /// The words left for semantic and keyword retrieval, in the order typed.
    public var text: String
    /// Limits applied before ranking.
    public var constraints: SearchConstraints
    /// The dates a time phrase pointed at: preferred, not required (people misremember).
    public var preferredWindow: DateInterval?
    /// What was understood, for `--explain`: "from: priya", "in: updates", "time: September 2026".
    public var understood: [String]
    /// Operators that were not understood (`before:someday`), left out of the search.
    public var ignored: [String]

    /// Parses `query`; relative times are resolved against `now` in `calendar`'s time zone.
    public init(parsing query: String, now: Date = Date(), calendar: Calendar = .current) {
        var words: [String] = []
        constraints = SearchConstraints()
        understood = []
        ignored = []
        for token in KeywordQuery.split(query) {
            guard let colon = token.firstIndex(of: ":"), colon != token.startIndex else {
                words.append(token)
                continue
            }
            let negated = token.hasPrefix("-")
            let name = token[token.index(token.startIndex, offsetBy: negated ? 1 : 0)..<colon].lowercased()
            let value = String(token[token.index(after: colon)...])
            if Self.apply(name, value, negated: negated, to: &constraints) {
                understood.append("\(negated ? "not " : "")\(name): \(value)")
            } else if ["from", "to", "in", "is", "has", "before", "after"].contains(name) {
                ignored.append(token)
            } else {
                words.append(token)
            }
        }
        var text = words.joined(separator: " ")
        if let time = TimePhrase.find(in: text, now: now, calendar: calendar) {
            preferredWindow = time.window
            understood.append("time: \(time.phrase)")
            text.removeSubrange(time.range)
        }
        self.text = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// Applies one `name:value` operator; false when it is not one.
    private static func apply(_ name: String, _ value: String, negated: Bool, to constraints: inout SearchConstraints) -> Bool {
        let lowered = value.lowercased()
        switch name {
        case "from" where !value.isEmpty && !negated: constraints.senders.append(value)
        case "to" where !value.isEmpty && !negated: constraints.recipients.append(value)
        case "in" where MailCategory(rawValue: lowered) != nil && !negated: constraints.category = lowered
        case "is" where lowered == "spam" || lowered == "phishing": constraints.spam = negated ? .exclude : .only
        case "has" where lowered.hasPrefix("attachment"): constraints.hasAttachment = !negated
        case "before": guard let date = KeywordQuery.date(value) else { return false }; constraints.before = date
        case "after": guard let date = KeywordQuery.date(value) else { return false }; constraints.after = date
        default: return false
        }
        return true
    }
}
