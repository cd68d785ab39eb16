"""Primary: work threads (Brightloom, the studio lease, a conference talk)."""
from . import assets
from .model import Attachment, Mail, Thread, body as b
from .people import BRIGHTLOOM_AP, GARY, KENJI, LENA, MARCUS, MAYA, PRIYA

LAUNCH = Thread("ledger-launch", "Ledger 3.0 launch plan - dates + owners", [
    Mail(PRIYA, "2026-07-06 10:15", to=[MAYA, KENJI, MARCUS], text=b("""
        Hi team,

        Here's the plan of record for Ledger 3.0 (new card-scanning flow, offline sync,
        redesigned onboarding). Launch is Wednesday, September 9.

        Owners and dates:
        - Maya: final onboarding screens + App Store screenshots, due Fri Aug 14
        - Kenji: offline sync hardening + bug bash (Aug 20)
        - Marcus: press kit, launch blog post, embargo with three publications
        - Me: release notes, support macros, the go/no-go doc

        Code freeze is Wednesday Aug 26. Go/no-go meeting Thursday Sept 3.

        Shout now if any of these dates don't work.
        """)),
    Mail(MAYA, "2026-07-06 13:40", to=[PRIYA], cc=[KENJI, MARCUS], text=b("""
        Hi Priya,

        Works for me. Two things so the screenshot date holds:

        1. I need final marketing copy for the six screenshot captions by Fri Aug 7.
        2. Are we localizing the screenshots? EN, DE, FR and ES means 24 images instead
           of 6, which is fine, but I'd plan it differently.

        Maya
        """)),
    Mail(MARCUS, "2026-07-07 09:05", to=[MAYA, PRIYA], cc=[KENJI], text=b("""
        Copy by Aug 7 is doable, I'll send a draft next week. Yes to all four locales;
        the German launch partner specifically asked for localized store assets.

        Also, the hero illustration for the blog post is coming from Jürgen in Berlin, he
        promised it by Aug 20.
        """)),
    Mail(PRIYA, "2026-08-12 16:30", to=[MAYA, KENJI, MARCUS], text=b("""
        Hi all,

        Bad news first: our payment partner Tillpoint hasn't finished certifying the new
        card-scanning flow, and we can't ship without it. Their new estimate is Sept 18.

        So we're moving the launch:
        - Launch: Wednesday September 30 (was Sept 9)
        - Code freeze: Wednesday September 16 (was Aug 26)
        - Go/no-go: Thursday September 24, 11am ET (was Sept 3)
        - Screenshots and store assets: Friday Aug 28 (was Aug 14)

        I know this is annoying. The extra time is real, please don't fill it with scope.
        """), parent=0),
    Mail(KENJI, "2026-08-12 14:10", to=[PRIYA], cc=[MAYA, MARCUS], text=b("""
        Honestly this helps. Offline sync still has a conflict-resolution bug when two
        devices edit the same report while offline, and I wanted another week for it.
        I'll move the bug bash to Thursday Sept 10.
        """)),
    Mail(MARCUS, "2026-08-13 09:20", to=[PRIYA], cc=[MAYA, KENJI], text=b("""
        I'll re-brief the three outlets today. The new embargo lifts Wednesday Sept 30 at
        6am ET. Blog post and the store listing go live at the same time.
        """)),
    Mail(MAYA, "2026-08-13 11:05", to=[PRIYA], cc=[KENJI, MARCUS], text=b("""
        Hi Priya,

        One conflict with the new dates: I'm on vacation in Lisbon Sept 17-24 (booked in
        June), and the go/no-go on the 24th is exactly when I'm in the air coming home.

        Proposal:
        - I deliver all screenshots and store assets by Aug 28 as planned.
        - I finish design QA on the release candidate before I leave, by Wed Sept 16.
        - Kenji covers design questions at the go/no-go; I'll leave him a short list of
          known visual issues and which ones are acceptable to ship.

        Does that work?
        Maya
        """), parent=3),
    Mail(PRIYA, "2026-08-14 08:30", to=[MAYA], cc=[KENJI, MARCUS], text=b("""
        That works, thanks for flagging it early. Decision: Maya signs off on design QA
        asynchronously by Sept 16, Kenji represents design at the go/no-go. Enjoy Lisbon!
        I'll send the calendar invite for the 24th.
        """)),
])

