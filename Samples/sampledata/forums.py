"""Forums: three mailing lists (a gardening list, an open-source project's dev list and a
neighbourhood group), with List-* headers, subject tags and footers."""
from .model import Mail, MailingList, Person, Thread, body as b
from .people import MAYA_HOME


def _footer(name: str, address: str) -> str:
    local, dom = address.split("@")
    return (f"_______________________________________________\n"
            f"{name} mailing list -- {address}\n"
            f"To unsubscribe send an email to {local}-leave@{dom}\n")


PSG = MailingList(
    "Puget Sound Gardeners", "gardeners.lists.pugetgardens.example",
    "gardeners@lists.pugetgardens.example", "[PSG]",
    _footer("PSG", "gardeners@lists.pugetgardens.example"),
    "https://lists.pugetgardens.example/postorius/lists/gardeners.lists.pugetgardens.example/",
    "https://lists.pugetgardens.example/hyperkitty/list/gardeners@lists.pugetgardens.example/",
    "lists.pugetgardens.example", "198.51.100.200")
INKWELL = MailingList(
    "inkwell-dev", "inkwell-dev.lists.inkwell.example", "inkwell-dev@lists.inkwell.example",
    "[inkwell-dev]", _footer("inkwell-dev", "inkwell-dev@lists.inkwell.example"),
    "https://lists.inkwell.example/postorius/lists/inkwell-dev.lists.inkwell.example/",
    "https://lists.inkwell.example/hyperkitty/list/inkwell-dev@lists.inkwell.example/",
    "lists.inkwell.example", "198.51.100.201")
RAVENNA = MailingList(
    "Ravenna Neighbors", "ravenna-neighbors.lists.ravenna-community.example",
    "neighbors@lists.ravenna-community.example", "[Ravenna]",
    _footer("Ravenna Neighbors", "neighbors@lists.ravenna-community.example"),
    "https://lists.ravenna-community.example/postorius/lists/neighbors/",
    "https://lists.ravenna-community.example/hyperkitty/list/neighbors@lists.ravenna-community.example/",
    "lists.ravenna-community.example", "198.51.100.202")

# --- posters ------------------------------------------------------------------------
WALT = Person("Walt Hendricks", "walt.hendricks@fastpost.example", client="thunderbird", wrap=True,
              ip="198.51.100.82")
PRISCILLA = Person("Priscilla Vance", "pvance@mailbox.example", client="gmail", ip="198.51.100.80",
                   signature="Priscilla Vance\nPSG seed library coordinator")
RAVI = Person("Ravi Menon", "ravi@menon-home.example", client="mutt", wrap=True, quote_prefix="> ",
              ip="198.51.100.83", signature="Ravi -- WSU Master Gardener, King County")
JOAN = Person("Joan Pettersen", "joan.pettersen@webmail.example", client="webmail", ip="198.51.100.90")
TOBIAS = Person("Tobias Ek", "tobias@ek.example", tz="+0200", client="thunderbird", wrap=True,
                ip="192.0.2.160", signature="Tobias Ek\ninkwell maintainer | https://ek.example")
AMARA = Person("Amara Nwosu", "amara.nwosu@devmail.example", tz="+0100", client="gmail",
               ip="192.0.2.161")
SERGEI = Person("Sergei Volkov", "sergei@volkov.example", tz="+0300", client="mutt", wrap=True,
                quote_prefix=">", ip="192.0.2.162")
JIWOO = Person("Ji-woo Han", "jiwoo.han@devmail.example", tz="+0900", client="gmail", ip="192.0.2.163")
LORRAINE = Person("Lorraine Biggs", "lorraine.biggs@mailbox.example", client="iphone", ip="198.51.100.80")
GWEN = Person("Gwen Tally", "gwen@ravenna-greenways.example", client="gmail", ip="198.51.100.84",
              signature="Gwen Tally\nRavenna Greenways volunteer coordinator")

BLIGHT = Thread("psg-late-blight", "Late blight on tomatoes already?", mlist=PSG, category="forums", messages=[
    Mail(WALT, "2026-08-03 07:45", text=b("""
        Morning all,

        After last week's rain my Sungolds have brown, greasy-looking patches on the lower
        leaves, and this morning there's white fuzz on the undersides. A couple of green
        fruit have bronze blotches too. Is that late blight, this early in August? I've only
        ever seen it in September.

        Walt
        """)),
    Mail(PRISCILLA, "2026-08-03 09:20", text=b("""
        Walt, that sounds exactly like late blight. The white fuzz on the underside is the
        giveaway. Pull off every affected leaf and fruit, bag it and put it in the garbage,
        not the compost. Copper spray only helps as a preventive on plants that aren't
        infected yet.

        For next year, 'Defiant' and 'Mountain Magic' have held up well for several of us.
        """)),
    Mail(MAYA_HOME, "2026-08-04 21:05", text=b("""
        Same here, unfortunately: two of my Cherokee Purples in the raised bed went from fine
        to brown in three days. I pulled both plants this evening.

        From the look of it, the bed is a mess of dropped leaves. Is the soil itself
        contaminated for next year, or is it enough to clean up the debris?

        Maya (Ravenna)
        """)),
    Mail(RAVI, "2026-08-04 22:30", text=b("""
        Late blight (Phytophthora infestans) doesn't survive our winters in the soil on its
        own; it needs living tissue. So clean up the debris thoroughly and you're fine. The
        real risk is volunteer potatoes and tomatoes that sprout from dropped fruit next
        spring, so pull those as soon as you see them.

        I'd still rotate tomatoes to another bed if you have one, for everything else that
        does live in the soil.
        """)),
])

