/// The header shape of one WhatsApp chat export: how each message's first line starts.
///
/// WhatsApp writes every message as `date, time - Author: text` (Android) or
/// `[date, time] Author: text` (iOS), with the date and clock in the phone's locale.
/// A `WhatsAppFormatDetector` decides the format from a whole file; the parser then reads
/// the file with it.
public struct WhatsAppFormat: Sendable, Hashable, CustomStringConvertible {
    /// How a header line frames its date and time.
    public enum Layout: String, Sendable, Hashable {
        /// iOS: `[25/09/2026, 18:42:07] Author: text`.
        case bracketed
        /// Android: `25/09/2026, 18:42 - Author: text`.
        case dash
    }

    /// The order of the three date fields.
    public enum DateOrder: String, Sendable, Hashable {
        /// `25/09/2026` — most of the world.
        case dayMonthYear
        /// `9/25/26` — the United States and a few others.
        case monthDayYear
        /// `2026-09-25` — ISO 8601 and East Asian locales.
        case yearMonthDay
    }

    /// Whether the clock runs to 12 with a morning/afternoon marker or to 24.
    public enum Clock: String, Sendable, Hashable {
        /// `6:42 PM`, `午後6:42`, `6:42 nachm.` …
        case twelveHour
        /// `18:42`.
        case twentyFourHour
    }

    /// Bracketed (iOS) or dash (Android).
    public var layout: Layout
    /// The order of day, month and year.
    public var dateOrder: DateOrder
    /// 2 or 4: how many digits the year has. Two-digit years are read as 20yy.
    public var yearDigits: Int
    /// 12- or 24-hour clock, for reports: the parser applies each line's own marker, if any.
    public var clock: Clock
    /// True when times carry seconds (`18:42:07`); the parser accepts both either way.
    public var hasSeconds: Bool
    /// The byte between date fields: `/`, `.` or `-`.
    public var dateSeparator: UInt8

    /// Creates a format; `dateSeparator` must be `/`, `.` or `-`.
    public init(
        layout: Layout,
        dateOrder: DateOrder,
        yearDigits: Int = 4,
        clock: Clock = .twentyFourHour,
        hasSeconds: Bool = false,
        dateSeparator: UInt8 = UInt8(ascii: "/")
    ) {
        self.layout = layout
        self.dateOrder = dateOrder
        self.yearDigits = yearDigits
        self.clock = clock
        self.hasSeconds = hasSeconds
        self.dateSeparator = dateSeparator
    }

    /// A pattern such as `[DD/MM/YYYY, HH:mm:ss] (iOS, 24-hour)` for reports and logs.
    public var description: String {
        let separator = String(UnicodeScalar(dateSeparator))
        let year = String(repeating: "Y", count: yearDigits)
        let fields: [String]
        switch dateOrder {
        case .dayMonthYear: fields = ["DD", "MM", year]
        case .monthDayYear: fields = ["MM", "DD", year]
        case .yearMonthDay: fields = [year, "MM", "DD"]
        }
        let date = fields.joined(separator: separator)
        var time = clock == .twelveHour ? "h:mm" : "HH:mm"
        if hasSeconds { time += ":ss" }
        if clock == .twelveHour { time += " AM/PM" }
        switch layout {
        case .bracketed: return "[\(date), \(time)] (iOS, \(clockName))"
        case .dash: return "\(date), \(time) - (Android, \(clockName))"
        }
    }

    private var clockName: String { clock == .twelveHour ? "12-hour" : "24-hour" }
}
