"""Small, deterministic binary attachments: PNG logos, one-page PDFs, an .ics, lure files.

Everything is built byte by byte (stored, uncompressed deflate blocks and ZIP entries) so
the output does not depend on the zlib build of the machine that runs the generator.
"""
from __future__ import annotations

import struct
import zlib


def _stored_zlib(data: bytes) -> bytes:
    """A zlib stream made of uncompressed (stored) deflate blocks."""
    out = bytearray(b"\x78\x01")
    chunks = [data[i:i + 65535] for i in range(0, len(data), 65535)] or [b""]
    for n, chunk in enumerate(chunks):
        final = 1 if n == len(chunks) - 1 else 0
        out += bytes([final]) + struct.pack("<HH", len(chunk), len(chunk) ^ 0xFFFF) + chunk
    out += struct.pack(">I", zlib.adler32(data))
    return bytes(out)


def _chunk(kind: bytes, payload: bytes) -> bytes:
    return (struct.pack(">I", len(payload)) + kind + payload
            + struct.pack(">I", zlib.crc32(kind + payload)))


def png(color: str, size: int = 16, accent: str = "#ffffff", shape: str = "dot") -> bytes:
    """A tiny square logo: a coloured tile with a dot, bar or diagonal in the accent colour."""
    bg = bytes.fromhex(color.lstrip("#"))
    fg = bytes.fromhex(accent.lstrip("#"))
    rows = bytearray()
    c = (size - 1) / 2
    for y in range(size):
        rows.append(0)  # filter: none
        for x in range(size):
            if shape == "dot":
                on = (x - c) ** 2 + (y - c) ** 2 <= (size / 4) ** 2
            elif shape == "bar":
                on = size // 3 <= y < size - size // 3 and 2 <= x < size - 2
            else:  # diagonal
                on = abs(x - y) <= 1
            rows += fg if on else bg
    ihdr = struct.pack(">IIBBBBB", size, size, 8, 2, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + _chunk(b"IHDR", ihdr)
            + _chunk(b"IDAT", _stored_zlib(bytes(rows))) + _chunk(b"IEND", b""))


def _pdf_string(s: str) -> bytes:
    raw = s.encode("cp1252")
    return b"(" + raw.replace(b"\\", b"\\\\").replace(b"(", b"\\(").replace(b")", b"\\)") + b")"


