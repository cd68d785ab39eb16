import SottoCore
import SottoIngest
import Testing

@Suite("MIME parser: Content-Transfer-Encoding")
struct MIMETransferEncodingTests {
    private func body(encoding: String, _ payload: String, charset: String = "utf-8") throws -> ParsedMessage {
        try MIMEFixture.parseBoth("""
            From: a@example.org
            Content-Type: text/plain; charset=\(charset)
            Content-Transfer-Encoding: \(encoding)

            \(payload)
            """)
    }

    @Test("base64 with line breaks, garbage characters and missing padding")
    func base64() throws {
        #expect(try body(encoding: "base64", "R3LDvMOfZSBh\ndXMgS8O2bG4=").text == "Grüße aus Köln")
        #expect(try body(encoding: "BASE64", "R3LDvMOfZSBhdXMgS8O2bG4").text == "Grüße aus Köln")
        let garbage = try body(encoding: "base64", "R3LDv*MOfZ!SBhdXM\ngS8O2bG4=")
        #expect(garbage.text == "Grüße aus Köln")
        #expect(garbage.parseWarnings.contains { $0.contains("base64") })
        // Two encodings concatenated, each with its padding.
        #expect(try body(encoding: "base64", "SGk=\nIHRoZXJl").text == "Hi there")
    }

    @Test("quoted-printable: soft breaks, lowercase hex, invalid escapes kept")
    func quotedPrintable() throws {
        let message = try body(encoding: "quoted-printable", """
            A long line that was wrapped=
             here, caf=C3=A9 and caf=c3=a9.
            Soft break with trailing space =\u{20}\u{20}
            done. Invalid =ZZ and =4 stay; 50=25 off.
            """)
        #expect(message.text == """
            A long line that was wrapped here, café and café.
            Soft break with trailing space done. Invalid =ZZ and =4 stay; 50% off.
            """)
        let latin = try body(encoding: "quoted-printable", "na=EFve", charset: "iso-8859-1")
        #expect(latin.text == "naïve")
    }

    @Test("7bit, 8bit and binary are identity; an unknown encoding is used as-is with a warning")
    func identityAndUnknown() throws {
        for encoding in ["7bit", "8bit", "binary", "8BIT"] {
            #expect(try body(encoding: encoding, "Grüße").text == "Grüße")
        }
        let unknown = try body(encoding: "x-uuencode", "begin 644 file")
        #expect(unknown.text == "begin 644 file")
        #expect(unknown.parseWarnings.contains { $0.contains("Content-Transfer-Encoding") })
    }

    @Test("format=flowed text is unwrapped; delsp=yes removes the soft space")
    func flowed() throws {
        let head = "Content-Type: text/plain; charset=utf-8; format=flowed"
        let body = "This paragraph was \nwrapped by the \nsender's client.\n> Quoted text that \n> continues.\n"
            + "\n-- \nSignature\n"
        let message = try MIMEFixture.parse(MIMEFixture.crlf(head + "\n\n" + body))
        #expect(message.text == "This paragraph was wrapped by the sender's client.\n> Quoted text that continues.\n\n-- \nSignature")
        let deleteSpace = try MIMEFixture.parse(MIMEFixture.lf(head + "; delsp=yes\n\nwrap \nped words  \n with stuffing"))
        #expect(deleteSpace.text == "wrapped words with stuffing")
    }
}
