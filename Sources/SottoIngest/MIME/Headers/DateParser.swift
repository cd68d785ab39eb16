import Foundation

/// Parses RFC 5322 dates by hand (no `DateFormatter`): `[Day,] DD Mon YYYY HH:MM[:SS] zone`,
/// plus what real mail sends instead — obsolete and common zone names (EST, GMT, UT, CEST…),
/// military zones (read as UTC, as RFC 5322 advises), missing seconds, day-of-week or zone,
/// two- and three-digit years, asctime order (`Mon Jun 24 17:02:58 2002`), `AM`/`PM`,
/// `10-May-2002`, ISO `2002-05-10T13:39:11Z`, and comments. Returns nil when unparseable.
enum DateParser {
    static func parse(_ input: ByteView) -> Date? {
        var fields = Fields()
        var index = 0
        let count = input.count
        while index < count {
            let byte = input[index]
            if byte == 0x28 {
                index = MIMEBytes.endOfComment(input, openingAt: index)
                continue
            }
            if MIMEBytes.isWhitespace(byte) || byte == 0x2C {
                index += 1
                continue
            }
            var end = index + 1
            while end < count, !MIMEBytes.isWhitespace(input[end]), input[end] != 0x2C, input[end] != 0x28 { end += 1 }
            fields.read(token: input, index..<end)
            index = end
        }
        return fields.date()
    }

    /// The date fields found so far.
    private struct Fields {
        var numbers: [(value: Int, digits: Int)] = []
        var month: Int?
        var hour: Int?
        var minute = 0
        var second = 0
        var offsetSeconds: Int?
        var isPM: Bool?

        mutating func read(token input: ByteView, _ range: Range<Int>) {
            let bytes = UnsafeBufferPointer(rebasing: input[range])
            if MIMEBytes.isDigit(bytes[0]) {
                let digitsEnd = bytes.firstIndex { !MIMEBytes.isDigit($0) } ?? bytes.count
                if digitsEnd < bytes.count, bytes[digitsEnd] == 0x3A { readTime(bytes) } else { readNumberish(bytes) }
            } else if (bytes[0] == 0x2B || bytes[0] == 0x2D), bytes.count >= 3, MIMEBytes.isDigit(bytes[1]) {
                readNumericZone(UnsafeBufferPointer(rebasing: bytes[1...]), negative: bytes[0] == 0x2D)
            } else if MIMEBytes.isLetter(bytes[0]) {
                readWord(bytes)
            }
        }

        /// `HH:MM[:SS[.fff]]`, possibly followed by a zone or `Z` (ISO style).
        private mutating func readTime(_ bytes: ByteView) {
            var parts: [Int] = []
            var value = 0
            var digits = 0
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if MIMEBytes.isDigit(byte) {
                    value = value * 10 + Int(byte - 0x30)
                    digits += 1
                    if digits > 4 { return }
                } else if byte == 0x3A, digits > 0 {
                    parts.append(value)
                    value = 0
                    digits = 0
                } else {
                    break
                }
                index += 1
            }
            if digits > 0 { parts.append(value) }
            guard parts.count >= 2 else { return }
            hour = parts[0]
            minute = parts[1]
            second = parts.count > 2 ? parts[2] : 0
            while index < bytes.count, bytes[index] == 0x2E || MIMEBytes.isDigit(bytes[index]) { index += 1 }
            guard index < bytes.count else { return }
            let rest = UnsafeBufferPointer(rebasing: bytes[index...])
            if rest[0] == 0x2B || rest[0] == 0x2D, rest.count >= 3 {
                readNumericZone(UnsafeBufferPointer(rebasing: rest[1...]), negative: rest[0] == 0x2D)
            } else if MIMEBytes.isLetter(rest[0]) {
                readWord(rest)
            }
        }

        /// `HHMM`, `HH:MM` or `HH` after the sign. Offsets beyond ±14 h are treated as junk.
        private mutating func readNumericZone(_ bytes: ByteView, negative: Bool) {
            var digits: [Int] = []
            for byte in bytes {
                if MIMEBytes.isDigit(byte) { digits.append(Int(byte - 0x30)) } else if byte != 0x3A { break }
            }
            let hours: Int
            let minutes: Int
            switch digits.count {
            case 4: hours = digits[0] * 10 + digits[1]; minutes = digits[2] * 10 + digits[3]
            case 3: hours = digits[0]; minutes = digits[1] * 10 + digits[2]
            case 2: hours = digits[0] * 10 + digits[1]; minutes = 0
            case 1: hours = digits[0]; minutes = 0
            default: return
            }
            guard minutes < 60 else { return }
            let total = hours * 3600 + minutes * 60
            offsetSeconds = total > 14 * 3600 ? 0 : (negative ? -total : total)
        }

