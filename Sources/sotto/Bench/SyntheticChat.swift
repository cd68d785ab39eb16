import Foundation

/// Writes a large WhatsApp export (Android, en-US, 12-hour clock with U+202F, as recent phones
/// write it) of realistic lines: several people, multi-line messages, media placeholders,
/// deleted and edited messages, system notices. Deterministic for a seed.
struct SyntheticChat {
    private var random: SplitMix64
    private static let people = ["Lena Fischer", "Tomás Reyes", "Maya Lindqvist", "Priya Raman", "+1 (206) 555-0163", "Kenji Watanabe"]
    private static let words = """
        dinner friday tomorrow tickets train late running order table booked park coffee meeting kids school \
        pickup weekend flight hotel photos birthday cake gift rain sunny trip bike market see you soon ok thanks \
        sounds great can we move it to seven the place on corner I'll bring wine what time works lunch today
        """.split(separator: " ").map(String.init)

    init(seed: UInt64 = 7) { random = SplitMix64(seed: seed) }

    /// Writes at least `bytes` bytes to `url`; returns the messages written.
    mutating func write(bytes: Int, to url: URL) throws -> Int {
        guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
        }
        let handle = try FileHandle(forWritingTo: url)
        defer { try? handle.close() }
        var written = 0
        var messages = 0
        var time = 1_767_225_600  // 2026-01-01
        var buffer = ""
        buffer.reserveCapacity(1 << 20)
        while written < bytes {
            time += Int(random.next(upperBound: UInt64(600))) + 5
            buffer += line(at: time)
            messages += 1
            if buffer.utf8.count >= 1 << 20 {
                written += buffer.utf8.count
                try handle.write(contentsOf: Data(buffer.utf8))
                buffer.removeAll(keepingCapacity: true)
            }
        }
        try handle.write(contentsOf: Data(buffer.utf8))
        return messages
    }

    private mutating func line(at seconds: Int) -> String {
        let date = Date(timeIntervalSince1970: Double(seconds))
        let parts = Calendar(identifier: .gregorian).dateComponents(in: TimeZone(identifier: "UTC")!, from: date)  // safe: a fixed zone
        let hour = parts.hour ?? 0
        let header = "\(parts.month ?? 1)/\(parts.day ?? 1)/\((parts.year ?? 2026) % 100), \(hour % 12 == 0 ? 12 : hour % 12):"
            + String(format: "%02d", parts.minute ?? 0) + "\u{202F}\(hour < 12 ? "AM" : "PM") - "
        let roll = random.next(upperBound: UInt64(100))
        if roll == 0 { return header + "Tomás Reyes added Kenji Watanabe\n" }
        let author = Self.people[Int(random.next(upperBound: UInt64(Self.people.count)))]
        switch roll {
        case 1...4: return header + "\(author): <Media omitted>\n"
        case 5: return header + "\(author): This message was deleted\n"
        default:
            var text = sentence(words: 3 + Int(random.next(upperBound: UInt64(18))))
            if roll < 15 { text += "\n" + sentence(words: 4 + Int(random.next(upperBound: UInt64(10)))) }
            if roll == 99 { text += " <This message was edited>" }
            return header + "\(author): \(text)\n"
        }
    }

    private mutating func sentence(words count: Int) -> String {
        (0..<count).map { _ in Self.words[Int(random.next(upperBound: UInt64(Self.words.count)))] }.joined(separator: " ")
    }
}

/// Writes an iCalendar file of `count` events as calendar apps export them: most in a named
/// zone with its VTIMEZONE, some in UTC, some weekly recurring, with attendees and folded lines.
enum SyntheticCalendar {
    static func write(events count: Int, from start: Date, spanDays: Int, to url: URL, seed: UInt64 = 11) throws {
        var random = SplitMix64(seed: seed)
        var text = """
            BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Sotto//Benchmark//EN\r\nBEGIN:VTIMEZONE\r\nTZID:America/Los_Angeles\r\n\
            BEGIN:DAYLIGHT\r\nTZOFFSETFROM:-0800\r\nTZOFFSETTO:-0700\r\nTZNAME:PDT\r\nDTSTART:19700308T020000\r\n\
            RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU\r\nEND:DAYLIGHT\r\nBEGIN:STANDARD\r\nTZOFFSETFROM:-0700\r\nTZOFFSETTO:-0800\r\n\
            TZNAME:PST\r\nDTSTART:19701101T020000\r\nRRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU\r\nEND:STANDARD\r\nEND:VTIMEZONE\r\n
            """
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "America/Los_Angeles")
        formatter.dateFormat = "yyyyMMdd'T'HHmmss"
        let utc = DateFormatter()
        utc.locale = formatter.locale
        utc.timeZone = TimeZone(identifier: "UTC")
        utc.dateFormat = "yyyyMMdd'T'HHmmss'Z'"
        let topics = ["Dinner", "Team sync", "Dentist", "Book club", "Flight", "Concert", "Site visit", "Yoga", "Call with Lena", "School pickup"]
        for index in 0..<count {
            let begin = start.addingTimeInterval(Double(random.next(upperBound: UInt64(spanDays * 96))) * 900)
            let end = begin.addingTimeInterval(Double(1 + random.next(upperBound: UInt64(8))) * 1_800)
            let roll = random.next(upperBound: UInt64(10))
            let times = roll < 2
                ? "DTSTART:\(utc.string(from: begin))\r\nDTEND:\(utc.string(from: end))\r\n"
                : "DTSTART;TZID=America/Los_Angeles:\(formatter.string(from: begin))\r\nDTEND;TZID=America/Los_Angeles:\(formatter.string(from: end))\r\n"
            let rule = roll == 9 ? "RRULE:FREQ=WEEKLY;COUNT=10\r\n" : ""
            let topic = topics[index % topics.count]
            text += "BEGIN:VEVENT\r\nUID:bench-\(index)@sotto.test\r\nDTSTAMP:20260101T000000Z\r\n\(times)\(rule)"
                + "SUMMARY:\(topic) #\(index)\r\nLOCATION:Room \(index % 40)\\, Building \(index % 7)\r\n"
                + "DESCRIPTION:Notes for \(topic.lowercased()) number \(index)\\, with a line long enough that calendar apps fo\r\n"
                + " ld it onto a second line.\r\n"
                + "ORGANIZER;CN=Maya Lindqvist:mailto:maya@lindqvist.example\r\n"
                + "ATTENDEE;CN=Lena Fischer;PARTSTAT=ACCEPTED:mailto:lena@cascadiaux.example\r\nEND:VEVENT\r\n"
        }
        text += "END:VCALENDAR\r\n"
        try Data(text.utf8).write(to: url)
    }
}
