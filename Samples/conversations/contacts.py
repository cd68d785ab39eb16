"""The intended outcome of merging people across mail, WhatsApp and iMessage.

merges       identities Sotto should join into one person without asking: a shared email
             address or phone number, or an exact full name (first and last) that
             only one person in the sample has.
suggestions  links Sotto should offer but not make: weaker evidence. `same_person` says
             what the user would answer, so a test can score accept and reject decisions.
"""
from .cast import (ASTRID_WA, BETH_WA, CARMEN_WA, ERIK_WA, JUNE_WA, KARIN_WA, LENA_BOOKCLUB_WA,
                   LENA_IM, LENA_WA, MARCO_IM, MARCO_WA, MARCUS_IM, MAYA_HANDLES, MAYA_WA,
                   NADIA_WA, NILS_WA, ROSA_WA)

F_LENA = "WhatsApp Chat with Lena Fischer.txt"
F_COUSINS = "WhatsApp Chat - Lindqvist Cousins.zip"
F_CARMEN = "WhatsApp Chat - Carmen Reyes/_chat.txt"
F_BOOKS = "WhatsApp Chat with Third Thursday Books 📚.txt"


def mail(email):
    return {"platform": "mail", "email": email}


def wa(name, file):
    return {"platform": "whatsapp", "name": name, "file": file}


def im(handle):
    return {"platform": "imessage", "handle": handle}


def _family(name, email, file=F_COUSINS):
    return {"person": name, "basis": "exact full name (unique in the sample)",
            "identities": [mail(email), wa(name, file)]}


CONTACTS = {
    "merges": [
        {"person": "Lena Fischer",
         "basis": "iMessage handle is her mail address; WhatsApp saved name equals her mail "
                  "display name",
         "identities": [mail("lena@cascadiaux.example"), wa(LENA_WA, F_LENA), im(LENA_IM)]},
        {"person": "Marco (Astrid's fiancé)",
         "basis": "the same phone number: unsaved WhatsApp author and iMessage handle; he "
                  "introduces himself as Marco on both",
         "identities": [wa(MARCO_WA, F_COUSINS), im(MARCO_IM)]},
        {"person": "Maya Lindqvist (the owner)",
         "basis": "the exporting user and the Mac's owner",
         "identities": [mail("maya@lindqvist.example"),
                        *(wa(MAYA_WA, f) for f in (F_LENA, F_COUSINS, "WhatsApp Chat mit Fritzi.txt",
                                                   F_CARMEN, F_BOOKS)),
                        *(im(h) for h in MAYA_HANDLES)]},
        {"person": "Carmen Reyes", "basis": "exact full name (unique in the sample)",
         "identities": [mail("carmen.reyes@correo.example"), wa(CARMEN_WA, F_CARMEN)]},
        _family(ERIK_WA, "erik.lindqvist@northmail.example"),
        _family(KARIN_WA, "karin.berg@fjordnet.example"),
        _family(NILS_WA, "nils@nilslindqvist.example"),
        _family(ASTRID_WA, "astrid@astridandmarco.example"),
        _family(ROSA_WA, "rosa.alvarez@mailbox.example", F_BOOKS),
        _family(NADIA_WA, "nadia@haddad-family.example", F_BOOKS),
        _family(BETH_WA, "bethk@mailbox.example", F_BOOKS),
    ],
    "suggestions": [
        {"identities": [wa(LENA_BOOKCLUB_WA, F_BOOKS), mail("lena@cascadiaux.example")],
         "reason": "first name only: 'Lena' in the book club could be Lena Fischer",
         "expected": "suggest, never merge automatically", "same_person": False,
         "truth": "a neighbour of Rosa's who joined the book club in September"},
        {"identities": [wa(JUNE_WA, F_BOOKS), mail("june.nakamura@fastpost.example")],
         "reason": "unsaved number whose first message says \"it's June! New phone\"",
         "expected": "suggest", "same_person": True},
        {"identities": [im(MARCUS_IM), mail("marcus.bell@brightloom.example")],
         "reason": "the iMessage number appears in Marcus Bell's mail signature (+1 718 555 0122)",
         "expected": "suggest", "same_person": True},
        {"identities": [wa("Fritzi", "WhatsApp Chat mit Fritzi.txt"),
                        mail("fritzi@kreuzberg-post.de.example")],
         "reason": "nickname only; her mail address starts with fritzi@ and she signs mail "
                   "'Fritzi'",
         "expected": "suggest", "same_person": True},
    ],
}