TRIAGE = Thread("bug-triage", "Triage: BL-2231 CSV export drops rows, BL-2240 receipt crop", [
    Mail(KENJI, "2026-07-21 09:14", to=[MAYA], text=b("""
        Hi Maya,

        I went through the 14 open P1/P2 bugs for 3.0 this morning. Most are mine, but two
        need a design call:

        BL-2231: CSV export silently drops rows when the merchant name contains an emoji
        ("Tacos 🌮 Loco" disappears). Root cause is the exporter's sanitizer, which
        throws away any row that fails an ASCII check. I'd like this to be P1 for 3.0.

        BL-2240: on the iPhone SE the receipt crop handles sit on top of the totals line,
        so people crop off the amount. Proposing P2.

        Also proposing BL-2209 (animated confetti on first export) as won't-fix.

        Kenji
        """)),
    Mail(MAYA, "2026-07-21 10:30", to=[KENJI], quote=False, text=b("""
        Hi Kenji,

        > BL-2231: CSV export silently drops rows when the merchant name contains an
        > emoji ("Tacos 🌮 Loco" disappears).

        Agree, P1. Silently losing expense rows is the worst kind of bug. The export
        should keep the emoji and write UTF-8 with a BOM so Excel opens it correctly.

        > BL-2240: on the iPhone SE the receipt crop handles sit on top of the totals
        > line, so people crop off the amount. Proposing P2.

        I'd also call it P2, but the fix is cheap: inset the handles 24pt from the
        image edge and draw the crop outline outside the image. I'll send a spec.

        > Also proposing BL-2209 (animated confetti on first export) as won't-fix.

        Confetti is dead, long live confetti.

        Maya
        """)),
    Mail(KENJI, "2026-07-22 17:50", to=[MAYA], text=b("""
        Fixed BL-2231 in PR #1187: the exporter now writes UTF-8 with a BOM and keeps
        every row; I added a test with emoji, RTL text and a merchant called
        "Ümlaut & Co". Could you review the CSV output in Excel and Numbers?

        Also found BL-2244 while testing: currency symbols are misaligned in the totals
        column when the device language is Arabic or Hebrew.
        """)),
    Mail(MAYA, "2026-07-23 10:05", to=[KENJI], text=b("""
        Reviewed #1187, the files open correctly in both. Approved.

        Crop handle spec attached (24pt inset, outline outside the image, 44pt touch
        targets). BL-2244 is real but not a regression, so let's put it in 3.0.1.
        """), attachments=[Attachment("BL-2240-crop-handles-spec.png", "image/png",
                                      assets.png("#2f6f5e", 24, "#f2c14e", "bar"))]),
    Mail(KENJI, "2026-07-28 18:20", to=[MAYA], text=b("""
        Status: BL-2231 is merged and in build 3.0.0 (412). BL-2240 is fixed in build 413
        with your spec; Lucia in QA signed off on both this afternoon. BL-2244 moved to
        the 3.0.1 milestone.

        That's it for design bugs for now. Thanks for the fast turnaround.
        """)),
])

LEASE = Thread("studio-lease", "Lease renewal - Suite 304, Mercer Loft Building", [
    Mail(GARY, "2026-07-01 09:30", to=[MAYA], text=b("""
        Hi Maya,

        Your lease for Suite 304 ends on September 30, 2026. We'd be glad to have you
        stay. Renewal options:

        - 12 months at $1,995/month
        - 24 months at $1,960/month

        Your current rent is $1,850. The parking space stays at $120/month either way.
        Please let me know by August 1 which option you'd like.

        Regards,
        Gary
        """)),
    Mail(MAYA, "2026-07-03 09:12", to=[GARY], text=b("""
        Hi Gary,

        Thanks for the early notice. I'd like to stay for 24 months. Since I've been a
        tenant for three years and always paid on time, would you consider $1,925 a month
        for the 24-month term?

        Two small things, renewal or not: the HVAC unit in 304 has developed a loud rattle,
        and the north wall could use a fresh coat of paint (there's water staining near
        the window from last winter).

        Best,
        Maya
        """)),
    Mail(GARY, "2026-07-10 15:20", to=[MAYA], text=b("""
        Hi Maya,

        I talked to the owners. We can't do $1,925, but we can do $1,940/month on a
        24-month term. We'll also send the HVAC technician on Thursday July 16 and repaint
        the north wall before the new term starts.

        Regards,
        Gary
        """)),
    Mail(MAYA, "2026-07-11 08:45", to=[GARY], text=b("""
        Hi Gary,

        $1,940 for 24 months works, thank you. So the new term is October 1, 2026 to
        September 30, 2028. Please send the renewal for e-signature when it's ready.

        Thursday the 16th is fine for the HVAC visit; the door code hasn't changed.

        Maya
        """)),
    Mail(GARY, "2026-07-14 11:00", to=[MAYA], text=b("""
        Hi Maya,

        Renewal addendum attached. Please sign and return it by July 31. Your security
        deposit stays at $1,850, no change needed.

        Regards,
        Gary
        """), attachments=[Attachment("Suite304_Lease_Renewal_Addendum_2026.pdf", "application/pdf",
                                      assets.pdf("Lease Renewal Addendum - Suite 304", [
                                          "Tenant: Lindqvist Studio (Maya Lindqvist)",
                                          "Premises: Suite 304, Mercer Loft Building, 2200 Alder Street, Seattle WA",
                                          "Term: October 1, 2026 through September 30, 2028 (24 months)",
                                          "Monthly rent: $1,940.00. Parking: $120.00 per month.",
                                          "Security deposit: $1,850.00 (unchanged).",
                                          "Landlord repaints north wall before term start.",
                                          "Sign and return by July 31, 2026."]))]),
    Mail(MAYA, "2026-07-20 16:40", to=[GARY], text=b("""
        Hi Gary,

        Signed addendum is back to you through the e-signature link. The technician came
        on Thursday and the rattle is gone; turns out a loose fan bracket. Thanks for
        sorting that out quickly.

        Maya
        """)),
])

