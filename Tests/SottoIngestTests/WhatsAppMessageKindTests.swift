import Foundation
import Testing
import SottoIngest

@Suite("WhatsApp message kinds")
struct WhatsAppMessageKindTests {
    private typealias F = WhatsAppFixture

    @Test("continuation lines belong to the previous message; rawText keeps the original lines")
    func multiLine() throws {
        let text = """
            25/09/2026, 18:42 - Lena Fischer: Shopping list:
            - milk
            - 2 eggs

            25/09/2026, 18:45 - Max Example: ok
            """
        let (_, messages) = try #require(F.read(text))
        #expect(messages.count == 2)
        #expect(messages[0].text == "Shopping list:\n- milk\n- 2 eggs")
        #expect(messages[0].rawText == "25/09/2026, 18:42 - Lena Fischer: Shopping list:\n- milk\n- 2 eggs\n")
        #expect(messages[1].line == 5)
    }

    @Test("Android system messages have no author")
    func androidSystem() throws {
        let text = """
            25/09/2026, 18:40 - Messages and calls are end-to-end encrypted. No one outside of this chat can read them.
            25/09/2026, 18:41 - Lena Fischer created group "Climbing: Team"
            25/09/2026, 18:41 - Lena Fischer added Max Example
            25/09/2026, 18:42 - Lena Fischer: Welcome!
            25/09/2026, 18:43 - Max Example changed the subject from "Climbing" to "Climbing: 2026"
            25/09/2026, 18:44 - +49 151 23450002 left
            25/09/2026, 18:45 - Max Example: Thanks: see you
            """
        let (_, messages) = try #require(F.read(text))
        #expect(messages.map(\.kind) == [.system, .system, .system, .text, .system, .system, .text])
        #expect(messages.map(\.author) == [nil, nil, nil, "Lena Fischer", nil, nil, "Max Example"])
        #expect(messages[4].text == "Max Example changed the subject from \"Climbing\" to \"Climbing: 2026\"")
        #expect(messages[6].text == "Thanks: see you")
    }

    @Test("iOS system messages: group name as author with a direction mark, and 1:1 encryption notice")
    func iosSystem() throws {
        let text = "[25/09/2026, 18:40:00] Climbing Team: \u{200E}Messages and calls are end-to-end encrypted.\n"
            + "[25/09/2026, 18:40:01] Climbing Team: \u{200E}Lena Fischer created this group\n"
            + "[25/09/2026, 18:40:02] Lena Fischer: \u{200E}Messages and calls are end-to-end encrypted.\n"
            + "[25/09/2026, 18:42:07] Lena Fischer: Hello all\n"
            + "[25/09/2026, 18:42:09] Max Example: \u{200E}Location: https://maps.example/x\n"
            + "[25/09/2026, 18:43:00] Max Example: hi\n"
        let (decision, messages) = try #require(F.read(text))
        #expect(decision.knownAuthors == ["Lena Fischer", "Max Example"])
        #expect(messages.map(\.kind) == [.system, .system, .system, .text, .text, .text])
        #expect(messages.map(\.author) == [nil, nil, nil, "Lena Fischer", "Max Example", "Max Example"])
        #expect(messages[1].text == "Lena Fischer created this group")
    }

    @Test("names that contain notice words stay authors; iOS notices are found without a detector")
    func namesVersusNotices() throws {
        let android = "25/09/2026, 18:42 - Max Left: Note: bring rope\n25/09/2026, 18:43 - Ana Added: ok\n"
        let (_, messages) = try #require(F.read(android))
        #expect(messages.map(\.author) == ["Max Left", "Ana Added"])
        #expect(messages[0].text == "Note: bring rope")

        let ios = "[25/09/2026, 18:42:00] Lena Fischer: hi\n"
            + "[25/09/2026, 18:42:01] Climbing Team: \u{200E}Lena Fischer changed the group description\n"
            + "[25/09/2026, 18:42:02] Lena Fischer: \u{200E}Lena Fischer changed the group name\n"
        let format = WhatsAppFormat(layout: .bracketed, dateOrder: .dayMonthYear, hasSeconds: true)
        var parser = WhatsAppParser(format: format, timeZone: F.utc)
        let parsed = parser.feed(Array(ios.utf8)) + parser.finish()
        #expect(parsed.map(\.kind) == [.text, .system, .system])
        #expect(parsed.map(\.author) == ["Lena Fischer", nil, nil])
    }

