"""Write a macOS Messages database (chat.db) from a conversation spec.

    from sampledata.chatdb import write_chat_db
    write_chat_db(json.load(open("Samples/chats/imessage.json")), "Samples/chats/chat.db")

The spec format is described in the helpers' imessage-spec (owner handles; chats with guid,
display_name, service, participants and messages). The file uses the macOS 14 schema (the same
CREATE statements as Sources/SottoTesting/ChatDatabaseSchema.swift) and stores text the way
Messages does: the `text` column and/or an `attributedBody` NSAttributedString archived as a
little-endian typedstream, dates in nanoseconds (or seconds) since 2001-01-01 UTC, tapbacks as
associated messages (2000-2005, removals 3000-3005), edits in `message_summary_info`, unsent
messages with no text and `date_retracted` set, one U+FFFC per attachment at the start of the text.

Standard library only and deterministic: no clock, no randomness; guids are derived from the
spec by hashing, rows are inserted in date order, the journal mode is DELETE, the page size fixed
and the file is VACUUMed, so the same spec gives a byte-identical file with the same SQLite.
"""
from __future__ import annotations

import hashlib
import os
import plistlib
import sqlite3
import struct
from datetime import datetime, timezone

__all__ = ["write_chat_db", "encode_attributed_body", "SCHEMA", "CLIENT_VERSION"]

CLIENT_VERSION = 18026
APPLE_EPOCH = datetime(2001, 1, 1, tzinfo=timezone.utc)

