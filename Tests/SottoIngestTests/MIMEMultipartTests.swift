import SottoCore
@testable import SottoIngest
import Testing

@Suite("MIME parser: multipart structure and text selection")
struct MIMEMultipartTests {
    static let alternative = """
        From: News <news@example.com>
        Subject: Weekly digest
        MIME-Version: 1.0
        Content-Type: multipart/alternative; boundary="b1"

        This is a multi-part message in MIME format.

        --b1
        Content-Type: text/plain; charset=utf-8

        Plain version of the newsletter.
        --b1
        Content-Type: text/html; charset=utf-8
        Content-Transfer-Encoding: quoted-printable

        <html><body><p>HTML <b>version</b> with a <a href=3D"https://example.com/r=
        ead">link</a>.</p></body></html>
        --b1--

        Epilogue that nobody reads.
        """

    @Test("multipart/alternative prefers text/plain but still collects HTML links")
    func alternativePrefersPlain() throws {
        let message = try MIMEFixture.parseBoth(Self.alternative)
        #expect(message.text == "Plain version of the newsletter.")
        #expect(!message.textIsFromHTML)
        #expect(message.links == [ParsedMessage.Link(text: "link", url: "https://example.com/read")])
        #expect(message.attachments.isEmpty)
        #expect(message.parseWarnings.isEmpty)
    }

    @Test("HTML-only and stub plain parts give text converted from HTML")
    func htmlWhenPlainIsTrivial() throws {
        let htmlOnly = try MIMEFixture.parseBoth("""
            Content-Type: text/html; charset=utf-8

            <p>Only&nbsp;HTML here.</p>
            """)
        #expect(htmlOnly.text == "Only HTML here.")
        #expect(htmlOnly.textIsFromHTML)

        let stub = try MIMEFixture.parseBoth("""
            Content-Type: multipart/alternative; boundary=zz

            --zz
            Content-Type: text/plain

            View this email in your browser.
            --zz
            Content-Type: text/html

            <h1>Big sale</h1><p>Everything in the store is half price this week, including shoes, coats,
            bags and all accessories. Visit us soon.</p><p>Opening hours: Monday to Saturday, 9 to 18.</p>
            --zz--
            """)
        #expect(stub.text.hasPrefix("Big sale\n\nEverything in the store"))
        #expect(stub.textIsFromHTML)

        // A longer stub that is mostly links (seen in real newsletters).
        let links = (1...8).map { "https://click.example.org/track/\($0)?u=abcdefghijklmnopqrstuvwxyz0123456789" }.joined(separator: "\n")
        #expect(BodyTextExtractor.isStub("Unsubscribe:\n" + links, comparedWith: String(repeating: "Real newsletter words. ", count: 40)))
        #expect(!BodyTextExtractor.isStub(String(repeating: "A plain letter with its own words. ", count: 10), comparedWith: String(repeating: "html ", count: 400)))

        let emptyPlain = try MIMEFixture.parseBoth("""
            Content-Type: multipart/alternative; boundary=zz

            --zz
            Content-Type: text/plain


            --zz
            Content-Type: text/html

            <p>Real content</p>
            --zz--
            """)
        #expect(emptyPlain.text == "Real content")
    }

