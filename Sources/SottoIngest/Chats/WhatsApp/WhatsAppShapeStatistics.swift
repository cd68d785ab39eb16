/// The header shape apart from the date order: what a detector can see on one line.
struct WhatsAppShape: Sendable, Hashable {
    var layout: WhatsAppFormat.Layout
    var separator: UInt8
    var yearFirst: Bool
    var yearDigits: Int
}

/// Statistics over the header lines of one shape, gathered in one streaming pass, from which
/// the date order is decided.
struct WhatsAppShapeStatistics: Sendable {
    var headers = 0
    var withMeridiem = 0
    var withSeconds = 0
    var firstLine = 0
    /// Lines whose first field is above 12 (so it can only be a day), and the first such line.
    var firstAbove12 = 0, firstAbove12Line = 0
    /// Lines whose second field is above 12, and the first such line.
    var secondAbove12 = 0, secondAbove12Line = 0
    /// Consecutive headers where only the first (only the second) field changed.
    var firstOnlyChanges = 0, secondOnlyChanges = 0
    private var previous: (first: Int, second: Int)?

    mutating func record(_ header: WhatsAppHeader, line: Int) {
        headers += 1
        if firstLine == 0 { firstLine = line }
        if header.meridiem != nil { withMeridiem += 1 }
        if header.seconds >= 0 { withSeconds += 1 }
        if header.first > 12 {
            firstAbove12 += 1
            if firstAbove12Line == 0 { firstAbove12Line = line }
        }
        if header.second > 12 {
            secondAbove12 += 1
            if secondAbove12Line == 0 { secondAbove12Line = line }
        }
        if let previous {
            let firstChanged = previous.first != header.first
            let secondChanged = previous.second != header.second
            if firstChanged && !secondChanged { firstOnlyChanges += 1 }
            if secondChanged && !firstChanged { secondOnlyChanges += 1 }
        }
        previous = (header.first, header.second)
    }

    /// The date order these statistics support, whether it was a guess, and why.
    func dateOrder(for shape: WhatsAppShape, clock: WhatsAppFormat.Clock) -> (WhatsAppFormat.DateOrder, Bool, String) {
        if shape.yearFirst {
            return (.yearMonthDay, false, "the year comes first (4 digits), so the order is year, month, day")
        }
        switch (firstAbove12 > 0, secondAbove12 > 0) {
        case (true, false):
            return (.dayMonthYear, false,
                    "\(firstAbove12) header line(s) have a first date field above 12 (first on line \(firstAbove12Line)), "
                        + "so the first field is the day")
        case (false, true):
            return (.monthDayYear, false,
                    "\(secondAbove12) header line(s) have a second date field above 12 (first on line \(secondAbove12Line)), "
                        + "so the second field is the day")
        case (true, true):
            let dayFirst = firstAbove12 >= secondAbove12
            return (dayFirst ? .dayMonthYear : .monthDayYear, true,
                    "conflicting headers: \(firstAbove12) line(s) have a first field above 12 and \(secondAbove12) a "
                        + "second field above 12; chose the majority (\(dayFirst ? "day" : "month") first)")
        case (false, false):
            break
        }
        if firstOnlyChanges != secondOnlyChanges {
            let dayFirst = firstOnlyChanges > secondOnlyChanges
            return (dayFirst ? .dayMonthYear : .monthDayYear, true,
                    "no date field is above 12; the \(dayFirst ? "first" : "second") field changes alone more often "
                        + "between consecutive messages (\(max(firstOnlyChanges, secondOnlyChanges)) vs "
                        + "\(min(firstOnlyChanges, secondOnlyChanges)) times), as days do")
        }
        let american = shape.separator == UInt8(ascii: "/") && clock == .twelveHour && shape.yearDigits == 2
        return (american ? .monthDayYear : .dayMonthYear, true,
                "no date field is above 12 and the fields give no hint; defaulting to "
                    + (american ? "month first (the usual order of M/D/YY with a 12-hour clock)"
                                : "day first (the most common order worldwide)"))
    }
}
