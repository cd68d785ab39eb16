#!/usr/bin/env python3
"""Write Maya's chats, calendar and the "messages that belong to an event" labels.

    python3 Samples/make_conversations.py

reads the fictional content in Samples/conversations/ and writes, next to this file:

    chats/whatsapp/...            five WhatsApp exports in five phone/locale formats
    chats/imessage.json           the iMessage spec (see chats/README.md)
    chats/imessage/chat.db        built from it by sampledata/chatdb.py, when that exists
    calendar/maya.ics             the calendar, ~25 VEVENTs from several producers
    related/labels.json           event -> the mail, WhatsApp and iMessage messages about it
    related/contacts.json         intended cross-platform merges and suggestions
    related/whatsapp-counts.json  messages per WhatsApp export, counted from the written bytes

Standard library only, deterministic (no clock, no randomness). Everything is built twice
in memory and compared, then checked (labeled Message-IDs exist in mail/labels.csv, labeled
WhatsApp lines start a message, iMessage guids exist, the .ics parses) before writing.
"""
from __future__ import annotations

import csv
import importlib
import io
import json
import os
import re
import sys
import tempfile
import zipfile
from datetime import date, datetime, timezone
from email.parser import BytesHeaderParser
from email.utils import parsedate_to_datetime

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import conversations  # noqa: E402
from conversations.ical import VTIMEZONES, offset  # noqa: E402
from conversations.model import WAChat, uuid_for  # noqa: E402

LRM, NNBSP, NBSP = "\u200e", "\u202f", "\u00a0"
ZIP_TIME = (2026, 10, 5, 19, 12, 0)     # when the export was made, local time
MAX_TOTAL = 1_000_000


# ------------------------------------------------------------------ WhatsApp exports

STRINGS = {
    "en": {"omitted": "<Media omitted>", "deleted": "This message was deleted",
           "deleted_me": "You deleted this message", "edited": "<This message was edited>"},
    "de": {"omitted": "<Medien ausgeschlossen>", "deleted": "Diese Nachricht wurde gelöscht.",
           "deleted_me": "Du hast diese Nachricht gelöscht.",
           "edited": "<Diese Nachricht wurde bearbeitet>"},
    "ios-en": {"omitted": "image omitted", "deleted": "This message was deleted.",
               "deleted_me": "You deleted this message.", "edited": "<This message was edited>"},
    "ios-es": {"omitted": "imagen omitida", "deleted": "Se eliminó este mensaje.",
               "deleted_me": "Eliminaste este mensaje.", "edited": "<Se editó este mensaje.>"},
}
LOCALE_STRINGS = {"android-en-US": "en", "android-en-SE": "en", "android-de-DE": "de",
                  "ios-en-GB": "ios-en", "ios-es-MX": "ios-es"}

# What starts a message line in each format (used to count and to check labels).
LINE_START = {
    "android-en-US": re.compile(r"^\d{1,2}/\d{1,2}/\d{2}, \d{1,2}:\d{2}\u202f[AP]M - "),
    "android-de-DE": re.compile(r"^\d{2}\.\d{2}\.\d{2}, \d{2}:\d{2} - "),
    "android-en-SE": re.compile(r"^\d{4}-\d{2}-\d{2}, \d{2}:\d{2} - "),
    "ios-en-GB": re.compile(r"^\u200e?\[\d{2}/\d{2}/\d{4}, \d{2}:\d{2}:\d{2}\] "),
    "ios-es-MX": re.compile(r"^\u200e?\[\d{1,2}/\d{1,2}/\d{2}, \d{1,2}:\d{2}:\d{2}\u202f[ap]\.\u00a0m\.\] "),
}