GARLIC = Thread("psg-fall-garlic", "Fall garlic: when to plant in zone 8b?", mlist=PSG, category="forums", messages=[
    Mail(JOAN, "2026-09-14 19:30", text=b("""
        Hello gardeners,

        First-timer question. I bought 'Music' and 'Chesnok Red' seed garlic at the farmers
        market. When should I plant it here (zone 8b, Wedgwood)? The farmer said "after the
        first rain", which, in Seattle, is not very specific.

        Joan
        """)),
    Mail(WALT, "2026-09-14 21:10", text=b("""
        Mid-October to early November is the sweet spot. Break the heads into cloves the day
        you plant, pointy end up, two inches deep and six inches apart. Mulch with three or
        four inches of straw after the first hard rain. Harvest next July when the lower
        three leaves turn brown.
        """)),
    Mail(PRISCILLA, "2026-09-15 08:05", text=b("""
        Agree with Walt. I add a handful of bone meal to each row and plant on October 15
        every year: it was my late husband's birthday, and he was the garlic fanatic in our
        house. Hardnecks like Music and Chesnok Red also give you scapes in June, which are
        wonderful in pesto.
        """), parent=0),
])

SEED_SWAP = Thread("psg-seed-swap", "Seed swap Sept 19 at Ravenna Community Center", mlist=PSG, category="forums", messages=[
    Mail(PRISCILLA, "2026-09-08 12:00", text=b("""
        Hi everyone,

        Our fall seed swap is Saturday, September 19, 10am-1pm, at the Ravenna Community
        Center, room 2.

        - Bring seeds in labeled envelopes (variety, year saved, your first name).
        - A Skagit Valley farm is selling seed garlic at $4 a head.
        - I need three volunteers for setup at 9:15.

        See you there!
        """)),
    Mail(MAYA_HOME, "2026-09-09 20:15", text=b("""
        I'll be in Lisbon that weekend (sad to miss it!) but I have seeds to contribute:
        Cherokee Purple tomato (saved from the plants that didn't get blight), Genovese
        basil and scarlet runner beans. Priscilla, could I drop them at your place on
        Wednesday the 16th?

        Maya
        """)),
])

PLUGIN_RFC = Thread("inkwell-plugin-api-v2", "[RFC] Plugin API v2: sandboxed renderers", mlist=INKWELL, category="forums", messages=[
    Mail(TOBIAS, "2026-07-13 10:00", text=b("""
        Hi all,

        Here's the proposal for plugin API v2 that we talked about on the last call. The
        short version:

        1. Renderer plugins run in a Web Worker sandbox and receive the Markdown AST of a
           block, never the live DOM.
        2. Each plugin declares capabilities in its manifest: network, clipboard, files.
        3. v1 is deprecated in 0.15 and removed in 1.0.

        Open questions: should render() be sync or async, and what's our performance budget?
        I'd propose 16ms per block on a mid-range laptop.

        Full draft: https://inkwell.example/rfcs/0007-plugin-api-v2
        """)),
    Mail(AMARA, "2026-07-13 15:40", text=b("""
        Big +1 on the sandbox. One concern: math and diagram plugins need to measure text
        (font metrics, line widths) to lay out correctly, and they can't do that from a
        worker without the DOM. Could we add a "measure" capability that lets a plugin ask
        the host for text metrics asynchronously?
        """)),
    Mail(MAYA_HOME, "2026-07-14 08:20", text=b("""
        Hi all, Maya here (I did the RTL work last year).

        From the user's side, a plugin asking for network access while rendering a table is a
        red flag, so the prompts matter as much as the sandbox. I'd suggest three tiers instead
        of a prompt per capability: "display only", "reads your documents", "talks to the
        internet". I mocked up the install dialog: https://inkwell.example/rfcs/0007/mock-permissions.png

        Maya
        """)),
    Mail(SERGEI, "2026-07-15 23:10", text=b("""
        Agree with the three tiers. Users don't read capability lists.

        Numbers from my benchmark: posting a block's AST to a worker and back costs about
        3ms on a Raspberry Pi 5, which leaves room inside Tobias's 16ms budget. But that only
        holds if render() is async; a sync API would block the main thread on every block.
        So async, please.
        """)),
    Mail(TOBIAS, "2026-07-16 09:30", text=b("""
        Thanks everyone, this converged quickly. Decisions for v2:

        - render() is async and receives the block's AST.
        - Permissions are grouped into Maya's three tiers; the manifest still lists the
          individual capabilities underneath.
        - Amara's "measure" capability goes in, host-provided and async.
        - Target: 0.15.

        Action items: Sergei writes the benchmark harness into CI, Maya finalizes the
        permission dialog design by August 14, I'll update the RFC.
        """), parent=0),
])

