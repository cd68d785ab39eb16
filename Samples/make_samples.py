#!/usr/bin/env python3
"""Write Sotto's bundled sample mailbox.

    python3 Samples/make_samples.py

reads the fictional content in Samples/sampledata/ and writes, next to this file:

    mail/sample.mbox          every message, mboxrd, LF line endings, oldest first
    mail/Maildir/{cur,new,tmp} the same messages, one file each (unread ones in new/)
    mail/labels.csv           message_id,category,spam,phishing,thread

Standard library only, deterministic: no clock, no unseeded randomness, fixed MIME
boundaries, Message-IDs and Maildir names, so every run writes identical bytes. After
writing, every message is parsed back with the email package and its subject, addresses,
text and attachment names are compared with what was intended.
"""
from __future__ import annotations

import base64
import csv
import hashlib
import html as htmllib
import io
import os
import re
import sys
import textwrap
from collections import Counter
from dataclasses import dataclass, field
from datetime import datetime, timedelta, timezone
from email import encoders, policy
from email.charset import BASE64, QP, Charset
from email.generator import BytesGenerator
from email.header import Header
from email.message import Message
from email.mime.base import MIMEBase
from email.mime.multipart import MIMEMultipart
from email.mime.text import MIMEText
from email.parser import BytesParser
from email.utils import format_datetime, formataddr

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import sampledata  # noqa: E402
from sampledata.model import (CATEGORIES, USER, Attachment, Mail, MailingList,  # noqa: E402
                              Person, Thread)

OUT = os.path.join(HERE, "mail")
MX = "mx1.lindqvist.example"
MX_TZ = timezone(timedelta(hours=-7))  # the user's server runs on Pacific time (PDT all season)
GEN_POLICY = policy.compat32.clone(linesep="\n", max_line_length=78)


# ---------------------------------------------------------------------------- helpers

def digest(*parts: object, n: int = 12) -> str:
    return hashlib.sha256("|".join(map(str, parts)).encode()).hexdigest()[:n]


def num(*parts: object, mod: int) -> int:
    return int(digest(*parts, n=12), 16) % mod


