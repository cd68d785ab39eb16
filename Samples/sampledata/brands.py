"""Invented companies that send bulk and automated mail."""
from dataclasses import replace

from .model import Person
from .render import Brand


def sender(name: str, email: str, ip: str, tz: str = "+0000", host: str | None = None) -> Person:
    dom = email.split("@")[1]
    return Person(name, email, tz=tz, client="bulk", ip=ip, host=host or f"mta-{ip.split('.')[-1]}.{dom}")


# --- retail and newsletters ---------------------------------------------------------
NORTHWIND = Brand("Northwind Outfitters", sender("Northwind Outfitters", "news@mail.northwind-outfitters.example", "198.51.100.117", "-0700"),
                  "https://www.northwind-outfitters.example", "#1f4d3a",
                  "1150 Harbor Way, Tacoma, WA 98402",
                  "You're receiving this because you joined Northwind Rewards.", shape="diag")
NORTHWIND_ORDERS = replace(NORTHWIND, sender=sender("Northwind Outfitters", "orders@northwind-outfitters.example", "198.51.100.118", "-0700"),
                           category="updates", reason="This is a service email about your order.", tracking="plain")
JUNIPER = Brand("Juniper & Rye", sender("Juniper & Rye", "hello@juniperandrye.example", "198.51.100.121", "-0500"),
                "https://www.juniperandrye.example", "#8a4b2d", "400 N Canal St, Chicago, IL 60606",
                "You signed up for Juniper & Rye recipes and offers.", tracking="utm")
PAGETURNER = Brand("Pageturner Books", sender("Pageturner Books", "news@pageturnerbooks.example", "198.51.100.122", "-0700"),
                   "https://www.pageturnerbooks.example", "#5b2a86", "3509 Fremont Ave N, Seattle, WA 98103",
                   "You're on the Pageturner Books newsletter list.", list_id="news.pageturnerbooks.example",
                   shape="bar")
CASCADE = Brand("Cascade Coffee Roasters", sender("Cascade Coffee Roasters", "hello@cascadecoffee.example", "198.51.100.123", "-0700"),
                "https://www.cascadecoffee.example", "#3b2417", "88 Roastery Lane, Seattle, WA 98107",
                "You're a Cascade Coffee subscriber.", tracking="utm")
CASCADE_ORDERS = replace(CASCADE, category="updates", reason="This is a service email about your subscription.",
                         tracking="plain")
LUMEN = Brand("Lumen Home", sender("Lumen Home", "offers@e.lumenhome.example", "198.51.100.124", "-0400"),
              "https://www.lumenhome.example", "#c46a2f", "200 Park Ave S, New York, NY 10003",
              "You're receiving Lumen Home emails because you created an account.", shape="bar")
FERNWEH = Brand("Fernweh Travel Deals", sender("Fernweh Travel Deals", "deals@fernwehtravel.example", "198.51.100.125", "+0000"),
                "https://www.fernwehtravel.example", "#0f6e8c", "PO Box 771, Denver, CO 80201",
                "You subscribed to Fernweh fare alerts.")
DIGEST = Brand("Design Digest Weekly", sender("Design Digest Weekly", "issue@designdigest.example", "198.51.100.126", "+0100"),
               "https://designdigest.example", "#222222", "Design Digest, 12 Pell St, Brighton, UK",
               "You subscribed to Design Digest Weekly.", tracking="utm", logo=False,
               list_id="weekly.designdigest.example")
PIXEL = Brand("Pixel Theater", sender("Pixel Theater", "hello@pixeltheater.example", "198.51.100.127", "-0700"),
              "https://www.pixeltheater.example", "#b3122e", "500 Sunset Blvd, Los Angeles, CA 90028",
              "You're a Pixel Theater member.")
PIXEL_BILLING = replace(PIXEL, sender=sender("Pixel Theater", "billing@pixeltheater.example", "198.51.100.128", "-0700"),
                        category="updates", reason="This is a receipt for your membership.", tracking="plain")
