import SottoCore
import SottoIngest
import Testing

/// Helpers for building messages in tests: fixtures are written with LF and converted to
/// CRLF where a test wants wire format.
enum MIMEFixture {
    /// The bytes of `text` with every LF turned into CR LF.
    static func crlf(_ text: String) -> [UInt8] {
        var bytes: [UInt8] = []
        for byte in text.utf8 {
            if byte == 0x0A { bytes.append(0x0D) }
            bytes.append(byte)
        }
        return bytes
    }

    static func lf(_ text: String) -> [UInt8] { Array(text.utf8) }

    /// Parses `text` with LF line ends and again with CRLF, expects the same result, and
    /// returns the CRLF one.
    static func parseBoth(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> ParsedMessage {
        let parser = MIMEParser()
        let withLF = try parser.parse(lf(text))
        let withCRLF = try parser.parse(crlf(text))
        #expect(withLF.text == withCRLF.text, "text differs between LF and CRLF", sourceLocation: sourceLocation)
        #expect(withLF.subject == withCRLF.subject, sourceLocation: sourceLocation)
        // Sizes may differ: an identity-encoded part keeps its own line ends.
        #expect(withLF.attachments.map(\.filename) == withCRLF.attachments.map(\.filename), sourceLocation: sourceLocation)
        #expect(withLF.attachments.map(\.mimeType) == withCRLF.attachments.map(\.mimeType), sourceLocation: sourceLocation)
        #expect(withLF.links == withCRLF.links, sourceLocation: sourceLocation)
        #expect(withLF.from == withCRLF.from, sourceLocation: sourceLocation)
        return withCRLF
    }

    static func parse(_ bytes: [UInt8], configuration: MIMEParser.Configuration = .init()) throws -> ParsedMessage {
        try MIMEParser(configuration: configuration).parse(bytes)
    }

    /// A header section with one header, for tests of a single field.
    static func message(header: String, body: String = "Body.\n") -> [UInt8] {
        lf("From: a@example.org\n\(header)\n\n\(body)")
    }
}
