import Foundation

/// One `VEVENT`: a single event, the master of a recurring series, or an override of one
/// occurrence (when ``recurrenceID`` is set).
///
/// All-day events (`VALUE=DATE`) are represented at the start of that day in the parser's
/// default time zone; ``isAllDay`` says so, and ``end`` is the start of the day after the last.
public struct CalendarEvent: Sendable, Hashable, Codable {
    /// `STATUS`.
    public enum Status: String, Sendable, Hashable, Codable {
        /// `CONFIRMED`.
        case confirmed = "CONFIRMED"
        /// `TENTATIVE`.
        case tentative = "TENTATIVE"
        /// `CANCELLED` (also set for every event of a `METHOD:CANCEL` calendar).
        case cancelled = "CANCELLED"
    }

    /// `UID` (a synthetic `missing-uid-line-N` when the file has none).
    public var uid: String
    /// `RECURRENCE-ID`: the original start of the occurrence this event overrides.
    public var recurrenceID: Date?
    /// `SEQUENCE` (0 when absent).
    public var sequence: Int
    /// `SUMMARY`, unescaped.
    public var summary: String?
    /// `DESCRIPTION`, unescaped.
    public var description: String?
    /// `LOCATION`, unescaped.
    public var location: String?
    /// `URL`.
    public var url: String?
    /// `STATUS`, nil when absent or unknown.
    public var status: Status?
    /// `ORGANIZER`.
    public var organizer: CalendarParticipant?
    /// `ATTENDEE`s, in file order.
    public var attendees: [CalendarParticipant]
    /// `CATEGORIES` from every such line, unescaped.
    public var categories: [String]
    /// `DTSTART` as an instant.
    public var start: Date
    /// `DTEND`, or `DTSTART` + `DURATION`; for all-day events without either, the next day.
    public var end: Date?
    /// `DTSTART` had `VALUE=DATE`.
    public var isAllDay: Bool
    /// The zone DTSTART was written in.
    public var timeZone: EventTimeZone
    /// `RRULE`.
    public var recurrence: RecurrenceRule?
    /// `RDATE` values (all lines and comma lists).
    public var recurrenceDates: [Date]
    /// `EXDATE` values (all lines and comma lists).
    public var exceptionDates: [Date]
    /// `DTSTAMP`.
    public var timestamp: Date?
    /// The 1-based line of `BEGIN:VEVENT`.
    public var line: Int

    /// The IANA zone identifier of DTSTART (nil for UTC, floating and all-day times).
    public var timeZoneIdentifier: String? { timeZone.identifier }
    /// Whether DTSTART was a time with no zone, read in the default zone (false for all-day dates).
    public var isFloating: Bool {
        if case .floating = timeZone { return !isAllDay }
        return false
    }
    /// Whether the event is cancelled (`STATUS:CANCELLED` or `METHOD:CANCEL`).
    public var isCancelled: Bool { status == .cancelled }

    /// Creates an event; the parser fills every field, tests and callers may build their own.
    public init(
        uid: String, recurrenceID: Date? = nil, sequence: Int = 0, summary: String? = nil,
        description: String? = nil, location: String? = nil, url: String? = nil, status: Status? = nil,
        organizer: CalendarParticipant? = nil, attendees: [CalendarParticipant] = [], categories: [String] = [],
        start: Date, end: Date? = nil, isAllDay: Bool = false, timeZone: EventTimeZone = .utc,
        recurrence: RecurrenceRule? = nil, recurrenceDates: [Date] = [], exceptionDates: [Date] = [],
        timestamp: Date? = nil, line: Int = 0
    ) {
        self.uid = uid
        self.recurrenceID = recurrenceID
        self.sequence = sequence
        self.summary = summary
        self.description = description
        self.location = location
        self.url = url
        self.status = status
        self.organizer = organizer
        self.attendees = attendees
        self.categories = categories
        self.start = start
        self.end = end
        self.isAllDay = isAllDay
        self.timeZone = timeZone
        self.recurrence = recurrence
        self.recurrenceDates = recurrenceDates
        self.exceptionDates = exceptionDates
        self.timestamp = timestamp
        self.line = line
    }
}

/// An `ORGANIZER` or `ATTENDEE`.
public struct CalendarParticipant: Sendable, Hashable, Codable {
    /// `ROLE`.
    public enum Role: String, Sendable, Hashable, Codable {
        /// `CHAIR`.
        case chair = "CHAIR"
        /// `REQ-PARTICIPANT` (the RFC default).
        case required = "REQ-PARTICIPANT"
        /// `OPT-PARTICIPANT`.
        case optional = "OPT-PARTICIPANT"
        /// `NON-PARTICIPANT`.
        case nonParticipant = "NON-PARTICIPANT"
    }

    /// `PARTSTAT`.
    public enum ParticipationStatus: String, Sendable, Hashable, Codable {
        /// `NEEDS-ACTION` (the RFC default).
        case needsAction = "NEEDS-ACTION"
        /// `ACCEPTED`.
        case accepted = "ACCEPTED"
        /// `DECLINED`.
        case declined = "DECLINED"
        /// `TENTATIVE`.
        case tentative = "TENTATIVE"
        /// `DELEGATED`.
        case delegated = "DELEGATED"
    }

    /// `CN`, when given.
    public var name: String?
    /// The address from a `mailto:` value, or from the `EMAIL` parameter.
    public var email: String?
    /// `ROLE`, nil when absent or an unknown (`X-`) value.
    public var role: Role?
    /// `PARTSTAT`, nil when absent or an unknown value.
    public var participationStatus: ParticipationStatus?

    /// Creates a participant.
    public init(name: String? = nil, email: String? = nil, role: Role? = nil, participationStatus: ParticipationStatus? = nil) {
        self.name = name
        self.email = email
        self.role = role
        self.participationStatus = participationStatus
    }
}