SCHEMA = [
    "CREATE TABLE _SqliteDatabaseProperties (key TEXT, value TEXT, UNIQUE(key))",
    "CREATE TABLE deleted_messages (ROWID INTEGER PRIMARY KEY AUTOINCREMENT UNIQUE, guid TEXT NOT NULL)",
    "CREATE TABLE kvtable (ROWID INTEGER PRIMARY KEY AUTOINCREMENT UNIQUE, key TEXT UNIQUE NOT NULL, value BLOB NOT NULL)",
    "CREATE TABLE handle (ROWID INTEGER PRIMARY KEY AUTOINCREMENT UNIQUE, id TEXT NOT NULL, country TEXT, "
    "service TEXT NOT NULL, uncanonicalized_id TEXT, person_centric_id TEXT, UNIQUE (id, service) )",
    "CREATE TABLE chat (ROWID INTEGER PRIMARY KEY AUTOINCREMENT, guid TEXT UNIQUE NOT NULL, style INTEGER, "
    "state INTEGER, account_id TEXT, properties BLOB, chat_identifier TEXT, service_name TEXT, room_name TEXT, "
    "account_login TEXT, is_archived INTEGER DEFAULT 0, last_addressed_handle TEXT, display_name TEXT, "
    "group_id TEXT, is_filtered INTEGER DEFAULT 0, successful_query INTEGER, engram_id TEXT, "
    "server_change_token TEXT, ck_sync_state INTEGER DEFAULT 0, original_group_id TEXT, "
    "last_read_message_timestamp INTEGER DEFAULT 0, cloudkit_record_id TEXT, last_addressed_sim_id TEXT, "
    "is_blackholed INTEGER DEFAULT 0, syndication_date INTEGER DEFAULT 0, syndication_type INTEGER DEFAULT 0, "
    "is_recovered INTEGER DEFAULT 0, is_deleting_incoming_messages INTEGER DEFAULT 0)",
    "CREATE TABLE message (ROWID INTEGER PRIMARY KEY AUTOINCREMENT, guid TEXT UNIQUE NOT NULL, text TEXT, "
    "replace INTEGER DEFAULT 0, service_center TEXT, handle_id INTEGER DEFAULT 0, subject TEXT, country TEXT, "
    "attributedBody BLOB, version INTEGER DEFAULT 0, type INTEGER DEFAULT 0, service TEXT, account TEXT, "
    "account_guid TEXT, error INTEGER DEFAULT 0, date INTEGER, date_read INTEGER, date_delivered INTEGER, "
    "is_delivered INTEGER DEFAULT 0, is_finished INTEGER DEFAULT 0, is_emote INTEGER DEFAULT 0, "
    "is_from_me INTEGER DEFAULT 0, is_empty INTEGER DEFAULT 0, is_delayed INTEGER DEFAULT 0, "
    "is_auto_reply INTEGER DEFAULT 0, is_prepared INTEGER DEFAULT 0, is_read INTEGER DEFAULT 0, "
    "is_system_message INTEGER DEFAULT 0, is_sent INTEGER DEFAULT 0, has_dd_results INTEGER DEFAULT 0, "
    "is_service_message INTEGER DEFAULT 0, is_forward INTEGER DEFAULT 0, was_downgraded INTEGER DEFAULT 0, "
    "is_archive INTEGER DEFAULT 0, cache_has_attachments INTEGER DEFAULT 0, cache_roomnames TEXT, "
    "was_data_detected INTEGER DEFAULT 0, was_deduplicated INTEGER DEFAULT 0, is_audio_message INTEGER DEFAULT 0, "
    "is_played INTEGER DEFAULT 0, date_played INTEGER, item_type INTEGER DEFAULT 0, other_handle INTEGER DEFAULT 0, "
    "group_title TEXT, group_action_type INTEGER DEFAULT 0, share_status INTEGER DEFAULT 0, "
    "share_direction INTEGER DEFAULT 0, is_expirable INTEGER DEFAULT 0, expire_state INTEGER DEFAULT 0, "
    "message_action_type INTEGER DEFAULT 0, message_source INTEGER DEFAULT 0, associated_message_guid TEXT, "
    "associated_message_type INTEGER DEFAULT 0, balloon_bundle_id TEXT, payload_data BLOB, "
    "expressive_send_style_id TEXT, associated_message_range_location INTEGER DEFAULT 0, "
    "associated_message_range_length INTEGER DEFAULT 0, time_expressive_send_played INTEGER, "
    "message_summary_info BLOB, ck_sync_state INTEGER DEFAULT 0, ck_record_id TEXT, ck_record_change_tag TEXT, "
    "destination_caller_id TEXT, is_corrupt INTEGER DEFAULT 0, reply_to_guid TEXT, sort_id INTEGER, "
    "is_spam INTEGER DEFAULT 0, has_unseen_mention INTEGER DEFAULT 0, thread_originator_guid TEXT, "
    "thread_originator_part TEXT, syndication_ranges TEXT, synced_syndication_ranges TEXT, "
    "was_delivered_quietly INTEGER DEFAULT 0, did_notify_recipient INTEGER DEFAULT 0, date_retracted INTEGER, "
    "date_edited INTEGER, was_detonated INTEGER DEFAULT 0, part_count INTEGER, is_stewie INTEGER DEFAULT 0, "
    "is_sos INTEGER DEFAULT 0, is_critical INTEGER DEFAULT 0, bia_reference_id TEXT, "
    "is_kt_verified INTEGER DEFAULT 0, fallback_hash TEXT)",
    "CREATE TABLE attachment (ROWID INTEGER PRIMARY KEY AUTOINCREMENT, guid TEXT UNIQUE NOT NULL, "
    "created_date INTEGER DEFAULT 0, start_date INTEGER DEFAULT 0, filename TEXT, uti TEXT, mime_type TEXT, "
    "transfer_state INTEGER DEFAULT 0, is_outgoing INTEGER DEFAULT 0, user_info BLOB, transfer_name TEXT, "
    "total_bytes INTEGER DEFAULT 0, is_sticker INTEGER DEFAULT 0, sticker_user_info BLOB, attribution_info BLOB, "
    "hide_attachment INTEGER DEFAULT 0, ck_sync_state INTEGER DEFAULT 0, ck_server_change_token_blob BLOB, "
    "ck_record_id TEXT, original_guid TEXT UNIQUE NOT NULL, is_commsafety_sensitive INTEGER DEFAULT 0, "
    "emoji_image_content_identifier TEXT DEFAULT NULL, emoji_image_short_description TEXT DEFAULT NULL, "
    "preview_generation_state INTEGER DEFAULT 0)",
    "CREATE TABLE chat_handle_join (chat_id INTEGER REFERENCES chat (ROWID) ON DELETE CASCADE, "
    "handle_id INTEGER REFERENCES handle (ROWID) ON DELETE CASCADE, UNIQUE(chat_id, handle_id))",
    "CREATE TABLE chat_message_join (chat_id INTEGER REFERENCES chat (ROWID) ON DELETE CASCADE, "
    "message_id INTEGER REFERENCES message (ROWID) ON DELETE CASCADE, message_date INTEGER DEFAULT 0, "
    "PRIMARY KEY (chat_id, message_id))",
    "CREATE TABLE message_attachment_join (message_id INTEGER REFERENCES message (ROWID) ON DELETE CASCADE, "
    "attachment_id INTEGER REFERENCES attachment (ROWID) ON DELETE CASCADE, UNIQUE(message_id, attachment_id))",
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
    "WHERE hide_attachment=0 AND (ck_sync_state=1 OR ck_sync_state=4) AND transfer_state=0",
]

