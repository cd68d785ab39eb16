import SottoCore
import SottoIngest
import Testing

@Suite("MIME parser: RFC 2047 encoded-words")
struct MIMEEncodedWordTests {
    private func subject(_ value: String) throws -> String {
        try MIMEFixture.parse(MIMEFixture.message(header: "Subject: \(value)")).subject
    }

    @Test("B and Q encodings in any case", arguments: [
        ("=?UTF-8?B?R3LDvMOfZSBhdXMgS8O2bG4=?=", "Grüße aus Köln"),
        ("=?utf-8?b?R3LDvMOfZSBhdXMgS8O2bG4?=", "Grüße aus Köln"),
        ("=?iso-8859-1?q?caf=e9_cr=E8me?=", "café crème"),
        ("=?ISO-2022-JP?B?GyRCRnxLXDhsGyhC?=", "日本語"),
        ("=?windows-1252?Q?=93quoted=94?=", "“quoted”"),
        ("=?utf-8*en?Q?language_tag?=", "language tag"),
        ("=?x-unknown-charset?Q?caf=C3=A9?=", "café"),
        ("=?eucgb2312_cn?b?1tDH7w==?=", "中秋"),  // Python's email package names GB2312 this way
    ])
    func encodings(encoded: String, expected: String) throws {
        #expect(try subject(encoded) == expected)
    }

    @Test("whitespace between adjacent encoded-words is dropped, kept elsewhere")
    func adjacentWhitespace() throws {
        #expect(try subject("=?utf-8?q?a?= =?utf-8?q?b?=") == "ab")
        #expect(try subject("=?utf-8?q?a?=\n   =?utf-8?q?b?=") == "ab")
        #expect(try subject("=?utf-8?q?a?= b =?utf-8?q?c?=") == "a b c")
        #expect(try subject("Re: =?utf-8?q?caf=C3=A9?= time") == "Re: café time")
        #expect(try subject("prefix=?utf-8?q?glued?=suffix") == "prefixgluedsuffix")
    }

    @Test("mixed charsets in one header, and a character split across two words")
    func mixedAndSplit() throws {
        #expect(try subject("=?iso-8859-1?q?=E9t=E9?= =?koi8-r?b?8NLJ18XU?= =?utf-8?q?=E2=9C=93?=") == "étéПривет✓")
        // "€" is E2 82 AC in UTF-8; the encoder split it after the first byte.
        #expect(try subject("=?UTF-8?Q?price_=E2?= =?UTF-8?Q?=82=AC5?=") == "price €5")
    }

    @Test("malformed encoded-words are left as they are", arguments: [
        "=?utf-8?x?abc?=", "=?utf-8?q?no end", "=?utf-8?q?has space?=", "=??q?empty charset?=", "=?", "a =? b",
    ])
    func malformed(value: String) throws {
        #expect(try subject(value) == value)
    }

    @Test("the raw value keeps the encoded form")
    func rawValue() throws {
        let message = try MIMEFixture.parse(MIMEFixture.message(header: "Subject: =?utf-8?q?caf=C3=A9?="))
        let field = try #require(message.headers.first { $0.name == "Subject" })
        #expect(field.value == "café")
        #expect(field.rawValue == "=?utf-8?q?caf=C3=A9?=")
    }
}
