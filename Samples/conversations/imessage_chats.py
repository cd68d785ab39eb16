"""iMessage and SMS: what Maya's Mac keeps in ~/Library/Messages/chat.db.

Attachment-only messages have text None: chat.db stores one U+FFFC per attachment, and
sampledata/chatdb.py adds those itself. Five chats: Tomás, Lena Fischer (her email address is her handle), Marco (his number is also
the unsaved author in the WhatsApp cousins group), Owen (SMS, from the bike sale, old rows
with second-precision dates) and the "Ledger 3.0 🚀" group with Priya, Kenji and Marcus.
"""
from .cast import (KENJI_IM, LENA_IM, MARCO_IM, MARCUS_IM, OWEN_SMS, PRIYA_IM, TOMAS_IM)
from .model import IM, Att, IMChat

def me(key, date, text, *ev, **kw) -> IM:
    return IM(key, date, True, text, ev=ev, **kw)


def them(key, date, text, *ev, **kw) -> IM:
    return IM(key, date, False, text, ev=ev, **kw)


def tap(key, date, from_me, kind, target, quoted, removed=False, handle=None) -> IM:
    verb = {"love": "Loved", "like": "Liked", "laugh": "Laughed at", "emphasize": "Emphasized",
            "question": "Questioned", "dislike": "Disliked"}[kind]
    noun = {"love": "a heart", "like": "a like", "laugh": "a laugh", "emphasize": "an exclamation",
            "question": "a question mark", "dislike": "a dislike"}[kind]
    what = f"“{quoted}”" if quoted is not None else "an image"
    text = f"Removed {noun} from {what}" if removed else f"{verb} {what}"
    return IM(key, date, from_me, text, handle=handle, reaction=(kind, target, removed))


TOMAS = IMChat(f"iMessage;-;{TOMAS_IM}", [TOMAS_IM], [
    me("physical-1", "2026-07-08T08:12:40-07:00", "The client workshop moved onto the 14th, so I'm "
       "moving my physical. Could you do Elsa's camp drop-off on whatever day I get?", "physical",
       precision="seconds"),
    them("physical-2", "2026-07-08T08:30:02-07:00", "Sure, just tell me the day", "physical",
         precision="seconds"),
    me("physical-3", "2026-07-09T11:05:51-07:00", "Tue July 28, 10:40. I have to fast, so expect "
       "me grumpy", "physical", precision="seconds"),
    tap("physical-3-like", "2026-07-09T11:07:13-07:00", False, "like", "physical-3",
        "Tue July 28, 10:40. I have to fast, so expect me grumpy"),
    them("physical-4", "2026-07-28T12:02:26-07:00", "How did it go?", "physical"),
    me("physical-5", "2026-07-28T12:10:09-07:00", "All fine! Blood pressure great, labs back by "
       "Friday. Eating a bagel in the car", "physical", storage="attributed_only"),
    them("demo-1", "2026-08-17T07:28:44-07:00", "Crew is here. Water is off until about 9:30",
         "kitchen-demo"),
    them("demo-2", "2026-08-17T07:29:10-07:00", None, "kitchen-demo",
         attachments=(Att("IMG_4471.HEIC", "image/heic", 1843210),)),
    tap("demo-2-laugh", "2026-08-17T07:35:02-07:00", True, "laugh", "demo-2", None),
    me("pta-1", "2026-09-01T18:40:33-07:00", "PTA meeting at 7, leftovers are in the fridge, "
       "back by 8:30", "pta"),
    them("pta-2", "2026-09-01T18:42:05-07:00", "I've got bedtime. Good luck with the auction "
         "people", "pta", storage="attributed_only"),
    them("carmen-1", "2026-09-15T16:35:18-07:00", "Mom landed, waiting at baggage claim",
         "carmen-arrives"),
    tap("carmen-1-love", "2026-09-15T16:36:40-07:00", True, "love", "carmen-1",
        "Mom landed, waiting at baggage claim"),
    them("late-1", "2026-09-25T18:52:07-07:00", "Running 15 late, the bus is crawling. Order me "
         "the mole", "farewell"),
    me("late-2", "2026-09-25T19:04:30-07:00", "Ordered. Your mom already has Elsa practicing a "
       "toast", "farewell", storage="attributed_only"),
    them("walk-1", "2026-10-01T15:20:45-07:00", "Ray wants to do the final walkthrough Tue Oct "
         "13 at 8:30. Can you be there? I have first period", "walkthrough"),
    me("walk-2", "2026-10-01T15:31:12-07:00", "Yes, I'll be there. Putting it in the calendar",
       "walkthrough"),
    me("wei-1", "2026-10-02T09:14:03-07:00", "Wei's dinner is Wed the 14th at 7. Could you ask "
       "Mrs. Park to sit for Elsa?", "wei"),
    them("wei-2", "2026-10-02T12:40:39-07:00", "Done, she's free 6:30 to 10", "wei",
         edited=True, original_text="Done, she's free"),
    me("unsent-1", "2026-10-03T08:20:14-07:00", None, unsent=True),
    me("book-1", "2026-10-03T08:20:51-07:00", "Book club moved to Tue the 20th, at ours! First "
       "dinner in the new kitchen", "bookclub@2026-10-20"),
    tap("book-1-like", "2026-10-03T08:25:10-07:00", False, "like", "book-1",
        "Book club moved to Tue the 20th, at ours! First dinner in the new kitchen"),
    tap("book-1-unlike", "2026-10-03T08:25:31-07:00", False, "like", "book-1",
        "Book club moved to Tue the 20th, at ours! First dinner in the new kitchen", removed=True),
    them("book-2", "2026-10-03T08:26:02-07:00", "Wait, Tuesday is soccer. I'll take Elsa, you "
         "host", "bookclub@2026-10-20"),
    them("rehearsal-1", "2026-10-04T20:11:57-07:00", "Can you pack Elsa's flower basket? The "
         "rehearsal dinner shuttle leaves the hotel at 6 on Friday", "rehearsal"),
])

