import Foundation
import GRDB
import SottoCore
import SottoTesting
import SottoVault
import Testing

@Suite("MessagesDatabase: read-only opening and schema errors")
struct MessagesDatabaseSafetyTests {
    static func snapshot(_ path: String) throws -> (bytes: Data, modified: Date?) {
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        return (try Data(contentsOf: URL(fileURLWithPath: path)), attributes[.modificationDate] as? Date)
    }

    static func folderListing(_ folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    @Test("reading leaves the file's bytes and mtime unchanged and creates no side files", arguments: [false, true])
    func fileUntouched(walHeader: Bool) throws {
        let folder = try TestPaths.temporaryFolder("chatdb")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try MessagesFixture.build(in: folder, walHeader: walHeader)
        let before = try Self.snapshot(path)
        #expect(before.bytes[18] == (walHeader ? 2 : 1), "the header records the journal mode")
        let database = try MessagesDatabase.open(path: path)
        #expect(database.openMode == .immutable)
        #expect(database.clientVersion == ChatDatabaseSchema.clientVersion)
        #expect(try database.messageCount() == 10)
        var count = 0
        try database.forEachMessage { _ in count += 1 }
        #expect(count == 10)
        let after = try Self.snapshot(path)
        #expect(after.bytes == before.bytes)
        #expect(after.modified == before.modified)
        #expect(try Self.folderListing(folder) == ["chat.db"])
    }

    @Test("a copy taken with its -wal log: messages still in the log are read, the files are not changed")
    func readsWriteAheadLog() throws {
        let folder = try TestPaths.temporaryFolder("chatdb")
        defer { try? FileManager.default.removeItem(at: folder) }
        let live = try MessagesFixture.build(in: folder, name: "live.db", walHeader: true)
        let writer = try DatabaseQueue(path: live)
        try writer.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA wal_autocheckpoint = 0") }
        try writer.write { db in
            try db.execute(sql: "INSERT INTO message (guid, text, handle_id, date, is_from_me) VALUES ('LOGGED-1', 'in the log', 0, 1, 0)")
        }
        let copyFolder = folder.appendingPathComponent("copy")
        try FileManager.default.createDirectory(at: copyFolder, withIntermediateDirectories: true)
        let copy = copyFolder.appendingPathComponent("chat.db").path
        try FileManager.default.copyItem(atPath: live, toPath: copy)
        try FileManager.default.copyItem(atPath: live + "-wal", toPath: copy + "-wal")
        try writer.close()
        let before = try Self.snapshot(copy)
        let logBefore = try Self.snapshot(copy + "-wal")
        let database = try MessagesDatabase.open(path: copy)
        #expect(database.openMode == .readOnlyWithLog)
        var guids: [String] = []
        try database.forEachMessage { guids.append($0.guid) }
        #expect(guids.last == "LOGGED-1")
        #expect(try Self.snapshot(copy).bytes == before.bytes)
        #expect(try Self.snapshot(copy + "-wal").bytes == logBefore.bytes)
    }

    @Test("paths with URI-special characters open the right file")
    func specialCharacters() throws {
        let folder = try TestPaths.temporaryFolder("chatdb")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try MessagesFixture.build(in: folder, name: "chat copy #2 ?100%.db")
        #expect(try MessagesDatabase.open(path: path).messageCount() == 10)
        #expect(try Self.folderListing(folder) == ["chat copy #2 ?100%.db"])
    }

    @Test("a missing table is named in the error, with the file")
    func missingTable() throws {
        let folder = try TestPaths.temporaryFolder("chatdb")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("chat.db").path
        let builder = try ChatDatabaseBuilder(path: path)
        try builder.execute("DROP TABLE chat_handle_join")
        try builder.finish()
        do {
            _ = try MessagesDatabase.open(path: path)
            Issue.record("opening succeeded")
        } catch let error as MessagesDatabaseError {
            #expect(error.code == .missingTable)
            #expect(error.description.contains(path))
            #expect(error.description.contains("chat_handle_join"))
            #expect(error.description.contains("_ClientVersion, is \(ChatDatabaseSchema.clientVersion)"))
        }
    }

    @Test("a missing column is named in the error")
    func missingColumn() throws {
        let folder = try TestPaths.temporaryFolder("chatdb")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("chat.db").path
        let builder = try ChatDatabaseBuilder(path: path)
        try builder.execute("DROP INDEX message_idx_is_read")
        try builder.execute("ALTER TABLE message DROP COLUMN is_from_me")
        try builder.finish()
        #expect(throws: MessagesDatabaseError.self) { try MessagesDatabase.open(path: path) }
        do {
            _ = try MessagesDatabase.open(path: path)
        } catch let error as MessagesDatabaseError {
            #expect(error.code == .missingColumn)
            #expect(error.description.contains("`message`") && error.description.contains("`is_from_me`"))
        }
    }

    @Test("older schemas without edit and tapback columns read those as absent")
    func olderSchema() throws {
        let folder = try TestPaths.temporaryFolder("chatdb")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try MessagesFixture.build(in: folder)
        let editor = try DatabaseQueue(path: path)
        try editor.write { db in
            try db.execute(sql: "DROP INDEX message_idx_associated_message")
            for column in ["date_edited", "date_retracted", "message_summary_info", "associated_message_guid",
                           "associated_message_type", "destination_caller_id"] {
                try db.execute(sql: "ALTER TABLE message DROP COLUMN \(column)")
            }
        }
        try editor.close()
        let records = try MessagesFixture.readAll(path)
        #expect(records.count == 10)
        #expect(records.allSatisfy { $0.dateEdited == nil && $0.associatedMessageType == 0 })
    }

    @Test("not found, a folder, and a file that is not a database")
    func notADatabase() throws {
        let folder = try TestPaths.temporaryFolder("chatdb")
        defer { try? FileManager.default.removeItem(at: folder) }
        let missing = folder.appendingPathComponent("absent.db").path
        #expect(throws: MessagesDatabaseError(.notFound, path: missing,
                                              "no file here; give the path of a copy of ~/Library/Messages/chat.db")) {
            try MessagesDatabase.open(path: missing)
        }
        do {
            _ = try MessagesDatabase.open(path: folder.path)
        } catch let error as MessagesDatabaseError {
            #expect(error.code == .cannotOpen)
        }
        let text = folder.appendingPathComponent("notes.db")
        try Data(String(repeating: "not sqlite at all ", count: 100).utf8).write(to: text)
        do {
            _ = try MessagesDatabase.open(path: text.path)
            Issue.record("opening succeeded")
        } catch let error as MessagesDatabaseError {
            #expect(error.code == .notADatabase)
        }
    }

    @Test("an error thrown by the caller stops the walk and comes back unchanged")
    func callerErrors() throws {
        struct Stop: Error, Equatable {}
        let folder = try TestPaths.temporaryFolder("chatdb")
        defer { try? FileManager.default.removeItem(at: folder) }
        let database = try MessagesDatabase.open(path: try MessagesFixture.build(in: folder))
        var seen = 0
        #expect(throws: Stop()) {
            try database.forEachMessage { _ in
                seen += 1
                if seen == 3 { throw Stop() }
            }
        }
        #expect(seen == 3)
    }
}
