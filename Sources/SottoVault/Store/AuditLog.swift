import Foundation
import GRDB

/// The append-only record of what was done to the vault: operations and counts, never
/// content. Triggers in the schema reject updates and deletes.
public enum AuditLog {
    /// An operation worth recording.
    public enum Operation: String, Sendable {
        case created, imported, passphraseChanged = "passphrase-changed", recategorized, markedNotSpam = "marked-not-spam", deleted
        case eventsImported = "events-imported", eventsDeleted = "events-deleted"
        case ownerAddressesSet = "owner-addresses-set"
        case contactsMerged = "contacts-merged", contactsSplit = "contacts-split", contactChangeUndone = "contact-change-undone"
    }

    /// One entry of the log.
    public struct Entry: Sendable, Codable, Hashable {
        public var at: Date
        public var operation: String
        public var details: String
    }

    static func append(_ operation: Operation, details: [String: Int], in db: Database) throws {
        let data = try JSONSerialization.data(withJSONObject: details, options: [.sortedKeys])
        try db.execute(
            sql: "INSERT INTO audit_log(at, operation, details) VALUES (?, ?, ?)",
            arguments: [Date().timeIntervalSince1970, operation.rawValue, String(decoding: data, as: UTF8.self)]
        )
    }
}

extension Vault {
    /// Records an operation in the audit log (counts only, never content).
    public func audit(_ operation: AuditLog.Operation, details: [String: Int]) throws {
        try database.write { db in try AuditLog.append(operation, details: details, in: db) }
    }

    /// The audit log, newest last.
    public func auditLog() throws -> [AuditLog.Entry] {
        try database.read { db in
            try Row.fetchAll(db, sql: "SELECT at, operation, details FROM audit_log ORDER BY id").map {
                AuditLog.Entry(at: Date(timeIntervalSince1970: $0["at"]), operation: $0["operation"], details: $0["details"])
            }
        }
    }
}
