"""Social: notifications from an invented social network (Chirpline), photo site
(Shutterloop) and professional network (Linkwell), all from no-reply addresses."""
from .brands import CHIRPLINE, LINKWELL, SHUTTERLOOP
from .render import notice

ITEMS = [
    # --- Chirpline ---------------------------------------------------------------------
    notice(CHIRPLINE, "2026-06-12 18:40", "Nadia Haddad (@nadiahaddad) mentioned you",
           "@nadiahaddad mentioned you",
           ["\"Finally finished The Orchard Ledger and I need @mayalindqvist to read it immediately "
            "so we can talk about chapter 9.\""],
           button=("View post", "/nadiahaddad/status/1803771"), key="chirpline-mention-nadia"),
    notice(CHIRPLINE, "2026-06-30 12:00", "You have 3 new followers",
           "3 people followed you",
           ["Lena Fischer (@lenafischer_ux), Ana Ortiz (@anaortiz) and Brightloom (@brightloomapp) "
            "followed you this week."],
           button=("See your followers", "/mayalindqvist/followers"), key="chirpline-followers-jun30"),
    notice(CHIRPLINE, "2026-07-18 15:00", "Trending in Design: \"onboarding carousels\"",
           "Popular in your network",
           ["Ana Ortiz: \"Hot take: nobody has ever read the third screen of an onboarding "
            "carousel.\" 1,204 likes.",
            "Theo Marsh: \"Empty states are the most honest part of any app.\" 388 likes."],
           button=("Open Chirpline", "/explore/design"), key="chirpline-trending-jul18"),
    notice(CHIRPLINE, "2026-08-08 09:30", "Cascadia UX Summit (@cascadiaux) replied to your post",
           "@cascadiaux replied",
           ["Replying to @mayalindqvist: \"We can't wait! See everyone in Hall B on Oct 22 for "
            "'Designing for the 3 a.m. user'.\""],
           button=("View conversation", "/cascadiaux/status/1821930"), key="chirpline-reply-cascadiaux"),
    notice(CHIRPLINE, "2026-08-09 11:15", "Your post is getting attention",
           "Your post is taking off",
           ["\"Thrilled to be speaking at Cascadia UX Summit this October about designing for people "
            "who are exhausted, scared or in a hurry.\" 212 likes and 31 reposts so far."],
           button=("See activity", "/mayalindqvist/status/1821877"), key="chirpline-attention"),
    notice(CHIRPLINE, "2026-09-05 16:00", "What you missed on Chirpline this week",
           "Your weekly recap",
           ["Kenji Watanabe posted a thread about offline sync. Design Digest shared issue #223. "
            "You have 14 unread notifications."],
           button=("Catch up", "/home"), key="chirpline-recap-sep5"),
    notice(CHIRPLINE, "2026-10-01 20:10", "Lena Fischer (@lenafischer_ux) reposted your post",
           "@lenafischer_ux reposted you",
           ["\"Three weeks to Cascadia UX. Slides are at version 2 and the cat has reviewed them.\""],
           button=("View post", "/mayalindqvist/status/1841002"), key="chirpline-repost-lena"),

    # --- Shutterloop -------------------------------------------------------------------
    notice(SHUTTERLOOP, "2026-07-07 17:00", "This week's photo challenge: Doors",
           "Weekly challenge: Doors",
           ["Front doors, barn doors, doors to nowhere. Submit up to three photos by Sunday, July 12."],
           button=("Join the challenge", "/challenges/doors"), key="shutterloop-challenge-doors"),
    notice(SHUTTERLOOP, "2026-08-11 09:45", "Karin Lindqvist-Berg shared an album with you: Lake Vermilion 2026",
           "An album was shared with you",
           ["Karin Lindqvist-Berg shared \"Lake Vermilion 2026 - Grandma Solveig turns 90\" "
            "(186 photos) and invited you to add your own."],
           button=("Open album", "/albums/lake-vermilion-2026"), key="shutterloop-album-vermilion"),
    notice(SHUTTERLOOP, "2026-09-26 10:30", "12 people liked \"Alfama rooftops at dusk\"",
           "Your photo is popular",
           ["\"Alfama rooftops at dusk\" has 12 new likes, including one from Camille Martin."],
           button=("View photo", "/maya.lindqvist/alfama-rooftops"), key="shutterloop-likes-alfama"),
    notice(SHUTTERLOOP, "2026-09-27 14:05", "\"Alfama rooftops at dusk\" was added to a gallery",
           "Added to a gallery",
           ["A Shutterloop curator added your photo to the gallery \"Golden hour in Europe\"."],
           button=("See the gallery", "/galleries/golden-hour-europe"), key="shutterloop-gallery"),
    notice(SHUTTERLOOP, "2026-09-28 19:20", "New comment on \"Pena Palace in the fog\"",
           "New comment",
           ["Camille Martin: \"Tu vois, j'avais raison pour le matin ! Magnifique.\""],
           button=("Reply", "/maya.lindqvist/pena-palace-fog#comments"), key="shutterloop-comment-pena"),
    notice(SHUTTERLOOP, "2026-10-05 08:00", "Your weekly Shutterloop stats",
           "Last week on Shutterloop",
           ["Your photos were viewed 2,310 times (up 340%). Top photo: \"Alfama rooftops at dusk\"."],
           button=("See stats", "/stats"), key="shutterloop-stats-oct5"),

    # --- Linkwell ----------------------------------------------------------------------
    notice(LINKWELL, "2026-06-30 10:20", "Lena Fischer wants to connect",
           "Invitation to connect",
           ["Lena Fischer, Program Chair at Cascadia UX Summit, wants to join your network."],
           button=("Accept", "/invitations/lena-fischer"), key="linkwell-invite-lena"),
    notice(LINKWELL, "2026-07-09 13:00", "Priya Raman endorsed you for Interaction Design",
           "You've been endorsed",
           ["Priya Raman (Senior Product Manager at Brightloom) endorsed you for Interaction Design."],
           button=("See endorsements", "/in/mayalindqvist/skills"), key="linkwell-endorsement"),
    notice(LINKWELL, "2026-07-20 07:00", "You appeared in 27 searches this week",
           "Your weekly search stats",
           ["You appeared in 27 searches. Searchers work at Brightloom, Tillpoint and 6 other companies."],
           button=("See who's searching", "/analytics/search"), key="linkwell-searches"),
    notice(LINKWELL, "2026-08-03 08:00", "Congratulate Kenji Watanabe on 5 years at Brightloom",
           "Work anniversary",
           ["Kenji Watanabe is celebrating 5 years as iOS Engineer at Brightloom."],
           button=("Say congrats", "/in/kenjiwatanabe"), key="linkwell-anniversary-kenji"),
    notice(LINKWELL, "2026-09-08 07:00", "Senior Product Designer at Tillpoint and 5 more jobs for you",
           "Jobs you may be interested in",
           ["Senior Product Designer, Tillpoint (Seattle, hybrid). Design Lead, Harborline Health "
            "(remote). Staff Designer, Fernweh (Denver)."],
           button=("See all jobs", "/jobs/recommended"), key="linkwell-jobs"),
    notice(LINKWELL, "2026-10-09 07:30", "Olga Petrova started a new position",
           "Olga Petrova has a new job",
           ["Olga Petrova started a new position as Lead UX Designer at Mtsvane Labs in Tbilisi."],
           button=("Send a message", "/messaging/olgapetrova"), key="linkwell-olga-new-job"),
    notice(LINKWELL, "2026-10-13 12:40", "New message from Tom Asher",
           "You have a new message",
           ["Tom Asher (Talent Partner, Harborline Health): \"Hi Maya, loved your talk abstract for "
            "Cascadia UX. Would you be open to a short call about a design lead role?\""],
           button=("Reply", "/messaging/tomasher"), key="linkwell-message-recruiter", unread=True),
]
