import Foundation
import SottoIngest

/// Half the window (a year in all) expanded around each series' start.
private let halfWindow: TimeInterval = 183 * 86_400

/// Parses `bytes` as iCalendar; when that succeeds, expands every series (at most 500
/// occurrences) in a one-year window centred on its master's start (the first override's when
/// there is no master), and traps (a finding) when occurrences are out of order, end before
/// they start, or exceed the limit.
func checkCalendar(_ bytes: [UInt8]) {
    guard let document = try? ICalendarParser.parse(bytes, defaultTimeZone: fuzzTimeZone) else { return }
    for series in document.series {
        guard let anchor = series.master?.start ?? series.overrides.first?.start else { continue }
        let seconds = anchor.timeIntervalSinceReferenceDate
        precondition(seconds.isFinite, "ics: an event starts at a non-finite date")
        let window = DateInterval(
            start: Date(timeIntervalSinceReferenceDate: seconds - halfWindow),
            duration: 2 * halfWindow
        )
        let occurrences = series.occurrences(in: window, limit: 500)
        precondition(occurrences.count <= 500, "ics: more occurrences than the limit")
        var previous: Date?
        for occurrence in occurrences {
            precondition(occurrence.end >= occurrence.start, "ics: an occurrence ends before it starts")
            if let previous {
                precondition(previous <= occurrence.start, "ics: occurrences are not sorted by start")
            }
            previous = occurrence.start
        }
    }
}
