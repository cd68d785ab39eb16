import Foundation
import SottoTesting
import Testing

@Suite("sotto import, events, related and contacts for chats and calendars", .serialized)
struct ConversationsCLITests {
    static let samples = TestPaths.packageRoot.appendingPathComponent("Samples")

    static func json(_ text: String) -> Any? {
        try? JSONSerialization.jsonObject(with: Data(text.utf8))
    }

    @Test("import --json counts messages and events; events, related and contacts answer in JSON and text")
    func endToEnd() throws {
        let cli = try CLIRunner()
        defer { cli.remove() }
        let zone = ["TZ": "America/Los_Angeles"]
        #expect(try cli.run("init").status == 0)
        let imported = try cli.run([
            "import", "--json", "--region", "US", Self.samples.appendingPathComponent("mail/sample.mbox").path,
            Self.samples.appendingPathComponent("chats/whatsapp").path, Self.samples.appendingPathComponent("chats/imessage/chat.db").path,
            Self.samples.appendingPathComponent("calendar/maya.ics").path,
        ], environment: zone)
        #expect(imported.status == 0, "\(imported.stderr)")
        let report = Self.json(imported.stdout) as? [String: Any] ?? [:]
        #expect(report["messages"] as? Int == 413)
        #expect(report["events"] as? Int == 27)

        let whatsapp = try cli.run(["list", "--platform", "whatsapp", "--limit", "500"], environment: zone)
        #expect(whatsapp.stdout.split(separator: "\n").count == 127)
        #expect(whatsapp.stdout.contains("[WhatsApp · Lena Fischer]"))

        let events = try cli.run(["events", "--json", "--now", "2026-10-05", "--upcoming"], environment: zone)
        let occurrences = Self.json(events.stdout) as? [[String: Any]] ?? []
        let wedding = try #require(occurrences.first { ($0["title"] as? String)?.contains("wedding") == true })
        let id = try #require(wedding["id"] as? Int)

        let related = try cli.run(["related", String(id), "--json", "--now", "2026-10-05"], environment: zone)
        #expect(related.status == 0, "\(related.stderr)")
        let answer = Self.json(related.stdout) as? [String: Any] ?? [:]
        let messages = answer["messages"] as? [[String: Any]] ?? []
        #expect(!messages.isEmpty && messages.count <= 10)
        #expect(messages.allSatisfy { ($0["explanation"] as? String)?.contains("semantic") == true })
        let explained = try cli.run(["related", String(id), "--explain", "--now", "2026-10-05"], environment: zone)
        #expect(explained.stdout.contains("× 0.6"))
        let timeWeighted = try cli.run(["related", String(id), "--json", "--now", "2026-10-05", "--weights", "0,1,0",
                                        "--window", "mail:-1:1"], environment: zone)
        let reweighted = (Self.json(timeWeighted.stdout) as? [String: Any])?["messages"] as? [[String: Any]] ?? []
        #expect(!reweighted.isEmpty)
        for entry in reweighted {
            let match = entry["match"] as? [String: Any] ?? [:]
            #expect((match["score"] as? Double) == (match["temporal"] as? Double))
            if match["platform"] as? String == "mail" { #expect(abs(match["daysApart"] as? Double ?? 99) <= 1.0001) }
        }
        #expect(try cli.run(["related", String(id), "--weights", "1,2"], environment: zone).status == 64)

        let contacts = Self.json(try cli.run("contacts", "list", "--json").stdout) as? [[String: Any]] ?? []
        let lena = try #require(contacts.first { ($0["name"] as? String) == "Lena Fischer" })
        #expect((lena["identities"] as? [[String: Any]])?.count ?? 0 >= 2)
        let suggestions = try cli.run("contacts", "suggestions")
        #expect(suggestions.stdout.contains("Lena"))
    }

    @Test("a truncated zip, an unknown chat file and a broken calendar exit 65 naming the file")
    func badFiles() throws {
        let cli = try CLIRunner()
        defer { cli.remove() }
        #expect(try cli.run("init").status == 0)
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let zip = try Data(contentsOf: Self.samples.appendingPathComponent("chats/whatsapp/WhatsApp Chat - Lindqvist Cousins.zip"))
        try zip.prefix(zip.count / 3).write(to: folder.appendingPathComponent("cut.zip"))
        try "just some notes\nnothing else\n".write(to: folder.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
        try "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nbroken\r\n".write(to: folder.appendingPathComponent("broken.ics"), atomically: true, encoding: .utf8)
        try Data().write(to: folder.appendingPathComponent("empty.ics"))
        for name in ["cut.zip", "notes.txt", "broken.ics", "empty.ics"] {
            let result = try cli.run("import", folder.appendingPathComponent(name).path)
            #expect(result.status == 65, "\(name): \(result.stderr)")
            #expect(result.stderr.contains(name))
        }
        let stats = Self.json(try cli.run("stats", "--json").stdout) as? [String: Any]
        #expect(stats?["messages"] as? Int == 0)
    }
}
