import Foundation
import GRDB
import SottoCore

/// A calendar event handed to the vault: the times and flags it is found by, and the event
/// itself as opaque bytes (sealed; the vault does not read calendars).
public struct EventInput: Sendable {
    /// The iCalendar UID.
    public var uid: String
    /// For an override of one occurrence of a recurring event, the occurrence it replaces.
    public var recurrenceID: Date?
    /// The iCalendar SEQUENCE: a lower one than the stored event's is an outdated copy.
    public var sequence: Int
    public var start: Date
    public var end: Date?
    /// When the last occurrence ends; nil when a recurrence never ends.
    public var lastEnd: Date?
    public var isRecurring: Bool
    public var isCancelled: Bool
    /// The message the event arrived in (an invitation), if any.
    public var messageID: Int64?
    /// The event, encoded by the caller; sealed before it is stored.
    public var payload: [UInt8]
    public var provenance: Provenance

    /// Creates an event input.
    public init(
        uid: String, recurrenceID: Date?, sequence: Int, start: Date, end: Date?, lastEnd: Date?, isRecurring: Bool,
        isCancelled: Bool, messageID: Int64? = nil, payload: [UInt8], provenance: Provenance
    ) {
        self.uid = uid
        self.recurrenceID = recurrenceID
        self.sequence = sequence
        self.start = start
        self.end = end
        self.lastEnd = lastEnd
        self.isRecurring = isRecurring
        self.isCancelled = isCancelled
        self.messageID = messageID
        self.payload = payload
        self.provenance = provenance
    }
}

/// What storing one event did.
public enum EventStoreOutcome: Sendable, Hashable {
    /// A new event.
    case stored(eventID: Int64)
    /// A newer version (higher SEQUENCE, or changed content) replaced the stored one.
    case updated(eventID: Int64)
    /// The same event was already stored.
    case duplicate(eventID: Int64)
    /// An older version than the stored one; the stored one stays.
    case outdated(eventID: Int64)
}

/// An event as stored: its clear times and flags, and its decrypted payload.
public struct StoredEvent: Sendable, Hashable {
    public var id: Int64
    public var start: Date
    public var end: Date?
    public var lastEnd: Date?
    public var isRecurring: Bool
    public var isOverride: Bool
    public var isCancelled: Bool
    /// The invitation message it came in, if it still exists.
    public var messageID: Int64?
    /// The caller's encoding of the event.
    public var payload: Data
    public var provenance: Provenance
}

extension Vault {
    /// Stores events in one transaction; a newer copy of a stored event replaces it.
    public func storeEvents(_ events: [EventInput]) throws -> [EventStoreOutcome] {
        let sealed = try events.map { event in
            (event, key: eventKey(uid: event.uid, recurrenceID: event.recurrenceID),
             envelope: try cipher.seal(event.payload, context: .event),
             provenance: try cipher.seal(MessageRecords.provenance(event.provenance), context: .provenance))
        }
        return try database.write { db in
            var outcomes: [EventStoreOutcome] = []
            for (event, key, envelope, provenance) in sealed {
                if let row = try Row.fetchOne(db, sql: "SELECT id, sequence, envelope FROM events WHERE event_key = ?", arguments: [key]) {
                    let id: Int64 = row["id"]
                    if event.sequence < row["sequence"] {
                        outcomes.append(.outdated(eventID: id))
                        continue
                    }
                    if try Array(cipher.open(row["envelope"], context: .event)) == event.payload {
                        outcomes.append(.duplicate(eventID: id))
                        continue
                    }
                    try db.execute(sql: """
                        UPDATE events SET sequence = ?, start = ?, end = ?, last_end = ?, is_recurring = ?, cancelled = ?,
                            message_id = coalesce(?, message_id), envelope = ?, provenance = ? WHERE id = ?
                        """, arguments: [
                            event.sequence, event.start.timeIntervalSince1970, event.end?.timeIntervalSince1970,
                            event.lastEnd?.timeIntervalSince1970, event.isRecurring, event.isCancelled, event.messageID,
                            envelope, provenance, id,
                        ])
                    outcomes.append(.updated(eventID: id))
                    continue
                }
                try db.execute(sql: """
                    INSERT INTO events(event_key, series_key, sequence, start, end, last_end, is_recurring, is_override,
                        cancelled, message_id, imported_at, envelope, provenance) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?)
                    """, arguments: [
                        key, lookup.fingerprint("event-series:" + event.uid), event.sequence, event.start.timeIntervalSince1970,
                        event.end?.timeIntervalSince1970, event.lastEnd?.timeIntervalSince1970, event.isRecurring,
                        event.recurrenceID != nil, event.isCancelled, event.messageID, Date().timeIntervalSince1970,
                        envelope, provenance,
                    ])
                outcomes.append(.stored(eventID: db.lastInsertedRowID))
            }
            let stored = outcomes.filter { if case .stored = $0 { true } else { false } }.count
            let updated = outcomes.filter { if case .updated = $0 { true } else { false } }.count
            if stored + updated > 0 {
                try AuditLog.append(.eventsImported, details: ["stored": stored, "updated": updated], in: db)
            }
            return outcomes
        }
    }