    @Test("mixed with related, inline image and attachments")
    func mixedRelatedAttachments() throws {
        let message = try MIMEFixture.parseBoth("""
            From: ana@example.org
            Subject: Report
            Content-Type: multipart/mixed; boundary="outer"

            --outer
            Content-Type: multipart/related; boundary="rel"; type="text/html"

            --rel
            Content-Type: text/html; charset=utf-8

            <p>See the chart: <img src="cid:chart@example.org" alt="chart"></p>
            --rel
            Content-Type: image/png
            Content-ID: <chart@example.org>
            Content-Transfer-Encoding: base64

            iVBORw0KGgo=
            --rel--
            --outer
            Content-Type: application/pdf; name="report.pdf"
            Content-Disposition: attachment; filename="report.pdf"
            Content-Transfer-Encoding: base64

            JVBERi0xLjQK
            --outer
            Content-Type: text/plain; charset=utf-8; name="notes.txt"
            Content-Disposition: attachment

            Attached notes, not body text.
            --outer
            Content-Type: text/plain; charset=utf-8

            Footer added by the list.
            --outer--
            """)
        #expect(message.text == "See the chart:\n\nFooter added by the list.")
        #expect(message.textIsFromHTML)
        #expect(message.attachments == [
            AttachmentInfo(filename: nil, mimeType: "image/png", size: 8, contentID: "chart@example.org", isInline: true),
            AttachmentInfo(filename: "report.pdf", mimeType: "application/pdf", size: 9),
            AttachmentInfo(filename: "notes.txt", mimeType: "text/plain", size: 30),
        ])
    }

    @Test("message/rfc822 parts are attachments; their text is used only when nothing else has text")
    func embeddedMessages() throws {
        let forwarded = try MIMEFixture.parseBoth("""
            Subject: Fwd: invoice
            Content-Type: multipart/mixed; boundary=m

            --m
            Content-Type: text/plain

            See the forwarded message.
            --m
            Content-Type: message/rfc822
            Content-Disposition: attachment; filename="original.eml"

            From: billing@example.net
            Subject: Invoice 42
            Content-Type: multipart/mixed; boundary=inner

            --inner
            Content-Type: text/plain

            Please pay invoice 42.
            --inner
            Content-Type: application/zip; name=invoice.zip

            UEsDBA==
            --inner--
            --m--
            """)
        #expect(forwarded.subject == "Fwd: invoice")
        #expect(forwarded.text == "See the forwarded message.")
        #expect(forwarded.attachments.map(\.mimeType) == ["message/rfc822"])
        #expect(forwarded.attachments.first?.filename == "original.eml")

        let onlyEmbedded = try MIMEFixture.parseBoth("""
            Subject: report
            Content-Type: multipart/report; report-type=delivery-status; boundary=r

            --r
            Content-Type: message/rfc822

            Subject: Original

            The original text.
            --r--
            """)
        #expect(onlyEmbedded.text == "The original text.")
    }

    @Test("multipart/digest entries default to message/rfc822 and are all read")
    func digest() throws {
        let message = try MIMEFixture.parseBoth("""
            Subject: List digest
            Content-Type: multipart/digest; boundary=d

            --d

            Subject: First post

            First body.
            --d

            Subject: Second post

            Second body.
            --d--
            """)
        #expect(message.text == "First body.\n\nSecond body.")
        #expect(message.attachments.isEmpty)
    }

    @Test("a missing boundary, a wrong boundary and a truncated multipart are recovered")
    func brokenBoundaries() throws {
        let noBoundary = try MIMEFixture.parseBoth("""
            Content-Type: multipart/mixed

            Just text, although the header promised parts.
            """)
        #expect(noBoundary.text == "Just text, although the header promised parts.")
        #expect(noBoundary.parseWarnings.contains { $0.contains("boundary") })

        let wrong = try MIMEFixture.parseBoth("""
            Content-Type: multipart/alternative; boundary="=Multipart Boundary 0925"

            This is a multipart MIME message.

            --= Multipart Boundary 0925
            Content-Type: text/plain

            Recovered body.
            --= Multipart Boundary 0925--
            """)
        #expect(wrong.text == "Recovered body.")
        #expect(wrong.parseWarnings.contains { $0.contains("guessed") })

        let truncated = try MIMEFixture.parseBoth("""
            Content-Type: multipart/mixed; boundary=t

            --t
            Content-Type: text/plain

            First part.
            --t
            Content-Type: text/plain

            Second part, cut off in the mid
            """)
        #expect(truncated.text == "First part.\n\nSecond part, cut off in the mid")
        #expect(truncated.parseWarnings.contains { $0.contains("closing boundary") })
    }

    @Test("boundaries are matched exactly, not as prefixes, and may carry trailing spaces")
    func boundaryPrefixes() throws {
        let message = try MIMEFixture.parseBoth("""
            Content-Type: multipart/mixed; boundary=abc

            --abc\u{20}\u{20}
            Content-Type: multipart/alternative; boundary=abc-inner

            --abc-inner
            Content-Type: text/plain

            Inner plain.
            --abc-inner
            Content-Type: text/html

            <p>Inner html</p>
            --abc-inner--
            --abc
            Content-Type: text/plain

            Second.
            --abc--
            """)
        #expect(message.text == "Inner plain.\n\nSecond.")
    }

    @Test("parts without headers default to text/plain")
    func headerlessPart() throws {
        let message = try MIMEFixture.parseBoth("""
            Content-Type: multipart/mixed; boundary=p

            --p

            No headers in this part.
            --p--
            """)
        #expect(message.text == "No headers in this part.")
    }
}
