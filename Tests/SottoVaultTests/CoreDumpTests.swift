import Foundation
import SottoVault
import Testing

@Suite("No core dumps while keys are in memory")
struct CoreDumpTests {
    @Test("after CoreDumps.disable the core limit is 0 in /proc/self/limits and the process is not dumpable")
    func disableTurnsCoreDumpsOff() throws {
        #expect(CoreDumps.disable())
        #expect(!CoreDumps.areEnabled)
        #if os(Linux)
        let limits = try String(contentsOfFile: "/proc/self/limits", encoding: .utf8)
        let line = try #require(limits.split(separator: "\n").first { $0.hasPrefix("Max core file size") })
        #expect(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst(4).prefix(2) == ["0", "0"], "\(line)")
        #endif
    }
}
