import Crypto
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import GRDB
import Logging

/// The encrypted local store for everything Sotto imports.
///
/// A vault is a folder holding one SQLite database. Message content, addresses, names,
/// subjects, file names and provenance are sealed with AES-256-GCM under a random data key;
/// the data key is wrapped by a key derived from the passphrase (PBKDF2-SHA256, 600,000
/// rounds). Keyword search runs on a blind index: FTS5 over keyed hashes of the words.
public final class Vault: Sendable {
    /// How a vault is opened.
    public struct Configuration: Sendable {
        /// PBKDF2 rounds for a new vault or a new passphrase. Lower only in tests.
        public var kdfRounds: Int
        /// Logger for operational events (never content).
        public var logger: Logger

        public init(kdfRounds: Int = 600_000, logger: Logger = Logger(label: "sotto.vault")) {
            self.kdfRounds = kdfRounds
            self.logger = logger
        }
    }

    /// The file name of the database inside the vault folder.
    public static let databaseFileName = "vault.sqlite"

    public let url: URL
    let database: DatabasePool
    let keys: VaultKeys
    let cipher: ContentCipher
    let lookup: BlindHasher
    let tokens: BlindTokenIndex
    let configuration: Configuration
    var logger: Logger { configuration.logger }

    private init(url: URL, database: DatabasePool, dataKey: SymmetricKey, configuration: Configuration) {
        self.url = url
        self.database = database
        self.keys = VaultKeys(dataKey: dataKey)
        self.cipher = ContentCipher(key: keys.content)
        self.lookup = BlindHasher(key: keys.lookup)
        self.tokens = BlindTokenIndex(key: keys.index)
        self.configuration = configuration
    }

    /// True when a vault exists at `url`.
    public static func exists(at url: URL) -> Bool {
        FileManager.default.fileExists(atPath: url.appendingPathComponent(databaseFileName).path)
    }

    /// Creates a new, empty vault in the folder `url` (created if needed).
    public static func create(at url: URL, passphrase: String, configuration: Configuration = .init()) throws -> Vault {
        guard !passphrase.isEmpty else { throw VaultError(.invalidPassphrase, "the passphrase must not be empty") }
        guard !exists(at: url) else { throw VaultError(.alreadyExists, "a vault already exists at \(url.path)") }
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let database = try openDatabase(in: url)
        let dataKey = SymmetricKey(size: .bits256)
        let wrapped = try WrappedDataKey.wrap(dataKey, passphrase: passphrase, kdf: .fresh(rounds: configuration.kdfRounds))
        let vault = Vault(url: url, database: database, dataKey: dataKey, configuration: configuration)
        try VaultSchema.migrator(for: vault).migrate(database)
        try database.write { db in
            try KeyStore.save(wrapped, in: db)
            try AuditLog.append(.created, details: ["kdf_rounds": configuration.kdfRounds], in: db)
        }
        configuration.logger.debug("vault created", metadata: ["vault.path": "\(url.path)"])
        return vault
    }

    /// Opens an existing vault. A wrong passphrase throws `.wrongPassphrase` and changes nothing.
    public static func open(at url: URL, passphrase: String, configuration: Configuration = .init()) throws -> Vault {
        guard exists(at: url) else {
            throw VaultError(.notFound, "no vault at \(url.path) (create one with `sotto init`)")
        }
        let database = try openDatabase(in: url)
        let wrapped = try database.read { db in try KeyStore.load(from: db) }
        let dataKey = try wrapped.unwrap(passphrase: passphrase)
        let vault = Vault(url: url, database: database, dataKey: dataKey, configuration: configuration)
        let migrator = VaultSchema.migrator(for: vault)
        let (superseded, completed) = try database.read { db in
            (try migrator.hasBeenSuperseded(db), try migrator.hasCompletedMigrations(db))
        }
        if superseded {
            throw VaultError(.unsupportedFormat, "this vault was written by a newer version of Sotto")
        }
        if !completed {
            try migrator.migrate(database)
            // What a migration replaced (the old index's pages) must not stay in the WAL.
            vault.truncateWriteAheadLog()
        }
        return vault
    }

    /// Re-wraps the data key under a new passphrase. The content is not re-encrypted.
    public func changePassphrase(current: String, to new: String) throws {
        guard !new.isEmpty else { throw VaultError(.invalidPassphrase, "the new passphrase must not be empty") }
        try database.write { db in
            let stored = try KeyStore.load(from: db)
            let dataKey = try stored.unwrap(passphrase: current)
            let rewrapped = try WrappedDataKey.wrap(dataKey, passphrase: new, kdf: .fresh(rounds: configuration.kdfRounds))
            try KeyStore.save(rewrapped, in: db)
            try AuditLog.append(.passphraseChanged, details: [:], in: db)
        }
        logger.info("vault passphrase changed")
    }

