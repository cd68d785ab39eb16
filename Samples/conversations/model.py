"""Plain data types for Maya's chats and calendar. Nothing here does I/O.

Every chat message can carry `ev`: the calendar events it belongs to, as event keys from
calendar_events.py ("talk", "wedding", "bookclub@2026-08-20" for one occurrence of a
recurring event). make_conversations.py turns those into related/labels.json.
"""
from __future__ import annotations

import hashlib
from dataclasses import dataclass, field


def digest(*parts: object) -> str:
    return hashlib.sha256("|".join(map(str, parts)).encode()).hexdigest()


def uuid_for(*parts: object) -> str:
    """A fixed, uppercase, version-4-shaped UUID derived from parts (no randomness)."""
    h = digest(*parts)
    v = "89ab"[int(h[16], 16) % 4]
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{v}{h[17:20]}-{h[20:32]}".upper()


# ------------------------------------------------------------------------- WhatsApp

@dataclass(frozen=True)
class WA:
    """One WhatsApp message as the exporting phone shows it.

    when    local time of the exporting phone (Pacific), "YYYY-MM-DD HH:MM:SS"
    author  the saved contact name, a formatted phone number for unsaved contacts, or
            None for system lines ("created group", the encryption notice)
    kind    text | system | media | deleted
    text    message text (may contain newlines); for media, an optional file name stem
    media   for kind == "media": photo | video | sticker | audio | document
    edited  the text carries the locale's "this message was edited" marker
    """

    when: str
    author: str | None
    text: str = ""
    kind: str = "text"
    media: str = ""
    edited: bool = False
    ev: tuple[str, ...] = ()


def T(when: str, author: str, text: str, *ev: str, edited: bool = False) -> WA:
    return WA(when, author, text, "text", edited=edited, ev=ev)


def SYS(when: str, text: str) -> WA:
    return WA(when, None, text, "system")


def MEDIA(when: str, author: str, media: str = "photo", *ev: str) -> WA:
    return WA(when, author, "", "media", media=media, ev=ev)


def DELETED(when: str, author: str) -> WA:
    return WA(when, author, "", "deleted")


@dataclass(frozen=True)
class WAChat:
    """One exported chat.

    path    where the export lands under chats/whatsapp/: a .txt, a folder/_chat.txt (an
            unzipped iOS export) or a .zip
    locale  android-en-US | android-de-DE | android-en-SE | ios-en-GB | ios-es-MX
    title   the chat's name (group subject or contact name) as the phone shows it
    me      the exporting user's own display name in this export
    media   for zips: the media files, in the order their messages appear
    """

    path: str
    locale: str
    title: str
    me: str
    messages: list[WA]
    group: bool = False
    media: list[bytes] = field(default_factory=list)


# ------------------------------------------------------------------------- iMessage

@dataclass(frozen=True)
class Att:
    transfer_name: str
    mime_type: str
    total_bytes: int


@dataclass(frozen=True)
class IM:
    """One iMessage / SMS row. `key` names it inside its chat (for reactions and guids)."""

    key: str
    date: str                       # ISO 8601 with offset
    from_me: bool
    text: str | None
    handle: str | None = None       # sender when not from_me (default: the 1:1 partner)
    storage: str = "both"           # both | attributed_only | text_only
    precision: str = "nanoseconds"  # nanoseconds | seconds
    edited: bool = False
    original_text: str | None = None
    unsent: bool = False
    reaction: tuple[str, str, bool] | None = None   # (type, key of target, removed)
    attachments: tuple[Att, ...] = ()
    ev: tuple[str, ...] = ()


@dataclass(frozen=True)
class IMChat:
    guid: str
    participants: list[str]
    messages: list[IM]
    display_name: str | None = None
    service: str = "iMessage"
