/// The fields of one header line as written, before the date order is known.
///
/// `WhatsAppHeader.scan` recognizes `[date, time] rest` and `date, time - rest` with any of
/// `/ . -` between three numeric date fields, `:` or `.` in the time, an optional
/// morning/afternoon word before or after the time and invisible marks or odd spaces anywhere
/// between the parts. It works on bytes and allocates nothing.
struct WhatsAppHeader: Sendable, Equatable {
    /// Bracketed or dash.
    var layout: WhatsAppFormat.Layout
    /// The three date fields in written order.
    var first: Int, second: Int, third: Int
    /// The digit counts of the three fields.
    var firstDigits: Int, thirdDigits: Int
    /// The byte between date fields.
    var separator: UInt8
    /// The hour as written (before applying a marker), minute and second (-1 when absent).
    var hour: Int, minute: Int, seconds: Int
    /// The morning/afternoon word, if any.
    var meridiem: WhatsAppClockWord?
    /// Where the author/text part starts in the line.
    var restStart: Int

    /// True when the year comes first (`2026-09-25`).
    var yearFirst: Bool { firstDigits == 4 }
    /// The year field's digit count.
    var yearDigits: Int { yearFirst ? 4 : thirdDigits }

    /// The header at the start of `line` (no line ending), or nil.
    static func scan(_ line: UnsafeBufferPointer<UInt8>) -> WhatsAppHeader? {
        var index = WhatsAppBytes.skipMarks(line, from: 0)
        guard index < line.count else { return nil }
        var layout = WhatsAppFormat.Layout.dash
        if line[index] == UInt8(ascii: "[") {
            layout = .bracketed
            index = WhatsAppBytes.skipBlanks(line, from: index + 1)
        }
        guard index < line.count, isDigit(line[index]) else { return nil }

        // Date: three fields with one separator kind, optional spaces after it (`2026. 9. 25.`).
        guard let (first, firstDigits) = number(line, &index, maxDigits: 4) else { return nil }
        guard index < line.count else { return nil }
        let separator = line[index]
        guard separator == UInt8(ascii: "/") || separator == UInt8(ascii: ".") || separator == UInt8(ascii: "-") else {
            return nil
        }
        index = skipPlainSpaces(line, from: index + 1)
        guard let (second, _) = number(line, &index, maxDigits: 2) else { return nil }
        guard index < line.count, line[index] == separator else { return nil }
        index = skipPlainSpaces(line, from: index + 1)
        guard let (third, thirdDigits) = number(line, &index, maxDigits: 4) else { return nil }
        if index < line.count, line[index] == separator { index += 1 }
        if firstDigits == 4 {
            guard thirdDigits <= 2 else { return nil }
        } else {
            guard firstDigits <= 2, thirdDigits == 2 || thirdDigits == 4 else { return nil }
        }

        // Between date and time: a comma and/or blanks, then maybe a marker or connector.
        let afterDate = index
        if index < line.count, line[index] == UInt8(ascii: ",") { index += 1 }
        index = WhatsAppBytes.skipBlanks(line, from: index)
        guard index > afterDate else { return nil }
        var prefixWord: WhatsAppClockWord?
        if index < line.count, !isDigit(line[index]) {
            let wordStart = index
            while index < line.count, !isDigit(line[index]), index - wordStart < 24 { index += 1 }
            guard let word = WhatsAppClockWord.recognize(line, start: wordStart, end: index) else { return nil }
            if word != .connector { prefixWord = word }
            index = WhatsAppBytes.skipBlanks(line, from: index)
        }

        // Time: h:mm or h:mm:ss (also with dots).
        guard let (hour, _) = number(line, &index, maxDigits: 2) else { return nil }
        guard index < line.count, line[index] == UInt8(ascii: ":") || line[index] == UInt8(ascii: ".") else { return nil }
        let timeSeparator = line[index]
        index += 1
        guard let (minute, minuteDigits) = number(line, &index, maxDigits: 2), minuteDigits == 2 else { return nil }
        var seconds = -1
        if index + 2 < line.count, line[index] == timeSeparator, isDigit(line[index + 1]) {
            index += 1
            guard let (value, digits) = number(line, &index, maxDigits: 2), digits == 2 else { return nil }
            seconds = value
        }

        // After the time: an optional marker, then `]` or ` - `.
        let afterTime = index
        index = WhatsAppBytes.skipBlanks(line, from: index)
        var suffixWord: WhatsAppClockWord?
        let closer = layout == .bracketed ? UInt8(ascii: "]") : UInt8(ascii: "-")
        if index < line.count, line[index] != closer, !isEnDash(line, index) {
            let wordStart = index
            while index < line.count, line[index] != closer, !isEnDash(line, index), index - wordStart < 32 { index += 1 }
            let wordEnd = WhatsAppBytes.trimTrailingBlanks(line, start: wordStart, end: index)
            guard let word = WhatsAppClockWord.recognize(line, start: wordStart, end: wordEnd), word != .connector else {
                return nil
            }
            suffixWord = word
        }
        guard prefixWord == nil || suffixWord == nil else { return nil }
        let meridiem = prefixWord ?? suffixWord

        guard index < line.count else { return nil }
        if layout == .bracketed {
            guard line[index] == closer else { return nil }
            index += 1
        } else {
            guard index > afterTime else { return nil }
            if line[index] == closer { index += 1 } else if isEnDash(line, index) { index += 3 } else { return nil }
            guard index == line.count || WhatsAppBytes.blankLength(line, at: index) > 0 else { return nil }
        }
        index = WhatsAppBytes.skipBlanks(line, from: index)

        // Plausibility: fields that no date or clock can have.
        if firstDigits == 4 {
            guard (1...12).contains(second), (1...31).contains(third) else { return nil }
        } else {
            guard (1...31).contains(first), (1...31).contains(second) else { return nil }
        }
        if meridiem != nil { guard hour <= 12 else { return nil } } else { guard hour <= 23 else { return nil } }
        guard minute <= 59, seconds <= 59 else { return nil }

        return WhatsAppHeader(
            layout: layout, first: first, second: second, third: third,
            firstDigits: firstDigits, thirdDigits: thirdDigits, separator: separator,
            hour: hour, minute: minute, seconds: seconds, meridiem: meridiem, restStart: index
        )
    }

    /// The 24-hour hour after applying the marker.
    var hour24: Int {
        switch meridiem {
        case .morning: return hour == 12 ? 0 : hour
        case .afternoon: return hour == 12 ? 12 : hour + 12
        default: return hour
        }
    }

    @inline(__always)
    private static func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }

    private static func isEnDash(_ line: UnsafeBufferPointer<UInt8>, _ index: Int) -> Bool {
        index + 2 < line.count && line[index] == 0xE2 && line[index + 1] == 0x80 && line[index + 2] == 0x93
    }

    private static func skipPlainSpaces(_ line: UnsafeBufferPointer<UInt8>, from index: Int) -> Int {
        var index = index
        while index < line.count, line[index] == UInt8(ascii: " ") { index += 1 }
        return index
    }

    /// Reads 1…`maxDigits` digits at `index` (advancing it); nil when none or too many.
    @inline(__always)
    private static func number(_ line: UnsafeBufferPointer<UInt8>, _ index: inout Int, maxDigits: Int) -> (Int, Int)? {
        var value = 0
        var digits = 0
        while index < line.count, isDigit(line[index]) {
            value = value * 10 + Int(line[index] &- UInt8(ascii: "0"))
            digits += 1
            index += 1
            if digits > maxDigits { return nil }
        }
        return digits == 0 ? nil : (value, digits)
    }
}
