/// Why an iCalendar file could not be read. Descriptions name the line and the kind of problem
/// (and property names such as `DTSTART`), never text taken from the file.
public struct ICalendarError: Error, Sendable, Hashable, Codable, CustomStringConvertible {
    /// What kind of problem was found.
    public enum Kind: String, Sendable, Hashable, Codable {
        /// The bytes do not start with `BEGIN:VCALENDAR`.
        case notICalendar
        /// A content line has no `:` separating name and value, or a malformed parameter.
        case malformedLine
        /// An `END:` does not close the component opened by the matching `BEGIN:`.
        case mismatchedComponent
        /// The file ends inside a component (no `END:VCALENDAR`).
        case truncated
        /// A `TZID` is neither an IANA name, a known Windows/Outlook name, nor defined by a `VTIMEZONE`.
        case unknownTimeZone
        /// A date, date-time, duration or recurrence rule value cannot be read.
        case invalidValue
    }

    /// What kind of problem was found.
    public var kind: Kind
    /// The 1-based physical line number where the problem is (0 when not tied to a line).
    public var line: Int
    /// The property or component name involved, when there is one (e.g. `DTSTART`).
    public var property: String?

    /// Creates an error.
    public init(kind: Kind, line: Int, property: String? = nil) {
        self.kind = kind
        self.line = line
        self.property = property
    }

    /// A message saying what failed, where, and what to do about it.
    public var description: String {
        let place = line > 0 ? "line \(line)" : "the recurrence rule"
        let subject = property.map { " (\($0))" } ?? ""
        switch kind {
        case .notICalendar:
            return "Not an iCalendar file: \(place) is not BEGIN:VCALENDAR. Check that the file is a .ics export."
        case .malformedLine:
            return "Malformed content line at \(place)\(subject): expected NAME;PARAM=VALUE:VALUE. The file may be corrupted or hand-edited."
        case .mismatchedComponent:
            return "Component mismatch at \(place)\(subject): END does not match the open BEGIN. The file may be corrupted."
        case .truncated:
            return "The file ends at \(place) inside an open component\(subject): it looks truncated. Re-export or re-download it."
        case .unknownTimeZone:
            return "Unknown time zone at \(place): the TZID is not an IANA or Windows zone name and no VTIMEZONE defines it. Re-export the calendar with time zone definitions included."
        case .invalidValue:
            return "Unreadable value at \(place)\(subject). The file may come from a non-conforming producer."
        }
    }
}