def stamp(locale: str, when: str) -> str:
    t = datetime.strptime(when, "%Y-%m-%d %H:%M:%S")
    h12 = t.hour % 12 or 12
    if locale == "android-en-US":
        return f"{t.month}/{t.day}/{t:%y}, {h12}:{t:%M}{NNBSP}{'AM' if t.hour < 12 else 'PM'} - "
    if locale == "android-de-DE":
        return f"{t:%d.%m.%y}, {t:%H:%M} - "
    if locale == "android-en-SE":
        return f"{t:%Y-%m-%d}, {t:%H:%M} - "
    if locale == "ios-en-GB":
        return f"[{t:%d/%m/%Y}, {t:%H:%M:%S}] "
    if locale == "ios-es-MX":
        ampm = f"{'a' if t.hour < 12 else 'p'}.{NBSP}m."
        return f"[{t.day}/{t.month}/{t:%y}, {h12}:{t:%M:%S}{NNBSP}{ampm}] "
    raise ValueError(f"unknown locale {locale}")


def render_whatsapp(chat: WAChat) -> tuple[str, list[int], list[tuple[str, bytes]]]:
    """The export text, the 1-based first line of every message, and the media files."""
    ios = chat.locale.startswith("ios")
    s = STRINGS[LOCALE_STRINGS[chat.locale]]
    end = "\r\n" if ios else "\n"       # iOS ends messages with CRLF, in-message breaks are LF
    out: list[str] = []
    starts: list[int] = []
    media: list[tuple[str, bytes]] = []
    line = 1
    for i, m in enumerate(chat.messages):
        p = stamp(chat.locale, m.when)
        mine = m.author == chat.me
        if m.kind == "system":
            if ios:
                lead = "" if i == 0 else LRM
                body = f"{lead}{p}{chat.title}: {LRM}{m.text}"
            else:
                body = p + m.text
        elif m.kind == "media":
            if ios and chat.media:
                data = chat.media[len(media)]
                t = datetime.strptime(m.when, "%Y-%m-%d %H:%M:%S")
                name = f"{i + 1:08d}-PHOTO-{t:%Y-%m-%d-%H-%M-%S}.jpg"
                media.append((name, data))
                body = f"{LRM}{p}{m.author}: {LRM}<attached: {name}>"
            elif ios:
                body = f"{LRM}{p}{m.author}: {LRM}{s['omitted']}"
            else:
                body = f"{p}{m.author}: {s['omitted']}"
        elif m.kind == "deleted":
            text = s["deleted_me"] if mine else s["deleted"]
            body = f"{LRM}{p}{m.author}: {LRM}{text}" if ios else f"{p}{m.author}: {text}"
        else:
            text = m.text
            if m.edited:
                text += f" {LRM}{s['edited']}" if ios else f" {s['edited']}"
            body = f"{p}{m.author}: {text}"
        starts.append(line)
        line += body.count("\n") + 1
        out.append(body + end)
    if chat.media and len(media) != len(chat.media):
        raise ValueError(f"{chat.path}: {len(chat.media)} media files but {len(media)} media messages")
    return "".join(out), starts, media


def zip_bytes(members: list[tuple[str, bytes]]) -> bytes:
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as z:
        for name, data in members:
            info = zipfile.ZipInfo(name, date_time=ZIP_TIME)
            info.compress_type = zipfile.ZIP_DEFLATED if name.endswith(".txt") else zipfile.ZIP_STORED
            info.create_system = 3
            info.external_attr = 0o100644 << 16
            z.writestr(info, data)
    return buf.getvalue()


def build_whatsapp(files: dict[str, bytes]) -> dict[tuple[str, int], int]:
    """Adds the exports to files; returns (chat path, message index) -> first line."""
    where: dict[tuple[str, int], int] = {}
    for chat in conversations.WHATSAPP:
        text, starts, media = render_whatsapp(chat)
        data = text.encode("utf-8")
        if chat.path.endswith(".zip"):
            files[f"chats/whatsapp/{chat.path}"] = zip_bytes([("_chat.txt", data), *media])
        else:
            files[f"chats/whatsapp/{chat.path}"] = data
        for i, n in enumerate(starts):
            where[(chat.path, i)] = n
    return where