TAPBACKS = ["love", "like", "dislike", "laugh", "emphasize", "question"]
TAPBACK_VERBS = ["Loved", "Liked", "Disliked", "Laughed at", "Emphasized", "Questioned"]
TAPBACK_REMOVALS = ["a heart", "a like", "a dislike", "a laugh", "an exclamation", "a question mark"]
UTIS = {"image/heic": "public.heic", "image/jpeg": "public.jpeg", "image/png": "public.png",
        "image/gif": "com.compuserve.gif", "video/quicktime": "com.apple.quicktime-movie",
        "video/mp4": "public.mpeg-4", "audio/x-m4a": "com.apple.m4a-audio", "application/pdf": "com.adobe.pdf",
        "text/vcard": "public.vcard"}
COUNTRIES = [("+1", "us"), ("+44", "gb"), ("+49", "de"), ("+46", "se"), ("+33", "fr"), ("+351", "pt")]


# --- typedstream (NSArchiver) encoding of NSAttributedString ------------------------------------

class _TypedStreamWriter:
    """Tags: 0x81 int16, 0x82 int32, 0x84 new entry, 0x85 nil, 0x86 end of object; a byte of
    0x92 + n refers to entry n of the shared-string table or of the object table."""

    def __init__(self) -> None:
        self.out = bytearray()
        self.strings: dict[bytes, int] = {}
        self.classes: dict[str, int] = {}
        self.objects = 0

    def signed(self, value: int) -> None:
        if -110 <= value <= 127:
            self.out += struct.pack("<b", value)
        elif -32768 <= value <= 32767:
            self.out += b"\x81" + struct.pack("<h", value)
        else:
            self.out += b"\x82" + struct.pack("<i", value)

    def unsigned(self, value: int) -> None:
        if value <= 127:
            self.out.append(value)
        elif value <= 0xFFFF:
            self.out += b"\x81" + struct.pack("<H", value)
        else:
            self.out += b"\x82" + struct.pack("<I", value)

    def reference(self, index: int) -> None:
        label = index + 0x92
        if label <= 0xFF:
            self.out.append(label)
        else:
            self.signed(label)

    def shared(self, data: bytes) -> None:
        if data in self.strings:
            self.reference(self.strings[data])
            return
        self.strings[data] = len(self.strings)
        self.out.append(0x84)
        self.unsigned(len(data))
        self.out += data

    def type(self, encoding: str) -> None:
        self.shared(encoding.encode("ascii"))

    def begin(self, chain: list[tuple[str, int]]) -> None:
        self.out.append(0x84)
        self.objects += 1
        for name, version in chain:
            if name in self.classes:
                self.reference(self.classes[name])
                return
            self.out.append(0x84)
            self.shared(name.encode("ascii"))
            self.unsigned(version)
            self.classes[name] = self.objects
            self.objects += 1
        self.out.append(0x85)

    def end(self) -> None:
        self.out.append(0x86)

    def string_object(self, text: str) -> None:
        self.begin([("NSString", 1), ("NSObject", 0)])
        self.type("+")
        data = text.encode("utf-8")
        self.unsigned(len(data))
        self.out += data
        self.end()

    def number_object(self, value: int) -> None:
        self.begin([("NSNumber", 0), ("NSValue", 0), ("NSObject", 0)])
        self.type("*")
        self.out.append(0x84)
        self.objects += 1
        self.shared(b"i")
        self.type("i")
        self.signed(value)
        self.end()


