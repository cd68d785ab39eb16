"""Primary: family and household threads."""
from . import assets
from .model import Attachment, Mail, Thread, body as b
from .people import (ASTRID, BETH, CLINIC, DEREK, ERIK, HANNAH, JESS, JUNE, KARIN, MAYA,
                     MAYA_HOME, MAYA_PHONE, NADIA, NILS, OWEN, RAY, ROSA, SIMONE, TOMAS)

LISBON = Thread("lisbon-trip", "Lisbon in September - flights?", [
    Mail(MAYA_HOME, "2026-06-06 21:40", to=[TOMAS], text=b("""
        Hi love,

        I went down the rabbit hole on flights for our anniversary trip. Two options that
        actually work with Elsa's school calendar:

        A) Aurora Atlantic, Seattle -> Newark -> Lisbon. Leaves Thu Sept 17 at 11:05,
           lands Fri Sept 18 at 08:50. Back Thu Sept 24. One stop each way, $1,184 per
           person.
        B) Borealis Air via Reykjavik. $968 per person, but the return has a nine hour
           layover in Reykjavik, which sounds romantic for about forty minutes.

        For the hotel I like Casa do Alecrim in Alfama: small, rooftop terrace, 165 euros a
        night. There's also an apartment in Principe Real for 140 a night but it's a
        fourth floor walk-up.

        Big question: can your mom come up and stay with Elsa that week? If not we should
        look at October instead.

        x M
        """)),
    Mail(TOMAS, "2026-06-07 08:15", to=[MAYA_HOME], text=b("""
        Option A, no question. Nine hours in Keflavik with a carry-on is not a honeymoon
        vibe, it's a punishment.

        I'll call Mom on Sunday after her church thing and ask about the week of the 17th.
        She's been saying she wants more time with Elsa anyway.

        Also: can we do a day in Sintra? Joaquim from work says the Pena Palace is worth
        the crowds if you go early.

        T.
        """)),
    Mail(TOMAS, "2026-06-08 19:02", to=[MAYA_HOME], text=b("""
        From what Mom said on the phone just now, she's in. She'll fly up on Tuesday
        Sept 15 and stay until Saturday the 26th so she gets a couple of quiet days with
        us after we land. She wants to do the school pickups herself ("I know how to
        drive in the rain, mija").

        So: book option A whenever you're ready. Aisle for me please.
        """), parent=1),
    Mail(MAYA_HOME, "2026-06-09 12:30", to=[TOMAS], text=b("""
        Booked! Details so we both have them in one place:

        - Flights: Aurora Atlantic, confirmation QX7R2M. Seats 23A and 23C (you're on
          the aisle, I'm at the window, nobody sits between us if we're lucky).
          Total with seat fees: $2,368.40 on the Evergreen card.
        - Hotel: Casa do Alecrim, 6 nights, Sept 18-24, booking CDA-26-0918.
          990 euros total, free cancellation until Sept 4.

        To-dos:
        - You: check your passport date (Portugal wants 3 months past our return).
        - You: look at Sintra tickets for one of the middle days.
        - Me: travel insurance and an airport transfer for the morning we land.
        - Me: tell Priya I'm out Sept 17-24 before someone schedules a launch on top of it.

        I'm absurdly happy about this.
        """)),
    Mail(TOMAS, "2026-06-10 07:55", to=[MAYA_HOME], text=b("""
        Passport is good until March 2028, no drama.

        Sintra: the Pena Palace sells timed tickets. The 10:00 slot seems like the sweet
        spot between "sleepy tourists" and "every tour bus in Portugal". I'll book it
        once we know which day works. Monday the 21st?

        Also I would like one fado night. Non-negotiable. I will even wear the nice shoes.
        """)),
    Mail(MAYA_HOME, "2026-08-28 21:10", to=[TOMAS], text=b("""
        Three weeks out, so here's the checklist before I forget it all:

        - Online check-in opens Wed Sept 16 at 11:05 (24h before departure).
        - Travel insurance: TripSure, policy TRV-558210, $142 for both of us. The PDF
          is in my inbox if we ever need it.
        - Airport transfer booked through the hotel: driver meets us at arrivals at
          09:30 on the 18th, 35 euros.
        - Your mom lands Tue Sept 15 at 4:20pm at SEA. Can you do the pickup? I have
          the Brightloom review until 5.
        - Fado: Camille sent a list of places, the Tasca do Becco one looks perfect.

        Did you book Sintra?
        """), parent=4),
    Mail(TOMAS, "2026-08-28 22:31", to=[MAYA_HOME], text=b("""
        Got it. I'll pick Mom up on the 15th, I'm off after 3rd period that day anyway.

        Sintra is booked: Monday Sept 21, Pena Palace 10:00 slot, 20 euros each.
        Train from Rossio at 8:41. We'll be tired. It'll be great.
        """)),
])