def b64ish(*parts: object, n: int) -> str:
    raw = b"".join(hashlib.sha512(f"{i}|{'|'.join(map(str, parts))}".encode()).digest()
                   for i in range(n // 64 + 2))
    return base64.b64encode(raw).decode()[:n]


def tzinfo(offset: str) -> timezone:
    sign = -1 if offset[0] == "-" else 1
    return timezone(sign * timedelta(hours=int(offset[1:3]), minutes=int(offset[3:5])))


def parse_date(mail: Mail, salt: str) -> datetime:
    fmt = "%Y-%m-%d %H:%M:%S" if mail.date.count(":") == 2 else "%Y-%m-%d %H:%M"
    dt = datetime.strptime(mail.date, fmt).replace(tzinfo=tzinfo(mail.tz or mail.sender.tz))
    if fmt.endswith("%M"):
        dt = dt.replace(second=num(salt, "sec", mod=60))
    return dt


def is_ascii(s: str) -> bool:
    return all(ord(c) < 128 for c in s)


# ------------------------------------------------------------------------ body text

_MARKERS = ("-", "*", "•", ">", "|", " ", "\t", "#", "=", "[")


def _is_prose(lines: list[str]) -> bool:
    if any(l.startswith(_MARKERS) or re.match(r"\d+[.)] ", l) for l in lines):
        return False
    return all(len(l) >= 50 for l in lines[:-1])


def fill(text: str, wrap: bool) -> str:
    """Join hand-wrapped prose paragraphs into one line each, or re-wrap them at 72
    columns for clients that hard-wrap. Lists, tables and quotes are left alone."""
    out = []
    for block in text.strip("\n").split("\n\n"):
        lines = block.split("\n")
        if _is_prose(lines):
            para = " ".join(l.strip() for l in lines)
            out.append(textwrap.fill(para, 72, break_long_words=False, break_on_hyphens=False)
                       if wrap else para)
        else:
            out.append(block)
    return "\n\n".join(out) + "\n"


def quote_lines(text: str, prefix: str) -> str:
    out = []
    for line in text.rstrip("\n").split("\n"):
        if not line:
            out.append(prefix.rstrip())
        elif line.startswith(">"):
            out.append(prefix.rstrip() + line)
        else:
            out.append(prefix + line)
    return "\n".join(out) + "\n"


def _hour(dt: datetime) -> str:
    return f"{dt.hour % 12 or 12}:{dt:%M} {'AM' if dt.hour < 12 else 'PM'}"


def quote_intro(client: str, who: Person, when: datetime) -> str:
    ident = f"{who.name} <{who.email}>" if who.name else who.email
    if client in ("apple", "iphone"):
        return f"On {when:%b} {when.day}, {when.year}, at {_hour(when)}, {ident} wrote:"
    if client == "thunderbird":
        return f"On {when.month}/{when.day}/{when:%y} {_hour(when)}, {who.name or who.email} wrote:"
    if client == "mutt":
        return f"On {when:%a, %b %d, %Y at %I:%M:%S%p %z}, {who.name or who.email} wrote:"
    if client == "webmail":
        return f"Am {when:%d.%m.%Y %H:%M}, schrieb {ident}:" if who.email.endswith(".de.example") \
            else f"On {when:%Y-%m-%d %H:%M}, {ident} wrote:"
    return f"On {when:%a}, {when:%b} {when.day}, {when.year} at {_hour(when)} {ident} wrote:"


def outlook_header(who: Person, when: datetime, to: list[Person], subject: str) -> str:
    return ("-----Original Message-----\n"
            f"From: {who.name} <{who.email}>\n"
            f"Sent: {when:%A, %B} {when.day}, {when.year} {_hour(when)}\n"
            f"To: {'; '.join(f'{p.name} <{p.email}>' for p in to)}\n"
            f"Subject: {subject}\n")


# --------------------------------------------------------------- text to HTML (for
# personal clients that send multipart/alternative)

def text_to_html(text: str, client: str, charset: str) -> str:
    lines = text.rstrip("\n").split("\n")

    def render(block: list[str]) -> str:
        out, i = [], 0
        while i < len(block):
            line = block[i]
            if line.startswith(">"):
                inner = []
                while i < len(block) and block[i].startswith(">"):
                    inner.append(block[i][1:][1:] if block[i][1:2] == " " else block[i][1:])
                    i += 1
                if client == "gmail":
                    out.append('<blockquote class="gmail_quote" style="margin:0px 0px 0px 0.8ex;'
                               'border-left:1px solid rgb(204,204,204);padding-left:1ex">'
                               + render(inner) + "</blockquote>")
                else:
                    out.append('<blockquote type="cite">' + render(inner) + "</blockquote>")
                continue
            esc = htmllib.escape(line, quote=False)
            esc = re.sub(r"(https?://[^\s<]+)", r'<a href="\1">\1</a>', esc)
            if client == "outlook":
                out.append(f'<p class="MsoNormal">{esc or "&nbsp;"}<o:p></o:p></p>')
            else:
                out.append(f"<div>{esc or '<br>'}</div>")
            i += 1
        return "\n".join(out)

    inner = render(lines)
    if client == "gmail":
        return f'<div dir="ltr">\n{inner}\n</div>\n'
    if client == "outlook":
        return ('<html xmlns:o="urn:schemas-microsoft-com:office:office" '
                'xmlns:w="urn:schemas-microsoft-com:office:word">\n'
                f'<head><meta http-equiv="Content-Type" content="text/html; charset={charset}">'
                '<style>p.MsoNormal{margin:0in;font-size:11.0pt;font-family:"Calibri",sans-serif;}'
                '</style></head>\n<body lang="EN-US"><div class="WordSection1">\n'
                f"{inner}\n</div></body></html>\n")
    return (f'<html><head><meta http-equiv="content-type" content="text/html; charset={charset}">'
            '</head><body style="overflow-wrap: break-word; -webkit-nbsp-mode: space; '
            f'line-break: after-white-space;">\n{inner}\n</body></html>\n')


# ------------------------------------------------------------------ prepared message

@dataclass
class Prepared:
    """One message on its way to bytes: the content plus everything the writer derived."""

    mail: Mail
    salt: str
    subject: str
    message_id: str
    date: datetime
    text: str | None
    html: str | None
    category: str
    key: str
    in_reply_to: str | None = None
    references: list[str] = field(default_factory=list)
    mlist: MailingList | None = None
    footer: str | None = None
    own: str = ""            # the new text + signature (what a reply quotes)
    intro: str = ""          # this message's own quote intro
    quoted_own: str = ""     # the parent's own text, as quoted here
    replied: bool = False
    seq: int = 0
    delivered: datetime | None = None
    raw: bytes = b""


def msgid_for(p: Person, dt: datetime, salt: str) -> str:
    d = digest(salt, "mid", n=32)
    host = p.domain
    if p.client in ("apple", "iphone"):
        return f"{d[:8]}-{d[8:12]}-{d[12:16]}-{d[16:20]}-{d[20:32]}".upper() + f"@{host}"
    if p.client == "gmail":
        return f"CA{b64ish(salt, n=30).replace('/', '_').replace('+', '=')}@mail.{host}"
    if p.client == "thunderbird":
        return f"{d[:8]}-{d[8:12]}-{d[12:16]}-{d[16:20]}-{d[20:32]}@{host}"
    if p.client == "outlook":
        return f"SJ0PR{num(salt, mod=90) + 10}MB{num(salt, 'o', mod=9000) + 1000}{d[:14].upper()}@{host}"
    if p.client == "mutt":
        return f"{dt:%Y%m%d%H%M%S}.{d[:6]}@{p.host or 'mail.' + host}"
    if p.client == "webmail":
        return f"{d[:32]}@webmail.{host}"
    if p.client == "spam":
        return f"{d[:10]}${d[10:20]}${num(salt, mod=10**6)}@{host}"
    return f"{dt:%Y%m%d%H%M}.{d[:12]}@{host}"


def prepare(items) -> list[Prepared]:
    out: list[Prepared] = []
    owner: dict[str, int] = {}
    for n, item in enumerate(items):
        batch = prepare_thread(item) if isinstance(item, Thread) else [prepare_one(item)]
        key = batch[0].key
        assert owner.setdefault(key, n) == n, f"thread key {key!r} used by two items"
        out += batch
    return out


def _own_text(m: Mail) -> str:
    text = fill(m.text or "", m.sender.wrap)
    if m.sign and m.sender.client == "iphone":
        text += "\nSent from my iPhone\n"
    elif m.sign and m.sender.signature:
        text = text.rstrip("\n") + "\n\n-- \n" + m.sender.signature.rstrip("\n") + "\n"
    return text


def prepare_one(m: Mail) -> Prepared:
    salt = f"{m.key}|{m.date}|{m.subject}"
    dt = parse_date(m, salt)
    text = None
    if m.text is not None:
        text = _own_text(m) if m.sender.client not in ("bulk", "spam") else m.text
    html = m.html
    if html is None and text and m.sender.client in ("apple", "gmail", "outlook"):
        html = text_to_html(text, m.sender.client, m.charset or m.sender.charset)
    key = m.key or f"{m.category or 'primary'}-{m.sender.domain}-{m.date[:10]}"
    return Prepared(m, salt, m.subject or "", m.message_id or msgid_for(m.sender, dt, salt), dt,
                    text, html, m.category or "primary", key, own=text or "")


def prepare_thread(t: Thread) -> list[Prepared]:
    msgs: list[Prepared] = []
    for i, m in enumerate(t.messages):
        salt = f"{t.key}|{i}|{m.date}"
        dt = parse_date(m, salt)
        parent = None
        if i > 0:
            parent = msgs[m.parent if m.parent is not None else i - 1]
        if m.subject:
            subject = m.subject
        elif parent is None:
            subject = t.subject
        else:
            subject = ("RE: " if m.sender.client == "outlook" else "Re: ") + t.subject
        if t.mlist and not subject.startswith(t.mlist.prefix):
            subject = f"{t.mlist.prefix} {subject}"

        own = _own_text(m) if m.text is not None else ""
        text = own
        intro = quoted_own = ""
        if parent is not None and m.quote and m.text is not None:
            local = parent.date.astimezone(tzinfo(m.sender.tz))
            if m.sender.client == "outlook":
                recips = list(parent.mail.to) if not t.mlist else []
                text = (own.rstrip("\n") + "\n\n" + outlook_header(parent.mail.sender, local, recips,
                        parent.subject) + "\n" + parent.own)
            else:
                intro = quote_intro(m.sender.client, parent.mail.sender, local)
                src = parent.own
                if parent.intro and parent.quoted_own:
                    src = (parent.own.rstrip("\n") + "\n\n" + parent.intro + "\n"
                           + quote_lines(parent.quoted_own, parent.mail.sender.quote_prefix))
                quoted_own = parent.own
                text = (own.rstrip("\n") + "\n\n" + intro + "\n"
                        + quote_lines(src, m.sender.quote_prefix))
        html = m.html
        if html is None and m.text is not None and m.sender.client in ("apple", "gmail", "outlook"):
            html = text_to_html(text, m.sender.client, m.charset or m.sender.charset)
        p = Prepared(m, salt, subject, m.message_id or msgid_for(m.sender, dt, salt), dt,
                     text if m.text is not None else None, html, m.category or t.category, t.key,
                     mlist=t.mlist, own=own, intro=intro, quoted_own=quoted_own)
        if parent is not None and m.threaded:
            p.in_reply_to = parent.message_id
            p.references = (parent.references + [parent.message_id])[-12:]
        if parent is not None and m.sender.email == USER.email:
            parent.replied = True
        if t.mlist:
            p.footer = t.mlist.footer
        msgs.append(p)
    return msgs


# ------------------------------------------------------------------- MIME building

def _charset(name: str, body: str | None = None, header: str | None = None) -> Charset:
    cs = Charset(name)
    if body is not None:
        cs.body_encoding = {"qp": QP, "base64": BASE64, "7bit": None, "8bit": None}[body]
    if header is not None:
        cs.header_encoding = {"Q": QP, "B": BASE64}[header]
    return cs


def text_part(text: str, subtype: str, charset: str, cte: str | None,
              non_ascii: str = "qp") -> MIMEText:
    """A text part; without a forced `cte`, ASCII goes 7bit and anything else `non_ascii`."""
    if cte is None:
        if charset.lower() == "iso-2022-jp":
            cte = "7bit"
        elif is_ascii(text) and max(map(len, text.split("\n"))) <= 998:
            cte = "7bit"
        else:
            cte = non_ascii
    return MIMEText(text, subtype, _charset(charset, cte))


def attachment_part(a: Attachment, salt: str) -> Message:
    maintype, _, rest = a.content_type.partition("/")
    subtype, *params = [s.strip() for s in rest.split(";")]
    ct_params = dict(p.partition("=")[::2] for p in params)
    fname = None
    if a.filename:
        fname = ("utf-8", "", a.filename) if a.rfc2231 else a.filename
        ct_params["name"] = fname
    if isinstance(a.data, str):
        part = MIMEText(a.data, subtype, _charset(a.charset or "utf-8", "7bit" if is_ascii(a.data) else "qp"))
        for k, v in ct_params.items():
            part.set_param(k, v)  # (moves Content-Type after the CTE; harmless)
    else:
        part = MIMEBase(maintype, subtype, **ct_params)
        part.set_payload(a.data)
        encoders.encode_base64(part)
    if fname:
        part.add_header("Content-Disposition", a.disposition, filename=fname)
    elif a.disposition == "inline":
        part.add_header("Content-Disposition", "inline")
    if a.cid:
        part["Content-ID"] = f"<{a.cid}>"
    return part


def boundary(client: str, salt: str, level: int) -> str:
    d = digest(salt, "boundary", level, n=32)
    if client in ("apple", "iphone"):
        return f"Apple-Mail={d[:8]}-{d[8:12]}-{d[12:16]}-{d[16:20]}-{d[20:32]}".upper().replace("APPLE-MAIL", "Apple-Mail")
    if client == "gmail":
        return f"0000000000{d[:16]}"
    if client == "thunderbird":
        return f"------------{b64ish(salt, level, n=24).replace('+', '0').replace('/', '1')}"
    if client == "outlook":
        return f"_00{level}_{d[:24].upper()}_"
    if client == "bulk":
        return f"_----{b64ish(salt, level, n=22).replace('/', 'x')}===_{level}"
    return f"=_{d[:20]}_{level}"


def build_body(p: Prepared) -> Message:
    m = p.mail
    charset = m.charset or m.sender.charset
    parts_text = p.text
    if p.footer and parts_text is not None and not p.html:
        parts_text = parts_text.rstrip("\n") + "\n\n" + p.footer
    body: Message | None = None
    tpart = (text_part(parts_text, "plain", charset, m.cte, m.sender.cte8)
             if parts_text is not None else None)
    if p.html is not None:
        hpart: Message = text_part(p.html, "html", charset, m.html_cte)
        if m.inline:
            hpart = MIMEMultipart("related", _subparts=[hpart] + [attachment_part(a, p.salt) for a in m.inline])
            hpart.set_param("type", "text/html")
        alts = ([tpart] if tpart is not None else []) + [hpart]
        if m.calendar:
            cal = MIMEText(m.calendar.replace("\r\n", "\n"), "calendar", _charset("utf-8", "7bit"))
            cal.replace_header("Content-Type", cal["Content-Type"] + '; method="REQUEST"')
            alts.append(cal)
        body = MIMEMultipart("alternative", _subparts=alts) if len(alts) > 1 else alts[0]
    else:
        body = tpart
    if p.footer and p.html:
        body = MIMEMultipart("mixed", _subparts=[body, text_part(p.footer, "plain", "us-ascii", "7bit")])
    if m.attachments:
        body = MIMEMultipart("mixed", _subparts=[body] + [attachment_part(a, p.salt) for a in m.attachments])
    level = 0
    for part in body.walk():
        if part is not body:
            del part["MIME-Version"]
        if part.is_multipart():
            part.set_boundary(boundary(m.sender.client, p.salt, level))
            level += 1
    return body


def addr(person: Person, mail: Mail, enc: str) -> str:
    if not person.name:
        return person.email
    if is_ascii(person.name):
        return formataddr((person.name, person.email))
    cs = _charset(mail.header_charset or mail.charset or person.charset, header=enc)
    return formataddr((person.name, person.email), charset=cs)


def default_enc(client: str) -> str:
    return "Q" if client in ("apple", "iphone", "outlook") else "B"


def mailer_header(m: Mail) -> tuple[str, str] | None:
    if m.mailer:
        k, _, v = m.mailer.partition(": ")
        return k, v
    return {
        "apple": ("X-Mailer", "Apple Mail (2.3826.500.181)"),
        "iphone": ("X-Mailer", "iPhone Mail (22A3354)"),
        "thunderbird": ("User-Agent", "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Thunderbird/128.3.1"),
        "outlook": ("X-Mailer", "Microsoft Outlook 16.0"),
        "mutt": ("User-Agent", "NeoMutt/20240425"),
        "webmail": ("User-Agent", "Roundcube Webmail/1.6.9"),
        "spam": ("X-Mailer", "PHPMailer 6.1.4 (https://github.com/PHPMailer/PHPMailer)"),
    }.get(m.sender.client)


def _rfc(dt: datetime) -> str:
    return format_datetime(dt)


def received_chain(p: Prepared) -> list[str]:
    m, s = p.mail, p.mail.sender
    to = USER.email
    host = s.host or f"mail.{s.domain}"
    ip = m.ip or s.ip
    delay = {"bulk": 240, "spam": 2400}.get(s.client, 40)
    p.delivered = p.date + timedelta(seconds=3 + num(p.salt, "delay", mod=delay))
    mx_time = p.delivered.astimezone(MX_TZ)
    qid = b64ish(p.salt, "qid", n=10).replace("/", "Q").replace("+", "z")
    qid2 = digest(p.salt, "qid2", n=10).upper()
    first = p.date + timedelta(seconds=1)
    if s.email == USER.email and not p.mlist:
        # the user's own sent copy: one hop, her client submitting to her server
        p.delivered = first
        return [f"from smtpclient.apple (c-73-42-118-9.hsd1.wa.example [{USER.ip}])\n"
                f"\tby {USER.host} (Postfix) with ESMTPSA id {qid2}\n\t(authenticated as maya);\n"
                f"\t{_rfc(first.astimezone(MX_TZ))} (PDT)"]
    if p.mlist:
        L = p.mlist
        list_in = p.date + timedelta(seconds=2)
        return [
            f"from {L.host} ({L.host} [{L.ip}])\n\tby {MX} (Postfix) with ESMTPS id {qid}\n"
            f"\tfor <{to}>; {_rfc(mx_time)} (PDT)",
            f"from {host} ({host} [{ip}])\n\tby {L.host} (Postfix) with ESMTPS id {qid2}\n"
            f"\tfor <{L.address}>; {_rfc(list_in.astimezone(timezone.utc))} (UTC)",
        ]
    if s.client == "spam":
        helo = m.envelope.split("@")[-1] if m.envelope else s.domain
        return [
            f"from {host} (unknown [{ip}])\n\tby {MX} (Postfix) with ESMTP id {qid}\n"
            f"\tfor <{to}>; {_rfc(mx_time)} (PDT)",
            f"from [{ip}] (helo={helo})\n\tby {host} with esmtpa (Exim 4.96)\n"
            f"\t(envelope-from <{m.envelope or s.email}>)\n\tid 1w{qid2[:4]}-{qid2[4:]}-Jr; "
            f"{_rfc(first.astimezone(timezone.utc))}",
        ]
    if s.client == "bulk":
        return [
            f"from {host} ({host} [{ip}])\n\tby {MX} (Postfix) with ESMTPS id {qid}\n"
            f"\tfor <{to}>; {_rfc(mx_time)} (PDT)",
            f"by {host} with SMTP id {digest(p.salt, 'esp', n=22)}\n"
            f"\tfor <{to}>; {_rfc(first.astimezone(timezone.utc))} (UTC)",
        ]
    return [
        f"from {host} ({host} [{ip}])\n\tby {MX} (Postfix) with ESMTPS id {qid}\n"
        f"\tfor <{to}>; {_rfc(mx_time)} (PDT)",
        f"from [192.168.{num(p.salt, 'lan', mod=8)}.{num(p.salt, 'h', mod=200) + 20}] "
        f"(unknown [{ip}])\n\tby {host} (Postfix) with ESMTPSA id {qid2};\n\t{_rfc(first)}",
    ]


def auth_results(p: Prepared, envelope: str) -> list[tuple[str, str]]:
    m = p.mail
    s = m.sender
    if s.email == USER.email and not p.mlist:
        return []
    ip = p.mlist.ip if p.mlist else (m.ip or s.ip)
    dom = s.domain
    mode = m.auth
    sel = ["s1", "mail", "k1", "selector1", "dkim", "m1"][num(dom, mod=6)]
    bval = b64ish(p.salt, "dkim-b", n=8)
    if p.mlist:
        dom = p.mlist.domain
        envelope = p.mlist.bounces
    env_dom = envelope.split("@")[-1]
    if mode in ("pass", "lookalike"):
        res = (f"{MX};\n\tdkim=pass (2048-bit key) header.d={dom} header.s={sel} header.b={bval};\n"
               f"\tspf=pass ({MX}: domain of {envelope} designates {ip} as permitted sender)"
               f" smtp.mailfrom={envelope};\n"
               f"\tdmarc=pass (p={'NONE' if mode == 'lookalike' else ['QUARANTINE', 'REJECT', 'NONE'][num(dom, 'p', mod=3)]}"
               f" sp=NONE dis=NONE) header.from={s.domain}")
    elif mode == "fail":
        res = (f"{MX};\n\tdkim=fail reason=\"signature verification failed\" (1024-bit key)"
               f" header.d={dom} header.s={sel} header.b={bval};\n"
               f"\tspf=fail ({MX}: domain of {envelope} does not designate {ip} as permitted sender)"
               f" smtp.mailfrom={envelope};\n"
               f"\tdmarc=fail (p=REJECT sp=REJECT dis=QUARANTINE) header.from={dom}")
    elif mode == "softfail":
        res = (f"{MX};\n\tdkim=none (message not signed);\n"
               f"\tspf=softfail ({MX}: domain of transitioning {envelope} does not designate {ip}"
               f" as permitted sender) smtp.mailfrom={envelope};\n"
               f"\tdmarc=fail (p=NONE sp=NONE dis=NONE) header.from={dom}")
    else:  # none
        res = (f"{MX};\n\tdkim=none (message not signed);\n"
               f"\tspf=none ({MX}: {env_dom} does not designate permitted sender hosts)"
               f" smtp.mailfrom={envelope};\n\tdmarc=none (p=NONE) header.from={dom}")
    out = [("Authentication-Results", res)]
    if mode in ("fail", "softfail"):
        out.append(("Received-SPF", f"{'Fail' if mode == 'fail' else 'Softfail'} (mailfrom) identity=mailfrom;"
                    f" client-ip={ip}; helo={env_dom}; envelope-from={envelope}; receiver=<UNKNOWN>"))
    if mode in ("pass", "lookalike", "fail"):
        t = int(p.date.timestamp())
        out.append(("DKIM-Signature",
                    f"v=1; a=rsa-sha256; c=relaxed/relaxed; d={dom}; s={sel}; t={t};\n"
                    f"\th=from:to:subject:date:message-id:mime-version:content-type;\n"
                    f"\tbh={b64ish(p.salt, 'bh', n=43)}=;\n"
                    f"\tb={b64ish(p.salt, 'b1', n=70)}\n\t {b64ish(p.salt, 'b2', n=70)}\n"
                    f"\t {b64ish(p.salt, 'b3', n=30)}=="))
    return out


def envelope_of(p: Prepared) -> str:
    m, s = p.mail, p.mail.sender
    if p.mlist:
        return p.mlist.bounces
    if m.envelope:
        return m.envelope
    if s.client == "bulk":
        return f"bounce+{digest(p.salt, 'env', n=10)}@{s.domain}"
    return s.email


def serialize(p: Prepared) -> bytes:
    m = p.mail
    body = build_body(p)
    mime_headers = list(body.items())
    for k in {k for k, _ in mime_headers}:
        del body[k]

    envelope = envelope_of(p)
    enc = m.name_enc or default_enc(m.sender.client)
    top: list[tuple[str, object]] = []
    if not (m.sender.email == USER.email and not p.mlist):
        top += [("Return-Path", f"<{envelope}>"), ("Delivered-To", USER.email)]
    top += [("Received", r) for r in received_chain(p)]
    top += auth_results(p, envelope)
    top.append(("From", addr(m.sender, m, enc)))
    if p.mlist:
        top.append(("To", formataddr((p.mlist.name, p.mlist.address))))
        if m.cc:
            top.append(("Cc", ", ".join(addr(x, m, enc) for x in m.cc)))
    else:
        top.append(("To", ", ".join(addr(x, m, enc) for x in m.to)))
        if m.cc:
            top.append(("Cc", ", ".join(addr(x, m, enc) for x in m.cc)))
    if m.reply_to:
        top.append(("Reply-To", addr(m.reply_to, m, enc)))
    if is_ascii(p.subject):
        top.append(("Subject", p.subject))
    else:
        hcs = _charset(m.header_charset or m.charset or m.sender.charset,
                       header=m.subject_enc or default_enc(m.sender.client))
        top.append(("Subject", Header(p.subject, hcs, header_name="Subject")))
    top.append(("Date", format_datetime(p.date)))
    top.append(("Message-ID", f"<{p.message_id}>"))
    if p.in_reply_to:
        top.append(("In-Reply-To", f"<{p.in_reply_to}>"))
        top.append(("References", " ".join(f"<{r}>" for r in p.references)))
    if p.mlist:
        L = p.mlist
        local = L.address.split("@")[0]
        top += [
            ("X-Mailman-Version", "3.3.9"),
            ("Precedence", "list"),
            ("List-Id", f"{L.name} <{L.list_id}>"),
            ("Archived-At", f"<{L.archive}message/{digest(p.message_id, n=32).upper()}/>"),
            ("List-Archive", f"<{L.archive}>"),
            ("List-Help", f"<mailto:{local}-request@{L.domain}?subject=help>"),
            ("List-Owner", f"<mailto:{local}-owner@{L.domain}>"),
            ("List-Post", f"<mailto:{L.address}>"),
            ("List-Subscribe", f"<mailto:{local}-join@{L.domain}>"),
            ("List-Unsubscribe", f"<mailto:{local}-leave@{L.domain}>"),
            ("Sender", f"{L.name} <{L.bounces}>"),
        ]
    mh = mailer_header(m)
    if mh:
        top.append(mh)
    # extra headers; one that names a generated header (To, Reply-To, X-Mailer...) replaces it
    replaceable = {"to", "cc", "reply-to", "return-path", "x-mailer", "user-agent", "sender"}
    final = list(top)
    for k, v in m.headers:
        lk = k.lower()
        idx = [i for i, (name, _) in enumerate(final) if name.lower() == lk]
        if lk in replaceable and idx:
            final[idx[0]] = (k, v)
            for i in reversed(idx[1:]):
                del final[i]
        else:
            final.append((k, v))
    # MIME-Version first, then the part's own headers
    mime = [("MIME-Version", "1.0")] + [(k, v) for k, v in mime_headers if k != "MIME-Version"]
    for k, v in final + mime:
        body[k] = v

    buf = io.BytesIO()
    BytesGenerator(buf, mangle_from_=False, policy=GEN_POLICY).flatten(body)
    raw = buf.getvalue()
    if not raw.endswith(b"\n"):
        raw += b"\n"
    return raw


# ---------------------------------------------------------------------- verification

def expected_plain(p: Prepared) -> str | None:
    if p.text is None:
        return None
    if p.footer and not p.html:
        return p.text.rstrip("\n") + "\n\n" + p.footer
    return p.text


def verify(p: Prepared) -> None:
    m = p.mail
    msg = BytesParser(policy=policy.default).parsebytes(p.raw)
    where = f"{p.key} {p.message_id}"
    assert str(msg["Subject"]) == p.subject, (where, str(msg["Subject"]), p.subject)
    assert msg["Message-ID"].strip() == f"<{p.message_id}>", where
    frm = msg["From"].addresses[0]
    assert frm.addr_spec == m.sender.email, (where, frm.addr_spec)
    assert frm.display_name == m.sender.name, (where, frm.display_name, m.sender.name)
    if p.in_reply_to:
        assert msg["In-Reply-To"].strip() == f"<{p.in_reply_to}>", where
    want = expected_plain(p)
    if want is not None:
        part = msg.get_body(("plain",))
        got = part.get_content()
        assert got.replace("\r\n", "\n").rstrip("\n") == want.rstrip("\n"), (where, got[:300], want[:300])
        want_cs = (m.charset or m.sender.charset).lower()
        got_cs = (part.get_content_charset() or "us-ascii").lower()
        assert got_cs == want_cs or got_cs == "us-ascii", (where, got_cs, want_cs)
    if p.html is not None:
        part = msg.get_body(("html",))
        assert part.get_content().replace("\r\n", "\n").rstrip("\n") == p.html.rstrip("\n"), where
    names = [a.get_filename() for a in msg.iter_attachments() if a.get_filename()]
    for a in m.attachments:
        if a.filename:
            assert a.filename in names, (where, a.filename, names)
    for part in msg.walk():
        if not part.is_multipart() and part.get_content_maintype() != "text":
            data = part.get_content()
            assert isinstance(data, bytes) and data, where
    for line in p.raw.split(b"\n"):
        assert len(line) <= 998, (where, "line too long")


def read_mboxrd(data: bytes) -> list[bytes]:
    msgs, cur = [], None
    lines = data.split(b"\n")
    if lines and lines[-1] == b"":
        lines.pop()
    for i, line in enumerate(lines):
        if line.startswith(b"From ") and (i == 0 or lines[i - 1] == b""):
            if cur is not None:
                msgs.append(cur)
            cur = []
            continue
        cur.append(re.sub(rb"^>(>*From )", rb"\1", line))
    if cur is not None:
        msgs.append(cur)
    return [b"\n".join(m[:-1] if m and m[-1] == b"" else m) + b"\n" for m in msgs]


# --------------------------------------------------------------------------- writing

def mbox_escape(raw: bytes) -> bytes:
    return re.sub(rb"(?m)^(>*From )", rb">\1", raw)


def maildir_name(p: Prepared) -> tuple[str, str]:
    base = f"{int(p.delivered.timestamp())}.M{p.seq}P1.sotto-sample"
    if p.mail.unread:
        return "new", base
    flags = {"S"}
    if p.mail.flagged:
        flags.add("F")
    if p.replied:
        flags.add("R")
    return "cur", f"{base}:2,{''.join(sorted(flags))}"


def main() -> int:
    prepared = prepare(sampledata.ITEMS)
    ids = Counter(p.message_id for p in prepared)
    dup = [k for k, v in ids.items() if v > 1]
    assert not dup, f"duplicate Message-IDs: {dup}"
    for p in prepared:
        assert p.category in CATEGORIES, (p.key, p.category)
        p.raw = serialize(p)
    prepared.sort(key=lambda p: (p.delivered, p.message_id))
    for i, p in enumerate(prepared, 1):
        p.seq = i
    for p in prepared:
        verify(p)

    maildir = os.path.join(OUT, "Maildir")
    for sub in ("cur", "new", "tmp"):
        os.makedirs(os.path.join(maildir, sub), exist_ok=True)
        for name in os.listdir(os.path.join(maildir, sub)):
            if name != ".gitkeep":
                os.remove(os.path.join(maildir, sub, name))
    with open(os.path.join(maildir, "tmp", ".gitkeep"), "wb"):
        pass

    mbox = bytearray()
    for p in prepared:
        when = p.delivered.astimezone(timezone.utc)
        mbox += (f"From {envelope_of(p)} {when:%a %b} {when.day:2d} {when:%H:%M:%S %Y}\n").encode()
        mbox += mbox_escape(p.raw) + b"\n"
        sub, name = maildir_name(p)
        path = os.path.join(maildir, sub, name)
        with open(path, "wb") as f:
            f.write(p.raw)
        os.utime(path, (p.delivered.timestamp(), p.delivered.timestamp()))
    with open(os.path.join(OUT, "sample.mbox"), "wb") as f:
        f.write(mbox)

    with open(os.path.join(OUT, "labels.csv"), "w", newline="", encoding="utf-8") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(["message_id", "category", "spam", "phishing", "thread"])
        for p in prepared:
            w.writerow([p.message_id, p.category, int(p.mail.spam), int(p.mail.phishing), p.key])

    # consistency: mbox and Maildir hold the same bytes
    back = read_mboxrd(bytes(mbox))
    assert len(back) == len(prepared), (len(back), len(prepared))
    files = {}
    for sub in ("cur", "new"):
        for name in os.listdir(os.path.join(maildir, sub)):
            with open(os.path.join(maildir, sub, name), "rb") as f:
                files[name.split(":")[0]] = f.read()
    assert len(files) == len(prepared)
    for p, raw in zip(prepared, back):
        assert raw == p.raw, p.message_id
        assert files[maildir_name(p)[1].split(":")[0]] == p.raw

    summary(prepared, len(mbox))
    return 0


def summary(prepared: list[Prepared], size: int) -> None:
    cats = Counter(p.category for p in prepared)
    spam = [p for p in prepared if p.mail.spam]
    print(f"wrote {len(prepared)} messages ({size / 1024:.0f} KiB mbox) to {os.path.relpath(OUT)}")
    for c in CATEGORIES:
        n_spam = sum(1 for p in spam if p.category == c)
        print(f"  {c:<11} {cats[c]:>4}" + (f"   (of which spam {n_spam})" if n_spam else ""))
    print(f"  spam {len(spam)}, phishing {sum(p.mail.phishing for p in prepared)}")
    threads = Counter(p.key for p in prepared)
    print(f"  threads with 2+ messages: {sum(1 for v in threads.values() if v > 1)}"
          f"; unread (Maildir new/): {sum(p.mail.unread for p in prepared)}")
    charsets = Counter((p.mail.charset or p.mail.sender.charset).lower() for p in prepared)
    print("  text charsets: " + ", ".join(f"{k} {v}" for k, v in sorted(charsets.items())))
    atts = sum(len(p.mail.attachments) for p in prepared)
    print(f"  attachments: {atts}; with HTML: {sum(1 for p in prepared if p.html)}")


if __name__ == "__main__":
    sys.exit(main())
