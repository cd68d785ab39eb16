import GRDB

/// The vault's schema, one migration per version. Content columns hold AES-GCM sealed
/// blobs; `*_key` columns hold keyed fingerprints (HMAC) for exact matching. Only dates,
/// sizes, counts and later-computed scores are stored in the clear.
enum VaultSchema {
    /// The migrations of `vault`'s database. Later versions re-derive what they store from
    /// the sealed content under the vault's keys (index terms, keyed fingerprints), so the
    /// migrator belongs to an opened vault.
    static func migrator(for vault: Vault) -> DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1") { db in
            try db.execute(sql: """
                CREATE TABLE vault_meta (key TEXT PRIMARY KEY, value BLOB NOT NULL);

                CREATE TABLE threads (
                    id INTEGER PRIMARY KEY,
                    subject_key BLOB,
                    envelope BLOB NOT NULL,
                    message_count INTEGER NOT NULL DEFAULT 0,
                    first_date REAL,
                    last_date REAL,
                    category TEXT,
                    category_source TEXT,
                    summary BLOB,
                    summary_fingerprint BLOB
                );
                CREATE INDEX threads_by_subject ON threads(subject_key, last_date);
                CREATE INDEX threads_by_last_date ON threads(last_date);

                CREATE TABLE messages (
                    id INTEGER PRIMARY KEY,
                    thread_id INTEGER NOT NULL REFERENCES threads(id),
                    dedupe_key BLOB NOT NULL UNIQUE,
                    message_id_key BLOB,
                    date REAL,
                    imported_at REAL NOT NULL,
                    size INTEGER NOT NULL,
                    attachment_count INTEGER NOT NULL,
                    parse_warning_count INTEGER NOT NULL,
                    envelope BLOB NOT NULL,
                    body BLOB NOT NULL,
                    provenance BLOB NOT NULL,
                    category TEXT,
                    category_source TEXT,
                    spam_score REAL,
                    phishing_score REAL,
                    spam_verdict BLOB,
                    embedding BLOB
                );
                CREATE INDEX messages_by_thread ON messages(thread_id, date);
                CREATE INDEX messages_by_date ON messages(date);
                CREATE INDEX messages_by_message_id ON messages(message_id_key);

                CREATE TABLE message_raw (
                    message_id INTEGER PRIMARY KEY REFERENCES messages(id) ON DELETE CASCADE,
                    data BLOB NOT NULL
                );

                CREATE TABLE message_references (
                    message_id INTEGER NOT NULL REFERENCES messages(id) ON DELETE CASCADE,
                    ref_key BLOB NOT NULL
                );
                CREATE INDEX message_references_by_ref ON message_references(ref_key);

                CREATE TABLE contacts (
                    id INTEGER PRIMARY KEY,
                    address_key BLOB NOT NULL UNIQUE,
                    envelope BLOB NOT NULL,
                    message_count INTEGER NOT NULL DEFAULT 0,
                    last_seen REAL
                );

                CREATE TABLE message_contacts (
                    message_id INTEGER NOT NULL REFERENCES messages(id) ON DELETE CASCADE,
                    contact_id INTEGER NOT NULL REFERENCES contacts(id),
                    role INTEGER NOT NULL,
                    PRIMARY KEY (message_id, contact_id, role)
                ) WITHOUT ROWID;
                CREATE INDEX message_contacts_by_contact ON message_contacts(contact_id, role);

                CREATE TABLE attachments (
                    message_id INTEGER NOT NULL REFERENCES messages(id) ON DELETE CASCADE,
                    ordinal INTEGER NOT NULL,
                    mime_type TEXT NOT NULL,
                    size INTEGER NOT NULL,
                    envelope BLOB NOT NULL,
                    PRIMARY KEY (message_id, ordinal)
                ) WITHOUT ROWID;

                CREATE TABLE quarantine (
                    id INTEGER PRIMARY KEY,
                    dedupe_key BLOB NOT NULL UNIQUE,
                    code TEXT NOT NULL,
                    reason TEXT NOT NULL,
                    size INTEGER NOT NULL,
                    imported_at REAL NOT NULL,
                    provenance BLOB NOT NULL,
                    raw BLOB NOT NULL
                );

                CREATE TABLE checkpoints (
                    name TEXT PRIMARY KEY,
                    value BLOB NOT NULL,
                    updated_at REAL NOT NULL
                );

                CREATE TABLE audit_log (
                    id INTEGER PRIMARY KEY,
                    at REAL NOT NULL,
                    operation TEXT NOT NULL,
                    details TEXT NOT NULL
                );
                CREATE TRIGGER audit_log_is_append_only_update BEFORE UPDATE ON audit_log
                    BEGIN SELECT RAISE(ABORT, 'the audit log is append-only'); END;
                CREATE TRIGGER audit_log_is_append_only_delete BEFORE DELETE ON audit_log
                    BEGIN SELECT RAISE(ABORT, 'the audit log is append-only'); END;

                CREATE VIRTUAL TABLE message_index USING fts5(
                    subject, sender, recipients, body,
                    content = '', columnsize = 1, tokenize = 'ascii'
                );
                """)
        }
        migrator.registerMigration("v2-analysis") { db in
            try db.execute(sql: """
                CREATE TABLE sender_preferences (
                    sender_key BLOB PRIMARY KEY,
                    category TEXT,
                    not_spam INTEGER NOT NULL DEFAULT 0,
                    updated_at REAL NOT NULL
                );
                ALTER TABLE messages ADD COLUMN spam_override INTEGER;
                ALTER TABLE messages ADD COLUMN flagged INTEGER;
                CREATE INDEX messages_by_category ON messages(category, date);
                """)
        }
        // Embeddings move out of `messages`: stored after the body, each one could only be read
        // by walking its row's overflow pages, so loading the search index read every body.
        migrator.registerMigration("v3-embeddings") { db in
            try db.execute(sql: """
                CREATE TABLE message_embeddings (
                    message_id INTEGER PRIMARY KEY REFERENCES messages(id) ON DELETE CASCADE,
                    vector BLOB NOT NULL
                );
                INSERT INTO message_embeddings (message_id, vector)
                    SELECT id, embedding FROM messages WHERE embedding IS NOT NULL;
                ALTER TABLE messages DROP COLUMN embedding;
                """)
        }
        migrator.registerMigration("v4-conversations") { db in
            try db.execute(sql: Self.conversationsSQL)
        }
        // The keyword index kept every message's terms in text order with their positions
        // (FTS5 detail=full): a substitution cipher of every message. Rebuilt without positions,
        // each column's terms once and sorted (ARCHITECTURE.md, "Keyword search on a blind index").
        migrator.registerMigration("v5-index-detail-column") { db in
            try db.execute(sql: "DROP TABLE message_index;" + Self.messageIndexSQL)
            try vault.rebuildKeywordIndex(in: db)
        }
        // Summary fingerprints were unkeyed SHA-256 digests of the content: keyed like the rest.
        migrator.registerMigration("v6-keyed-summary-fingerprints") { db in
            try vault.keySummaryFingerprints(in: db)
        }
        // Correspondents come only from mail the owner wrote (issue 17, finding 5): each
        // message records whether its owner wrote it (see `Vault.wasWrittenHere`), and the owner's
        // addresses, when configured, are kept as keyed fingerprints.
        migrator.registerMigration("v7-owner-mail") { db in
            try db.execute(sql: """
                ALTER TABLE messages ADD COLUMN written_here INTEGER NOT NULL DEFAULT 0;
                CREATE TABLE owner_addresses (address_key BLOB PRIMARY KEY) WITHOUT ROWID;
                """)
            try vault.markMailWrittenHere(in: db)
        }
        return migrator
    }

    /// The keyword index since schema v5: contentless FTS5 that stores, per opaque term, the
    /// rows and columns holding it (`detail=column`), no positions; `columnsize` keeps each
    /// row's term counts, which ranking needs for its length normalization.
    static let messageIndexSQL = """
        CREATE VIRTUAL TABLE message_index USING fts5(
            subject, sender, recipients, body,
            content = '', columnsize = 1, detail = column, tokenize = 'ascii'
        );
        """

    /// Chats, calendars and people (schema v4). Messages and threads learn their platform (in
    /// the clear, like dates: listings filter on it); a chat is one thread found by a keyed
    /// fingerprint of its conversation. `contacts` rows become identities of any kind, grouped
    /// into `people`; merges and splits are recorded so they can be undone. Events keep only
    /// times, flags and fingerprints in the clear.
    static let conversationsSQL = """
        ALTER TABLE messages ADD COLUMN platform TEXT NOT NULL DEFAULT 'mail';
        CREATE INDEX messages_by_platform ON messages(platform, date);
        ALTER TABLE threads ADD COLUMN platform TEXT NOT NULL DEFAULT 'mail';
        ALTER TABLE threads ADD COLUMN conversation_key BLOB;
        CREATE UNIQUE INDEX threads_by_conversation ON threads(conversation_key) WHERE conversation_key IS NOT NULL;

        CREATE TABLE people (
            id INTEGER PRIMARY KEY,
            envelope BLOB NOT NULL,
            created_at REAL NOT NULL
        );
        ALTER TABLE contacts ADD COLUMN kind TEXT NOT NULL DEFAULT 'email';
        ALTER TABLE contacts ADD COLUMN person_id INTEGER REFERENCES people(id) ON DELETE SET NULL;
        ALTER TABLE contacts ADD COLUMN named INTEGER NOT NULL DEFAULT 1;
        CREATE INDEX contacts_by_person ON contacts(person_id);
        CREATE TABLE contact_changes (
            id INTEGER PRIMARY KEY,
            at REAL NOT NULL,
            kind TEXT NOT NULL,
            details BLOB NOT NULL,
            undone INTEGER NOT NULL DEFAULT 0
        );
        CREATE TABLE contact_suggestions (
            person_a INTEGER NOT NULL REFERENCES people(id) ON DELETE CASCADE,
            person_b INTEGER NOT NULL REFERENCES people(id) ON DELETE CASCADE,
            score REAL NOT NULL,
            dismissed INTEGER NOT NULL DEFAULT 0,
            PRIMARY KEY (person_a, person_b)
        ) WITHOUT ROWID;

        CREATE TABLE events (
            id INTEGER PRIMARY KEY,
            event_key BLOB NOT NULL UNIQUE,
            series_key BLOB NOT NULL,
            sequence INTEGER NOT NULL DEFAULT 0,
            start REAL NOT NULL,
            end REAL,
            last_end REAL,
            is_recurring INTEGER NOT NULL,
            is_override INTEGER NOT NULL,
            cancelled INTEGER NOT NULL,
            message_id INTEGER REFERENCES messages(id) ON DELETE SET NULL,
            imported_at REAL NOT NULL,
            envelope BLOB NOT NULL,
            provenance BLOB NOT NULL
        );
        CREATE INDEX events_by_start ON events(start);
        CREATE INDEX events_by_series ON events(series_key);
        """
}