RC1 = Thread("inkwell-014-rc1", "0.14.0-rc1 is out - please test", mlist=INKWELL, category="forums", messages=[
    Mail(TOBIAS, "2026-08-24 20:00", text=b("""
        Hi all,

        0.14.0-rc1 is tagged. Highlights:

        - Right-to-left layout support (thanks Maya, #482)
        - Opening large files is about 2.3x faster
        - New EPUB export

        Please test, especially on Windows. If there are no blockers, the final release is
        on Monday September 7.
        """)),
    Mail(JIWOO, "2026-08-25 13:15", text=b("""
        Found a regression: Korean IME composition breaks inside table cells. Typing
        "한국어" produces "ㅎ한국어" and the cursor jumps to the end of the row. Filed as #497
        with a screen recording. Worked fine in 0.13.3.
        """)),
    Mail(TOBIAS, "2026-08-26 08:45", text=b("""
        Confirmed, and it's a blocker. The new table editor swallows compositionend events.
        The fix will be in rc2 by August 31, so the 0.14.0 release moves to Monday
        September 14.
        """)),
])

ARM64 = Thread("inkwell-arm64-gcc14", "Build failure on arm64 Linux with GCC 14", mlist=INKWELL, category="forums", messages=[
    Mail(SERGEI, "2026-10-02 11:20", text=b("""
        Building the native tokenizer fails on aarch64 (Debian testing, GCC 14.2):

          src/native/tokenizer.cc:41:5: error: 'uint8_t' was not declared in this scope
          src/native/tokenizer.cc:12:1: note: 'uint8_t' is defined in header '<cstdint>';
          this is probably fixable by adding '#include <cstdint>'

        GCC 14 no longer pulls in <cstdint> transitively. x86_64 with GCC 13 is fine.
        """)),
    Mail(AMARA, "2026-10-02 14:05", text=b("""
        Same on Fedora 41 (x86_64, GCC 14.2), so it's the compiler, not the architecture.
        Adding the include fixes it; I opened #511 with the one-line patch.
        """)),
    Mail(TOBIAS, "2026-10-03 09:10", text=b("""
        Merged #511, thanks both. 0.14.2 is out with the fix, and I've added a GCC 14 job
        to CI so we catch the next one.
        """)),
])

CAT = Thread("ravenna-found-cat", "Found: grey tabby cat near 22nd Ave NE", mlist=RAVENNA, category="forums", messages=[
    Mail(LORRAINE, "2026-07-02 08:10", text=b("""
        Found this morning near 22nd Ave NE and NE 65th: a grey tabby with a white chest and
        a green collar, no tag. Very friendly, definitely someone's pet. He's safe on my
        porch with a bowl of water. Call or text 206-555-0117.
        """)),
    Mail(LORRAINE, "2026-07-03 17:30", text=b("""
        Update: owner found! His name is Pickles and he lives two blocks over on 20th. Thanks
        to everyone who shared the post.
        """)),
])

TREES = Thread("ravenna-tree-planting", "Street tree planting day - Oct 17", mlist=RAVENNA, category="forums", messages=[
    Mail(GWEN, "2026-10-05 10:00", text=b("""
        Hi neighbors,

        Through the city's Trees for Neighborhoods program we're planting 45 free street
        trees on Saturday, October 17, starting at 9am. Meet at the Ravenna Park entrance at
        20th Ave NE. Bring gloves and a shovel if you have one; kids are welcome.

        Sign-up sheet: https://ravenna-greenways.example/trees-2026
        """)),
    Mail(MAYA_HOME, "2026-10-06 07:50", text=b("""
        Count us in, two adults and one very enthusiastic nine-year-old. We can bring two
        shovels. Which species are going in?

        Maya
        """)),
    Mail(GWEN, "2026-10-06 12:30", text=b("""
        Wonderful! This year it's Pacific dogwood, vine maple and 'Autumn Brilliance'
        serviceberry. Cascade Coffee Roasters is donating coffee and the bakery on 65th is
        bringing pastries.
        """)),
])

THREADS = [BLIGHT, GARLIC, SEED_SWAP, PLUGIN_RFC, RC1, ARM64, CAT, TREES]