def chat_text(files: dict[str, bytes], path: str) -> str:
    data = files[f"chats/whatsapp/{path}"]
    if path.endswith(".zip"):
        with zipfile.ZipFile(io.BytesIO(data)) as z:
            data = z.read("_chat.txt")
    return data.decode("utf-8")


# ------------------------------------------------------------------ iMessage

def build_imessage() -> dict:
    chats = []
    for c in conversations.IMESSAGE:
        guids = {m.key: uuid_for("imessage", c.guid, m.key) for m in c.messages}
        msgs = []
        for m in c.messages:
            handle = None if m.from_me else (m.handle or c.participants[0])
            d = {"guid": guids[m.key], "date": m.date, "from_me": m.from_me, "handle": handle,
                 "text": m.text, "text_storage": m.storage, "date_precision": m.precision,
                 "edited": m.edited}
            if m.original_text is not None:
                d["original_text"] = m.original_text
            d["unsent"] = m.unsent
            d["reaction"] = None
            if m.reaction:
                kind, target, removed = m.reaction
                d["reaction"] = {"type": kind, "to": guids[target], "removed": removed}
            d["attachments"] = []
            for a in m.attachments:
                h = uuid_for("attachment", c.guid, m.key, a.transfer_name)
                sub = h.replace("-", "").lower()
                d["attachments"].append({
                    "transfer_name": a.transfer_name, "mime_type": a.mime_type,
                    "total_bytes": a.total_bytes,
                    "filename": f"~/Library/Messages/Attachments/{sub[:2]}/{sub[2:4]}/{h}/"
                                f"{a.transfer_name}"})
            msgs.append(d)
        chats.append({"guid": c.guid, "display_name": c.display_name, "service": c.service,
                      "participants": c.participants, "messages": msgs})
    from conversations.cast import MAYA_HANDLES
    return {"owner": {"handles": MAYA_HANDLES}, "chats": chats}


# ------------------------------------------------------------------ calendar

def fold(line: str) -> list[str]:
    """RFC 5545 folding: at most 75 octets per line, never inside a UTF-8 sequence."""
    out, cur, limit = [], "", 75
    for ch in line:
        if len((cur + ch).encode()) > limit:
            out.append(cur)
            cur, limit = " ", 75
        cur += ch
    return out + [cur]


def build_ics() -> bytes:
    used = []
    for e in conversations.EVENTS:
        for ln in e.lines:
            m = re.search(r";TZID=([^:;]+)", ln)
            if m and m.group(1) not in used:
                used.append(m.group(1))
    lines = ["BEGIN:VCALENDAR", "PRODID:-//Google Inc//Google Calendar 70.9054//EN",
             "VERSION:2.0", "CALSCALE:GREGORIAN", "METHOD:PUBLISH",
             "X-WR-CALNAME:maya@lindqvist.example", "X-WR-TIMEZONE:America/Los_Angeles"]
    for tz in VTIMEZONES:
        if tz in used:
            lines += VTIMEZONES[tz]
    for e in conversations.EVENTS:
        lines += e.lines
    lines.append("END:VCALENDAR")
    return "".join(f + "\r\n" for ln in lines for f in fold(ln)).encode("utf-8")


def third_thursdays(first: date, count: int) -> list[date]:
    out, y, m = [], first.year, first.month
    while len(out) < count:
        thursdays = [date(y, m, d) for d in range(1, 29) if date(y, m, d).weekday() == 3]
        out.append(thursdays[2])
        y, m = (y + 1, 1) if m == 12 else (y, m + 1)
    return out


def occurrence(key: str, day: str) -> dict:
    """uid/occurrence (and recurrence_id for a moved one) of one day of a recurring event."""
    evs = [e for e in conversations.EVENTS if e.key == key]
    master = next(e for e in evs if e.recurrence_id is None)
    for e in evs:
        if e.recurrence_id and e.start[:10] == day:
            return {"uid": e.uid, "summary": e.summary, "occurrence": e.start,
                    "recurrence_id": e.recurrence_id}
    assert master.rrule == "FREQ=MONTHLY;BYDAY=3TH", f"{key}: only third-Thursday rules are expanded"
    days = third_thursdays(date.fromisoformat(master.start[:10]), 12)
    moved = {e.recurrence_id[:10] for e in evs if e.recurrence_id}
    skipped = {x[:10] for x in master.exdates}
    assert date.fromisoformat(day) in days and day not in moved | skipped, f"{key}@{day}: no such occurrence"
    hhmm = master.start[11:16]
    start = f"{day}T{hhmm}:00{offset('America/Los_Angeles', f'{day} {hhmm}')}"
    return {"uid": master.uid, "summary": master.summary, "occurrence": start}


