"""Maya's chats and calendar, as data. make_conversations.py turns them into files.

    cast              names, WhatsApp display names and iMessage handles across platforms
    wa_*              one module per WhatsApp export (locale, file name, messages)
    imessage_chats    the iMessage/SMS chats behind chats/imessage.json and chat.db
    calendar_events   the VEVENTs of calendar/maya.ics (ical: how each producer writes them)
    mail_refs         which sample mails belong to which event
    contacts          intended merges and suggestions across platforms
    media             the two tiny photos inside the zipped export

Every chat message names the events it belongs to (`ev`); related/labels.json is built
from those and from mail_refs, never from a ranking.
"""
from . import (calendar_events, contacts, imessage_chats, mail_refs, wa_bookclub, wa_carmen,
               wa_cousins, wa_fritzi, wa_lena)

WHATSAPP = [wa_lena.CHAT, wa_cousins.CHAT, wa_fritzi.CHAT, wa_carmen.CHAT, wa_bookclub.CHAT]
IMESSAGE = imessage_chats.CHATS
EVENTS = calendar_events.EVENTS
MAIL = mail_refs.MAIL
CONTACTS = contacts.CONTACTS