TALK = Thread("conference-talk", "CFP submission: Designing for the 3 a.m. user", [
    Mail(MAYA, "2026-06-29 22:15", to=[LENA], text=b("""
        Hi Lena,

        The CFP form kept timing out on the last step, so I'm sending my submission by
        email as the page suggests. Hope that's OK.

        Title: Designing for the 3 a.m. user
        Format: 30-minute talk

        Abstract: Most of us design for a rested person at a desk. The people who really
        need our products often show up exhausted, scared or in a hurry: a parent at 3 a.m.
        looking up a fever dose, a traveler whose flight just got cancelled. I'll walk
        through five patterns from expense, health and travel apps that hold up under
        stress, and three that fall apart, with before-and-after case studies.

        Bio: Maya Lindqvist runs Lindqvist Studio in Seattle and designs finance and
        health products for startups.

        Thanks!
        Maya
        """)),
    Mail(LENA, "2026-06-30 08:50", to=[MAYA], text=b("""
        Hi Maya,

        Got it, and thanks for the heads-up, we found the form bug (an upload limit). Your
        submission is logged as CUX26-117. The review committee meets in late July and
        we'll send decisions by August 7.

        Lena
        """)),
    Mail(LENA, "2026-08-07 14:30", to=[MAYA], text=b("""
        Hi Maya,

        I'm delighted to tell you that "Designing for the 3 a.m. user" has been accepted
        for Cascadia UX Summit 2026!

        - Slot: Thursday October 22, 2:15pm, Hall B (30 minutes + 10 of Q&A)
        - Slides due: Monday October 12, so AV can load them
        - Speaker stipend: $500 toward travel, plus two nights at the conference hotel
        - Speaker dinner: Wednesday October 21, 7pm

        Please confirm by August 14 and register through the speaker link.

        Lena
        """)),
    Mail(MAYA, "2026-08-08 07:55", to=[LENA], text=b("""
        Hi Lena,

        Thrilled, thank you! Confirmed for October 22. Two questions: will the session be
        recorded, and should I bring my own clicker and adapters?

        Maya
        """)),
    Mail(LENA, "2026-08-10 10:20", to=[MAYA], text=b("""
        Yes, all talks are recorded and live-captioned. Hall B has HDMI and USB-C at the
        lectern, plus a clicker, but bring yours if you're attached to it. Speaker
        check-in opens at 8am on the 22nd.
        """)),
    Mail(MAYA, "2026-10-12 16:45", to=[LENA], text=b("""
        Hi Lena,

        Slides attached, version 3, 16:9, fonts embedded. There's a two-minute video on
        slide 14; it's also embedded in the PDF, but I'll bring it on a USB stick too.

        See you at the speaker dinner on the 21st!
        Maya
        """), attachments=[Attachment("3am-user-slides-v3.pdf", "application/pdf",
                                      assets.pdf("Designing for the 3 a.m. user", [
                                          "Maya Lindqvist - Cascadia UX Summit 2026, Hall B",
                                          "1. The person you design for is tired",
                                          "2. Five patterns that hold up under stress",
                                          "3. Three that fall apart",
                                          "4. Case study: expense app receipt capture",
                                          "5. Case study: a fever-dose calculator"]))]),
])

INVOICE = Thread("studio-invoice-july", "Invoice LS-2026-031 - Lindqvist Studio, July 2026", [
    Mail(MAYA, "2026-08-01 10:00", to=[BRIGHTLOOM_AP], cc=[PRIYA], text=b("""
        Hello,

        Please find attached invoice LS-2026-031 for design work on Ledger 3.0 in July:
        64 hours at $150/hour, $9,600.00 total, payable net 30.

        Thank you,
        Maya Lindqvist
        """), sign=False, attachments=[Attachment("LS-2026-031.pdf", "application/pdf",
                                                  assets.pdf("Lindqvist Studio - Invoice LS-2026-031", [
                                                      "Bill to: Brightloom Inc., 55 Water St, Brooklyn NY",
                                                      "Period: July 1-31, 2026",
                                                      "Ledger 3.0 onboarding and store screenshots: 64 h x $150",
                                                      "Total due: $9,600.00 - net 30 (due August 31, 2026)"]))]),
    Mail(BRIGHTLOOM_AP, "2026-08-03 12:10", to=[MAYA], text=b("""
        Hi Maya,

        Thank you, invoice LS-2026-031 has been approved by Priya and scheduled for
        payment on Friday August 28 by ACH.
        """)),
    Mail(MAYA, "2026-08-03 12:40", to=[BRIGHTLOOM_AP], sign=False, text=b("""
        Perfect, thank you!

        Maya
        """)),
])

THREADS = [LAUNCH, TRIAGE, LEASE, TALK, INVOICE]