def _utf16_length(text: str) -> int:
    return len(text.encode("utf-16-le")) // 2


def encode_attributed_body(text: str, runs: list[tuple[int, list[tuple[str, object]]]] | None = None) -> bytes:
    """An NSAttributedString archived as macOS Messages does. `runs` are (UTF-16 length,
    [(attribute name, int or str value)]); by default one run of message part 0."""
    if runs is None:
        runs = [(_utf16_length(text), [("__kIMMessagePartAttributeName", 0)])] if text else []
    w = _TypedStreamWriter()
    w.out += b"\x04\x0bstreamtyped"
    w.signed(1000)
    w.type("@")
    w.begin([("NSAttributedString", 0), ("NSObject", 0)])
    w.type("@")
    w.string_object(text)
    dictionaries: dict[tuple, int] = {}
    for length, attributes in runs:
        key = tuple(attributes)
        known = dictionaries.get(key)
        index = known if known is not None else len(dictionaries) + 1
        w.type("iI")
        w.signed(index)
        w.unsigned(length)
        if known is None:
            dictionaries[key] = index
            w.type("@")
            w.begin([("NSDictionary", 0), ("NSObject", 0)])
            w.type("i")
            w.signed(len(attributes))
            for name, value in attributes:
                w.type("@")
                w.string_object(name)
                w.type("@")
                if isinstance(value, int):
                    w.number_object(value)
                else:
                    w.string_object(str(value))
            w.end()
    w.end()
    return bytes(w.out)


# --- the database --------------------------------------------------------------------------------

def _derived_guid(*parts: str) -> str:
    digest = hashlib.sha1("\x1f".join(parts).encode("utf-8")).hexdigest().upper()
    return f"{digest[0:8]}-{digest[8:12]}-4{digest[13:16]}-8{digest[17:20]}-{digest[20:32]}"


def _apple_seconds(moment: datetime) -> tuple[int, int]:
    """(whole seconds, nanoseconds) since 2001-01-01 UTC, exactly."""
    delta = moment.astimezone(timezone.utc) - APPLE_EPOCH
    seconds = delta.days * 86400 + delta.seconds
    return seconds, seconds * 1_000_000_000 + delta.microseconds * 1000


def _stamp(moment: datetime, precision: str, offset_seconds: int = 0) -> int:
    seconds, nanos = _apple_seconds(moment)
    if precision == "seconds":
        return seconds + offset_seconds
    return nanos + offset_seconds * 1_000_000_000


def _country(handle: str) -> str | None:
    for prefix, country in sorted(COUNTRIES, key=lambda item: -len(item[0])):
        if handle.startswith(prefix):
            return country
    return None


def _tapback_text(reaction: dict, target_text: str) -> str:
    kind = TAPBACKS.index(reaction["type"])
    if reaction.get("removed"):
        return f"Removed {TAPBACK_REMOVALS[kind]} from “{target_text}”"
    return f"{TAPBACK_VERBS[kind]} “{target_text}”"


def _message_rows(spec: dict) -> list[tuple[datetime, int, int, dict, dict]]:
    rows = []
    for chat_index, chat in enumerate(spec["chats"]):
        for message_index, message in enumerate(chat["messages"]):
            moment = datetime.fromisoformat(message["date"])
            if moment.tzinfo is None:
                raise ValueError(f"message {message['guid']}: date has no UTC offset")
            rows.append((moment.astimezone(timezone.utc), chat_index, message_index, chat, message))
    rows.sort(key=lambda row: (row[0], row[1], row[2]))
    return rows


