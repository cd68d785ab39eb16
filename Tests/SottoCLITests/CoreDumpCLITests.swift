import Foundation
import SottoTesting
import Testing

@Suite("The sotto process writes no core dump", .serialized)
struct CoreDumpCLITests {
    @Test("while sotto imports, /proc/PID/limits shows a core file size of 0 and PID is not dumpable")
    func importRunsWithoutCoreDumps() throws {
        #if os(Linux)
        let cli = try CLIRunner()
        defer { cli.remove() }
        #expect(try cli.run("init").status == 0)
        let process = cli.process(["import", TestPaths.sampleMbox.path])
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        var coreLimitZero = false
        var ownedByRoot = false
        while process.isRunning, !(coreLimitZero && ownedByRoot) {
            let limits = (try? String(contentsOfFile: "/proc/\(process.processIdentifier)/limits", encoding: .utf8)) ?? ""
            if let line = limits.split(separator: "\n").first(where: { $0.hasPrefix("Max core file size") }) {
                coreLimitZero = line.split(separator: " ").dropFirst(4).prefix(2) == ["0", "0"]
            }
            // A process that is not dumpable has its /proc entries owned by root.
            let owner = try? FileManager.default.attributesOfItem(atPath: "/proc/\(process.processIdentifier)/limits")[.ownerAccountID] as? Int
            ownedByRoot = getuid() == 0 || owner == 0
            usleep(2_000)
        }
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(coreLimitZero, "the core file size limit was never 0")
        #expect(ownedByRoot, "the process stayed dumpable")
        #endif
    }
}
