import Foundation
import SottoTesting
import Testing

@Suite("The sotto command line", .serialized)
struct CLITests {
    @Test("init, import, list, show, search and stats work end to end, with JSON")
    func tour() throws {
        let cli = try CLIRunner()
        defer { cli.remove() }
        #expect(try cli.run("init").status == 0)
        let imported = try cli.run("import", TestPaths.sampleMbox.path, "--json")
        #expect(imported.status == 0, "\(imported.stderr)")
        let report = try JSONSerialization.jsonObject(with: Data(imported.stdout.utf8)) as? [String: Any]
        let stored = report?["stored"] as? Int ?? 0
        #expect(stored >= 180)
        #expect(imported.stderr.isEmpty, "no progress bar when stderr is not a terminal")

        let listed = try cli.run("list", "--json", "--limit", "5")
        let messages = try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]] ?? []
        #expect(messages.count == 5)
        #expect(messages.allSatisfy { $0["provenance"] != nil }, "every JSON result carries its provenance")

        let threads = try cli.run("list", "--thread", "--json")
        #expect(threads.status == 0)

        let search = try cli.run("search", "lisbon", "--json")
        let hits = (try JSONSerialization.jsonObject(with: Data(search.stdout.utf8)) as? [String: Any])?["hits"] as? [[String: Any]] ?? []
        #expect(!hits.isEmpty)
        let id = (hits.first?["message"] as? [String: Any])?["id"] as? Int ?? -1
        let shown = try cli.run("show", String(id))
        #expect(shown.status == 0)
        #expect(shown.stdout.contains("Source:"))
        #expect(shown.stdout.lowercased().contains("lisbon"))

        let stats = try cli.run("stats", "--json")
        let counts = try JSONSerialization.jsonObject(with: Data(stats.stdout.utf8)) as? [String: Any]
        #expect(counts?["messages"] as? Int == stored)
    }

    @Test("delete removes a message for good, and only with --yes")
    func delete() throws {
        let cli = try CLIRunner()
        defer { cli.remove() }
        #expect(try cli.run("init").status == 0)
        #expect(try cli.run("import", TestPaths.sampleMbox.path).status == 0)
        let before = try messageCount(cli)
        let listed = try cli.run("list", "--json", "--limit", "2")
        let ids = (try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]] ?? []).compactMap { $0["id"] as? Int }
        try #require(ids.count == 2)

        let refused = try cli.run("delete", String(ids[1]))
        #expect(refused.status == 64, "no --yes, and stdin is not a terminal")
        #expect(refused.stdout.contains("Would delete:"))
        #expect(refused.stderr.contains("--yes"))
        #expect(try cli.run("show", String(ids[1])).status == 0, "nothing was deleted")

        let deleted = try cli.run("delete", String(ids[0]), "--yes")
        #expect(deleted.status == 0, "\(deleted.stderr)")
        #expect(deleted.stdout.contains("Deleted 1 message"))
        #expect(try cli.run("show", String(ids[0])).status == 66)
        #expect(try messageCount(cli) == before - 1)
        #expect(try cli.run("delete", String(ids[0]), "--yes").status == 66, "already gone")
        #expect(try cli.run("check").status == 0)
    }

    private func messageCount(_ cli: CLIRunner) throws -> Int {
        let stats = try cli.run("stats", "--json")
        return (try JSONSerialization.jsonObject(with: Data(stats.stdout.utf8)) as? [String: Any])?["messages"] as? Int ?? -1
    }

    @Test("a wrong passphrase exits 77 with a clear message; a missing vault exits 66")
    func exitCodes() throws {
        var cli = try CLIRunner()
        defer { cli.remove() }
        #expect(try cli.run("stats").status == 66)
        #expect(try cli.run("init").status == 0)
        cli.passphrase = "wrong"
        let result = try cli.run("stats")
        #expect(result.status == 77)
        #expect(result.stderr.contains("passphrase"))
        #expect(try cli.run("show", "99999").status == 77)
    }

    @Test("passphrase change re-keys the vault")
    func passphraseChange() throws {
        var cli = try CLIRunner()
        defer { cli.remove() }
        #expect(try cli.run("init").status == 0)
        #expect(try cli.run(["passphrase", "change"], environment: ["SOTTO_NEW_PASSPHRASE": "the new one"]).status == 0)
        #expect(try cli.run("stats").status == 77)
        cli.passphrase = "the new one"
        #expect(try cli.run("stats").status == 0)
    }

    @Test("killing an import leaves a sound vault, and re-running finishes without duplicates")
    func killDuringImport() throws {
        let cli = try CLIRunner()
        defer { cli.remove() }
        #expect(try cli.run("init").status == 0)
        // A mailbox of 24 batches, so there is plenty left to import when it is killed.
        let mbox = cli.vault.deletingLastPathComponent().appendingPathComponent("big.mbox")
        let generate = try cli.run("bench", "generate", "--messages", "6000", "--output", mbox.path)
        #expect(generate.status == 0, "\(generate.stderr)")

        // Progress lines come after each batch; the first that counts stored messages follows
        // a commit with most of the mailbox still to go. Killed without warning right then.
        let process = cli.process(["import", mbox.path], environment: ["SOTTO_PROGRESS": "lines"])
        let progress = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = progress
        try process.run()
        var output = ""
        while !Self.reportsStoredMessages(output) {
            let data = progress.fileHandleForReading.availableData
            if data.isEmpty { break }  // the import ended on its own
            output += String(decoding: data, as: UTF8.self)
        }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal, "the import was killed mid-way: \(output)")

        let partial = try cli.run("stats", "--json")
        #expect(partial.status == 0, "the vault opens after the kill")
        let partialCount = (try JSONSerialization.jsonObject(with: Data(partial.stdout.utf8)) as? [String: Any])?["messages"] as? Int ?? -1
        #expect(partialCount > 0 && partialCount < 6000)

        let resumed = try cli.run("import", mbox.path, "--json")
        let report = try JSONSerialization.jsonObject(with: Data(resumed.stdout.utf8)) as? [String: Any]
        #expect(report?["duplicates"] as? Int == partialCount)
        #expect(report?["stored"] as? Int == 6000 - partialCount)
        let final = try cli.run("stats", "--json")
        #expect((try JSONSerialization.jsonObject(with: Data(final.stdout.utf8)) as? [String: Any])?["messages"] as? Int == 6000)
        #expect(try cli.run("check").status == 0, "integrity check passes")
    }

    /// Whether `progress` (lines like `Importing  8%  512 seen, 256 new`) shows a stored message.
    static func reportsStoredMessages(_ progress: String) -> Bool {
        progress.split(separator: "\n").contains { line in
            guard let counts = line.split(separator: ",").last?.split(separator: " ").first else { return false }
            return line.hasSuffix(" new") && (Int(counts) ?? 0) > 0
        }
    }
}
