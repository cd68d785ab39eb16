import Foundation
import SottoIngest

/// Helpers for the WhatsApp parser tests: detect + parse a fictional export in one call.
enum WhatsAppFixture {
    static let utc = TimeZone(identifier: "UTC") ?? TimeZone(secondsFromGMT: 0) ?? .current
    static let berlin = TimeZone(identifier: "Europe/Berlin") ?? utc

    /// Detects the format of `bytes`, feeding `chunkSize`-byte chunks.
    static func decide(_ bytes: [UInt8], chunkSize: Int = 4_096) -> WhatsAppFormatDecision? {
        var detector = WhatsAppFormatDetector()
        for chunk in chunks(bytes, size: chunkSize) { detector.consume(chunk) }
        return detector.decision()
    }

    /// Parses `bytes` with a known decision, feeding `chunkSize`-byte chunks.
    static func parse(
        _ bytes: [UInt8], decision: WhatsAppFormatDecision, chunkSize: Int = 4_096,
        timeZone: TimeZone = utc, maxMessageBytes: Int = WhatsAppParser.defaultMaxMessageBytes
    ) -> (messages: [WhatsAppMessage], parser: WhatsAppParser) {
        var parser = WhatsAppParser(
            format: decision.format, timeZone: timeZone, knownAuthors: decision.knownAuthors,
            maxMessageBytes: maxMessageBytes
        )
        var messages: [WhatsAppMessage] = []
        for chunk in chunks(bytes, size: chunkSize) { messages += parser.feed(chunk) }
        messages += parser.finish()
        return (messages, parser)
    }

    /// Detects and parses `text`; nil when the detector finds no export.
    static func read(_ text: String, timeZone: TimeZone = utc) -> (WhatsAppFormatDecision, [WhatsAppMessage])? {
        let bytes = Array(text.utf8)
        guard let decision = decide(bytes) else { return nil }
        return (decision, parse(bytes, decision: decision, timeZone: timeZone).messages)
    }

    /// The hour of `date` in UTC.
    static func utcHour(_ date: Date) -> Int {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = utc
        return calendar.component(.hour, from: date)
    }

    /// Splits `bytes` into slices of `size` (the last may be shorter).
    static func chunks(_ bytes: [UInt8], size: Int) -> [ArraySlice<UInt8>] {
        stride(from: 0, to: bytes.count, by: max(size, 1)).map { bytes[$0..<min($0 + max(size, 1), bytes.count)] }
    }

    /// Splits `bytes` at random points chosen by a seeded generator.
    static func randomChunks(_ bytes: [UInt8], seed: UInt64) -> [ArraySlice<UInt8>] {
        var generator = WhatsAppSeededGenerator(seed: seed)
        var result: [ArraySlice<UInt8>] = []
        var start = 0
        while start < bytes.count {
            let end = min(bytes.count, start + Int.random(in: 1...23, using: &generator))
            result.append(bytes[start..<end])
            start = end
        }
        return result
    }

    /// The instant of a wall-clock time in `timeZone`, via Foundation's calendar (the reference).
    static func date(
        _ year: Int, _ month: Int, _ day: Int, _ hour: Int, _ minute: Int, _ second: Int = 0,
        in timeZone: TimeZone = utc
    ) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let components = DateComponents(year: year, month: month, day: day, hour: hour, minute: minute, second: second)
        return calendar.date(from: components) ?? .distantPast
    }
}

/// A small deterministic random generator (SplitMix64) so random splits are reproducible.
struct WhatsAppSeededGenerator: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
