"""WhatsApp group "Third Thursday Books 📚". Android, English UI with Swedish regional format
(ISO dates, 24-hour clock).

Exported as "WhatsApp Chat with Third Thursday Books 📚.txt". Two identity puzzles:
"Lena" is saved by first name only (a neighbour of Rosa's, not Lena Fischer), and June
Nakamura writes from a new, unsaved number.
"""
from .cast import (BETH_WA as B, JUNE_WA as J, LENA_BOOKCLUB_WA as LN, MAYA_WA as M,
                   NADIA_WA as N, ROSA_WA as R)
from .model import DELETED, MEDIA, SYS, T, WAChat

G = "Third Thursday Books 📚"
ENC = ("Messages and calls are end-to-end encrypted. No one outside of this chat, not even "
       "WhatsApp, can read or listen to them. Tap to learn more.")
AUG, OCT = "bookclub@2026-08-20", "bookclub@2026-10-20"

CHAT = WAChat(f"WhatsApp Chat with {G}.txt", "android-en-SE", G, M, [
    SYS("2026-07-30 09:12:00", ENC),
    SYS("2026-07-30 09:12:00", f'{R} created group "{G}"'),
    SYS("2026-07-30 09:12:00", f"{R} added you"),
    SYS("2026-07-30 09:12:00", f"{R} added {B} and {N}"),
    T("2026-07-30 09:14:27", R, "Moving the logistics here from email 🙂 Thu Aug 20, 7pm at "
      "Nadia's. Who brings what is in my email", AUG),
    T("2026-07-30 09:40:03", N, "Reminder: the buzzer is broken, text me when you're outside", AUG),
    T("2026-08-20 18:58:12", M, "Outside! With wine 🍷🍷", AUG),
    T("2026-08-20 18:58:50", N, "Coming down!", AUG),
    T("2026-08-21 08:05:36", B, "That ending!!! Thank you Nadia for hosting, the baklava was "
      "unreal", AUG),
    SYS("2026-08-24 17:30:41", f"{J} joined using this group's invite link"),
    T("2026-08-24 17:31:22", J, "Hi all, it's June! New phone, new number 🙈"),
    T("2026-08-24 17:40:09", M, "Welcome back June 😄\n"
      "September pick is Salt and Static (Nadia's revenge).\n"
      "But on Sept 17 I'm in Lisbon and Beth is away too. Skip September?"),
    T("2026-08-24 18:02:44", R, "Agreed, no September meeting. Double-length October it is: "
      "Thu Oct 15", OCT),
    T("2026-08-26 20:15:30", N, "Also!! Fun Run auction: we're donating a weekend at our Lake "
      "Chelan cabin. Maya, do you still need checkout volunteers on Oct 3?", "funrun"),
    T("2026-08-26 20:21:18", M, "YES please. 12 to 1, at the checkout table by the gym doors",
      "funrun"),
    T("2026-08-26 20:30:55", B, "I can do 12-1 too", "funrun"),
    SYS("2026-09-03 12:00:07", f"{R} added {LN}"),
    T("2026-09-03 12:04:51", LN, "Hi everyone! Thanks for having me, Rosa has told me so much. "
      "Already halfway through Salt and Static"),
    T("2026-10-01 19:22:14", R, "Problem: Oct 15 is parent-teacher conferences for half of us. "
      "Move to Tuesday Oct 20?", OCT),
    T("2026-10-01 19:30:40", M, "Tue 20th works! Host at ours? The kitchen will be done by then "
      "🤞 First dinner in it", OCT),
    T("2026-10-01 19:33:05", N, "A kitchen-warming book club!!", OCT),
    T("2026-10-01 19:41:27", LN, "Tuesday works for me. What can I bring?", OCT),
    T("2026-10-01 19:45:12", M, "Dessert? 2318 Fenwick Pl N, 7pm", OCT, edited=True),
    MEDIA("2026-10-01 20:02:48", B, "photo"),
    T("2026-10-03 14:10:31", B, "Checkout table was a blast. Nadia's cabin went for $390!",
      "funrun"),
    DELETED("2026-10-03 14:12:02", LN),
    T("2026-10-04 10:05:19", R, "After October we're back to normal: Thu Nov 19. We'll vote on "
      "the November pick on the 20th", "bookclub@2026-11-19"),
    T("2026-10-04 10:12:47", N, "I can host on Nov 19 again, baklava round two", "bookclub@2026-11-19"),
    T("2026-10-04 10:20:03", M, "Sold! Nov 19 at Nadia's 🙌", "bookclub@2026-11-19"),
])
