import Foundation
import SottoCore
import SottoIngest
import Testing

@Suite("MIME parser: header section")
struct MIMEHeaderTests {
    @Test("folded headers are unfolded and duplicates kept in order")
    func foldingAndDuplicates() throws {
        let message = try MIMEFixture.parseBoth("""
            Received: from relay.example.net
            \tby mx.example.org; Tue, 1 Oct 2024 10:00:00 +0000
            Received: from client.example.com by relay.example.net
            From: Ana Silva <ana@Example.ORG>
            Subject: A subject that was
              folded twice
            \tby the sender
            X-Empty:
            Date: Tue, 1 Oct 2024 12:00:00 +0200

            Hello.
            """)
        #expect(message.subject == "A subject that was  folded twice\tby the sender")
        let received = message.headers(named: "received")
        #expect(received.count == 2)
        #expect(received[0] == "from relay.example.net\tby mx.example.org; Tue, 1 Oct 2024 10:00:00 +0000")
        #expect(received[1].hasPrefix("from client.example.com"))
        #expect(message.header("X-EMPTY") == "")
        #expect(message.headers.map(\.name) == ["Received", "Received", "From", "Subject", "X-Empty", "Date"])
        #expect(message.text == "Hello.")
    }

    @Test("an mbox From_ envelope line is skipped")
    func envelopeLine() throws {
        let message = try MIMEFixture.parseBoth("""
            From jdoe@example.com  Mon Jun 24 17:02:58 2002
            Return-Path: <jdoe@example.com>
            From: jdoe@example.com
            Subject: envelope

            Body text.
            """)
        #expect(message.headers.first?.name == "Return-Path")
        #expect(message.subject == "envelope")
        #expect(message.from == [EmailAddress(address: "jdoe@example.com")])
    }

    @Test("lines without a colon are skipped with a warning; a body without blank line is found")
    func linesWithoutColon() throws {
        let skipped = try MIMEFixture.parseBoth("""
            From: a@example.org
            this line is broken
            Subject: still parsed

            Body.
            """)
        #expect(skipped.subject == "still parsed")
        #expect(skipped.text == "Body.")
        #expect(skipped.parseWarnings.contains { $0.contains("without a colon") })

        let noSeparator = try MIMEFixture.parseBoth("""
            From: a@example.org
            Subject: no blank line
            Hello there, this is the body
            and more body.
            """)
        #expect(noSeparator.subject == "no blank line")
        #expect(noSeparator.text == "Hello there, this is the body\nand more body.")
        #expect(noSeparator.parseWarnings.contains { $0.contains("blank line") })
    }

    @Test("obsolete whitespace before the colon is accepted")
    func whitespaceBeforeColon() throws {
        let message = try MIMEFixture.parse(MIMEFixture.lf("From: a@example.org\nSubject : spaced\n\nx"))
        #expect(message.subject == "spaced")
    }

    @Test("raw 8-bit header bytes: UTF-8 if valid, else windows-1252, else the body charset")
    func eightBitHeaders() throws {
        let utf8 = try MIMEFixture.parse(MIMEFixture.message(header: "Subject: Grüße aus Köln"))
        #expect(utf8.subject == "Grüße aus Köln")
        #expect(utf8.header("subject") == "Grüße aus Köln")

        var latin = Array("From: a@example.org\nSubject: caf".utf8) + [0xE9, 0x20, 0x80, 0x35]
        latin += Array("\n\nx".utf8)
        let latinMessage = try MIMEFixture.parse(latin)
        #expect(latinMessage.subject == "café €5")
        #expect(latinMessage.headers[1].rawValue == "caf\u{E9} \u{80}5")

        var korean = Array("From: a@example.org\nSubject: ".utf8) + [0xC7, 0xD1, 0xB1, 0xB9, 0xBE, 0xEE]
        korean += Array("\nContent-Type: text/plain; charset=euc-kr\n\n".utf8) + [0xC7, 0xD1]
        let koreanMessage = try MIMEFixture.parse(korean)
        #expect(koreanMessage.subject == "한국어")
        #expect(koreanMessage.text == "한")
    }

