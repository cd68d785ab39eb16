import Testing
import SottoIngest

@Suite("WhatsApp export sniffing")
struct WhatsAppSnifferTests {
    private func looks(_ text: String) -> Bool {
        WhatsAppFormatDetector.looksLikeExport(Array(text.utf8))
    }

    @Test("iOS and Android exports are recognized, with a BOM or marks")
    func exports() {
        #expect(looks("""
            \u{FEFF}[25/09/2026, 18:40:00] Climbing Team: \u{200E}Messages and calls are end-to-end encrypted.
            [25/09/2026, 18:42:07] Lena Fischer: Hello
            [25/09/2026, 18:42:09] Max Example: Hi
            """))
        #expect(looks("""
            9/25/26, 6:40\u{202F}PM - Messages and calls are end-to-end encrypted.
            9/25/26, 6:42\u{202F}PM - Lena Fischer: dinner?
            second line
            9/25/26, 6:43\u{202F}PM - Max Example: sure
            """))
        #expect(looks("25/09/2026, 18:42 - Lena Fischer: only message\n"))
    }

    @Test("mail, calendars, JSON, CSV and prose are rejected")
    func nonExports() {
        #expect(!looks("""
            From lena@example.test Fri Sep 25 18:42:07 2026
            From: Lena Fischer <lena@example.test>
            Date: Fri, 25 Sep 2026 18:42:07 +0200
            Subject: 25/09/2026, 18:42 - plans

            25/09/2026, 18:42 - see below
            """))
        #expect(!looks("""
            BEGIN:VCALENDAR
            VERSION:2.0
            BEGIN:VEVENT
            DTSTART:20260925T184200Z
            SUMMARY:25/09/2026, 18:42 - Climbing
            END:VEVENT
            END:VCALENDAR
            """))
        #expect(!looks(#"[{"date": "25/09/2026, 18:42", "author": "Lena Fischer", "text": "hi"}]"#))
        #expect(!looks("date,time,author,text\n25/09/2026,18:42,Lena Fischer,hi\n25/09/2026,18:43,Max Example,ok\n"))
        #expect(!looks("Minutes of 25/09/2026\nWe met at 18:42 and talked.\n25/09/2026, 18:42 was the start.\n"))
        #expect(!looks(""))
        #expect(!looks(String(repeating: "\u{FFFD}x", count: 500)))
    }

    @Test("one header among many prose lines is not enough")
    func needsSeveralHeaders() {
        let prose = (1...10).map { "line \($0) of a letter" }.joined(separator: "\n")
        #expect(!looks("25/09/2026, 18:42 - Lena Fischer: hi\n" + prose))
    }
}
