"""How different producers write a VEVENT: Google Calendar's export, Outlook/Exchange invites,
Apple Calendar, an airline's itinerary and a ticket shop. Content lines come back unfolded
and unescaped-where-needed; make_conversations.py folds them at 75 octets and joins with CRLF.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date, datetime

from .model import digest, uuid_for

LA = "America/Los_Angeles"
EXPORTED = "20261005T191200Z"          # when Maya exported the calendar (DTSTAMP of the export)
MAYA = ("Maya Lindqvist", "maya@lindqvist.example")


@dataclass
class Event:
    """One VEVENT. start is ISO 8601 with offset (timed) or YYYY-MM-DD (all-day, floating
    timed events have no offset); it orders events and names occurrences in labels.json."""

    key: str
    uid: str
    summary: str
    start: str
    lines: list[str]
    recurrence_id: str | None = None
    rrule: str | None = None
    exdates: list[str] = field(default_factory=list)


def esc(text: str) -> str:
    """RFC 5545 TEXT escaping."""
    return (text.replace("\\", "\\\\").replace(";", "\\;").replace(",", "\\,")
            .replace("\n", "\\n"))


def _sunday(year: int, month: int, nth: int) -> date:
    """nth Sunday of the month (nth = -1: the last one)."""
    days = [date(year, month, d) for d in range(1, 32)
            if _valid(year, month, d) and date(year, month, d).weekday() == 6]
    return days[nth if nth < 0 else nth - 1]


def _valid(y: int, m: int, d: int) -> bool:
    try:
        date(y, m, d)
        return True
    except ValueError:
        return False


def offset(tz: str, local: str) -> str:
    """UTC offset ("-07:00") of a local "YYYY-MM-DD HH:MM" in one of the zones used here."""
    dt = datetime.strptime(local, "%Y-%m-%d %H:%M")
    if tz == "Europe/Lisbon":
        summer = (datetime.combine(_sunday(dt.year, 3, -1), datetime.min.time()).replace(hour=1)
                  <= dt < datetime.combine(_sunday(dt.year, 10, -1), datetime.min.time()).replace(hour=2))
        return "+01:00" if summer else "+00:00"
    std = {LA: -8, "Pacific Standard Time": -8, "America/Chicago": -6, "America/New_York": -5}[tz]
    summer = (datetime.combine(_sunday(dt.year, 3, 2), datetime.min.time()).replace(hour=2)
              <= dt < datetime.combine(_sunday(dt.year, 11, 1), datetime.min.time()).replace(hour=2))
    h = std + (1 if summer else 0)
    return f"{'-' if h < 0 else '+'}{abs(h):02d}:00"


def iso(tz: str | None, local: str) -> str:
    base = local.replace(" ", "T") + ":00"
    return base if tz is None else base + offset(tz, local)


def stamp(local: str) -> str:
    """"2026-09-25 19:00" -> "20260925T190000"."""
    return local.replace("-", "").replace(":", "").replace(" ", "T") + "00"


def when(name: str, tz: str | None, local: str) -> str:
    if len(local) == 10:
        return f"{name};VALUE=DATE:{local.replace('-', '')}"
    if tz is None:
        return f"{name}:{stamp(local)}"
    return f"{name};TZID={tz}:{stamp(local)}"


def google_uid(key: str) -> str:
    alphabet = "0123456789abcdefghijklmnopqrstuv"
    h = int(digest("google", key), 16)
    return "".join(alphabet[(h >> (5 * i)) & 31] for i in range(26)) + "@google.com"


def outlook_uid(key: str) -> str:
    h = digest("outlook", key).upper()
    return ("040000008200E00074C5B7101A82E00800000000" + h[:16] + "0000000000000000"
            + "10000000" + h[16:48])


def _google_attendee(name: str, email: str, partstat: str, organizer: bool = False) -> str:
    role = "REQ-PARTICIPANT"
    extra = ";RSVP=TRUE" if partstat == "NEEDS-ACTION" else ""
    return (f"ATTENDEE;CUTYPE=INDIVIDUAL;ROLE={role};PARTSTAT={partstat}{extra};CN={name};"
            f"X-NUM-GUESTS=0:mailto:{email}")


def google(key: str, summary: str, start: str, end: str, *, tz: str | None = LA,
           location: str = "", description: str = "", organizer=MAYA, attendees=(),
           created: str, modified: str | None = None, sequence: int = 0, uid: str | None = None,
           rrule: str | None = None, exdates=(), recurrence_id: str | None = None,
           status: str = "CONFIRMED", alarm_minutes: int | None = 30) -> Event:
    """Google Calendar's .ics export. attendees: (name, email, PARTSTAT)."""
    uid = uid or google_uid(key)
    lines = ["BEGIN:VEVENT", when("DTSTART", tz, start), when("DTEND", tz, end)]
    if rrule:
        lines.append(f"RRULE:{rrule}")
    for x in exdates:
        lines.append(when("EXDATE", tz, x))
    lines += [f"DTSTAMP:{EXPORTED}", f"ORGANIZER;CN={organizer[0]}:mailto:{organizer[1]}",
              f"UID:{uid}"]
    if recurrence_id:
        lines.append(when("RECURRENCE-ID", tz, recurrence_id))
    for name, email, part in attendees:
        lines.append(_google_attendee(name, email, part))
    lines += [f"CREATED:{created}", f"DESCRIPTION:{esc(description)}",
              f"LAST-MODIFIED:{modified or created}", f"LOCATION:{esc(location)}",
              f"SEQUENCE:{sequence}", f"STATUS:{status}", f"SUMMARY:{esc(summary)}",
              "TRANSP:OPAQUE" if len(start) > 10 else "TRANSP:TRANSPARENT"]
    if alarm_minutes is not None:
        lines += ["BEGIN:VALARM", "ACTION:DISPLAY", "DESCRIPTION:This is an event reminder",
                  f"TRIGGER:-P0DT{alarm_minutes // 60}H{alarm_minutes % 60}M0S", "END:VALARM"]
    lines.append("END:VEVENT")
    return Event(key, uid, summary, start if len(start) == 10 else iso(tz, start), lines,
                 recurrence_id=iso(tz, recurrence_id) if recurrence_id else None, rrule=rrule,
                 exdates=[iso(tz, x) for x in exdates])


