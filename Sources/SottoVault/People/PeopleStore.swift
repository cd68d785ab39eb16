import Foundation
import GRDB
import SottoCore

extension Vault {
    /// Every identity, with its person (nil when not yet resolved), by id.
    public func identities() throws -> [StoredIdentity] {
        try database.read { db in
            try Row.fetchAll(db, sql: "SELECT id, kind, envelope, person_id, message_count, last_seen FROM contacts ORDER BY id")
                .map { try storedIdentity(from: $0) }
        }
    }

    /// Every person with their identities, most active first.
    public func people() throws -> [Person] {
        try database.read { db in try loadPeople(in: db, where: nil) }
            .sorted { ($0.messageCount, -$0.id) > ($1.messageCount, -$1.id) }
    }

    /// One person with their identities.
    public func person(id: Int64) throws -> Person {
        guard let person = try database.read({ db in try loadPeople(in: db, where: id) }).first else {
            throw VaultError(.noSuchRecord, "no contact with id \(id) (see `sotto contacts list`)")
        }
        return person
    }

    /// The person an identity belongs to, by the identity's key (an address, a number, …).
    public func personID(for identity: Identity) throws -> Int64? {
        try database.read { db in
            try Int64.fetchOne(db, sql: "SELECT person_id FROM contacts WHERE address_key = ?",
                               arguments: [lookup.fingerprint(identity.key)])
        }
    }

    /// The people each message's sender and recipients belong to, for matching by participants.
    public func peopleByMessage(ids: [Int64]) throws -> [Int64: Set<Int64>] {
        guard !ids.isEmpty else { return [:] }
        return try database.read { db in
            var result: [Int64: Set<Int64>] = [:]
            let statement = try db.cachedStatement(sql: """
                SELECT mc.message_id, c.person_id FROM message_contacts mc JOIN contacts c ON c.id = mc.contact_id
                WHERE mc.message_id = ? AND c.person_id IS NOT NULL
                """)
            for id in ids {
                for row in try Row.fetchAll(statement, arguments: [id]) {
                    result[row[0], default: []].insert(row[1])
                }
            }
            return result
        }
    }

    /// Gives each identity without a person a person of its own, named after it; returns
    /// the new people's ids.
    @discardableResult
    public func createPeopleForUnassignedIdentities() throws -> [Int64] {
        try database.write { db in
            let rows = try Row.fetchAll(db, sql: "SELECT id, kind, envelope, person_id, message_count, last_seen FROM contacts WHERE person_id IS NULL ORDER BY id")
            var created: [Int64] = []
            for row in rows {
                let identity = try storedIdentity(from: row)
                try db.execute(sql: "INSERT INTO people(envelope, created_at) VALUES (?, ?)", arguments: [
                    try cipher.seal(Array(identity.identity.label.utf8), context: .person), Date().timeIntervalSince1970,
                ])
                let person = db.lastInsertedRowID
                try db.execute(sql: "UPDATE contacts SET person_id = ? WHERE id = ?", arguments: [person, identity.id])
                created.append(person)
            }
            return created
        }
    }

    /// Merges people into `target`: every identity of the others moves to it, the emptied people
    /// are removed, and the change is recorded so it can be undone. Returns the change id.
    @discardableResult
    public func mergePeople(_ others: [Int64], into target: Int64, kind: ContactChange.Kind = .merge, name: String? = nil) throws -> Int64 {
        try database.write { db in
            try requirePerson(target, in: db)
            var moves: [ContactChange.Move] = []
            var removed: [ContactChange.RemovedPerson] = []
            for other in Set(others) where other != target {
                try requirePerson(other, in: db)
                for identity in try Int64.fetchAll(db, sql: "SELECT id FROM contacts WHERE person_id = ?", arguments: [other]) {
                    moves.append(.init(identityID: identity, from: other, to: target))
                }
                removed.append(.init(id: other, name: try personName(other, in: db)))
                try db.execute(sql: "UPDATE contacts SET person_id = ? WHERE person_id = ?", arguments: [target, other])
                try db.execute(sql: "DELETE FROM contact_suggestions WHERE person_a = ?1 OR person_b = ?1", arguments: [other])
                try db.execute(sql: "DELETE FROM people WHERE id = ?", arguments: [other])
            }
            if let name { try renamePerson(target, to: name, in: db) }
            let change = try recordChange(kind: kind, moves: moves, removed: removed, created: [], in: db)
            try AuditLog.append(.contactsMerged, details: ["people": removed.count + 1], in: db)
            return change
        }
    }

