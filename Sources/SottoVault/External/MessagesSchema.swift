import Foundation
import GRDB

/// What the reader found in a Messages database's schema: the tables and columns it needs are
/// checked once at open; optional columns (added in later macOS releases) are read as NULL
/// when absent, so databases from macOS 10.8 on can be read.
struct MessagesSchema: Sendable {
    /// Columns the reader cannot do without, per table.
    static let required: [(table: String, columns: [String])] = [
        ("message", ["guid", "text", "handle_id", "date", "is_from_me"]),
        ("handle", ["id"]),
        ("chat", ["guid"]),
        ("chat_message_join", ["chat_id", "message_id"]),
        ("chat_handle_join", ["chat_id", "handle_id"]),
        ("attachment", ["filename", "mime_type"]),
        ("message_attachment_join", ["message_id", "attachment_id"]),
    ]

    /// Columns read when present (macOS release that added them in the comment). Their tables
    /// are all in `required`, whose columns are all recorded in `columns`.
    static let optional: [(table: String, column: String)] = [
        ("message", "attributedBody"),           // 10.8
        ("message", "service"),                  // 10.8
        ("message", "associated_message_guid"),  // 10.12
        ("message", "associated_message_type"),  // 10.12
        ("message", "destination_caller_id"),    // 10.13
        ("message", "message_summary_info"),     // 10.13
        ("message", "date_edited"),              // 13
        ("message", "date_retracted"),           // 13
        ("chat", "display_name"),                // 10.8
        ("attachment", "transfer_name"),         // 10.9
        ("attachment", "total_bytes"),           // 10.9
    ]

    /// `table.column` names (lowercased) present in the file.
    let columns: Set<String>
    /// `_SqliteDatabaseProperties._ClientVersion`, the Messages schema version, when recorded.
    let clientVersion: Int?

    /// Reads and checks the schema; throws naming the first missing table or column.
    init(_ db: Database, path: String) throws {
        var present = Set<String>()
        let version = try Self.readClientVersion(db)
        let versionNote = version.map { " (its schema version, _ClientVersion, is \($0))" } ?? ""
        for (table, needed) in Self.required {
            guard try db.tableExists(table) else {
                throw MessagesDatabaseError(
                    .missingTable, path: path,
                    "the table `\(table)` is missing\(versionNote), so this is not a macOS Messages database (chat.db) "
                        + "this reader understands; choose the chat.db copied from ~/Library/Messages")
            }
            let names = try db.columns(in: table).map { $0.name.lowercased() }
            for name in names { present.insert("\(table).\(name)") }
            for column in needed where !names.contains(column.lowercased()) {
                throw MessagesDatabaseError(
                    .missingColumn, path: path,
                    "the table `\(table)` has no column `\(column)`\(versionNote); this chat.db comes from a Messages "
                        + "release the reader does not support (it needs macOS 10.8 or later)")
            }
        }
        columns = present
        clientVersion = version
    }

    /// `m.column` when the message table has it, else `NULL`.
    func messageColumn(_ name: String) -> String {
        has("message", name) ? "m.\(name)" : "NULL"
    }

    /// True when `table` has `column`.
    func has(_ table: String, _ column: String) -> Bool { columns.contains("\(table).\(column.lowercased())") }

    private static func readClientVersion(_ db: Database) throws -> Int? {
        guard try db.tableExists("_SqliteDatabaseProperties"),
              try db.columns(in: "_SqliteDatabaseProperties").contains(where: { $0.name == "key" })
        else { return nil }
        let value = try DatabaseValue.fetchOne(
            db, sql: "SELECT value FROM _SqliteDatabaseProperties WHERE key = '_ClientVersion' LIMIT 1")
        switch value?.storage {
        case .string(let text)?: return Int(text.trimmingCharacters(in: .whitespaces))
        case .int64(let number)?: return Int(exactly: number)
        default: return nil
        }
    }
}
