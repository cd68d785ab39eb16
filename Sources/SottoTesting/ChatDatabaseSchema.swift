/// The `chat.db` schema of macOS 14 (Sonoma) Messages: the tables the reader joins, with their
/// full column lists and indexes as macOS creates them (triggers that call Messages' private
/// SQL functions are left out; they only fire on writes). Shared by `ChatDatabaseBuilder` and,
/// verbatim, by `Samples/sampledata/chatdb.py`.
public enum ChatDatabaseSchema {
    /// `_ClientVersion` recorded in `_SqliteDatabaseProperties` by the builder.
    public static let clientVersion = 18026

    /// The CREATE statements, in order.
    public static let statements: [String] = [
        "CREATE TABLE _SqliteDatabaseProperties (key TEXT, value TEXT, UNIQUE(key))",
        "CREATE TABLE deleted_messages (ROWID INTEGER PRIMARY KEY AUTOINCREMENT UNIQUE, guid TEXT NOT NULL)",
        "CREATE TABLE kvtable (ROWID INTEGER PRIMARY KEY AUTOINCREMENT UNIQUE, key TEXT UNIQUE NOT NULL, value BLOB NOT NULL)",
        "CREATE TABLE handle (ROWID INTEGER PRIMARY KEY AUTOINCREMENT UNIQUE, id TEXT NOT NULL, country TEXT, "
            + "service TEXT NOT NULL, uncanonicalized_id TEXT, person_centric_id TEXT, UNIQUE (id, service) )",
        "CREATE TABLE chat (ROWID INTEGER PRIMARY KEY AUTOINCREMENT, guid TEXT UNIQUE NOT NULL, style INTEGER, "
            + "state INTEGER, account_id TEXT, properties BLOB, chat_identifier TEXT, service_name TEXT, room_name TEXT, "
            + "account_login TEXT, is_archived INTEGER DEFAULT 0, last_addressed_handle TEXT, display_name TEXT, "
            + "group_id TEXT, is_filtered INTEGER DEFAULT 0, successful_query INTEGER, engram_id TEXT, "
            + "server_change_token TEXT, ck_sync_state INTEGER DEFAULT 0, original_group_id TEXT, "
            + "last_read_message_timestamp INTEGER DEFAULT 0, cloudkit_record_id TEXT, last_addressed_sim_id TEXT, "
            + "is_blackholed INTEGER DEFAULT 0, syndication_date INTEGER DEFAULT 0, syndication_type INTEGER DEFAULT 0, "
            + "is_recovered INTEGER DEFAULT 0, is_deleting_incoming_messages INTEGER DEFAULT 0)",
        "CREATE TABLE message (ROWID INTEGER PRIMARY KEY AUTOINCREMENT, guid TEXT UNIQUE NOT NULL, text TEXT, "
            + "replace INTEGER DEFAULT 0, service_center TEXT, handle_id INTEGER DEFAULT 0, subject TEXT, country TEXT, "
            + "attributedBody BLOB, version INTEGER DEFAULT 0, type INTEGER DEFAULT 0, service TEXT, account TEXT, "
            + "account_guid TEXT, error INTEGER DEFAULT 0, date INTEGER, date_read INTEGER, date_delivered INTEGER, "
            + "is_delivered INTEGER DEFAULT 0, is_finished INTEGER DEFAULT 0, is_emote INTEGER DEFAULT 0, "
            + "is_from_me INTEGER DEFAULT 0, is_empty INTEGER DEFAULT 0, is_delayed INTEGER DEFAULT 0, "
            + "is_auto_reply INTEGER DEFAULT 0, is_prepared INTEGER DEFAULT 0, is_read INTEGER DEFAULT 0, "
            + "is_system_message INTEGER DEFAULT 0, is_sent INTEGER DEFAULT 0, has_dd_results INTEGER DEFAULT 0, "
            + "is_service_message INTEGER DEFAULT 0, is_forward INTEGER DEFAULT 0, was_downgraded INTEGER DEFAULT 0, "
            + "is_archive INTEGER DEFAULT 0, cache_has_attachments INTEGER DEFAULT 0, cache_roomnames TEXT, "
            + "was_data_detected INTEGER DEFAULT 0, was_deduplicated INTEGER DEFAULT 0, is_audio_message INTEGER DEFAULT 0, "
            + "is_played INTEGER DEFAULT 0, date_played INTEGER, item_type INTEGER DEFAULT 0, other_handle INTEGER DEFAULT 0, "
            + "group_title TEXT, group_action_type INTEGER DEFAULT 0, share_status INTEGER DEFAULT 0, "
            + "share_direction INTEGER DEFAULT 0, is_expirable INTEGER DEFAULT 0, expire_state INTEGER DEFAULT 0, "
            + "message_action_type INTEGER DEFAULT 0, message_source INTEGER DEFAULT 0, associated_message_guid TEXT, "
            + "associated_message_type INTEGER DEFAULT 0, balloon_bundle_id TEXT, payload_data BLOB, "
            + "expressive_send_style_id TEXT, associated_message_range_location INTEGER DEFAULT 0, "
            + "associated_message_range_length INTEGER DEFAULT 0, time_expressive_send_played INTEGER, "
            + "message_summary_info BLOB, ck_sync_state INTEGER DEFAULT 0, ck_record_id TEXT, ck_record_change_tag TEXT, "
            + "destination_caller_id TEXT, is_corrupt INTEGER DEFAULT 0, reply_to_guid TEXT, sort_id INTEGER, "
            + "is_spam INTEGER DEFAULT 0, has_unseen_mention INTEGER DEFAULT 0, thread_originator_guid TEXT, "
            + "thread_originator_part TEXT, syndication_ranges TEXT, synced_syndication_ranges TEXT, "
            + "was_delivered_quietly INTEGER DEFAULT 0, did_notify_recipient INTEGER DEFAULT 0, date_retracted INTEGER, "
            + "date_edited INTEGER, was_detonated INTEGER DEFAULT 0, part_count INTEGER, is_stewie INTEGER DEFAULT 0, "
            + "is_sos INTEGER DEFAULT 0, is_critical INTEGER DEFAULT 0, bia_reference_id TEXT, "
            + "is_kt_verified INTEGER DEFAULT 0, fallback_hash TEXT)",
        "CREATE TABLE attachment (ROWID INTEGER PRIMARY KEY AUTOINCREMENT, guid TEXT UNIQUE NOT NULL, "
            + "created_date INTEGER DEFAULT 0, start_date INTEGER DEFAULT 0, filename TEXT, uti TEXT, mime_type TEXT, "
            + "transfer_state INTEGER DEFAULT 0, is_outgoing INTEGER DEFAULT 0, user_info BLOB, transfer_name TEXT, "
            + "total_bytes INTEGER DEFAULT 0, is_sticker INTEGER DEFAULT 0, sticker_user_info BLOB, attribution_info BLOB, "
            + "hide_attachment INTEGER DEFAULT 0, ck_sync_state INTEGER DEFAULT 0, ck_server_change_token_blob BLOB, "
            + "ck_record_id TEXT, original_guid TEXT UNIQUE NOT NULL, is_commsafety_sensitive INTEGER DEFAULT 0, "
            + "emoji_image_content_identifier TEXT DEFAULT NULL, emoji_image_short_description TEXT DEFAULT NULL, "
            + "preview_generation_state INTEGER DEFAULT 0)",
        "CREATE TABLE chat_handle_join (chat_id INTEGER REFERENCES chat (ROWID) ON DELETE CASCADE, "
            + "handle_id INTEGER REFERENCES handle (ROWID) ON DELETE CASCADE, UNIQUE(chat_id, handle_id))",
        "CREATE TABLE chat_message_join (chat_id INTEGER REFERENCES chat (ROWID) ON DELETE CASCADE, "
            + "message_id INTEGER REFERENCES message (ROWID) ON DELETE CASCADE, message_date INTEGER DEFAULT 0, "
            + "PRIMARY KEY (chat_id, message_id))",
        "CREATE TABLE message_attachment_join (message_id INTEGER REFERENCES message (ROWID) ON DELETE CASCADE, "
            + "attachment_id INTEGER REFERENCES attachment (ROWID) ON DELETE CASCADE, UNIQUE(message_id, attachment_id))",
        "CREATE INDEX message_idx_date ON message(date)",
        "CREATE INDEX message_idx_handle ON message(handle_id, date)",
        "CREATE INDEX message_idx_handle_id ON message(handle_id)",
        "CREATE INDEX message_idx_associated_message ON message(associated_message_guid)",
        "CREATE INDEX message_idx_cache_has_attachments ON message(cache_has_attachments)",
        "CREATE INDEX message_idx_is_read ON message(is_read, is_from_me, is_finished)",
        "CREATE INDEX chat_idx_chat_identifier_service_name ON chat(chat_identifier, service_name)",
        "CREATE INDEX chat_idx_chat_identifier ON chat(chat_identifier)",
        "CREATE INDEX chat_idx_group_id ON chat(group_id)",
        "CREATE INDEX chat_message_join_idx_message_id_only ON chat_message_join(message_id)",
        "CREATE INDEX chat_message_join_idx_message_date_id_chat_id ON chat_message_join(chat_id, message_date, message_id)",
        "CREATE INDEX chat_handle_join_idx_handle_id ON chat_handle_join(handle_id)",
        "CREATE INDEX message_attachment_join_idx_message_id ON message_attachment_join(message_id)",
        "CREATE INDEX message_attachment_join_idx_attachment_id ON message_attachment_join(attachment_id)",
        "CREATE INDEX attachment_idx_purged_attachments_v2 ON attachment(hide_attachment, ck_sync_state, transfer_state) "
            + "WHERE hide_attachment=0 AND (ck_sync_state=1 OR ck_sync_state=4) AND transfer_state=0",
    ]
}