SPROCKET = Brand("Sprocket Cycles", sender("Sprocket Cycles", "shop@sprocketcycles.example", "198.51.100.129", "-0700"),
                 "https://www.sprocketcycles.example", "#e0a100", "6510 Roosevelt Way NE, Seattle, WA 98115",
                 "You bought something at Sprocket Cycles and opted in to emails.", tracking="utm", accent="#222222")
BASECAMP = Brand("Basecamp Bouldering", sender("Basecamp Bouldering", "team@basecampbouldering.example", "198.51.100.130", "-0700"),
                 "https://www.basecampbouldering.example", "#46606e", "4700 Leary Ave NW, Seattle, WA 98107",
                 "You're a Basecamp member or day-pass guest.", tracking="plain")

# --- finance, utilities, travel -----------------------------------------------------
EVERGREEN = Brand("Evergreen Credit Union", sender("Evergreen Credit Union", "alerts@evergreencu.example", "198.51.100.140", "-0700"),
                  "https://www.evergreencu.example", "#0b5d3b", "Evergreen CU, 1800 Pine St, Seattle, WA 98101",
                  "You're receiving this service message as an Evergreen member.", category="updates",
                  tracking="plain")
EVERGREEN_OFFERS = replace(EVERGREEN, sender=sender("Evergreen Credit Union", "offers@evergreencu.example", "198.51.100.141", "-0700"),
                           category="promotions", reason="Marketing email from Evergreen CU. Federally insured by NCUA.",
                           tracking="click")
AURORA = Brand("Aurora Atlantic", sender("Aurora Atlantic", "reservations@aurora-atlantic.example", "198.51.100.150", "+0000"),
               "https://www.aurora-atlantic.example", "#14325c", "Aurora Atlantic Airways, 1 Aviation Plaza, Newark, NJ 07114",
               "This is a service email about your booking.", category="updates", tracking="plain", accent="#f0b429")
AURORA_DEALS = replace(AURORA, sender=sender("Aurora Atlantic", "deals@aurora-atlantic.example", "198.51.100.151"),
                       category="promotions", reason="You're an AuroraMiles member and opted in to offers.",
                       tracking="click")
TRIPSURE = Brand("TripSure", sender("TripSure Travel Insurance", "policies@tripsure.example", "198.51.100.152", "-0500"),
                 "https://www.tripsure.example", "#2e7d6b", "TripSure Insurance Services, Omaha, NE 68102",
                 "You're receiving this because you bought a TripSure policy.", category="updates", tracking="plain")
PUGET_POWER = Brand("Puget Power & Light", sender("Puget Power & Light", "billing@pugetpower.example", "198.51.100.160", "-0700"),
                    "https://www.pugetpower.example", "#1d5fa8", "PO Box 9000, Seattle, WA 98111",
                    "You're enrolled in paperless billing.", category="updates", tracking="plain")
FIBERLANE = Brand("Fiberlane", sender("Fiberlane", "no-reply@accounts.fiberlane.example", "198.51.100.161", "-0700"),
                  "https://www.fiberlane.example", "#6a3fb5", "Fiberlane Communications, Bellevue, WA 98004",
                  "This is an account security message.", category="updates", tracking="plain")
PARCELWAY = Brand("Parcelway", sender("Parcelway", "tracking@notify.parcelway.example", "198.51.100.162", "-0500"),
                  "https://www.parcelway.example", "#d1495b", "Parcelway Logistics, Memphis, TN 38118",
                  "You're getting this because a shipper gave us your email.", category="updates", tracking="plain")
GLIDE = Brand("Glide", sender("Glide Receipts", "receipts@glide-rides.example", "198.51.100.163", "-0700"),
              "https://www.glide-rides.example", "#111111", "Glide Mobility Inc., San Francisco, CA 94107",
              "Receipt for your Glide ride.", category="updates", tracking="plain", accent="#39d98a")
INKPASS = Brand("InkPass", sender("Gary Feldman via InkPass", "dse@sign.inkpass.example", "198.51.100.164", "-0700"),
                "https://app.inkpass.example", "#3a55d9", "InkPass e-signature, Austin, TX 78701",
                "Sent on behalf of Feldman Property Management.", category="updates", tracking="plain")

