import SottoCore
import SottoIngest
import Testing

@Suite("MIME parser: address lists")
struct MIMEAddressTests {
    private func addresses(_ header: String) throws -> [EmailAddress] {
        try MIMEFixture.parse(MIMEFixture.lf("Subject: s\nTo: \(header)\n\nx")).to
    }

    @Test("display names: quoted, plain, encoded, in comments")
    func displayNames() throws {
        #expect(try addresses(#""Silva, Ana" <ana@Example.ORG>"#) == [EmailAddress(name: "Silva, Ana", address: "ana@example.org")])
        #expect(try addresses("Bob Stone <Bob.Stone@MAIL.example.com>")
            == [EmailAddress(name: "Bob Stone", address: "Bob.Stone@mail.example.com")])
        #expect(try addresses("=?UTF-8?B?SsO8cmdlbg==?= =?UTF-8?Q?_M=C3=BCller?= <jm@example.de>")
            == [EmailAddress(name: "Jürgen Müller", address: "jm@example.de")])
        #expect(try addresses(#""=?iso-8859-1?Q?Ren=E9?=" <rene@example.fr>"#)
            == [EmailAddress(name: "René", address: "rene@example.fr")])
        #expect(try addresses("carol@example.net (Carol Jones)") == [EmailAddress(name: "Carol Jones", address: "carol@example.net")])
        #expect(try addresses(#""Quote \"Me\"" <q@example.org>"#) == [EmailAddress(name: #"Quote "Me""#, address: "q@example.org")])
        #expect(try addresses("'Single Quoted' <s@example.org>") == [EmailAddress(name: "Single Quoted", address: "s@example.org")])
    }

    @Test("lists, groups, routes and bare addresses")
    func structures() throws {
        let list = try addresses("a@example.org, B <b@example.org>,\n c@EXAMPLE.org")
        #expect(list.map(\.address) == ["a@example.org", "b@example.org", "c@example.org"])
        #expect(try addresses("Undisclosed recipients:;").isEmpty)
        #expect(try addresses("Team: ann@example.org, Ben <ben@example.org>; dan@example.org").map(\.address)
            == ["ann@example.org", "ben@example.org", "dan@example.org"])
        #expect(try addresses("<@relay1.example,@relay2.example:user@Dest.example>")
            == [EmailAddress(address: "user@dest.example")])
        #expect(try addresses("<plain@example.org>") == [EmailAddress(address: "plain@example.org")])
        #expect(try addresses("MAILER-DAEMON") == [EmailAddress(address: "MAILER-DAEMON")])
    }

    @Test("an unquoted comma in a display name stays in the name")
    func unquotedComma() throws {
        #expect(try addresses("Doe, John <john@example.com>") == [EmailAddress(name: "Doe, John", address: "john@example.com")])
        let phishing = try MIMEFixture.parse(MIMEFixture.lf(
            "From: Lakeside account team ,_<no-reply@account-notice.example>\nSubject: s\n\nx")).from
        #expect(phishing.count == 1)
        #expect(phishing.first?.address == "no-reply@account-notice.example")
        #expect(phishing.first?.name?.hasPrefix("Lakeside account team") == true)
    }

    @Test("junk is tolerated")
    func junk() throws {
        #expect(try addresses("").isEmpty)
        #expect(try addresses(",,, ;").isEmpty)
        #expect(try addresses("<>").isEmpty)
        #expect(try addresses("Broken <broken@example.org").map(\.address) == ["broken@example.org"])
        // An unclosed quote swallows the rest of the value, as in RFC 5322 lexing.
        #expect(try addresses("\"unterminated <u@example.org>").isEmpty)
        #expect(try addresses("Name john@example.org").first?.address == "john@example.org")
        // Stray closing parentheses and brackets (found by fuzzing: once an endless loop).
        #expect(try addresses("Adam <adam@)example.com>) ]").count == 1)
    }

    @Test("From, Cc and Reply-To are parsed, duplicates appended")
    func otherFields() throws {
        let message = try MIMEFixture.parseBoth("""
            From: Ana <ana@example.org>
            To: bob@example.org
            To: carol@example.org
            Cc: Dan <dan@example.org>, eve@example.org
            Reply-To: replies@Example.org
            Subject: s

            x
            """)
        #expect(message.from == [EmailAddress(name: "Ana", address: "ana@example.org")])
        #expect(message.to.map(\.address) == ["bob@example.org", "carol@example.org"])
        #expect(message.cc.map(\.address) == ["dan@example.org", "eve@example.org"])
        #expect(message.replyTo == [EmailAddress(address: "replies@example.org")])
    }
}
