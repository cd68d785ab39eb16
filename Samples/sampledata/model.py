"""Plain data types for the sample mailbox.

The content modules build `Thread`s and one-off `Mail`s out of these; make_samples.py
turns them into RFC 5322 bytes. Nothing here does I/O.
"""
from __future__ import annotations

import textwrap
from dataclasses import dataclass, replace
from typing import Sequence

CATEGORIES = ("primary", "social", "promotions", "updates", "forums")


@dataclass(frozen=True)
class Person:
    """A sender or recipient, and how their mail client writes mail."""

    name: str
    email: str
    signature: str = ""          # text after the "-- " line; empty for none
    tz: str = "-0700"            # UTC offset their Date header uses
    # apple | iphone | gmail | thunderbird | outlook | mutt | webmail | bulk | spam
    client: str = "gmail"
    charset: str = "utf-8"       # charset for their text parts
    cte8: str = "qp"             # how they send non-ASCII text: qp | 8bit | base64
    wrap: bool = False           # hard-wrap paragraphs at 72 columns
    quote_prefix: str = "> "     # how their client quotes
    ip: str = "198.51.100.20"    # the address their outgoing server connects from
    host: str | None = None      # their outgoing server; default mail.<domain>

    @property
    def domain(self) -> str:
        return self.email.rsplit("@", 1)[1]

    def but(self, **changes) -> "Person":
        return replace(self, **changes)


@dataclass(frozen=True)
class Attachment:
    filename: str | None
    content_type: str            # "application/pdf", "image/png", "text/calendar; method=REQUEST"
    data: bytes | str
    cid: str | None = None       # set for inline parts of multipart/related
    disposition: str = "attachment"
    charset: str | None = None   # for text/* attachments given as str
    rfc2231: bool = False        # write filename*=utf-8''... (RFC 2231) instead of plain filename


@dataclass(frozen=True)
class MailingList:
    name: str                    # "Puget Sound Gardeners"
    list_id: str                 # "gardeners.lists.pugetgardens.example"
    address: str                 # "gardeners@lists.pugetgardens.example"
    prefix: str                  # "[PSG]"
    footer: str
    web: str                     # list info page
    archive: str
    host: str                    # the list server
    ip: str
    software: str = "Mailman 3"

    @property
    def domain(self) -> str:
        return self.address.rsplit("@", 1)[1]

    @property
    def bounces(self) -> str:
        local, dom = self.address.split("@")
        return f"{local}-bounces@{dom}"


@dataclass
class Mail:
    """One message. In a Thread, subject/threading/quoting are filled in by the writer."""

    sender: Person
    date: str                                  # "YYYY-MM-DD HH:MM" in sender.tz (or tz)
    text: str | None = None                    # text/plain, without signature or quote
    subject: str | None = None
    html: str | None = None
    to: Sequence[Person] = ()
    cc: Sequence[Person] = ()
    reply_to: Person | None = None
    attachments: Sequence[Attachment] = ()
    inline: Sequence[Attachment] = ()          # cid images for the HTML part
    calendar: str | None = None                # a text/calendar alternative (an invite)
    headers: Sequence[tuple[str, str]] = ()    # extra headers, written as given
    category: str | None = None
    spam: bool = False
    phishing: bool = False
    key: str | None = None                     # thread key for labels.csv
    auth: str = "pass"                         # pass | none | fail | softfail | lookalike
    charset: str | None = None                 # default: sender.charset
    cte: str | None = None                     # force 7bit | 8bit | qp | base64
    html_cte: str = "qp"
    subject_enc: str | None = None             # "B" or "Q": how a non-ASCII subject is encoded
    header_charset: str | None = None          # charset for encoded-words (default: charset)
    name_enc: str | None = None                # "B" or "Q" for a non-ASCII display name
    sign: bool = True
    quote: bool = True                         # replies quote the message they answer
    threaded: bool = True                      # replies carry In-Reply-To/References
    parent: int | None = None                  # index in the thread this answers (default previous)
    unread: bool = False
    flagged: bool = False
    message_id: str | None = None
    tz: str | None = None
    envelope: str | None = None                # envelope sender / Return-Path
    mailer: str | None = None                  # override X-Mailer/User-Agent line ("Name: value")
    ip: str | None = None

    def __post_init__(self):
        if not self.to:
            self.to = (USER,)


@dataclass
class Thread:
    key: str
    subject: str
    messages: list[Mail]
    category: str = "primary"
    mlist: MailingList | None = None


def body(s: str) -> str:
    """Dedent a triple-quoted body and trim the blank lines around it."""
    return textwrap.dedent(s).strip("\n") + "\n"


USER = Person(
    "Maya Lindqvist", "maya@lindqvist.example",
    signature="Maya Lindqvist\nLindqvist Studio | product design & front-end\n"
              "+1 206 555 0148 | https://lindqvist.example",
    tz="-0700", client="apple", ip="203.0.113.48", host="smtp.lindqvist.example",
)