# --- health, civic, school ----------------------------------------------------------
MYCEDARHILL = Brand("MyCedarHill", sender("MyCedarHill Patient Portal", "noreply@portal.cedarhillmed.example", "198.51.100.170", "-0700"),
                    "https://portal.cedarhillmed.example", "#2a7f62", "Cedar Hill Family Medicine, Seattle, WA",
                    "You're receiving this because you have a MyCedarHill account. Do not reply.",
                    category="updates", tracking="plain")
LIBRARY = Brand("Northgate Public Library", sender("Northgate Public Library", "notices@northgatelibrary.example", "198.51.100.171", "-0700"),
                "https://www.northgatelibrary.example", "#7a3e48", "10548 5th Ave NE, Seattle, WA 98125",
                "Library account notice.", category="updates", tracking="plain")
CITY_PERMITS = Brand("City Permit Center", sender("Construction Permits", "permits@cityofseattle.example", "198.51.100.172", "-0700"),
                     "https://permits.cityofseattle.example", "#37474f", "700 5th Ave, Seattle, WA 98104",
                     "Automated notice from the permit system.", category="updates", tracking="plain", logo=False)
SCHOOL = Brand("Larkspur Elementary", sender("Larkspur Elementary", "noreply@larkspur.schools.example", "198.51.100.173", "-0700"),
               "https://larkspur.schools.example", "#f08a24", "Larkspur Elementary School, Seattle, WA",
               "You're a parent or guardian of a Larkspur student.", category="updates", tracking="plain")
DOL = Brand("Department of Licensing", sender("Department of Licensing", "noreply@dol-wa.example", "198.51.100.174", "-0700"),
            "https://www.dol-wa.example", "#24527a", "Olympia, WA", "Vehicle registration reminder.",
            category="updates", tracking="plain", logo=False)
CASCADIA = Brand("Cascadia UX Summit", sender("Cascadia UX Summit", "noreply@cascadiaux.example", "198.51.100.175", "-0700"),
                 "https://cascadiaux.example", "#5a3d8a", "Cascadia UX Summit, Portland, OR",
                 "You submitted a proposal or registered for Cascadia UX Summit.", category="updates", tracking="plain")
BRENNAN_BILLING = Brand("Brennan & Holt Renovation", sender("Brennan & Holt Renovation", "billing@brennanholt.example", "198.51.100.41", "-0700", "mail.brennanholt.example"),
                        "https://www.brennanholt.example", "#6b4f2a", "Brennan & Holt Renovation LLC, Seattle, WA",
                        "Payment receipt.", category="updates", tracking="plain")
BRIGHTLOOM_PAY = Brand("Brightloom Payables", sender("Brightloom Payables", "payables@brightloom.example", "198.51.100.31", "-0400"),
                       "https://www.brightloom.example", "#ff6b35", "Brightloom Inc., 55 Water St, Brooklyn, NY 11201",
                       "Remittance advice from Brightloom Inc.", category="updates", tracking="plain")

# --- social -------------------------------------------------------------------------
CHIRPLINE = Brand("Chirpline", sender("Chirpline", "notify@chirpline.example", "198.51.100.180", "+0000"),
                  "https://chirpline.example", "#1c9bd6", "Chirpline Inc., 900 Market St, San Francisco, CA",
                  "You're receiving notification emails for @mayalindqvist.", category="social")
SHUTTERLOOP = Brand("Shutterloop", sender("Shutterloop", "no-reply@shutterloop.example", "198.51.100.181", "+0000"),
                    "https://shutterloop.example", "#e2466a", "Shutterloop Ltd., Dublin, Ireland",
                    "Shutterloop activity for maya.lindqvist.", category="social", shape="diag")
LINKWELL = Brand("Linkwell", sender("Linkwell", "notifications-noreply@linkwell.example", "198.51.100.182", "+0000"),
                 "https://www.linkwell.example", "#0a66c2", "Linkwell Corp., 1000 Professional Way, Sunnyvale, CA",
                 "You're receiving Linkwell notification emails.", category="social", shape="bar")
