import Foundation
import GRDB
import SottoCore

/// A message reduced to what time-window matching needs: no decryption.
public struct MessageTime: Sendable, Hashable {
    public var id: Int64
    public var threadID: Int64
    public var date: Date
    public var platform: Platform
}

extension Vault {
    /// Messages of `platform` dated inside `window`, by date.
    public func messageTimes(platform: Platform, in window: DateInterval) throws -> [MessageTime] {
        try database.read { db in
            try Row.fetchAll(db.cachedStatement(sql: """
                SELECT id, thread_id, date FROM messages WHERE platform = ? AND date >= ? AND date <= ? ORDER BY date, id
                """), arguments: [platform.rawValue, window.start.timeIntervalSince1970, window.end.timeIntervalSince1970])
                .map { MessageTime(id: $0[0], threadID: $0[1], date: Date(timeIntervalSince1970: $0[2]), platform: platform) }
        }
    }

    /// The stored embeddings (chunk vectors concatenated) of these messages; messages without
    /// one are left out.
    public func embeddings(ofMessages ids: [Int64]) throws -> [Int64: [Float]] {
        try database.read { db in
            let statement = try db.cachedStatement(sql: "SELECT vector FROM message_embeddings WHERE message_id = ?")
            var result: [Int64: [Float]] = [:]
            for id in ids {
                if let sealed = try Data.fetchOne(statement, arguments: [id]) {
                    result[id] = Self.floats(of: try cipher.open(sealed, context: .embedding))
                }
            }
            return result
        }
    }

    /// The people who wrote in each thread (a chat's members, as far as its messages show).
    public func peopleByThread(ids: [Int64]) throws -> [Int64: Set<Int64>] {
        guard !ids.isEmpty else { return [:] }
        return try database.read { db in
            let statement = try db.cachedStatement(sql: """
                SELECT DISTINCT c.person_id FROM messages m JOIN message_contacts mc ON mc.message_id = m.id
                JOIN contacts c ON c.id = mc.contact_id WHERE m.thread_id = ? AND c.person_id IS NOT NULL
                """)
            var result: [Int64: Set<Int64>] = [:]
            for id in Set(ids) { result[id] = Set(try Int64.fetchAll(statement, arguments: [id])) }
            return result
        }
    }
}

extension Vault {
    /// Up to `count` messages of the same thread just before this one, oldest first (the
    /// context a short chat line is read in).
    public func messages(before id: Int64, count: Int) throws -> [Message] {
        let ids: [Int64] = try database.read { db in
            guard let row = try Row.fetchOne(db, sql: "SELECT thread_id, date FROM messages WHERE id = ?", arguments: [id]) else {
                throw VaultError(.noSuchRecord, "no message with id \(id)")
            }
            return try Int64.fetchAll(db, sql: """
                SELECT id FROM messages WHERE thread_id = ?1 AND id <> ?3
                  AND (coalesce(date, 0) < coalesce(?2, 0) OR (coalesce(date, 0) = coalesce(?2, 0) AND id < ?3))
                ORDER BY coalesce(date, 0) DESC, id DESC LIMIT ?4
                """, arguments: [row["thread_id"], row["date"], id, count])
        }
        return try ids.reversed().map { try message(id: $0) }
    }
}

extension Vault {
    /// The platform of each of these messages (unknown ids are left out); no decryption.
    public func platforms(ofMessages ids: [Int64]) throws -> [Int64: Platform] {
        try database.read { db in
            let statement = try db.cachedStatement(sql: "SELECT platform FROM messages WHERE id = ?")
            var result: [Int64: Platform] = [:]
            for id in ids {
                if let raw = try String.fetchOne(statement, arguments: [id]), let platform = Platform(rawValue: raw) { result[id] = platform }
            }
            return result
        }
    }
}
