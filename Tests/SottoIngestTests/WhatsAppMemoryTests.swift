import Foundation
import SottoIngest
import Testing

@Suite("WhatsApp streaming memory")
struct WhatsAppMemoryTests {
    /// A chunk of `lines` Android lines, the n-th message of the stream at index `first`.
    private static func chunk(first: Int, lines: Int) -> [UInt8] {
        var text = ""
        for index in first..<(first + lines) {
            let minute = index % 60, hour = (index / 60) % 12 + 1, day = (index / 720) % 28 + 1
            text += "9/\(day)/26, \(hour):\(minute < 10 ? "0" : "")\(minute) PM - Person \(index % 7): message number \(index) about dinner\n"
            if index % 10 == 0 { text += "a second line for message \(index)\n" }
        }
        return Array(text.utf8)
    }

    @Test("16 MB of chat fed in chunks keeps no more than one message and one line in memory")
    func boundedBuffers() throws {
        let decision = try #require(WhatsAppFormatDetector.decisionForTest(Self.chunk(first: 0, lines: 200)))
        var parser = WhatsAppParser(decision: decision, timeZone: TimeZone(identifier: "UTC")!)  // safe: a fixed zone
        var fed = 0
        var parsed = 0
        var next = 0
        var largestBuffer = 0
        while fed < 16 << 20 {
            let bytes = Self.chunk(first: next, lines: 2_000)
            next += 2_000
            // Split mid-line, as a reader's fixed-size chunks do.
            for piece in stride(from: 0, to: bytes.count, by: 65_536).map({ bytes[$0..<min($0 + 65_536, bytes.count)] }) {
                parsed += parser.feed(piece).count
                largestBuffer = max(largestBuffer, parser.bufferedBytes)
            }
            fed += bytes.count
        }
        parsed += parser.finish().count
        #expect(parsed == next)
        #expect(largestBuffer < 4_096, "the parser held \(largestBuffer) bytes between chunks of a \(fed)-byte stream")
    }

    @Test("one 5 MB line is cut at the message limit, not held whole")
    func longLineIsCut() throws {
        let head = Array("9/1/26, 1:00 PM - Ana: hi\n9/1/26, 1:01 PM - Ana: ok\n9/1/26, 1:02 PM - Bo: ".utf8)
        let decision = try #require(WhatsAppFormatDetector.decisionForTest(head + Array("x\n".utf8)))
        var parser = WhatsAppParser(decision: decision, timeZone: TimeZone(identifier: "UTC")!)  // safe: a fixed zone
        var messages = parser.feed(head)
        var largestBuffer = 0
        let block = [UInt8](repeating: UInt8(ascii: "y"), count: 65_536)
        for _ in 0..<80 {
            messages += parser.feed(block)
            largestBuffer = max(largestBuffer, parser.bufferedBytes)
        }
        messages += parser.feed(Array("\n9/1/26, 1:03 PM - Ana: back\n".utf8))
        messages += parser.finish()
        #expect(messages.count == 4)
        #expect(messages[2].isTruncated)
        #expect(messages[2].text.utf8.count <= WhatsAppParser.defaultMaxMessageBytes)
        #expect(largestBuffer <= 2 * WhatsAppParser.defaultMaxMessageBytes + 65_536)
    }
}

extension WhatsAppFormatDetector {
    static func decisionForTest(_ bytes: [UInt8]) -> WhatsAppFormatDecision? {
        var detector = WhatsAppFormatDetector()
        detector.consume(bytes)
        return detector.decision()
    }
}
