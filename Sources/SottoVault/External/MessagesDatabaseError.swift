/// Why a macOS Messages database (`chat.db`) could not be read: what failed, on which file,
/// and what the user can do. Descriptions name the file, tables and columns, never message content.
public struct MessagesDatabaseError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The kinds of failure.
    public enum Code: String, Sendable, Hashable {
        /// No file at the path.
        case notFound = "not-found"
        /// SQLite could not open the file (permissions, a folder, a broken file).
        case cannotOpen = "cannot-open"
        /// The file is not an SQLite database.
        case notADatabase = "not-a-database"
        /// A table the reader needs is absent: not a Messages database, or an unsupported release.
        case missingTable = "missing-table"
        /// A column the reader needs is absent from a table.
        case missingColumn = "missing-column"
        /// SQLite failed while reading rows.
        case readFailed = "read-failed"
    }

    /// What failed.
    public var code: Code
    /// The database file.
    public var path: String
    /// A sentence for the user: what is wrong and what to do.
    public var message: String

    /// Creates an error.
    public init(_ code: Code, path: String, _ message: String) {
        self.code = code
        self.path = path
        self.message = message
    }

    /// E.g. "/tmp/chat.db: the table `chat_handle_join` is missing …".
    public var description: String { "\(path): \(message)" }
}