LENA = IMChat(f"iMessage;-;{LENA_IM}", [LENA_IM], [
    them("talk-1", "2026-08-08T08:20:33-07:00", "Got your confirmation, thank you! This is my "
         "iMessage in case WhatsApp acts up at the venue 🙂", "talk", storage="attributed_only"),
    them("brief-1", "2026-10-05T10:12:48-07:00", "Invite for Thursday's AV check is in your "
         "inbox, 10am", "briefing"),
    me("brief-2", "2026-10-05T10:15:20-07:00", "Accepted ✔︎", "briefing"),
    me("dinner-1", "2026-10-05T10:16:02-07:00", "Is Fennel & Rye walkable from the conference "
       "hotel?", "speaker-dinner"),
    them("dinner-2", "2026-10-05T10:19:27-07:00", "10 minutes. I'm walking over with the "
         "speakers at 6:45, join us", "speaker-dinner", storage="attributed_only"),
    tap("dinner-2-love", "2026-10-05T10:19:59-07:00", True, "love", "dinner-2",
        "10 minutes. I'm walking over with the speakers at 6:45, join us"),
])

MARCO = IMChat(f"iMessage;-;{MARCO_IM}", [MARCO_IM], [
    them("poem-1", "2026-09-03T19:30:12-07:00", "Hi Maya, it's Marco! Astrid gave me your "
         "number. Here's the poem for the reading. You're right after the welcome, around 4:05",
         "wedding"),
    them("poem-2", "2026-09-03T19:30:15-07:00", None, "wedding",
         attachments=(Att("Reading - Oct 10.pdf", "application/pdf", 48213),)),
    me("poem-3", "2026-09-03T21:02:40-07:00", "Got it, it's beautiful. Exactly two minutes, I "
       "timed it", "wedding"),
    them("rehearsal-1", "2026-10-04T11:45:09-07:00", "Could you come to the run-through at 5:30 "
         "on Friday, before the rehearsal dinner? At the farm", "rehearsal"),
    me("rehearsal-2", "2026-10-04T12:01:56-07:00", "Yes, we'll be there at 5:30", "rehearsal"),
    tap("rehearsal-2-love", "2026-10-04T12:02:30-07:00", False, "love", "rehearsal-2",
        "Yes, we'll be there at 5:30"),
])

