"""Updates: receipts, shipping, statements, bills, invites, security notices, CI mail."""
from . import assets
from .brands import (AURORA, BRENNAN_BILLING, BRIGHTLOOM_PAY, CASCADE_ORDERS, CASCADIA,
                     CITY_PERMITS, DOL, EVERGREEN, FIBERLANE, GLIDE, INKPASS, LIBRARY,
                     MYCEDARHILL, NORTHWIND_ORDERS, PARCELWAY, PIXEL_BILLING, PUGET_POWER, SCHOOL,
                     TRIPSURE, sender)
from .model import Attachment, Mail, Person, Thread, body as b
from .people import HANNAH, KENJI, MARCUS, MAYA, MAYA_BARE, PRIYA
from .render import Brand, notice

# --- plain-text service mail --------------------------------------------------------
STATEMENT_MAY = Mail(
    EVERGREEN.sender, "2026-06-03 05:12", category="updates", key="evergreen-statement-may",
    subject="Your May statement is ready", sign=False, headers=[("Precedence", "bulk")], text=b("""
        Hello Maya,

        Your statement for Evergreen Rewards Checking (ending in 4417) for the period
        May 1 - May 31, 2026 is now available in online banking.

        Ending balance: $8,412.36

        To view it, sign in at https://www.evergreencu.example and choose Statements.
        We will never ask for your password or a one-time code by email.

        Evergreen Credit Union
        This mailbox is not monitored.
        """))

STATEMENT_SEP = Mail(
    EVERGREEN.sender, "2026-10-03 05:08", category="updates", key="evergreen-statement-sep",
    subject="Your September statement is ready", sign=False, headers=[("Precedence", "bulk")], text=b("""
        Hello Maya,

        Your statement for Evergreen Rewards Checking (ending in 4417) for the period
        September 1 - September 30, 2026 is now available in online banking.

        Ending balance: $6,987.05

        To view it, sign in at https://www.evergreencu.example and choose Statements.
        We will never ask for your password or a one-time code by email.

        Evergreen Credit Union
        This mailbox is not monitored.
        """))

