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
    /// New messages stored, from every platform (mail, WhatsApp, iMessage).
    public var messages = 0
    /// New messages stored, by platform.
    public var platforms: [String: Int] = [:]
    /// New calendar events stored (from `.ics` files and from invitations in mail).
    public var events = 0
    /// Stored events replaced by a newer version.
    public var eventsUpdated = 0
    /// Events already stored (the same or an older version).
    public var eventsDuplicate = 0
    /// What contact resolution did after the import.
    public var contacts: ContactResolver.Report?
    /// Things worth knowing about the import that are not errors: a WhatsApp export's date
    /// order and how it was decided, lines before the first message, undecodable rich text.
    public var notes: [String] = []
    /// Ids of the new mail whose bytes name a calendar part: the invitations to read (not in the JSON report).
    public var newMailWithCalendarParts: [Int64] = []

    private enum CodingKeys: String, CodingKey {
        case seen, stored, duplicates, quarantined, skipped, unreadable, bytes, seconds, skippedFiles, failures
        case quarantineReasons, messages, platforms, events, eventsUpdated, eventsDuplicate, contacts, notes
    }

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