def outlook(key: str, summary: str, start: str, end: str, *, location: str, description: str,
            organizer: tuple[str, str], attendees, stamp_utc: str, sequence: int = 0) -> Event:
    """An Exchange/Outlook invite as Outlook writes it: Windows zone name as TZID."""
    tz = "Pacific Standard Time"
    uid = outlook_uid(key)
    lines = ["BEGIN:VEVENT", f"DESCRIPTION;LANGUAGE=en-US:{esc(description)}", f"UID:{uid}",
             f"SUMMARY;LANGUAGE=en-US:{esc(summary)}", when("DTSTART", tz, start),
             when("DTEND", tz, end), "CLASS:PUBLIC", "PRIORITY:5", f"DTSTAMP:{stamp_utc}",
             "TRANSP:OPAQUE", "STATUS:CONFIRMED", f"SEQUENCE:{sequence}",
             f"LOCATION;LANGUAGE=en-US:{esc(location)}",
             f"ORGANIZER;CN={organizer[0]}:mailto:{organizer[1]}"]
    for name, email in attendees:
        lines.append(f"ATTENDEE;ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=TRUE;CN={name}:"
                     f"mailto:{email}")
    lines += [f"X-MICROSOFT-CDO-APPT-SEQUENCE:{sequence}", "X-MICROSOFT-CDO-BUSYSTATUS:BUSY",
              "X-MICROSOFT-CDO-INTENDEDSTATUS:BUSY", "X-MICROSOFT-CDO-ALLDAYEVENT:FALSE",
              "X-MICROSOFT-CDO-IMPORTANCE:1", "X-MICROSOFT-CDO-INSTTYPE:0",
              "X-MICROSOFT-DONOTFORWARDMEETING:FALSE", "X-MICROSOFT-DISALLOW-COUNTER:FALSE",
              "BEGIN:VALARM", "DESCRIPTION:REMINDER", "TRIGGER;RELATED=START:-PT15M",
              "ACTION:DISPLAY", "END:VALARM", "END:VEVENT"]
    return Event(key, uid, summary, iso(tz, start), lines)


def apple(key: str, summary: str, start: str, end: str, *, tz: str | None, location: str,
          address: str, geo: str, created: str, url: str | None = None,
          notes: str | None = None) -> Event:
    """Apple Calendar (iCloud) export: properties sorted by name, structured location.
    tz None with a time writes a floating event; a date writes an all-day event."""
    uid = uuid_for("apple", key)
    props = {
        "CREATED": f"CREATED:{created}",
        "DTEND": when("DTEND", tz, end),
        "DTSTAMP": f"DTSTAMP:{EXPORTED}",
        "DTSTART": when("DTSTART", tz, start),
        "LAST-MODIFIED": f"LAST-MODIFIED:{created}",
        "LOCATION": f"LOCATION:{esc(location + chr(10) + address)}",
        "SEQUENCE": "SEQUENCE:0",
        "SUMMARY": f"SUMMARY:{esc(summary)}",
        "TRANSP": "TRANSP:OPAQUE" if len(start) > 10 else "TRANSP:TRANSPARENT",
        "UID": f"UID:{uid}",
        "X-APPLE-CREATOR-IDENTITY": "X-APPLE-CREATOR-IDENTITY:com.apple.mobilecal",
        "X-APPLE-CREATOR-TEAM-IDENTITY": "X-APPLE-CREATOR-TEAM-IDENTITY:0000000000",
        "X-APPLE-STRUCTURED-LOCATION": (
            "X-APPLE-STRUCTURED-LOCATION;VALUE=URI;X-ADDRESS="
            f'"{address}";X-APPLE-RADIUS=70.58;X-APPLE-REFERENCEFRAME=1;'
            f'X-TITLE="{location}":geo:{geo}'),
        "X-APPLE-TRAVEL-ADVISORY-BEHAVIOR": "X-APPLE-TRAVEL-ADVISORY-BEHAVIOR:AUTOMATIC",
    }
    if url:
        props["URL"] = f"URL;VALUE=URI:{url}"
    if notes:
        props["DESCRIPTION"] = f"DESCRIPTION:{esc(notes)}"
    lines = ["BEGIN:VEVENT", *(props[k] for k in sorted(props)), "END:VEVENT"]
    return Event(key, uid, summary, start if len(start) == 10 else iso(tz, start), lines)


