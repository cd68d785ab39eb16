/// A DATE or DATE-TIME value as written (RFC 5545 §3.3.4/§3.3.5), before a zone is applied.
struct ICalDateValue: Sendable, Hashable {
    var local: ICalLocalDateTime
    /// `VALUE=DATE` form (no time part).
    var isDate: Bool
    /// Ends in `Z`: the time is UTC.
    var isUTC: Bool

    /// Parses `YYYYMMDD`, `YYYYMMDDTHHMMSS` or `YYYYMMDDTHHMMSSZ` (dashes and colons tolerated,
    /// seconds optional). Returns nil for anything else or an impossible date.
    init?(_ text: Substring) {
        var digits: [Int] = []
        digits.reserveCapacity(14)
        var sawT = false
        var sawZ = false
        var dateDigits = 0
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                if sawZ { return nil }
                digits.append(Int(byte - UInt8(ascii: "0")))
                if !sawT { dateDigits += 1 }
            case UInt8(ascii: "T"), UInt8(ascii: "t"):
                if sawT { return nil }
                sawT = true
            case UInt8(ascii: "Z"), UInt8(ascii: "z"):
                if !sawT || sawZ { return nil }
                sawZ = true
            case UInt8(ascii: "-"), UInt8(ascii: ":"), UInt8(ascii: " "):
                continue
            default:
                return nil
            }
        }
        guard dateDigits == 8 else { return nil }
        func number(_ from: Int, _ length: Int) -> Int {
            var value = 0
            for index in from..<(from + length) { value = value * 10 + digits[index] }
            return value
        }
        var local = ICalLocalDateTime(year: number(0, 4), month: number(4, 2), day: number(6, 2))
        let timeDigits = digits.count - 8
        if sawT {
            guard timeDigits == 6 || timeDigits == 4 else { return nil }
            local.hour = number(8, 2)
            local.minute = number(10, 2)
            local.second = timeDigits == 6 ? number(12, 2) : 0
        } else if timeDigits != 0 {
            return nil
        }
        guard local.isValid else { return nil }
        if local.second == 60 { local.second = 59 }
        self.local = local
        self.isDate = !sawT
        self.isUTC = sawZ
    }
}

/// A DURATION value (RFC 5545 §3.3.6): nominal days (weeks count as 7 days) plus exact seconds.
struct ICalDuration: Sendable, Hashable {
    var days: Int
    var seconds: Int

    /// Parses `[+-]P[nW][nD][T[nH][nM][nS]]`; nil when malformed.
    init?(_ text: Substring) {
        var negative = false
        var rest = text.trimmingBlanks()[...]
        if rest.first == "-" { negative = true; rest = rest.dropFirst() } else if rest.first == "+" { rest = rest.dropFirst() }
        guard rest.first == "P" || rest.first == "p" else { return nil }
        rest = rest.dropFirst()
        var days = 0
        var seconds = 0
        var number: Int?
        var inTime = false
        var sawUnit = false
        for byte in rest.utf8 {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                let (next, overflow) = (number ?? 0).multipliedReportingOverflow(by: 10)
                guard !overflow, next < 100_000_000 else { return nil }
                number = next + Int(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "T"), UInt8(ascii: "t"):
                guard number == nil else { return nil }
                inTime = true
            default:
                guard let value = number else { return nil }
                switch (byte | 0x20, inTime) {
                case (UInt8(ascii: "w"), false): days += value * 7
                case (UInt8(ascii: "d"), false): days += value
                case (UInt8(ascii: "h"), true): seconds += value * 3600
                case (UInt8(ascii: "m"), true): seconds += value * 60
                case (UInt8(ascii: "s"), true): seconds += value
                default: return nil
                }
                number = nil
                sawUnit = true
            }
        }
        guard sawUnit, number == nil else { return nil }
        self.days = negative ? -days : days
        self.seconds = negative ? -seconds : seconds
    }
}
