#!/usr/bin/env python3
"""Write Sotto's generated spam and phishing training set.

    python3 make_spam_set.py OUT_DIR [--count N]

writes OUT_DIR/NNNNN.eml (RFC 5322 messages) and OUT_DIR/labels.csv (file,label,kind),
where label is `spam` or `phishing` and kind names the scheme (default 1,500 messages).

The messages imitate 2020s spam and phishing: credential phishing (mailbox quota, password
expiry, sign-in alerts, shared files, e-signature, voicemail, payroll, MFA), delivery and
payment lures, crypto wallet and airdrop phishing, CEO gift-card fraud, sextortion,
advance-fee and lottery scams, romance, job, casino, health, SEO and loan spam. About 30% are
in Dutch, Portuguese (BR and PT), German, French, Spanish or Italian.

Everything is fictional and generated from templates with slot filling. Brand names appear
only as the thing being impersonated, and every domain is reserved (.example / .test); IP
addresses come from the documentation ranges; phone numbers from fictional ranges. Nothing
is copied from real mail, and nothing comes from the phishing-dev evaluation corpus.
The output is deterministic: a fixed seed and a separate random stream per message (string
seeds, so PYTHONHASHSEED does not matter), no clock. Standard library only.
"""
from __future__ import annotations

import argparse
import base64
import csv
import os
import quopri
import random
import re
import sys
import textwrap
from datetime import datetime, timedelta, timezone
from email.charset import BASE64, QP, Charset
from email.header import Header
from email.utils import formataddr

# Every message is parsed back with the same check as the legitimate set's, and the people
# are the same.
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from make_training_set import NAMES as _TRAINING_NAMES, verify  # noqa: E402

SEED = "sotto-spam-set-v1"
FOREIGN = ["nl", "pt-BR", "pt-PT", "de", "fr", "es", "it"]
FOREIGN_SHARE = 0.30

# ============================================================================ templating

_BRACE = re.compile(r"\{([^{}]*)\}")


def T(s: str, S: "Slots") -> str:
    """Fill a template: {a|b|c} picks one alternative, {name} is a slot."""
    def one(m):
        body = m.group(1)
        if "|" in body:
            return S.rng.choice(body.split("|"))
        return str(S[body])
    prev = None
    while prev != s:
        prev = s
        s = _BRACE.sub(one, s)
    return s


def maybe(rng, p):
    return rng.random() < p


def hexid(rng, n):
    return "".join(rng.choice("0123456789abcdef") for _ in range(n))


def alnum(rng, n, alphabet="ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"):
    return "".join(rng.choice(alphabet) for _ in range(n))


def digits(rng, n):
    return "".join(rng.choice("0123456789") for _ in range(n))


def slug(s: str) -> str:
    s = s.lower()
    for a, b in (("ä", "ae"), ("ö", "oe"), ("ü", "ue"), ("ß", "ss"), ("é", "e"), ("è", "e"), ("ê", "e"), ("á", "a"),
                 ("à", "a"), ("ã", "a"), ("â", "a"), ("í", "i"), ("ó", "o"), ("ô", "o"), ("õ", "o"), ("ú", "u"),
                 ("ç", "c"), ("ñ", "n"), ("ë", "e"), ("ï", "i"), ("+", "plus"), ("&", "and")):
        s = s.replace(a, b)
    return re.sub(r"[^a-z0-9]+", "-", s).strip("-")


def esc(s):
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


# ---------------------------------------------------------------- obfuscation (homoglyphs, zero-width)

HOMO = {"a": "\u0430", "e": "\u0435", "o": "\u043e", "p": "\u0440", "c": "\u0441", "x": "\u0445", "y": "\u0443",
        "i": "\u0456", "A": "\u0410", "B": "\u0412", "C": "\u0421", "E": "\u0415", "H": "\u041d", "K": "\u041a",
        "M": "\u041c", "O": "\u039f", "P": "\u0420", "T": "\u0422", "X": "\u03a7"}
ZW = ["\u200b", "\u200c", "\u200d", "\u2060", "\u00ad"]


def homoglyph(rng, word, k=None):
    idx = [i for i, c in enumerate(word) if c in HOMO]
    if not idx:
        return zerowidth(rng, word)
    for i in rng.sample(idx, min(len(idx), k or rng.choice([1, 1, 2]))):
        word = word[:i] + HOMO[word[i]] + word[i + 1:]
    return word


def zerowidth(rng, word):
    if len(word) < 3:
        return word
    z = rng.choice(ZW)
    if maybe(rng, 0.4):
        return z.join(word)
    i = rng.randint(1, len(word) - 1)
    return word[:i] + z + word[i:]


def spaced(rng, word):
    return rng.choice([" ", ".", "\u00a0"]).join(word) if len(word) < 12 else word


def obfuscate(rng, word):
    r = rng.random()
    if r < 0.45:
        return homoglyph(rng, word)
    if r < 0.85:
        return zerowidth(rng, word)
    return spaced(rng, word)


# ============================================================================ people and places

# The same people as the legitimate training set (make_training_set.py): a name must say
# nothing about spam, or the word model learns the generators' name lists.
NAMES = {lang: _TRAINING_NAMES[lang] for lang in ("en", "nl", "pt", "de", "fr", "es", "it")}

MAILHOST = ["mailbox.example", "post.test", "inbox.example", "webpost.example", "netmail.test", "home-isp.example",
            "kpnmail.test", "correo-casa.example", "posteo-mail.test", "mailfr.example", "libero-post.test"]

ORGS = [("Harbourline Logistics", "harbourline.example"), ("Kestrel Dental Group", "kestreldental.example"),
        ("Van Dam Installatietechniek", "vandam-installatie.example"), ("Brightwater Schools Trust", "brightwater-schools.test"),
        ("Nordhaven Engineering", "nordhaven-eng.example"), ("Atelier Rivage", "atelier-rivage.example"),
        ("Constructora Alameda", "alameda-construcciones.test"), ("Studio Legale Ferrante", "studioferrante.example"),
        ("Quintal Verde Lda", "quintalverde.test"), ("Holm & Partner Steuerberatung", "holm-partner.example"),
        ("Cedar Ridge Clinic", "cedarridge-clinic.example"), ("Pinewood Accounting", "pinewood-acc.test")]


class Person:
    def __init__(self, first, last, email, lang, org=None):
        self.first, self.last, self.email, self.lang, self.org = first, last, email, lang, org

    @property
    def name(self):
        return f"{self.first} {self.last}"


def base_lang(lang):
    return lang.split("-")[0]


def recipients():
    """Fictional mailbox owners."""
    rng = random.Random(f"{SEED}:recipients")
    out = []
    for lang, n in (("en", 18), ("nl", 3), ("pt-BR", 3), ("pt-PT", 2), ("de", 3), ("fr", 3), ("es", 3), ("it", 3)):
        for _ in range(n):
            firsts, lasts = NAMES[base_lang(lang)]
            f, l = rng.choice(firsts), rng.choice(lasts)
            loc = rng.choice([f"{slug(f)}.{slug(l).replace('-', '')}", f"{slug(f)[0]}{slug(l).replace('-', '')}",
                              f"{slug(f)}{rng.randint(1, 99)}", f"{slug(f)}_{slug(l)[:4]}"])
            org = None
            if maybe(rng, 0.35):
                org = rng.choice(ORGS)
                email = f"{slug(f)}.{slug(l).replace('-', '')}@{org[1]}"
            else:
                email = f"{loc}@{rng.choice(MAILHOST)}"
            out.append(Person(f, l, email, lang, org))
    return out


# ============================================================================ brands (impersonated) and senders

# Each brand: (display name, slug for lookalike domains, colour, real?). Real names appear only as the brand being
# impersonated; every domain built from them is fictional (.example / .test).
B = {
    "mail": [("Microsoft 365", "microsoft", "#0067b8", 1), ("Office 365", "office365", "#d83b01", 1),
             ("Outlook Web App", "outlook", "#0078d4", 1), ("Webmail", "webmail", "#2b579a", 0),
             ("Mail Administrator", "mailadmin", "#444444", 0), ("IT Service Desk", "it-support", "#1f4e79", 0),
             ("Email Support", "mailsupport", "#005a9e", 0), ("cPanel Webmail", "cpanel", "#ff6c2c", 1),
             ("Roundcube Webmail", "roundcube", "#37beff", 1), ("Zimbra Collaboration", "zimbra", "#1a6ead", 1),
             ("Postmaster", "postmaster", "#333333", 0), ("{rorg} IT", "helpdesk", "#1f4e79", 0),
             ("{rdomain} Mail Server", "mailserver", "#555555", 0)],
    "docs": [("OneDrive", "onedrive", "#0364b8", 1), ("SharePoint Online", "sharepoint", "#038387", 1),
             ("Dropbox", "dropbox", "#0061ff", 1), ("Google Drive", "gdrive", "#1a73e8", 1),
             ("WeTransfer", "wetransfer", "#409fff", 1), ("FileVault Share", "filevault", "#5b2c86", 0),
             ("Secure Document Center", "securedocs", "#0b5394", 0), ("Box", "box-share", "#0061d5", 1)],
    "esign": [("DocuSign", "docusign", "#ffcc22", 1), ("Adobe Acrobat Sign", "adobesign", "#eb1000", 1),
              ("SignFlow", "signflow", "#3b5bdb", 0), ("eSign Center", "esigncenter", "#2e7d32", 0)],
    "account": [("PayPal", "paypal", "#003087", 1), ("Amazon", "amazon", "#ff9900", 1), ("Apple ID", "apple", "#000000", 1),
                ("Netflix", "netflix", "#e50914", 1), ("Northbank Online", "northbank", "#00457c", 0),
                ("FirstCity Bank", "firstcity", "#8b0000", 0), ("Shopwise", "shopwise", "#f57c00", 0),
                ("Meridian Card Services", "meridiancard", "#004d40", 0), ("Instagram", "instagram", "#c13584", 1),
                ("Facebook", "facebook", "#1877f2", 1), ("WhatsApp", "whatsapp", "#25d366", 1)],
    "stream": [("Netflix", "netflix", "#e50914", 1), ("Disney+", "disneyplus", "#113ccf", 1), ("Spotify", "spotify", "#1db954", 1),
               ("StreamBox+", "streambox", "#6a1b9a", 0), ("Prime Video", "primevideo", "#00a8e1", 1),
               ("Norton 360", "norton", "#ffc700", 1), ("McAfee Total Protection", "mcafee", "#c01818", 1),
               ("ShieldGuard Antivirus", "shieldguard", "#0d47a1", 0), ("iCloud+", "icloud", "#3693f3", 1),
               ("CloudSafe Backup", "cloudsafe", "#00796b", 0)],
    "crypto": [("Trust Wallet", "trustwallet", "#3375bb", 1), ("MetaMask", "metamask", "#f6851b", 1),
               ("Ledger", "ledger", "#000000", 1), ("Coinbase", "coinbase", "#0052ff", 1), ("Binance", "binance", "#f0b90b", 1),
               ("VaultKey Wallet", "vaultkey", "#6d28d9", 0), ("Exodus", "exodus", "#1f2033", 1),
               ("Phantom", "phantom", "#ab9ff2", 1)],
    "hr": [("HR Department", "hr", "#2e7d32", 0), ("Human Resources", "hr-portal", "#2e7d32", 0),
           ("Payroll Services", "payroll", "#00695c", 0), ("ADP Payroll", "adp", "#d0271d", 1),
           ("Workday", "workday", "#005cb9", 1), ("{rorg} Payroll", "payroll", "#00695c", 0)],
    "voice": [("Voicemail Service", "voicemail", "#455a64", 0), ("RingCentral", "ringcentral", "#f80", 1),
              ("Microsoft Teams", "teams", "#6264a7", 1), ("eFax", "efax", "#c62828", 1), ("Cloud PBX", "cloudpbx", "#37474f", 0),
              ("Voice Message Center", "voicecenter", "#263238", 0)],
    "retail": [("Costco Rewards", "costco", "#e31837", 1), ("Walmart Survey", "walmart", "#0071ce", 1),
               ("Lidl", "lidl", "#0050aa", 1), ("Aldi Customer Panel", "aldi", "#00005f", 1),
               ("Amazon Rewards", "amazon", "#ff9900", 1), ("MegaMart Loyalty", "megamart", "#d32f2f", 0),
               ("T-Mobile Rewards", "t-mobile", "#e20074", 1), ("Vodafone", "vodafone", "#e60000", 1)],
}

PARCEL = {
    "en": [("DHL Express", "dhl", "#ffcc00", 1), ("UPS", "ups", "#351c15", 1), ("USPS", "usps", "#333366", 1),
           ("FedEx", "fedex", "#4d148c", 1), ("Royal Mail", "royalmail", "#e60000", 1), ("Evri", "evri", "#007bc4", 1),
           ("ParcelRoute Express", "parcelroute", "#ef6c00", 0), ("GlobalShip", "globalship", "#1565c0", 0)],
    "nl": [("PostNL", "postnl", "#ed7000", 1), ("DHL eCommerce", "dhl", "#ffcc00", 1), ("DPD Nederland", "dpd", "#dc0032", 1),
           ("PakketPunt", "pakketpunt", "#ff6f00", 0)],
    "de": [("DHL Paket", "dhl", "#ffcc00", 1), ("Deutsche Post", "deutschepost", "#ffcc00", 1), ("DPD", "dpd", "#dc0032", 1),
           ("Hermes", "hermes", "#0091cd", 1), ("PaketExpress24", "paketexpress", "#ef6c00", 0)],
    "fr": [("La Poste", "laposte", "#ffc800", 1), ("Colissimo", "colissimo", "#ffc800", 1), ("Chronopost", "chronopost", "#003f7d", 1),
           ("Mondial Relay", "mondialrelay", "#96154a", 1), ("ColisRapide", "colisrapide", "#1565c0", 0)],
    "es": [("Correos", "correos", "#ffcd00", 1), ("SEUR", "seur", "#0033a0", 1), ("Correos Express", "correosexpress", "#ffcd00", 1),
           ("MRW", "mrw", "#e30613", 1), ("PaqueteYa", "paqueteya", "#ef6c00", 0)],
    "it": [("Poste Italiane", "poste", "#ffe600", 1), ("BRT", "brt", "#d50000", 1), ("GLS Italy", "gls", "#061ab1", 1),
           ("SDA Express", "sda", "#0033a0", 1), ("PaccoVeloce", "paccoveloce", "#ef6c00", 0)],
    "pt-BR": [("Correios", "correios", "#ffd400", 1), ("Jadlog", "jadlog", "#e30613", 1), ("Loggi", "loggi", "#00baff", 1),
              ("Entrega Rápida", "entregarapida", "#ef6c00", 0)],
    "pt-PT": [("CTT Expresso", "ctt", "#dc0000", 1), ("CTT Correios de Portugal", "ctt", "#dc0000", 1), ("DPD Portugal", "dpd", "#dc0032", 1),
              ("Encomenda Já", "encomendaja", "#ef6c00", 0)],
}

TAX = {
    "en": [("IRS Refund Department", "irs-refund", "#1b365d", 1), ("HMRC", "hmrc", "#005ea5", 1),
           ("Tax Refund Service", "taxrefund", "#1b365d", 0), ("Revenue Online Service", "revenue", "#00703c", 0)],
    "nl": [("Belastingdienst", "belastingdienst", "#154273", 1), ("MijnOverheid", "mijnoverheid", "#154273", 1)],
    "de": [("Bundeszentralamt für Steuern", "bzst", "#000000", 1), ("ELSTER", "elster", "#003064", 1), ("Finanzamt", "finanzamt", "#003064", 1)],
    "fr": [("impots.gouv", "impots-gouv", "#000091", 1), ("DGFiP", "dgfip", "#000091", 1), ("Assurance Maladie", "ameli", "#0c419a", 1)],
    "es": [("Agencia Tributaria", "agenciatributaria", "#8a1538", 1), ("Seguridad Social", "seg-social", "#00427a", 1)],
    "it": [("Agenzia delle Entrate", "agenziaentrate", "#0066cc", 1), ("INPS", "inps", "#0066cc", 1)],
    "pt-BR": [("Receita Federal", "receita", "#1351b4", 1), ("Gov.br", "govbr", "#1351b4", 1)],
    "pt-PT": [("Autoridade Tributária", "portaldasfinancas", "#006633", 1), ("Portal das Finanças", "financas", "#006633", 1)],
}

BAD_TLD = ["example", "test", "example", "test", "example"]
HOST_WORDS = ["secure", "login", "verify", "account", "support", "service", "update", "auth", "portal", "online",
              "help", "billing", "track", "id", "signin", "cloud", "web", "my", "app", "center", "info", "notice"]
SMALLBIZ = ["greenvalleydental", "bakkerij-devries", "autohaus-kramer", "casa-rural-elpinar", "smiledentalcare",
            "lakeside-motel", "pizzeria-bellanapoli", "hotel-miramar", "fysio-oost", "studio-yoga-lisboa",
            "tuinhuis-design", "agro-santos", "marcenaria-oliveira", "kfz-weber", "boulangerie-petit", "clinica-sorriso",
            "riverside-church", "oakmont-realty", "lavanderia-rapida", "elektro-bauer", "camping-zeeduin",
            "academia-forma", "tipografia-rossi", "brewpub-ironhorse", "dierenkliniek-west", "ferramentas-pt"]
HOSTING = ["vps-hosting.example", "cheapcloud.test", "webhost24.example", "cloudvm.test", "shared-host.example",
           "srv-node.test", "ovh-like.example", "fasthostpro.test"]
FREEMAIL = ["mailbox.example", "freemail.test", "inbox.example", "webpost.example", "quickmail.test", "mail-online.example",
            "yahoomail-like.test", "gmx-like.example", "outlook-like.test", "protonmail-like.example"]
SHORT = ["sh0rt.test", "lnk.example", "tinyurl-like.test", "rb.test", "cutt.example", "t2m.test", "qrco.example"]


def lookalike(rng, bslug):
    s = bslug
    t = rng.choice(BAD_TLD)
    r = rng.random()
    if r < 0.2:
        return f"{s}-{rng.choice(HOST_WORDS)}.{t}"
    if r < 0.35:
        return f"{rng.choice(HOST_WORDS)}-{s}.{t}"
    if r < 0.5:
        sub = rng.choice(["i", "1", "l"]) if "l" in s or "i" in s else "0"
        s2 = s.replace("o", "0", 1) if "o" in s else s.replace("i", "1", 1) if "i" in s else s.replace("l", "1", 1) if "l" in s else s + sub
        return f"{s2}.{t}"
    if r < 0.62:
        return f"{s}.com-{rng.choice(HOST_WORDS)}-{rng.choice(HOST_WORDS)}.{t}"
    if r < 0.72:
        return f"{s}{rng.choice(['-online', 'app', '-id', '-help', 'support', '-center', '-mail'])}.{t}"
    if r < 0.82:
        return f"{s}-{rng.randint(2, 999)}.{t}"
    if r < 0.9:
        return f"{rng.choice(HOST_WORDS)}.{s}-{rng.choice(HOST_WORDS)}.{t}"
    return f"{s}{rng.choice(['', '-', '.'])}{alnum(rng, 3, 'abcdefghijklmnopqrstuvwxyz')}.{t}"


def random_domain(rng):
    r = rng.random()
    if r < 0.45:
        return f"{rng.choice(SMALLBIZ)}.{rng.choice(BAD_TLD)}"
    if r < 0.65:
        return f"{alnum(rng, rng.randint(5, 9), 'abcdefghijklmnopqrstuvwxyz')}.{rng.choice(BAD_TLD)}"
    if r < 0.8:
        return f"{rng.choice(['mail', 'smtp', 'news', 'info', 'em'])}.{alnum(rng, rng.randint(6, 10), 'abcdefghijklmnopqrstuvwxyz')}{rng.choice(['-mkt', '-news', 'media', 'group', ''])}.{rng.choice(BAD_TLD)}"
    return f"{alnum(rng, 4, 'abcdefghijklmnopqrstuvwxyz')}{digits(rng, 3)}.{rng.choice(HOSTING)}"


def doc_ip(rng):
    return f"{rng.choice(['192.0.2', '198.51.100', '203.0.113'])}.{rng.randint(2, 254)}"


def doc_ip6(rng):
    return f"2001:db8:{hexid(rng, 4).lstrip('0') or '0'}:{hexid(rng, 3)}::{hexid(rng, 2)}"


# ============================================================================ slots

MONTHS = {
    "en": "January February March April May June July August September October November December",
    "nl": "januari februari maart april mei juni juli augustus september oktober november december",
    "de": "Januar Februar März April Mai Juni Juli August September Oktober November Dezember",
    "fr": "janvier février mars avril mai juin juillet août septembre octobre novembre décembre",
    "es": "enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre",
    "it": "gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre novembre dicembre",
    "pt": "janeiro fevereiro março abril maio junho julho agosto setembro outubro novembro dezembro",
}
CITIES = {
    "en": ["Lagos, Nigeria", "Moscow, Russia", "Jakarta, Indonesia", "São Paulo, Brazil", "Kyiv, Ukraine", "Hanoi, Vietnam",
           "Shenzhen, China", "Bucharest, Romania", "Manila, Philippines", "Minsk, Belarus", "Karachi, Pakistan", "Tehran, Iran"],
    "nl": ["Lagos, Nigeria", "Moskou, Rusland", "Jakarta, Indonesië", "Boekarest, Roemenië", "Manilla, Filipijnen"],
    "de": ["Lagos, Nigeria", "Moskau, Russland", "Jakarta, Indonesien", "Bukarest, Rumänien", "Manila, Philippinen"],
    "fr": ["Lagos, Nigeria", "Moscou, Russie", "Jakarta, Indonésie", "Bucarest, Roumanie", "Manille, Philippines"],
    "es": ["Lagos, Nigeria", "Moscú, Rusia", "Yakarta, Indonesia", "Bucarest, Rumanía", "Manila, Filipinas"],
    "it": ["Lagos, Nigeria", "Mosca, Russia", "Giacarta, Indonesia", "Bucarest, Romania", "Manila, Filippine"],
    "pt": ["Lagos, Nigéria", "Moscou, Rússia", "Jacarta, Indonésia", "Bucareste, Romênia", "Manila, Filipinas"],
}
DEVICES = ["Windows 10 / Chrome 124", "iPhone 15 / Safari", "Android 14 / Chrome Mobile", "Linux x86_64 / Firefox 126",
           "Windows 11 / Edge 125", "macOS 14 / Safari 17", "Samsung Galaxy S23", "Unknown device", "Windows NT 10.0 / Opera"]