# ------------------------------------------------------------------ mail lookup

def mail_index() -> dict[tuple[str, str], list[tuple[str, str]]]:
    """(thread key, local "YYYY-MM-DD HH:MM" of the Date header) -> [(Message-ID, UTC time)]."""
    thread = {}
    with open(os.path.join(HERE, "mail", "labels.csv"), newline="", encoding="utf-8") as f:
        for row in csv.DictReader(f):
            thread[row["message_id"]] = row["thread"]
    index: dict[tuple[str, str], list[tuple[str, str]]] = {}
    root = os.path.join(HERE, "mail", "Maildir")
    for sub in ("cur", "new"):
        for name in sorted(os.listdir(os.path.join(root, sub))):
            with open(os.path.join(root, sub, name), "rb") as f:
                h = BytesHeaderParser().parse(f)
            mid = h["Message-ID"].strip().strip("<>")
            when = parsedate_to_datetime(h["Date"])
            utc = when.astimezone(timezone.utc).strftime("%Y-%m-%dT%H:%M:%S")
            index.setdefault((thread[mid], when.strftime("%Y-%m-%d %H:%M")), []).append((mid, utc))
    return index


# ------------------------------------------------------------------ labels

def build_labels(where: dict[tuple[str, int], int], spec: dict) -> dict:
    index = mail_index()
    keys = {e.key for e in conversations.EVENTS}
    msgs: dict[str, list[tuple[str, dict]]] = {}

    def add(ev: str, sort: str, ref: dict) -> None:
        assert ev.split("@")[0] in keys, f"unknown event key {ev}"
        msgs.setdefault(ev, []).append((sort, ref))

    for ev, refs in conversations.MAIL.items():
        for thread, local in refs:
            found = index.get((thread, local), [])
            assert len(found) == 1, f"mail ref {thread} {local}: {len(found)} matches"
            add(ev, "0" + found[0][1], {"platform": "mail", "message_id": found[0][0]})
    for chat in conversations.WHATSAPP:
        for i, m in enumerate(chat.messages):
            for ev in m.ev:
                add(ev, "1" + chat.path + f"{where[(chat.path, i)]:06d}",
                    {"platform": "whatsapp", "file": chat.path, "line": where[(chat.path, i)]})
    for c, cs in zip(conversations.IMESSAGE, spec["chats"]):
        for m, d in zip(c.messages, cs["messages"]):
            for ev in m.ev:
                utc = datetime.fromisoformat(d["date"]).astimezone(timezone.utc).isoformat()
                add(ev, "2" + utc, {"platform": "imessage", "guid": d["guid"]})

    events = []
    for ev, refs in msgs.items():
        key, _, day = ev.partition("@")
        if day:
            head = occurrence(key, day)
        else:
            e = next(x for x in conversations.EVENTS if x.key == key)
            assert e.rrule is None, f"{key} recurs: label an occurrence (key@YYYY-MM-DD)"
            head = {"uid": e.uid, "summary": e.summary}
        seen, out = set(), []
        for _, ref in sorted(refs, key=lambda r: r[0]):
            ident = json.dumps(ref, sort_keys=True)
            assert ident not in seen, f"{ev}: duplicate {ident}"
            seen.add(ident)
            out.append(ref)
        start = head.get("occurrence") or next(x.start for x in conversations.EVENTS if x.key == key)
        events.append((start, {**head, "messages": out}))
    events.sort(key=lambda t: (t[0][:16], t[1]["uid"]))
    return {"events": [e for _, e in events]}