# --- receipts, orders, shipping -----------------------------------------------------
ITEMS = [
    STATEMENT_MAY,
    notice(AURORA, "2026-06-09 12:26", "Your trip confirmation: Seattle to Lisbon (QX7R2M)",
           "You're going to Lisbon!",
           ["Thanks for booking with Aurora Atlantic, Maya. Your confirmation code is QX7R2M."],
           rows=[("Outbound", "AA 218 SEA 11:05 - EWR 19:22, Thu Sep 17"),
                 ("Connection", "AA 96 EWR 21:40 - LIS 08:50 (+1), Fri Sep 18"),
                 ("Return", "AA 97 LIS 10:15 - EWR 13:05, Thu Sep 24"),
                 ("Connection", "AA 231 EWR 16:10 - SEA 19:28, Thu Sep 24"),
                 ("Passengers", "Maya Lindqvist (23A), Tomas Reyes (23C)"),
                 ("Total charged", "$2,368.40 (Visa ending 8821)")],
           button=("Manage booking", "/manage?pnr=QX7R2M"),
           after=["Online check-in opens 24 hours before departure. Carry-on: 1 bag + 1 personal item."],
           key="lisbon-flight-booking", bulk=False, flagged=True),
    notice(NORTHWIND_ORDERS, "2026-06-24 19:40", "Order confirmed: NW-448120",
           "Thanks for your order, Maya",
           ["We're getting your order ready. We'll email you when it ships."],
           rows=[("Order", "NW-448120"), ("Drizzle rain shell (women's), M, Fjord blue", "$189.00"),
                 ("Discount (TRAIL20)", "-$37.80"), ("Shipping", "Free"), ("Sales tax", "$15.65"),
                 ("Total", "$166.85")],
           button=("View order", "/account/orders/NW-448120"), key="northwind-order-nw-448120",
           bulk=False),
    notice(PARCELWAY, "2026-06-25 16:05", "Your Northwind Outfitters package is on its way",
           "Your package has shipped",
           ["Shipped by Northwind Outfitters. Estimated delivery: Monday, June 29 by 8pm."],
           rows=[("Tracking number", "PW 7731 0042 8819"), ("Service", "Parcelway Ground"),
                 ("Ship to", "Maya L., Seattle WA 98103")],
           button=("Track package", "/track/PW773100428819"), key="parcelway-shipped-pw7731",
           bulk=False),
    notice(PARCELWAY, "2026-06-29 14:22", "Delivered: your package PW 7731 0042 8819",
           "Your package was delivered",
           ["Delivered Monday, June 29 at 2:18pm. Left at: front porch."],
           rows=[("Tracking number", "PW 7731 0042 8819"), ("Signed by", "Not required")],
           button=("See delivery photo", "/track/PW773100428819/photo"),
           key="parcelway-delivered-pw7731", bulk=False),
    notice(BRENNAN_BILLING, "2026-06-25 15:30", "Payment received - thank you (Q-2026-0614-R1)",
           "Deposit received",
           ["Thank you! We've received your deposit for the kitchen remodel at 2318 Fenwick Pl N. "
            "A receipt is attached."],
           rows=[("Amount", "$11,769.00"), ("Method", "ACH transfer"),
                 ("Applied to", "Quote Q-2026-0614-R1 ($39,230.00)"), ("Remaining balance", "$27,461.00")],
           attachments=[Attachment("Receipt_BH-2026-0388.pdf", "application/pdf", assets.pdf(
               "Brennan & Holt Renovation - Receipt BH-2026-0388",
               ["Received from: Maya Lindqvist and Tomas Reyes", "Amount: $11,769.00 (ACH), June 25, 2026",
                "Applied to: kitchen remodel deposit, quote Q-2026-0614-R1",
                "Remaining balance: $27,461.00"]))],
           key="brennan-deposit-receipt", bulk=False, logo=False),
    notice(CASCADIA, "2026-06-30 09:02", "Cascadia UX Summit: proposal CUX26-117 received",
           "We've got your proposal",
           ["Thanks for submitting \"Designing for the 3 a.m. user\" to Cascadia UX Summit 2026. "
            "Your proposal ID is CUX26-117. Decisions will be sent by August 7."],
           button=("View your proposal", "/cfp/CUX26-117"), key="cascadia-cfp-received", bulk=False),
    notice(PUGET_POWER, "2026-07-08 06:30", "Your Puget Power & Light bill is ready: $84.17",
           "Your June bill",
           ["Your bill for service June 3 - July 2 is attached. Autopay will draft it on the due date."],
           rows=[("Account", "ending 20-7715"), ("Amount due", "$84.17"), ("Due date", "July 29, 2026"),
                 ("Usage", "612 kWh (down 8% from last year)")],
           attachments=[Attachment("PPL_bill_2026-07.pdf", "application/pdf", assets.pdf(
               "Puget Power & Light - Statement", ["Service address: 2318 Fenwick Pl N, Seattle WA",
                                                  "Billing period: Jun 3 - Jul 2, 2026",
                                                  "Energy charge 612 kWh: $71.30", "Base charge: $8.40",
                                                  "Taxes: $4.47", "Amount due: $84.17 by July 29, 2026"]))],
           key="puget-power-bill-july", bulk=False),
    notice(PIXEL_BILLING, "2026-07-12 03:14", "Your Pixel Theater receipt",
           "Thanks for being a member",
           ["This is your receipt for the Standard plan."],
           rows=[("Plan", "Standard (HD, 2 screens)"), ("Period", "Jul 12 - Aug 11, 2026"),
                 ("Amount", "$15.49"), ("Card", "Visa ending 8821")],
           key="pixel-receipt-july", bulk=False),
    notice(INKPASS, "2026-07-14 11:02", "Gary Feldman sent you a document to sign: Suite 304 Lease Renewal Addendum",
           "Please review and sign",
           ["Gary Feldman (Feldman Property Management) has sent you \"Suite304_Lease_Renewal_Addendum_2026\" "
            "to review and sign. Requested by July 31, 2026."],
           button=("Review document", "/s/7YQ2-K4PF-31LM"),
           after=["Do not forward this email: the link lets anyone sign as you. Questions? Contact "
                  "gary@feldmanproperties.example."],
           key="lease-esign-request", bulk=False),
    notice(INKPASS, "2026-07-20 16:38", "Completed: Suite 304 Lease Renewal Addendum",
           "All parties have signed",
           ["Suite304_Lease_Renewal_Addendum_2026 was signed by Maya Lindqvist and Gary Feldman. "
            "A copy is available in your InkPass account for 365 days."],
           button=("Download the signed copy", "/d/7YQ2-K4PF-31LM"), key="lease-esign-completed", bulk=False),
    notice(FIBERLANE, "2026-07-19 20:11", "Reset your Fiberlane password",
           "Password reset requested",
           ["We received a request to reset the password for maya@lindqvist.example. This link "
            "expires in 30 minutes. If you didn't ask for this, you can ignore this email."],
           button=("Reset password", "/account/reset?t=3f9c1e7d"),
           after=["Request from: Firefox on Linux, Seattle, WA (203.0.113.48)"],
           key="fiberlane-password-reset", bulk=False),
    notice(FIBERLANE, "2026-07-19 20:14", "Your Fiberlane password was changed",
           "Your password was changed",
           ["The password for your Fiberlane account was changed on July 19, 2026 at 8:14pm PDT. "
            "If this was you, there's nothing else to do."],
           after=["If you didn't change it, call us right away at 1-800-555-0199."],
           key="fiberlane-password-changed", bulk=False),
    notice(MYCEDARHILL, "2026-07-26 08:00", "Reminder: appointment Tuesday, July 28 at 10:40 AM",
           "Upcoming appointment",
           ["You have an appointment with Anjali Mehta, MD, on Tuesday, July 28, 2026 at 10:40 AM "
            "(annual physical). Please fast for 10 hours before your lab draw."],
           rows=[("Location", "Cedar Hill Family Medicine, 2nd floor"), ("Arrive by", "10:25 AM")],
           button=("Confirm or cancel", "/appointments"), key="cedarhill-reminder", bulk=False),
    notice(MYCEDARHILL, "2026-07-31 13:45", "New test results are available",
           "You have new results",
           ["A new result from your July 28 visit is ready to view in MyCedarHill. For your "
            "privacy, we don't include results in email."],
           button=("Sign in to view", "/results"), key="cedarhill-results", bulk=False),
    notice(LIBRARY, "2026-07-31 10:00", "Your hold is ready: The Lighthouse Cartographer",
           "A hold is ready for pickup",
           ["The Lighthouse Cartographer by Imogen Vale is waiting for you at the Northgate branch. "
            "Please pick it up by Friday, August 7."],
           rows=[("Card", "ending 0093"), ("Pickup location", "Northgate branch, holds shelf")],
           key="library-hold", bulk=False),
    notice(CITY_PERMITS, "2026-08-03 15:20", "Permit issued: 6-2026-118842 (2318 Fenwick Pl N)",
           "Your permit has been issued",
           ["Permit 6-2026-118842 for \"Kitchen remodel: relocate sink, new circuits, exterior vent\" "
            "at 2318 Fenwick Pl N has been issued to Brennan & Holt Renovation LLC."],
           rows=[("Permit type", "Construction - alteration"), ("Inspections required", "Rough-in, final"),
                 ("Expires", "February 3, 2028")],
           button=("View permit", "/permits/6-2026-118842"), key="kitchen-permit", bulk=False),
    notice(CASCADE_ORDERS, "2026-08-04 14:50", "Your Cascade Coffee subscription has shipped",
           "Fresh coffee on the way",
           ["Roasted this morning and shipped this afternoon."],
           rows=[("Ethiopia Guji, 12 oz, whole bean", "2 x $21.00"), ("Shipping", "Free"),
                 ("Total", "$42.00"), ("Tracking", "PW 7731 0090 1123")],
           key="cascade-subscription-aug", bulk=False),
    notice(EVERGREEN, "2026-08-20 07:00", "Payment reminder: Evergreen Visa due September 5",
           "Your payment is coming up",
           ["Your Evergreen Visa Signature (ending 8821) statement is ready."],
           rows=[("Statement balance", "$1,246.87"), ("Minimum due", "$35.00"),
                 ("Due date", "September 5, 2026")],
           button=("Make a payment", "/cards/pay"),
           after=["We will never ask for your password, PIN or a one-time code by email or text."],
           key="evergreen-visa-due", bulk=False),
    notice(SCHOOL, "2026-08-20 15:00", "Welcome back! First day of school is Wednesday, September 2",
           "Welcome back, Larkspur families",
           ["School starts Wednesday, September 2. Doors open at 8:35am and dismissal is at 3:10pm "
            "(1:55pm on Wednesdays). Class lists are posted in the parent portal."],
           rows=[("Curriculum night", "Thursday, September 10, 6:30pm"),
                 ("Picture day", "Tuesday, September 22")],
           key="school-welcome", bulk=False),
    notice(TRIPSURE, "2026-08-27 17:20", "Your TripSure policy TRV-558210",
           "You're covered",
           ["Thanks for choosing TripSure. Your policy documents are attached; keep them handy while "
            "you travel."],
           rows=[("Policy", "TRV-558210"), ("Travelers", "Maya Lindqvist, Tomas Reyes"),
                 ("Trip", "Lisbon, Portugal, Sep 17 - Sep 24, 2026"), ("Premium", "$142.00"),
                 ("Emergency assistance", "+1 800 555 0142, 24/7")],
           attachments=[Attachment("TripSure_Policy_TRV-558210.pdf", "application/pdf", assets.pdf(
               "TripSure - Certificate of insurance TRV-558210",
               ["Insured: Maya Lindqvist, Tomas Reyes", "Destination: Portugal, Sep 17-24, 2026",
                "Trip cancellation up to $4,000 per traveler", "Emergency medical up to $50,000",
                "Baggage delay after 12 hours: $300", "Premium paid: $142.00"]))],
           key="tripsure-policy", bulk=False),
    notice(BRIGHTLOOM_PAY, "2026-08-28 10:15", "Remittance advice: payment to Lindqvist Studio",
           "Payment sent",
           ["Brightloom Inc. has sent a payment by ACH. Funds usually arrive in 1-2 business days."],
           rows=[("Invoice", "LS-2026-031"), ("Amount", "$9,600.00"), ("Payment date", "August 28, 2026"),
                 ("Reference", "BL-ACH-0828-1193")],
           key="brightloom-remittance", bulk=False, logo=False),
    notice(AURORA, "2026-09-16 11:05", "Check in now: Seattle to Lisbon, Thursday Sep 17",
           "It's time to check in",
           ["Check in for flight AA 218 departing Seattle (SEA) at 11:05 tomorrow. Confirmation QX7R2M."],
           rows=[("Boarding", "10:25"), ("Seats", "23A, 23C")],
           button=("Check in", "/checkin?pnr=QX7R2M"), key="lisbon-checkin", bulk=False),
    notice(EVERGREEN, "2026-09-19 03:41", "New sign-in to Evergreen online banking",
           "New sign-in detected",
           ["We noticed a sign-in to your account from a new device: Safari on iPhone, near "
            "Lisbon, Portugal, on September 19 at 12:41pm local time. If this was you, you "
            "don't need to do anything."],
           after=["If this wasn't you, call the number on the back of your card. We will never ask for "
                  "your password by email."],
           key="evergreen-new-signin", bulk=False),
    notice(GLIDE, "2026-09-24 20:02", "Your Thursday evening ride with Glide",
           "Thanks for riding, Maya",
           ["Seattle-Tacoma International Airport to 2318 Fenwick Pl N."],
           rows=[("Trip fare", "$38.70"), ("Airport fee", "$5.00"), ("Tip", "$4.50"),
                 ("Total", "$48.20"), ("Driver", "Samir, Toyota Prius, 17.4 mi")],
           key="glide-receipt-sep24", bulk=False),
    STATEMENT_SEP,
    notice(DOL, "2026-10-08 09:00", "Vehicle registration renewal due November 14",
           "Time to renew your tabs",
           ["The registration for your 2019 Subaru Outback (plate ending 7KQ) expires November 14, "
            "2026. Renew online in about five minutes."],
           rows=[("Renewal fee", "$98.75"), ("Expires", "November 14, 2026")],
           key="dol-tabs", bulk=False, unread=True),
]

