"""WhatsApp, 1:1 with Lena Fischer (Cascadia UX Summit program chair). Android, en-US.

Exported as "WhatsApp Chat with Lena Fischer.txt". Lena also mails from
lena@cascadiaux.example and iMessages from the same address.
"""
from .cast import LENA_WA as L, MAYA_WA as M
from .model import DELETED, MEDIA, SYS, T, WAChat

ENC = ("Messages and calls are end-to-end encrypted. No one outside of this chat, not even "
       "WhatsApp, can read or listen to them. Tap to learn more.")

CHAT = WAChat("WhatsApp Chat with Lena Fischer.txt", "android-en-US", L, M, [
    SYS("2026-08-07 15:02:10", ENC),
    T("2026-08-07 15:02:10", L, "Hi Maya, it's Lena from Cascadia UX 👋 I just sent the email, "
      "but I couldn't wait: your talk is IN! Congratulations 🎉", "talk"),
    T("2026-08-07 15:09:44", M, "Lena!! Thank you, I'm thrilled. Saving your number now 🙂", "talk"),
    T("2026-08-10 10:31:02", L, "Quick one: ok if we use the photo from your Linkwell profile on "
      "the speaker page?"),
    T("2026-08-10 10:40:57", M, "Of course, go ahead"),
    T("2026-09-15 12:04:19", L, "Speaker dinner is booked!\n"
      "Wed Oct 21, 7pm\n"
      "Fennel & Rye, 1120 NW Everett St (Pearl District)\n"
      "Partners welcome, just tell me by Oct 14", "speaker-dinner"),
    T("2026-09-15 12:20:31", M, "Yay. Just me, Tomás has school the next morning and someone has "
      "to stay with Elsa", "speaker-dinner"),
    MEDIA("2026-09-15 12:22:05", L, "photo", "speaker-dinner"),
    T("2026-09-15 12:22:40", L, "Menu ^ pick a main by Oct 14 please", "speaker-dinner"),
    T("2026-09-15 12:31:12", M, "The black cod for me. My only allergy is pine nuts", "speaker-dinner"),
    T("2026-09-28 09:15:48", L, "Also: I'm sending an invite for a 15-minute AV check on Thu Oct 8 "
      "at 10. Hall B has a strange aspect ratio in the back rows, so we're testing every deck",
      "briefing"),
    T("2026-09-28 09:22:03", M, "10am on the 8th works. I'll have v2 of the slides by then",
      "briefing"),
    T("2026-09-28 09:23:37", L, "You're the 2:15 slot on Thursday the 22nd, right after lunch, so "
      "expect a sleepy room 😄", "talk"),
    T("2026-09-28 09:24:10", M, "A sleepy room is literally my talk topic", "talk"),
    T("2026-09-28 09:30:52", L, "And slides are due Monday the 12th, not Friday",
      "talk", edited=True),
    DELETED("2026-10-01 20:14:26", L),
    T("2026-10-01 20:14:51", L, "Sorry, wrong chat 🙈"),
    T("2026-10-01 20:16:09", M, "Ha! Thanks for the repost today btw"),
    T("2026-10-01 20:18:40", L, "Of course! Registrations jumped right after it"),
    T("2026-10-05 09:05:33", L, "Reminder for Thursday: AV check at 10, the link is in the invite. "
      "Bring your clicker if you want to test it", "briefing"),
    T("2026-10-05 09:12:18", M, "Will do. See you on screen Thursday!", "briefing"),
])
