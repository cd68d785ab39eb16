import Foundation
import SottoIngest
import Testing

@Suite("iCalendar: damaged input never crashes")
struct ICalendarRobustnessTests {
    typealias F = ICalendarFixture

    /// A small deterministic generator, so failures reproduce.
    private struct SplitMix: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    @Test("Random byte mutations of producer files parse or throw, and expand within bounds")
    func mutations() {
        var random = SplitMix(state: 42)
        let alphabet = Array("0123456789:;,=\"\\\r\n \tTZ-+PDWHMS".utf8) + [0xC3, 0xA9, 0xFF]
        let window = DateInterval(start: .distantPast, end: .distantFuture)
        var parsed = 0
        for fixture in [F.google, F.outlook, F.apple, F.thunderbird, F.fastmail] {
            let original = F.crlf(fixture)
            for _ in 0..<100 {
                var bytes = original
                for _ in 0..<Int.random(in: 1...4, using: &random) {
                    let index = Int.random(in: 0..<bytes.count, using: &random)
                    bytes[index] = alphabet.randomElement(using: &random) ?? 0
                }
                guard let document = try? ICalendarParser.parse(bytes, defaultTimeZone: F.berlin) else { continue }
                parsed += 1
                for series in document.series {
                    #expect(series.occurrences(in: window, limit: 50).count <= 50)
                }
            }
        }
        #expect(parsed > 0)
    }
}
