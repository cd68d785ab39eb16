"""The content of the sample mailbox, as data. make_samples.py turns it into mail.

Each module holds one kind of mail:

    primary_home   family and household threads (Lisbon trip, kitchen remodel, ...)
    primary_work   work threads (a launch date that moves, bug triage, a lease, a talk)
    intl           other languages and legacy charsets
    promotions     newsletters and marketing
    updates        receipts, statements, invites, security notices, CI notifications
    social         social network notifications
    forums         mailing-list traffic
    spam           spam and phishing
"""
from . import forums, intl, primary_home, primary_work, promotions, social, spam, updates

ITEMS = [
    *primary_home.THREADS,
    *primary_work.THREADS,
    *intl.ITEMS,
    *promotions.ITEMS,
    *updates.ITEMS,
    *social.ITEMS,
    *forums.THREADS,
    *spam.ITEMS,
]