    @Test("media placeholders in several languages and attachment names")
    func media() throws {
        let android = """
            25/09/2026, 18:42 - Lena Fischer: <Media omitted>
            25/09/2026, 18:43 - Lena Fischer: <Medien ausgeschlossen>
            25/09/2026, 18:44 - Max Example: <Multimedia omitido>
            25/09/2026, 18:45 - Max Example: IMG-20260925-WA0001.jpg (file attached)
            Look at this view
            25/09/2026, 18:46 - Lena Fischer: DOC-20260925-WA0002.pdf (Datei angehängt)
            """
        let (_, messages) = try #require(F.read(android))
        #expect(messages.allSatisfy { $0.kind == .media })
        #expect(messages[3].attachmentNames == ["IMG-20260925-WA0001.jpg"])
        #expect(messages[3].text == "Look at this view")
        #expect(messages[4].attachmentNames == ["DOC-20260925-WA0002.pdf"])
        #expect(messages[0].text.isEmpty)

        let ios = "[25/09/2026, 18:42:07] Lena Fischer: \u{200E}image omitted\n"
            + "[25/09/2026, 18:42:08] Lena Fischer: \u{200E}Bild weggelassen\n"
            + "[25/09/2026, 18:42:09] Max Example: \u{200E}imagen omitida\n"
            + "[25/09/2026, 18:42:10] Max Example: \u{200E}<attached: 00000012-PHOTO-2026-09-25-18-42-07.jpg>\n"
            + "[25/09/2026, 18:42:11] Lena Fischer: \u{200E}<Anhang: 00000013-AUDIO-2026-09-25-18-42-11.opus>\n"
            + "[25/09/2026, 18:42:12] Lena Fischer: \u{200E}Plan.pdf \u{2022} 3 pages \u{200E}document omitted\n"
        let (_, iosMessages) = try #require(F.read(ios))
        #expect(iosMessages.map(\.kind) == Array(repeating: .media, count: 6))
        #expect(iosMessages.map(\.author) == ["Lena Fischer", "Lena Fischer", "Max Example", "Max Example", "Lena Fischer", "Lena Fischer"])
        #expect(iosMessages[3].attachmentNames == ["00000012-PHOTO-2026-09-25-18-42-07.jpg"])
        #expect(iosMessages[4].attachmentNames == ["00000013-AUDIO-2026-09-25-18-42-11.opus"])
    }

    @Test("a sentence that merely ends in 'omitted' stays text")
    func notMedia() throws {
        let (_, messages) = try #require(F.read("25/09/2026, 18:42 - Lena Fischer: I omitted\n25/09/2026, 18:43 - Max Example: (file attached) soon\n"))
        #expect(messages.map(\.kind) == [.text, .text])
    }

    @Test("deleted markers in several languages")
    func deleted() throws {
        let text = """
            25/09/2026, 18:42 - Lena Fischer: This message was deleted
            25/09/2026, 18:43 - Max Example: You deleted this message
            25/09/2026, 18:44 - Lena Fischer: Diese Nachricht wurde gelöscht.
            25/09/2026, 18:45 - Max Example: Se eliminó este mensaje.
            25/09/2026, 18:46 - Max Example: This message was deleted, right?
            """
        let (_, messages) = try #require(F.read(text))
        #expect(messages.map(\.kind) == [.deleted, .deleted, .deleted, .deleted, .text])
        #expect(messages[2].author == "Lena Fischer")
        #expect(messages[0].text.isEmpty)
    }

    @Test("edited markers are stripped and flagged, in several languages")
    func edited() throws {
        let text = """
            25/09/2026, 18:42 - Lena Fischer: See you at 8 <This message was edited>
            25/09/2026, 18:43 - Max Example: Bis gleich \u{200E}<Diese Nachricht wurde bearbeitet>
            25/09/2026, 18:44 - Lena Fischer: Nos vemos <Se editó este mensaje.>
            25/09/2026, 18:45 - Max Example: a <b> tag
            """
        let (_, messages) = try #require(F.read(text))
        #expect(messages.map(\.isEdited) == [true, true, true, false])
        #expect(messages.map(\.text) == ["See you at 8", "Bis gleich", "Nos vemos", "a <b> tag"])
    }

    @Test("occurrence counts earlier messages with the same date, author and text")
    func occurrence() throws {
        let text = """
            25/09/2026, 18:42 - Lena Fischer: ok
            25/09/2026, 18:42 - Lena Fischer: ok
            25/09/2026, 18:42 - Max Example: ok
            25/09/2026, 18:42 - Lena Fischer: ok
            25/09/2026, 18:43 - Lena Fischer: ok
            """
        let (_, messages) = try #require(F.read(text))
        #expect(messages.map(\.occurrence) == [0, 1, 0, 2, 0])
    }

    @Test("phone-number authors are kept as written, with odd spaces made plain")
    func phoneAuthors() throws {
        let text = "25/09/2026, 18:42 - \u{202A}+49\u{00A0}151 23450001\u{202C}: hallo\n25/09/2026, 18:43 - +1 555-0142: hi\n"
        let (_, messages) = try #require(F.read(text))
        #expect(messages.map(\.author) == ["+49 151 23450001", "+1 555-0142"])
    }
}
