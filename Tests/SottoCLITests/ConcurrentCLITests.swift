import Foundation
import SottoTesting
import Testing

@Suite("Two sotto processes on one vault", .serialized)
struct ConcurrentCLITests {
    @Test("two processes importing, and searches beside them, all succeed on one vault")
    func importAndSearchAtOnce() throws {
        let cli = try CLIRunner()
        defer { cli.remove() }
        #expect(try cli.run("init").status == 0)
        // A second mailbox of other messages: the sample with every Message-ID renamed.
        let folder = cli.vault.deletingLastPathComponent()
        // Latin-1 maps each byte to one character, so the file's bytes survive the round trip.
        let sample = try String(contentsOf: TestPaths.sampleMbox, encoding: .isoLatin1)
        let copy = folder.appendingPathComponent("copy.mbox")
        try sample.replacingOccurrences(of: "Message-ID: <", with: "Message-ID: <copy-", options: .caseInsensitive)
            .write(to: copy, atomically: true, encoding: .isoLatin1)

        let runs = [
            ["import", TestPaths.sampleMbox.path, "--json"],
            ["import", copy.path, "--json"],
            ["search", "lisbon"], ["search", "invoice"], ["list", "--limit", "3"],
        ]
        var outputs: [(arguments: [String], process: Process, stderr: URL)] = []
        for arguments in runs {
            let process = cli.process(arguments)
            let errors = folder.appendingPathComponent("stderr-\(outputs.count)")
            _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
            process.standardOutput = FileHandle.nullDevice
            process.standardError = try FileHandle(forWritingTo: errors)
            outputs.append((arguments, process, errors))
        }
        for output in outputs { try output.process.run() }
        for output in outputs {
            output.process.waitUntilExit()
            let stderr = (try? String(contentsOf: output.stderr, encoding: .utf8)) ?? ""
            #expect(output.process.terminationStatus == 0, "\(output.arguments): \(stderr)")
            #expect(!stderr.contains("locked"), "\(output.arguments): \(stderr)")
        }
        let alone = try CLIRunner()
        defer { alone.remove() }
        #expect(try alone.run("init").status == 0)
        #expect(try alone.run("import", TestPaths.sampleMbox.path).status == 0)
        // One sample message has no Message-ID, so its copy may count as the same message.
        #expect(try messages(cli) >= 2 * messages(alone) - 1, "both imports stored their messages")
        #expect(try cli.run("check").status == 0)
    }

    private func messages(_ cli: CLIRunner) throws -> Int {
        let stats = try cli.run("stats", "--json")
        return (try JSONSerialization.jsonObject(with: Data(stats.stdout.utf8)) as? [String: Any])?["messages"] as? Int ?? -1
    }
}
