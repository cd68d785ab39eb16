import SottoCore
import SottoIngest
import Testing

@Suite("MIME parser: charsets")
struct MIMECharsetTests {
    static let samples: [(charset: String, text: String, bytes: [UInt8])] = [
        ("shift_jis", "日本語のメール", [0x93, 0xFA, 0x96, 0x7B, 0x8C, 0xEA, 0x82, 0xCC, 0x83, 0x81, 0x81, 0x5B, 0x83, 0x8B]),
        ("euc-jp", "日本語のメール", [0xC6, 0xFC, 0xCB, 0xDC, 0xB8, 0xEC, 0xA4, 0xCE, 0xA5, 0xE1, 0xA1, 0xBC, 0xA5, 0xEB]),
        ("iso-2022-jp", "日本語のメール", [0x1B, 0x24, 0x42, 0x46, 0x7C, 0x4B, 0x5C, 0x38, 0x6C, 0x24, 0x4E, 0x25, 0x61,
                                         0x21, 0x3C, 0x25, 0x6B, 0x1B, 0x28, 0x42]),
        ("gb2312", "中文邮件", [0xD6, 0xD0, 0xCE, 0xC4, 0xD3, 0xCA, 0xBC, 0xFE]),
        ("GBK", "中文邮件", [0xD6, 0xD0, 0xCE, 0xC4, 0xD3, 0xCA, 0xBC, 0xFE]),
        ("gb18030", "中文邮件", [0xD6, 0xD0, 0xCE, 0xC4, 0xD3, 0xCA, 0xBC, 0xFE]),
        ("big5", "中文郵件", [0xA4, 0xA4, 0xA4, 0xE5, 0xB6, 0x6C, 0xA5, 0xF3]),
        ("euc-kr", "한국어 메일", [0xC7, 0xD1, 0xB1, 0xB9, 0xBE, 0xEE, 0x20, 0xB8, 0xDE, 0xC0, 0xCF]),
        ("ks_c_5601-1987", "똠방각하", [0x8C, 0x63, 0xB9, 0xE6, 0xB0, 0xA2, 0xC7, 0xCF]),
        ("koi8-r", "Привет, мир", [0xF0, 0xD2, 0xC9, 0xD7, 0xC5, 0xD4, 0x2C, 0x20, 0xCD, 0xC9, 0xD2]),
        ("koi8-u", "Україна", [0xF5, 0xCB, 0xD2, 0xC1, 0xA7, 0xCE, 0xC1]),
        ("windows-1251", "Привет, мир", [0xCF, 0xF0, 0xE8, 0xE2, 0xE5, 0xF2, 0x2C, 0x20, 0xEC, 0xE8, 0xF0]),
        ("cp1251", "Привет, мир", [0xCF, 0xF0, 0xE8, 0xE2, 0xE5, 0xF2, 0x2C, 0x20, 0xEC, 0xE8, 0xF0]),
        ("iso-8859-2", "Łódź żółw", [0xA3, 0xF3, 0x64, 0xBC, 0x20, 0xBF, 0xF3, 0xB3, 0x77]),
        ("ISO8859-2", "Łódź żółw", [0xA3, 0xF3, 0x64, 0xBC, 0x20, 0xBF, 0xF3, 0xB3, 0x77]),
        ("iso-8859-15", "Prix: 5€", [0x50, 0x72, 0x69, 0x78, 0x3A, 0x20, 0x35, 0xA4]),
        ("iso-8859-7", "Καλημέρα", [0xCA, 0xE1, 0xEB, 0xE7, 0xEC, 0xDD, 0xF1, 0xE1]),
        ("iso-8859-8-i", "שלום", [0xF9, 0xEC, 0xE5, 0xED]),
        ("windows-1256", "مرحبا", [0xE3, 0xD1, 0xCD, 0xC8, 0xC7]),
        ("windows-1250", "Łódź", [0xA3, 0xF3, 0x64, 0x9F]),
        ("windows-874", "สวัสดี", [0xCA, 0xC7, 0xD1, 0xCA, 0xB4, 0xD5]),
        ("windows-1252", "“Smart” – 5€", [0x93, 0x53, 0x6D, 0x61, 0x72, 0x74, 0x94, 0x20, 0x96, 0x20, 0x35, 0x80]),
        ("iso-8859-1", "café", [0x63, 0x61, 0x66, 0xE9]),
        ("latin1", "café", [0x63, 0x61, 0x66, 0xE9]),
        ("utf-16le", "Hi ✓", [0x48, 0x00, 0x69, 0x00, 0x20, 0x00, 0x13, 0x27]),
        ("\"UTF-8\"", "Grüße ✓", Array("Grüße ✓".utf8)),
    ]

