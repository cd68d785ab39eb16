"""Maya's calendar, June to November 2026: the events her mail and chats talk about.

The file is a Google Calendar export, but events keep the shape of whoever made them:
invites from Outlook (Ray, Gary) carry the Windows zone name, the airline and the Sintra
ticket shop write UTC, Apple Calendar events are sorted by property name (one floating,
one all-day), and the three invites that also arrived by mail keep their mail UIDs.
"Now" in the demo is 2026-10-05; everything from Oct 8 on is still ahead.
"""
from .ical import LA, MAYA, apple, google, outlook, utc_event

TOMAS = ("Tomás Reyes", "tomas@lindqvist.example")
RAY = ("Ray Brennan", "ray@brennanholt.example")
LENA = ("Lena Fischer", "lena@cascadiaux.example")
PRIYA = ("Priya Raman", "priya.raman@brightloom.example")
FENWICK = "2318 Fenwick Pl N, Seattle, WA 98103"


def acc(person, part="ACCEPTED"):
    return (person[0], person[1], part)


EVENTS = [
    apple("bike", "Owen picks up the road bike ($600 cash)", "2026-06-27 10:00",
          "2026-06-27 10:30", tz=LA, location="Home", address=FENWICK,
          geo="47.681204,-122.352960", created="20260621T164200Z",
          notes="Blue 54 cm steel frame, pedals + saddle bag + bottle cages.\nOwen: 5'9\"."),

    outlook("hvac", "HVAC technician - Suite 304", "2026-07-16 09:00", "2026-07-16 11:00",
            location="Suite 304, Mercer Loft Building, 2200 Alder Street, Seattle WA",
            description="Technician to look at the rattle in the Suite 304 HVAC unit. Door code "
                        "unchanged. Please leave the thermostat accessible.\n\nGary Feldman\n"
                        "Feldman Property Management",
            organizer=("Gary Feldman", "gary@feldmanproperties.example"),
            attendees=[MAYA[:2]], stamp_utc="20260711T160500Z"),

    google("physical", "Annual physical - Dr. Mehta (fasting, labs first)", "2026-07-28 10:40",
           "2026-07-28 11:40", location="Cedar Hill Family Medicine, 2nd floor",
           description="Moved from Tue Jul 14 9:20am (client workshop).\nFast 10 hours before, "
                       "water is fine. Bring the new insurance card. Arrive 10:25.",
           created="20260601T170000Z", modified="20260710T161800Z", sequence=1,
           alarm_minutes=60),

    apple("reunion", "Lindqvist family reunion - Lake Vermilion", "2026-08-07", "2026-08-10",
          tz=None, location="Birch Point Lodge",
          address="Lake Vermilion, Tower, MN 55790, United States",
          geo="47.853112,-92.352471", created="20260605T031500Z",
          notes="Loon cabin. $320 sent to Erik. Bring bug spray!"),

    google("dinner90", "Grandma Solveig's 90th - dinner, slideshow 7pm, cake 7:30",
           "2026-08-08 18:00", "2026-08-08 21:00", tz="America/Chicago",
           location="Birch Point Lodge, Lake Vermilion, MN",
           description="Swedish meatballs (Mom's recipe), lake trout from Nils, potluck sides.\n"
                       "Slideshow: 140 photos, 12 minutes. Laptop + HDMI adapter + speaker!",
           organizer=("Erik Lindqvist", "erik.lindqvist@northmail.example"),
           attendees=[acc(("Erik Lindqvist", "erik.lindqvist@northmail.example")), acc(MAYA),
                      acc(("Karin Lindqvist-Berg", "karin.berg@fjordnet.example")),
                      acc(("Nils Lindqvist", "nils@nilslindqvist.example"))],
           created="20260720T013000Z"),

    outlook("kitchen-demo", "Kitchen remodel - demo day (water off 7:30-9:30)",
            "2026-08-17 07:30", "2026-08-17 09:30", location=FENWICK,
            description="Brennan & Holt crew starts demolition at 7:30am. Water off for about "
                        "two hours. Dumpster on the street side of the driveway. Crew parks on "
                        "Fenwick, not the alley.\nPermit 6-2026-118842.",
            organizer=RAY, attendees=[MAYA[:2], TOMAS], stamp_utc="20260805T154000Z"),

    # Book club, third Thursday. September skipped; October's moved to Tuesday the 20th.
    google("bookclub", "Book club", "2026-07-16 19:00", "2026-07-16 21:00",
           location="Rotates - see the group chat",
           description="Third Thursday, 7pm. Host rotates, everyone brings something.",
           organizer=("Rosa Alvarez", "rosa.alvarez@mailbox.example"),
           attendees=[acc(("Rosa Alvarez", "rosa.alvarez@mailbox.example")), acc(MAYA),
                      acc(("Beth Kowalski", "bethk@mailbox.example")),
                      acc(("Nadia Haddad", "nadia@haddad-family.example")),
                      acc(("June Nakamura", "june.nakamura@fastpost.example"), "TENTATIVE")],
           created="20260610T040000Z", modified="20260824T010500Z",
           rrule="FREQ=MONTHLY;BYDAY=3TH", exdates=["2026-09-17 19:00"], alarm_minutes=120),
    google("bookclub", "Book club (kitchen-warming!)", "2026-10-20 19:00", "2026-10-20 21:00",
           location=FENWICK,
           description="Moved from Thu Oct 15 (parent-teacher conferences).\nSalt and Static, "
                       "Dev Okonkwo. At Maya's: first dinner in the new kitchen.",
           organizer=("Rosa Alvarez", "rosa.alvarez@mailbox.example"),
           attendees=[acc(("Rosa Alvarez", "rosa.alvarez@mailbox.example")), acc(MAYA),
                      acc(("Beth Kowalski", "bethk@mailbox.example")),
                      acc(("Nadia Haddad", "nadia@haddad-family.example"))],
           created="20260610T040000Z", modified="20261002T023000Z", sequence=1,
           recurrence_id="2026-10-15 19:00", alarm_minutes=120),

    google("pta", "Fun Run planning meeting", "2026-09-01 19:00", "2026-09-01 20:30",
           uid="fun-run-planning-20260901@mailbox.example",
           location="Larkspur Elementary library",
           description="Silent auction, pledges, volunteer shifts. Snacks provided.",
           organizer=("Hannah Okafor", "hannah.okafor@mailbox.example"),
           attendees=[acc(MAYA), acc(("Derek Wu", "derek.wu@fastpost.example")),
                      acc(("Simone Adeyemi", "simone.a@mailbox.example"))],
           created="20260825T030700Z"),

    google("gonogo-old", "Ledger 3.0 go/no-go", "2026-09-03 11:00", "2026-09-03 12:00",
           tz="America/New_York", location="Video call",
           description="Go/no-go for the Sept 9 launch.",
           organizer=PRIYA, attendees=[acc(MAYA), acc(("Kenji Watanabe",
                                                       "kenji.watanabe@brightloom.example")),
                                       acc(("Marcus Bell", "marcus.bell@brightloom.example"))],
           created="20260706T141800Z", modified="20260812T170600Z", sequence=1,
           status="CANCELLED", alarm_minutes=None),

    google("carmen-arrives", "Carmen lands at SEA (Aerovía 482 via LAX) - Tomás picks up",
           "2026-09-15 16:20", "2026-09-15 17:00",
           location="Seattle-Tacoma International Airport, arrivals",
           description="Carmen stays until Sat Sept 26. Tomás: pickup after 3rd period.",
           created="20260831T011000Z", attendees=[acc(MAYA), acc(TOMAS)]),

    utc_event("outbound", "QX7R2M-AA218-AA96-20260917@aurora-atlantic.example",
              "Flight to Lisbon: AA 218 + AA 96 (SEA → EWR → LIS)",
              "20260917T180500Z", "20260918T075000Z", stamp_utc="20260609T192600Z",
              location="Seattle-Tacoma International Airport (SEA)",
              description="Confirmation QX7R2M\n"
                          "AA 218 SEA 11:05 → EWR 19:22, Thu Sep 17\n"
                          "AA 96 EWR 21:40 → LIS 08:50 (+1), Fri Sep 18\n"
                          "Passengers: Maya Lindqvist (23A), Tomas Reyes (23C)\n"
                          "Carry-on: 1 bag + 1 personal item. Check-in opens 24 hours before.",
              organizer=("Aurora Atlantic", "reservations@aurora-atlantic.example"),
              url="https://www.aurora-atlantic.example/manage?pnr=QX7R2M", categories="FLIGHT"),

    google("hotel", "Casa do Alecrim - check-in (CDA-26-0918)", "2026-09-18 14:00",
           "2026-09-24 11:00", tz="Europe/Lisbon",
           location="Casa do Alecrim, Rua dos Remédios, Alfama, Lisboa, Portugal",
           description="Quarto Duplo com Terraço, 6 nights, 990,00 €, pay at the hotel.\n"
                       "Airport transfer 35 €: driver at arrivals 09:30 on the 18th.\n"
                       "Check-out by 11:00 on Thu Sep 24.",
           created="20260609T203400Z", alarm_minutes=None),

    apple("fado", "Fado dinner at Tasca do Becco w/ Fritzi", "2026-09-19 20:30",
          "2026-09-19 23:00", tz=None, location="Tasca do Becco",
          address="Alfama, Lisboa, Portugal", geo="38.711402,-9.129981",
          created="20260916T141000Z", notes="Table for 3 under Schäfer."),

    utc_event("sintra", "PS-2026-0921-1000-004127@tickets.sintraparks.example",
              "Pena Palace - timed entry 10:00 (2 adults)", "20260921T090000Z",
              "20260921T120000Z", stamp_utc="20260829T052900Z",
              location="Parque e Palácio da Pena, Estrada da Pena, 2710-609 Sintra, Portugal",
              description="Order PS-004127\nTickets: 2 x Adult, Park + Palace, 20,00 € each\n"
                          "Entry slot: Monday 21 September 2026, 10:00-10:30.\n"
                          "Show the QR code on your phone; no re-entry to the palace.",
              organizer=("Sintra Parks Tickets", "tickets@sintraparks.example"),
              url="https://tickets.sintraparks.example/orders/PS-004127", categories="TICKET",
              extra=["BEGIN:VALARM", "ACTION:DISPLAY", "DESCRIPTION:Pena Palace 10:00",
                     "TRIGGER:-PT2H", "END:VALARM"]),

    google("gonogo", "Ledger 3.0 go/no-go", "2026-09-24 11:00", "2026-09-24 12:00",
           tz="America/New_York", uid="ledger30-gonogo-20260924@brightloom.example",
           location="Video call (link in description)",
           description="Go/no-go for the Ledger 3.0 launch on Sept 30. Maya is traveling; Kenji "
                       "covers design.\nJoin: https://meet.brightloom.example/ledger-gonogo",
           organizer=PRIYA, attendees=[acc(MAYA, "DECLINED"),
                                       acc(("Kenji Watanabe", "kenji.watanabe@brightloom.example")),
                                       acc(("Marcus Bell", "marcus.bell@brightloom.example"))],
           created="20260814T123000Z", alarm_minutes=None),

    utc_event("return", "QX7R2M-AA97-AA231-20260924@aurora-atlantic.example",
              "Flight home: AA 97 + AA 231 (LIS → EWR → SEA)",
              "20260924T091500Z", "20260925T022800Z", stamp_utc="20260609T192600Z",
              location="Lisbon Humberto Delgado Airport (LIS)",
              description="Confirmation QX7R2M\n"
                          "AA 97 LIS 10:15 → EWR 13:05, Thu Sep 24\n"
                          "AA 231 EWR 16:10 → SEA 19:28, Thu Sep 24\n"
                          "Passengers: Maya Lindqvist (23A), Tomas Reyes (23C)",
              organizer=("Aurora Atlantic", "reservations@aurora-atlantic.example"),
              url="https://www.aurora-atlantic.example/manage?pnr=QX7R2M", categories="FLIGHT"),

    google("farewell", "Farewell dinner for Carmen - Casa Oaxaca", "2026-09-25 19:00",
           "2026-09-25 21:00", location="Casa Oaxaca, Fremont, Seattle",
           description="Table for 4 (Carmen, Elsa, Tomás, me). Our treat.",
           created="20260923T185600Z", attendees=[acc(MAYA), acc(TOMAS)]),

    google("launch", "Ledger 3.0 launch 🚀 (embargo lifts 6am ET)", "2026-09-30", "2026-10-01",
           tz=None, location="",
           description="Moved from Wed Sept 9 (Tillpoint certification).\nCode freeze Sept 16, "
                       "go/no-go Sept 24. Store listing and blog post go live with the embargo.",
           organizer=PRIYA, created="20260706T141800Z", modified="20260812T203500Z",
           sequence=2, alarm_minutes=None),

    google("funrun", "Larkspur Fall Fun Run + silent auction", "2026-10-03 09:00",
           "2026-10-03 13:00", location="Larkspur Elementary field",
           description="Auction checkout table 12-1 (Nadia, Beth + me). Bid sheets in the blue "
                       "bin in the PTA closet. Card reader charged!",
           organizer=("Hannah Okafor", "hannah.okafor@mailbox.example"),
           attendees=[acc(MAYA), acc(("Derek Wu", "derek.wu@fastpost.example"))],
           created="20260825T031000Z"),

    google("briefing", "Cascadia UX speaker briefing (Hall B)", "2026-10-08 10:00",
           "2026-10-08 10:30", uid="speaker-briefing-cux26-117@cascadiaux.example",
           location="Video call",
           description="15-minute AV and timing check for Thursday's Hall B speakers.",
           organizer=LENA, attendees=[acc(MAYA)], created="20261005T160000Z",
           alarm_minutes=10),

    google("rehearsal", "Rehearsal dinner - Astrid & Marco", "2026-10-09 18:30",
           "2026-10-09 21:30", location="Vallecito Farm, Healdsburg, CA",
           description="Family only. Run-through at 5:30. Shuttle leaves the Hotel Alameda at 6.\n"
                       "Hotel Alameda Oct 9-11, code ASTRIDMARCO. Fly SEA → STS Fri, land 11:40.",
           organizer=("Astrid Lindqvist", "astrid@astridandmarco.example"),
           attendees=[acc(MAYA), acc(TOMAS)], created="20260902T200500Z",
           modified="20261004T224100Z"),

    google("wedding", "Astrid & Marco's wedding 💍", "2026-10-10 16:00", "2026-10-10 23:00",
           location="Vallecito Farm, 4410 Westside Rd, Healdsburg, CA 95448",
           description="Ceremony 4pm (outside; bring a layer). Shuttle from the Hotel Alameda "
                       "at 3:15.\nMy reading: right after the welcome, about 4:05.\nElsa: flower "
                       "girl. Dinner: risotto (me), short rib (Tomás), kids' menu (Elsa).",
           organizer=("Astrid Lindqvist", "astrid@astridandmarco.example"),
           attendees=[acc(MAYA), acc(TOMAS)], created="20260715T012000Z",
           modified="20260928T235000Z", alarm_minutes=120),

    outlook("walkthrough", "Final walkthrough + punch list - kitchen remodel",
            "2026-10-13 08:30", "2026-10-13 09:30", location=FENWICK,
            description="Walk the finished kitchen together and list anything that needs "
                        "touching up. Final city inspection is booked for the following week.",
            organizer=RAY, attendees=[MAYA[:2], TOMAS], stamp_utc="20261001T221200Z"),

    apple("wei", "Dinner with Wei 🥮 (彩云南, 4 people)", "2026-10-14 19:00", "2026-10-14 21:00",
          tz=LA, location="彩云南 Caiyunnan", address="King St, International District, Seattle, WA",
          geo="47.598340,-122.324510", created="20260921T144700Z",
          notes="Wei's in town Oct 12-16. Sitter: Mrs. Park 6:30-10."),

    google("speaker-dinner", "Cascadia UX speaker dinner", "2026-10-21 19:00",
           "2026-10-21 21:30",
           location="Fennel & Rye, 1120 NW Everett St, Portland, OR 97209",
           description="Speakers walk over from the conference hotel at 6:45.\nMain: black cod.",
           organizer=LENA, attendees=[acc(MAYA)], created="20260915T191000Z"),

    google("talk", "Talk: Designing for the 3 a.m. user (Hall B)", "2026-10-22 14:15",
           "2026-10-22 14:55", location="Cascadia UX Summit, Hall B, Portland, OR",
           description="30 min + 10 min Q&A. Speaker check-in opens 8am.\nSlides due Mon Oct 12. "
                       "Video on slide 14: bring it on a USB stick too.\nProposal CUX26-117.",
           organizer=LENA, attendees=[acc(MAYA)], created="20260807T214000Z",
           modified="20260928T163100Z", alarm_minutes=60),
]
