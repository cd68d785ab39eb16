import Foundation

/// Something concrete found in message text: a date or time, an address, a number, a link,
/// an amount of money — with where it was found.
public struct Entity: Hashable, Sendable {
    /// What was found, resolved to a canonical value.
    public enum Kind: Hashable, Sendable {
        /// A date, part of a day or time, resolved relative to the message's date.
        case dateTime(DateMention)
        /// An email address, lower-cased.
        case email(String)
        /// A phone number in E.164 form ("+4915123450001").
        case phone(String)
        /// A web link as written ("https://…" or "www.…"), without trailing punctuation.
        case url(String)
        /// An amount and its ISO 4217 currency code ("EUR", "SEK").
        case money(amount: Decimal, currency: String)
    }

    /// The resolved value.
    public var kind: Kind
    /// Where the entity is in the text it was extracted from.
    public var range: Range<String.Index>
    /// The words as written.
    public var text: String

    /// Creates an entity.
    public init(kind: Kind, range: Range<String.Index>, text: String) {
        self.kind = kind
        self.range = range
        self.text = text
    }

    /// The date mention, when this entity is one.
    public var dateMention: DateMention? {
        if case .dateTime(let mention) = kind { return mention }
        return nil
    }
}

/// A date or time mentioned in a message ("tomorrow at 2pm", "am Montag", "3/10"), resolved
/// relative to the message's own date and time zone.
public struct DateMention: Hashable, Sendable {
    /// How precisely the mention fixes a moment.
    public enum Granularity: String, Hashable, Sendable {
        /// A whole day ("Friday", "Oct 3"): the interval is that day.
        case day
        /// Part of a day ("tonight", "demain matin"): morning 06–12, afternoon 12–18, evening 18–24.
        case partOfDay
        /// A clock time ("2pm", "Fri 19:00"): the interval is that instant (zero duration).
        case time
    }

    /// The day, part of day, or instant (a zero-length interval) meant.
    public var interval: DateInterval
    /// How precise ``interval`` is.
    public var granularity: Granularity
    /// Where the mention is in the text.
    public var range: Range<String.Index>
    /// 0...1: lower for readings that could mean something else ("next Friday", "3/10", a bare
    /// hour such as "at 7", a time without a day).
    public var confidence: Double

    /// Creates a mention.
    public init(interval: DateInterval, granularity: Granularity, range: Range<String.Index>, confidence: Double) {
        self.interval = interval
        self.granularity = granularity
        self.range = range
        self.confidence = confidence
    }

    /// The start of the interval: the instant for a time, the first moment of a day.
    public var start: Date { interval.start }
}
