import Foundation
import Testing
import SottoIngest

@Suite("WhatsApp header formats")
struct WhatsAppHeaderTests {
    private typealias F = WhatsAppFixture

    @Test("iOS bracketed, day first, 24-hour with seconds")
    func iosBracketed() throws {
        let (decision, messages) = try #require(F.read("""
            [25/09/2026, 18:42:07] Lena Fischer: Are we still on for tonight?
            [25/09/2026, 18:43:10] Max Example: Yes, 8 pm at the usual place.
            """))
        #expect(decision.format.layout == .bracketed)
        #expect(decision.format.dateOrder == .dayMonthYear)
        #expect(decision.format.hasSeconds)
        #expect(decision.format.clock == .twentyFourHour)
        #expect(messages.count == 2)
        #expect(messages[0].author == "Lena Fischer")
        #expect(messages[0].text == "Are we still on for tonight?")
        #expect(messages[0].date == F.date(2026, 9, 25, 18, 42, 7))
        #expect(messages[1].date == F.date(2026, 9, 25, 18, 43, 10))
        #expect(messages[1].line == 2)
        #expect(messages[0].kind == .text)
    }

    @Test("Android dash, day first, 24-hour")
    func androidDash() throws {
        let (decision, messages) = try #require(F.read("""
            25/09/2026, 18:42 - Lena Fischer: Hallo!
            25/09/2026, 18:44 - Max Example: Hi Lena
            """))
        #expect(decision.format.layout == .dash)
        #expect(!decision.format.hasSeconds)
        #expect(messages.map(\.author) == ["Lena Fischer", "Max Example"])
        #expect(messages[1].date == F.date(2026, 9, 25, 18, 44))
    }

    @Test("US Android: month first, two-digit year, 12-hour with narrow no-break space")
    func usAndroid() throws {
        let (decision, messages) = try #require(F.read(
            "9/25/26, 6:42\u{202F}PM - Lena Fischer: dinner?\n9/25/26, 11:05\u{202F}PM - Max Example: sure\n"
                + "9/26/26, 12:10\u{202F}AM - Lena Fischer: late\n"
        ))
        #expect(decision.format.dateOrder == .monthDayYear)
        #expect(decision.format.yearDigits == 2)
        #expect(decision.format.clock == .twelveHour)
        #expect(messages.map(\.date) == [F.date(2026, 9, 25, 18, 42), F.date(2026, 9, 25, 23, 5), F.date(2026, 9, 26, 0, 10)])
    }

    @Test("German dots: 25.09.26, 18:42 and iOS [25.09.26, 18:42:07]")
    func germanDots() throws {
        let (android, androidMessages) = try #require(F.read("""
            25.09.26, 18:42 - Lena Fischer: Bis gleich
            25.09.26, 18:50 - Max Example: Okay
            """))
        #expect(android.format.dateSeparator == UInt8(ascii: "."))
        #expect(androidMessages[1].date == F.date(2026, 9, 25, 18, 50))
        let (ios, iosMessages) = try #require(F.read("""
            [25.09.26, 18:42:07] Lena Fischer: Bis gleich
            [25.09.26, 18:50:00] Max Example: Okay
            """))
        #expect(ios.format.layout == .bracketed)
        #expect(iosMessages[0].date == F.date(2026, 9, 25, 18, 42, 7))
    }

    @Test("ISO dates with dashes: year, month, day")
    func isoDates() throws {
        let (decision, messages) = try #require(F.read("""
            2026-09-25, 18:42 - Lena Fischer: one
            2026-09-26, 07:05 - Max Example: two
            """))
        #expect(decision.format.dateOrder == .yearMonthDay)
        #expect(!decision.isAmbiguous)
        #expect(messages[1].date == F.date(2026, 9, 26, 7, 5))
    }

    @Test("localized markers: a. m./p. m., vorm./nachm., π.μ./μ.μ., am/pm")
    func localizedSuffixMarkers() throws {
        let cases: [(String, Int)] = [
            ("25/9/2026, 6:42 p. m. - Lena Fischer: hola\n25/9/2026, 9:01 a. m. - Max Example: hola\n", 18),
            ("25.09.26, 6:42 nachm. - Lena Fischer: hallo\n25.09.26, 9:01 vorm. - Max Example: hallo\n", 18),
            ("25/9/2026, 6:42 μ.μ. - Lena Fischer: γεια\n25/9/2026, 9:01 π.μ. - Max Example: γεια\n", 18),
            ("[25/09/2026, 6:42:07\u{00A0}pm] Lena Fischer: hi\n[25/09/2026, 9:01:00\u{00A0}am] Max Example: hi\n", 18),
            ("25/09/2026, 6:42 P.M. - Lena Fischer: hi\n25/09/2026, 9:01 A.M. - Max Example: hi\n", 18),
        ]
        for (text, hour) in cases {
            let (decision, messages) = try #require(F.read(text), "\(text)")
            #expect(decision.format.clock == .twelveHour)
            #expect(messages.count == 2)
            #expect(F.utcHour(messages[0].date) == hour, "\(text)")
            #expect(F.utcHour(messages[1].date) == 9, "\(text)")
        }
    }

    @Test("East Asian markers before the time: 午後, 下午, 오후")
    func prefixMarkers() throws {
        let cases = [
            "[2026/09/25 午後6:42:07] Lena Fischer: こんにちは\n[2026/09/25 午前0:15:00] Max Example: はい\n",
            "2026/9/25 下午6:42 - Lena Fischer: 你好\n2026/9/25 上午12:15 - Max Example: 好\n",
            "2026. 9. 25. 오후 6:42 - Lena Fischer: 안녕\n2026. 9. 25. 오전 12:15 - Max Example: 네\n",
        ]
        for text in cases {
            let (decision, messages) = try #require(F.read(text), "\(text)")
            #expect(decision.format.dateOrder == .yearMonthDay)
            #expect(messages.count == 2, "\(text)")
            #expect(messages.first?.date == F.date(2026, 9, 25, 18, 42, messages.first?.rawText.hasPrefix("[") == true ? 7 : 0))
            #expect(messages.last?.date == F.date(2026, 9, 25, 0, 15), "\(text)")
        }
    }

    @Test("marks, no-break spaces and a BOM anywhere in the header")
    func invisibleCharacters() throws {
        let text = "\u{FEFF}\u{200E}[25/09/2026,\u{00A0}18:42:07] \u{202A}+49\u{00A0}151\u{00A0}23450001\u{202C}: hello\n"
            + "\u{200F}[25/09/2026, 18:43:00]\u{200E} Lena Fischer\u{200E}: hi\n"
        let (decision, messages) = try #require(F.read(text))
        #expect(decision.format.layout == .bracketed)
        #expect(messages.count == 2)
        #expect(messages[0].author == "+49 151 23450001")
        #expect(messages[1].author == "Lena Fischer")
        #expect(messages[0].line == 1)
    }

    @Test("French Android with à between date and time")
    func connectorWord() throws {
        let (_, messages) = try #require(F.read("""
            25/09/2026 à 18:42 - Lena Fischer: salut
            25/09/2026 à 18:43 - Max Example: ça va
            """))
        #expect(messages.count == 2)
        #expect(messages[1].date == F.date(2026, 9, 25, 18, 43))
    }

    @Test("header times are read in the parser's time zone, across a DST change")
    func timeZone() throws {
        let text = "28/03/2026, 12:00 - Lena Fischer: winter\n29/03/2026, 12:00 - Lena Fischer: summer\n"
        let (_, messages) = try #require(F.read(text, timeZone: F.berlin))
        #expect(messages[0].date == F.date(2026, 3, 28, 11, 0))
        #expect(messages[1].date == F.date(2026, 3, 29, 10, 0))
    }

    @Test("the format describes itself for reports")
    func description() throws {
        let (decision, _) = try #require(F.read("[25/09/2026, 18:42:07] Lena Fischer: a\n[25/09/2026, 18:42:08] Lena Fischer: b\n"))
        #expect(decision.format.description == "[DD/MM/YYYY, HH:mm:ss] (iOS, 24-hour)")
    }
}
