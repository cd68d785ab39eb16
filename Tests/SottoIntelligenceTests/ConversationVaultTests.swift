import Foundation
import SottoCore
import SottoIngest
import SottoIntelligence
import SottoTesting
import SottoVault
import Testing

/// The bundled sample's chats and calendar, imported as a person would: counts, de-duplication,
/// platforms, contacts across platforms, events and the messages that belong to them.
@Suite("Chats, calendars and contacts in one vault", .serialized)
struct ConversationVaultTests {
    static let samples = TestPaths.packageRoot.appendingPathComponent("Samples")
    static let seattle = TimeZone(identifier: "America/Los_Angeles")!

    static func importer(_ vault: Vault) -> ConversationImporter {
        ConversationImporter(vault: vault, configuration: .init(timeZone: seattle, defaultRegion: "US"))
    }

    static var conversationPaths: [String] {
        ["chats/whatsapp", "chats/imessage/chat.db", "calendar/maya.ics"].map { samples.appendingPathComponent($0).path }
    }

    @Test("every WhatsApp, iMessage and calendar item is stored once, and importing again stores nothing")
    func importsEverythingOnce() async throws {
        let temp = try TemporaryVault()
        defer { temp.remove() }
        let counts = try JSONDecoder().decode([String: Int].self, from: Data(contentsOf: Self.samples.appendingPathComponent("related/whatsapp-counts.json")))
        let first = try await Self.importer(temp.vault).run(paths: Self.conversationPaths)
        #expect(first.platforms["whatsapp"] == counts.values.reduce(0, +))
        #expect(first.platforms["imessage"] == 56)
        #expect(first.events == 27)
        #expect(first.messages == first.stored)
        #expect(first.isBalanced)
        #expect(first.notes.contains { $0.contains("the first field is the day") })

        let again = try await Self.importer(temp.vault).run(paths: Self.conversationPaths)
        #expect(again.stored == 0)
        #expect(again.duplicates == first.stored)
        #expect(again.events == 0)

        let whatsapp = try temp.vault.messages(MessageFilter(platform: .whatsapp, limit: 1_000))
        #expect(whatsapp.count == first.platforms["whatsapp"])
        #expect(whatsapp.allSatisfy { $0.platform == .whatsapp && $0.conversationTitle != nil })
        let threads = Set(whatsapp.map(\.threadID))
        #expect(threads.count == counts.count)  // one thread per chat
    }

    @Test("an updated export of a chat adds only its new messages")
    func updatedExportAddsNewMessages() async throws {
        let temp = try TemporaryVault()
        defer { temp.remove() }
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let name = "WhatsApp Chat with Lena Fischer.txt"
        let counts = try JSONDecoder().decode([String: Int].self, from: Data(contentsOf: Self.samples.appendingPathComponent("related/whatsapp-counts.json")))
        let total = try #require(counts[name])
        let full = try String(contentsOf: Self.samples.appendingPathComponent("chats/whatsapp/\(name)"), encoding: .utf8)
        // The older export ends before a message that starts near the middle (Android lines start "M/D/YY, ").
        let lines = full.split(separator: "\n", omittingEmptySubsequences: false)
        let cut = try #require(lines.indices.dropFirst(lines.count / 2).first { lines[$0].first?.isNumber == true && lines[$0].contains(" - ") })
        let export = folder.appendingPathComponent(name)
        try (lines[..<cut].joined(separator: "\n") + "\n").write(to: export, atomically: true, encoding: .utf8)
        let older = try await Self.importer(temp.vault).run(paths: [export.path])
        try full.write(to: export, atomically: true, encoding: .utf8)
        let newer = try await Self.importer(temp.vault).run(paths: [export.path])
        #expect(older.stored > 0 && older.stored < total)
        #expect(newer.duplicates == older.stored)
        #expect(newer.stored == total - older.stored)
        #expect(try temp.vault.messages(MessageFilter(platform: .whatsapp, limit: 1_000)).count == total)
    }