def write_chat_db(spec: dict, path: str) -> None:
    """Write `spec` as a chat.db at `path`, replacing any file (and its -wal/-shm/-journal) there."""
    for suffix in ("", "-wal", "-shm", "-journal"):
        if os.path.exists(path + suffix):
            os.remove(path + suffix)
    owner = spec.get("owner", {}).get("handles", [])
    owner_phone = next((h for h in owner if h.startswith("+")), owner[0] if owner else None)
    owner_email = next((h for h in owner if "@" in h), None)
    texts = {m["guid"]: (m.get("text") or "") for c in spec["chats"] for m in c["messages"]}

    db = sqlite3.connect(path, isolation_level=None)
    try:
        db.execute("PRAGMA page_size = 4096")
        db.execute("PRAGMA journal_mode = DELETE")
        db.execute("BEGIN")
        for statement in SCHEMA:
            db.execute(statement)
        db.executemany("INSERT INTO _SqliteDatabaseProperties (key, value) VALUES (?, ?)",
                       [("_ClientVersion", str(CLIENT_VERSION)), ("counter_in_all", "0")])

        handles: dict[tuple[str, str], int] = {}

        def handle_row(handle: str, service: str) -> int:
            key = (handle, service)
            if key not in handles:
                cursor = db.execute(
                    "INSERT INTO handle (id, country, service, uncanonicalized_id, person_centric_id) "
                    "VALUES (?, ?, ?, NULL, NULL)", (handle, _country(handle), service))
                handles[key] = cursor.lastrowid
            return handles[key]

        chat_rows: list[int] = []
        for chat in spec["chats"]:
            service = chat.get("service", "iMessage")
            guid = chat["guid"]
            is_group = ";+;" in guid
            identifier = guid.split(";")[-1]
            login = f"E:{owner_email}" if service == "iMessage" and owner_email else f"P:{owner_phone}"
            cursor = db.execute(
                "INSERT INTO chat (guid, style, state, account_id, chat_identifier, service_name, room_name, "
                "account_login, last_addressed_handle, display_name, group_id, successful_query) "
                "VALUES (?, ?, 3, ?, ?, ?, ?, ?, ?, ?, ?, 1)",
                (guid, 43 if is_group else 45, _derived_guid("account", login), identifier, service,
                 identifier if is_group else None, login, owner_phone, chat.get("display_name") or "",
                 _derived_guid("group", guid)))
            chat_id = cursor.lastrowid
            chat_rows.append(chat_id)
            for participant in chat["participants"]:
                db.execute("INSERT INTO chat_handle_join (chat_id, handle_id) VALUES (?, ?)",
                           (chat_id, handle_row(participant, service)))

        for moment, chat_index, _, chat, message in _message_rows(spec):
            _insert_message(db, chat, chat_rows[chat_index], message, handle_row, owner_phone, owner_email, texts)
        db.execute("COMMIT")
        db.execute("VACUUM")
    finally:
        db.close()