        /// A day, a year, `10-May-2002`, or ISO `2002-05-10[T…]`.
        private mutating func readNumberish(_ bytes: ByteView) {
            var value = 0
            var digits = 0
            var index = 0
            while index < bytes.count, MIMEBytes.isDigit(bytes[index]) {
                if digits < 9 { value = value * 10 + Int(bytes[index] - 0x30) }
                digits += 1
                index += 1
            }
            if index == bytes.count {
                numbers.append((value, digits))
                return
            }
            guard bytes[index] == 0x2D || bytes[index] == 0x2F else {
                numbers.append((value, digits))
                return
            }
            let pieces = bytes.split(separator: bytes[index], maxSplits: 2, omittingEmptySubsequences: false)
            guard pieces.count == 3 else { return }
            if let monthNumber = Self.month(UnsafeBufferPointer(rebasing: pieces[1])) {
                numbers.append((value, digits))
                month = monthNumber
                let year = pieces[2].prefix { MIMEBytes.isDigit($0) }
                if let yearValue = Self.integer(year) { numbers.append((yearValue, year.count)) }
            } else if digits == 4, let monthNumber = Self.integer(pieces[1]), (1...12).contains(monthNumber) {
                let tail = UnsafeBufferPointer(rebasing: pieces[2])
                var dayEnd = tail.startIndex
                while dayEnd < tail.endIndex, MIMEBytes.isDigit(tail[dayEnd]) { dayEnd += 1 }
                guard let day = Self.integer(tail[..<dayEnd]) else { return }
                month = monthNumber
                numbers = [(day, 2), (value, 4)]
                if dayEnd < tail.endIndex, tail[dayEnd] == 0x54 || tail[dayEnd] == 0x74 {
                    readTime(UnsafeBufferPointer(rebasing: tail[(dayEnd + 1)...]))
                }
            }
        }

        /// A month, a zone name, a military zone, or AM/PM; day names are ignored.
        private mutating func readWord(_ bytes: ByteView) {
            if let monthNumber = Self.month(bytes), month == nil {
                month = monthNumber
                return
            }
            var lower = [UInt8]()
            for byte in bytes.prefix(8) {
                if byte == 0x2B || byte == 0x2D { break }
                lower.append(MIMEBytes.lowercased(byte))
            }
            if lower == [0x61, 0x6D] { isPM = false; return }
            if lower == [0x70, 0x6D] { isPM = true; return }
            if let hours = Self.zones[lower] {
                offsetSeconds = Int(hours * 3600)
                if lower.count < bytes.count, bytes[lower.count] == 0x2B || bytes[lower.count] == 0x2D,
                   lower.count + 1 < bytes.count {
                    // `GMT+0200`
                    readNumericZone(UnsafeBufferPointer(rebasing: bytes[(lower.count + 1)...]),
                                    negative: bytes[lower.count] == 0x2D)
                }
                return
            }
            if lower.count == 1, hour != nil, offsetSeconds == nil, lower[0] != 0x6A {
                offsetSeconds = 0
            }
        }

        func date() -> Date? {
            guard let month, var hour else { return nil }
            var day: Int?
            var year: Int?
            for number in numbers {
                if number.digits >= 3 || number.value > 31 {
                    if year == nil { year = number.value }
                } else if day == nil {
                    day = number.value
                } else if year == nil {
                    year = number.value
                }
            }
            guard let day, var year, (1...31).contains(day) else { return nil }
            if year < 50 { year += 2000 } else if year < 1000 { year += 1900 }
            guard year <= 9999 else { return nil }
            if let isPM {
                if isPM, hour < 12 { hour += 12 } else if !isPM, hour == 12 { hour = 0 }
            }
            guard hour <= 23, minute <= 59, second <= 60 else { return nil }
            let days = Self.daysFromCivil(year: year, month: month, day: day)
            let seconds = days * 86_400 + hour * 3600 + minute * 60 + second - (offsetSeconds ?? 0)
            return Date(timeIntervalSince1970: TimeInterval(seconds))
        }

        /// Days since 1970-01-01 in the proleptic Gregorian calendar (H. Hinnant's algorithm).
        static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
            let shiftedYear = month <= 2 ? year - 1 : year
            let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
            let yearOfEra = shiftedYear - era * 400
            let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
            let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
            return era * 146_097 + dayOfEra - 719_468
        }

        static func integer(_ bytes: Slice<ByteView>) -> Int? {
            guard !bytes.isEmpty, bytes.count <= 9, bytes.allSatisfy(MIMEBytes.isDigit) else { return nil }
            return bytes.reduce(0) { $0 * 10 + Int($1 - 0x30) }
        }

        /// 1–12 when the token starts with an English month abbreviation.
        static func month(_ bytes: ByteView) -> Int? {
            guard bytes.count >= 3 else { return nil }
            let key = (Int(MIMEBytes.lowercased(bytes[0])) << 16) | (Int(MIMEBytes.lowercased(bytes[1])) << 8)
                | Int(MIMEBytes.lowercased(bytes[2]))
            return months[key]
        }

        private static let months: [Int: Int] = {
            var table: [Int: Int] = [:]
            let names = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
            for (offset, name) in names.enumerated() {
                let bytes = Array(name.utf8)
                table[(Int(bytes[0]) << 16) | (Int(bytes[1]) << 8) | Int(bytes[2])] = offset + 1
            }
            return table
        }()

        /// Zone names seen in mail, in hours east of UTC.
        private static let zones: [[UInt8]: Double] = {
            let names: [String: Double] = [
                "ut": 0, "utc": 0, "gmt": 0, "z": 0, "wet": 0, "est": -5, "edt": -4, "cst": -6, "cdt": -5,
                "mst": -7, "mdt": -6, "pst": -8, "pdt": -7, "akst": -9, "akdt": -8, "hst": -10, "ast": -4,
                "adt": -3, "nst": -3.5, "ndt": -2.5, "bst": 1, "ist": 5.5, "cet": 1, "cest": 2, "met": 1,
                "mest": 2, "west": 1, "eet": 2, "eest": 3, "msk": 3, "jst": 9, "kst": 9, "hkt": 8, "sgt": 8,
                "awst": 8, "acst": 9.5, "aest": 10, "aedt": 11, "nzst": 12, "nzdt": 13,
            ]
            var table: [[UInt8]: Double] = [:]
            for (name, hours) in names { table[Array(name.utf8)] = hours }
            return table
        }()
    }
}