    /// Moves identities out of their person into a new one, and remembers that the two are
    /// apart (automatic resolution will not merge them again). Returns the new person's id and the change id.
    public func splitIdentities(_ identityIDs: [Int64]) throws -> (personID: Int64, changeID: Int64) {
        try database.write { db in
            guard !identityIDs.isEmpty else { throw VaultError(.noSuchRecord, "no identity given to split off") }
            var moves: [ContactChange.Move] = []
            var label = ""
            var sources = Set<Int64>()
            for id in identityIDs {
                guard let row = try Row.fetchOne(db, sql: "SELECT id, kind, envelope, person_id, message_count, last_seen FROM contacts WHERE id = ?", arguments: [id]) else {
                    throw VaultError(.noSuchRecord, "no identity with id \(id) (see `sotto contacts show`)")
                }
                let identity = try storedIdentity(from: row)
                if label.isEmpty { label = identity.identity.label }
                if let from = identity.personID { sources.insert(from) }
                moves.append(.init(identityID: id, from: identity.personID, to: 0))
            }
            try db.execute(sql: "INSERT INTO people(envelope, created_at) VALUES (?, ?)",
                           arguments: [try cipher.seal(Array(label.utf8), context: .person), Date().timeIntervalSince1970])
            let person = db.lastInsertedRowID
            moves = moves.map { .init(identityID: $0.identityID, from: $0.from, to: person) }
            for move in moves {
                try db.execute(sql: "UPDATE contacts SET person_id = ? WHERE id = ?", arguments: [person, move.identityID])
            }
            for source in sources { try keepApart(source, person, in: db) }
            let change = try recordChange(kind: .split, moves: moves, removed: [], created: [person], in: db)
            try removeEmptyPeople(in: db)
            try AuditLog.append(.contactsSplit, details: ["identities": identityIDs.count], in: db)
            return (person, change)
        }
    }

    /// Reverses a merge or split: identities go back to the people they came from (removed
    /// people come back under their old ids), and the two sides are kept apart from then on.
    public func undoContactChange(id: Int64) throws {
        try database.write { db in
            guard let row = try Row.fetchOne(db, sql: "SELECT * FROM contact_changes WHERE id = ?", arguments: [id]) else {
                throw VaultError(.noSuchRecord, "no contact change with id \(id) (see `sotto contacts history`)")
            }
            guard row["undone"] as Bool == false else {
                throw VaultError(.alreadyExists, "contact change \(id) was already undone")
            }
            let change = try contactChange(from: row)
            for person in change.removedPeople {
                try db.execute(sql: "INSERT OR IGNORE INTO people(id, envelope, created_at) VALUES (?, ?, ?)", arguments: [
                    person.id, try cipher.seal(Array(person.name.utf8), context: .person), Date().timeIntervalSince1970,
                ])
            }
            for move in change.moves {
                try db.execute(sql: "UPDATE contacts SET person_id = ? WHERE id = ?", arguments: [move.from, move.identityID])
                if let from = move.from { try keepApart(from, move.to, in: db) }
            }
            try removeEmptyPeople(in: db)
            try db.execute(sql: "UPDATE contact_changes SET undone = 1 WHERE id = ?", arguments: [id])
            try AuditLog.append(.contactChangeUndone, details: ["identities": change.moves.count], in: db)
        }
    }

    /// Recorded merges and splits, newest first.
    public func contactChanges() throws -> [ContactChange] {
        try database.read { db in
            try Row.fetchAll(db, sql: "SELECT * FROM contact_changes ORDER BY id DESC").map { try contactChange(from: $0) }
        }
    }

    /// Replaces the open suggestions (those not dismissed) with these; pairs kept apart stay apart.
    public func replaceSuggestions(_ suggestions: [ContactSuggestion]) throws {
        try database.write { db in
            try db.execute(sql: "DELETE FROM contact_suggestions WHERE dismissed = 0")
            // People another process merged away since the suggestions were made are left out.
            for suggestion in suggestions {
                try db.execute(sql: """
                    INSERT OR IGNORE INTO contact_suggestions(person_a, person_b, score)
                    SELECT ?1, ?2, ?3 WHERE EXISTS (SELECT 1 FROM people WHERE id = ?1) AND EXISTS (SELECT 1 FROM people WHERE id = ?2)
                    """, arguments: [suggestion.personA, suggestion.personB, suggestion.score])
            }
        }
    }

    /// Open suggestions, best first.
    public func contactSuggestions() throws -> [ContactSuggestion] {
        try database.read { db in
            try Row.fetchAll(db, sql: "SELECT person_a, person_b, score FROM contact_suggestions WHERE dismissed = 0 ORDER BY score DESC")
                .map { ContactSuggestion(personA: $0[0], personB: $0[1], score: $0[2]) }
        }
    }

    /// Pairs of people the person kept apart (by a split, an undo or a dismissed suggestion).
    public func peopleKeptApart() throws -> Set<[Int64]> {
        try database.read { db in
            Set(try Row.fetchAll(db, sql: "SELECT person_a, person_b FROM contact_suggestions WHERE dismissed = 1")
                .map { [$0[0] as Int64, $0[1] as Int64] })
        }
    }

