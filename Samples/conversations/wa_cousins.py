"""WhatsApp group "Lindqvist Cousins". iPhone, English (UK), exported with media.

Exported as "WhatsApp Chat - Lindqvist Cousins.zip" holding _chat.txt and the two photos
the chat references. Marco (Astrid's fiancé) isn't in Maya's contacts, so WhatsApp shows
his number; the same number is his iMessage handle.
"""
from . import media
from .cast import (ASTRID_WA as A, ERIK_WA as E, KARIN_WA as K, MARCO_WA as MARCO, MAYA_WA as M,
                   NILS_WA as N)
from .model import DELETED, MEDIA, SYS, T, WAChat

G = "Lindqvist Cousins"
ENC = ("Messages and calls are end-to-end encrypted. No one outside of this chat, not even "
       "WhatsApp, can read or listen to them.")

CHAT = WAChat("WhatsApp Chat - Lindqvist Cousins.zip", "ios-en-GB", G, M, [
    SYS("2026-06-02 17:31:05", ENC),
    SYS("2026-06-02 17:31:05", f"{E} created group “{G}”"),
    SYS("2026-06-02 17:31:05", f"{E} added you"),
    SYS("2026-06-02 17:31:06", f"{E} added {A}, {K} and {N}"),
    T("2026-06-02 17:33:40", E, "Hej hej! A group for the reunion so we can stop replying-all. "
      "Everything is in my email: Birch Point Lodge, Lake Vermilion, Fri 7 Aug to Sun 9 Aug 🌲🛶",
      "reunion"),
    T("2026-06-02 17:40:12", K, "🙌🙌"),
    T("2026-06-02 18:02:55", A, "Can Marco be in here too? He's the one with the truck"),
    SYS("2026-06-02 18:05:31", f"{E} added {MARCO}"),
    T("2026-06-02 18:07:19", MARCO, "Hi everyone, Marco here! The truck is at your service. I can "
      "pick up the rental canoes in Ely on the Friday", "reunion"),
    T("2026-06-04 19:12:08", M, "Slideshow for Grandma's 90th: send me photos!!\n"
      "Especially anything from the farm in Cokato before 1980.\n"
      "Scans are great, phone photos of prints are fine, just not tiny ones please", "dinner90"),
    T("2026-06-04 19:30:44", N, "I'll dig through Dad's boxes this weekend", "dinner90"),
    MEDIA("2026-07-21 20:14:33", K, "photo", "dinner90"),
    T("2026-07-21 20:15:02", K, "1966! Mormor and Morfar's wedding. More coming tonight", "dinner90"),
    T("2026-07-21 20:21:47", M, "I'm crying already"),
    T("2026-08-06 16:48:20", M, "Landed in Minneapolis 🛬 We drive up tomorrow morning, should "
      "be at the lodge by 1", "reunion"),
    T("2026-08-07 09:02:11", E, "Keys are in the lockbox by the main door, code 1966 😉 "
      "Maya, Loon cabin is the one with the green door", "reunion"),
    T("2026-08-08 05:55:37", N, "On the road! There by lunch, smoker's in the back for the trout",
      "dinner90"),
    T("2026-08-08 11:20:03", E, "Tonight: dinner at 6, slideshow at 7, cake at 7:30. Don't be "
      "late, Grandma has been dressed since 10am", "dinner90"),
    DELETED("2026-08-09 08:41:16", A),
    T("2026-08-11 08:30:27", M, "Thank you Erik for organizing all of it. Grandma's face during "
      "the slideshow ❤️", "reunion"),
    T("2026-08-11 09:50:14", K, "Album is up on Shutterloop, check your email for the invite",
      "reunion"),
    T("2026-09-02 12:58:09", A, "OK wedding people! Rehearsal dinner is Fri 9 Oct at 6:30 at the "
      "farm, family only. The shuttle leaves the Hotel Alameda at 6", "rehearsal"),
    T("2026-09-02 12:59:30", A, "And Maya is doing a reading at the ceremony 🥹", "wedding"),
    T("2026-09-20 18:10:26", N, "Who's coming down from Seattle? I could use a ride to Healdsburg "
      "on Friday the 9th", "rehearsal"),
    T("2026-09-20 18:32:40", M, "We fly into Santa Rosa (STS) on Friday morning, landing 11:40. "
      "The rental car has room for one more", "rehearsal"),
    T("2026-09-20 18:35:02", N, "Perfect, I'll switch my flight to STS"),
    MEDIA("2026-09-28 17:03:12", MARCO, "photo", "wedding"),
    T("2026-09-28 17:04:45", MARCO, "The farm this afternoon ☀️ Forecast for Saturday is 75°F. "
      "Ceremony is outside at 4, bring a layer for after sunset", "wedding", edited=True),
    T("2026-10-03 10:22:19", E, "Sadly we can't make it to the wedding 😭 Send lots of photos. "
      "Grattis A & M!"),
    T("2026-10-04 15:40:58", A, "Final headcount for Friday's rehearsal dinner: 22. Maya, Tomás "
      "and Elsa, you're at table 2 with Nils", "rehearsal"),
    T("2026-10-05 19:05:33", M, "Packing! See you all Friday 💛", "rehearsal"),
], group=True, media=[media.SCAN_1966, media.FARM])