def utc_event(key: str, uid: str, summary: str, start_utc: str, end_utc: str, *, stamp_utc: str,
              location: str, description: str, organizer: tuple[str, str], url: str,
              categories: str, extra=()) -> Event:
    """A machine-made event in UTC (airline itinerary, ticket shop)."""
    lines = ["BEGIN:VEVENT", f"UID:{uid}", f"DTSTAMP:{stamp_utc}", f"DTSTART:{start_utc}",
             f"DTEND:{end_utc}", f"SUMMARY:{esc(summary)}", f"LOCATION:{esc(location)}",
             f"DESCRIPTION:{esc(description)}", f"ORGANIZER;CN=\"{organizer[0]}\":mailto:{organizer[1]}",
             f"URL:{url}", f"CATEGORIES:{categories}", "STATUS:CONFIRMED", "TRANSP:OPAQUE",
             *extra, "END:VEVENT"]
    s = start_utc
    start = f"{s[0:4]}-{s[4:6]}-{s[6:8]}T{s[9:11]}:{s[11:13]}:{s[13:15]}+00:00"
    return Event(key, uid, summary, start, lines)


VTIMEZONES = {
    LA: ["BEGIN:VTIMEZONE", "TZID:America/Los_Angeles", "X-LIC-LOCATION:America/Los_Angeles",
         "BEGIN:DAYLIGHT", "TZOFFSETFROM:-0800", "TZOFFSETTO:-0700", "TZNAME:PDT",
         "DTSTART:19700308T020000", "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU", "END:DAYLIGHT",
         "BEGIN:STANDARD", "TZOFFSETFROM:-0700", "TZOFFSETTO:-0800", "TZNAME:PST",
         "DTSTART:19701101T020000", "RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU", "END:STANDARD",
         "END:VTIMEZONE"],
    "America/Chicago": [
        "BEGIN:VTIMEZONE", "TZID:America/Chicago", "X-LIC-LOCATION:America/Chicago",
        "BEGIN:DAYLIGHT", "TZOFFSETFROM:-0600", "TZOFFSETTO:-0500", "TZNAME:CDT",
        "DTSTART:19700308T020000", "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU", "END:DAYLIGHT",
        "BEGIN:STANDARD", "TZOFFSETFROM:-0500", "TZOFFSETTO:-0600", "TZNAME:CST",
        "DTSTART:19701101T020000", "RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU", "END:STANDARD",
        "END:VTIMEZONE"],
    "America/New_York": [
        "BEGIN:VTIMEZONE", "TZID:America/New_York", "X-LIC-LOCATION:America/New_York",
        "BEGIN:DAYLIGHT", "TZOFFSETFROM:-0500", "TZOFFSETTO:-0400", "TZNAME:EDT",
        "DTSTART:19700308T020000", "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU", "END:DAYLIGHT",
        "BEGIN:STANDARD", "TZOFFSETFROM:-0400", "TZOFFSETTO:-0500", "TZNAME:EST",
        "DTSTART:19701101T020000", "RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU", "END:STANDARD",
        "END:VTIMEZONE"],
    "Europe/Lisbon": [
        "BEGIN:VTIMEZONE", "TZID:Europe/Lisbon", "X-LIC-LOCATION:Europe/Lisbon",
        "BEGIN:DAYLIGHT", "TZOFFSETFROM:+0000", "TZOFFSETTO:+0100", "TZNAME:WEST",
        "DTSTART:19700329T010000", "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU", "END:DAYLIGHT",
        "BEGIN:STANDARD", "TZOFFSETFROM:+0100", "TZOFFSETTO:+0000", "TZNAME:WET",
        "DTSTART:19701025T020000", "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU", "END:STANDARD",
        "END:VTIMEZONE"],
    # Outlook writes the Windows zone name and a VTIMEZONE starting in 1601.
    "Pacific Standard Time": [
        "BEGIN:VTIMEZONE", "TZID:Pacific Standard Time", "BEGIN:STANDARD",
        "DTSTART:16010101T020000", "TZOFFSETFROM:-0700", "TZOFFSETTO:-0800",
        "RRULE:FREQ=YEARLY;INTERVAL=1;BYDAY=1SU;BYMONTH=11", "END:STANDARD", "BEGIN:DAYLIGHT",
        "DTSTART:16010101T020000", "TZOFFSETFROM:-0800", "TZOFFSETTO:-0700",
        "RRULE:FREQ=YEARLY;INTERVAL=1;BYDAY=2SU;BYMONTH=3", "END:DAYLIGHT", "END:VTIMEZONE"],
}
