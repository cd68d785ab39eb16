import Foundation
import GRDB
import SottoCore

/// A macOS Messages database (`chat.db`, a copy the user gives), opened strictly read-only.
///
/// The file is never written, and no files are created beside it when that can be avoided:
/// - With no `-wal` file beside it, it is opened as `file:…?mode=ro&immutable=1`: SQLite takes
///   no locks and creates no `-shm`/`-wal` files, even for a database in WAL mode. This is safe
///   because the copy is not being changed while Sotto reads it.
/// - With a `-wal` file beside it (copied together while Messages was running), it is opened as
///   `file:…?mode=ro`, so the messages still in the log are read too; SQLite may then create a
///   `-shm` index beside it, but neither the database nor its log is modified.
///
/// Opening checks the schema and throws `MessagesDatabaseError` naming the file and the missing
/// table or column.
public final class MessagesDatabase: Sendable {
    /// How the file was opened.
    public enum OpenMode: String, Sendable {
        /// `mode=ro&immutable=1`: no locks, no side files (no `-wal` was beside the file).
        case immutable
        /// `mode=ro`: read-only, reading the `-wal` beside the file.
        case readOnlyWithLog
    }

    /// The database file.
    public let path: String
    /// How it was opened.
    public let openMode: OpenMode
    /// `_ClientVersion` from `_SqliteDatabaseProperties`, the Messages schema version, when recorded.
    public var clientVersion: Int? { schema.clientVersion }

    let queue: DatabaseQueue
    let schema: MessagesSchema

    /// Opens `path` read-only and checks that it is a Messages database this reader understands.
    public static func open(path: String) throws -> MessagesDatabase {
        try MessagesDatabase(path: path)
    }

    /// Opens `path` read-only and checks that it is a Messages database this reader understands.
    public init(path: String) throws {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        self.path = absolute
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: absolute, isDirectory: &isFolder) else {
            throw MessagesDatabaseError(.notFound, path: absolute, "no file here; give the path of a copy of ~/Library/Messages/chat.db")
        }
        guard !isFolder.boolValue else {
            throw MessagesDatabaseError(.cannotOpen, path: absolute, "this is a folder; give the path of the chat.db file inside it")
        }
        let hasLog = FileManager.default.fileExists(atPath: absolute + "-wal")
        openMode = hasLog ? .readOnlyWithLog : .immutable

        var configuration = Configuration()
        configuration.readonly = true
        configuration.label = "MessagesDatabase"
        let uri = Self.uri(forPath: absolute, immutable: !hasLog)
        do {
            queue = try DatabaseQueue(path: uri, configuration: configuration)
            schema = try queue.read { db in try MessagesSchema(db, path: absolute) }
        } catch let error as MessagesDatabaseError {
            throw error
        } catch let error as DatabaseError {
            throw Self.openError(error, path: absolute)
        }
    }

    /// The SQLite URI for `path`: `file://` + the percent-escaped path + the read-only parameters.
    static func uri(forPath path: String, immutable: Bool) -> String {
        var escaped = ""
        for scalar in path.unicodeScalars {
            switch scalar {
            case "%", "?", "#": escaped += String(format: "%%%02X", scalar.value)
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return "file://\(escaped)?mode=ro" + (immutable ? "&immutable=1" : "")
    }

    static func openError(_ error: DatabaseError, path: String) -> MessagesDatabaseError {
        switch error.resultCode {
        case .SQLITE_NOTADB, .SQLITE_CORRUPT:
            return MessagesDatabaseError(
                .notADatabase, path: path, "this file is not an SQLite database (or is damaged); give a copy of chat.db")
        case .SQLITE_CANTOPEN, .SQLITE_PERM, .SQLITE_AUTH:
            return MessagesDatabaseError(
                .cannotOpen, path: path,
                "SQLite cannot open this file read-only (code \(error.extendedResultCode.rawValue)); check that it is readable")
        default:
            return MessagesDatabaseError(
                .cannotOpen, path: path, "SQLite failed to open this file (code \(error.extendedResultCode.rawValue))")
        }
    }

    static func readError(_ error: DatabaseError, path: String) -> MessagesDatabaseError {
        MessagesDatabaseError(
            .readFailed, path: path,
            "SQLite failed while reading messages (code \(error.extendedResultCode.rawValue)); the copy may be damaged")
    }
}