    @Test("one person on mail, WhatsApp and iMessage is one contact; a merge can be undone and is not redone")
    func contactsAcrossPlatforms() async throws {
        let temp = try TemporaryVault()
        defer { temp.remove() }
        _ = try await Self.importer(temp.vault).run(paths: [Self.samples.appendingPathComponent("mail/sample.mbox").path] + Self.conversationPaths)
        let people = try temp.vault.people()
        let lena = try #require(people.first { $0.identities.contains { $0.identity.value == "lena@cascadiaux.example" } })
        #expect(Set(lena.platforms) == [.mail, .whatsapp, .imessage])
        #expect(lena.identities.contains { $0.identity.kind == .name && $0.identity.value == "Lena Fischer" })
        // Marco writes in a WhatsApp group from an unsaved number that is his iMessage handle.
        let marco = try #require(people.first { $0.identities.contains { $0.identity.value == "+12065550163" } })
        #expect(Set(marco.platforms).isSuperset(of: [.whatsapp, .imessage]))
        // A WhatsApp contact saved as "Lena" is a suggestion, never merged.
        let suggestions = try temp.vault.contactSuggestions()
        let lone = try #require(people.first { $0.name == "Lena" })
        #expect(suggestions.contains { Set([$0.personA, $0.personB]) == [lena.id, lone.id] })
        // A chat nickname is suggested for the mail address it is the local part of, never merged.
        let fritzi = try #require(people.first { $0.name == "Fritzi" })
        let mailFritzi = try #require(people.first { $0.identities.contains { $0.identity.value.hasPrefix("fritzi@") } })
        #expect(fritzi.id != mailFritzi.id)
        #expect(suggestions.contains { Set([$0.personA, $0.personB]) == [fritzi.id, mailFritzi.id] })

        // from: finds a person on every platform.
        let fromLena = try temp.vault.newestMessageIDs(meeting: SearchConstraints(senders: ["Lena Fischer"]), limit: nil)
        let platforms = Set(try fromLena.map { try temp.vault.message(id: $0).content.platform })
        #expect(platforms == [.mail, .whatsapp, .imessage])

        let change = try #require(try temp.vault.contactChanges().first { change in
            change.kind == .automaticMerge && change.moves.contains { $0.to == lena.id }
        })
        let identitiesBefore = try temp.vault.identities().count
        try temp.vault.undoContactChange(id: change.id)
        #expect(try temp.vault.identities().count == identitiesBefore)  // nothing lost
        #expect(try temp.vault.person(id: lena.id).identities.count == lena.identities.count - change.moves.count)
        let report = try ContactResolver(vault: temp.vault).resolve()
        #expect(try temp.vault.person(id: lena.id).identities.count == lena.identities.count - change.moves.count)
        #expect(report.merged == 0)

        let merged = try temp.vault.mergePeople([lone.id], into: lena.id)
        #expect(try temp.vault.person(id: lena.id).identities.contains { $0.identity.value == "Lena" })
        try temp.vault.undoContactChange(id: merged)
        #expect(try temp.vault.person(id: lone.id).identities.map(\.identity.value) == ["Lena"])
        #expect(throws: VaultError.self) { try temp.vault.undoContactChange(id: merged) }
    }

    @Test("events expand their recurrence; related messages come with the three parts of their score")
    func eventsAndRelatedMessages() async throws {
        let temp = try TemporaryVault()
        defer { temp.remove() }
        _ = try await Self.importer(temp.vault).run(paths: [Self.samples.appendingPathComponent("mail/sample.mbox").path] + Self.conversationPaths)
        let calendar = EventCalendar(vault: temp.vault)
        let autumn = DateInterval(start: Self.date("2026-10-01"), end: Self.date("2026-12-31"))
        let occurrences = try calendar.occurrences(in: autumn)
        let bookClub = occurrences.filter { $0.title.hasPrefix("Book club") }
        #expect(bookClub.count >= 2)
        #expect(bookClub.allSatisfy { $0.isRecurring })
        #expect(occurrences.map(\.start) == occurrences.map(\.start).sorted())

        let wedding = try #require(occurrences.first { $0.title.contains("wedding") })
        let matcher = RelatedMessages(vault: temp.vault, embedder: nil, timeZone: Self.seattle, defaultRegion: "US")
        let (occurrence, matches) = try await matcher.related(toEvent: wedding.id, now: Self.date("2026-10-05"))
        #expect(occurrence.id == wedding.id)
        #expect(!matches.isEmpty && matches.count <= 10)
        #expect(matches.map(\.score) == matches.map(\.score).sorted(by: >))
        for match in matches {
            #expect(abs(match.score - (0.6 * match.semantic + 0.2 * match.temporal + 0.2 * match.participants)) < 1e-9)
            #expect(match.explanation.contains("semantic") && match.explanation.contains("time") && match.explanation.contains("people"))
        }
        let timeOnly = try await matcher.related(toEvent: wedding.id, now: Self.date("2026-10-05"), ranking: .timeOnly).matches
        #expect(timeOnly.allSatisfy { $0.score == $0.temporal })
    }

    @Test("a broken chat export, chat.db or calendar names the file and stores nothing")
    func badInputChangesNothing() async throws {
        let temp = try TemporaryVault()
        defer { temp.remove() }
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try await Self.importer(temp.vault).run(paths: [Self.samples.appendingPathComponent("calendar/maya.ics").path])
        let before = (try temp.vault.stats().messages, try temp.vault.eventCount())

        let zip = try Data(contentsOf: Self.samples.appendingPathComponent("chats/whatsapp/WhatsApp Chat - Lindqvist Cousins.zip"))
        let truncated = folder.appendingPathComponent("truncated.zip")
        try zip.prefix(zip.count / 2).write(to: truncated)
        let unknownChat = folder.appendingPathComponent("chat.txt")
        try "Hello there\nthis is just a note\nnot a chat at all\n".write(to: unknownChat, atomically: true, encoding: .utf8)
        let notMessages = folder.appendingPathComponent("chat.db")
        try TemporaryVault.makeForeignDatabase(at: notMessages)
        var ics = try String(contentsOf: Self.samples.appendingPathComponent("calendar/maya.ics"), encoding: .utf8)
        ics = ics.replacingOccurrences(of: "TZID=America/Los_Angeles", with: "TZID=Mars/Olympus_Mons")
        let unknownZone = folder.appendingPathComponent("unknown-zone.ics")
        try ics.write(to: unknownZone, atomically: true, encoding: .utf8)
        let brokenLines = folder.appendingPathComponent("broken.ics")
        try "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:x\r\nthis line has no colon\r\n".write(to: brokenLines, atomically: true, encoding: .utf8)

        for path in [truncated, unknownChat, notMessages, unknownZone, brokenLines] {
            await #expect(throws: ConversationImportError.self, "\(path.lastPathComponent)") {
                _ = try await Self.importer(temp.vault).run(paths: [path.path])
            }
            do {
                _ = try await Self.importer(temp.vault).run(paths: [path.path])
            } catch let error as ConversationImportError {
                #expect(error.path.hasSuffix(path.lastPathComponent))
            }
            #expect((try temp.vault.stats().messages, try temp.vault.eventCount()) == before)
        }
    }

    @Test("chat text, names, numbers, chat titles and event details appear in no file the vault wrote")
    func chatsAndEventsAreSealed() async throws {
        let temp = try TemporaryVault()
        defer { temp.remove() }
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let chat = folder.appendingPathComponent("WhatsApp Chat with Quokka Zanzibar.txt")
        try [
            "[03/10/2026, 18:42:07] Quokka Zanzibar: the marmalade-treasure is under the oak",
            "[03/10/2026, 18:43:10] +44 7700 900417: ok see you at Xylophone Hall",
            "[13/10/2026, 09:01:00] Quokka Zanzibar: bring the blueprint",
        ].joined(separator: "\n").write(to: chat, atomically: true, encoding: .utf8)
        let calendar = folder.appendingPathComponent("secret.ics")
        try [
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Test//EN", "BEGIN:VEVENT", "UID:zorblax-event@secret-domain.example",
            "DTSTART:20261014T180000Z", "DTEND:20261014T200000Z", "SUMMARY:Gathering at Xylophone Hall",
            "LOCATION:Marmalade Lane 7", "ORGANIZER;CN=Quokka Zanzibar:mailto:zorblax@secret-domain.example",
            "END:VEVENT", "END:VCALENDAR", "",
        ].joined(separator: "\r\n").write(to: calendar, atomically: true, encoding: .utf8)
        let report = try await Self.importer(temp.vault).run(paths: [chat.path, calendar.path])
        #expect(report.messages == 3 && report.events == 1)
        #expect(try temp.vault.people().contains { $0.name == "Quokka Zanzibar" })

        let files = try FileManager.default.contentsOfDirectory(at: temp.folder, includingPropertiesForKeys: nil)
        for file in files {
            let bytes = try Data(contentsOf: file)
            for secret in ["marmalade", "Marmalade", "Quokka", "quokka", "Zanzibar", "zanzibar", "Xylophone", "xylophone", "7700900417",
                           "7700 900417", "zorblax", "secret-domain", "blueprint"] {
                #expect(bytes.range(of: Data(secret.utf8)) == nil, "'\(secret)' found in \(file.lastPathComponent)")
            }
        }
    }

    @Test("mail invitations become events linked to their message; chats are searched, shown and deleted like mail")
    func invitationsSearchAndDeletion() async throws {
        let temp = try TemporaryVault()
        defer { temp.remove() }
        let mail = try await Self.importer(temp.vault).run(paths: [Self.samples.appendingPathComponent("mail/sample.mbox").path])
        #expect(mail.events == 3)
        let invitations = try temp.vault.events().filter { $0.messageID != nil }
        #expect(invitations.count == 3)
        for event in invitations {
            let message = try temp.vault.message(id: try #require(event.messageID))
            #expect(message.content.platform == .mail)
        }
        _ = try await Self.importer(temp.vault).run(paths: Self.conversationPaths)
        // The calendar carries the same invitations (same UIDs, newer): updated, still linked.
        #expect(try temp.vault.events().filter { $0.messageID != nil }.count == 3)

        let hits = try temp.vault.search("fado").hits
        #expect(hits.contains { $0.message.platform != .mail })
        let chatHit = try #require(hits.first { $0.message.platform != .mail })
        let before = try temp.vault.stats()
        #expect(try temp.vault.deleteMessages(ids: [chatHit.message.id]) == 1)
        #expect(try temp.vault.stats().messages == before.messages - 1)
        #expect(try !temp.vault.search("fado").hits.contains { $0.message.id == chatHit.message.id })
        #expect(try temp.vault.integrityCheck())
    }

    @Test("two processes resolving contacts of one vault at once both finish, and every identity has one person")
    func concurrentResolution() async throws {
        let temp = try TemporaryVault()
        defer { temp.remove() }
        var configuration = ConversationImporter.Configuration(timeZone: Self.seattle, defaultRegion: "US")
        configuration.resolveContacts = false
        _ = try await ConversationImporter(vault: temp.vault, configuration: configuration)
            .run(paths: [Self.samples.appendingPathComponent("mail/sample.mbox").path] + Self.conversationPaths)
        let other = try temp.reopen()  // a second connection pool, as a second process has
        async let first = Task.detached { try ContactResolver(vault: temp.vault).resolve() }.value
        async let second = Task.detached { try ContactResolver(vault: other).resolve() }.value
        let reports = try await [first, second]
        #expect(reports.map(\.merged).reduce(0, +) >= 10)
        let identities = try temp.vault.identities()
        #expect(identities.allSatisfy { $0.personID != nil })
        let people = Set(try temp.vault.people().map(\.id))
        #expect(identities.allSatisfy { people.contains($0.personID ?? -1) })
    }

    static func date(_ day: String) -> Date {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withFullDate]
        formatter.timeZone = seattle
        return formatter.date(from: day)!  // safe: constant dates in this file
    }
}