# ------------------------------------------------------------------ build + checks

def build() -> tuple[dict[str, bytes], dict]:
    files: dict[str, bytes] = {}
    where = build_whatsapp(files)
    spec = build_imessage()
    files["chats/imessage.json"] = (json.dumps(spec, ensure_ascii=False, indent=2) + "\n").encode()
    files["calendar/maya.ics"] = build_ics()
    labels = build_labels(where, spec)
    files["related/labels.json"] = (json.dumps(labels, ensure_ascii=False, indent=2) + "\n").encode()
    files["related/contacts.json"] = (json.dumps(conversations.CONTACTS, ensure_ascii=False,
                                                 indent=2) + "\n").encode()
    counts = {}
    for chat in conversations.WHATSAPP:
        text = chat_text(files, chat.path)
        counts[chat.path] = sum(1 for ln in text.split("\n") if LINE_START[chat.locale].match(ln))
    files["related/whatsapp-counts.json"] = (json.dumps(counts, ensure_ascii=False, indent=2)
                                             + "\n").encode()
    return files, labels


def check(files: dict[str, bytes], labels: dict) -> None:
    mail_ids = set()
    with open(os.path.join(HERE, "mail", "labels.csv"), newline="", encoding="utf-8") as f:
        mail_ids = {row["message_id"] for row in csv.DictReader(f)}
    spec = json.loads(files["chats/imessage.json"])
    guids = [m["guid"] for c in spec["chats"] for m in c["messages"]]
    assert len(guids) == len(set(guids)), "duplicate iMessage guids"
    for c in spec["chats"]:
        dates = [datetime.fromisoformat(m["date"]) for m in c["messages"]]
        assert dates == sorted(dates), f"{c['guid']}: messages out of order"
    counts = json.loads(files["related/whatsapp-counts.json"])
    for chat in conversations.WHATSAPP:
        assert counts[chat.path] == len(chat.messages), f"{chat.path}: count mismatch"
        assert 15 <= len(chat.messages) <= 60, f"{chat.path}: {len(chat.messages)} messages"
        whens = [m.when for m in chat.messages]
        assert whens == sorted(whens), f"{chat.path}: messages out of order"
    texts = {c.path: chat_text(files, c.path).split("\n") for c in conversations.WHATSAPP}
    locale = {c.path: c.locale for c in conversations.WHATSAPP}
    uids = set()
    ics = files["calendar/maya.ics"]
    check_ics(ics, uids)
    for e in labels["events"]:
        assert e["uid"] in uids, f"label uid {e['uid']} not in maya.ics"
        for r in e["messages"]:
            if r["platform"] == "mail":
                assert r["message_id"] in mail_ids, r["message_id"]
            elif r["platform"] == "whatsapp":
                ln = texts[r["file"]][r["line"] - 1]
                assert LINE_START[locale[r["file"]]].match(ln), f"{r['file']}:{r['line']} starts no message"
            else:
                assert r["guid"] in guids, r["guid"]
    total = sum(len(b) for b in files.values())
    assert total < MAX_TOTAL, f"output is {total} bytes"


