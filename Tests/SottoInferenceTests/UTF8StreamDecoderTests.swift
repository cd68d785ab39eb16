import Testing

@testable import SottoInference

@Suite("UTF-8 across token boundaries")
struct UTF8StreamDecoderTests {
    static let samples = ["plain ASCII", "Grüße, café", "日本語のテキスト", "emoji 🙂👍🏽 and 🇫🇷 flags", "mixed: a€b𝄞c"]

    @Test("text fed one byte at a time comes out whole, never with replacement characters",
          arguments: samples)
    func byteByByte(sample: String) {
        var decoder = UTF8StreamDecoder()
        var output = ""
        for byte in sample.utf8 {
            let piece = decoder.decode([byte])
            #expect(!piece.contains("\u{FFFD}"))
            output += piece
        }
        #expect(decoder.discardIncomplete() == 0)
        #expect(output == sample)
    }

    @Test("a four-byte character split 1+3, 2+2 and 3+1 is held back until complete")
    func splitCharacter() {
        let bytes = Array("🙂".utf8)
        for split in 1..<bytes.count {
            var decoder = UTF8StreamDecoder()
            #expect(decoder.decode(bytes[..<split]) == "")
            #expect(decoder.decode(bytes[split...]) == "🙂")
        }
    }

    @Test("complete text after an unfinished character waits only for that character")
    func partialTail() {
        var decoder = UTF8StreamDecoder()
        let euro = Array("€".utf8)
        #expect(decoder.decode(Array("ab".utf8) + euro.prefix(1)) == "ab")
        #expect(decoder.decode(euro.dropFirst()) == "€")
    }

    @Test("invalid bytes do not stall the stream")
    func invalidBytes() {
        var decoder = UTF8StreamDecoder()
        #expect(decoder.decode([0x61, 0xFF, 0x62]) == "a\u{FFFD}b")
        #expect(decoder.decode([0x63, 0x80]) == "c\u{FFFD}")
    }

    @Test("a character cut off at the end is dropped, not shown broken")
    func cutOffAtEnd() {
        var decoder = UTF8StreamDecoder()
        #expect(decoder.decode(Array("ok ".utf8) + Array("€".utf8).prefix(2)) == "ok ")
        #expect(decoder.discardIncomplete() == 2)
        #expect(decoder.decode(Array("next".utf8)) == "next")
    }
}
