"""The cast. Everyone here is invented; every domain is reserved (.example / .test).

Maya Lindqvist is an independent product designer in Seattle (Lindqvist Studio), married
to Tomás Reyes, with a nine-year-old daughter, Elsa. Her studio works for Brightloom,
a Brooklyn company whose expense app, Ledger, ships version 3.0 this autumn.
"""
from .model import USER, Person

MAYA = USER
MAYA_HOME = USER.but(signature="")                  # to family and friends: no signature
MAYA_PHONE = USER.but(client="iphone", signature="")  # short replies from her phone
MAYA_BARE = Person("", USER.email)                  # how bulk senders address her

# --- family -------------------------------------------------------------------------
TOMAS = Person("Tomás Reyes", "tomas@lindqvist.example", client="thunderbird", wrap=True,
               ip="203.0.113.48", host="smtp.lindqvist.example", cte8="8bit")
CARMEN = Person("Carmen Reyes", "carmen.reyes@correo.example", tz="-0600", client="gmail",
                cte8="8bit", ip="192.0.2.141")
ERIK = Person("Erik Lindqvist", "erik.lindqvist@northmail.example", tz="-0500", client="gmail",
              ip="198.51.100.61",
              signature="Erik\n\"Lake Vermilion or bust\"")
KARIN = Person("Karin Lindqvist-Berg", "karin.berg@fjordnet.example", tz="-0500", client="iphone",
               ip="198.51.100.62")
NILS = Person("Nils Lindqvist", "nils@nilslindqvist.example", tz="-0600", client="thunderbird",
              wrap=True, ip="198.51.100.63")
ASTRID = Person("Astrid Lindqvist", "astrid@astridandmarco.example", tz="-0700", client="gmail",
                ip="198.51.100.64", signature="Astrid (soon-to-be Bellini? undecided!)")
INGRID = Person("Ingrid Lindqvist", "ingrid.lindqvist@posten-mail.example", tz="+0200",
                client="webmail", ip="192.0.2.77")

# --- friends ------------------------------------------------------------------------
CAMILLE = Person("Camille Martin", "camille.martin@lyon-mail.example", tz="+0200",
                 client="thunderbird", charset="iso-8859-1", wrap=True, ip="192.0.2.90",
                 signature="Camille\nhttps://camille-martin.example/carnets")
JURGEN = Person("Jürgen Weiß", "juergen@weiss-illustration.de.example", tz="+0200",
                client="outlook", charset="windows-1252", ip="192.0.2.95",
                signature="Jürgen Weiß – Illustration & Editorial Design\n"
                          "Wiener Straße 41, 10999 Berlin\nUSt-IdNr. DE000000000 (Beispiel)")
FRIEDERIKE = Person("Friederike Schäfer", "fritzi@kreuzberg-post.de.example", tz="+0200",
                    client="webmail", charset="iso-8859-15", wrap=True, ip="192.0.2.96")
OLGA = Person("Ольга Петрова", "olga.petrova@pochta.example", tz="+0400", client="thunderbird",
              charset="koi8-r", cte8="8bit", wrap=True, ip="192.0.2.101",
              signature="Ольга")
WEI = Person("张伟", "zhang.wei@youxiang.example", tz="+0800", client="webmail",
             charset="gb2312", cte8="base64", ip="192.0.2.111")
ROSA = Person("Rosa Alvarez", "rosa.alvarez@mailbox.example", client="gmail", ip="198.51.100.80")
BETH = Person("Beth Kowalski", "bethk@mailbox.example", client="iphone", ip="198.51.100.80")
NADIA = Person("Nadia Haddad", "nadia@haddad-family.example", client="apple", ip="198.51.100.81")
JUNE = Person("June Nakamura", "june.nakamura@fastpost.example", client="webmail",
              ip="198.51.100.82")
HANNAH = Person("Hannah Okafor", "hannah.okafor@mailbox.example", client="gmail",
                ip="198.51.100.80",
                signature="Hannah Okafor\nPTA President, Larkspur Elementary\n"
                          "\"Every kid, every book, every day\"")
DEREK = Person("Derek Wu", "derek.wu@fastpost.example", client="gmail", ip="198.51.100.82")
SIMONE = Person("Simone Adeyemi", "simone.a@mailbox.example", client="gmail", ip="198.51.100.80")
JESS = Person("Jess Whitford", "jess.whitford@mailbox.example", client="iphone", ip="198.51.100.80")
OWEN = Person("Owen Park", "owenpark88@webmail.example", client="webmail", ip="198.51.100.90")

# --- work ---------------------------------------------------------------------------
PRIYA = Person("Priya Raman", "priya.raman@brightloom.example", tz="-0400", client="gmail",
               ip="198.51.100.30",
               signature="Priya Raman\nSenior Product Manager, Ledger\nBrightloom | 55 Water St, Brooklyn NY")
KENJI = Person("Kenji Watanabe", "kenji.watanabe@brightloom.example", tz="-0700", client="mutt",
               wrap=True, quote_prefix="> ", ip="198.51.100.30", host="mail.brightloom.example",
               signature="Kenji Watanabe | iOS, Ledger | Brightloom")
MARCUS = Person("Marcus Bell", "marcus.bell@brightloom.example", tz="-0400", client="gmail",
                ip="198.51.100.30",
                signature="Marcus Bell\nHead of Marketing, Brightloom\n+1 718 555 0122")
BRIGHTLOOM_AP = Person("Brightloom Accounts Payable", "ap@brightloom.example", tz="-0400",
                       client="outlook", ip="198.51.100.30",
                       signature="Accounts Payable | Brightloom Inc.\nap@brightloom.example")
RAY = Person("Ray Brennan", "ray@brennanholt.example", client="outlook", ip="198.51.100.41",
             signature="Ray Brennan | Project Lead\nBrennan & Holt Renovation LLC\n"
                       "WA contractor lic. BRENNHL812QA | (206) 555-0173")
GARY = Person("Gary Feldman", "gary@feldmanproperties.example", client="outlook",
              ip="198.51.100.45",
              signature="Gary Feldman\nFeldman Property Management\n"
                        "Mercer Loft Building | 2200 Alder Street, Seattle WA\n(206) 555-0190")
CLINIC = Person("Cedar Hill Family Medicine", "frontdesk@cedarhillmed.example", client="webmail",
                ip="198.51.100.50",
                signature="Luis Ortega, Patient Services\nCedar Hill Family Medicine\n"
                          "(206) 555-0135 | Mon-Fri 7:30am-5:30pm")
LENA = Person("Lena Fischer", "lena@cascadiaux.example", client="apple", ip="198.51.100.55",
              signature="Lena Fischer\nProgram Chair, Cascadia UX Summit 2026\nOct 22-23 | Portland, OR")
