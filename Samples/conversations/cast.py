"""Who is who across mail, WhatsApp and iMessage. All numbers are from fictional ranges.

WhatsApp shows a saved contact by the name Maya saved, and an unsaved one by the number,
formatted the way WhatsApp formats it ("+1 (206) 555-0163" for North American numbers).
iMessage handles are E.164 phone numbers or email addresses.
"""

# Maya herself
MAYA_WA = "Maya Lindqvist"                 # her WhatsApp profile name, on every export
MAYA_HANDLES = ["+12065550142", "maya@lindqvist.example"]   # the Mac's owner

# Saved WhatsApp contacts (exactly the mail display names, where the person also mails)
LENA_WA = "Lena Fischer"                   # mail: lena@cascadiaux.example
CARMEN_WA = "Carmen Reyes"                 # mail: carmen.reyes@correo.example
FRITZI_WA = "Fritzi"                       # Friederike Schäfer, saved by nickname
ERIK_WA = "Erik Lindqvist"
KARIN_WA = "Karin Lindqvist-Berg"
NILS_WA = "Nils Lindqvist"
ASTRID_WA = "Astrid Lindqvist"
ROSA_WA = "Rosa Alvarez"
NADIA_WA = "Nadia Haddad"
BETH_WA = "Beth Kowalski"
LENA_BOOKCLUB_WA = "Lena"                  # a neighbour in the book club, saved by first name only

# Unsaved numbers, as WhatsApp prints them
MARCO_WA = "+1 (206) 555-0163"             # Marco, Astrid's fiancé (iMessage +12065550163)
JUNE_WA = "+1 (206) 555-0186"              # June Nakamura's new phone

# iMessage handles
TOMAS_IM = "+12065550147"
LENA_IM = "lena@cascadiaux.example"        # the same address she mails from
MARCO_IM = "+12065550163"
OWEN_SMS = "+12065550188"
PRIYA_IM = "+17185550127"
KENJI_IM = "+12065550131"
MARCUS_IM = "+17185550122"                 # the number in his mail signature