# --- calendar invites ---------------------------------------------------------------
_GONOGO = assets.ics(
    "ledger30-gonogo-20260924@brightloom.example", "Ledger 3.0 go/no-go", "20260924T110000",
    "20260924T120000", "America/New_York", "Video call (link in description)",
    ("Priya Raman", PRIYA.email),
    [("Maya Lindqvist", MAYA.email), ("Kenji Watanabe", KENJI.email), ("Marcus Bell", MARCUS.email)],
    "Go/no-go for the Ledger 3.0 launch on Sept 30. Maya is traveling; Kenji covers design.\n"
    "Join: https://meet.brightloom.example/ledger-gonogo", stamp="20260814T123000Z")
GONOGO_INVITE = Mail(
    PRIYA.but(signature=""), "2026-08-14 08:32", category="updates", key="ledger-gonogo-invite",
    subject="Invitation: Ledger 3.0 go/no-go @ Thu Sep 24, 2026 11am - 12pm (EDT) (maya@lindqvist.example)",
    sign=False, to=[MAYA, KENJI, MARCUS], calendar=_GONOGO,
    text=b("""
        You have been invited to the following event.

        Ledger 3.0 go/no-go
        When: Thursday Sep 24, 2026 11am - 12pm (EDT)
        Where: Video call (link in description)
        Organizer: Priya Raman <priya.raman@brightloom.example>
        Guests: Maya Lindqvist, Kenji Watanabe, Marcus Bell

        Go/no-go for the Ledger 3.0 launch on Sept 30. Maya is traveling; Kenji covers design.

        Join: https://meet.brightloom.example/ledger-gonogo

        Going? Yes - Maybe - No
        Invitation from Brightloom Calendar. You are receiving this because you are a guest.
        """),
    attachments=[Attachment("invite.ics", "text/calendar; method=REQUEST", _GONOGO.encode())])