def check_ics(data: bytes, uids: set[str]) -> None:
    text = data.decode("utf-8")
    assert text.endswith("\r\n") and "\n" not in text.replace("\r\n", ""), "ics: bare LF or CR"
    raw = text.split("\r\n")[:-1]
    assert all(len(ln.encode()) <= 75 for ln in raw), "ics: line over 75 octets"
    lines: list[str] = []
    for ln in raw:
        if ln.startswith(" "):
            lines[-1] += ln[1:]
        else:
            lines.append(ln)
    stack, tzids, used, event = [], set(), set(), None
    for ln in lines:
        name, _, value = ln.partition(":")
        prop = name.split(";")[0]
        if prop == "BEGIN":
            stack.append(value)
            if value == "VEVENT":
                event = {}
        elif prop == "END":
            assert stack and stack.pop() == value, f"ics: END:{value} without BEGIN"
            if value == "VEVENT":
                for need in ("UID", "DTSTAMP", "DTSTART", "SUMMARY"):
                    assert need in event, f"ics: VEVENT without {need}"
                uids.add(event["UID"])
                event = None
        else:
            if stack and stack[-1] == "VTIMEZONE" and prop == "TZID":
                tzids.add(value)
            if event is not None:
                event.setdefault(prop, value)
                m = re.search(r";TZID=([^:;]+)", name)
                if m:
                    used.add(m.group(1))
                if prop in ("DTSTART", "DTEND", "EXDATE", "RECURRENCE-ID"):
                    v = value.rstrip("Z")
                    datetime.strptime(v, "%Y%m%dT%H%M%S" if "T" in v else "%Y%m%d")
    assert not stack, "ics: unclosed component"
    assert used <= tzids, f"ics: TZID without VTIMEZONE: {used - tzids}"


def write_chat_db(spec: dict) -> str:
    try:
        chatdb = importlib.import_module("sampledata.chatdb")
    except ModuleNotFoundError:
        return "skipped: Samples/sampledata/chatdb.py not found yet, chats/imessage/chat.db not written"
    out = os.path.join(HERE, "chats", "imessage", "chat.db")
    os.makedirs(os.path.dirname(out), exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        a, b = os.path.join(tmp, "a.db"), os.path.join(tmp, "b.db")
        chatdb.write_chat_db(spec, a)
        chatdb.write_chat_db(spec, b)
        with open(a, "rb") as fa, open(b, "rb") as fb:
            da, db = fa.read(), fb.read()
        assert da == db, "chat.db differs between two runs"
    with open(out, "wb") as f:
        f.write(da)
    return f"chats/imessage/chat.db ({len(da)} bytes)"


def main() -> int:
    files, labels = build()
    again, _ = build()
    assert files == again, "two builds differ"
    check(files, labels)
    wa_dir = os.path.join(HERE, "chats", "whatsapp")
    keep = {os.path.join(HERE, p) for p in files}
    if os.path.isdir(wa_dir):          # drop exports that no longer exist in the data
        for root, _, names in os.walk(wa_dir):
            for n in names:
                if os.path.join(root, n) not in keep:
                    os.remove(os.path.join(root, n))
    changed = 0
    for rel, data in sorted(files.items()):
        path = os.path.join(HERE, rel)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        old = open(path, "rb").read() if os.path.exists(path) else None
        if old != data:
            changed += 1
            with open(path, "wb") as f:
                f.write(data)
    db = write_chat_db(json.loads(files["chats/imessage.json"]))
    summary(files, labels, changed, db)
    return 0


def summary(files: dict[str, bytes], labels: dict, changed: int, db: str) -> None:
    counts = json.loads(files["related/whatsapp-counts.json"])
    spec = json.loads(files["chats/imessage.json"])
    n_im = sum(len(c["messages"]) for c in spec["chats"])
    n_ev = files["calendar/maya.ics"].count(b"BEGIN:VEVENT")
    per = [len(e["messages"]) for e in labels["events"]]
    multi = sum(1 for e in labels["events"] if len({m["platform"] for m in e["messages"]}) > 1)
    by_platform: dict[str, int] = {}
    for e in labels["events"]:
        for m in e["messages"]:
            by_platform[m["platform"]] = by_platform.get(m["platform"], 0) + 1
    print(f"WhatsApp: {sum(counts.values())} messages in {len(counts)} exports")
    for k, v in counts.items():
        print(f"  {v:3d}  {k}")
    print(f"iMessage: {n_im} messages in {len(spec['chats'])} chats; {db}")
    print(f"calendar: {n_ev} VEVENTs")
    print(f"labels: {len(per)} events, {sum(per)} links (per event {min(per)}-{max(per)}), "
          f"{multi} on 2+ platforms; {by_platform}")
    print(f"{len(files)} files, {sum(len(b) for b in files.values())} bytes, {changed} changed")


if __name__ == "__main__":
    sys.exit(main())