    /// Events that may have an occurrence inside `window` (all of them when nil), by start.
    /// Recurring events are returned once, as stored; expanding them is the caller's work.
    public func events(overlapping window: DateInterval? = nil) throws -> [StoredEvent] {
        try database.read { db in
            let rows: [Row]
            if let window {
                rows = try Row.fetchAll(db, sql: """
                    SELECT * FROM events WHERE start <= ?1 AND coalesce(last_end, end, start) >= ?2
                        OR (is_recurring = 1 AND last_end IS NULL AND start <= ?1)
                    ORDER BY start, id
                    """, arguments: [window.end.timeIntervalSince1970, window.start.timeIntervalSince1970])
            } else {
                rows = try Row.fetchAll(db, sql: "SELECT * FROM events ORDER BY start, id")
            }
            return try rows.map(storedEvent(from:))
        }
    }

    /// One event by id.
    public func event(id: Int64) throws -> StoredEvent {
        try database.read { db in
            guard let row = try Row.fetchOne(db, sql: "SELECT * FROM events WHERE id = ?", arguments: [id]) else {
                throw VaultError(.noSuchRecord, "no event with id \(id) (see `sotto events`)")
            }
            return try storedEvent(from: row)
        }
    }

    /// The event with this id and every stored event of the same series (a recurring event and
    /// its overrides), by start.
    public func eventSeries(containing id: Int64) throws -> [StoredEvent] {
        try database.read { db in
            guard try Bool.fetchOne(db, sql: "SELECT 1 FROM events WHERE id = ?", arguments: [id]) == true else {
                throw VaultError(.noSuchRecord, "no event with id \(id) (see `sotto events`)")
            }
            return try Row.fetchAll(db, sql: """
                SELECT * FROM events WHERE series_key = (SELECT series_key FROM events WHERE id = ?) ORDER BY is_override, start
                """, arguments: [id]).map(storedEvent(from:))
        }
    }

    /// Deletes events (and nothing else); returns how many there were.
    @discardableResult
    public func deleteEvents(ids: [Int64]) throws -> Int {
        try database.write { db in
            var deleted = 0
            for id in Set(ids) {
                try db.execute(sql: "DELETE FROM events WHERE id = ?", arguments: [id])
                deleted += db.changesCount
            }
            if deleted > 0 { try AuditLog.append(.eventsDeleted, details: ["events": deleted], in: db) }
            return deleted
        }
    }

    /// How many events are stored.
    public func eventCount() throws -> Int {
        try database.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM events") ?? 0 }
    }

    private func eventKey(uid: String, recurrenceID: Date?) -> Data {
        lookup.fingerprint("event:\(uid)\u{0}\(recurrenceID.map { String(Int64($0.timeIntervalSince1970)) } ?? "-")")
    }

    private func storedEvent(from row: Row) throws -> StoredEvent {
        StoredEvent(
            id: row["id"], start: Date(timeIntervalSince1970: row["start"]),
            end: (row["end"] as Double?).map(Date.init(timeIntervalSince1970:)),
            lastEnd: (row["last_end"] as Double?).map(Date.init(timeIntervalSince1970:)),
            isRecurring: row["is_recurring"], isOverride: row["is_override"], isCancelled: row["cancelled"],
            messageID: row["message_id"], payload: try cipher.open(row["envelope"], context: .event),
            provenance: try MessageRecords.readProvenance(try cipher.open(row["provenance"], context: .provenance))
        )
    }
}