_PTA = assets.ics(
    "fun-run-planning-20260901@mailbox.example", "Fun Run planning meeting", "20260901T190000",
    "20260901T203000", "America/Los_Angeles", "Larkspur Elementary library",
    ("Hannah Okafor", HANNAH.email),
    [("Maya Lindqvist", MAYA.email), ("Derek Wu", "derek.wu@fastpost.example"),
     ("Simone Adeyemi", "simone.a@mailbox.example")],
    "Silent auction, pledges, volunteer shifts. Snacks provided.", stamp="20260824T030500Z")
PTA_INVITE = Mail(
    HANNAH.but(signature=""), "2026-08-24 20:07", category="updates", key="pta-meeting-invite",
    subject="Invitation: Fun Run planning meeting @ Tue Sep 1, 2026 7pm - 8:30pm (PDT)",
    sign=False, calendar=_PTA, html=None, text=b("""
        Fun Run planning meeting
        Tuesday Sep 1, 2026 7pm - 8:30pm (Pacific Time)
        Larkspur Elementary library

        Silent auction, pledges, volunteer shifts. Snacks provided.

        Organizer: Hannah Okafor
        Reply for maya@lindqvist.example: Yes, Maybe, No
        """))

_BRIEF = assets.ics(
    "speaker-briefing-cux26-117@cascadiaux.example", "Cascadia UX speaker briefing (Hall B)",
    "20261008T100000", "20261008T103000", "America/Los_Angeles", "Video call",
    ("Lena Fischer", "lena@cascadiaux.example"), [("Maya Lindqvist", MAYA.email)],
    "15-minute AV and timing check for Thursday's Hall B speakers.", stamp="20261005T160000Z")