KITCHEN = Thread("kitchen-renovation", "Kitchen remodel quote - 2318 Fenwick Pl N", [
    Mail(RAY, "2026-06-15 10:02", to=[MAYA], text=b("""
        Hi Maya,

        Thanks for walking me through the kitchen on Thursday. As promised, attached is
        our quote Q-2026-0614 for the scope we discussed. Summary:

          Demolition and haul-away                     $2,900
          Shaker cabinets, painted (sage), soft-close $14,200
          Quartz counters, 42 sq ft, with install      $6,300
          Move sink to island, plumbing rough-in       $4,150
          Electrical: 2 new circuits, under-cab LEDs   $3,600
          LVP flooring, kitchen and pantry             $3,100
          Paint and finish carpentry                   $1,450
          City permits                                   $950
          Project management                           $1,800
          ------------------------------------------------------
          Total                                       $38,450

        We ask for a 30% deposit ($11,535) to hold a start date. Our next opening is
        Monday August 17, and a kitchen this size usually runs about six weeks.

        Let me know if you have any questions or want to adjust anything.

        Thanks,
        Ray
        """), attachments=[Attachment("BrennanHolt_Quote_Q-2026-0614.pdf", "application/pdf",
                                      assets.pdf("Brennan & Holt Renovation - Quote Q-2026-0614", [
                                          "Client: Maya Lindqvist, 2318 Fenwick Pl N, Seattle WA",
                                          "Scope: kitchen remodel", "",
                                          "Demolition and haul-away ........ $2,900",
                                          "Shaker cabinets, painted sage ... $14,200",
                                          "Quartz counters, 42 sq ft ....... $6,300",
                                          "Move sink to island ............. $4,150",
                                          "Electrical ...................... $3,600",
                                          "LVP flooring .................... $3,100",
                                          "Paint and finish carpentry ...... $1,450",
                                          "City permits .................... $950",
                                          "Project management .............. $1,800",
                                          "TOTAL ........................... $38,450",
                                          "Deposit 30%: $11,535. Valid 30 days."]))]),
    Mail(MAYA, "2026-06-16 09:20", to=[RAY], cc=[TOMAS], text=b("""
        Hi Ray,

        Thanks, this is really clear. A few questions before we commit:

        1. What would it save to swap the quartz for a butcher block (maple or oak)?
        2. Does the quote include venting the range hood to the outside? Right now it
           just recirculates and the whole house smells like onions for a day.
        3. We'll be traveling Sept 17-24. Can the crew keep working while we're away
           if we leave a lockbox?
        4. How long does the permit usually take with the city right now?

        Best,
        Maya
        """)),
    Mail(RAY, "2026-06-17 14:45", to=[MAYA], cc=[TOMAS], text=b("""
        Hi Maya,

        Good questions.

        1. Maple butcher block would bring counters down to $4,200, so the total becomes
           $36,350 (saves $2,100). It does need oiling every few months.
        2. No, exterior venting isn't in there. Running a 6" duct through the north wall
           with a roof cap is $780 extra.
        3. Yes, lots of clients travel during the messy part. A lockbox is fine, and I'll
           send photo updates.
        4. Permits are running 3-4 weeks right now. We'd submit as soon as we have the
           deposit.

        Ray
        """)),
    Mail(TOMAS, "2026-06-18 07:12", to=[MAYA, RAY], text=b("""
        Hi both,

        My vote is to keep the quartz. I know myself and I will not oil a countertop every
        three months. Yes to the exterior venting, please, for the sake of our sweaters.

        Tomás
        """)),
    Mail(MAYA, "2026-06-19 16:30", to=[RAY], cc=[TOMAS], text=b("""
        Hi Ray,

        Decision made: we'll keep the quartz and add the exterior hood venting, so
        $38,450 + $780 = $39,230. Could you send a revised quote with that? I'll sign it
        and pay the 30% deposit ($11,769) by Friday June 26 so we keep the August 17 start.

        Thanks,
        Maya
        """), parent=3),
    Mail(RAY, "2026-06-22 11:05", to=[MAYA], cc=[TOMAS], flagged=True, text=b("""
        Hi Maya,

        Revised quote Q-2026-0614-R1 attached: $39,230 including the exterior venting.
        Deposit is $11,769, check or ACH (details on page 1). Once it lands we'll order
        the cabinets; lead time from the shop is about five weeks, so the timing works for
        a Monday August 17 start.

        Thanks for choosing us,
        Ray
        """), attachments=[Attachment("BrennanHolt_Quote_Q-2026-0614-R1.pdf", "application/pdf",
                                      assets.pdf("Brennan & Holt Renovation - Revised quote Q-2026-0614-R1", [
                                          "Client: Maya Lindqvist and Tomas Reyes",
                                          "Previous total .................. $38,450",
                                          "Add: exterior range hood venting . $780",
                                          "REVISED TOTAL ................... $39,230",
                                          "Deposit 30% due to hold start date: $11,769",
                                          "Start: Monday, August 17, 2026. Estimated duration 6 weeks.",
                                          "ACH: Cascade Community Bank, routing 000000000, acct ending 4417"]))]),
    Mail(RAY, "2026-08-05 08:40", to=[MAYA], cc=[TOMAS], text=b("""
        Morning Maya,

        Quick update: the city approved the permit on Monday (permit no. 6-2026-118842),
        and the cabinets shipped from the shop yesterday. We're on track.

        - Dumpster arrives Friday Aug 14, it'll sit on the street side of the driveway.
        - Please empty the upper and lower cabinets by Sunday Aug 16.
        - Demo starts Monday Aug 17 at 7:30am. Water will be off that morning for
          about two hours.

        Ray
        """)),
    Mail(MAYA, "2026-08-06 12:15", to=[RAY], cc=[TOMAS], text=b("""
        Hi Ray,

        Great news, thank you. We'll have everything out by Sunday. The fridge is moving
        to the garage and we're setting up a camp kitchen in the dining room (microwave,
        induction plate, a lot of optimism).

        One thing: could the crew park on Fenwick rather than the alley? Our neighbor's
        garage opens onto it.

        Maya
        """)),
])

