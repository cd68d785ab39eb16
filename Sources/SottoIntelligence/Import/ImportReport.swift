import Foundation
import SottoCore

/// What an import did. Every item found is accounted for:
/// `seen == stored + duplicates + quarantined + skipped + unreadable`.
public struct ImportReport: Sendable, Codable, Hashable {
    /// A file or message that was not stored, and why (never its content).
    public struct Entry: Sendable, Codable, Hashable {
        public var source: String
        public var reason: String
    }

    public var seen = 0
    public var stored = 0
    public var duplicates = 0
    /// Messages that could not be parsed; their bytes are kept in the vault's quarantine.
    public var quarantined = 0
    /// Files that are not mail (e.g. README.md, labels.csv), listed in `skippedFiles`.
    public var skipped = 0
    /// Files that could not be read at all, listed in `failures`.
    public var unreadable = 0
    public var bytes: Int64 = 0
    public var seconds: Double = 0
    public var skippedFiles: [Entry] = []
    public var failures: [Entry] = []
    public var quarantineReasons: [String: Int] = [:]

    /// True when the counts add up: nothing was silently dropped.
    public var isBalanced: Bool { seen == stored + duplicates + quarantined + skipped + unreadable }

    public var messagesPerSecond: Double { seconds > 0 ? Double(stored + duplicates + quarantined) / seconds : 0 }
}

/// Progress of a running import, reported after every batch.
public struct ImportProgress: Sendable {
    public var fractionCompleted: Double
    public var bytesProcessed: Int64
    public var totalBytes: Int64
    public var report: ImportReport
}
