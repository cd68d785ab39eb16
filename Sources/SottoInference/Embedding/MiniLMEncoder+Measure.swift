import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension MiniLMEncoder {
    /// What ``measure(texts:shortText:)`` found.
    public struct Measurement: Sendable, Codable {
        /// How many texts were embedded one by one.
        public var texts: Int
        /// Model tokens over all texts (after truncation, `[CLS]`/`[SEP]` included).
        public var tokens: Int
        /// Wall-clock seconds for all texts, batch 1, tokenization included.
        public var seconds: Double
        /// Milliseconds for the short text (best of several runs).
        public var shortTextMilliseconds: Double
        /// The process's peak resident memory in bytes after the run.
        public var peakResidentBytes: UInt64
    }

    /// Embeds `texts` one by one (after one warm-up text) and `shortText` several times,
    /// timing both; for a benchmark command, not for tests.
    public func measure(texts: [String], shortText: String) -> Measurement {
        _ = embedSynchronously(shortText)
        let tokens = texts.reduce(0) { $0 + tokenizer.encode($1, maxTokens: configuration.maxTokens).count }
        let clock = ContinuousClock()
        let start = clock.now
        for text in texts { _ = embedSynchronously(text) }
        let total = clock.now - start
        var best = Duration.seconds(1_000)
        for _ in 0..<20 {
            let shortStart = clock.now
            _ = embedSynchronously(shortText)
            best = min(best, clock.now - shortStart)
        }
        return Measurement(
            texts: texts.count, tokens: tokens, seconds: Self.seconds(total),
            shortTextMilliseconds: Self.seconds(best) * 1000, peakResidentBytes: Self.peakResidentBytes())
    }

    private static func seconds(_ duration: Duration) -> Double {
        let parts = duration.components
        return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
    }

    /// Peak resident set size of this process (getrusage reports KiB on Linux, bytes on Darwin).
    static func peakResidentBytes() -> UInt64 {
        var usage = rusage()
        #if os(Linux)
        guard getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage) == 0 else { return 0 }
        return UInt64(max(usage.ru_maxrss, 0)) * 1024
        #else
        guard getrusage(RUSAGE_SELF, &usage) == 0 else { return 0 }
        return UInt64(max(usage.ru_maxrss, 0))
        #endif
    }
}