FUNDRAISER = Thread("school-fundraiser", "Larkspur Fall Fun Run + silent auction - volunteer roles", [
    Mail(HANNAH, "2026-08-24 20:05", to=[MAYA], cc=[DEREK, SIMONE], text=b("""
        Hi all,

        Thank you for raising your hands at the end-of-year picnic! Here's the plan for
        the Fall Fun Run on Saturday, October 3, 9am-1pm on the Larkspur Elementary field.

        Goal: $25,000, for new library books and a shade sail over the primary playground.

        Roles:
        - Maya + Derek: silent auction (items due to the school office by Sept 25)
        - Simone: pledge site and the class leaderboard
        - Me: permits, the DJ, and begging the PE teachers to run in costume

        Planning meeting: Tuesday Sept 1, 7pm, in the school library. Snacks provided.

        Thank you thank you thank you,
        """)),
    Mail(MAYA, "2026-08-25 08:50", to=[HANNAH], cc=[DEREK, SIMONE], text=b("""
        Hi Hannah,

        Happy to lead the auction with Derek. Some first ideas for items:

        - a Cascade Coffee Roasters basket (I know the owner a little)
        - a Northwind Outfitters gift card
        - "I'll design your family's holiday card" from me
        - a themed class basket from each grade

        Could you send the donation request letter with the PTA's tax ID? Businesses
        always ask for it.

        Maya
        """)),
    Mail(DEREK, "2026-08-25 12:30", to=[MAYA, HANNAH], cc=[SIMONE], text=b("""
        I'll take the shops on Greenwood Ave and 85th. I also know the manager at
        Basecamp Bouldering, they did a family climbing pass last year and it went for a lot.

        Maya, want to split a spreadsheet? I'll start one tonight.

        Derek
        """)),
    Mail(HANNAH, "2026-08-26 21:15", to=[MAYA, DEREK], cc=[SIMONE], text=b("""
        Letter attached! Our tax ID (EIN) is 91-7704218, it's in the footer too.
        Please log every item in Derek's sheet with an estimated value so the receipts
        are right.
        """), attachments=[Attachment("Larkspur_PTA_donation_request_2026.pdf", "application/pdf",
                                      assets.pdf("Larkspur Elementary PTA - Donation request", [
                                          "Dear neighbor,",
                                          "Our Fall Fun Run and silent auction on October 3, 2026 raises money",
                                          "for library books and a playground shade sail.",
                                          "Would your business donate an item or gift card?",
                                          "Larkspur Elementary PTA is a 501(c)(3), EIN 91-7704218."]))]),
    Mail(MAYA, "2026-09-29 22:10", to=[HANNAH], cc=[DEREK, SIMONE], text=b("""
        Auction status, four days out:

        - 31 items collected, estimated value $4,850
        - Headliners: Basecamp Bouldering family pass, a weekend at a Lake Chelan cabin
          (thanks to the Haddads), and the Cascade Coffee basket
        - Bid sheets are printed and in the blue bin in the PTA closet

        What I still need: four volunteers for the checkout table from 12 to 1. Cash,
        checks and the card reader. Can anyone on the cc rope in a friend?

        Maya
        """), parent=0),
    Mail(HANNAH, "2026-10-05 09:30", to=[MAYA], cc=[DEREK, SIMONE], text=b("""
        WE DID IT. Final numbers from Simone this morning:

        - Run pledges: $19,210
        - Silent auction: $6,115
        - Bake sale: $2,315

        Total: $27,640, which is $2,640 over our goal. The top auction item was the
        Basecamp family pass at $410, and the Lake Chelan weekend went for $390.

        Maya and Derek, the auction more than doubled last year's. Thank-you notes go out
        this week; I'll send you the list of donors.
        """)),
])

