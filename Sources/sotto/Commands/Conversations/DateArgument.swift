import ArgumentParser
import Foundation

/// A date given on the command line: `YYYY-MM-DD` (midnight, local time) or ISO 8601 with a time.
struct DateArgument: ExpressibleByArgument, Sendable {
    var date: Date

    init?(argument: String) {
        let iso = ISO8601DateFormatter()
        if let date = iso.date(from: argument) {
            self.date = date
            return
        }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = .current
        for format in ["yyyy-MM-dd", "yyyy-MM-dd'T'HH:mm", "yyyy-MM-dd HH:mm"] {
            formatter.dateFormat = format
            if let date = formatter.date(from: argument) {
                self.date = date
                return
            }
        }
        return nil
    }

    static var defaultCompletionKind: CompletionKind { .default }
}