BRIEF_INVITE = Mail(
    Person("Lena Fischer", "lena@cascadiaux.example", client="apple", ip="198.51.100.55"),
    "2026-10-05 09:00", category="updates", key="cascadia-briefing-invite", sign=False,
    subject="Invitation: Cascadia UX speaker briefing (Hall B) @ Thu Oct 8, 2026 10am - 10:30am (PDT)",
    calendar=_BRIEF, text=b("""
        Cascadia UX speaker briefing (Hall B)
        Thursday Oct 8, 2026 10am - 10:30am (Pacific Time)

        15-minute AV and timing check for Thursday's Hall B speakers.
        """))

# --- CodeHarbor notifications (a GitHub-style forge) --------------------------------
def _harbor(actor: str, date: str, text: str, mid: str, subject: str | None = None,
            reason: str = "author", **kw) -> Mail:
    s = Person(actor, "notifications@codeharbor.example", tz="+0000", client="bulk",
               ip="198.51.100.190", host="out-12.smtp.codeharbor.example")
    url = "https://codeharbor.example/inkwell/inkwell/pull/482"
    body_text = text.rstrip("\n") + f"\n\n--\nReply to this email directly or view it on CodeHarbor:\n{url}\n" \
        "You are receiving this because you authored the thread.\n"
    html = ("<p>" + "</p>\n<p>".join(p.replace("\n", "<br>\n") for p in text.strip().split("\n\n"))
            + f'</p>\n<p style="font-size:small;color:#666">&mdash;<br>Reply to this email directly, '
            f'<a href="{url}">view it on CodeHarbor</a>, or <a href="https://codeharbor.example/'
            f'notifications/unsubscribe/AB3X">unsubscribe</a>.</p>\n'
            f'<img src="https://codeharbor.example/notifications/beacon/AB3X.gif" height="1" width="1" alt="">\n')
    return Mail(s, date, text=body_text, html=html, subject=subject, message_id=mid, quote=False,
                sign=False, to=[Person("inkwell/inkwell", "inkwell@noreply.codeharbor.example")],
                cc=[MAYA_BARE.but(name="Maya Lindqvist"), Person("Author", "author@noreply.codeharbor.example")],
                headers=[("X-CodeHarbor-Reason", reason), ("X-Auto-Response-Suppress", "All"),
                         ("List-ID", "inkwell/inkwell <inkwell.inkwell.codeharbor.example>"),
                         ("List-Archive", url),
                         ("List-Unsubscribe", "<mailto:unsub+AB3X@reply.codeharbor.example>, "
                                              "<https://codeharbor.example/notifications/unsubscribe/AB3X>")],
                **kw)