DOCTOR = Thread("doctor-appointment", "Appointment change request - Maya Lindqvist, July 14", [
    Mail(MAYA, "2026-07-08 08:05", to=[CLINIC], text=b("""
        Hello,

        I have my annual physical with Dr. Anjali Mehta on Tuesday July 14 at 9:20am,
        but a client workshop has been moved onto that morning. Could I reschedule? Any
        morning in the week of July 27 would be ideal.

        Thank you,
        Maya Lindqvist
        """), sign=False),
    Mail(CLINIC, "2026-07-09 10:48", to=[MAYA], threaded=False, quote=False, text=b("""
        Hi Maya,

        Thanks for letting us know. Dr. Mehta has two openings that week:

        - Tuesday July 28 at 10:40am
        - Thursday July 30 at 8:00am

        Please reply with the one you'd like. Because your visit includes blood work
        (lipid panel), please fast for 10 hours beforehand. Water is fine.
        """)),
    Mail(MAYA, "2026-07-09 11:02", to=[CLINIC], sign=False, text=b("""
        Tuesday July 28 at 10:40 please. Thank you!

        Maya
        """)),
    Mail(CLINIC, "2026-07-10 09:15", to=[MAYA], subject="RE: Appointment change request - Maya Lindqvist, July 14",
         threaded=False, quote=False, text=b("""
        Hi Maya,

        You're confirmed for Tuesday July 28 at 10:40am with Dr. Anjali Mehta. Your lab
        order is in, so you can go straight to the lab on the 2nd floor first.

        Please arrive 15 minutes early and bring your insurance card, since our records
        show a new plan since your last visit.
        """)),
])

