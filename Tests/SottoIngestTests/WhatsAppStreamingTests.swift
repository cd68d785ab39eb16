import Foundation
import Testing
import SottoIngest

@Suite("WhatsApp streaming")
struct WhatsAppStreamingTests {
    private typealias F = WhatsAppFixture

    /// A fixture with CRLF endings, multi-byte characters, marks, media and multi-line text.
    private let mixed = Array([
        "\u{FEFF}[25/09/2026, 18:42:07] Climbing Team: \u{200E}Messages and calls are end-to-end encrypted.\r\n",
        "[25/09/2026, 18:42:08] Lena Fischer: Grüße aus München 🏔️\r\n",
        "zweite Zeile — mit Umlauten äöü\r\n",
        "[25/09/2026, 18:43:00] \u{202A}+49\u{00A0}151\u{00A0}23450001\u{202C}: \u{200E}image omitted\r\n",
        "[25/09/2026, 18:44:00] Max Example: こんにちは <This message was edited>\r\n",
        "[25/09/2026, 18:44:00] Max Example: ok\r\n",
        "[25/09/2026, 18:44:00] Max Example: ok",
    ].joined().utf8)

    @Test("byte-by-byte and random splits give the same messages as one chunk")
    func fragmentation() throws {
        let decision = try #require(F.decide(mixed))
        let whole = F.parse(mixed, decision: decision, chunkSize: mixed.count).messages
        #expect(whole.count == 6)
        #expect(F.parse(mixed, decision: decision, chunkSize: 1).messages == whole)
        for seed in UInt64(1)...20 {
            var parser = WhatsAppParser(decision: decision, timeZone: F.utc)
            var messages: [WhatsAppMessage] = []
            for chunk in F.randomChunks(mixed, seed: seed) { messages += parser.feed(chunk) }
            messages += parser.finish()
            #expect(messages == whole, "seed \(seed)")
        }
        #expect(whole[1].text == "Grüße aus München 🏔️\nzweite Zeile — mit Umlauten äöü")
        #expect(!whole.contains { $0.text.contains("\r") || $0.rawText.contains("\r") })
        #expect(whole[5].occurrence == 1)
        #expect(whole[3].isEdited)
    }

    @Test("messages come out as soon as the next header arrives")
    func incrementalOutput() {
        let decision = WhatsAppFormatDecision(
            format: WhatsAppFormat(layout: .dash, dateOrder: .dayMonthYear), isAmbiguous: false, reason: "test",
            headerLines: 2, lines: 2
        )
        var parser = WhatsAppParser(decision: decision, timeZone: F.utc)
        #expect(parser.feed(Array("25/09/2026, 18:42 - Lena Fischer: one\n".utf8)).isEmpty)
        let first = parser.feed(Array("25/09/2026, 18:43 - Max Example: two\n".utf8))
        #expect(first.map(\.text) == ["one"])
        #expect(parser.finish().map(\.text) == ["two"])
    }

    @Test("lines before the first header are counted, not silently dropped")
    func skippedLines() throws {
        let bytes = Array("garbage line\n\nmore garbage\n25/09/2026, 18:42 - Lena Fischer: hi\n".utf8)
        let decision = try #require(F.decide(bytes))
        let (messages, parser) = F.parse(bytes, decision: decision)
        #expect(messages.count == 1)
        #expect(messages[0].line == 4)
        #expect(parser.skippedLines == 2)
        #expect(parser.lineCount == 4)
    }

    @Test("invalid UTF-8 is decoded lossily without crashing")
    func invalidUTF8() throws {
        var bytes = Array("25/09/2026, 18:42 - Lena Fischer: bad ".utf8)
        bytes += [0xFF, 0xC3, 0x28, 0xE2, 0x82]
        bytes += Array("\n25/09/2026, 18:43 - Max \u{00C9}xample: \u{00E9}\n".utf8)
        let decision = try #require(F.decide(bytes))
        let byteByByte = F.parse(bytes, decision: decision, chunkSize: 1).messages
        #expect(byteByByte == F.parse(bytes, decision: decision).messages)
        #expect(byteByByte.count == 2)
        #expect(byteByByte[0].text.hasPrefix("bad "))
        #expect(byteByByte[0].text.contains("\u{FFFD}"))
        #expect(byteByByte[1].author == "Max \u{00C9}xample")
    }

