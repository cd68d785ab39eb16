import SottoCore
import SottoIngest
import Testing

@Suite("MIME parser: attachments and parameters")
struct MIMEAttachmentTests {
    private func attachment(_ headers: String, body: String = "AAAA") throws -> AttachmentInfo? {
        try MIMEFixture.parseBoth("""
            Content-Type: multipart/mixed; boundary=a

            --a
            Content-Type: text/plain

            Body.
            --a
            \(headers)

            \(body)
            --a--
            """).attachments.first
    }

    @Test("RFC 2231 filenames: charset, continuations, mixed encoded and plain sections")
    func rfc2231() throws {
        let extended = try attachment("""
            Content-Type: application/pdf
            Content-Disposition: attachment; filename*=utf-8''%E2%82%AC%20rates.pdf
            """)
        #expect(extended?.filename == "€ rates.pdf")

        let continued = try attachment("""
            Content-Type: application/octet-stream
            Content-Disposition: attachment;
             filename*0*=iso-8859-1'fr'r%E9sum%E9;
             filename*1="_final";
             filename*2*=%2Edoc
            """)
        #expect(continued?.filename == "résumé_final.doc")

        let outOfOrder = try attachment("""
            Content-Type: application/octet-stream;
             name*1="second.txt"; name*0="first-"
            """)
        #expect(outOfOrder?.filename == "first-second.txt")

        let both = try attachment("""
            Content-Type: application/pdf; name="fallback.pdf"
            Content-Disposition: attachment; filename="fallback.pdf"; filename*=UTF-8''pr%C3%A9f%C3%A9r%C3%A9.pdf
            """)
        #expect(both?.filename == "préféré.pdf")
    }

    @Test("RFC 2047 and raw UTF-8 in filenames, and sloppy parameter syntax")
    func sloppyFilenames() throws {
        #expect(try attachment("""
            Content-Type: application/pdf; name="=?UTF-8?B?0J7RgtGH0ZHRgi5wZGY=?="
            """)?.filename == "Отчёт.pdf")
        #expect(try attachment("""
            Content-Type: application/pdf
            Content-Disposition: attachment; filename=Quarterly report.pdf
            """)?.filename == "Quarterly report.pdf")
        #expect(try attachment("""
            Content-Type: application/pdf
            Content-Disposition: attachment; filename="unterminated.pdf
            """)?.filename == "unterminated.pdf")
        #expect(try attachment("""
            Content-Type: image/JPEG; name=photo.jpg (a comment)
            """)?.mimeType == "image/jpeg")
        #expect(try attachment("""
            Content-Type: application/pdf
            Content-Disposition: attachment; filename="Grüße.pdf"
            """)?.filename == "Grüße.pdf")
    }

    @Test("sizes are decoded sizes; payloads are not kept")
    func decodedSizes() throws {
        #expect(try attachment("""
            Content-Type: application/octet-stream
            Content-Transfer-Encoding: base64
            """, body: "AAECAwQF\nBgcICQ==")?.size == 10)
        #expect(try attachment("""
            Content-Type: application/octet-stream
            Content-Transfer-Encoding: quoted-printable
            """, body: "a=3Db=\nc")?.size == 4)
        #expect(try attachment("""
            Content-Type: application/octet-stream
            """, body: "12345")?.size == 5)
    }

    @Test("inline disposition, Content-ID, and a single-part message that is a file")
    func inlineAndSinglePart() throws {
        let inline = try attachment("""
            Content-Type: image/gif
            Content-Disposition: inline; filename=smile.gif
            Content-ID: smile@local
            """)
        #expect(inline == AttachmentInfo(filename: "smile.gif", mimeType: "image/gif", size: 4, contentID: "smile@local",
                                         isInline: true))

        let singlePart = try MIMEFixture.parseBoth("""
            Subject: scan
            Content-Type: application/pdf; name=scan.pdf
            Content-Transfer-Encoding: base64

            JVBERi0xLjQK
            """)
        #expect(singlePart.text.isEmpty)
        #expect(singlePart.attachments == [AttachmentInfo(filename: "scan.pdf", mimeType: "application/pdf", size: 9)])
    }

    @Test("a text part marked inline with a file name is both body text and an attachment")
    func inlineTextWithFilename() throws {
        let message = try MIMEFixture.parseBoth("""
            Content-Type: text/plain; charset=utf-8; name=note.txt
            Content-Disposition: inline; filename=note.txt

            Visible note.
            """)
        #expect(message.text == "Visible note.")
        #expect(message.attachments.map(\.filename) == ["note.txt"])
    }
}