FAKE_CO = ["Apex Growth Media", "BlueOrbit Digital", "RankRocket Solutions", "PixelForge Studio", "Summit Capital Lending",
           "NovaTrade AI", "CoinYield Pro", "QuickFund Partners", "GreenLeaf Wellness", "Vitalis Labs", "Global Talent Hub",
           "BrightPath Recruitment", "Silverline Finance", "Evergreen Credit", "WebSpark Agency", "LeadNest Marketing"]
PRODUCTS = ["VitaFlex Max", "ProstaCalm", "NeuroSharp", "SlimTonic", "JointRevive", "LumaSkin Serum", "KetoBlaze", "GlucoBalance+",
            "HearClear", "DermaYouth", "FlexiKnee Gold", "SleepDeep Drops", "CardioPure", "HairNova"]
CASINOS = ["LuckySpin Palace", "Royal Reels", "Vegas Nova", "Crown Jackpot", "Golden Joker", "SpinCity", "MegaWin Club", "Casino Aurora"]
COINS = ["USDT", "ETH", "BTC", "SOL", "BNB", "PEPE", "ARB", "TRX"]
TITLES = ["CEO", "Managing Director", "CFO", "President", "Director", "Founder & CEO", "Head of Finance", "Principal"]
GIFT = ["Apple gift cards", "Google Play cards", "Amazon gift cards", "Steam Wallet cards", "Visa gift cards", "iTunes cards", "Razer Gold cards"]


def fmt_money(lang, v, cur=None):
    b = base_lang(lang)
    whole = f"{v:,.2f}"
    if lang == "en":
        sym = cur or "$"
        return f"{sym}{whole}"
    eu = whole.replace(",", "#").replace(".", ",").replace("#", ".")
    if lang == "pt-BR":
        return f"R$ {eu}"
    if b == "fr":
        return eu.replace(".", "\u00a0") + " €"
    if b == "nl":
        return f"€ {eu}"
    if lang == "pt-PT":
        return eu.replace(".", "") + " €"
    return f"{eu} €"


def fmt_date(lang, d):
    b = base_lang(lang)
    months = MONTHS[b].split()
    if b == "en":
        return f"{months[d.month - 1]} {d.day}, {d.year}" if maybe(random.Random(d.isoformat()), 0.6) else f"{d.day:02d}/{d.month:02d}/{d.year}"
    if b == "de":
        return f"{d.day:02d}.{d.month:02d}.{d.year}"
    if b in ("es", "pt"):
        return f"{d.day} de {months[d.month - 1]} de {d.year}"
    return f"{d.day} {months[d.month - 1]} {d.year}"


class Slots(dict):
    def __init__(self, rng, lang, rcpt, now, brand=None):
        super().__init__()
        self.rng, self.lang, self.rcpt, self.now = rng, lang, rcpt, now
        self.b = base_lang(lang)
        self.brand = brand

    def __missing__(self, key):
        v = self.gen(key)
        self[key] = v
        return v

    def gen(self, k):
        r, L, rc = self.rng, self.lang, self.rcpt
        money = lambda lo, hi, cur=None: fmt_money(L, round(r.uniform(lo, hi), 2), cur)
        simple = {
            "first": lambda: rc.first, "last": lambda: rc.last, "name": lambda: rc.name, "email": lambda: rc.email,
            "user": lambda: rc.email.split("@")[0], "rdomain": lambda: rc.email.split("@")[1],
            "rorg": lambda: rc.org[0] if rc.org else rc.email.split("@")[1].split(".")[0].capitalize(),
            "brand": lambda: self.brand or "Support",
            "fee": lambda: fmt_money(L, r.choice([1.99, 2.49, 2.99, 3.29, 1.49, 2.20, 4.95, 1.85, 0.99, 3.50, 2.75]), "$" if maybe(r, 0.7) else "£"),
            "customs": lambda: money(2.5, 39.0),
            "amount": lambda: money(89, 2400, r.choice(["$", "$", "£", "€"])),
            "small": lambda: money(9, 79, r.choice(["$", "$", "£", "€"])),
            "price": lambda: money(19, 149, "$"),
            "refund": lambda: money(120, 1900, "$" if maybe(r, 0.6) else "£"),
            "big": lambda: fmt_money(L, r.choice([4.5, 7.2, 10.5, 12.8, 15.0, 18.5, 27.5, 8.75]) * 10 ** 6, r.choice(["$", "$", "£", "€"])),
            "prize": lambda: fmt_money(L, r.choice([500000, 750000, 850000, 1200000, 2500000, 950000]), r.choice(["$", "€", "£"])),
            "date": lambda: fmt_date(L, self.now + timedelta(days=r.randint(1, 5))),
            "past": lambda: fmt_date(L, self.now - timedelta(days=r.randint(1, 6))),
            "today": lambda: fmt_date(L, self.now),
            "time": lambda: f"{r.randint(0, 23):02d}:{r.randint(0, 59):02d}",
            "hours": lambda: str(r.choice([12, 24, 24, 48, 48, 72, 6])),
            "days": lambda: str(r.choice([2, 3, 3, 5, 7])),
            "ip": lambda: doc_ip(r), "city": lambda: r.choice(CITIES[self.b]), "device": lambda: r.choice(DEVICES),
            "track": lambda: r.choice([f"{r.choice(['JD', 'CX', 'RR', 'LX', 'UA', 'NL', 'PT'])}{digits(r, 9)}{r.choice(['GB', 'US', 'NL', 'DE', 'PT', 'ES', 'CN'])}",
                                       f"1Z{alnum(r, 16, 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789')}", digits(r, 12), f"3S{alnum(r, 13, 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789')}"]),
            "inv": lambda: r.choice([f"INV-{digits(r, 5)}", f"{r.randint(2022, 2026)}-{digits(r, 4)}", f"F{digits(r, 7)}", f"#{digits(r, 6)}", f"PO{digits(r, 6)}"]),
            "ref": lambda: r.choice([f"{alnum(r, 3, 'ABCDEFGHJKLMNPQRSTUVWXYZ')}-{digits(r, 6)}", f"{digits(r, 4)}-{digits(r, 4)}-{digits(r, 2)}", f"#{alnum(r, 8, 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789')}"]),
            "case": lambda: f"{r.choice(['PP', 'CS', 'SR', 'ID', 'KYC', ''])}-{digits(r, r.choice([6, 8, 10]))}".lstrip("-"),
            "quota": lambda: r.choice(["2 GB", "5 GB", "10 GB", "50 GB", "1024 MB", "25 GB", "100 GB"]),
            "pct": lambda: str(r.choice([95, 96, 97, 98, 99, 99, 100])),
            "msgs": lambda: str(r.randint(3, 64)),
            "nfiles": lambda: str(r.randint(2, 9)),
            "pages": lambda: str(r.randint(1, 14)),
            "secs": lambda: f"{r.randint(0, 3)}:{r.randint(5, 59):02d}",
            "phone": lambda: r.choice([f"+1 (555) 01{r.randint(0, 99):02d}", f"+44 7700 900{r.randint(0, 999):03d}", f"+1-555-01{r.randint(0, 99):02d}"]),
            "code": lambda: digits(r, 6),
            "sender": lambda: " ".join(r.choice(n) for n in (NAMES[self.b] if self.b != "en" and maybe(r, 0.6) else NAMES["en"])),
            "title": lambda: r.choice(TITLES),
            "btc": lambda: "bc1q" + alnum(r, 38, "qpzry9x8gf2tvdw0s3jn54khce6mua7l"),
            "eth": lambda: "0x" + hexid(r, 40),
            "btcamt": lambda: r.choice(["$1,450", "$1,850", "$2,000", "$1,290", "$950", "$2,500", "$1,600", "€1.500", "€1.200", "$1,990"]),
            "coin": lambda: r.choice(COINS),
            "tokens": lambda: f"{r.choice([500, 1000, 1500, 2500, 5000, 10000, 25000]):,}",
            "roi": lambda: str(r.choice([8, 12, 15, 20, 30, 35, 40, 300, 500])),
            "company": lambda: r.choice(FAKE_CO), "product": lambda: r.choice(PRODUCTS), "casino": lambda: r.choice(CASINOS),
            "bonus": lambda: r.choice(["200%", "300%", "500%", "100%", "€1.000", "$1,500", "400%"]),
            "spins": lambda: str(r.choice([50, 100, 150, 200, 250, 300, 500])),
            "salary": lambda: r.choice(["$350-$900 per day", "$45/hour", "€250 per day", "$5,000-$8,000 per month", "$120 per hour", "€3.500 per maand"]),
            "loan": lambda: money(5000, 250000, r.choice(["$", "$", "€", "£"])),
            "rate": lambda: f"{r.choice([1.9, 2.5, 2.99, 3, 3.5, 1.5])}%",
            "gift": lambda: r.choice(GIFT),
            "ncards": lambda: str(r.choice([4, 5, 6, 8, 10])),
            "cardval": lambda: r.choice(["$100", "$200", "$100", "$500", "$250"]),
            "wa": lambda: f"+44 7700 900{r.randint(0, 999):03d}",
            "age": lambda: str(r.randint(24, 36)),
            "gname": lambda: r.choice(["Anna", "Olga", "Natalia", "Kristina", "Elena", "Sofia", "Jessica", "Mila", "Daria", "Irina", "Lily", "Amanda"]),
            "doc": lambda: r.choice(["Q3_Financial_Review", "Signed_Agreement", "Payment_Remittance", "Project_Proposal_2025", "Contract_Amendment",
                                     "Salary_Review", "Purchase_Order", "Invoice_Statement", "NDA_Final", "Bank_Details_Update", "Employee_Handbook_2025",
                                     "Settlement_Statement", "RFQ_Specifications", "Proforma_Invoice"]),
            "ext": lambda: r.choice(["pdf", "docx", "xlsx", "pdf", "pdf"]),
            "deadline": lambda: r.choice(["24 hours", "48 hours", "12 hours", "72 hours", "today", "the end of the day"]),
        }
        if k in simple:
            return simple[k]()
        if k == "url":
            return phish_url(r, self)
        if k == "url2":
            return phish_url(r, self)
        raise KeyError(f"no slot generator for {k!r}")


# ============================================================================ URLs

def _path(rng):
    return rng.choice([
        "login.php", "verify/index.html", "auth/signin", "secure/update", "wp-content/uploads/{y}/{m}/index.php",
        "owa/auth.html", "track/{id}", "pay/{id}", "claim", "session/{id}/confirm", "~{u}/office/login.htm",
        "redirect?token={id}", "account/restore", "web/{id}.html", "index.php?id={id}", "c/{id}",
        "dashboard/billing", "m/{id}", "ipfs/bafybei{h}", "x/{id}/#{u}",
    ]).format(y=rng.randint(2021, 2025), m=f"{rng.randint(1, 12):02d}", id=alnum(rng, rng.randint(6, 14)),
              u=alnum(rng, 5).lower(), h=alnum(rng, 40, "abcdefghijklmnopqrstuvwxyz234567"))


def phish_url(rng, S):
    bslug = slug(S.brand or "account") or "account"
    r = rng.random()
    if r < 0.3:
        u = f"https://{lookalike(rng, bslug)}/{_path(rng)}"
    elif r < 0.42:
        u = f"http://{doc_ip(rng)}/{_path(rng)}"
    elif r < 0.58:
        u = f"https://{random_domain(rng)}/{_path(rng)}"
    elif r < 0.68:
        u = f"https://{rng.choice(SHORT)}/{alnum(rng, rng.randint(5, 8))}"
    elif r < 0.78:
        u = f"https://storage.{rng.choice(['cloudbucket', 'objstore', 'blobhost', 'pages-host'])}.example/{alnum(rng, 10).lower()}/{rng.choice(['index.html', 'doc.html', 'view.htm', 'o365.html'])}"
    elif r < 0.9:
        u = (f"https://{rng.choice(['click', 'links', 'trk', 'email', 'go'])}.{rng.choice(['mailtrack', 'sendpulse-like', 'clickmeter', 'esp-relay', 'newsflow'])}.example/"
             f"{rng.choice(['ls/click?upn=', 'c/', 'r?u=', 'wf/click?upn='])}{alnum(rng, rng.randint(40, 90), 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_')}")
    else:
        u = f"https://{bslug}.{rng.choice(['web-app', 'pages-dev', 'netlify-like', 'vercel-like', 'firebaseapp-like'])}.test/{_path(rng)}"
    if maybe(rng, 0.25) and "?" not in u and "#" not in u:
        em = S.rcpt.email
        u += rng.choice([f"?email={em.replace('@', '%40')}", f"#{base64.b64encode(em.encode()).decode().rstrip('=')}", f"?u={hexid(rng, 12)}"])
    return u


def display_url(rng, S):
    """What a link claims to be."""
    bslug = slug(S.brand or "account") or "account"
    return rng.choice([f"https://{rng.choice(['secure', 'account', 'my', 'login', 'www'])}.{bslug}.example/{rng.choice(['account', 'verify', 'security', 'billing', 'track', 'signin', ''])}",
                       f"https://www.{bslug}.example", f"{bslug}.example/{rng.choice(['help', 'status', 'myaccount'])}"])


def tracking_pixel(rng):
    return (f'<img src="https://{rng.choice(["open", "t", "pixel", "o"])}.{rng.choice(["mailtrack", "esp-relay", "newsflow", "trkr"])}.example/'
            f'{rng.choice(["o.gif", "open", "p.png", "wf/open"])}?{rng.choice(["u", "id", "upn"])}={alnum(rng, 24)}" width="1" height="1" '
            + rng.choice(["", 'border="0" ', 'alt="" ']) + 'style="display:block;width:1px;height:1px">')


# ============================================================================ message model and MIME

class Msg:
    def __init__(self):
        self.frm = None            # (display name, address)
        self.to = None             # list of (name, addr) or the string "undisclosed"
        self.reply_to = None
        self.subject = ""
        self.text = None
        self.html = None
        self.attachments = []      # (filename, mimetype, bytes)
        self.lang = "en"
        self.headers = []          # extra (name, value)
        self.date = None
        self.msgid = None
        self.env_from = None
        self.origin = "direct"     # direct / compromised / m365 / esp / webform
        self.auth = "none"         # fail / softfail / none / partial / pass / absent
        self.mailer = None


def codec_ok(text, cs):
    try:
        text.encode(cs)
        return True
    except (UnicodeEncodeError, LookupError):
        return False


def choose_charset(rng, text, lang):
    if all(ord(c) < 128 for c in text):
        return rng.choice(["us-ascii", "utf-8", "utf-8", "iso-8859-1", "windows-1252"])
    if lang != "en" and maybe(rng, 0.45):
        for cs in rng.sample(["iso-8859-1", "iso-8859-15", "windows-1252"], 3):
            if codec_ok(text, cs):
                return cs
    if lang == "en" and maybe(rng, 0.2) and codec_ok(text, "windows-1252"):
        return "windows-1252"
    return "utf-8"


def choose_cte(rng, data: bytes):
    ascii_ = all(b < 128 for b in data)
    longline = any(len(l) > 900 for l in data.split(b"\n"))
    if ascii_ and not longline:
        return rng.choice(["7bit", "7bit", "quoted-printable", "base64"])
    c = rng.choice(["quoted-printable", "quoted-printable", "base64", "base64", "8bit"])
    return "quoted-printable" if c == "8bit" and longline else c


def encode_body(text, cs, cte):
    data = text.encode(cs)
    if cte == "base64":
        return base64.encodebytes(data)
    if cte == "quoted-printable":
        out = quopri.encodestring(data)
        return out if out.endswith(b"\n") else out + b"\n"
    return data if data.endswith(b"\n") else data + b"\n"


def text_part(text, sub, cs, cte):
    head = [f'Content-Type: text/{sub}; charset="{cs}"' if cs != "us-ascii" else f"Content-Type: text/{sub}; charset=us-ascii",
            f"Content-Transfer-Encoding: {cte}"]
    return head, encode_body(text, cs, cte)


def boundary(rng):
    return rng.choice([f"----=_Part_{rng.randint(10000, 9999999)}_{rng.randint(100000, 999999999)}.{rng.randint(10**12, 10**13)}",
                       f"b1_{hexid(rng, 32)}", f"=_{hexid(rng, 28)}", f"000000000000{hexid(rng, 16)}",
                       f"_000_{alnum(rng, 20, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789')}_", f"----=_NextPart_000_{hexid(rng, 4).upper()}_{hexid(rng, 8).upper()}.{hexid(rng, 8).upper()}",
                       f"--==_mimepart_{hexid(rng, 13)}_{hexid(rng, 6)}", f"{alnum(rng, 20)}"])


def _pct(s):
    return "".join(c if c.isascii() and (c.isalnum() or c in "._-") else "".join(f"%{b:02X}" for b in c.encode()) for c in s)


def build_body(m, rng):
    text, html = m.text, m.html
    allt = (text or "") + (html or "")
    cs = choose_charset(rng, allt, m.lang)
    if not codec_ok(allt, cs):
        cs = "utf-8"
    parts = []
    if text is not None:
        parts.append(text_part(text, "plain", cs, choose_cte(rng, text.encode(cs))))
    if html is not None:
        html = html.replace("charset=utf-8", f"charset={cs}") if maybe(rng, 0.85) else html
        parts.append(text_part(html, "html", cs, choose_cte(rng, html.encode(cs))))
    if len(parts) == 1:
        inner = parts[0]
    else:
        b = boundary(rng)
        body = b"This is a multi-part message in MIME format.\n\n" if maybe(rng, 0.3) else b""
        for h, p in parts:
            body += f"--{b}\n".encode() + "\n".join(h).encode() + b"\n\n" + p + (b"\n" if maybe(rng, 0.5) else b"")
        body += f"--{b}--\n".encode()
        inner = ([f'Content-Type: multipart/alternative;\n\tboundary="{b}"'], body)
    if not m.attachments:
        return inner
    b2 = boundary(rng)
    while b2 in inner[1].decode("latin-1"):
        b2 = boundary(rng)
    body = f"--{b2}\n".encode() + "\n".join(inner[0]).encode() + b"\n\n" + inner[1]
    for fname, mime, data in m.attachments:
        if fname.isascii():
            disp, ctype = f'attachment; filename="{fname}"', f'{mime}; name="{fname}"'
        else:
            disp, ctype = f"attachment; filename*=utf-8''{_pct(fname)}", mime
        body += (f"\n--{b2}\nContent-Type: {ctype}\nContent-Disposition: {disp}\n"
                 f"Content-Transfer-Encoding: base64\n\n").encode() + base64.encodebytes(data)
    body += f"\n--{b2}--\n".encode()
    return [f'Content-Type: multipart/mixed;\n\tboundary="{b2}"' if maybe(rng, 0.5) else f'Content-Type: multipart/mixed; boundary="{b2}"'], body


# ---------------------------------------------------------------- headers

def fold(name, value, width=78):
    line = f"{name}: {value}"
    if len(line) <= width or "\n" in value:
        return line
    out, cur = [], f"{name}:"
    for tok in value.split(" "):
        if len(cur) + 1 + len(tok) > width and cur != f"{name}:":
            out.append(cur)
            cur = " " + tok
        else:
            cur = cur + " " + tok
    out.append(cur)
    return "\n".join(out)


def ew(value, cs, mode, name="Subject"):
    if value.isascii():
        return value
    if not codec_ok(value, cs) or cs == "us-ascii":
        cs = "utf-8"
    c = Charset(cs)
    c.header_encoding = BASE64 if mode == "B" else QP
    return Header(value, c, header_name=name).encode(linesep="\n")


def fmt_addr(a, cs, mode):
    name, email = a
    if not name:
        return f"<{email}>" if maybe(random.Random(email), 0.5) else email
    if name.isascii():
        return formataddr((name, email))
    return f"{ew(name, cs, mode, 'From')} <{email}>"