BOOK_CLUB = Thread("book-club", "Book club - August pick & who's hosting", [
    Mail(ROSA, "2026-07-27 19:30", to=[MAYA, BETH, NADIA, JUNE], text=b("""
        Hi book people!

        Thanks for a lovely July meeting. Somehow we talked about the book for at least
        twenty minutes, a new record.

        Vote for August (third Thursday = Aug 20, 7pm):
        1. The Lighthouse Cartographer, Imogen Vale (312 pages)
        2. Salt and Static, Dev Okonkwo (240 pages)
        3. A Winter in Tromso, Hedda Lund (420 pages, ambitious)

        And we need a host, since my living room will be full of my in-laws.

        Rosa
        """)),
    Mail(BETH, "2026-07-27 20:02", to=[ROSA, MAYA, NADIA, JUNE], text=b("""
        Lighthouse for me! Can't host, we're getting the floors refinished that week.
        """)),
    Mail(NADIA, "2026-07-28 07:45", to=[ROSA, MAYA, BETH, JUNE], sign=False, text=b("""
        Salt and Static! I've heard the ending is wild.

        I can host on the 20th. I'll make baklava; someone else handles anything with
        vegetables in it.

        Nadia
        """)),
    Mail(MAYA_HOME, "2026-07-28 12:20", to=[ROSA, BETH, NADIA, JUNE], text=b("""
        Lighthouse Cartographer for me too.

        I definitely can't host: our kitchen gets demolished on Aug 17, so by the 20th my
        house will be a dust cloud with a microwave in it. Thank you Nadia! I'll bring
        wine, a red and a white.

        Maya
        """)),
    Mail(JUNE, "2026-07-29 18:10", to=[ROSA, MAYA, BETH, NADIA], text=b("""
        Voting Lighthouse. I'll bring dessert (lemon bars, probably).

        June
        """), parent=0),
    Mail(ROSA, "2026-07-30 09:00", to=[MAYA, BETH, NADIA, JUNE], text=b("""
        Decided! The Lighthouse Cartographer wins 3 to 1 (sorry Nadia, next time).

        Thursday Aug 20, 7pm at Nadia's: 1912 Aurora Terrace, apartment 2B, buzzer
        doesn't work so text when you're outside.

        Bringing: Maya wine, June lemon bars, Beth a salad, Nadia baklava, me bread and
        cheese. Maya, you get to choose September's book.

        Rosa
        """)),
])

