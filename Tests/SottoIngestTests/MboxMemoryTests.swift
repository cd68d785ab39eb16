import Foundation
import Testing
import SottoIngest

/// Streams a generated mbox of about 140 MB and checks that the process's peak memory grows
/// by a small fraction of that: memory is bounded by the message, not the file.
@Suite("Mbox memory bound")
struct MboxMemoryTests {
    private static let blockMessages = 100
    private static let blocks = 160
    /// A reader that holds one message and one chunk needs a few MB; the file is ~140 MB.
    private static let allowedGrowth = 40_000_000

    @Test(
        "a 140 MB mbox streams with peak memory growth far below the file size",
        .enabled(if: PeakMemory.isMeasurable, "needs /proc/self/status (Linux)")
    )
    func boundedMemory() async throws {
        let folder = try SourceTempFolder()
        defer { folder.remove() }
        let path = folder.path + "/big.mbox"
        let fileSize = try Self.writeBigMbox(at: path)
        #expect(fileSize > 130_000_000)

        // Other suites run in parallel and may allocate while this one measures, so a
        // high reading is retried; a reader that really holds the file fails every attempt.
        var smallestGrowth = Int.max
        for _ in 0..<3 where smallestGrowth >= Self.allowedGrowth {
            PeakMemory.reset()
            let baseline = PeakMemory.peak()
            var messages = 0
            var bytes = 0
            for try await item in try MboxReader(path: path) {
                if let raw = item.message {
                    messages += 1
                    bytes += raw.bytes.count
                }
            }
            #expect(messages == Self.blockMessages * Self.blocks)
            #expect(bytes > 120_000_000)
            smallestGrowth = min(smallestGrowth, PeakMemory.peak() - baseline)
        }
        #expect(
            smallestGrowth < Self.allowedGrowth,
            "peak memory grew by \(smallestGrowth / 1_000_000) MB for a \(fileSize / 1_000_000) MB file")
    }

    /// Writes the same block of 100 messages (about 1 MB) 160 times; returns the file size.
    private static func writeBigMbox(at path: String) throws -> Int {
        let body = (0..<120).map { "Line \($0) of a body that is long enough to look like real text, roughly." }
            .joined(separator: "\n")
        let block = Array(SourceFixtures.mboxrd((0..<blockMessages).map { SourceFixtures.message($0, body: body) }).utf8)
        guard FileManager.default.createFile(atPath: path, contents: nil),
            let handle = FileHandle(forWritingAtPath: path)
        else { throw CocoaError(.fileWriteUnknown) }
        defer { try? handle.close() }
        let data = Data(block)
        for _ in 0..<blocks {
            try handle.write(contentsOf: data)
        }
        return block.count * blocks
    }
}

/// The process's resident memory, from `/proc/self/status`.
enum PeakMemory {
    static var isMeasurable: Bool { FileManager.default.fileExists(atPath: "/proc/self/status") }

    /// Resets the peak (VmHWM) to the current resident size, where the kernel allows it;
    /// where it does not, the peak stays and only growth beyond it is measured.
    static func reset() {
        try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)
    }

    /// Current resident bytes (VmRSS).
    static func current() -> Int { field("VmRSS:") }

    /// Peak resident bytes since start or the last reset (VmHWM).
    static func peak() -> Int { field("VmHWM:") }

    private static func field(_ name: String) -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix(name) })
        else { return 0 }
        let kilobytes = line.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
        return kilobytes * 1024
    }
}