    /// Runs SQLite's integrity check and FTS5's check of the keyword index (SQLite 3.40's
    /// `PRAGMA integrity_check` does not look inside FTS5); true when both pass.
    public func integrityCheck() throws -> Bool {
        try database.write { db in
            guard try String.fetchOne(db, sql: "PRAGMA integrity_check") == "ok" else { return false }
            do {
                try db.execute(sql: "INSERT INTO message_index(message_index) VALUES ('integrity-check')")
                return true
            } catch let error as DatabaseError where error.resultCode == .SQLITE_CORRUPT {
                return false
            }
        }
    }

    /// Copies the WAL into the database and truncates it to zero bytes, so page images from
    /// before a deletion (or a migration) do not outlive it in the `-wal` file. A reader in
    /// the middle of a long read can make this fail; the next deletion's checkpoint (or
    /// SQLite's own, when the vault closes) then does it, and a warning is logged.
    func truncateWriteAheadLog() {
        do {
            _ = try database.writeWithoutTransaction { db in try db.checkpoint(.truncate) }
        } catch {
            logger.warning("the write-ahead log could not be truncated", metadata: ["vault.error": "\(error)"])
        }
    }

    /// Makes the database owner-only (0600) before SQLite opens it, creating it if needed.
    /// SQLite creates the -wal, -shm and -journal files with the database file's mode, so they
    /// are 0600 too whatever the umask; existing ones (vaults from before) are narrowed here.
    static func restrictFileModes(databasePath path: String) throws {
        let descriptor = openOwnerOnly(path)
        guard descriptor >= 0 else {
            throw VaultError(.database, "cannot create the vault database at \(path): \(String(cString: strerror(errno)))")
        }
        defer { close(descriptor) }
        guard fchmod(descriptor, 0o600) == 0 else {
            throw VaultError(.database, "cannot make \(path) private (chmod 600): \(String(cString: strerror(errno)))")
        }
        for suffix in ["-wal", "-shm", "-journal"] where FileManager.default.fileExists(atPath: path + suffix) {
            _ = chmod(path + suffix, 0o600)
        }
    }

    /// How long a connection waits for another process's lock on the vault before failing
    /// with ``VaultError/Code/busy`` (imports and searches from two processes take turns).
    public static let busyTimeout: TimeInterval = 10

    private static func openDatabase(in url: URL) throws -> DatabasePool {
        var config = GRDB.Configuration()
        config.busyMode = .timeout(busyTimeout)
        config.prepareDatabase { db in
            // Temporary tables and sort spills stay in memory, never in a temp file.
            try db.execute(sql: "PRAGMA temp_store = MEMORY")
            try db.execute(sql: "PRAGMA synchronous = NORMAL")
            // Deleted rows and freed pages are overwritten with zeros, so deleted mail's
            // ciphertext and index terms do not stay in the file's free space.
            try db.execute(sql: "PRAGMA secure_delete = ON")
            try BlindRanking.register(in: db)
        }
        config.label = "sotto.vault"
        let path = url.appendingPathComponent(databaseFileName).path
        try restrictFileModes(databasePath: path)
        do {
            return try DatabasePool(path: path, configuration: config)
        } catch let error as DatabaseError where error.resultCode == .SQLITE_BUSY || error.resultCode == .SQLITE_LOCKED {
            throw VaultError.translating(error)
        } catch let error as DatabaseError {
            throw VaultError(.database, "cannot open the vault database: \(error.message ?? "SQLite error \(error.resultCode)")")
        }
    }
}

/// Stores and loads the wrapped data key in `vault_meta`.
enum KeyStore {
    static func save(_ wrapped: WrappedDataKey, in db: Database) throws {
        let header = try JSONEncoder().encode(wrapped.kdf)
        try db.execute(sql: "INSERT OR REPLACE INTO vault_meta(key, value) VALUES ('kdf', ?), ('wrapped_data_key', ?), ('format', ?)",
                       arguments: [header, wrapped.sealedKey, Data("sotto-vault-1".utf8)])
    }

    static func load(from db: Database) throws -> WrappedDataKey {
        guard try db.tableExists("vault_meta"),
              let header = try Data.fetchOne(db, sql: "SELECT value FROM vault_meta WHERE key = 'kdf'"),
              let sealed = try Data.fetchOne(db, sql: "SELECT value FROM vault_meta WHERE key = 'wrapped_data_key'"),
              let kdf = try? JSONDecoder().decode(PassphraseKDF.self, from: header)
        else {
            throw VaultError(.unsupportedFormat, "this database is not a Sotto vault")
        }
        return WrappedDataKey(kdf: kdf, sealedKey: sealed)
    }
}

/// Opens (creating if needed) `path` for writing with mode 0600; a free function because
/// `Vault.open` would shadow the C call inside the type.
private func openOwnerOnly(_ path: String) -> Int32 {
    open(path, O_CREAT | O_WRONLY | O_CLOEXEC, 0o600)
}