WEDDING = Thread("wedding-rsvp", "RSVP - Astrid & Marco, October 10", [
    Mail(ASTRID, "2026-07-15 18:20", to=[MAYA_HOME, TOMAS], text=b("""
        Hi cousin!

        Checking that the paper invite actually made it to you (the post office lost two
        to Minnesota). The essentials:

        - Saturday October 10, ceremony at 4pm, Vallecito Farm outside Healdsburg
        - Shuttle leaves the Hotel Alameda in Healdsburg at 3:15pm
        - RSVP by August 15, here or on the website
        - Dinner choices: cedar-plank salmon, braised short rib, or wild mushroom
          risotto (vegetarian). Kids' menu is chicken and mac and cheese.

        Please say you're coming, Marco's family outnumbers us three to one.
        """)),
    Mail(MAYA_HOME, "2026-07-16 08:40", to=[ASTRID], cc=[TOMAS], text=b("""
        Of course we're coming, all three of us!

        - Maya: risotto
        - Tomás: short rib
        - Elsa: kids' menu, and she wants me to ask (very formally) whether you need a
          flower girl. No pressure. Her words: "I am very good at throwing things."

        One dietary note: I'm allergic to pine nuts, in case pesto is involved anywhere.

        So happy for you two.
        Maya
        """)),
    Mail(ASTRID, "2026-07-17 10:15", to=[MAYA_HOME], cc=[TOMAS], text=b("""
        YAY. You're in. No pine nuts anywhere near your plate, I promise; the caterer is
        putting the pesto on the side anyway.

        And yes, Elsa is officially our flower girl! I'll send her a very official letter.

        We have a room block at the Hotel Alameda, $229 a night with code ASTRIDMARCO,
        book before September 10.
        """)),
    Mail(TOMAS, "2026-07-17 21:40", to=[ASTRID], cc=[MAYA_HOME], text=b("""
        Booked the Alameda for Oct 9-11 with your code. Elsa has started practicing
        throwing petals at the cat.

        See you in Healdsburg!
        Tomás
        """)),
    Mail(ASTRID, "2026-09-02 13:05", to=[MAYA_HOME], text=b("""
        Hi Maya,

        Small big ask: would you do a reading during the ceremony? About two minutes, a
        short poem that Marco and I both love (I'll send it). You'd be right after the
        welcome.

        Also, rehearsal dinner is family-only on Friday Oct 9 at 6:30 at the farm, you
        three are on the list.
        """), parent=2),
    Mail(MAYA_PHONE, "2026-09-02 13:40", to=[ASTRID], text=b("""
        I would be honored. Send it over and I'll practice on Elsa and the cat. See you
        at the rehearsal dinner on the 9th! 💛
        """)),
])

BIKE = Thread("bike-sale", "Steel road bike for sale (54 cm) - still available?", [
    Mail(OWEN, "2026-06-20 09:12", to=[MAYA_HOME], text=b("""
        Hi,

        Saw your listing on the Ravenna neighbors board. Is the blue 54 cm steel road
        bike still available? Is $650 firm, and is there any rust on the frame?

        Thanks,
        Owen
        """)),
    Mail(MAYA_HOME, "2026-06-20 11:30", to=[OWEN], text=b("""
        Hi Owen,

        Yes, it's still available. It's a 2019 frame with a Shimano 105 groupset; I put
        new tires on it in March. No rust, just one small scratch on the top tube from a
        bike rack. The $650 includes the pedals and a saddle bag, but I could do $625.

        Maya
        """)),
    Mail(OWEN, "2026-06-21 08:05", to=[MAYA_HOME], threaded=False, quote=False, text=b("""
        Thanks Maya. Would you take $575 cash? I could come by Saturday.

        Owen
        """)),
    Mail(MAYA_HOME, "2026-06-21 09:40", to=[OWEN], text=b("""
        Let's meet in the middle: $600 and it's yours. Saturday June 27 at 10am works.
        I'm at 2318 Fenwick Pl N; the bike will be on the porch. You're welcome to take
        it around the block first.

        Maya
        """)),
    Mail(OWEN, "2026-06-22 07:30", to=[MAYA_HOME], threaded=False, quote=False, text=b("""
        Deal, $600. See you Saturday at 10. I'm 5'9", hopefully it fits!

        Owen
        """)),
    Mail(OWEN, "2026-06-27 13:15", to=[MAYA_HOME], text=b("""
        Hi Maya, thanks again for this morning. The bike rides beautifully, and thanks
        for throwing in the bottle cages. Rode it home around Green Lake, no regrets.

        Owen
        """), parent=3, quote=False),
])

