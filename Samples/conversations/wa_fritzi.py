"""WhatsApp, 1:1 with Fritzi (Friederike Schäfer, Berlin). Android, German UI.

Exported as "WhatsApp Chat mit Fritzi.txt" (the German app names it so). Times are the
exporting phone's local time (Pacific), so Fritzi's Berlin evenings show up as mornings.
Fritzi mails as "Friederike Schäfer"; WhatsApp knows her only by the nickname Maya saved.
"""
from .cast import FRITZI_WA as F, MAYA_WA as M
from .model import DELETED, MEDIA, SYS, T, WAChat

ENC = ("Nachrichten und Anrufe sind Ende-zu-Ende-verschlüsselt. Niemand außerhalb dieses Chats "
       "kann sie lesen oder anhören, nicht einmal WhatsApp. Tippe, um mehr zu erfahren.")

CHAT = WAChat("WhatsApp Chat mit Fritzi.txt", "android-de-DE", F, M, [
    SYS("2026-08-04 12:21:40", ENC),
    T("2026-08-04 12:21:40", F, "Hab dir gerade die Einladung zum Sommerfest gemailt! Ich weiß, "
      "ich weiß, Seattle ist weit weg 😅"),
    T("2026-08-04 12:48:03", M, "I wish!! But guess what: we'll be in Lisbon Sept 17-24 🇵🇹"),
    T("2026-08-04 12:50:19", F, "LISSABON?! Das sind dreieinhalb Stunden von Berlin.\n"
      "Ich komme am Wochenende 19./20. September!", "fado"),
    T("2026-08-04 12:58:44", M, "YES. Saturday dinner? Tomás wants a fado night, and Camille "
      "says Tasca do Becco in Alfama is the one", "fado"),
    T("2026-08-04 13:02:10", F, "Perfekt. Ich buche gleich den Flug: Samstag früh hin, Sonntag "
      "Abend zurück", "fado"),
    MEDIA("2026-08-17 08:12:55", M, "photo", "kitchen-demo"),
    T("2026-08-17 08:13:31", M, "Demo day. The crew started at 7:30 sharp and our kitchen is "
      "now a cave", "kitchen-demo"),
    T("2026-08-17 08:40:02", F, "Oh mein Gott 😱 Wo kocht ihr jetzt?", "kitchen-demo"),
    T("2026-08-17 08:44:26", M, "Induction plate in the dining room, a microwave, and a lot of "
      "takeout", "kitchen-demo"),
    T("2026-09-16 01:15:37", F, "Die Tasca do Becco hat geantwortet: Samstag 19.9., 20:30, Tisch "
      "für drei ✅", "fado"),
    T("2026-09-16 07:02:48", M, "You're the best. We land Friday morning, the hotel is Casa do "
      "Alecrim in Alfama", "fado", "hotel"),
    T("2026-09-16 07:10:11", F, "Ich bin im Hostel gleich um die Ecke, Rua da Regueira 🙂"),
    T("2026-09-19 03:05:20", F, "Gelandet! 🛬"),
    T("2026-09-19 03:11:42", M, "We're on the hotel's rooftop terrace, come up when you've "
      "dropped your bag", "hotel"),
    DELETED("2026-09-19 03:12:05", M),
    T("2026-09-19 12:38:16", F, "Bin 10 Minuten später da, die 28 ist total voll 🙄", "fado"),
    T("2026-09-20 01:47:33", F, "Danke für gestern!! Der Fado… ich hab geweint. Guten Flug am "
      "Donnerstag", "fado"),
    MEDIA("2026-09-20 02:20:09", M, "photo", "fado"),
    T("2026-09-20 02:20:40", M, "Best night of the trip. Come back to Seattle with us?", "fado"),
    T("2026-10-02 11:30:14", F, "Und? Ist die Küche fertig? Fotos!!"),
    T("2026-10-02 11:52:37", M, "Almost! Final walkthrough with Ray on Tue Oct 13, then it's "
      "officially done. Counters are in and the hood finally vents OUTSIDE 🎉", "walkthrough"),
    T("2026-10-02 11:55:09", F, "Ich will Fotos vom ersten Essen darin!", edited=True),
    T("2026-10-02 11:58:50", M, "The first dinner in it is book club, on Tuesday the 20th. "
      "Photos promised", "bookclub@2026-10-20"),
])