    @Test("a header-only message parses with empty text")
    func headerOnly() throws {
        let message = try MIMEFixture.parse(MIMEFixture.lf("From: a@example.org\nSubject: only headers"))
        #expect(message.subject == "only headers")
        #expect(message.text.isEmpty)
        let withBlank = try MIMEFixture.parse(MIMEFixture.crlf("Subject: s\n\n"))
        #expect(withBlank.text.isEmpty)
    }

    @Test("empty and blank input throw .empty")
    func emptyInput() {
        for input in [[], Array("\r\n\r\n  \n".utf8)] as [[UInt8]] {
            #expect(throws: MessageParseError.self) { try MIMEParser().parse(input) }
            do throws(MessageParseError) {
                _ = try MIMEParser().parse(input)
            } catch {
                #expect(error.code == .empty)
            }
        }
    }

    @Test("binary garbage and non-mail text throw .notAMessage; a few broken headers do not")
    func notAMessage() throws {
        var generator = SplitMix(seed: 7)
        let garbage = (0..<1_000_000).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
        let inputs: [[UInt8]] = [
            garbage,
            [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00],
            Array(#"{"id":"00265","text":"From: a@example.org\nSubject: hi"}"#.utf8),
            Array("Just some text\nthat is not mail\n".utf8),
            Array("From - Sat Jan 3: F0".utf8),  // an mbox envelope line and nothing after it (found by the fuzzer)
        ]
        for input in inputs {
            do throws(MessageParseError) {
                _ = try MIMEParser().parse(input)
                Issue.record("expected notAMessage")
            } catch {
                #expect(error.code == .notAMessage)
                #expect(!error.reason.contains("Subject"))
                #expect(error.reason.contains("JSON") == (input.first == UInt8(ascii: "{")))
            }
        }
        let brokenFirst = try MIMEFixture.parse(MIMEFixture.lf("garbage line here\nFrom: a@example.org\nSubject: ok\n\nbody"))
        #expect(brokenFirst.subject == "ok")
    }

    @Test("messages over maxMessageBytes throw .tooLarge")
    func tooLarge() {
        let parser = MIMEParser(configuration: .init(maxMessageBytes: 100))
        do throws(MessageParseError) {
            _ = try parser.parse(MIMEFixture.message(header: "Subject: x", body: String(repeating: "a", count: 200)))
            Issue.record("expected tooLarge")
        } catch {
            #expect(error.code == .tooLarge)
        }
    }

    @Test("header fields beyond maxHeaderFields are dropped with a warning")
    func headerFieldLimit() throws {
        let headers = (0..<50).map { "X-Field-\($0): \($0)" }.joined(separator: "\n")
        let message = try MIMEFixture.parse(MIMEFixture.lf("From: a@example.org\n\(headers)\n  continued\n\nbody"),
                                            configuration: .init(maxHeaderFields: 10))
        #expect(message.headers.count == 10)
        #expect(message.text == "body")
        #expect(message.parseWarnings.contains { $0.contains("header fields") })
    }

    @Test("Message-ID, In-Reply-To and References lose their brackets; missing brackets tolerated")
    func messageIdentifiers() throws {
        let message = try MIMEFixture.parseBoth("""
            From: a@example.org
            Message-ID: <abc.123@mail.example.org>
            In-Reply-To: <parent@example.org> (Ana's message of Monday)
            References: <root@example.org>
             <parent@example.org>   <bad id@example.org>

            x
            """)
        #expect(message.messageID == "abc.123@mail.example.org")
        #expect(message.inReplyTo == ["parent@example.org"])
        #expect(message.references == ["root@example.org", "parent@example.org", "badid@example.org"])

        let bare = try MIMEFixture.parse(MIMEFixture.lf("""
            From: a@example.org
            Message-Id: 1234.5678@example.org
            References: first@example.org, second@example.org

            x
            """))
        #expect(bare.messageID == "1234.5678@example.org")
        #expect(bare.references == ["first@example.org", "second@example.org"])
    }
}

/// A tiny deterministic random generator for test inputs.
struct SplitMix {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