    @Test("an oversized message is cut at the cap and flagged; the next one is intact")
    func truncation() throws {
        let long = String(repeating: "ü", count: 3_000)
        let text = "25/09/2026, 18:42 - Lena Fischer: start\n\(long)\n\(long)\n25/09/2026, 18:43 - Max Example: after\n"
        let bytes = Array(text.utf8)
        let decision = try #require(F.decide(bytes))
        let messages = F.parse(bytes, decision: decision, maxMessageBytes: 4_096).messages
        #expect(messages.count == 2)
        #expect(messages[0].isTruncated)
        #expect(messages[0].rawText.utf8.count <= 4_096)
        #expect(!messages[0].rawText.contains("\u{FFFD}"))
        #expect(messages[1].text == "after")
        #expect(!messages[1].isTruncated)
        #expect(F.parse(bytes, decision: decision, chunkSize: 7, maxMessageBytes: 4_096).messages == messages)
    }

    @Test("a header of another layout inside a message is text, not a new message")
    func foreignHeaderIsContinuation() throws {
        let text = "25/09/2026, 18:42 - Lena Fischer: quoting:\n[01/01/2026, 10:00:00] Someone: old text\n25/09/2026, 18:43 - Max Example: ok\n"
        let (_, messages) = try #require(F.read(text))
        #expect(messages.count == 2)
        #expect(messages[0].text == "quoting:\n[01/01/2026, 10:00:00] Someone: old text")
    }

    @Test("impossible dates such as 31/02 do not start a message")
    func impossibleDate() throws {
        let text = "25/09/2026, 18:42 - Lena Fischer: a\n31/02/2026, 10:00 - not a date\n26/09/2026, 18:43 - Max Example: b\n"
        let (_, messages) = try #require(F.read(text))
        #expect(messages.count == 2)
        #expect(messages[0].text == "a\n31/02/2026, 10:00 - not a date")
    }

    @Test("random header-like noise never crashes and is chunking-independent")
    func noise() {
        let pieces: [[UInt8]] = [
            Array("25/09/2026, ".utf8), Array("[".utf8), Array("]".utf8), Array(" - ".utf8), Array("18:42".utf8),
            Array(":07".utf8), Array(" PM".utf8), Array("午後".utf8), Array("Lena: ".utf8), Array("\u{200E}".utf8),
            Array("\u{202F}".utf8), Array("<This message was edited>".utf8), Array("(file attached)".utf8),
            Array("<attached: x.jpg>".utf8), [0xFF], [0xE2, 0x80], [0xC3], Array("\r\n".utf8), Array("\n".utf8),
            Array("9/".utf8), Array("2026.".utf8), Array("12".utf8), Array("a. m.".utf8), Array(": ".utf8),
        ]
        let fallback = WhatsAppFormatDecision(
            format: WhatsAppFormat(layout: .dash, dateOrder: .dayMonthYear), isAmbiguous: true, reason: "test",
            headerLines: 0, lines: 0
        )
        for seed in UInt64(1)...30 {
            var generator = WhatsAppSeededGenerator(seed: seed)
            var bytes: [UInt8] = []
            for _ in 0..<400 { bytes += pieces[Int.random(in: 0..<pieces.count, using: &generator)] }
            let decision = F.decide(bytes, chunkSize: 5) ?? fallback
            #expect(F.decide(bytes, chunkSize: 1) ?? fallback == decision, "seed \(seed)")
            let whole = F.parse(bytes, decision: decision, chunkSize: bytes.count, maxMessageBytes: 300).messages
            let pieces = F.parse(bytes, decision: decision, chunkSize: 3, maxMessageBytes: 300).messages
            #expect(whole == pieces, "seed \(seed)")
            _ = WhatsAppFormatDetector.looksLikeExport(bytes)
        }
    }
}
