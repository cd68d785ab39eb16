import Foundation
import Testing
import SottoIngest

@Suite("WhatsApp date order")
struct WhatsAppDateOrderTests {
    private typealias F = WhatsAppFixture

    @Test("an ambiguous start is decided by a later line whose first field is above 12")
    func laterDayAboveTwelve() throws {
        var lines = (1...9).map { "0\($0)/03/2026, 10:0\($0) - Lena Fischer: day \($0)" }
        lines.append("14/03/2026, 10:00 - Max Example: the fourteenth")
        let (decision, messages) = try #require(F.read(lines.joined(separator: "\n")))
        #expect(decision.format.dateOrder == .dayMonthYear)
        #expect(!decision.isAmbiguous)
        #expect(decision.reason.contains("line 10"))
        #expect(messages[1].date == F.date(2026, 3, 2, 10, 2))
    }

    @Test("a second field above 12 means month first")
    func secondAboveTwelve() throws {
        let text = "03/02/2026, 10:00 - Lena Fischer: a\n03/02/2026, 10:05 - Max Example: b\n03/25/2026, 09:00 - Lena Fischer: c\n"
        let (decision, messages) = try #require(F.read(text))
        #expect(decision.format.dateOrder == .monthDayYear)
        #expect(!decision.isAmbiguous)
        #expect(messages[0].date == F.date(2026, 3, 2, 10, 0))
    }

    @Test("without a field above 12, the field that changes alone more often is the day")
    func changeFrequency() throws {
        // 1–9 January and 1–3 February written month first: the second field changes most.
        var lines: [String] = []
        for day in 1...9 { lines.append("01/0\(day)/2026, 12:00 - Lena Fischer: day \(day)") }
        for day in 1...3 { lines.append("02/0\(day)/2026, 12:00 - Max Example: day \(day)") }
        let (decision, messages) = try #require(F.read(lines.joined(separator: "\n")))
        #expect(decision.format.dateOrder == .monthDayYear)
        #expect(decision.isAmbiguous)
        #expect(decision.reason.contains("changes alone more often"))
        #expect(messages.last?.date == F.date(2026, 2, 3, 12, 0))
    }

    @Test("with no evidence at all, the documented default applies and is reported")
    func defaults() throws {
        let european = try #require(F.read("05/06/2026, 10:00 - Lena Fischer: a\n05/06/2026, 10:01 - Max Example: b\n"))
        #expect(european.0.format.dateOrder == .dayMonthYear)
        #expect(european.0.isAmbiguous)
        #expect(european.0.reason.contains("defaulting to day first"))
        let american = try #require(F.read("5/6/26, 10:00 AM - Lena Fischer: a\n5/6/26, 10:01 AM - Max Example: b\n"))
        #expect(american.0.format.dateOrder == .monthDayYear)
        #expect(american.0.reason.contains("defaulting to month first"))
    }

    @Test("the detector is not fooled by chunking and rejects files without headers")
    func detectorChunkingAndRejection() throws {
        let text = Array("\u{FEFF}25/09/2026, 18:42 - Lena Fischer: hi\n26/09/2026, 08:00 - Max Example: morning\n".utf8)
        let whole = try #require(F.decide(text, chunkSize: text.count))
        let bytewise = try #require(F.decide(text, chunkSize: 1))
        #expect(whole == bytewise)
        #expect(F.decide(Array("Dear Lena,\nsee you at 18:42.\nMax\n".utf8)) == nil)
        #expect(F.decide([]) == nil)
    }
}