CI_THREAD = Thread("inkwell-pr-482", "[inkwell/inkwell] Add right-to-left layout support (PR #482)", [
    _harbor("Maya Lindqvist", "2026-08-18 17:02", b("""
        This adds right-to-left layout support to the editor and preview panes:

        - mirrors the toolbar and gutter when the document language is RTL
        - uses logical CSS properties (margin-inline-start etc.) everywhere in the preview
        - adds a dir="auto" fallback for mixed-direction paragraphs

        Fixes #455. Screenshots in the first comment.

        You can view, comment on, or merge this pull request online at:
        https://codeharbor.example/inkwell/inkwell/pull/482

        Commit summary: 3 commits, 14 files changed, 412 additions, 96 deletions
        """), "inkwell/inkwell/pull/482@codeharbor.example"),
    _harbor("CodeHarbor CI", "2026-08-18 17:19", b("""
        Run failed: CI / test (ubuntu-24.04, node 22) for a3f9c21

        1 failing test:
          preview/rtl.spec.ts > mirrors the gutter in RTL documents
          Expected gutter.offsetLeft to be 0, received 412

        View the run: https://codeharbor.example/inkwell/inkwell/actions/runs/884213
        """), "inkwell/inkwell/check-suites/CS_884213@codeharbor.example",
            subject="[inkwell/inkwell] Run failed: CI - rtl-layout (a3f9c21)", reason="ci_activity", parent=0),
    _harbor("CodeHarbor CI", "2026-08-18 21:47", b("""
        Run succeeded: CI / test (ubuntu-24.04, node 22) for 5d0e7b8

        All 1,284 tests passed in 4m 12s.

        View the run: https://codeharbor.example/inkwell/inkwell/actions/runs/884390
        """), "inkwell/inkwell/check-suites/CS_884390@codeharbor.example",
            subject="[inkwell/inkwell] Run succeeded: CI - rtl-layout (5d0e7b8)", reason="ci_activity", parent=0),
    _harbor("Tobias Ek", "2026-08-19 08:30", b("""
        @maya-l this looks great, and thank you for converting the preview to logical properties
        while you were in there.

        One question on src/editor/gutter.ts line 88: should the line numbers stay left-aligned
        in RTL documents? Most RTL editors I've tried keep them on the right. Happy either way
        if you have a reason.
        """), "inkwell/inkwell/pull/482/review/2210045@codeharbor.example",
            subject="Re: [inkwell/inkwell] Add right-to-left layout support (PR #482)",
            reason="review_requested", parent=0),
    _harbor("Tobias Ek", "2026-08-20 09:12", b("""
        Approved. Numbers on the right it is. Merging after the 0.14 branch is cut tomorrow.
        """), "inkwell/inkwell/pull/482/review/2210388@codeharbor.example",
            subject="Re: [inkwell/inkwell] Add right-to-left layout support (PR #482)",
            reason="review_requested", parent=0),
    _harbor("Tobias Ek", "2026-08-21 10:05", b("""
        Merged #482 into main.
        """), "inkwell/inkwell/pull/482/merged/9c41e2a@codeharbor.example",
            subject="Re: [inkwell/inkwell] Add right-to-left layout support (PR #482)",
            reason="state_change", parent=0),
], category="updates")

SSH_KEY = notice(
    Brand(
        "CodeHarbor", sender("CodeHarbor", "noreply@codeharbor.example", "198.51.100.191"),
        "https://codeharbor.example", "#24292f", "CodeHarbor, 88 Colin P Kelly Jr St, San Francisco, CA",
        "Security notice for your CodeHarbor account.", category="updates", tracking="plain"),
    "2026-10-14 18:20", "[CodeHarbor] A new SSH authentication key was added to your account",
    "A new SSH key was added",
    ["The following SSH key was added to your account (maya-l): \"studio-macbook-2026\" "
     "(SHA256:q3Jd0Vf4mH2k9bO8nXcWz1tPaLyR6uE5sGiT7hKj0Ao)."],
    after=["If you didn't add this key, remove it and review your security log right away."],
    key="codeharbor-ssh-key", bulk=False, unread=True)

ITEMS += [GONOGO_INVITE, PTA_INVITE, BRIEF_INVITE, CI_THREAD, SSH_KEY]