    /// Dismisses a suggestion: the two stay apart.
    public func dismissSuggestion(_ personA: Int64, _ personB: Int64) throws {
        try database.write { db in try keepApart(personA, personB, in: db) }
    }

    /// Deletes people no identity belongs to any more.
    func removeEmptyPeople(in db: Database) throws {
        try db.execute(sql: "DELETE FROM people WHERE NOT EXISTS (SELECT 1 FROM contacts WHERE person_id = people.id)")
    }

    // MARK: - Rows

    private func keepApart(_ first: Int64, _ second: Int64, in db: Database) throws {
        guard first != second else { return }
        try db.execute(sql: """
            INSERT INTO contact_suggestions(person_a, person_b, score, dismissed) VALUES (?, ?, 0, 1)
            ON CONFLICT(person_a, person_b) DO UPDATE SET dismissed = 1
            """, arguments: [min(first, second), max(first, second)])
    }

    private func requirePerson(_ id: Int64, in db: Database) throws {
        guard try Bool.fetchOne(db, sql: "SELECT 1 FROM people WHERE id = ?", arguments: [id]) == true else {
            throw VaultError(.noSuchRecord, "no contact with id \(id) (see `sotto contacts list`)")
        }
    }

    private func personName(_ id: Int64, in db: Database) throws -> String {
        guard let sealed = try Data.fetchOne(db, sql: "SELECT envelope FROM people WHERE id = ?", arguments: [id]) else { return "" }
        return String(decoding: try cipher.open(sealed, context: .person), as: UTF8.self)
    }

    private func renamePerson(_ id: Int64, to name: String, in db: Database) throws {
        try db.execute(sql: "UPDATE people SET envelope = ? WHERE id = ?",
                       arguments: [try cipher.seal(Array(name.utf8), context: .person), id])
    }

    /// Renames a person (the name shown for them).
    public func renamePerson(_ id: Int64, to name: String) throws {
        try database.write { db in
            try requirePerson(id, in: db)
            try renamePerson(id, to: name, in: db)
        }
    }

    private func recordChange(
        kind: ContactChange.Kind, moves: [ContactChange.Move], removed: [ContactChange.RemovedPerson], created: [Int64], in db: Database
    ) throws -> Int64 {
        let record = ContactChange(id: 0, at: Date(), kind: kind, moves: moves, removedPeople: removed, createdPeople: created, isUndone: false)
        try db.execute(sql: "INSERT INTO contact_changes(at, kind, details) VALUES (?, ?, ?)", arguments: [
            record.at.timeIntervalSince1970, kind.rawValue,
            try cipher.seal(Array(JSONEncoder().encode(record)), context: .contactChange),
        ])
        return db.lastInsertedRowID
    }

    private func contactChange(from row: Row) throws -> ContactChange {
        var change = try JSONDecoder().decode(ContactChange.self, from: try cipher.open(row["details"], context: .contactChange))
        change.id = row["id"]
        change.isUndone = row["undone"]
        return change
    }

    private func storedIdentity(from row: Row) throws -> StoredIdentity {
        StoredIdentity(
            id: row["id"],
            identity: try ContactRecords.identity(kind: row["kind"], envelope: try cipher.open(row["envelope"], context: .contact)),
            personID: row["person_id"], messageCount: row["message_count"],
            lastSeen: (row["last_seen"] as Double?).map(Date.init(timeIntervalSince1970:))
        )
    }

    private func loadPeople(in db: Database, where personID: Int64?) throws -> [Person] {
        let people = try Row.fetchAll(db, sql: "SELECT id, envelope FROM people \(personID == nil ? "" : "WHERE id = ?") ORDER BY id",
                                      arguments: personID.map { [$0] } ?? [])
        let identityRows = try Row.fetchAll(db, sql: """
            SELECT id, kind, envelope, person_id, message_count, last_seen FROM contacts WHERE person_id IS NOT NULL
            \(personID == nil ? "" : "AND person_id = ?") ORDER BY id
            """, arguments: personID.map { [$0] } ?? [])
        var platforms: [Int64: [Platform]] = [:]
        for row in try Row.fetchAll(db, sql: """
            SELECT DISTINCT mc.contact_id, m.platform FROM message_contacts mc JOIN messages m ON m.id = mc.message_id
            """) {
            if let platform = Platform(rawValue: row[1]) { platforms[row[0], default: []].append(platform) }
        }
        var byPerson: [Int64: [StoredIdentity]] = [:]
        for row in identityRows {
            var identity = try storedIdentity(from: row)
            identity.platforms = platforms[identity.id] ?? []
            if let person = identity.personID { byPerson[person, default: []].append(identity) }
        }
        return try people.map { row in
            let id: Int64 = row["id"]
            return Person(id: id, name: String(decoding: try cipher.open(row["envelope"], context: .person), as: UTF8.self),
                          identities: byPerson[id] ?? [])
        }
    }
}