REUNION = Thread("family-reunion", "Lindqvist reunion at Lake Vermilion - Aug 7-9", [
    Mail(ERIK, "2026-06-02 19:20", to=[MAYA_HOME, ASTRID, KARIN, NILS], text=b("""
        Hej cousins,

        It's happening! I've rented Birch Point Lodge on Lake Vermilion for Friday Aug 7
        to Sunday Aug 9. Main lodge plus four cabins, sleeps 34, dock and two canoes.

        Money: the rental is $2,560 total, so $320 per family (8 families). Venmo or a
        check to me by July 1.

        Saturday Aug 8 is Grandma Solveig's 90th birthday. Big dinner Saturday night,
        cake, speeches, probably tears. If anyone wants to run a slideshow, speak up.

        Potluck sign-up sheet to follow.
        """)),
    Mail(KARIN, "2026-06-03 07:12", to=[ERIK], cc=[MAYA_HOME, ASTRID, NILS], text=b("""
        We're in, all four of us. I'll bring the two kayaks on the roof rack.
        """)),
    Mail(MAYA_HOME, "2026-06-04 21:00", to=[ERIK], cc=[ASTRID, KARIN, NILS], text=b("""
        We're in too, three of us. We fly Seattle to Minneapolis on Thursday Aug 6 and
        drive up on Friday morning in a rental car.

        I'll do the slideshow for Grandma's 90th! Everyone, please send me old photos,
        especially anything from the farm in Cokato before 1980.

        Sending the $320 tonight.
        """), parent=0),
    Mail(NILS, "2026-06-05 12:44", to=[ERIK], cc=[MAYA_HOME, ASTRID, KARIN], text=b("""
        Can't get Friday off, so I'll drive up early Saturday and be there by lunch.
        Count me in for Saturday dinner, and I'll bring my smoker for the lake trout.

        Nils
        """), parent=0),
    Mail(ERIK, "2026-07-20 20:30", to=[MAYA_HOME, ASTRID, KARIN, NILS], text=b("""
        Update with 18 days to go:

        - 31 people confirmed, including Aunt Ingrid flying in from Uppsala!
        - Cabins: Maya's family in Loon, Karin's in Heron, Nils in the bunk room,
          Astrid and Marco in the lodge loft.
        - Saturday dinner: Swedish meatballs (Mom's recipe), lake trout from Nils,
          potluck sides.
        - Slideshow at 7pm Saturday, right before the cake.

        Bring bug spray. I mean it.
        """)),
    Mail(MAYA_HOME, "2026-07-21 08:05", to=[ERIK], cc=[ASTRID, KARIN, NILS], text=b("""
        Loon cabin, love it. The slideshow is about 80% done: 140 photos, 12 minutes, set
        to Grandma's favorite hymn and one ABBA song because we're not animals.

        Karin, you said your mom has the photos from the 1966 wedding. Could you scan
        them this week?
        """)),
    Mail(ERIK, "2026-08-11 10:00", to=[MAYA_HOME, ASTRID, KARIN, NILS], text=b("""
        What a weekend. Grandma Solveig said it was the best birthday of her life and
        then immediately asked who was hosting next year.

        Photos: Karin made a shared album on Shutterloop, you should have an invite.
        Money: we ended up $140 under budget, so I donated it to the Lake Vermilion
        loon-count project in Grandma's name.

        Same time in 2027?
        """), parent=5),
])

CARPOOL = Thread("soccer-carpool", "Carpool for Elsa & Maddie - fall soccer", [
    Mail(JESS, "2026-08-31 17:40", to=[MAYA_HOME], text=b("""
        Hi Maya! Coach just sent the fall schedule: practices Tuesdays and Thursdays
        5:30-6:45 at Lower Woodland, field 4, starting Sept 8. Want to split driving?
        I could do Thursdays.
        """)),
    Mail(MAYA_HOME, "2026-08-31 18:05", to=[JESS], text=b("""
        Yes please! I'll take Tuesdays. I'm away Sept 17-24, so Tomás will cover the
        Tuesday in there (Sept 22), or his mom will, who drives like a rally champion.

        Games are Saturdays?
        """)),
    Mail(JESS, "2026-08-31 19:22", to=[MAYA_HOME], text=b("""
        Perfect. Games are Saturday mornings, first one Sept 12 at 9am. I'll send the
        full schedule when Coach posts it.
        """)),
])

THREADS = [LISBON, KITCHEN, FUNDRAISER, DOCTOR, BOOK_CLUB, WEDDING, BIKE, REUNION, CARPOOL]