def _insert_message(db, chat, chat_id, message, handle_row, owner_phone, owner_email, texts) -> None:
    service = chat.get("service", "iMessage")
    precision = message.get("date_precision", "nanoseconds")
    moment = datetime.fromisoformat(message["date"])
    from_me = bool(message.get("from_me"))
    is_group = ";+;" in chat["guid"]
    sender = message.get("handle")
    if not from_me and not sender and len(chat["participants"]) == 1:
        sender = chat["participants"][0]
    if sender and not from_me:
        handle_id = handle_row(sender, service)
    elif from_me and not is_group and len(chat["participants"]) == 1:
        handle_id = handle_row(chat["participants"][0], service)
    else:
        handle_id = 0

    attachments = message.get("attachments") or []
    reaction = message.get("reaction")
    text = message.get("text")
    associated_guid, associated_type, range_length = None, 0, 0
    if reaction:
        kind = TAPBACKS.index(reaction["type"])
        associated_guid = f"p:0/{reaction['to']}"
        associated_type = (3000 if reaction.get("removed") else 2000) + kind
        range_length = _utf16_length(texts.get(reaction["to"], ""))
        if text is None:
            text = _tapback_text(reaction, texts.get(reaction["to"], ""))
    unsent = bool(message.get("unsent"))
    stored_text = None
    body = None
    attachment_guids = [_derived_guid("attachment", message["guid"], str(i)) for i in range(len(attachments))]
    if not unsent and (text is not None or attachments):
        full = "\ufffc" * len(attachments) + (text or "")
        runs = [(1, [("__kIMFileTransferGUIDAttributeName", guid), ("__kIMMessagePartAttributeName", i)])
                for i, guid in enumerate(attachment_guids)]
        if text:
            runs.append((_utf16_length(text), [("__kIMMessagePartAttributeName", len(attachments))]))
        storage = message.get("text_storage", "both")
        if storage != "attributed_only":
            stored_text = full
        if storage != "text_only":
            body = encode_attributed_body(full, runs)

    date = _stamp(moment, precision)
    date_edited = date_retracted = 0
    summary = None
    if unsent:
        date_edited = date_retracted = _stamp(moment, precision, 60)
        summary = plistlib.dumps({"rp": [0]}, fmt=plistlib.FMT_BINARY)
    elif message.get("edited"):
        date_edited = _stamp(moment, precision, 120)
        info: dict = {"ep": [0]}
        if message.get("original_text"):
            info["ec"] = {"0": [
                {"d": _stamp(moment, "nanoseconds"), "t": encode_attributed_body(message["original_text"])},
                {"d": _stamp(moment, "nanoseconds", 120), "t": encode_attributed_body(text or "")},
            ]}
        summary = plistlib.dumps(info, fmt=plistlib.FMT_BINARY)

    caller = owner_email if service == "iMessage" and owner_email else owner_phone
    account = f"E:{owner_email}" if service == "iMessage" and owner_email else f"P:{owner_phone}"
    cursor = db.execute(
        "INSERT INTO message (guid, text, handle_id, attributedBody, version, service, account, account_guid, date, "
        "date_read, date_delivered, is_delivered, is_finished, is_from_me, is_read, is_sent, cache_has_attachments, "
        "cache_roomnames, associated_message_guid, associated_message_type, associated_message_range_location, "
        "associated_message_range_length, message_summary_info, destination_caller_id, date_retracted, date_edited, "
        "part_count) VALUES (?, ?, ?, ?, 10, ?, ?, ?, ?, ?, ?, 1, 1, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?, ?, ?, ?)",
        (message["guid"], stored_text, handle_id, body, service, account, _derived_guid("account", account), date,
         0 if from_me else _stamp(moment, precision, 30), _stamp(moment, precision, 2) if from_me else 0,
         int(from_me), int(not from_me), int(from_me), int(bool(attachments)),
         chat["guid"].split(";")[-1] if is_group else None, associated_guid, associated_type, range_length,
         summary, caller, date_retracted, date_edited, max(1, len(attachments) + (1 if text else 0))))
    message_id = cursor.lastrowid
    db.execute("INSERT INTO chat_message_join (chat_id, message_id, message_date) VALUES (?, ?, ?)",
               (chat_id, message_id, date))
    for guid, attachment in zip(attachment_guids, attachments):
        mime = attachment.get("mime_type")
        cursor = db.execute(
            "INSERT INTO attachment (guid, created_date, start_date, filename, uti, mime_type, transfer_state, "
            "is_outgoing, transfer_name, total_bytes, original_guid) VALUES (?, ?, 0, ?, ?, ?, 5, ?, ?, ?, ?)",
            (guid, _apple_seconds(moment)[0], attachment.get("filename"), UTIS.get(mime or "", "public.data"), mime,
             int(from_me), attachment.get("transfer_name"), int(attachment.get("total_bytes") or 0), guid))
        db.execute("INSERT INTO message_attachment_join (message_id, attachment_id) VALUES (?, ?)",
                   (message_id, cursor.lastrowid))