def rfc_date(dt, style=0):
    wd = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"][dt.weekday()]
    mo = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][dt.month - 1]
    mins = int(dt.utcoffset().total_seconds() // 60)
    z = f"{'-' if mins < 0 else '+'}{abs(mins) // 60:02d}{abs(mins) % 60:02d}"
    day = f"{dt.day:02d}" if style in (0, 2) else str(dt.day)
    core = f"{day} {mo} {dt.year} {dt.hour:02d}:{dt.minute:02d}:{dt.second:02d} {z}"
    if style == 2:
        return f"{wd}, {core} ({'UTC' if z == '+0000' else 'CET' if z == '+0100' else 'CEST' if z == '+0200' else 'PDT' if z == '-0700' else 'EST' if z == '-0500' else 'UTC'})" if z in ("+0000", "+0100", "+0200", "-0700", "-0500") else f"{wd}, {core}"
    if style == 3:
        return core
    return f"{wd}, {core}"


def tz(off):
    sign = -1 if off[0] == "-" else 1
    return timezone(sign * timedelta(hours=int(off[1:3]), minutes=int(off[3:5])))


def b64blob(rng, n):
    return base64.b64encode(bytes(rng.getrandbits(8) for _ in range(n))).decode()[:n]


def msgid_for(rng, m, helo):
    dom = m.frm[1].split("@")[1]
    dt = m.date
    return rng.choice([
        f"<{hexid(rng, 32)}@{dom}>",
        f"<{alnum(rng, 32)}@{dom}>",                                   # PHPMailer style
        f"<{int(dt.timestamp())}.{rng.randint(10000, 99999)}.{hexid(rng, 12)}@{helo}>",
        f"<{dt.strftime('%Y%m%d%H%M%S')}.{hexid(rng, 16).upper()}@{dom}>",
        f"<{_uuid(rng)}@{rng.choice([dom, helo, 'localhost', 'WIN-' + alnum(rng, 11, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789')])}>",
        f"<CA{rng.choice('FKBMH')}{alnum(rng, rng.randint(38, 50))}@mail.{rng.choice(FREEMAIL)}>",
        f"<{alnum(rng, 4, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789')}PR{rng.randint(10, 99)}MB{rng.randint(1000, 9999)}{alnum(rng, 12, 'ABCDEF0123456789')}@"
        f"{alnum(rng, 4, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ')}PR{rng.randint(10, 99)}MB{rng.randint(1000, 9999)}.{rng.choice(['eurprd', 'namprd', 'apcprd'])}{rng.randint(1, 9):02d}.prod.outlook.example>",
        f"<0100{hexid(rng, 12)}-{_uuid(rng)}-000000@email.ses-relay.example>",
        f"<{digits(rng, 12)}.{digits(rng, 6)}.JavaMail.root@{helo}>",
    ])


def _uuid(rng):
    h = hexid(rng, 32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{rng.choice('89ab')}{h[17:20]}-{h[20:32]}"


MX_SW = ["Postfix", "Postfix", "Exim 4.97", "Microsoft SMTP Server", "mx.google-like.example", "Haraka"]


def received_chain(rng, m, rcpt):
    """Returns (lines newest-first, relay ip, helo)."""
    from_dom = m.frm[1].split("@")[1]
    env_dom = m.env_from.split("@")[1] if "@" in m.env_from else from_dom
    rdom = rcpt.email.split("@")[1]
    ip = doc_ip(rng)
    t = m.date.astimezone(timezone.utc)
    hops = []
    o = m.origin
    if o == "webform":
        host = f"{rng.choice(['server', 'web', 'host', 'cp'])}{rng.randint(1, 400)}.{rng.choice(HOSTING)}"
        hops.append(f"Received: by {host} (Postfix, from userid {rng.choice([33, 48, 1001, 1004])})\n\tid {alnum(rng, 11, 'ABCDEF0123456789')}; {rfc_date(t.astimezone(tz(rng.choice(['+0000', '+0100', '+0200', '-0500']))))}")
        helo = host
    elif o == "compromised":
        host = f"{rng.choice(['smtp', 'mail', 'mx', 'out'])}.{from_dom}"
        hops.append(f"Received: from [{rng.choice(['192.168.1', '10.0.0', '172.16.0', '192.168.100'])}.{rng.randint(2, 250)}] (unknown [{doc_ip(rng)}])\n"
                    f"\tby {host} (Postfix) with ESMTPSA id {alnum(rng, 11, 'ABCDEF0123456789')}\n\tfor <{rcpt.email}>; {rfc_date(t)}")
        helo = host
    elif o == "m365":
        reg = rng.choice(["EUR05", "NAM12", "APC01", "EUR03", "NAM04", "PAK03"])
        a = f"{alnum(rng, 4, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ')}{rng.randint(1, 9)}PR{rng.randint(10, 99)}MB{rng.randint(1000, 9999)}.{reg.lower()}.prod.outlook.example"
        b = f"{reg}-{alnum(rng, 3, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ')}{rng.randint(1, 9)}-obe.outbound.protection.outlook.example"
        hops.append(f"Received: from {a} ({doc_ip6(rng)}) by\n {a} ({doc_ip6(rng)}) with Microsoft SMTP\n Server (version=TLS1_2, cipher=TLS_ECDHE_RSA_WITH_AES_256_GCM_SHA384) id 15.20.{rng.randint(7000, 8999)}.{rng.randint(10, 40)}; {rfc_date(t.astimezone(tz('+0000')))}")
        helo = b
    elif o == "esp":
        espd = rng.choice(["sendnode.example", "mailrelay-pro.test", "bulkmta.example", "esp-relay.example", "blastmail.test"])
        helo = f"{rng.choice(['o', 'mta', 'out', 'sn'])}{rng.randint(1, 250)}.{espd}"
        hops.append(f"Received: by {helo} id {alnum(rng, 20, 'abcdefghijklmnopqrstuvwxyz0123456789')}\n\tfor <{rcpt.email}>; {rfc_date(t)}")
    else:
        helo = rng.choice([f"[{ip}]", "User", f"WIN-{alnum(rng, 11, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789')}", f"mail.{from_dom}",
                           f"{alnum(rng, 8, 'abcdefghijklmnopqrstuvwxyz')}.{rng.choice(HOSTING)}", "localhost", f"{from_dom}", f"vps{rng.randint(100, 99999)}.{rng.choice(HOSTING)}"])
    rdns = rng.choice(["unknown", f"{ip.replace('.', '-')}.static.{rng.choice(['isp-net', 'dsl-pool', 'broadband'])}.example",
                       helo if not helo.startswith("[") and "." in helo else "unknown", f"vps-{digits(rng, 5)}.{rng.choice(HOSTING)}"])
    mx = f"{rng.choice(['mx', 'mx1', 'mx2', 'mail', 'in1'])}.{rdom}"
    t1 = t + timedelta(seconds=rng.randint(1, 900))
    sw = rng.choice(MX_SW)
    sw_txt = "(Postfix)" if sw == "Postfix" else f"({sw})" if "." not in sw else f"({sw})"
    hops.insert(0, f"Received: from {helo} ({rdns} [{ip}])\n\tby {mx} {sw_txt} with {rng.choice(['ESMTP', 'ESMTPS', 'ESMTPS', 'SMTP'])} id {alnum(rng, rng.choice([10, 12, 14]), 'ABCDEF0123456789')}\n"
                   f"\tfor <{rcpt.email}>; {rfc_date(t1.astimezone(tz(rng.choice(['+0000', '+0100', '+0200', '-0400', '-0700']))), rng.choice([0, 1]))}")
    if maybe(rng, 0.4):
        t2 = t1 + timedelta(seconds=rng.randint(1, 30))
        hops.insert(0, f"Received: from localhost (localhost [127.0.0.1])\n\tby {rng.choice(['imap', 'mail', 'store'])}.{rdom} ({rng.choice(['Postfix', 'Dovecot', 'amavisd-new'])}) with ESMTP id {alnum(rng, 10, 'ABCDEF0123456789')}\n"
                       f"\tfor <{rcpt.email}>; {rfc_date(t2.astimezone(timezone.utc))}")
    return hops, ip, helo, mx, env_dom


def auth_results(rng, m, ip, mx, env_dom):
    from_dom = m.frm[1].split("@")[1]
    a = m.auth
    if a == "absent":
        return [], False
    sel = rng.choice(["s1", "k1", "default", "selector1", "mail", "dkim", "s2048", "x"])
    dkim_pass = False
    if a == "pass":
        spf, dk, dm = f"spf=pass (domain of {env_dom} designates {ip} as permitted sender) smtp.mailfrom={env_dom}", f"dkim=pass header.d={from_dom} header.s={sel}", f"dmarc=pass (p={rng.choice(['NONE', 'QUARANTINE', 'NONE'])}) header.from={from_dom}"
        dkim_pass = True
    elif a == "partial":
        other = env_dom if env_dom != from_dom else random_domain(rng)
        spf, dk, dm = f"spf=pass smtp.mailfrom={other}", rng.choice([f"dkim=pass header.d={other} header.s={sel}", "dkim=none (message not signed)"]), f"dmarc=fail (p={rng.choice(['REJECT', 'QUARANTINE', 'NONE'])} sp=NONE dis={rng.choice(['NONE', 'QUARANTINE'])}) header.from={from_dom}"
    elif a == "fail":
        spf = f"spf=fail (domain of {env_dom} does not designate {ip} as permitted sender) smtp.mailfrom={env_dom}"
        dk = rng.choice(["dkim=none (message not signed)", f"dkim=fail (signature did not verify) header.d={from_dom}", "dkim=none"])
        dm = f"dmarc=fail (p={rng.choice(['REJECT', 'QUARANTINE', 'NONE'])} sp=NONE dis=NONE) header.from={from_dom}"
    elif a == "softfail":
        spf = f"spf=softfail (domain of transitioning {env_dom} does not designate {ip} as permitted sender) smtp.mailfrom={env_dom}"
        dk = rng.choice(["dkim=none (message not signed)", "dkim=neutral (no signatures)"])
        dm = f"dmarc={rng.choice(['fail', 'none'])} header.from={from_dom}"
    else:
        spf = f"spf=none (domain of {env_dom} does not provide a record) smtp.mailfrom={env_dom}" if maybe(rng, 0.6) else f"spf=neutral smtp.mailfrom={env_dom}"
        dk, dm = "dkim=none (message not signed)", f"dmarc=none action=none header.from={from_dom}"
    lines = [f"Authentication-Results: {mx};\n\t{dk};\n\t{spf};\n\t{dm}"]
    if maybe(rng, 0.3):
        res = {"pass": "Pass", "partial": "Pass", "fail": "Fail", "softfail": "SoftFail", "none": "None"}[a]
        lines.append(f"Received-SPF: {res} ({mx}: {'domain of' if res != 'None' else 'no SPF record for'} {env_dom}{' designates ' + ip + ' as permitted sender' if res == 'Pass' else ''})\n\tclient-ip={ip}; envelope-from={m.env_from}; helo={rng.choice([env_dom, 'localhost', 'User'])};")
    if dkim_pass:
        lines.append(f"DKIM-Signature: v=1; a=rsa-sha256; c=relaxed/relaxed; d={from_dom};\n\ts={sel}; t={int(m.date.timestamp())}; "
                     f"bh={b64blob(rng, 43)}=;\n\th=From:To:Subject:Date:Message-ID:MIME-Version:Content-Type;\n"
                     f"\tb={b64blob(rng, 68)}\n\t {b64blob(rng, 68)}\n\t {b64blob(rng, 36)}=")
    return lines, dkim_pass


def serialize(m, rng, rcpt, crlf):
    hmode = rng.choice(["B", "Q", "B"])
    hcs = "utf-8" if maybe(rng, 0.8) else "iso-8859-1"
    hops, ip, helo, mx, env_dom = received_chain(rng, m, rcpt)
    if m.msgid is None:
        m.msgid = msgid_for(rng, m, helo)
    lines = [f"Return-Path: <{m.env_from}>"]
    if maybe(rng, 0.4):
        lines.append(f"Delivered-To: {rcpt.email}")
    ar, _ = auth_results(rng, m, ip, mx, env_dom)
    lines.extend(hops[:1])
    lines.extend(ar)
    lines.extend(hops[1:])
    if m.origin == "webform":
        lines.append(f"X-PHP-Originating-Script: {rng.choice([33, 1001, 1004, 48])}:{rng.choice(['mailer.php', 'class.phpmailer.php', 'wp-mail.php', 'send.php', 'x.php', 'post.php'])}")
    core = [("From", fmt_addr(m.frm, hcs, hmode))]
    if m.to == "undisclosed":
        core.append(("To", "undisclosed-recipients:;"))
    elif m.to:
        core.append(("To", ", ".join(fmt_addr(a, hcs, hmode) for a in m.to)))
    if m.reply_to:
        core.append(("Reply-To", fmt_addr(m.reply_to, hcs, hmode)))
    core.append(("Subject", ew(m.subject, hcs, hmode)))
    core.append(("Date", rfc_date(m.date, rng.choice([0, 0, 1, 2, 3]))))
    core.append(("Message-ID", m.msgid))
    if maybe(rng, 0.4):
        rng.shuffle(core)
    for k, v in core:
        lines.append(f"{k}: {v}" if "\n" in v or not v.isascii() else fold(k, v))
    for k, v in m.headers:
        if not v.isascii():
            v = ew(v, "utf-8", "B", k)
        lines.append(fold(k, v) if "\n" not in v else f"{k}: {v}")
    ch, body = build_body(m, rng)
    lines.append("MIME-Version: 1.0")
    lines.extend(ch)
    head = "\n".join(lines)
    if not head.isascii():
        raise ValueError(f"non-ASCII header in {m.subject!r}")
    raw = head.encode("ascii") + b"\n\n" + body
    if crlf:
        raw = raw.replace(b"\r\n", b"\n").replace(b"\n", b"\r\n")
    return raw


# ============================================================================ attachments

def attachment(rng, name, S):
    ext = name.rsplit(".", 1)[-1].lower()
    if ext in ("html", "htm"):
        u = S["url"]
        data = rng.choice([
            f'<html><head><meta http-equiv="refresh" content="0;url={u}"></head><body>Loading document...</body></html>\n',
            f'<!DOCTYPE html><html><body><script>window.location.href="{u}";</script><p>Please wait...</p></body></html>\n',
            f'<html><body><form action="{u}" method="post"><p>Sign in to view the document</p><input name="email" value="{S["email"]}">'
            f'<input name="pass" type="password"><button>View</button></form></body></html>\n'])
        return name, "text/html", data.encode()
    if ext == "svg":
        return name, "image/svg+xml", f'<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><a href="{S["url"]}"><text y="9">Open</text></a></svg>\n'.encode()
    if ext == "zip":
        return name, rng.choice(["application/zip", "application/x-zip-compressed", "application/octet-stream"]), b"PK\x05\x06" + b"\x00" * 18
    if ext == "pdf":
        return name, "application/pdf", b"%PDF-1.4\n% placeholder\n%%EOF\n"
    # .exe / .iso / .img etc.: a few dummy bytes, deliberately not a real executable
    return name, "application/octet-stream", bytes(rng.getrandbits(8) for _ in range(rng.randint(24, 64)))


ATTACH = {
    "invoice": ["{inv}.html", "Invoice_{inv}.pdf.html", "Remittance_Advice_{code}.svg", "INV{code}.zip", "Invoice_{code}.pdf.exe",
                "Payment_copy_{code}.iso", "Statement_{code}.htm", "Proforma_{code}.shtml", "Overdue_{inv}.html"],
    "voice": ["VM_{code}.wav.html", "Voice_Message_{code}.htm", "Audio_{code}.mp3.html", "PlayMessage_{code}.svg", "Fax_{code}.pdf.html", "Fax-Doc-{code}.htm"],
    "docs": ["{doc}.{ext}.html", "{doc}.htm", "{doc}.svg", "{doc}_{code}.html", "{doc}.zip"],
    "hr": ["Salary_Adjustment_2025.xlsx.html", "Payroll_Update_{code}.htm", "Benefits_Enrollment.pdf.html", "Bonus_Allocation.svg", "Handbook_Acknowledgement.html"],
    "parcel": ["Shipping_Label_{code}.zip", "AWB_{code}.pdf.exe", "Delivery_Invoice_{code}.html", "Customs_Form_{code}.zip", "Label_{code}.iso"],
    "esign": ["Completed_{doc}.html", "{doc}_signed.pdf.html", "Review_{doc}.htm", "{doc}.svg"],
    "tax": ["Refund_Form_{code}.html", "Tax_Statement_{code}.pdf.html"],
}


# ============================================================================ rendering

def linkify_html(p, S, rng, mismatch):
    u = S.get("url")
    h = esc(p)
    if u and esc(u) in h:
        vis = esc(display_url(rng, S)) if mismatch else esc(u)
        h = h.replace(esc(u), f'<a href="{esc(u)}">{vis}</a>')
    return h


def preheader_html(rng, text):
    pad = "&zwnj;&nbsp;" * rng.randint(20, 90) if maybe(rng, 0.6) else ""
    return rng.choice([
        f'<div style="display:none;max-height:0;overflow:hidden;mso-hide:all;">{esc(text)}{pad}</div>',
        f'<span style="display:none !important;visibility:hidden;opacity:0;color:transparent;height:0;width:0;font-size:1px">{esc(text)}{pad}</span>',
        f'<div class="preheader" style="font-size:0;line-height:0;color:#ffffff;max-height:0px;overflow:hidden">{esc(text)}{pad}</div>'])


POISON = ["the garden by the river was quiet that autumn", "a recipe for lemon cake needs two eggs", "quarterly meeting notes attached for review",
          "the train to the coast leaves at nine", "weather forecast sunny with light wind", "invoice ledger reconciliation pending audit",
          "please remember the team lunch on friday", "our library opens new reading rooms", "the football match ended in a draw",
          "de fiets staat in de schuur", "der Zug hat heute Verspätung", "le marché ouvre à huit heures", "la reunión se aplaza al lunes"]


def render_html(rng, c, S, brand):
    color = brand[2] if brand else rng.choice(["#0b5394", "#c62828", "#2e7d32", "#6a1b9a", "#ef6c00", "#333333"])
    url = S.get("url")
    mismatch = maybe(rng, 0.7)
    style = rng.choice(["card", "card", "plain", "image"] if url else ["plain", "plain", "card"])
    font = rng.choice(["Segoe UI,Arial,sans-serif", "Arial,Helvetica,sans-serif", "Helvetica Neue,Helvetica,Arial", "Verdana,Geneva,sans-serif", "Calibri,sans-serif"])
    out = [rng.choice(['<!DOCTYPE html>\n<html>', '<html xmlns="http://www.w3.org/1999/xhtml">', '<html>']),
           '<head><meta http-equiv="Content-Type" content="text/html; charset=utf-8">' + (f"<title>{esc(c['subject'])}</title>" if maybe(rng, 0.3) else "") + "</head>",
           f'<body style="margin:0;padding:0;font-family:{font};{rng.choice(["background:#f4f4f4;", "", "background:#ffffff;"])}">']
    if c.get("pre") and maybe(rng, 0.6):
        out.append(preheader_html(rng, c["pre"]))
    paras = [linkify_html(p, S, rng, mismatch) for p in c["paras"]]
    cta = c.get("cta")
    btn = ""
    if cta and url:
        btn = rng.choice([
            f'<table role="presentation" cellpadding="0" cellspacing="0" border="0"><tr><td align="center" bgcolor="{color}" style="border-radius:4px;">'
            f'<a href="{esc(url)}" target="_blank" style="display:inline-block;padding:12px 28px;color:#ffffff;text-decoration:none;font-weight:bold;">{esc(cta)}</a></td></tr></table>',
            f'<p style="text-align:center"><a href="{esc(url)}" style="background-color:{color};color:#fff;padding:10px 22px;border-radius:3px;text-decoration:none">{esc(cta)}</a></p>',
            f'<p><a href="{esc(url)}"><b>{esc(cta)}</b></a></p>',
            f'<p><a href="{esc(url)}" title="{esc(display_url(rng, S))}">{esc(display_url(rng, S)) if mismatch else esc(cta)}</a></p>'])
    greet = f"<p>{esc(c['greet'])}</p>" if c.get("greet") else ""
    body = "\n".join(f'<p style="margin:0 0 14px 0;line-height:1.5">{p}</p>' for p in paras)
    sign = "<p>" + "<br>".join(esc(x) for x in c["sign"].split("\n")) + "</p>" if c.get("sign") else ""
    foot = ""
    if c.get("foot"):
        foot = f'<p style="font-size:11px;color:#888888;margin-top:24px">{"<br>".join(esc(x) for x in c["foot"].split(chr(10)))}</p>'
    if c.get("unsub"):
        foot += f'<p style="font-size:10px;color:#999"><a href="{esc(c["unsub"])}" style="color:#999">{esc(c.get("unsub_label", "Unsubscribe"))}</a></p>'
    bname = esc(c.get("bdisp") or (brand[0] if brand else ""))
    if style == "card":
        out.append(f'<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center">'
                   f'<table width="{rng.choice([560, 600, 640])}" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;border:1px solid #e0e0e0">')
        if bname:
            out.append(f'<tr><td style="background:{color};padding:16px 24px;color:#ffffff;font-size:20px;font-weight:bold">'
                       + (f'<img src="https://cdn.{rng.choice(["imghost", "static-assets", "mailcdn"])}.example/{alnum(rng, 10)}/logo.png" alt="{bname}" height="28">' if maybe(rng, 0.4) else bname)
                       + "</td></tr>")
        out.append(f'<tr><td style="padding:24px;font-size:14px;color:#333333">{greet}\n{body}\n{btn}\n{sign}</td></tr>')
        out.append(f'<tr><td style="padding:12px 24px;background:#fafafa">{foot}</td></tr></table></td></tr></table>')
    elif style == "plain":
        out.append(f'<div dir="ltr">{greet}\n{body}\n{btn}\n{sign}\n{foot}</div>')
    else:
        img = f'https://{rng.choice(["i.imghost", "cdn.mailcdn", "img.static-assets"])}.example/{alnum(rng, 12)}.{rng.choice(["png", "jpg", "gif"])}'
        out.append(f'<center><a href="{esc(url)}"><img src="{img}" alt="{esc(cta or c["subject"])}" width="600" border="0" style="display:block;max-width:100%"></a></center>')
        out.append(f'<div style="max-width:600px;margin:0 auto;font-size:14px">{greet}{body}{btn}{sign}{foot}</div>')
    if maybe(rng, 0.15):
        out.append(f'<div style="color:#ffffff;font-size:1px;line-height:1px">{esc(" ".join(rng.sample(POISON, 3)))}</div>')
    if maybe(rng, 0.5):
        out.append(tracking_pixel(rng))
    out.append("</body></html>")
    return "\n".join(out) + "\n"


def render_text(rng, c, S):
    out = []
    if c.get("greet"):
        out.append(c["greet"])
    out.extend(c["paras"])
    url = S.get("url")
    if c.get("cta") and url:
        out.append(rng.choice([f"{c['cta']}: {url}", f"{c['cta']}\n{url}", f">> {c['cta']} <<\n{url}", f"{c['cta']}:\n\n  {url}",
                               f"[{c['cta']}] {url}", f"{url}"]))
    if c.get("sign"):
        out.append(c["sign"])
    if c.get("foot"):
        out.append(rng.choice(["", "--\n", "______________________________\n", "\n"]) + c["foot"])
    if c.get("unsub"):
        out.append(f"{c.get('unsub_label', 'Unsubscribe')}: {c['unsub']}")
    txt = "\n\n".join(out)
    if maybe(rng, 0.3):
        txt = "\n".join("\n".join(textwrap.wrap(line, 76)) if len(line) > 76 and "http" not in line else line for line in txt.split("\n"))
    return txt + "\n"


# ============================================================================ English templates
# Each kind: subj (alternatives), pre (hidden preheader), paras (a list of positions; each position is a list of
# alternatives, "" = skip), cta (button labels), sign, foot; optional short (whole one-liner bodies) and greet.

GREET = {
    "en": ["Dear {first},", "Hello {first},", "Dear Customer,", "Dear user,", "Hi,", "Hello,", "Dear {email},", "Attention: {user}",
           "Dear Valued Customer,", "Hi {first}", "Dear Account Holder,", "", "", "Good day,"],
}
URG = {
    "en": ["Failure to do so within {hours} hours will result in permanent suspension.", "This link expires in {hours} hours.",
           "Please act before {date} to avoid interruption.", "If no action is taken, your account will be closed automatically.",
           "Note: unverified accounts are deactivated after {days} days.", "Kindly treat as urgent.", "", "", "",
           "Ignoring this notice may result in loss of data.", "Time remaining: {hours}:00:00"],
}
FOOT = {
    "en": ["This is an automated message. Please do not reply to this email.", "© {year} {brand}. All rights reserved.",
           "{brand} Security Team", "You received this email because you are a registered user.", "Message ID: {ref}",
           "This email was sent to {email}.", "Copyright {year} {brand} Inc. | Privacy | Terms", ""],
}

EN = {}

EN["mailbox_quota"] = dict(
    subj=["Your mailbox is almost full", "Mailbox storage limit reached ({pct}%)", "Action required: {email} storage quota exceeded",
          "{msgs} incoming messages are on hold", "Mail delivery suspended for {email}", "[{rdomain}] Storage full - messages pending",
          "Warning: your email quota is at {pct}%", "Re: Mailbox upgrade notice", "Your {rdomain} mailbox will stop receiving mail",
          "Pending messages for {user}", "Storage notification for {email}"],
    pre=["{msgs} messages could not be delivered to your inbox", "Increase your storage now to continue receiving mail",
         "Your mailbox has exceeded its storage limit"],
    paras=[["Your mailbox {email} has exceeded the storage limit of {quota} set by your administrator.",
            "Your email account is {pct}% full. You may not be able to send or receive new messages until you {free up space|upgrade your storage|validate your mailbox}.",
            "We noticed that your mailbox has reached its maximum storage capacity ({pct}% of {quota}).",
            "Our system has placed {msgs} incoming messages on hold because your mailbox is full."],
           ["To keep receiving emails, please {increase|upgrade|re-validate} your mailbox storage using the link below.",
            "{msgs} messages are currently pending delivery and will be {deleted|returned to sender|lost} if no action is taken.",
            "You can get {quota} of additional storage free of charge by confirming your account.",
            "Click the button below to release your pending messages and restore normal service."],
           ["", "", "This service is free for all {rdomain} users.", "Note: this is a one-time verification required after our recent server upgrade.",
            "Login with your current password to continue."]],
    cta=["Increase Storage", "Release Messages", "Upgrade Mailbox", "Validate Now", "Free Up Space", "Get More Storage", "Keep My Messages"],
    sign=["{brand}", "Email Administrator", "IT Help Desk\n{rdomain}", "Mail Server Admin", "Regards,\nSystem Administrator", "Thanks,\nThe {brand} Team"],
)

EN["password_expiry"] = dict(
    subj=["Your password expires today", "Password expiration notice for {email}", "Action Required: Password Expiry",
          "Your {rdomain} password will expire in {days} days", "Keep current password", "Password Reset Required",
          "Notice: password for {user} expires {date}", "Important: update your login details", "Your credentials will expire soon"],
    pre=["Keep your current password to avoid losing access", "Your password expires today"],
    paras=[["The password for {email} is set to expire {today|on {date}|in {days} days}.",
            "Your account password has expired and must be {updated|confirmed|reset} to keep access to your mailbox.",
            "Per the security policy of {rorg}, all passwords must be renewed every 90 days. Your password expires on {date}."],
           ["You can keep your current password by clicking below.", "To keep using your current password, {confirm|verify} it using the secure link below.",
            "Please update your password now to avoid being locked out of email, Teams and other services.",
            "If you do not update your password, you will be signed out of all devices."],
           ["", "This change affects all staff.", "Thank you for helping us keep {rorg} secure.", "Do not share this email."]],
    cta=["Keep Current Password", "Update Password", "Change Password Now", "Keep Password", "Continue"],
    sign=["IT Department", "{brand} Account Team", "Help Desk", "Regards,\nIT Support", "Microsoft 365 Admin Center"],
)

EN["unusual_signin"] = dict(
    subj=["Unusual sign-in activity", "New sign-in to your account from {city}", "Security alert: suspicious login attempt",
          "We blocked a sign-in attempt", "Someone tried to access your {brand} account", "Was this you?", "Unusual activity detected on your account",
          "Security alert for {email}", "New device login: {device}"],
    pre=["We detected something unusual about a recent sign-in", "Sign-in from {city}"],
    paras=[["We detected an unusual sign-in to your {brand} account {email}.", "Someone just used your password to try to sign in to your account.",
            "A new device signed in to your account on {past} at {time}."],
           ["Details:\nCountry/region: {city}\nIP address: {ip}\nDevice: {device}\nDate: {past} {time} (UTC)",
            "Location: {city}\nIP: {ip}\nBrowser: {device}", "Location: {city} (IP {ip})"],
           ["If this was you, you can safely ignore this email. If not, please secure your account immediately.",
            "If you don't recognise this activity, review your recent activity and secure your account.",
            "If this wasn't you, your account may be compromised. Please verify your identity now.",
            "For your protection we have temporarily limited some features until you confirm it was you."]],
    cta=["Review Activity", "Secure My Account", "This wasn't me", "Verify Identity", "Check Activity", "Report and Secure"],
    sign=["The {brand} Account Team", "{brand} Security", "Thanks,\nThe {brand} account team", ""],
)

EN["account_suspended"] = dict(
    subj=["Your account has been suspended", "Your {brand} account is limited", "Action needed: we've locked your account",
          "Account on hold: update required", "Important: your account access has been restricted", "We couldn't verify your information",
          "[Notice] Account Suspension #{case}", "Your account will be closed", "Final notice: account deactivation",
          "Your {brand} account has been temporarily disabled", "Problem with your account"],
    pre=["We need a little more information to restore full access", "Resolve this to restore your account"],
    paras=[["We noticed some unusual activity on your {brand} account and have temporarily {suspended|limited|locked} it as a precaution.",
            "Your {brand} account has been {limited|restricted|suspended} because we were unable to verify your billing information.",
            "During a routine security review we found that your account information is incomplete or outdated.",
            "We have detected multiple failed payment attempts associated with your account."],
           ["To restore full access, please confirm your details within {hours} hours.",
            "Until this is resolved you will not be able to {send payments|place orders|access your account|use your card}.",
            "Case ID: {case}. Please log in and complete the verification steps.",
            "You can restore your account by verifying your identity and payment method."],
           ["", "We apologise for any inconvenience.", "Thank you for being a valued customer.",
            "If you do not complete verification, your account will be permanently closed."]],
    cta=["Restore Account", "Verify Now", "Confirm My Details", "Log In", "Resolve Now", "Update Information", "Unlock Account"],
    sign=["{brand} Customer Service", "Sincerely,\n{brand}", "The {brand} Team", "{brand} Security Department"],
)

EN["verify_identity"] = dict(
    subj=["Identity verification required", "Complete your KYC verification", "Please verify your identity to continue",
          "Your verification is incomplete", "Reminder: confirm your personal details", "Action required: update your ID documents",
          "Verify your account to avoid restrictions"],
    pre=["It only takes 2 minutes", "Complete verification to avoid restrictions"],
    paras=[["As part of our commitment to security and new regulatory requirements, we need to verify the identity of all account holders.",
            "We were unable to confirm your identity with the information we have on file.",
            "Due to updated anti-money laundering regulations, all customers must re-verify their identity by {date}."],
           ["Please have your ID card or passport and a recent selfie ready.", "You will be asked to confirm your personal details and card information.",
            "The process takes less than 5 minutes."],
           ["Accounts that are not verified by {date} will be restricted.", "Thank you for your cooperation.", ""]],
    cta=["Verify Identity", "Start Verification", "Continue", "Upload Documents"],
    sign=["{brand} Compliance", "Compliance Department\n{brand}", "{brand}"],
)

EN["shared_document"] = dict(
    subj=["{sender} shared \"{doc}\" with you", "You have a new shared file", "{sender} has shared a document with you",
          "Document shared with you: {doc}.{ext}", "New file received from {sender}", "[{brand}] {nfiles} new files shared",
          "You've received {nfiles} files via {brand}", "Shared: {doc}", "Please review: {doc}", "RE: {doc}"],
    pre=["{sender} shared a file", "Open to view the document", "This link only works for the direct recipients of this message"],
    paras=[["{sender} shared a file with you.", "{sender} ({sender_mail}) has shared the following document with you:",
            "Hi {first}, {sender} invited you to view a document.", "You have received {nfiles} secure files."],
           ["{doc}.{ext}", "{doc}.{ext} ({pages} pages)", "\"{doc}.{ext}\"\nShared on {today}", "Files: {doc}.{ext} and {nfiles} others"],
           ["", "\"Please review and let me know your thoughts.\"", "\"Here is the document we discussed.\"", "\"Kindly review the attached and revert.\"",
            "This link will only work for {email}.", "The file will be available for {days} days."]],
    cta=["Open", "View Document", "Open in {brand}", "Download Files", "Review Document", "Access File"],
    sign=["", "{brand}", "Privacy Statement", "This email was generated by {brand} on behalf of {sender}."],
)

EN["esign_request"] = dict(
    subj=["{sender} sent you a document to review and sign", "Please DocuSign: {doc}.pdf", "Completed: {doc} - signature required",
          "Signature requested: {doc}", "Reminder: {doc} is waiting for your signature", "Review and sign: Agreement #{ref}",
          "Your document has been completed", "Action required: sign {doc}"],
    pre=["Please review and sign", "Document ready for signature"],
    paras=[["{sender} sent you a document to review and sign.", "Your document is ready for signature.",
            "All parties have completed \"{doc}\". Please review the final document."],
           ["Document: {doc}.pdf\nPages: {pages}\nSent: {today}", "Please review the {doc} and sign by {date}.", "Reference: {ref}"],
           ["", "Do not share this email. This email contains a secure link to {brand}.", "If you have trouble signing, contact the sender directly."]],
    cta=["Review Document", "REVIEW DOCUMENT", "Sign Now", "View Completed Document", "Open Document"],
    sign=["Powered by {brand}", "{brand} Electronic Signature Service", ""],
)

EN["voicemail_fax"] = dict(
    subj=["New voicemail from {phone}", "You have a new voice message ({secs})", "Missed call from {phone}",
          "Voice Message Received - {today}", "New Fax Received: {pages} pages", "Incoming fax from {phone}",
          "[{rdomain}] Voicemail for {user}", "Audio message for {email}"],
    pre=["Listen to your message", "You have 1 new message"],
    paras=[["You received a new voice message.", "You have a new voicemail in your mailbox.", "A new fax document has been delivered to your inbox."],
           ["From: {phone}\nTo: {email}\nDuration: {secs}\nReceived: {past} {time}", "Caller: {phone}\nLength: {secs}",
            "Sender: {phone}\nPages: {pages}\nReceived: {today} {time}"],
           ["", "The message is attached to this email.", "Please find the message attached.", "Listen with your {rdomain} credentials.",
            "The message will be deleted after {days} days."]],
    cta=["Play Message", "Listen Now", "Play Voicemail", "View Fax", "Open Fax Document"],
    sign=["{brand}", "Voice Mail System", "{rdomain} Unified Messaging", ""],
)

EN["hr_payroll"] = dict(
    subj=["Salary adjustment for {today}", "Important: update your payroll details", "Your payslip is available",
          "Action Required: annual benefits enrollment", "Q{q} bonus allocation", "Employee handbook acknowledgement",
          "Payroll direct deposit update", "HR: Performance review and salary increase", "Confidential: {rorg} compensation update"],
    pre=["Review your updated compensation", "Confidential"],
    paras=[["All staff are required to review and acknowledge the updated compensation policy.",
            "Your salary adjustment for this period has been approved. Please review the details.",
            "Payroll is migrating to a new system. Please confirm your bank details before the next pay run on {date}.",
            "The open enrollment window for benefits closes on {date}."],
           ["Access the document with your {rdomain} email credentials.", "The document is attached / available on the HR portal.",
            "Failure to confirm may delay your next payment.", "This information is confidential."],
           ["", "Thank you,", "Kind regards,"]],
    cta=["View Document", "Review Salary", "Access HR Portal", "Confirm Details", "Open Payslip"],
    sign=["Human Resources\n{rorg}", "HR Department", "Payroll Team", "{brand}"],
)

EN["mfa_reset"] = dict(
    subj=["Multi-factor authentication reset required", "Your MFA settings will be disabled", "Re-register your authenticator app",
          "Action required: security info update", "Your 2-step verification is expiring", "Microsoft Authenticator: re-enrollment required"],
    pre=["Re-register to keep access", "Your MFA token has expired"],
    paras=[["Your multi-factor authentication (MFA) registration has expired.", "As part of a security upgrade, all users must re-register their authenticator app.",
            "We are moving to a new two-factor authentication provider."],
           ["Scan the QR code or use the link below to re-enroll before {date}.", "Users who do not re-register will lose access to email and VPN.",
            "Please enter the verification code you receive to confirm your device."],
           ["", "This is mandatory for all {rorg} employees.", "Thanks for keeping {rorg} secure."]],
    cta=["Re-register Now", "Update Security Info", "Enroll Device", "Verify Device"],
    sign=["IT Security", "{rorg} IT", "Identity & Access Management"],
)

EN["parcel_fee"] = dict(
    subj=["Your package is on hold", "Delivery attempt failed - {track}", "Your parcel is waiting for delivery", "Action required: unpaid customs fee",
          "Your shipment {track} could not be delivered", "We were unable to deliver your package", "Final notice: your parcel will be returned",
          "Confirm your delivery address", "Package held at customs", "Your order is pending delivery", "📦 Your parcel {track} needs attention"],
    pre=["Pay {fee} to reschedule delivery", "Your parcel will be returned to sender", "Delivery status: on hold"],
    paras=[["Your package with tracking number {track} is currently on hold at our {distribution centre|local depot|customs facility}.",
            "We attempted to deliver your parcel on {past} but no one was available.", "Your shipment could not be delivered because of an incomplete address.",
            "Your parcel has arrived at the customs office. Import charges must be paid before delivery."],
           ["To schedule a new delivery, a {redelivery|handling|customs} fee of {fee} is required.", "Outstanding amount: {fee}", "Please confirm your address and pay the fee of {fee}.",
            "Tracking number: {track}\nStatus: Pending payment\nAmount due: {fee}"],
           ["If payment is not received within {hours} hours, the parcel will be returned to the sender.", "", "Delivery will take place within 1-2 business days after payment.",
            "Please have your card ready."]],
    cta=["Reschedule Delivery", "Pay Now", "Track Package", "Confirm Address", "Pay {fee}", "Schedule Delivery"],
    sign=["{brand}", "{brand} Customer Service", "Your {brand} Team", ""],
)

EN["invoice_attachment"] = dict(
    subj=["Invoice {inv}", "Overdue invoice {inv}", "Payment reminder: {inv}", "Re: outstanding payment", "Your invoice {inv} from {company}",
          "Remittance advice", "Payment confirmation {ref}", "Statement of account - {today}", "FW: Invoice {inv} - past due", "Purchase order {inv}"],
    pre=["Please find attached", "Invoice attached"],
    paras=[["Please find attached invoice {inv} for the amount of {amount}.", "Attached is the remittance advice for the payment made on {past}.",
            "Our records show that invoice {inv} ({amount}) is now past due.", "Kindly see the attached invoice and confirm receipt."],
           ["The attachment can be viewed in your browser.", "Payment is due by {date}.", "Please process the payment at your earliest convenience.",
            "Let us know if you have any questions."],
           ["", "Thank you for your business.", "Best regards,"]],
    cta=["View Invoice", "Download Invoice", "Open Attachment"],
    sign=["{sender}\nAccounts Receivable\n{company}", "Accounts Department", "{sender}", "Billing Team\n{company}"],
    short=["Please see attached invoice.", "Invoice attached. Please confirm payment.", "Hi, attached is the remittance. Thanks",
           "See attached and advise.", "Payment copy attached."],
)

EN["subscription_failed"] = dict(
    subj=["Your subscription has been suspended", "Payment declined: update your billing information", "Your {brand} membership is on hold",
          "We couldn't process your payment", "Your subscription expires today", "Renewal failed - action required", "Your {brand} protection has expired",
          "Last reminder: update your payment details", "Your account will be deactivated"],
    pre=["Update your payment method to keep watching", "Your protection expired", "Don't lose access"],
    paras=[["We were unable to process your latest payment for your {brand} subscription.", "Your {brand} subscription expired on {past}.",
            "The automatic renewal of your {brand} plan failed because your card was declined.", "Your computer may be at risk: your {brand} protection has expired."],
           ["To keep enjoying uninterrupted service, please update your payment details.", "Renew now and get {pct}% off your next year.",
            "Your subscription will be cancelled if we don't receive payment within {hours} hours.", "Amount due: {small}"],
           ["", "Thanks for being a member.", "Questions? Visit our Help Center.", "Subscription ID: {ref}"]],
    cta=["Update Payment", "Renew Now", "Update Account", "Restart Membership", "Restore Protection"],
    sign=["The {brand} Team", "{brand} Billing", "Your friends at {brand}", ""],
)

EN["refund_pending"] = dict(
    subj=["Your refund is pending", "Refund of {small} approved", "Action required to receive your refund", "Refund notification #{ref}",
          "We owe you money: claim your refund", "Your overpayment will be refunded"],
    pre=["Confirm your card to receive your refund", "Refund pending"],
    paras=[["We have processed a refund of {small} for your recent order.", "Due to a billing error you were charged twice. A refund of {small} has been approved.",
            "You are eligible for a refund of {small}."],
           ["To receive the refund, please confirm the card on which you want to be credited.", "Refunds are issued within 3-5 business days after confirmation.",
            "Refund reference: {ref}"],
           ["", "Unclaimed refunds expire after {days} days."]],
    cta=["Claim Refund", "Confirm Refund", "Get My Refund"],
    sign=["{brand} Billing", "{brand} Customer Support", "{brand}"],
)

EN["tax_refund"] = dict(
    subj=["Tax refund notification", "You are eligible for a tax refund of {refund}", "Your tax refund is ready", "Important: tax refund claim pending",
          "Refund reference {ref}", "Tax rebate - last reminder"],
    pre=["Submit your refund request", "Refund amount: {refund}"],
    paras=[["After the last annual calculation of your fiscal activity we have determined that you are eligible to receive a tax refund of {refund}.",
            "Our records show that you have overpaid tax in the last fiscal year.", "You have an unclaimed tax refund of {refund}."],
           ["Please submit the tax refund request and allow us 3-5 business days to process it.", "To receive your refund, please complete the online form.",
            "A refund can be delayed for a variety of reasons, for example submitting invalid records."],
           ["", "Reference number: {ref}", "Note: this is your final reminder."]],
    cta=["Claim Refund", "Access Refund Form", "Submit Request"],
    sign=["{brand}", "Refund Department\n{brand}", "Regards,\n{brand}"],
)

EN["crypto_wallet"] = dict(
    subj=["Your wallet has been suspended", "Mandatory wallet upgrade required", "Action required: verify your recovery phrase",
          "Security update for your {brand} wallet", "Your wallet will be disconnected", "Unauthorized transaction detected",
          "Wallet verification notice", "Important: {brand} wallet migration", "Your assets are at risk"],
    pre=["Complete verification to keep access to your funds", "Sync your wallet now"],
    paras=[["Due to new regulatory requirements, all {brand} wallets must be verified by {date}.",
            "We detected an unauthorized attempt to withdraw {coin} from your wallet.", "A mandatory security upgrade is being rolled out to all {brand} users.",
            "Your wallet has been temporarily suspended because it was not synchronised with the latest network update."],
           ["To continue using your wallet, please {verify|validate|synchronise} it using your 12 or 24-word recovery phrase.",
            "Unverified wallets will be {restricted|disconnected|permanently disabled} and funds may be lost.",
            "Please complete the verification to protect your assets.",
            "The process takes less than 2 minutes and requires your secret recovery phrase."],
           ["", "We will never ask for your password.", "Thank you for choosing {brand}.", "Ref: {case}"]],
    cta=["Verify Wallet", "Upgrade Now", "Sync Wallet", "Secure My Assets", "Validate Wallet"],
    sign=["{brand} Support", "The {brand} Team", "{brand} Security"],
)

EN["crypto_airdrop"] = dict(
    subj=["🎁 You are eligible for the {coin} airdrop", "Claim your {tokens} {coin} tokens", "Airdrop Season 2 is live", "Your reward is ready to claim",
          "Last chance: unclaimed airdrop", "Congratulations! Your wallet qualified"],
    pre=["Connect your wallet to claim", "Ends in {hours} hours"],
    paras=[["Your wallet qualified for the {brand} community airdrop.", "As an early user you are eligible to receive {tokens} {coin}.",
            "Season 2 rewards are now live for active wallets."],
           ["Connect your wallet to claim your tokens before the snapshot closes.", "Claims are processed on a first-come, first-served basis.",
            "Gas fees are covered for the first 5,000 claims."],
           ["", "Don't miss out!", "This offer ends in {hours} hours."]],
    cta=["Claim Airdrop", "Connect Wallet", "Claim Now", "Check Eligibility"],
    sign=["{brand} Team", "{brand} Foundation", ""],
)

EN["crypto_investment"] = dict(
    subj=["Turn $250 into $5,000 in a week", "The crypto robot that made me rich", "Guaranteed {roi}% monthly returns", "Your account balance: {amount}",
          "Exclusive invitation: AI trading platform", "Why everyone is talking about {company}", "You have a pending withdrawal of {amount}"],
    pre=["Limited spots available", "No experience needed"],
    paras=[["Our AI-powered trading platform delivers guaranteed returns of up to {roi}% per month.", "Thousands of people are already earning passive income with {company}.",
            "Your account has accumulated {amount} in profits. Activate your account to withdraw."],
           ["Start with just $250 and let our algorithm do the work.", "No experience needed, our account managers will guide you personally.",
            "Profits are paid out daily to your bank account or wallet."],
           ["Only {msgs} spots left in your country.", "", "Risk-free. Withdraw any time."]],
    cta=["Start Earning", "Join Now", "Claim Your Spot", "Withdraw Profits"],
    sign=["{company}", "Your account manager,\n{sender}", ""],
)

EN["sextortion"] = dict(
    subj=["I know your password", "Your account has been hacked", "Security alert", "{email}", "You have been recorded",
          "Payment requested", "Hello pervert", "Your personal data has been compromised", "Pending payment from {email}"],
    greet=["Hello!", "Hi,", "", "Hello {first},", "Greetings!"],
    paras=[["I have bad news for you. A few months ago I gained access to the device you use to browse the internet.",
            "I am a hacker who has access to your operating system. I also have full access to your account {email}.",
            "You may not know me and you are probably wondering why you are receiving this email. Let me explain."],
           ["I installed software on your computer that allowed me to record your screen and webcam while you visited adult websites.",
            "My malware captured all your contacts, messages and the videos you watched.", "I have collected everything: your browsing history, your photos and your contacts."],
           ["If you want me to delete this data, send {btcamt} in Bitcoin to this address:\n\n{btc}\n\n(copy and paste it).",
            "To keep this private, transfer {btcamt} in BTC to my wallet: {btc}"],
           ["You have 48 hours from the moment you open this email. I will know when you have read it.",
            "Do not reply to this email. Do not contact the police, it will not help.", "If I don't receive the payment, the video will be sent to all your contacts."],
           ["", "Once the payment is received, I will delete everything and you will never hear from me again.", "This is a non-negotiable offer."]],
    sign=["", ""],
)

EN["advance_fee"] = dict(
    subj=["Urgent business proposal", "Inheritance claim for {last} family", "Confidential: transfer of {big}", "Re: your unclaimed funds",
          "Assistance needed", "Donation for you", "From the desk of {sender}", "Compensation payment", "Beneficiary notification"],
    greet=["Dear Friend,", "Dear Beneficiary,", "Greetings,", "Dear {first},", "Attention,", "Hello,"],
    paras=[["I am {sender}, a {lawyer|banker|bank manager|diplomat} working with an international bank.",
            "I am contacting you regarding the estate of a late client who shares your surname, {last}.",
            "I am a widow suffering from a long illness and I have decided to donate my funds to a trustworthy person.",
            "This is to inform you that you have been selected to receive a compensation payment of {big}."],
           ["The sum of {big} is in a dormant account and will be confiscated if no next of kin comes forward.",
            "I need your assistance to transfer this fund to your account. You will receive 40% of the total sum.",
            "All legal documents will be provided to back up this claim. The transaction is 100% risk free."],
           ["Please reply with your full name, address, phone number and occupation.", "Kindly reply to my private email for more details.",
            "Contact me on WhatsApp {wa} for faster communication."],
           ["", "Please keep this confidential.", "God bless you."]],
    sign=["Yours faithfully,\n{sender}", "Regards,\n{sender}\n{title}", "{sender}", "Barrister {sender}"],
)

EN["lottery_win"] = dict(
    subj=["Congratulations! You have won {prize}", "Winning notification", "Your email has won!", "Official award notice - ref {ref}",
          "Claim your prize now", "International lottery result"],
    greet=["Dear Winner,", "Congratulations!", "Dear Lucky Winner,", "Attention:"],
    paras=[["We are pleased to inform you that your email address has won {prize} in our international online draw.",
            "Your email was selected in the {year} Global E-mail Lottery with ticket number {ref}."],
           ["To claim your prize, contact our claims agent with your reference number.", "A processing fee is required to release your winnings.",
            "Winnings must be claimed within {days} days."],
           ["Contact: {sender}\nEmail: claims agent (reply to this email)\nPhone: {phone}", "Please keep your winning information confidential until your claim is processed."]],
    sign=["Yours truly,\n{sender}\nPromotions Manager", "{sender}\nLottery Coordinator"],
)

EN["ceo_gift_card"] = dict(
    subj=["Quick favour", "Are you available?", "Request", "Urgent", "Task", "Hello", "Are you at your desk?", "Need a hand", "Confidential", "{first}", ""],
    greet=["", "", "{first},", "Hi {first},", "Hello {first}"],
    paras=[["Are you available? I need you to handle a task for me discreetly.", "Do you have a moment? I need a favour.",
            "I'm in a meeting right now and can't talk. I need you to get some {gift} for a client.",
            "Let me know when you are free. I need you to help me with something urgent."],
           ["", "", "I need {ncards} {gift} of {cardval} each. I will reimburse you later today.",
            "Please keep this between us, it's a surprise for the staff.", "Reply with your mobile number so I can text you."],
           ["", "", "Let me know how soon you can do this."]],
    sign=["{sfirst}", "Thanks\n{sfirst}", "Sent from my iPhone", "{sender}\n{title}", "Regards\n{sfirst}\n\nSent from my mobile"],
    short=["Are you available? I need a favor.", "Are you at your desk?", "Hi {first}, do you have a minute?", "I need you to do something for me. Reply when you see this.",
           "Available? Let me know", "Are you free to run an errand? It's urgent.", "Send me your WhatsApp number, I need a quick favour.", "Can you get something done for me quickly?"],
)

EN["prize_survey"] = dict(
    subj=["Congratulations! You have been selected", "Your {brand} reward is waiting", "Complete our survey and win an iPhone 15 Pro",
          "{first}, your loyalty points expire today", "Confirm your shipment: free gift", "You have (1) pending reward"],
    pre=["Only pay shipping", "Answer 4 quick questions"],
    paras=[["You have been selected to take part in our {brand} customer survey.", "Congratulations! You are one of 100 customers selected today.",
            "Your loyalty points are about to expire. Redeem them now for an exclusive gift."],
           ["It only takes 30 seconds and you can win a {brand} gift worth {price}.", "Just answer a few questions and pay only the shipping fee of {fee}.",
            "Choose from: robot vacuum, Dyson-style air fryer or knife set."],
           ["", "Offer valid until {date}.", "Hurry, only a few rewards left!"]],
    cta=["Start Survey", "Claim Reward", "Get My Gift", "Redeem Now"],
    sign=["{brand} Rewards Team", ""],
)

EN["romance"] = dict(
    subj=["Hi dear", "I saw your profile", "Are you lonely tonight?", "{gname} sent you a message", "Will you talk to me?", "You have 3 new matches",
          "I am waiting for your reply", "Hello my friend"],
    greet=["Hello dear,", "Hi,", "Hello handsome,", "", "Dear friend,"],
    paras=[["My name is {gname}, I am {age} years old. I saw your profile and I liked it very much.", "I hope you don't mind me writing to you.",
            "{gname} ({age}) is 2 km away and wants to chat with you."],
           ["I am looking for a serious relationship with a kind man.", "I want to know more about you. Can you write to me?", "She sent you a private photo."],
           ["Write me at my private email, I will send you my photos.", "Click here to see her profile.", ""]],
    cta=["View Profile", "Reply to {gname}", "See Photos"],
    sign=["{gname}", "Kisses, {gname}", ""],
)

EN["job_offer"] = dict(
    subj=["Remote job opportunity - {salary}", "Part-time position available", "We reviewed your resume", "Work from home: flexible hours",
          "Job offer - urgent hiring", "Earn {salary} from home", "Data entry position"],
    greet=["Hello,", "Hi {first},", "Dear candidate,", "Good day,"],
    paras=[["Your resume was recommended to us by a recruitment platform.", "We are hiring remote assistants for a part-time position.",
            "{company} is looking for online evaluators to work from home."],
           ["Salary: {salary}. Only 1-2 hours per day, no experience required.", "The job involves simple online tasks that can be done from your phone.",
            "Payment is made daily. Training is provided."],
           ["If you are interested, contact our HR on WhatsApp: {wa}", "Reply YES to receive more details.", "Must be over 22 years old."]],
    sign=["{sender}\nHR Manager, {company}", "{company} Recruitment", "{sender}"],
    short=["Hello, are you interested in a part-time job? {salary}. Reply for details.", "We saw your CV. Remote job, {salary}. WhatsApp {wa}"],
)

EN["casino_bonus"] = dict(
    subj=["🎰 {spins} free spins are waiting for you", "Your {bonus} welcome bonus", "You've been selected: VIP bonus", "{first}, claim your free spins now",
          "Deposit {small}, play with double", "Jackpot alert!", "Your bonus expires at midnight"],
    pre=["No wagering requirements", "Free spins inside"],
    paras=[["Welcome to {casino}! Get a {bonus} bonus on your first deposit plus {spins} free spins.", "As a VIP player you get {spins} free spins, no deposit needed.",
            "The jackpot is now over {amount}. Could you be the next winner?"],
           ["Fast payouts, 24/7 support and thousands of games.", "Use code {code} at checkout.", "Withdrawals processed in minutes."],
           ["", "18+. Play responsibly.", "Offer valid for {hours} hours."]],
    cta=["Claim Bonus", "Play Now", "Get Free Spins", "Spin Now"],
    sign=["{casino}", "The {casino} VIP Team"],
)

EN["health_product"] = dict(
    subj=["Doctors hate this simple trick", "Lose 12 kg in 4 weeks without diet", "{product}: the natural solution", "Big Pharma doesn't want you to know this",
          "Joint pain gone in 7 days", "Reverse aging with {product}", "Last chance: 70% off {product}"],
    pre=["Clinically proven", "Limited stock"],
    paras=[["{product} is the breakthrough formula that {melts fat|restores hearing|stops joint pain|balances blood sugar} naturally.",
            "A simple morning ritual discovered by a scientist is helping thousands of people.", "Customers report results in just 7 days."],
           ["100% natural, no side effects.", "Order today and get 3 bottles for the price of 1.", "Stock is running out fast."],
           ["60-day money back guarantee.", "", "Free shipping today only."]],
    cta=["Order Now", "Watch the Video", "Get 70% Off", "Learn More"],
    sign=["{product} Team", ""],
)

EN["seo_cold"] = dict(
    subj=["Website proposal", "Re: your website", "Quick question about {rdomain}", "Get on the first page of search results",
          "Your website is not mobile friendly", "Redesign your website", "Increase your traffic", "Re: SEO"],
    greet=["Hi,", "Hello,", "Hi there,", "Hi {first},", "Dear Business Owner,"],
    paras=[["I was checking your website {rdomain} and noticed a few issues that are hurting your search ranking.",
            "We are a team of experienced web designers and developers.", "Would you be interested in getting your website on the first page of search results?"],
           ["We can fix these for a very affordable price.", "Our packages start at just {price} per month.", "I can send you a full report with the errors we found."],
           ["Reply with \"Yes\" and I'll send you a free audit.", "Let me know if you're interested.", "Please share your phone number to discuss."]],
    sign=["Regards,\n{sender}\nBusiness Development", "Thanks,\n{sender}", "{sender}\n{company}"],
)

EN["loan_offer"] = dict(
    subj=["Pre-approved loan up to {loan}", "Need cash fast?", "Low interest loan offer {rate}", "Your loan application has been approved",
          "Get funding in 24 hours", "Debt consolidation - lower your payments"],
    pre=["No credit check", "Funds in 24 hours"],
    paras=[["Do you need a loan? We offer loans from 5,000 to {loan} at {rate} interest.", "You are pre-approved for a personal loan of up to {loan}.",
            "Bad credit? No problem. Get funded today."],
           ["No credit check, no collateral, fast approval.", "Apply in 2 minutes and receive funds within 24 hours.", "Flexible repayment from 1 to 30 years."],
           ["Contact us for more information.", "", "Reply with the loan amount you need."]],
    cta=["Apply Now", "Check My Rate", "Get Funds"],
    sign=["{company}", "{sender}\nLoan Officer, {company}"],
)


# ============================================================================ other languages

GREET.update({
    "nl": ["Beste {first},", "Geachte klant,", "Hallo {first},", "Beste gebruiker,", "Geachte heer/mevrouw,", "", "Hallo,"],
    "pt": ["Prezado(a) {first},", "Olá {first},", "Caro cliente,", "Olá,", "Prezado cliente,", ""],
    "de": ["Sehr geehrte Kundin, sehr geehrter Kunde,", "Hallo {first},", "Guten Tag,", "Sehr geehrte/r {first} {last},", "Lieber Kunde,", ""],
    "fr": ["Bonjour {first},", "Cher client,", "Madame, Monsieur,", "Bonjour,", "Chère cliente, cher client,", ""],
    "es": ["Estimado/a {first}:", "Hola {first},", "Estimado cliente:", "Hola,", "Estimado usuario,", ""],
    "it": ["Gentile {first},", "Gentile cliente,", "Salve,", "Caro utente,", "Buongiorno,", ""],
})
URG.update({
    "nl": ["Als u niet binnen {hours} uur reageert, wordt uw account geblokkeerd.", "Deze link verloopt over {hours} uur.", "", "", "Voorkom onderbreking en handel vóór {date}."],
    "pt": ["Caso não regularize em {hours} horas, sua conta será bloqueada.", "Este link expira em {hours} horas.", "", "", "Evite a suspensão até {date}."],
    "de": ["Wenn Sie nicht innerhalb von {hours} Stunden reagieren, wird Ihr Konto gesperrt.", "Dieser Link ist {hours} Stunden gültig.", "", "", "Bitte handeln Sie bis zum {date}."],
    "fr": ["Sans action de votre part sous {hours} heures, votre compte sera suspendu.", "Ce lien expire dans {hours} heures.", "", "", "Merci d'agir avant le {date}."],
    "es": ["Si no actúa en {hours} horas, su cuenta será bloqueada.", "Este enlace caduca en {hours} horas.", "", "", "Evite la suspensión antes del {date}."],
    "it": ["In assenza di riscontro entro {hours} ore, l'account verrà sospeso.", "Il link scade tra {hours} ore.", "", "", "La preghiamo di agire entro il {date}."],
})
FOOT.update({
    "nl": ["Dit is een automatisch bericht. U kunt hier niet op antwoorden.", "© {year} {brand}. Alle rechten voorbehouden.", ""],
    "pt": ["Esta é uma mensagem automática, por favor não responda.", "© {year} {brand}. Todos os direitos reservados.", ""],
    "de": ["Dies ist eine automatisch erstellte E-Mail. Bitte antworten Sie nicht darauf.", "© {year} {brand}. Alle Rechte vorbehalten.", ""],
    "fr": ["Ceci est un message automatique, merci de ne pas y répondre.", "© {year} {brand}. Tous droits réservés.", ""],
    "es": ["Este es un mensaje automático, por favor no responda.", "© {year} {brand}. Todos los derechos reservados.", ""],
    "it": ["Questa è una e-mail generata automaticamente, si prega di non rispondere.", "© {year} {brand}. Tutti i diritti riservati.", ""],
})

NL, PT, DE, FR, ES, IT = {}, {}, {}, {}, {}, {}

NL["mailbox_quota"] = dict(
    subj=["Uw mailbox is vol", "Opslaglimiet bereikt ({pct}%)", "{msgs} berichten in de wacht voor {email}", "Actie vereist: mailbox-opslag"],
    pre=["Vergroot uw opslag om e-mail te blijven ontvangen"],
    paras=[["Uw mailbox {email} heeft de opslaglimiet van {quota} overschreden.", "Uw e-mailaccount is voor {pct}% vol."],
           ["{msgs} inkomende berichten worden vastgehouden en gaan verloren als u niets doet.", "Om e-mail te blijven ontvangen moet u uw opslag {upgraden|vergroten|valideren}."],
           ["", "Deze dienst is gratis voor alle gebruikers van {rdomain}."]],
    cta=["Opslag vergroten", "Berichten vrijgeven", "Nu valideren"], sign=["{brand}", "Beheerder e-mail", "IT Servicedesk"])
NL["unusual_signin"] = dict(
    subj=["Ongebruikelijke aanmeldactiviteit", "Nieuwe aanmelding vanuit {city}", "Beveiligingswaarschuwing voor {email}"],
    paras=[["We hebben een ongebruikelijke aanmelding op uw {brand}-account gedetecteerd.", "Iemand heeft geprobeerd in te loggen op uw account."],
           ["Locatie: {city}\nIP-adres: {ip}\nApparaat: {device}"],
           ["Was u dit niet? Beveilig dan direct uw account.", "Bevestig uw identiteit om uw account te beschermen."]],
    cta=["Activiteit controleren", "Account beveiligen"], sign=["Het {brand} accountteam", "{brand} Beveiliging"])
NL["account_suspended"] = dict(
    subj=["Uw account is tijdelijk geblokkeerd", "Belangrijk: uw {brand}-account is beperkt", "Laatste herinnering: gegevens bijwerken"],
    paras=[["Wegens verdachte activiteit hebben we uw {brand}-account tijdelijk {geblokkeerd|beperkt}.", "We konden uw betaalgegevens niet verifiëren."],
           ["Bevestig uw gegevens binnen {hours} uur om weer volledige toegang te krijgen.", "Zaaknummer: {case}. Log in om de verificatie af te ronden."],
           ["", "Excuses voor het ongemak."]],
    cta=["Account herstellen", "Nu verifiëren", "Gegevens bevestigen"], sign=["{brand} Klantenservice", "Met vriendelijke groet,\n{brand}"])
NL["parcel_fee"] = dict(
    subj=["Uw pakket staat klaar", "Bezorging mislukt - {track}", "Uw zending wacht op betaling", "Laatste kans: uw pakket wordt geretourneerd", "Uw pakket is in de wacht gezet"],
    pre=["Betaal {fee} om de bezorging in te plannen"],
    paras=[["Uw pakket met trackingnummer {track} kon niet worden bezorgd.", "We hebben op {past} geprobeerd uw pakket te bezorgen, maar er was niemand thuis.",
            "Uw zending ligt bij de douane. Er zijn nog invoerkosten verschuldigd."],
           ["Om een nieuwe bezorging in te plannen betaalt u {fee} {verzendkosten|administratiekosten|douanekosten}.", "Openstaand bedrag: {fee}"],
           ["Na {hours} uur wordt het pakket teruggestuurd naar de afzender.", ""]],
    cta=["Bezorging plannen", "Nu betalen", "Pakket volgen"], sign=["{brand}", "Klantenservice {brand}"])
NL["invoice_attachment"] = dict(
    subj=["Factuur {inv}", "Betalingsherinnering {inv}", "Openstaande factuur", "Aanmaning: factuur {inv}"],
    paras=[["In de bijlage vindt u factuur {inv} ter hoogte van {amount}.", "Volgens onze administratie staat factuur {inv} nog open."],
           ["Wij verzoeken u vriendelijk het bedrag vóór {date} over te maken.", "De bijlage kunt u in uw browser openen."], ["", "Met vriendelijke groet,"]],
    cta=["Factuur bekijken"], sign=["{sender}\nAdministratie\n{company}", "Debiteurenbeheer"], short=["Zie bijlage.", "Factuur in de bijlage, graag bevestigen."])
NL["subscription_failed"] = dict(
    subj=["Uw abonnement is opgeschort", "Betaling mislukt: werk uw gegevens bij", "Uw {brand}-lidmaatschap staat in de wacht"],
    paras=[["We konden de laatste betaling voor uw {brand}-abonnement niet verwerken.", "Uw {brand}-abonnement is verlopen op {past}."],
           ["Werk uw betaalgegevens bij om zonder onderbreking verder te kijken.", "Verschuldigd bedrag: {small}"], ["", "Bedankt dat u lid bent."]],
    cta=["Betaling bijwerken", "Nu verlengen"], sign=["Het {brand}-team"])
NL["tax_refund"] = dict(
    subj=["U heeft recht op een teruggave", "Belastingteruggave: {refund}", "Herinnering: teruggave aanvragen"],
    paras=[["Na controle van uw aangifte blijkt dat u recht heeft op een teruggave van {refund}.", "U heeft te veel belasting betaald over het afgelopen jaar."],
           ["Vul het online formulier in om de teruggave te ontvangen.", "Log in met uw gegevens en bevestig uw rekeningnummer."], ["", "Kenmerk: {ref}"]],
    cta=["Teruggave aanvragen", "Formulier invullen"], sign=["{brand}"])
NL["crypto_wallet"] = dict(
    subj=["Uw wallet is opgeschort", "Verplichte wallet-update", "Verifieer uw herstelzin"],
    paras=[["Vanwege nieuwe regelgeving moeten alle {brand}-wallets vóór {date} worden geverifieerd.", "We hebben een ongeautoriseerde opname van {coin} gedetecteerd."],
           ["Verifieer uw wallet met uw herstelzin van 12 of 24 woorden.", "Niet-geverifieerde wallets worden {beperkt|ontkoppeld}."], [""]],
    cta=["Wallet verifiëren", "Nu synchroniseren"], sign=["{brand} Support"])
NL["sextortion"] = dict(
    subj=["Ik ken je wachtwoord", "Je account is gehackt", "Betaling vereist"], greet=["Hallo!", "Hoi,", ""],
    paras=[["Ik heb slecht nieuws voor je. Een paar maanden geleden kreeg ik toegang tot je apparaat."],
           ["Ik heb software geïnstalleerd waarmee ik je scherm en webcam heb opgenomen.", "Ik heb al je contacten, berichten en je browsergeschiedenis."],
           ["Wil je dat ik alles verwijder? Stuur dan {btcamt} in Bitcoin naar dit adres:\n\n{btc}"],
           ["Je hebt 48 uur. Neem geen contact op met de politie.", "Als ik de betaling niet ontvang, stuur ik de video naar al je contacten."]],
    sign=[""])
NL["ceo_gift_card"] = dict(
    subj=["Ben je beschikbaar?", "Verzoek", "Even snel", "Dringend"], greet=["", "{first},", "Hoi {first},"],
    paras=[["Ben je beschikbaar? Ik heb een klusje voor je.", "Heb je even? Ik zit in een vergadering en kan niet bellen."],
           ["", "Ik heb {ncards} {gift} van {cardval} nodig voor een klant. Je krijgt het vandaag terug."], [""]],
    sign=["{sfirst}", "Verzonden vanaf mijn iPhone"], short=["Ben je op kantoor?", "Heb je even tijd? Ik heb een gunst nodig.", "Stuur me je WhatsApp-nummer."])
NL["job_offer"] = dict(
    subj=["Thuiswerk: {salary}", "Parttime baan beschikbaar", "We hebben uw cv bekeken"], greet=["Hallo,", "Beste {first},"],
    paras=[["Wij zoeken online medewerkers voor een parttime functie vanuit huis.", "Uw cv is aan ons aanbevolen."],
           ["Salaris: {salary}. Slechts 1-2 uur per dag, geen ervaring nodig."], ["Neem contact op via WhatsApp: {wa}"]],
    sign=["{sender}\nHR, {company}"])

PT["mailbox_quota"] = dict(
    subj=["Sua caixa de correio está cheia", "Limite de armazenamento atingido ({pct}%)", "{msgs} mensagens retidas para {email}"],
    paras=[["Sua caixa de correio {email} excedeu o limite de armazenamento de {quota}.", "Sua conta de e-mail está {pct}% cheia."],
           ["{msgs} mensagens recebidas estão retidas e serão excluídas se nenhuma ação for tomada.", "Para continuar recebendo e-mails, valide sua conta abaixo."], [""]],
    cta=["Aumentar armazenamento", "Liberar mensagens"], sign=["{brand}", "Administrador de e-mail", "Suporte de TI"])
PT["unusual_signin"] = dict(
    subj=["Atividade de login incomum", "Novo acesso à sua conta em {city}", "Alerta de segurança para {email}"],
    paras=[["Detectamos um acesso incomum à sua conta {brand}.", "Alguém tentou entrar na sua conta."],
           ["Local: {city}\nEndereço IP: {ip}\nDispositivo: {device}"], ["Se não foi você, proteja sua conta imediatamente."]],
    cta=["Verificar atividade", "Proteger conta"], sign=["Equipe de contas {brand}"])
PT["account_suspended"] = dict(
    subj=["Sua conta foi suspensa", "Importante: sua conta {brand} foi limitada", "Último aviso: atualize seu cadastro"],
    paras=[["Por motivos de segurança, sua conta {brand} foi temporariamente {suspensa|limitada|bloqueada}.", "Não conseguimos confirmar seus dados de pagamento."],
           ["Confirme seus dados em até {hours} horas para restabelecer o acesso.", "Protocolo: {case}."], ["", "Pedimos desculpas pelo transtorno."]],
    cta=["Restaurar conta", "Verificar agora"], sign=["Atendimento {brand}", "Equipe {brand}"])
PT["parcel_fee"] = dict(
    subj=["Sua encomenda está retida", "Entrega não realizada - {track}", "Taxa de importação pendente", "Último aviso: sua encomenda será devolvida"],
    pre=["Pague {fee} para reagendar a entrega"],
    paras=[["Sua encomenda com código de rastreio {track} está retida {na alfândega|no centro de distribuição}.", "Tentamos entregar sua encomenda em {past}, mas não havia ninguém no endereço."],
           ["Para liberar a entrega, é necessário pagar a taxa de {customs}.", "Valor pendente: {customs}"],
           ["Após {hours} horas a encomenda será devolvida ao remetente.", ""]],
    cta=["Pagar taxa", "Reagendar entrega", "Rastrear encomenda"], sign=["{brand}", "Atendimento {brand}"])
PT["invoice_attachment"] = dict(
    subj=["Fatura {inv}", "Lembrete de pagamento {inv}", "Segue em anexo o comprovante", "Boleto em atraso"],
    paras=[["Segue em anexo a fatura {inv} no valor de {amount}.", "Consta em nosso sistema que a fatura {inv} está em atraso."],
           ["O anexo pode ser aberto no navegador.", "Por favor, efetue o pagamento até {date}."], ["", "Atenciosamente,"]],
    cta=["Ver fatura"], sign=["{sender}\nFinanceiro\n{company}", "Departamento financeiro"], short=["Segue anexo.", "Comprovante em anexo, favor confirmar."])
PT["subscription_failed"] = dict(
    subj=["Sua assinatura foi suspensa", "Pagamento recusado: atualize seus dados", "Sua assinatura {brand} está em espera"],
    paras=[["Não conseguimos processar o último pagamento da sua assinatura {brand}.", "Sua assinatura {brand} expirou em {past}."],
           ["Atualize seus dados de pagamento para continuar assistindo.", "Valor devido: {small}"], [""]],
    cta=["Atualizar pagamento", "Renovar agora"], sign=["Equipe {brand}"])
PT["tax_refund"] = dict(
    subj=["Restituição disponível", "Você tem direito a uma restituição de {refund}", "Pendência na sua declaração"],
    paras=[["Após análise da sua declaração, verificamos que você tem direito a uma restituição de {refund}.", "Identificamos uma pendência no seu CPF."],
           ["Preencha o formulário online para receber o valor.", "Confirme seus dados bancários para liberar a restituição."], ["", "Protocolo: {ref}"]],
    cta=["Consultar restituição", "Regularizar agora"], sign=["{brand}"])
PT["crypto_wallet"] = dict(
    subj=["Sua carteira foi suspensa", "Atualização obrigatória da carteira", "Verifique sua frase de recuperação"],
    paras=[["Devido a novas regras, todas as carteiras {brand} devem ser verificadas até {date}.", "Detectamos uma tentativa de saque não autorizada de {coin}."],
           ["Verifique sua carteira usando sua frase de recuperação de 12 ou 24 palavras.", "Carteiras não verificadas serão desativadas."], [""]],
    cta=["Verificar carteira", "Sincronizar agora"], sign=["Suporte {brand}"])
PT["sextortion"] = dict(
    subj=["Eu sei a sua senha", "Sua conta foi hackeada", "Pagamento pendente"], greet=["Olá!", "Oi,", ""],
    paras=[["Tenho más notícias para você. Há alguns meses consegui acesso ao seu dispositivo."],
           ["Instalei um programa que gravou sua tela e sua webcam.", "Tenho todos os seus contatos, mensagens e histórico de navegação."],
           ["Se quiser que eu apague tudo, envie {btcamt} em Bitcoin para este endereço:\n\n{btc}"],
           ["Você tem 48 horas. Não procure a polícia.", "Se eu não receber o pagamento, o vídeo será enviado a todos os seus contatos."]],
    sign=[""])
PT["ceo_gift_card"] = dict(
    subj=["Está disponível?", "Pedido", "Urgente", "Preciso de um favor"], greet=["", "{first},", "Olá {first},"],
    paras=[["Está disponível? Preciso que trate de um assunto para mim.", "Tem um minuto? Estou numa reunião e não posso falar."],
           ["", "Preciso de {ncards} {gift} de {cardval} para um cliente. Reembolso-te hoje."], [""]],
    sign=["{sfirst}", "Enviado do meu iPhone"], short=["Está no escritório?", "Preciso de um favor urgente. Responda assim que puder.", "Me manda seu WhatsApp."])
PT["job_offer"] = dict(
    subj=["Trabalho em casa: {salary}", "Vaga de meio período", "Analisamos seu currículo"], greet=["Olá,", "Olá {first},"],
    paras=[["Estamos contratando assistentes online para trabalhar de casa.", "Seu currículo foi recomendado para nós."],
           ["Salário: {salary}. Apenas 1-2 horas por dia, sem experiência."], ["Fale com nosso RH pelo WhatsApp: {wa}"]],
    sign=["{sender}\nRH, {company}"])

DE["mailbox_quota"] = dict(
    subj=["Ihr Postfach ist voll", "Speicherplatz erschöpft ({pct} %)", "{msgs} Nachrichten für {email} zurückgehalten", "Handlungsbedarf: Postfachspeicher"],
    paras=[["Ihr Postfach {email} hat das Speicherlimit von {quota} überschritten.", "Ihr E-Mail-Konto ist zu {pct} % voll."],
           ["{msgs} eingehende Nachrichten werden zurückgehalten und gelöscht, wenn Sie nicht handeln.", "Um weiterhin E-Mails zu empfangen, bestätigen Sie bitte Ihr Konto."],
           ["", "Dieser Dienst ist für alle Nutzer von {rdomain} kostenlos."]],
    cta=["Speicher erweitern", "Nachrichten freigeben", "Jetzt bestätigen"], sign=["{brand}", "Ihr IT-Support", "E-Mail-Administrator"])
DE["unusual_signin"] = dict(
    subj=["Ungewöhnliche Anmeldeaktivität", "Neue Anmeldung aus {city}", "Sicherheitswarnung für {email}"],
    paras=[["Wir haben eine ungewöhnliche Anmeldung bei Ihrem {brand}-Konto festgestellt.", "Jemand hat versucht, sich bei Ihrem Konto anzumelden."],
           ["Standort: {city}\nIP-Adresse: {ip}\nGerät: {device}"], ["Falls Sie das nicht waren, sichern Sie bitte sofort Ihr Konto."]],
    cta=["Aktivität prüfen", "Konto sichern"], sign=["Ihr {brand}-Kontoteam"])
DE["account_suspended"] = dict(
    subj=["Ihr Konto wurde vorübergehend gesperrt", "Wichtig: Ihr {brand}-Konto ist eingeschränkt", "Letzte Erinnerung: Daten aktualisieren"],
    paras=[["Aufgrund verdächtiger Aktivitäten haben wir Ihr {brand}-Konto vorübergehend {gesperrt|eingeschränkt}.", "Wir konnten Ihre Zahlungsdaten nicht verifizieren."],
           ["Bitte bestätigen Sie Ihre Daten innerhalb von {hours} Stunden.", "Vorgangsnummer: {case}."], ["", "Wir entschuldigen uns für die Unannehmlichkeiten."]],
    cta=["Konto wiederherstellen", "Jetzt verifizieren"], sign=["{brand} Kundenservice", "Mit freundlichen Grüßen\n{brand}"])
DE["parcel_fee"] = dict(
    subj=["Ihr Paket wartet auf Zustellung", "Zustellung fehlgeschlagen - {track}", "Zollgebühr ausstehend", "Letzte Benachrichtigung: Ihr Paket wird zurückgesendet"],
    pre=["Zahlen Sie {fee}, um die Zustellung neu zu planen"],
    paras=[["Ihr Paket mit der Sendungsnummer {track} konnte nicht zugestellt werden.", "Ihre Sendung liegt beim Zoll. Es fallen noch Einfuhrgebühren an."],
           ["Für eine erneute Zustellung ist eine Gebühr von {fee} erforderlich.", "Offener Betrag: {fee}"],
           ["Nach {hours} Stunden wird das Paket an den Absender zurückgeschickt.", ""]],
    cta=["Zustellung planen", "Jetzt bezahlen", "Sendung verfolgen"], sign=["{brand}", "Ihr {brand} Kundenservice"])
DE["invoice_attachment"] = dict(
    subj=["Rechnung {inv}", "Zahlungserinnerung {inv}", "Mahnung: offene Rechnung", "Ihre Rechnung vom {today}"],
    paras=[["anbei erhalten Sie die Rechnung {inv} über {amount}.", "laut unserer Buchhaltung ist die Rechnung {inv} noch offen."],
           ["Bitte begleichen Sie den Betrag bis zum {date}.", "Den Anhang können Sie im Browser öffnen."], ["", "Mit freundlichen Grüßen"]],
    cta=["Rechnung ansehen"], sign=["{sender}\nBuchhaltung\n{company}", "Ihre Buchhaltung"], short=["Siehe Anhang.", "Rechnung anbei, bitte bestätigen."])
DE["subscription_failed"] = dict(
    subj=["Ihr Abonnement wurde pausiert", "Zahlung fehlgeschlagen: Zahlungsdaten aktualisieren", "Ihre {brand}-Mitgliedschaft ist ausgesetzt"],
    paras=[["Wir konnten die letzte Zahlung für Ihr {brand}-Abo nicht verarbeiten.", "Ihr {brand}-Schutz ist am {past} abgelaufen."],
           ["Aktualisieren Sie Ihre Zahlungsdaten, um den Dienst weiter zu nutzen.", "Offener Betrag: {small}"], [""]],
    cta=["Zahlung aktualisieren", "Jetzt verlängern"], sign=["Ihr {brand}-Team"])
DE["tax_refund"] = dict(
    subj=["Steuerrückerstattung verfügbar", "Sie haben Anspruch auf {refund}", "Erinnerung: Erstattungsantrag"],
    paras=[["Nach Prüfung Ihrer Steuererklärung haben Sie Anspruch auf eine Rückerstattung von {refund}.", "Sie haben im letzten Jahr zu viel Steuern gezahlt."],
           ["Bitte füllen Sie das Online-Formular aus, um die Erstattung zu erhalten.", "Bestätigen Sie Ihre Bankverbindung."], ["", "Aktenzeichen: {ref}"]],
    cta=["Erstattung beantragen", "Zum Formular"], sign=["{brand}"])
DE["crypto_wallet"] = dict(
    subj=["Ihre Wallet wurde gesperrt", "Pflicht-Update für Ihre Wallet", "Bestätigen Sie Ihre Wiederherstellungsphrase"],
    paras=[["Aufgrund neuer Vorschriften müssen alle {brand}-Wallets bis zum {date} verifiziert werden.", "Wir haben einen unautorisierten {coin}-Abhebungsversuch festgestellt."],
           ["Verifizieren Sie Ihre Wallet mit Ihrer 12- oder 24-Wort-Phrase.", "Nicht verifizierte Wallets werden deaktiviert."], [""]],
    cta=["Wallet verifizieren", "Jetzt synchronisieren"], sign=["{brand} Support"])
DE["sextortion"] = dict(
    subj=["Ich kenne Ihr Passwort", "Ihr Konto wurde gehackt", "Zahlung erforderlich"], greet=["Hallo!", "Hallo,", ""],
    paras=[["Ich habe schlechte Nachrichten für Sie. Vor einigen Monaten habe ich Zugriff auf Ihr Gerät erlangt."],
           ["Ich habe eine Software installiert, die Ihren Bildschirm und Ihre Webcam aufgezeichnet hat.", "Ich habe alle Ihre Kontakte und Ihren Browserverlauf."],
           ["Wenn ich alles löschen soll, überweisen Sie {btcamt} in Bitcoin an diese Adresse:\n\n{btc}"],
           ["Sie haben 48 Stunden. Wenden Sie sich nicht an die Polizei.", "Ohne Zahlung wird das Video an alle Ihre Kontakte gesendet."]],
    sign=[""])
DE["ceo_gift_card"] = dict(
    subj=["Bist du verfügbar?", "Anfrage", "Kurze Bitte", "Dringend"], greet=["", "{first},", "Hallo {first},"],
    paras=[["Bist du gerade verfügbar? Ich brauche kurz deine Hilfe.", "Hast du eine Minute? Ich sitze im Meeting und kann nicht telefonieren."],
           ["", "Ich brauche {ncards} {gift} zu je {cardval} für einen Kunden. Du bekommst es heute zurück."], [""]],
    sign=["{sfirst}", "Von meinem iPhone gesendet"], short=["Bist du im Büro?", "Hast du kurz Zeit? Ich brauche einen Gefallen.", "Schick mir bitte deine Handynummer."])
DE["job_offer"] = dict(
    subj=["Homeoffice-Job: {salary}", "Teilzeitstelle verfügbar", "Wir haben Ihren Lebenslauf geprüft"], greet=["Hallo,", "Guten Tag {first},"],
    paras=[["Wir suchen Online-Assistenten für eine Teilzeitstelle im Homeoffice.", "Ihr Lebenslauf wurde uns empfohlen."],
           ["Gehalt: {salary}. Nur 1-2 Stunden täglich, keine Erfahrung nötig."], ["Kontaktieren Sie unsere Personalabteilung per WhatsApp: {wa}"]],
    sign=["{sender}\nPersonal, {company}"])

FR["mailbox_quota"] = dict(
    subj=["Votre boîte mail est pleine", "Quota de stockage atteint ({pct} %)", "{msgs} messages en attente pour {email}"],
    paras=[["Votre boîte aux lettres {email} a dépassé la limite de stockage de {quota}.", "Votre compte de messagerie est plein à {pct} %."],
           ["{msgs} messages entrants sont bloqués et seront supprimés sans action de votre part.", "Pour continuer à recevoir vos e-mails, validez votre compte ci-dessous."], [""]],
    cta=["Augmenter le stockage", "Libérer mes messages"], sign=["{brand}", "Service informatique", "L'administrateur messagerie"])
FR["unusual_signin"] = dict(
    subj=["Activité de connexion inhabituelle", "Nouvelle connexion depuis {city}", "Alerte de sécurité pour {email}"],
    paras=[["Nous avons détecté une connexion inhabituelle à votre compte {brand}.", "Quelqu'un a tenté de se connecter à votre compte."],
           ["Lieu : {city}\nAdresse IP : {ip}\nAppareil : {device}"], ["Si ce n'était pas vous, sécurisez votre compte immédiatement."]],
    cta=["Vérifier l'activité", "Sécuriser mon compte"], sign=["L'équipe des comptes {brand}"])
FR["account_suspended"] = dict(
    subj=["Votre compte a été suspendu", "Important : votre compte {brand} est limité", "Dernier rappel : mettez à jour vos informations"],
    paras=[["Suite à une activité inhabituelle, votre compte {brand} a été temporairement {suspendu|limité}.", "Nous n'avons pas pu vérifier vos informations de paiement."],
           ["Merci de confirmer vos informations sous {hours} heures.", "Dossier n° {case}."], ["", "Nous vous prions de nous excuser pour la gêne occasionnée."]],
    cta=["Rétablir mon compte", "Vérifier maintenant"], sign=["Service client {brand}", "Cordialement,\n{brand}"])
FR["parcel_fee"] = dict(
    subj=["Votre colis est en attente", "Échec de livraison - {track}", "Frais de douane impayés", "Dernier avis : votre colis sera retourné"],
    pre=["Réglez {fee} pour reprogrammer la livraison"],
    paras=[["Votre colis n° {track} n'a pas pu être livré.", "Votre colis est retenu au centre de tri en raison de frais d'affranchissement impayés."],
           ["Des frais de {fee} sont nécessaires pour programmer une nouvelle livraison.", "Montant dû : {fee}"],
           ["Passé {hours} heures, le colis sera retourné à l'expéditeur.", ""]],
    cta=["Reprogrammer la livraison", "Payer maintenant", "Suivre mon colis"], sign=["{brand}", "Le service client {brand}"])
FR["invoice_attachment"] = dict(
    subj=["Facture {inv}", "Relance : facture impayée {inv}", "Avis de paiement", "Votre facture du {today}"],
    paras=[["Veuillez trouver ci-joint la facture {inv} d'un montant de {amount}.", "Sauf erreur de notre part, la facture {inv} reste impayée."],
           ["Merci de procéder au règlement avant le {date}.", "La pièce jointe s'ouvre dans votre navigateur."], ["", "Cordialement,"]],
    cta=["Voir la facture"], sign=["{sender}\nComptabilité\n{company}", "Service comptabilité"], short=["Ci-joint.", "Facture en pièce jointe, merci de confirmer."])
FR["subscription_failed"] = dict(
    subj=["Votre abonnement est suspendu", "Paiement refusé : mettez à jour vos informations", "Votre abonnement {brand} est en attente"],
    paras=[["Nous n'avons pas pu traiter le dernier paiement de votre abonnement {brand}.", "Votre abonnement {brand} a expiré le {past}."],
           ["Mettez à jour vos informations de paiement pour continuer.", "Montant dû : {small}"], [""]],
    cta=["Mettre à jour le paiement", "Renouveler"], sign=["L'équipe {brand}"])
FR["tax_refund"] = dict(
    subj=["Remboursement d'impôt disponible", "Vous avez droit à un remboursement de {refund}", "Dernier rappel : demande de remboursement"],
    paras=[["Après le dernier calcul de votre activité fiscale, vous avez droit à un remboursement de {refund}.", "Vous avez trop payé d'impôts l'année dernière."],
           ["Veuillez remplir le formulaire en ligne pour recevoir votre remboursement.", "Confirmez vos coordonnées bancaires."], ["", "Référence : {ref}"]],
    cta=["Demander le remboursement", "Accéder au formulaire"], sign=["{brand}"])
FR["crypto_wallet"] = dict(
    subj=["Votre portefeuille a été suspendu", "Mise à jour obligatoire du portefeuille", "Vérifiez votre phrase de récupération"],
    paras=[["En raison de nouvelles réglementations, tous les portefeuilles {brand} doivent être vérifiés avant le {date}.", "Nous avons détecté une tentative de retrait non autorisée de {coin}."],
           ["Vérifiez votre portefeuille avec votre phrase secrète de 12 ou 24 mots.", "Les portefeuilles non vérifiés seront désactivés."], [""]],
    cta=["Vérifier mon portefeuille", "Synchroniser"], sign=["Support {brand}"])
FR["sextortion"] = dict(
    subj=["Je connais votre mot de passe", "Votre compte a été piraté", "Paiement requis"], greet=["Bonjour !", "Salut,", ""],
    paras=[["J'ai une mauvaise nouvelle pour vous. Il y a quelques mois, j'ai pris le contrôle de votre appareil."],
           ["J'ai installé un logiciel qui a enregistré votre écran et votre webcam.", "J'ai tous vos contacts et votre historique de navigation."],
           ["Si vous voulez que je supprime tout, envoyez {btcamt} en Bitcoin à cette adresse :\n\n{btc}"],
           ["Vous avez 48 heures. Ne contactez pas la police.", "Sans paiement, la vidéo sera envoyée à tous vos contacts."]],
    sign=[""])
FR["ceo_gift_card"] = dict(
    subj=["Es-tu disponible ?", "Demande", "Urgent", "Petit service"], greet=["", "{first},", "Bonjour {first},"],
    paras=[["Es-tu disponible ? J'ai besoin que tu t'occupes d'une tâche discrètement.", "As-tu une minute ? Je suis en réunion et ne peux pas appeler."],
           ["", "J'ai besoin de {ncards} {gift} de {cardval} pour un client. Je te rembourse aujourd'hui."], [""]],
    sign=["{sfirst}", "Envoyé de mon iPhone"], short=["Es-tu au bureau ?", "Tu as un moment ? J'ai besoin d'un service.", "Envoie-moi ton numéro WhatsApp."])
FR["job_offer"] = dict(
    subj=["Travail à domicile : {salary}", "Poste à temps partiel", "Nous avons examiné votre CV"], greet=["Bonjour,", "Bonjour {first},"],
    paras=[["Nous recrutons des assistants en ligne pour un poste à temps partiel à domicile.", "Votre CV nous a été recommandé."],
           ["Salaire : {salary}. Seulement 1 à 2 heures par jour, sans expérience."], ["Contactez notre RH sur WhatsApp : {wa}"]],
    sign=["{sender}\nRH, {company}"])

ES["mailbox_quota"] = dict(
    subj=["Su buzón está lleno", "Límite de almacenamiento alcanzado ({pct}%)", "{msgs} mensajes retenidos para {email}"],
    paras=[["Su buzón {email} ha superado el límite de almacenamiento de {quota}.", "Su cuenta de correo está llena al {pct}%."],
           ["{msgs} mensajes entrantes están retenidos y se eliminarán si no realiza ninguna acción.", "Para seguir recibiendo correos, valide su cuenta a continuación."], [""]],
    cta=["Ampliar almacenamiento", "Liberar mensajes"], sign=["{brand}", "Administrador de correo", "Soporte técnico"])
ES["unusual_signin"] = dict(
    subj=["Actividad de inicio de sesión inusual", "Nuevo inicio de sesión desde {city}", "Alerta de seguridad para {email}"],
    paras=[["Hemos detectado un inicio de sesión inusual en su cuenta de {brand}.", "Alguien intentó acceder a su cuenta."],
           ["Ubicación: {city}\nDirección IP: {ip}\nDispositivo: {device}"], ["Si no fue usted, proteja su cuenta de inmediato."]],
    cta=["Revisar actividad", "Proteger mi cuenta"], sign=["El equipo de cuentas de {brand}"])
ES["account_suspended"] = dict(
    subj=["Su cuenta ha sido suspendida", "Importante: su cuenta de {brand} está limitada", "Último aviso: actualice sus datos"],
    paras=[["Debido a actividad sospechosa, hemos {suspendido|limitado} temporalmente su cuenta de {brand}.", "No hemos podido verificar sus datos de pago."],
           ["Confirme sus datos en un plazo de {hours} horas para recuperar el acceso.", "Número de caso: {case}."], ["", "Disculpe las molestias."]],
    cta=["Restaurar cuenta", "Verificar ahora"], sign=["Atención al cliente {brand}", "Saludos,\n{brand}"])
ES["parcel_fee"] = dict(
    subj=["Su paquete está retenido", "Entrega fallida - {track}", "Tasas de aduana pendientes", "Último aviso: su paquete será devuelto"],
    pre=["Pague {fee} para reprogramar la entrega"],
    paras=[["Su paquete con número de seguimiento {track} no ha podido ser entregado.", "Su envío está retenido en aduanas. Hay tasas de importación pendientes."],
           ["Para programar una nueva entrega debe abonar {fee}.", "Importe pendiente: {fee}"],
           ["Pasadas {hours} horas el paquete será devuelto al remitente.", ""]],
    cta=["Programar entrega", "Pagar ahora", "Seguir envío"], sign=["{brand}", "Atención al cliente {brand}"])
ES["invoice_attachment"] = dict(
    subj=["Factura {inv}", "Recordatorio de pago {inv}", "Factura pendiente", "Justificante de transferencia"],
    paras=[["Adjunto le remitimos la factura {inv} por importe de {amount}.", "Según nuestros registros, la factura {inv} sigue pendiente de pago."],
           ["Le rogamos realice el pago antes del {date}.", "El adjunto se abre en su navegador."], ["", "Un saludo,"]],
    cta=["Ver factura"], sign=["{sender}\nAdministración\n{company}", "Departamento de contabilidad"], short=["Adjunto factura.", "Le envío el justificante, confirme por favor."])
ES["subscription_failed"] = dict(
    subj=["Su suscripción ha sido suspendida", "Pago rechazado: actualice sus datos", "Su membresía de {brand} está en pausa"],
    paras=[["No hemos podido procesar el último pago de su suscripción a {brand}.", "Su suscripción a {brand} caducó el {past}."],
           ["Actualice sus datos de pago para seguir disfrutando del servicio.", "Importe pendiente: {small}"], [""]],
    cta=["Actualizar pago", "Renovar ahora"], sign=["El equipo de {brand}"])
ES["tax_refund"] = dict(
    subj=["Devolución de impuestos disponible", "Tiene derecho a una devolución de {refund}", "Último aviso: solicitud de devolución"],
    paras=[["Tras revisar su declaración, tiene derecho a una devolución de {refund}.", "Ha pagado impuestos de más en el último ejercicio."],
           ["Complete el formulario en línea para recibir la devolución.", "Confirme sus datos bancarios."], ["", "Referencia: {ref}"]],
    cta=["Solicitar devolución", "Acceder al formulario"], sign=["{brand}"])
ES["crypto_wallet"] = dict(
    subj=["Su billetera ha sido suspendida", "Actualización obligatoria de la billetera", "Verifique su frase de recuperación"],
    paras=[["Debido a nuevas regulaciones, todas las billeteras de {brand} deben verificarse antes del {date}.", "Detectamos un intento de retiro no autorizado de {coin}."],
           ["Verifique su billetera con su frase de recuperación de 12 o 24 palabras.", "Las billeteras no verificadas serán desactivadas."], [""]],
    cta=["Verificar billetera", "Sincronizar ahora"], sign=["Soporte {brand}"])
ES["sextortion"] = dict(
    subj=["Conozco tu contraseña", "Tu cuenta ha sido hackeada", "Pago pendiente"], greet=["¡Hola!", "Hola,", ""],
    paras=[["Tengo malas noticias para ti. Hace unos meses obtuve acceso a tu dispositivo."],
           ["Instalé un programa que grabó tu pantalla y tu cámara web.", "Tengo todos tus contactos y tu historial de navegación."],
           ["Si quieres que lo borre todo, envía {btcamt} en Bitcoin a esta dirección:\n\n{btc}"],
           ["Tienes 48 horas. No contactes a la policía.", "Si no recibo el pago, el vídeo se enviará a todos tus contactos."]],
    sign=[""])
ES["ceo_gift_card"] = dict(
    subj=["¿Estás disponible?", "Petición", "Urgente", "Un favor"], greet=["", "{first},", "Hola {first},"],
    paras=[["¿Estás disponible? Necesito que me hagas una gestión con discreción.", "¿Tienes un minuto? Estoy en una reunión y no puedo llamar."],
           ["", "Necesito {ncards} {gift} de {cardval} para un cliente. Te lo devuelvo hoy."], [""]],
    sign=["{sfirst}", "Enviado desde mi iPhone"], short=["¿Estás en la oficina?", "¿Tienes un momento? Necesito un favor.", "Pásame tu WhatsApp."])
ES["job_offer"] = dict(
    subj=["Trabajo desde casa: {salary}", "Puesto a tiempo parcial", "Hemos revisado su currículum"], greet=["Hola,", "Hola {first},"],
    paras=[["Buscamos asistentes en línea para un puesto a tiempo parcial desde casa.", "Su currículum nos ha sido recomendado."],
           ["Salario: {salary}. Solo 1-2 horas al día, sin experiencia."], ["Contacte con RR. HH. por WhatsApp: {wa}"]],
    sign=["{sender}\nRR. HH., {company}"])

IT["mailbox_quota"] = dict(
    subj=["La tua casella di posta è piena", "Spazio di archiviazione esaurito ({pct}%)", "{msgs} messaggi in attesa per {email}"],
    paras=[["La casella {email} ha superato il limite di archiviazione di {quota}.", "Il tuo account di posta è pieno al {pct}%."],
           ["{msgs} messaggi in arrivo sono bloccati e verranno eliminati se non intervieni.", "Per continuare a ricevere e-mail, convalida il tuo account qui sotto."], [""]],
    cta=["Aumenta spazio", "Sblocca messaggi"], sign=["{brand}", "Amministratore di posta", "Supporto IT"])
IT["unusual_signin"] = dict(
    subj=["Attività di accesso insolita", "Nuovo accesso da {city}", "Avviso di sicurezza per {email}"],
    paras=[["Abbiamo rilevato un accesso insolito al tuo account {brand}.", "Qualcuno ha tentato di accedere al tuo account."],
           ["Posizione: {city}\nIndirizzo IP: {ip}\nDispositivo: {device}"], ["Se non sei stato tu, proteggi subito il tuo account."]],
    cta=["Controlla attività", "Proteggi account"], sign=["Il team account {brand}"])
IT["account_suspended"] = dict(
    subj=["Il tuo account è stato sospeso", "Importante: il tuo account {brand} è limitato", "Ultimo avviso: aggiorna i tuoi dati"],
    paras=[["A causa di attività sospette abbiamo temporaneamente {sospeso|limitato} il tuo account {brand}.", "Non siamo riusciti a verificare i tuoi dati di pagamento."],
           ["Conferma i tuoi dati entro {hours} ore per ripristinare l'accesso.", "Pratica n. {case}."], ["", "Ci scusiamo per il disagio."]],
    cta=["Ripristina account", "Verifica ora"], sign=["Servizio clienti {brand}", "Cordiali saluti,\n{brand}"])
IT["parcel_fee"] = dict(
    subj=["Il tuo pacco è in giacenza", "Consegna non riuscita - {track}", "Dazi doganali da pagare", "Ultimo avviso: il pacco verrà restituito"],
    pre=["Paga {fee} per riprogrammare la consegna"],
    paras=[["Il tuo pacco con codice di tracciamento {track} non è stato consegnato.", "La tua spedizione è bloccata in dogana per dazi non pagati."],
           ["Per programmare una nuova consegna è richiesto il pagamento di {fee}.", "Importo dovuto: {fee}"],
           ["Dopo {hours} ore il pacco verrà restituito al mittente.", ""]],
    cta=["Programma consegna", "Paga ora", "Traccia pacco"], sign=["{brand}", "Servizio clienti {brand}"])
IT["invoice_attachment"] = dict(
    subj=["Fattura {inv}", "Sollecito di pagamento {inv}", "Fattura scaduta", "Copia bonifico"],
    paras=[["In allegato la fattura {inv} di {amount}.", "Dai nostri registri risulta che la fattura {inv} non è stata ancora saldata."],
           ["Si prega di effettuare il pagamento entro il {date}.", "L'allegato si apre nel browser."], ["", "Cordiali saluti,"]],
    cta=["Visualizza fattura"], sign=["{sender}\nAmministrazione\n{company}", "Ufficio contabilità"], short=["In allegato.", "Copia bonifico in allegato, confermare per favore."])
IT["subscription_failed"] = dict(
    subj=["Il tuo abbonamento è stato sospeso", "Pagamento rifiutato: aggiorna i dati", "Il tuo abbonamento {brand} è in sospeso"],
    paras=[["Non siamo riusciti a elaborare l'ultimo pagamento del tuo abbonamento {brand}.", "Il tuo abbonamento {brand} è scaduto il {past}."],
           ["Aggiorna i dati di pagamento per continuare a usare il servizio.", "Importo dovuto: {small}"], [""]],
    cta=["Aggiorna pagamento", "Rinnova ora"], sign=["Il team {brand}"])
IT["tax_refund"] = dict(
    subj=["Rimborso fiscale disponibile", "Hai diritto a un rimborso di {refund}", "Ultimo promemoria: richiesta di rimborso"],
    paras=[["Dopo l'ultimo calcolo della tua posizione fiscale, hai diritto a un rimborso di {refund}.", "Hai versato imposte in eccesso nell'ultimo anno."],
           ["Compila il modulo online per ricevere il rimborso.", "Conferma le tue coordinate bancarie."], ["", "Riferimento: {ref}"]],
    cta=["Richiedi rimborso", "Accedi al modulo"], sign=["{brand}"])
IT["crypto_wallet"] = dict(
    subj=["Il tuo wallet è stato sospeso", "Aggiornamento obbligatorio del wallet", "Verifica la tua frase di recupero"],
    paras=[["A causa di nuove normative, tutti i wallet {brand} devono essere verificati entro il {date}.", "Abbiamo rilevato un tentativo di prelievo non autorizzato di {coin}."],
           ["Verifica il tuo wallet con la frase di recupero di 12 o 24 parole.", "I wallet non verificati verranno disattivati."], [""]],
    cta=["Verifica wallet", "Sincronizza ora"], sign=["Supporto {brand}"])
IT["sextortion"] = dict(
    subj=["Conosco la tua password", "Il tuo account è stato violato", "Pagamento richiesto"], greet=["Ciao!", "Salve,", ""],
    paras=[["Ho brutte notizie per te. Alcuni mesi fa ho ottenuto l'accesso al tuo dispositivo."],
           ["Ho installato un software che ha registrato il tuo schermo e la tua webcam.", "Ho tutti i tuoi contatti e la cronologia di navigazione."],
           ["Se vuoi che cancelli tutto, invia {btcamt} in Bitcoin a questo indirizzo:\n\n{btc}"],
           ["Hai 48 ore. Non contattare la polizia.", "Senza pagamento, il video verrà inviato a tutti i tuoi contatti."]],
    sign=[""])
IT["ceo_gift_card"] = dict(
    subj=["Sei disponibile?", "Richiesta", "Urgente", "Un favore"], greet=["", "{first},", "Ciao {first},"],
    paras=[["Sei disponibile? Ho bisogno che tu gestisca una cosa con discrezione.", "Hai un minuto? Sono in riunione e non posso chiamare."],
           ["", "Mi servono {ncards} {gift} da {cardval} per un cliente. Ti rimborso oggi."], [""]],
    sign=["{sfirst}", "Inviato da iPhone"], short=["Sei in ufficio?", "Hai un momento? Mi serve un favore.", "Mandami il tuo numero WhatsApp."])
IT["job_offer"] = dict(
    subj=["Lavoro da casa: {salary}", "Posizione part-time disponibile", "Abbiamo esaminato il tuo CV"], greet=["Salve,", "Ciao {first},"],
    paras=[["Cerchiamo assistenti online per una posizione part-time da casa.", "Il tuo CV ci è stato consigliato."],
           ["Stipendio: {salary}. Solo 1-2 ore al giorno, nessuna esperienza richiesta."], ["Contatta le risorse umane su WhatsApp: {wa}"]],
    sign=["{sender}\nRisorse Umane, {company}"])

TPL = {"en": EN, "nl": NL, "pt": PT, "de": DE, "fr": FR, "es": ES, "it": IT}

# European Portuguese: the Portuguese templates are written in Brazilian Portuguese; these swaps localise them.
PT_PT = [("Você tem", "Tem"), ("Sua ", "A sua "), ("sua ", "a sua "), ("seu ", "o seu "), ("Seu ", "O seu "),
         ("cadastro", "registo"), ("Equipe", "Equipa"), ("equipe", "equipa"), ("arquivo", "ficheiro"), ("código de rastreio", "número de seguimento"),
         ("recebendo", "a receber"), ("assistindo", "a ver"), ("CPF", "NIF"), ("Me manda", "Envie-me"), ("usuário", "utilizador"), ("contatos", "contactos"),
         ("Atendimento", "Apoio ao cliente"), ("Boleto em atraso", "Fatura em atraso"), ("detectamos", "detetámos"), ("Detectamos", "Detetámos"),
         ("meio período", "part-time"), ("Fale com nosso", "Contacte o nosso"), ("nosso", "o nosso"), ("Oi,", "Olá,"), ("tela", "ecrã")]


def localise_pt(s, lang):
    if lang != "pt-PT":
        return s
    for a, b in PT_PT:
        s = s.replace(a, b)
    for a, b in (("a a sua", "a sua"), ("o o seu", "o seu"), ("o o nosso", "o nosso"), ("da a sua", "da sua"), ("na a sua", "na sua"),
                 ("do o seu", "do seu"), ("no o seu", "no seu"), ("pela a sua", "pela sua"), ("pelo o seu", "pelo seu"), ("com o nosso", "com o nosso")):
        s = s.replace(a, b)
    return s


# ============================================================================ kinds

# kind: label, weight, brand pools, sender styles {style: weight}, format weights (text, html, alternative),
#       attachment set, attachment probability, List-Unsubscribe probability, Reply-To probability
def K(label, w, pools, senders, fmt, attach=None, attach_p=0.0, bulk_p=0.0, reply_p=0.1):
    return dict(label=label, w=w, pools=pools, senders=senders, fmt=fmt, attach=attach, attach_p=attach_p, bulk_p=bulk_p, reply_p=reply_p)


CRED = {"brand": 3, "brandrand": 3, "spoof": 3}
KINDS = {
    "mailbox_quota": K("phishing", 5, ["mail"], CRED, (2, 3, 5)),
    "password_expiry": K("phishing", 3, ["mail"], CRED, (2, 3, 5)),
    "unusual_signin": K("phishing", 3, ["account", "mail"], {"brand": 5, "brandrand": 3, "spoof": 1}, (1, 4, 5)),
    "account_suspended": K("phishing", 4, ["account", "stream"], {"brand": 5, "brandrand": 4}, (1, 4, 5), bulk_p=0.05),
    "verify_identity": K("phishing", 2, ["account"], {"brand": 5, "brandrand": 3}, (1, 4, 5)),
    "shared_document": K("phishing", 4, ["docs"], {"brand": 3, "brandrand": 3, "person": 3, "spoof": 2}, (1, 4, 5), "docs", 0.25),
    "esign_request": K("phishing", 2, ["esign"], {"brand": 4, "brandrand": 4, "person": 1}, (1, 5, 4), "esign", 0.2),
    "voicemail_fax": K("phishing", 2, ["voice"], {"brand": 2, "brandrand": 3, "spoof": 4}, (3, 3, 4), "voice", 0.6),
    "hr_payroll": K("phishing", 2, ["hr"], {"spoof": 5, "brandrand": 3, "brand": 2}, (3, 3, 4), "hr", 0.35),
    "mfa_reset": K("phishing", 2, ["mail"], {"spoof": 4, "brand": 3, "brandrand": 2}, (2, 3, 5)),
    "parcel_fee": K("phishing", 5, ["parcel"], {"brand": 5, "brandrand": 4}, (1, 5, 5), "parcel", 0.08, bulk_p=0.1),
    "invoice_attachment": K("phishing", 4, [], {"person": 4, "free": 2, "co": 2}, (4, 2, 3), "invoice", 0.75, reply_p=0.2),
    "subscription_failed": K("phishing", 3, ["stream"], {"brand": 5, "brandrand": 4}, (1, 5, 4), bulk_p=0.15),
    "refund_pending": K("phishing", 2, ["account", "stream"], {"brand": 5, "brandrand": 4}, (1, 4, 5)),
    "tax_refund": K("phishing", 2, ["tax"], {"brand": 5, "brandrand": 4}, (2, 4, 4), "tax", 0.15),
    "crypto_wallet": K("phishing", 3, ["crypto"], {"brand": 6, "brandrand": 3}, (1, 5, 4), bulk_p=0.1),
    "crypto_airdrop": K("phishing", 2, ["crypto"], {"brand": 4, "brandrand": 3, "co": 1}, (1, 5, 4), bulk_p=0.3),
    "ceo_gift_card": K("phishing", 4, [], {"free": 6, "exec": 4}, (8, 0, 2), reply_p=0.4),
    "prize_survey": K("phishing", 2, ["retail"], {"brand": 3, "brandrand": 4}, (1, 6, 4), bulk_p=0.5),
    "crypto_investment": K("spam", 3, [], {"co": 4, "person": 2, "free": 1}, (2, 4, 4), bulk_p=0.4, reply_p=0.1),
    "sextortion": K("spam", 4, [], {"self": 4, "free": 3, "person": 2}, (8, 1, 1)),
    "advance_fee": K("spam", 4, [], {"free": 5, "person": 2}, (8, 0, 2), reply_p=0.6),
    "lottery_win": K("spam", 2, [], {"free": 3, "person": 2}, (7, 1, 2), reply_p=0.6),
    "romance": K("spam", 3, [], {"free": 4, "co": 2}, (4, 3, 3), bulk_p=0.3, reply_p=0.2),
    "job_offer": K("spam", 3, [], {"free": 3, "co": 2, "person": 2}, (6, 1, 3), reply_p=0.3),
    "casino_bonus": K("spam", 3, [], {"co": 5, "person": 1}, (0, 6, 4), bulk_p=0.7),
    "health_product": K("spam", 3, [], {"co": 4, "person": 2}, (1, 5, 4), bulk_p=0.6),
    "seo_cold": K("spam", 3, [], {"free": 3, "co": 2}, (7, 1, 2), bulk_p=0.2, reply_p=0.3),
    "loan_offer": K("spam", 3, [], {"co": 3, "free": 2}, (3, 3, 4), bulk_p=0.5, reply_p=0.2),
}
NOLINK = {"sextortion", "advance_fee", "lottery_win", "ceo_gift_card", "seo_cold", "job_offer"}
SHORT_P = {"ceo_gift_card": 0.45, "invoice_attachment": 0.2, "job_offer": 0.2}
TZS = {"en": ["-0800", "-0700", "-0500", "-0400", "+0000", "+0100", "+0530", "+0800", "+0300", "+0000"],
       "nl": ["+0100", "+0200", "+0000", "+0300"], "de": ["+0100", "+0200", "+0000", "+0300"], "fr": ["+0100", "+0200", "+0000"],
       "es": ["+0100", "+0200", "-0500", "-0300"], "it": ["+0100", "+0200", "+0000"], "pt-BR": ["-0300", "+0000", "-0300"], "pt-PT": ["+0000", "+0100"]}
LOCALS = ["no-reply", "noreply", "support", "security", "info", "service", "admin", "notification", "alerts", "account-update", "billing",
          "customer.service", "do-not-reply", "mail", "notice", "update", "help", "team", "verify"]


def tpl_key(lang):
    return "pt" if lang.startswith("pt") else base_lang(lang)


def pick_brand(rng, pools, lang):
    if not pools:
        return None
    p = rng.choice(pools)
    if p == "parcel":
        return rng.choice(PARCEL[lang] if rng.random() < 0.8 else PARCEL["en"][:4])
    if p == "tax":
        return rng.choice(TAX[lang])
    return rng.choice(B[p])


def weighted(rng, d):
    keys = list(d)
    return rng.choices(keys, [d[k] for k in keys])[0]


def person_name(rng, lang):
    firsts, lasts = NAMES.get(base_lang(lang), NAMES["en"]) if maybe(rng, 0.6) else NAMES["en"]
    return rng.choice(firsts), rng.choice(lasts)


def make_sender(rng, style, m, S, bdisp, brand, rcpt, lang):
    """Sets m.frm, m.env_from, m.origin and m.auth."""
    bslug = slug(brand[1]) if brand else None
    rdom = rcpt.email.split("@")[1]
    if style == "brand" and brand:
        dom = lookalike(rng, bslug)
        m.frm = (bdisp + rng.choice(["", "", "", " Support", " Team", " Notification", " Service", " <no-reply>"]), f"{rng.choice(LOCALS)}@{dom}")
        m.env_from = rng.choice([m.frm[1], f"bounce-{alnum(rng, 10).lower()}@{dom}", f"{alnum(rng, 8).lower()}@{random_domain(rng)}"])
        m.origin = rng.choice(["direct", "esp", "webform", "direct"])
        m.auth = rng.choices(["pass", "none", "partial", "softfail", "fail", "absent"], [30, 20, 12, 10, 13, 15])[0]
    elif style in ("brandrand", "brand") and brand or style == "spoof" and brand and maybe(rng, 0.4):
        dom = random_domain(rng)
        m.frm = (bdisp, f"{rng.choice(LOCALS + ['', ''])}{alnum(rng, rng.randint(2, 6), 'abcdefghijklmnopqrstuvwxyz0123456789')}@{dom}" if maybe(rng, 0.4) else f"{rng.choice(LOCALS)}@{dom}")
        m.env_from = m.frm[1] if maybe(rng, 0.6) else f"{alnum(rng, 8).lower()}@{random_domain(rng)}"
        m.origin = rng.choice(["compromised", "m365", "webform", "direct"])
        m.auth = rng.choices(["pass", "partial", "fail", "none", "softfail", "absent"], [28, 20, 20, 12, 7, 13])[0]
    elif style == "spoof":
        disp = bdisp or T(rng.choice(["{rdomain} Admin", "IT Support", "{rorg} HR", "Administrator"]), S)
        m.frm = (disp, f"{rng.choice(['it-support', 'admin', 'helpdesk', 'hr', 'payroll', 'no-reply', 'postmaster', 'mailer'])}@{rdom}")
        m.env_from = f"{alnum(rng, 8).lower()}@{random_domain(rng)}"
        m.origin = rng.choice(["direct", "webform", "compromised"])
        m.auth = rng.choices(["fail", "softfail", "none", "absent"], [50, 20, 15, 15])[0]
    elif style == "self":
        m.frm = (rcpt.name if maybe(rng, 0.4) else None, rcpt.email)
        m.env_from = rng.choice([rcpt.email, f"{alnum(rng, 8).lower()}@{random_domain(rng)}"])
        m.origin = rng.choice(["direct", "direct", "webform"])
        m.auth = rng.choices(["fail", "softfail", "none", "absent"], [45, 25, 15, 15])[0]
    elif style == "exec":
        f, l = S["sender"].split(" ", 1)
        typo = rdom.replace(".", rng.choice(["-mail.", "-corp.", "s.", "-inc."]), 1) if maybe(rng, 0.6) else rng.choice(FREEMAIL)
        m.frm = (S["sender"], f"{slug(f)}.{slug(l)}{rng.choice(['', '', digits(rng, 2)])}@{typo}")
        m.env_from = m.frm[1]
        m.origin = rng.choice(["direct", "compromised"])
        m.auth = rng.choices(["pass", "none", "softfail", "absent"], [35, 30, 15, 20])[0]
    elif style == "free":
        f, l = S["sender"].split(" ", 1) if "sender" in S else person_name(rng, lang)
        loc = rng.choice([f"{slug(f)}.{slug(l)}", f"{slug(f)}{slug(l)}{digits(rng, rng.randint(1, 4))}", f"{slug(f)[0]}{slug(l)}{digits(rng, 2)}",
                          f"{slug(l)}.{slug(f)}{rng.choice(['', '.office', '.private'])}", f"{alnum(rng, 9, 'abcdefghijklmnopqrstuvwxyz')}"])
        m.frm = (f"{f} {l}" if maybe(rng, 0.8) else f"{f}", f"{loc.replace('-', '')}@{rng.choice(FREEMAIL)}")
        m.env_from = m.frm[1]
        m.origin = rng.choice(["compromised", "direct", "m365"])
        m.auth = rng.choices(["pass", "partial", "none", "softfail", "absent"], [45, 12, 15, 13, 15])[0]
    elif style == "person":
        f, l = S["sender"].split(" ", 1) if "sender" in S else person_name(rng, lang)
        dom = random_domain(rng)
        m.frm = (f"{f} {l}", f"{rng.choice([slug(f), slug(f) + '.' + slug(l), slug(f)[0] + slug(l), 'office', 'info', 'accounts'])}@{dom}")
        m.env_from = m.frm[1]
        m.origin = rng.choice(["compromised", "m365", "webform"])
        m.auth = rng.choices(["pass", "partial", "fail", "none", "absent"], [35, 15, 18, 15, 17])[0]
    else:  # "co": a spam operation on its own (fictional) domain
        co = S["company"]
        dom = f"{slug(co).replace('-', rng.choice(['', '-']))}{rng.choice(['', '', '-mail', '-news', 'hq', '-offers'])}.{rng.choice(BAD_TLD)}"
        m.frm = (co if maybe(rng, 0.8) else f"{S['sender'].split()[0]} at {co}", f"{rng.choice(['news', 'info', 'offers', 'hello', 'team', 'vip', 'contact', 'no-reply'])}@{dom}")
        m.env_from = f"{rng.choice(['bounce', 'bnc', 'return'])}-{alnum(rng, 12).lower()}@{rng.choice(['mail.', 'em.', 'send.'])}{dom}"
        m.origin = rng.choice(["esp", "esp", "direct", "webform"])
        m.auth = rng.choices(["pass", "none", "partial", "softfail", "absent"], [40, 20, 10, 15, 15])[0]


def fill(rng, s, S, lang):
    return localise_pt(T(s, S), lang)


def compose(rng, kind, lang, rcpt, now):
    meta = KINDS[kind]
    key = tpl_key(lang)
    tpl = TPL[key][kind]
    brand = pick_brand(rng, meta["pools"], lang)
    S = Slots(rng, lang, rcpt, now)
    S["year"] = str(now.year)
    S["q"] = str((now.month - 1) // 3 + 1)
    bname = T(brand[0], S) if brand else None
    S.brand = bname
    obf = brand is not None and maybe(rng, 0.16)
    bdisp = obfuscate(rng, bname) if obf else bname
    S["brand"] = bdisp if obf and maybe(rng, 0.5) else (bname or "")
    S["sfirst"] = S["sender"].split()[0]
    S["sender_mail"] = f"{slug(S['sfirst'])}@{rcpt.email.split('@')[1] if maybe(rng, 0.5) else random_domain(rng)}"
    if kind in ("casino_bonus",):
        S["company"] = S["casino"]
    if kind == "health_product":
        S["company"] = S["product"]
    link = kind not in NOLINK or (kind == "job_offer" and maybe(rng, 0.3))
    if link:
        S["url"] = phish_url(rng, S)
    m = Msg()
    m.lang = base_lang(lang)
    m.date = now
    c = {}
    subj = fill(rng, rng.choice(tpl["subj"]), S, lang)
    if obf and bname and bname in subj:
        subj = subj.replace(bname, bdisp)
    r = rng.random()
    if r < 0.05:
        subj = rng.choice(["RE: ", "Re: ", "FW: ", "Fwd: ", "AW: " if key == "de" else "TR: " if key == "fr" else "RV: " if key == "es" else "R: " if key == "it" else "Re: "]) + subj
    elif r < 0.09:
        subj = rng.choice(["[External] ", "[EXTERNAL] ", "EXTERNAL: ", "[SUSPICIOUS] " if False else "[Notice] "]) + subj
    elif r < 0.13 and meta["label"] == "phishing":
        subj = rng.choice(["⚠️ ", "🔒 ", "❗", "🚨 ", "✉️ "]) + subj
    elif r < 0.16:
        subj = subj + rng.choice([f" #{digits(rng, 6)}", f" [{S['ref'] if 'ref' in S else alnum(rng, 6)}]", f" ({S['today']})", f" - {S['email']}"])
    c["subject"] = subj
    short = "short" in tpl and maybe(rng, SHORT_P.get(kind, 0.2))
    if short:
        c["paras"] = [fill(rng, rng.choice(tpl["short"]), S, lang)]
        if kind == "ceo_gift_card" and maybe(rng, 0.5):
            c["sign"] = fill(rng, rng.choice(tpl["sign"]), S, lang)
    else:
        greets = tpl.get("greet") or GREET[key]
        c["greet"] = fill(rng, rng.choice(greets), S, lang)
        paras = []
        for pos in tpl["paras"]:
            p = fill(rng, rng.choice(pos), S, lang)
            if p:
                paras.append(p)
        if meta["label"] == "phishing" and kind != "ceo_gift_card" and maybe(rng, 0.45):
            u = fill(rng, rng.choice(URG[key]), S, lang)
            if u:
                paras.insert(max(1, len(paras) - 1) if maybe(rng, 0.5) else len(paras), u)
        if link and "cta" not in tpl and maybe(rng, 0.6):
            paras.append(S["url"])
        elif link and maybe(rng, 0.15):
            paras.append(rng.choice(["Link: {url}", "{url}", "If the button does not work, copy this link into your browser: {url}"] if key == "en" else ["{url}", "Link: {url}"]).replace("{url}", S["url"]))
        if maybe(rng, 0.1) and brand:
            paras = [p.replace(bname, zerowidth(rng, bname)) if bname in p else p for p in paras]
        c["paras"] = paras
        c["sign"] = fill(rng, rng.choice(tpl["sign"]), S, lang)
        if "cta" in tpl and link:
            c["cta"] = fill(rng, rng.choice(tpl["cta"]), S, lang)
        if brand and maybe(rng, 0.55):
            c["foot"] = fill(rng, rng.choice(FOOT[key]), S, lang)
        if tpl.get("pre"):
            c["pre"] = fill(rng, rng.choice(tpl["pre"]), S, lang)
        elif link and maybe(rng, 0.5):
            c["pre"] = paras[0][:90] if paras else ""
    c["bdisp"] = bdisp
    # sender, recipients, reply-to
    style = weighted(rng, meta["senders"])
    make_sender(rng, style, m, S, bdisp, brand, rcpt, lang)
    r = rng.random()
    m.to = ([(rcpt.name, rcpt.email)] if r < 0.5 else [(None, rcpt.email)] if r < 0.78 else "undisclosed" if r < 0.92 else [(None, m.frm[1])])
    if style == "self":
        m.to = [(None, rcpt.email)]
    if maybe(rng, meta["reply_p"]) and style != "self":
        f, l = person_name(rng, "en")
        m.reply_to = rng.choice([(None, f"{slug(f)}.{slug(l)}{digits(rng, 2)}@{rng.choice(FREEMAIL)}"),
                                 (m.frm[0], f"{rng.choice(['reply', 'claims', 'office', slug(f)])}@{random_domain(rng)}"),
                                 (f"{f} {l}", f"{slug(f)}{digits(rng, 3)}@{rng.choice(FREEMAIL)}")])
    # unsubscribe (bulk spam)
    if maybe(rng, meta["bulk_p"]):
        fdom = m.frm[1].split("@")[1]
        tok = alnum(rng, 24)
        unsub = f"https://{rng.choice(['unsub', 'list', 'email', 'e'])}.{fdom}/unsubscribe?u={tok}"
        m.headers.append(("List-Unsubscribe", rng.choice([f"<mailto:unsub-{tok.lower()}@{fdom}>, <{unsub}>", f"<{unsub}>", f"<mailto:unsubscribe@{fdom}?subject=unsubscribe>"])))
        if maybe(rng, 0.5):
            m.headers.append(("List-Unsubscribe-Post", "List-Unsubscribe=One-Click"))
        if not short:
            c["unsub"] = unsub if maybe(rng, 0.7) else phish_url(rng, S)
            c["unsub_label"] = {"en": "Unsubscribe", "nl": "Afmelden", "pt": "Cancelar inscrição", "de": "Abmelden", "fr": "Se désabonner", "es": "Darse de baja", "it": "Annulla iscrizione"}[key]
    if m.origin == "esp" and maybe(rng, 0.5):
        m.headers.append(("Feedback-ID", f"{digits(rng, 6)}:{digits(rng, 4)}:{rng.choice(['campaign', 'promo', 'tx', 'mkt'])}:{alnum(rng, 6).lower()}"))
    if m.origin == "webform" and maybe(rng, 0.6):
        m.headers.append(("X-Mailer", rng.choice(["PHPMailer 6.9.1", "PHPMailer 6.8.0", "PHPMailer 5.2.27", "PHP/8.1.2", "WordPress"])))
    elif m.origin in ("compromised", "m365") and maybe(rng, 0.3):
        m.headers.append(("X-Mailer", rng.choice(["Microsoft Outlook 16.0", "Microsoft Office Outlook 12.0", "Foxmail 7.2.25.228", "Open-Xchange Mailer v7.10.6",
                                                  "Roundcube Webmail/1.6.5", "Zimbra 8.8.15_GA"])))
    if m.origin == "m365" and maybe(rng, 0.5):
        m.headers.append(("Thread-Topic", subj if subj.isascii() else "message"))
        m.headers.append(("Thread-Index", base64.b64encode(bytes(rng.getrandbits(8) for _ in range(22))).decode()))
    if meta["label"] == "phishing" and maybe(rng, 0.15):
        m.headers.append(rng.choice([("X-Priority", "1 (Highest)"), ("X-Priority", "1"), ("Importance", "high"), ("X-MSMail-Priority", "High")]))
    if maybe(rng, 0.08):
        m.headers.append(("X-Originating-IP", f"[{doc_ip(rng)}]"))
    if key != "en" and maybe(rng, 0.2):
        m.headers.append(("Content-Language", {"nl": "nl-NL", "de": "de-DE", "fr": "fr-FR", "es": "es-ES", "it": "it-IT"}.get(key, lang)))
    # body format
    fw = meta["fmt"]
    fmt = rng.choices(["text", "html", "alt"], fw)[0]
    if short:
        fmt = "text" if maybe(rng, 0.8) else "alt"
    if fmt in ("text", "alt"):
        m.text = render_text(rng, c, S)
    if fmt in ("html", "alt"):
        m.html = render_html(rng, c, S, brand)
    if meta["attach"] and maybe(rng, meta["attach_p"] if not short else 0.85):
        name = T(rng.choice(ATTACH[meta["attach"]]), S)
        m.attachments.append(attachment(rng, name, S))
    m.subject = subj
    return m, meta["label"]


# ============================================================================ driver

def generate(i, rcpts):
    rng = random.Random(f"{SEED}:{i}")
    lang = rng.choice(FOREIGN) if rng.random() < FOREIGN_SHARE else "en"
    key = tpl_key(lang)
    kinds = [k for k in KINDS if k in TPL[key]]
    kind = rng.choices(kinds, [KINDS[k]["w"] for k in kinds])[0]
    same = [r for r in rcpts if r.lang == lang]
    rcpt = rng.choice(same) if same and maybe(rng, 0.75) else rng.choice(rcpts)
    start = datetime(2022, 1, 1)
    naive = start + timedelta(seconds=rng.randint(0, int((datetime(2026, 6, 30) - start).total_seconds())))
    now = naive.replace(tzinfo=tz(rng.choice(TZS[lang])))
    m, label = compose(rng, kind, lang, rcpt, now)
    crlf = random.Random(f"{SEED}:{i}:eol").random() < 0.5
    return serialize(m, rng, rcpt, crlf), label, kind, m


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("out_dir")
    ap.add_argument("--count", type=int, default=1500)
    ap.add_argument("--no-verify", action="store_true", help="skip parsing every message back")
    a = ap.parse_args(argv)
    os.makedirs(a.out_dir, exist_ok=True)
    rcpts = recipients()
    rows = []
    width = max(5, len(str(a.count)))
    for i in range(a.count):
        raw, label, kind, _ = generate(i, rcpts)
        name = f"{i:0{width}d}.eml"
        if not a.no_verify:
            verify(raw, name)
        with open(os.path.join(a.out_dir, name), "wb") as f:
            f.write(raw)
        rows.append((name, label, kind))
    with open(os.path.join(a.out_dir, "labels.csv"), "w", newline="", encoding="utf-8") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(["file", "label", "kind"])
        w.writerows(rows)
    n_ph = sum(1 for r in rows if r[1] == "phishing")
    print(f"wrote {len(rows)} messages to {a.out_dir}: phishing {n_ph}, spam {len(rows) - n_ph}, {len({r[2] for r in rows})} kinds")


if __name__ == "__main__":
    sys.exit(main())