OWEN = IMChat(f"SMS;-;{OWEN_SMS}", [OWEN_SMS], [
    them("bike-1", "2026-06-26T19:40:05-07:00", "Hi Maya, Owen here (the bike). Still on for "
         "10 tomorrow?", "bike", storage="text_only", precision="seconds"),
    me("bike-2", "2026-06-26T19:52:47-07:00", "Yes! It'll be on the porch", "bike",
       storage="text_only", precision="seconds"),
    them("bike-3", "2026-06-27T09:53:30-07:00", "Running 5 min late, parking is tricky", "bike",
         storage="text_only", precision="seconds"),
    them("bike-4", "2026-06-27T10:04:12-07:00", "Here", "bike", storage="text_only",
         precision="seconds"),
    them("bike-5", "2026-06-27T13:21:40-07:00", None, "bike", storage="text_only",
         precision="seconds",
         attachments=(Att("IMG_2231.jpeg", "image/jpeg", 402117),)),
    me("bike-6", "2026-06-27T13:30:02-07:00", "Love it! Enjoy the rides", "bike",
       storage="text_only", precision="seconds"),
], service="SMS")

P, K, MB = PRIYA_IM, KENJI_IM, MARCUS_IM
LEDGER = IMChat("iMessage;+;chat613447208915236610", [P, K, MB], [
    them("move-1", "2026-08-12T13:05:21-04:00", "Heads up before my email: Tillpoint slipped, "
         "launch moves to Sep 30. I'm cancelling the Sep 3 go/no-go, new invite coming",
         "launch", "gonogo-old", handle=P),
    them("move-2", "2026-08-12T10:11:40-07:00", "Honestly relieved", "launch", handle=K),
    me("move-3", "2026-08-13T11:10:27-07:00", "The new go/no-go on the 24th is while I'm flying "
       "home from Lisbon. I'll write up the design list for Kenji", "gonogo"),
    them("go-1", "2026-09-24T09:05:44-07:00", "GO 🟢 for Sep 30. Your design list made it a "
         "10-minute conversation, thanks Maya", "gonogo", handle=K),
    tap("go-1-love", "2026-09-24T12:06:10-04:00", False, "love", "go-1",
        "GO 🟢 for Sep 30. Your design list made it a 10-minute conversation, thanks Maya",
        handle=P),
    me("go-2", "2026-09-24T13:20:05-04:00", "Just landed in Newark and saw this 🎉 Thank you "
       "all", "gonogo", "return"),
    them("live-1", "2026-09-30T06:01:12-04:00", "Embargo lifted, we're live! 🚀", "launch",
         handle=MB),
    them("live-2", "2026-09-30T06:01:30-04:00", None, "launch", handle=MB,
         attachments=(Att("Screenshot 2026-09-30 at 06.00.58.png", "image/png", 912446),)),
    them("live-3", "2026-09-30T06:40:03-04:00", "Featured in the App Store in Germany and "
         "France!!", "launch", handle=P, storage="attributed_only"),
    me("live-4", "2026-09-30T06:52:18-07:00", "The screenshots look so good in the store 😭",
       "launch"),
    tap("live-4-laugh", "2026-09-30T10:01:44-04:00", False, "laugh", "live-4",
        "The screenshots look so good in the store 😭", handle=MB),
    them("live-5", "2026-09-30T08:15:37-07:00", "Zero crashes in the first 5 hours. Going back "
         "to bed", "launch", handle=K),
    them("retro-1", "2026-10-02T14:30:00-04:00", "Retro next week? I'll send something", handle=P),
], display_name="Ledger 3.0 🚀")

CHATS = [TOMAS, LENA, MARCO, OWEN, LEDGER]