def pdf(title: str, lines: list[str]) -> bytes:
    """A valid one-page PDF 1.4 showing `lines` in Helvetica (WinAnsi text)."""
    text = bytearray(b"BT\n/F1 16 Tf\n56 740 Td\n" + _pdf_string(title) + b" Tj\n/F1 10 Tf\n0 -26 Td\n")
    for line in lines:
        text += _pdf_string(line) + b" Tj\n0 -14 Td\n"
    text += b"ET\n"
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] "
        b"/Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>",
        b"<< /Length %d >>\nstream\n" % len(text) + bytes(text) + b"endstream",
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
        b"<< /Title " + _pdf_string(title) + b" /Producer (Sotto sample generator) >>",
    ]
    out = bytearray(b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n")
    offsets = []
    for n, obj in enumerate(objects, 1):
        offsets.append(len(out))
        out += b"%d 0 obj\n" % n + obj + b"\nendobj\n"
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    for off in offsets:
        out += b"%010d 00000 n \n" % off
    out += (b"trailer\n<< /Size %d /Root 1 0 R /Info %d 0 R >>\nstartxref\n%d\n%%%%EOF\n"
            % (len(objects) + 1, len(objects), xref))
    return bytes(out)


def ics(uid: str, summary: str, start: str, end: str, tzid: str, location: str,
        organizer: tuple[str, str], attendees: list[tuple[str, str]], description: str,
        method: str = "REQUEST", stamp: str = "20260601T000000Z", sequence: int = 0) -> str:
    """An iCalendar invite. start/end are local times like 20260924T110000 in tzid."""
    def fold(line: str) -> list[str]:
        out, cur = [], line
        while len(cur.encode()) > 74:
            cut = 74
            while len(cur[:cut].encode()) > 74:
                cut -= 1
            out.append(cur[:cut])
            cur = " " + cur[cut:]
        return out + [cur]

    def esc(s: str) -> str:
        return s.replace("\\", "\\\\").replace(";", "\\;").replace(",", "\\,").replace("\n", "\\n")

    tz_blocks = {
        "America/New_York": ("-0500", "-0400", "EST", "EDT"),
        "America/Los_Angeles": ("-0800", "-0700", "PST", "PDT"),
    }
    std, dst, stdname, dstname = tz_blocks[tzid]
    lines = [
        "BEGIN:VCALENDAR", "PRODID:-//Sotto Samples//Calendar 1.0//EN", "VERSION:2.0",
        "CALSCALE:GREGORIAN", f"METHOD:{method}",
        "BEGIN:VTIMEZONE", f"TZID:{tzid}",
        "BEGIN:DAYLIGHT", f"TZOFFSETFROM:{std}", f"TZOFFSETTO:{dst}", f"TZNAME:{dstname}",
        "DTSTART:19700308T020000", "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU", "END:DAYLIGHT",
        "BEGIN:STANDARD", f"TZOFFSETFROM:{dst}", f"TZOFFSETTO:{std}", f"TZNAME:{stdname}",
        "DTSTART:19701101T020000", "RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU", "END:STANDARD",
        "END:VTIMEZONE",
        "BEGIN:VEVENT", f"DTSTART;TZID={tzid}:{start}", f"DTEND;TZID={tzid}:{end}",
        f"DTSTAMP:{stamp}", f"ORGANIZER;CN={organizer[0]}:mailto:{organizer[1]}", f"UID:{uid}",
    ]
    for name, email in attendees:
        lines.append(f"ATTENDEE;CUTYPE=INDIVIDUAL;ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;"
                     f"RSVP=TRUE;CN={name}:mailto:{email}")
    lines += [f"DESCRIPTION:{esc(description)}", f"LOCATION:{esc(location)}",
              f"SEQUENCE:{sequence}", "STATUS:CONFIRMED", f"SUMMARY:{esc(summary)}",
              "TRANSP:OPAQUE", "BEGIN:VALARM", "ACTION:DISPLAY", "DESCRIPTION:Reminder",
              "TRIGGER:-PT15M", "END:VALARM", "END:VEVENT", "END:VCALENDAR"]
    folded = []
    for line in lines:
        folded += fold(line)
    return "\r\n".join(folded) + "\r\n"


def _zip_stored(files: list[tuple[str, bytes]]) -> bytes:
    """A ZIP archive with stored (uncompressed) entries and a fixed timestamp."""
    dos_time, dos_date = (9 << 11) | (30 << 5), ((2026 - 1980) << 9) | (9 << 5) | 14
    out, central = bytearray(), bytearray()
    for name, data in files:
        n, crc = name.encode(), zlib.crc32(data)
        offset = len(out)
        out += struct.pack("<IHHHHHIIIHH", 0x04034B50, 20, 0, 0, dos_time, dos_date,
                           crc, len(data), len(data), len(n), 0) + n + data
        central += struct.pack("<IHHHHHHIIIHHHHHII", 0x02014B50, 20, 20, 0, 0, dos_time,
                               dos_date, crc, len(data), len(data), len(n), 0, 0, 0, 0, 0,
                               offset) + n
    end = struct.pack("<IHHHHIIH", 0x06054B50, 0, 0, len(files), len(files), len(central),
                      len(out), 0)
    return bytes(out + central + end)


def docm_lure() -> bytes:
    """A harmless .docm-shaped ZIP (no macros) with the usual 'enable content' lure text."""
    ct = (b'<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/'
          b'package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/>'
          b'<Override PartName="/word/document.xml" ContentType="application/vnd.ms-word.document.'
          b'macroEnabled.main+xml"/></Types>')
    doc = (b'<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxml'
           b'formats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>This document is '
           b'protected. Click ENABLE EDITING and then ENABLE CONTENT to view the invoice.</w:t>'
           b'</w:r></w:p></w:body></w:document>')
    return _zip_stored([("[Content_Types].xml", ct), ("word/document.xml", doc)])


def exe_placeholder() -> bytes:
    """An 'MZ' stub that is not a program: enough for attachment-type checks, nothing more."""
    note = b"Sotto sample mailbox: harmless placeholder standing in for a malicious executable.\n"
    header = b"MZ" + b"\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff\x00\x00" + b"\x00" * 44
    return header + struct.pack("<I", 0) + note
