"""Promotions: newsletters and marketing from invented shops (HTML + text, tracking links,
inline cid logos, discount codes, List-Unsubscribe)."""
from .brands import (AURORA_DEALS, BASECAMP, CASCADE, DIGEST, EVERGREEN_OFFERS, FERNWEH,
                     JUNIPER, LUMEN, NORTHWIND, PAGETURNER, PIXEL, SPROCKET)
from .render import promo

ITEMS = [
    # --- Northwind Outfitters ---------------------------------------------------------
    promo(NORTHWIND, "2026-06-05 06:00", "Summer Trail Sale: 20% off tents, packs & rain shells",
          "The Summer Trail Sale is on",
          ["Long days, short nights, and 20% off the gear that gets you out there. "
           "The sale runs through Sunday, June 14, online and in all six stores."],
          items=[("Cascade 2P backpacking tent", "$329 $263.20", "3 lb 2 oz, two doors, two vestibules"),
                 ("Ridgeline 40L pack", "$159 $127.20", "Adjustable torso, rain cover included"),
                 ("Drizzle rain shell (women's)", "$189 $151.20", "3-layer waterproof, pit zips")],
          code="TRAIL20", code_note="20% off full-price gear through June 14. Excludes bikes and gift cards.",
          cta=("Shop the sale", "/sale/summer-trail"), preheader="Use TRAIL20 for 20% off through June 14."),
    promo(NORTHWIND, "2026-06-26 06:00", "Back in stock: the Ultralight Hammock (and it sold out in 3 days last time)",
          "The Ultralight Hammock is back",
          ["It weighs 11 ounces, packs to the size of a grapefruit, and holds 300 pounds. "
           "We restocked 400 of them this morning. The bug net is sold separately this time."],
          items=[("Ultralight Hammock", "$89", "Two colors: moss and dusk"),
                 ("Hammock bug net", "$39", "Fits all Northwind hammocks")],
          cta=("Get yours", "/p/ultralight-hammock"), preheader="Restocked this morning, 400 available."),
    promo(NORTHWIND, "2026-07-17 06:00", "Members' weekend: double Rewards points on everything",
          "Double points, all weekend",
          ["Friday July 17 through Sunday July 19, Northwind Rewards members earn 2 points per dollar "
           "on everything, including sale items. Your balance: 1,240 points ($12 in rewards)."],
          cta=("Start shopping", "/members-weekend"), preheader="Members earn 2x points through Sunday."),
    promo(NORTHWIND, "2026-08-14 06:00", "Back to school: kids' rain gear from $29",
          "Puddle season is coming",
          ["Kids' rain jackets, rain pants and boots, all in sizes 4 to 16. Reflective trim on "
           "everything, because October mornings are dark."],
          items=[("Kids' Splash jacket", "$49", "Sizes 4-16, grows with them (extendable sleeves)"),
                 ("Kids' rain pants", "$29", "Elastic cuffs, reinforced knees"),
                 ("Kids' Stomp rain boots", "$35", "Pull-on handles, sizes 10K-5Y")],
          code="SCHOOL15", code_note="15% off kids' gear through August 31.",
          cta=("Shop kids' rain gear", "/kids/rain"), preheader="15% off with SCHOOL15 through Aug 31."),
    promo(NORTHWIND, "2026-09-04 06:00", "Labor Day Sale ends Monday: up to 40% off",
          "Up to 40% off, through Labor Day",
          ["Last-chance pricing on summer tents, sleeping bags and water filters, plus 25% off "
           "our whole line of camp kitchen gear. Ends Monday, September 7 at midnight."],
          cta=("Shop Labor Day deals", "/sale/labor-day"), preheader="Ends Monday Sept 7 at midnight."),
    promo(NORTHWIND, "2026-10-09 06:00", "Layer up: new fleece and down, plus free shipping",
          "Layering season",
          ["The new Heron down jacket is here (650-fill, recycled shell, $219), along with the "
           "Ridge fleece in six colors. Free shipping on orders over $50 through October 18."],
          items=[("Heron down jacket", "$219", "650-fill responsibly sourced down"),
                 ("Ridge fleece pullover", "$79", "Six colors, including a very good orange")],
          cta=("Shop fall layers", "/new/fall"), preheader="Free shipping over $50 through Oct 18.",
          unread=True),

    # --- Juniper & Rye ----------------------------------------------------------------
    promo(JUNIPER, "2026-06-11 11:00", "Maya, your first box comes with 3 free meals",
          "3 free meals in your first box",
          ["Fresh ingredients, recipes that take 30 minutes or less, and no commitment: skip or "
           "cancel any week. Pick six recipes, pay for three."],
          code="FRESH3", code_note="New customers only. Valid on a first box of 6 or more meals.",
          cta=("Choose your meals", "/menu"), preheader="Pick six recipes, pay for three."),
    promo(JUNIPER, "2026-07-23 11:00", "This week's menu: peach burrata salad, miso salmon, tomato galette",
          "The best of late July",
          ["Stone fruit and tomatoes are at their peak, so this week leans into both."],
          items=[("Peach & burrata salad with basil oil", "20 min", "Vegetarian, no cooking required"),
                 ("Miso-glazed salmon with charred scallions", "25 min", "Our most-ordered recipe this summer"),
                 ("Heirloom tomato galette", "45 min", "Worth every minute")],
          cta=("See the full menu", "/menu/week-30")),
    promo(JUNIPER, "2026-09-17 11:00", "We miss you: 50% off your next box",
          "Come back to the table",
          ["It's been a while since your last box. Autumn recipes are in, from butternut squash "
           "risotto to braised short ribs, and your next box is half price."],
          code="COMEBACK50", code_note="50% off one box. Expires October 1.",
          cta=("Reactivate", "/reactivate")),

    # --- Pageturner Books -------------------------------------------------------------
    promo(PAGETURNER, "2026-06-18 09:00", "June new releases + an evening with Imogen Vale",
          "An evening with Imogen Vale",
          ["Imogen Vale reads from The Lighthouse Cartographer, her luminous new novel about a "
           "mapmaker on the Faroe Islands, at our Fremont store on Thursday, July 9 at 7pm. "
           "Free, but please RSVP; last time we ran out of chairs."],
          items=[("The Lighthouse Cartographer", "Imogen Vale", "Signed copies available at the event"),
                 ("Salt and Static", "Dev Okonkwo", "A radio operator, a storm, one very long night"),
                 ("The Orchard Ledger", "Mina Caldwell", "A family saga told in account books")],
          cta=("RSVP for July 9", "/events/imogen-vale")),
    promo(PAGETURNER, "2026-07-30 09:00", "Staff picks for August: 8 books for the last long days",
          "Staff picks for August",
          ["Our booksellers chose the novels they've been pressing into customers' hands all summer."],
          items=[("A Winter in Tromso", "Hedda Lund", "Picked by Aiko: 'Cold setting, warm heart'"),
                 ("The Understudy's Garden", "Ruth Benning", "Picked by Sam: 'Funniest book of the year'"),
                 ("Northern Lines", "Tomasz Wren", "Picked by Lee: 'Trains, letters, longing'")],
          cta=("See all eight", "/staff-picks/august")),
    promo(PAGETURNER, "2026-09-10 09:00", "Book club kits: 15% off sets of 6 or more",
          "For book clubs",
          ["Buy six or more copies of any title and we'll take 15% off, add discussion questions "
           "and hold them for pickup. Orders placed by Sept 20 are ready by Sept 25."],
          code="CLUB15", code_note="15% off orders of 6+ copies of one title.",
          cta=("Order a kit", "/book-clubs")),
    promo(PAGETURNER, "2026-10-15 09:00", "Fall preview: the 12 novels we can't stop talking about",
          "Fall preview",
          ["From a heist set in a seed vault to a quiet novel about a ferry captain, here's what "
           "we're reading this fall. Preorder any of them and get a free tote."],
          cta=("Read the preview", "/fall-preview"), unread=True),

    # --- Cascade Coffee Roasters ------------------------------------------------------
    promo(CASCADE, "2026-06-22 07:30", "New single origin: Ethiopia Guji, peach and jasmine",
          "Ethiopia Guji is here",
          ["A washed coffee from the Hambela Wamena district, roasted light. Expect peach, jasmine "
           "and a bergamot finish. Small lot: 60 bags."],
          items=[("Ethiopia Guji, 12 oz", "$21", "Light roast, whole bean or ground")],
          cta=("Add to my next shipment", "/coffee/ethiopia-guji")),
    promo(CASCADE, "2026-08-19 07:30", "Subscriber perk: a free mug with your next order",
          "A mug, on us",
          ["Our new stoneware mug, glazed by Fremont Clay Works, ships free with your next "
           "subscription order through August 31. No code needed."],
          cta=("Manage subscription", "/account/subscription")),
    promo(CASCADE, "2026-10-06 07:30", "Our Harvest Blend is back (no pumpkin involved)",
          "Harvest Blend returns",
          ["Colombia and Guatemala, medium roast, notes of brown sugar and baked apple. Back for "
           "eight weeks only."],
          items=[("Harvest Blend, 12 oz", "$18", "Medium roast"),
                 ("Harvest Blend, 2 lb bag", "$42", "For the serious")],
          cta=("Get Harvest Blend", "/coffee/harvest-blend")),

    # --- Lumen Home -------------------------------------------------------------------
    promo(LUMEN, "2026-06-13 08:00", "Kitchen event: 25% off pendant lights and bar stools",
          "The Kitchen Event",
          ["Planning a kitchen refresh? Through June 21, take 25% off pendant lights, bar stools, "
           "cabinet hardware and open shelving."],
          items=[("Halden glass pendant", "$149 $111.75", "Seeded glass, brass fittings"),
                 ("Tove counter stool (set of 2)", "$398 $298.50", "Solid ash, 26\" seat height"),
                 ("Arc cabinet pulls, 10-pack", "$60 $45.00", "Brushed brass or matte black")],
          code="KITCHEN25", code_note="25% off kitchen categories through June 21.",
          cta=("Shop the event", "/kitchen-event")),
    promo(LUMEN, "2026-07-25 08:00", "Outdoor clearance: up to 50% off",
          "Outdoor clearance",
          ["Patio sets, planters and string lights, up to 50% off while they last."],
          cta=("Shop outdoor", "/outdoor/clearance")),
    promo(LUMEN, "2026-09-12 08:00", "Just dropped: the Alder collection in solid oak",
          "Meet the Alder collection",
          ["A dining table, bench and sideboard in solid white oak, designed in Portland and made "
           "in North Carolina."],
          items=[("Alder dining table, 84\"", "$2,150", "Seats 8"),
                 ("Alder bench", "$690", "Pairs with the 84\" table")],
          cta=("See the collection", "/alder")),
    promo(LUMEN, "2026-10-16 08:00", "Friends & Family: 20% off everything, 3 days only",
          "Friends & Family",
          ["Our once-a-year sale: 20% off everything, including new arrivals, through Sunday Oct 18."],
          code="FAMILY20", code_note="Through October 18. Excludes gift cards.",
          cta=("Shop now", "/"), unread=True),

    # --- Fernweh Travel Deals ---------------------------------------------------------
    promo(FERNWEH, "2026-06-03 14:00", "Lisbon from $899 round trip + 12 more autumn deals",
          "This week's best fares from Seattle",
          ["Shoulder season is the sweet spot for Europe: warm, less crowded, cheaper."],
          items=[("Seattle to Lisbon", "from $899", "September and October, 1 stop"),
                 ("Seattle to Copenhagen", "from $745", "October, nonstop on select days"),
                 ("Seattle to Mexico City", "from $318", "Most of the fall")],
          cta=("See all 13 deals", "/deals/sea-autumn")),
    promo(FERNWEH, "2026-07-21 14:00", "Weekend in Vancouver from $189",
          "Quick getaway: Vancouver",
          ["Round-trip train plus two nights in Gastown from $189 per person, September weekends."],
          cta=("Book the weekend", "/deals/vancouver-weekend")),
    promo(FERNWEH, "2026-10-01 14:00", "Winter sun: Canary Islands, Oaxaca, Kauai",
          "Winter sun, booked early",
          ["Book by October 31 for the best January and February fares."],
          items=[("Seattle to Oaxaca", "from $412", "January, 1 stop"),
                 ("Seattle to Kauai", "from $389", "February, nonstop")],
          cta=("Find winter sun", "/deals/winter-sun")),

    # --- Design Digest Weekly (a content newsletter) ----------------------------------
    promo(DIGEST, "2026-06-19 05:00", "Design Digest #212: dark patterns in cancellation flows",
          "Issue #212",
          ["This week: the new rules on subscription cancellations, and what good exit flows "
           "look like."],
          items=[("Cancel in two taps: a teardown of 14 subscription apps", "by Ana Ortiz", "7 min read"),
                 ("Why your empty states are lying", "by Theo Marsh", "5 min read"),
                 ("Tool of the week: a contrast checker for gradients", "free", "Browser extension")],
          cta=("Read the issue online", "/issues/212")),
    promo(DIGEST, "2026-07-31 05:00", "Design Digest #218: designing for stress",
          "Issue #218",
          ["Interfaces for people having a bad day: hospital check-in kiosks, flight rebooking, "
           "and a beautiful essay on error messages."],
          items=[("Error messages that apologize less and help more", "by Kemi Adebayo", "9 min read"),
                 ("What airline rebooking flows get right", "by Jonas Pratt", "6 min read")],
          cta=("Read the issue online", "/issues/218")),
    promo(DIGEST, "2026-09-04 05:00", "Design Digest #223: the return of skeuomorphism?",
          "Issue #223",
          ["Textures are back, and so is the argument about them."],
          items=[("Soft, tactile, and slightly ridiculous: 2026's UI trends", "by Ana Ortiz", "8 min read"),
                 ("Conference season: 9 talks worth your time", "curated", "Cascadia UX, Config, more")],
          cta=("Read the issue online", "/issues/223")),
    promo(DIGEST, "2026-10-16 05:00", "Design Digest #229: onboarding without the carousel",
          "Issue #229",
          ["Five apps that teach by doing, and why the three-screen carousel needs to retire."],
          items=[("Onboarding without the carousel", "by Priyanka Dev", "10 min read")],
          cta=("Read the issue online", "/issues/229"), unread=True),

    # --- Pixel Theater ----------------------------------------------------------------
    promo(PIXEL, "2026-07-01 16:00", "New in July: The Quiet Harbor season 2 and 40 more titles",
          "New this month",
          ["The Quiet Harbor returns July 10 with all eight episodes at once. Also new: the complete "
           "Fjellheim Files and a documentary about competitive bread baking."],
          cta=("Browse what's new", "/new")),
    promo(PIXEL, "2026-09-25 16:00", "Watch party is here: stream together, free for members",
          "Watch together",
          ["Start a watch party, invite up to 8 friends, and stay in sync with built-in chat."],
          cta=("Start a watch party", "/watch-party")),

    # --- Sprocket Cycles, Basecamp Bouldering -----------------------------------------
    promo(SPROCKET, "2026-06-12 10:00", "Tune-up season: $20 off a full service",
          "Get your bike summer-ready",
          ["Full service includes drivetrain cleaning, brake and gear adjustment, and a wheel true. "
           "Book online and we'll have it back in 3 days."],
          code="TUNEUP20", code_note="$20 off a full service through June 30.",
          cta=("Book a service", "/service")),
    promo(SPROCKET, "2026-08-28 10:00", "Trade in your old bike, get $150 toward a new one",
          "Trade-in days",
          ["Any working adult bike is worth $150 toward a new bike, August 29 to September 13. "
           "We refurbish the trade-ins and donate them to a youth cycling program."],
          cta=("See trade-in details", "/trade-in")),
    promo(BASECAMP, "2026-09-08 12:00", "Family climb nights are back: Fridays 5-8pm",
          "Family climb nights",
          ["Every Friday from September 11, kids climb free with a paying adult from 5 to 8pm, "
           "with coaches on the kids' wall."],
          cta=("Reserve a slot", "/family-nights")),

    # --- bank and airline marketing ---------------------------------------------------
    promo(EVERGREEN_OFFERS, "2026-08-10 09:00", "Planning a renovation? Home improvement loans from 6.49% APR",
          "Make your remodel easier",
          ["Borrow $5,000 to $75,000 with fixed rates from 6.49% APR and no prepayment penalty. "
           "Members can check their rate in two minutes without affecting their credit score."],
          cta=("Check my rate", "/loans/home-improvement")),
    promo(AURORA_DEALS, "2026-10-08 13:00", "Fall Fare Sale: Europe from $499 round trip",
          "Fall Fare Sale",
          ["Fly to Lisbon, Dublin, Amsterdam and Rome from $499 round trip for travel November "
           "through March. Book by October 14."],
          items=[("Seattle to Lisbon", "from $569", "via Newark"),
                 ("Seattle to Dublin", "from $499", "via Newark")],
          cta=("Find fares", "/sale/fall")),
]
