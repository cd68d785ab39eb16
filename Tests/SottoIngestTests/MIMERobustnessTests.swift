import SottoCore
import SottoIngest
import Testing

@Suite("MIME parser: hostile and huge input")
struct MIMERobustnessTests {
    static let multipart = MIMEFixture.crlf("""
        From: "Ana =?utf-8?q?Silva?=" <ana@example.org>
        To: bob@example.org, "Doe, Jane" <jane@example.org>
        Subject: =?utf-8?B?R3LDvMOfZQ==?= from the team
        Date: Tue, 1 Oct 2024 12:00:00 +0200
        Content-Type: multipart/mixed; boundary="outer"

        --outer
        Content-Type: multipart/alternative; boundary="alt"

        --alt
        Content-Type: text/plain; charset=iso-8859-1
        Content-Transfer-Encoding: quoted-printable

        Caf=E9 at 10?=
        See you.
        --alt
        Content-Type: text/html; charset=utf-8
        Content-Transfer-Encoding: base64

        PHA+Q2Fmw6kgYXQgPGEgaHJlZj0iaHR0cHM6Ly9leGFtcGxlLm9yZy8iPjEwPC9hPj88L3A+
        --alt--
        --outer
        Content-Type: application/pdf; name*0*=utf-8''%C3%A9t%C3%A9; name*1=".pdf"
        Content-Disposition: attachment
        Content-Transfer-Encoding: base64

        JVBERi0xLjQK
        --outer--
        """)

    @Test("the fixture parses completely")
    func fixture() throws {
        let message = try MIMEParser().parse(Self.multipart)
        #expect(message.subject == "Grüße from the team")
        #expect(message.from == [EmailAddress(name: "Ana Silva", address: "ana@example.org")])
        #expect(message.text == "Café at 10?See you.")
        #expect(message.links == [ParsedMessage.Link(text: "10", url: "https://example.org/")])
        #expect(message.attachments == [AttachmentInfo(filename: "été.pdf", mimeType: "application/pdf", size: 9)])
        #expect(message.parseWarnings.isEmpty)
    }

    @Test("every truncation of a multipart message parses or throws, never traps")
    func everyTruncation() {
        let parser = MIMEParser()
        var parsed = 0
        for length in 0...Self.multipart.count {
            if let message = try? parser.parse(Array(Self.multipart[..<length])) {
                parsed += 1
                #expect(message.text.utf8.count <= Self.multipart.count * 3)
            }
        }
        #expect(parsed > Self.multipart.count - 10)
    }

    @Test("every single-byte corruption of the fixture parses without trapping")
    func corruptions() {
        let parser = MIMEParser()
        var generator = SplitMix(seed: 42)
        for index in stride(from: 0, to: Self.multipart.count, by: 3) {
            var bytes = Self.multipart
            bytes[index] = UInt8(truncatingIfNeeded: generator.next())
            _ = try? parser.parse(bytes)
        }
    }

    @Test("10,000 parts are all read; beyond maxParts the parser stops with a warning")
    func manyParts() throws {
        var text = "Subject: many\nContent-Type: multipart/mixed; boundary=p\n\n"
        for index in 0..<10_000 {
            text += "--p\nContent-Type: application/octet-stream; name=f\(index).bin\n\n\(index)\n"
        }
        text += "--p--\n"
        let bytes = MIMEFixture.lf(text)
        let message = try MIMEParser().parse(bytes)
        #expect(message.attachments.count == 10_000)
        #expect(message.attachments.last?.filename == "f9999.bin")

        let limited = try MIMEParser(configuration: .init(maxParts: 100)).parse(bytes)
        #expect(limited.attachments.count == 99)
        #expect(limited.parseWarnings.contains { $0.contains("more than 100 MIME parts") })
    }

    @Test("nesting 1,000 levels deep stops at maxDepth without a stack overflow")
    func deepNesting() throws {
        var text = "Subject: deep\nContent-Type: multipart/mixed; boundary=b0\n\n"
        for level in 0..<1000 {
            text += "--b\(level)\nContent-Type: multipart/mixed; boundary=b\(level + 1)\n\n"
        }
        text += "--b1000\nContent-Type: text/plain\n\nbottom\n"
        for level in stride(from: 1000, through: 0, by: -1) { text += "--b\(level)--\n" }
        let message = try MIMEParser().parse(MIMEFixture.lf(text))
        #expect(message.subject == "deep")
        #expect(message.text.isEmpty)
        #expect(message.parseWarnings.contains { $0.contains("deeper than 64") })

        let permissive = try MIMEParser(configuration: .init(maxDepth: 2000)).parse(MIMEFixture.lf(text))
        #expect(permissive.text == "bottom")
    }

    @Test("nested message/rfc822 1,000 levels deep")
    func deepEmbeddedMessages() throws {
        var text = ""
        for level in 0..<1000 { text += "Subject: level \(level)\nContent-Type: message/rfc822\n\n" }
        text += "Subject: innermost\n\ninnermost text\n"
        let message = try MIMEParser().parse(MIMEFixture.lf(text))
        #expect(message.subject == "level 0")
        #expect(message.parseWarnings.contains { $0.contains("deeper than") })
    }

    @Test("a 20 MB base64 attachment is sized without being kept")
    func largeAttachment() throws {
        let line = String(repeating: "QUJD", count: 19) + "\n"
        let lines = 20 * 1024 * 1024 / line.utf8.count
        var bytes = MIMEFixture.lf("""
            Subject: big
            Content-Type: multipart/mixed; boundary=x

            --x
            Content-Type: text/plain

            See attachment.
            --x
            Content-Type: application/octet-stream; name=big.bin
            Content-Transfer-Encoding: base64


            """)
        bytes.reserveCapacity(bytes.count + lines * line.utf8.count + 16)
        let lineBytes = Array(line.utf8)
        for _ in 0..<lines { bytes += lineBytes }
        bytes += MIMEFixture.lf("--x--\n")
        let message = try MIMEParser().parse(bytes)
        #expect(message.text == "See attachment.")
        #expect(message.attachments.first?.size == lines * 57)
    }

    @Test("a 50 MB text body is truncated to maxTextCharacters with a warning")
    func hugeTextBody() throws {
        let line = Array(String(repeating: "word ", count: 15).utf8) + [0x0A]
        var bytes = MIMEFixture.lf("Subject: huge\nContent-Type: text/plain; charset=utf-8\n\n")
        let lines = 50 * 1024 * 1024 / line.count
        bytes.reserveCapacity(bytes.count + lines * line.count)
        for _ in 0..<lines { bytes += line }
        let message = try MIMEParser().parse(bytes)
        #expect(message.text.count == 1_000_000)
        #expect(message.parseWarnings.contains { $0.contains("truncated") })
    }

    @Test("maxTextCharacters counts characters, not bytes")
    func textLimit() throws {
        let message = try MIMEParser(configuration: .init(maxTextCharacters: 5))
            .parse(MIMEFixture.lf("Subject: s\n\nGrüße aus Köln"))
        #expect(message.text == "Grüße")
    }

    @Test("many broken lines and a megabyte of junk after valid headers still parse")
    func junkBody() throws {
        var generator = SplitMix(seed: 3)
        let junk = (0..<1_000_000).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
        let message = try MIMEParser().parse(MIMEFixture.lf("Subject: junk\nContent-Type: text/html\n\n") + junk)
        #expect(message.subject == "junk")
    }
}
