import Foundation
import GRDB

extension TemporaryVault {
    /// Writes an SQLite database that is not a Messages `chat.db` (one unrelated table), for
    /// tests of what an import says about it.
    public static func makeForeignDatabase(at url: URL) throws {
        let queue = try DatabaseQueue(path: url.path)
        try queue.write { db in
            try db.execute(sql: "CREATE TABLE recipes (id INTEGER PRIMARY KEY, title TEXT); INSERT INTO recipes(title) VALUES ('soup')")
        }
        try queue.close()
    }
}