    @Test("text parts are decoded from their charset", arguments: samples)
    func bodyCharset(charset: String, text: String, bytes: [UInt8]) throws {
        let head = "From: a@example.org\nContent-Type: text/plain; charset=\(charset)\nContent-Transfer-Encoding: 8bit\n\n"
        let message = try MIMEFixture.parse(Array(head.utf8) + bytes)
        #expect(message.text == text)
        #expect(message.parseWarnings.isEmpty)
    }

    @Test("invalid sequences become U+FFFD instead of losing the text")
    func invalidSequences() throws {
        let utf8 = try MIMEFixture.parse(Array("Content-Type: text/plain; charset=utf-8\n\nok ".utf8) + [0xFF, 0xFE] +
                                         Array(" still here".utf8))
        #expect(utf8.text == "ok \u{FFFD}\u{FFFD} still here")
        let sjis = try MIMEFixture.parse(Array("Content-Type: text/plain; charset=shift_jis\n\n".utf8)
                                         + [0x93, 0xFA, 0xFF, 0x96, 0x7B] + Array(" end".utf8))
        #expect(sjis.text.hasPrefix("日"))
        #expect(sjis.text.contains("\u{FFFD}"))
        #expect(sjis.text.hasSuffix("本 end"))
    }

    @Test("an unknown charset falls back to UTF-8, then windows-1252, with a warning")
    func unknownCharset() throws {
        let message = try MIMEFixture.parse(Array("Content-Type: text/plain; charset=x-klingon\n\nna".utf8) + [0xEF, 0x76, 0x65])
        #expect(message.text == "naïve")
        #expect(message.parseWarnings.contains { $0.contains("unknown charset 'x-klingon'") })
    }

    @Test("unlabelled 8-bit text is UTF-8 when valid, else windows-1252")
    func unlabelled() throws {
        #expect(try MIMEFixture.parse(Array("Subject: s\n\nGrüße".utf8)).text == "Grüße")
        #expect(try MIMEFixture.parse(Array("Subject: s\n\nGr".utf8) + [0xFC, 0xDF, 0x65]).text == "Grüße")
        let ascii = try MIMEFixture.parse(Array("Content-Type: text/plain; charset=us-ascii\n\nna".utf8) + [0xEF, 0x76, 0x65])
        #expect(ascii.text == "naïve")
    }

    @Test("an HTML part without a charset parameter uses its meta charset")
    func htmlMetaCharset() throws {
        let head = "Content-Type: text/html\n\n<html><head><meta http-equiv=\"Content-Type\" "
            + "content=\"text/html; charset=windows-1251\"></head><body>"
        let message = try MIMEFixture.parse(Array(head.utf8) + [0xCF, 0xF0, 0xE8, 0xE2, 0xE5, 0xF2] + Array("</body>".utf8))
        #expect(message.text == "Привет")
        #expect(message.textIsFromHTML)
    }

    @Test("parsing is safe from many tasks at once (iconv descriptors are never shared)")
    func concurrentParsing() async throws {
        let inputs = Self.samples.map { sample in
            Array("Content-Type: text/plain; charset=\(sample.charset)\n\n".utf8) + sample.bytes
        }
        let expected = Self.samples.map(\.text)
        let parser = MIMEParser()
        try await withThrowingTaskGroup(of: Bool.self) { group in
            for task in 0..<8 {
                group.addTask {
                    for round in 0..<50 {
                        let index = (task * 7 + round) % inputs.count
                        guard try parser.parse(inputs[index]).text == expected[index] else { return false }
                    }
                    return true
                }
            }
            for try await succeeded in group { #expect(succeeded) }
        }
    }
}
