#!/usr/bin/env python3
"""Write Sotto's generated training set for the five-tab categorizer.

    python3 make_training_set.py OUT_DIR [--count N]

writes OUT_DIR/NNNNN.eml (RFC 5322 messages) and OUT_DIR/labels.csv (file,category),
roughly balanced over primary, social, promotions, updates and forums (default 2,000).

Everything is fictional and generated from templates with combinatorial slot filling:
people come from multilingual name lists, companies are invented, and every domain is
reserved (.example / .test). No real mail is copied, and there is no spam or phishing.
The output is deterministic: a fixed seed, no clock, per-message random streams derived
from the seed and the message number, so every run writes byte-identical files.

Standard library only. It deliberately shares no people, brands or storylines with the
demo mailbox (Samples/make_samples.py), which is used for evaluation.
"""
from __future__ import annotations

import argparse
import base64
import csv
import hashlib
import os
import quopri
import random
import re
import sys
from datetime import datetime, timedelta, timezone
from email.charset import BASE64, QP, Charset
from email.header import Header
from email.utils import formataddr

SEED = "sotto-training-set-v1"
CATEGORIES = ["primary", "social", "promotions", "updates", "forums"]
LANGS = ["de", "fr", "es", "pt", "it", "nl", "sv", "ja", "zh"]
FOREIGN_SHARE = 0.15

# ============================================================================ templating

_BRACE = re.compile(r"\{([^{}]*)\}")


class Slots(dict):
    """Slot values for one message. Unknown keys are generated on first use and then
    kept, so a template that says {day} twice gets the same day both times."""

    def __init__(self, rng: random.Random, lang: str = "en", **kw):
        super().__init__(**kw)
        self.rng = rng
        self.lang = lang

    def __missing__(self, key):
        gen = SLOT_GEN.get((self.lang, key)) or SLOT_GEN.get(("*", key))
        if gen is None:
            base = key.rstrip("0123456789")
            gen = SLOT_GEN.get((self.lang, base)) or SLOT_GEN.get(("*", base))
        if gen is None:
            raise KeyError(f"no slot generator for {key!r}")
        val = gen(self)
        self[key] = val
        return val


def T(s: str, slots: Slots) -> str:
    """Fill a template: {a|b|c} picks one alternative, {name} is a slot."""
    rng = slots.rng

    def one(m):
        body = m.group(1)
        if "|" in body:
            return rng.choice(body.split("|"))
        return str(slots[body])

    prev = None
    while prev != s:
        prev = s
        s = _BRACE.sub(one, s)
    return s


def alt(rng, s):
    return rng.choice(s.split("|"))


def pick(rng, seq, k=None):
    if k is None:
        return rng.choice(seq)
    seq = list(seq)
    return rng.sample(seq, min(k, len(seq)))


def maybe(rng, p):
    return rng.random() < p


def hexid(rng, n):
    return "".join(rng.choice("0123456789abcdef") for _ in range(n))


def alnum(rng, n, alphabet="ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"):
    return "".join(rng.choice(alphabet) for _ in range(n))


def slug(s: str) -> str:
    s = s.lower()
    for a, b in (("ä", "ae"), ("ö", "oe"), ("ü", "ue"), ("ß", "ss"), ("å", "a"), ("é", "e"), ("è", "e"),
                 ("ê", "e"), ("á", "a"), ("à", "a"), ("ã", "a"), ("â", "a"), ("í", "i"), ("ó", "o"),
                 ("ô", "o"), ("õ", "o"), ("ú", "u"), ("ç", "c"), ("ñ", "n"), ("ø", "o"), ("æ", "ae"),
                 ("ï", "i"), ("ë", "e"), ("ò", "o"), ("ì", "i"), ("ù", "u"), ("&", "and")):
        s = s.replace(a, b)
    s = re.sub(r"[^a-z0-9]+", "-", s).strip("-")
    return s


# ============================================================================ people

NAMES = {
    "en": (["Alice", "Ben", "Chloe", "Daniel", "Ella", "Finn", "Grace", "Harry", "Isla", "Jack", "Kate", "Liam",
            "Molly", "Nathan", "Olivia", "Patrick", "Quinn", "Rachel", "Sam", "Tessa", "Victor", "Wendy", "Zoe",
            "Adam", "Bridget", "Colin", "Dana", "Eliot", "Fiona", "Gordon", "Heidi", "Ian", "Julia", "Kyle",
            "Laura", "Mason", "Nora", "Oscar", "Paige", "Rory", "Shane", "Tara", "Uma", "Vince", "Will", "Yvonne",
            "Brooke", "Caleb", "Diane", "Evan", "Frank", "Gemma", "Hugh", "Ivy", "Jonah", "Kelsey", "Leo", "Megan"],
           ["Abbott", "Barnes", "Carver", "Dalton", "Ellis", "Fletcher", "Garrison", "Hayes", "Ingram", "Jennings",
            "Keller", "Lawson", "Mercer", "Norris", "Osborne", "Prescott", "Quigley", "Ramsey", "Sutton", "Thorpe",
            "Underwood", "Vaughn", "Whitaker", "Yates", "Ashford", "Bramley", "Cobb", "Doyle", "Everett", "Forsyth",
            "Gallagher", "Hollis", "Irwin", "Kendrick", "Langley", "McAllister", "Nolan", "O'Connell", "Pruitt",
            "Redmond", "Shepherd", "Tolliver", "Wakefield", "Bishop", "Crane", "Dunbar", "Finch", "Hale", "Marsh"]),
    "de": (["Lukas", "Anna", "Jonas", "Lea", "Felix", "Marie", "Tobias", "Sophie", "Matthias", "Katrin", "Stefan",
            "Jana", "Florian", "Miriam", "Jörg", "Ute", "Sebastian", "Franziska", "Dominik", "Carola", "Henrik", "Björn"],
           ["Müller", "Schmidt", "Schneider", "Becker", "Hoffmann", "Schäfer", "Koch", "Richter", "Wolf", "Krüger",
            "Neumann", "Zimmermann", "Hartmann", "Lange", "Krause", "Vogel", "Brandt", "Böhm", "Kühn", "Seidel"]),
    "fr": (["Camille", "Louis", "Chloé", "Hugo", "Manon", "Théo", "Léa", "Antoine", "Élodie", "Julien", "Margaux",
            "Nicolas", "Inès", "Mathieu", "Aurélie", "Rémi", "Solène", "Baptiste", "Océane", "Gaël"],
           ["Dubois", "Lefèvre", "Moreau", "Laurent", "Simon", "Michel", "Garnier", "Rousseau", "Fontaine", "Chevalier",
            "Girard", "Bonnet", "Dupont", "Lambert", "Mercier", "Faure", "Blanc", "Guérin", "Perrin", "Morel"]),
    "es": (["Lucía", "Javier", "Martina", "Alejandro", "Paula", "Diego", "Sofía", "Pablo", "Elena", "Sergio", "Nerea",
            "Álvaro", "Irene", "Raúl", "Marta", "Iker", "Ainhoa", "Gonzalo", "Rocío", "Andrés"],
           ["García", "Fernández", "López", "Martínez", "Sánchez", "Pérez", "Gómez", "Ruiz", "Díaz", "Moreno",
            "Muñoz", "Romero", "Navarro", "Torres", "Domínguez", "Vázquez", "Castillo", "Ortega", "Serrano", "Molina"]),
    "pt": (["João", "Mariana", "Pedro", "Beatriz", "Tiago", "Inês", "Rafael", "Carolina", "Gonçalo", "Larissa",
            "Thiago", "Fernanda", "Rodrigo", "Juliana", "Vinícius", "Camila", "Bruno", "Letícia"],
           ["Silva", "Santos", "Ferreira", "Pereira", "Oliveira", "Costa", "Rodrigues", "Almeida", "Nascimento", "Lima",
            "Araújo", "Carvalho", "Gomes", "Ribeiro", "Barbosa", "Cardoso", "Teixeira", "Moura"]),
    "it": (["Giulia", "Marco", "Francesca", "Alessandro", "Chiara", "Matteo", "Sara", "Lorenzo", "Valentina", "Davide",
            "Elisa", "Federico", "Martina", "Riccardo", "Silvia", "Niccolò"],
           ["Rossi", "Russo", "Ferrari", "Esposito", "Bianchi", "Romano", "Colombo", "Ricci", "Marino", "Greco",
            "Bruno", "Gallo", "Conti", "De Luca", "Mancini", "Costa", "Giordano", "Rizzo"]),
    "nl": (["Daan", "Sanne", "Bram", "Lotte", "Sem", "Fleur", "Thijs", "Anouk", "Joost", "Marieke", "Ruben", "Femke",
            "Wouter", "Ilse", "Jeroen", "Eline"],
           ["de Jong", "Jansen", "de Vries", "van den Berg", "Bakker", "Visser", "Smit", "Meijer", "de Boer", "Mulder",
            "Bos", "Vos", "Peters", "Hendriks", "van Dijk", "Dekker"]),
    "sv": (["Elin", "Oskar", "Maja", "Axel", "Ebba", "Gustav", "Saga", "Viktor", "Klara", "Anton", "Linnea", "Hugo",
            "Frida", "Emil", "Alva", "Johan"],
           ["Andersson", "Johansson", "Karlsson", "Nilsson", "Eriksson", "Larsson", "Olsson", "Persson", "Svensson",
            "Gustafsson", "Pettersson", "Jonsson", "Lindgren", "Sjöberg", "Åberg", "Holmström"]),
    "ja": ([("翔太", "Shota"), ("美咲", "Misaki"), ("大輔", "Daisuke"), ("陽菜", "Hina"), ("拓海", "Takumi"),
            ("結衣", "Yui"), ("健一", "Kenichi"), ("さくら", "Sakura"), ("悠斗", "Yuto"), ("愛", "Ai"), ("直樹", "Naoki"),
            ("真由美", "Mayumi")],
           [("佐藤", "Sato"), ("鈴木", "Suzuki"), ("高橋", "Takahashi"), ("田中", "Tanaka"), ("伊藤", "Ito"),
            ("山本", "Yamamoto"), ("中村", "Nakamura_"), ("小林", "Kobayashi"), ("加藤", "Kato"), ("吉田", "Yoshida"),
            ("山口", "Yamaguchi"), ("松本", "Matsumoto"), ("井上", "Inoue"), ("木村", "Kimura")]),
    "zh": ([("伟", "Wei_"), ("芳", "Fang"), ("娜", "Na"), ("敏", "Min"), ("静", "Jing"), ("磊", "Lei"), ("洋", "Yang"),
            ("婷", "Ting"), ("浩然", "Haoran"), ("子涵", "Zihan"), ("思远", "Siyuan"), ("欣怡", "Xinyi"),
            ("俊杰", "Junjie"), ("雨桐", "Yutong")],
           [("王", "Wang"), ("李", "Li"), ("刘", "Liu"), ("陈", "Chen"), ("杨", "Yang"), ("赵", "Zhao"), ("黄", "Huang"),
            ("周", "Zhou"), ("吴", "Wu_"), ("徐", "Xu"), ("孙", "Sun"), ("胡", "Hu"), ("朱", "Zhu"), ("郭", "Guo")]),
    # English-language senders with names from elsewhere: a realistic international mailbox
    "intl": (["Aarav", "Ananya", "Rohan", "Kavya", "Chinedu", "Ngozi", "Tunde", "Aisha", "Omar", "Leila", "Karim",
              "Yasmin", "Mehmet", "Elif", "Piotr", "Agnieszka", "Tomasz", "Zofia", "Dmitri", "Irina", "Min-jun",
              "Seo-yeon", "Thanh", "Linh", "Mateo", "Valeria", "Kwame", "Abena", "Nikos", "Eleni", "Siddharth",
              "Farah", "Bogdan", "Ioana", "Tariq", "Noor", "Kofi", "Sipho", "Anaïs", "Rafael"],
             ["Sharma", "Iyer", "Kapoor", "Nair", "Eze", "Okonkwo", "Balogun", "Rahman", "Khalil", "Mansour",
              "Yilmaz", "Demir", "Nowak", "Wiśniewski", "Zieliński", "Sokolov", "Ivanova", "Kim", "Choi", "Nguyen",
              "Tran", "Herrera", "Mendoza", "Mensah", "Boateng", "Papadopoulos", "Georgiou", "Banerjee", "Qureshi",
              "Popescu", "Ionescu", "Aziz", "Asante", "Dlamini", "Kowalczyk", "Castro", "Vargas", "Haidari"]),
}

# free-mail style providers (all fictional, reserved TLDs)
PROVIDERS = {
    "en": ["postbird.example", "mailnest.example", "inboxly.test", "letterbox.example", "quillmail.example",
           "homepost.example", "myinbox.test", "owlpost.example"],
    "intl": ["postbird.example", "mailnest.example", "inboxly.test", "globemail.example", "quillmail.example"],
    "de": ["postfach.example", "netzpost.example", "briefkasten.test"],
    "fr": ["courriel.example", "laposte-web.example", "boite.test"],
    "es": ["correo-nube.example", "buzon.test", "mensajes.example"],
    "pt": ["caixapostal.example", "correio-web.test", "mensageiro.example"],
    "it": ["postaweb.example", "casella.test", "lettere.example"],
    "nl": ["brievenbus.example", "postnet.test"],
    "sv": ["brevlada.example", "epost.test"],
    "ja": ["yubin.example", "mail-jp.test"],
    "zh": ["youxiang.test", "xinxiang.example"],
}

DEMO_AVOID = {"lindqvist", "fischer", "raman", "pettersen", "biggs", "alvarez", "kowalski", "haddad",
              "adeyemi", "whitford", "watanabe", "nwosu", "okafor", "petrova", "volkov", "beridze",
              "hendricks", "menon", "feldman", "brennan"}


class Person:
    __slots__ = ("first", "last", "name", "email", "lang", "first_ascii", "last_ascii")

    def __init__(self, first, last, email, lang, first_ascii=None, last_ascii=None):
        self.first, self.last, self.email, self.lang = first, last, email, lang
        self.first_ascii = first_ascii or first
        self.last_ascii = last_ascii or last
        if lang in ("ja", "zh"):
            self.name = f"{last}{'' if lang == 'zh' else ' '}{first}".replace(" ", "" if lang == "zh" else " ")
        else:
            self.name = f"{first} {last}"

    @property
    def addr(self):
        return (self.name, self.email)


def person(rng, lang="en", domain=None, style=None):
    """A fictional person. lang picks the name list; domain, if given, is their workplace."""
    firsts, lasts = NAMES[lang]
    while True:
        f, l = rng.choice(firsts), rng.choice(lasts)
        if lang in ("ja", "zh"):
            (fn, fa), (ln, la) = f, l
            fa, la = fa.rstrip("_"), la.rstrip("_")
        else:
            fn, ln, fa, la = f, l, slug(f).replace("-", ""), slug(l).replace("-", "")
        if la.lower() not in DEMO_AVOID:
            break
    plang = lang if lang in PROVIDERS else "en"
    if domain is None:
        domain = rng.choice(PROVIDERS[plang])
        style = style or rng.choice(["f.l", "fl", "f_l", "fl99", "f.l99", "initl", "f", "lf", "nick"])
    else:
        style = style or rng.choice(["f.l", "f.l", "initl", "f", "fl"])
    fa_, la_ = fa.lower(), la.lower()
    local = {
        "f.l": f"{fa_}.{la_}", "fl": f"{fa_}{la_}", "f_l": f"{fa_}_{la_}", "fl99": f"{fa_}{la_}{rng.randint(1, 99)}",
        "f.l99": f"{fa_}.{la_}{rng.randint(70, 99)}", "initl": f"{fa_[0]}{la_}", "f": fa_, "lf": f"{la_}.{fa_}",
        "nick": f"{fa_}{rng.choice(['.', '', '_'])}{rng.choice(['hikes', 'bakes', 'writes', 'home', 'mail', 'box', 'k', 'z', 'online', 'zone'])}",
    }[style]
    return Person(fn, ln, f"{local}@{domain}", lang, fa, la)


# ============================================================================ companies

def _words(s):
    return s.split()


BRAND_A = _words("Alder Birch Bramble Cinder Clover Copper Cove Crest Dapple Drift Elm Ember Fable Fennel Flint Fox "
                 "Garnet Glen Grove Hazel Heron Hollow Ivy Kestrel Lark Linden Loom Maple Marigold Meadow Moss "
                 "Nettle Oak Orchard Otter Pebble Pine Plume Quarry Quill Rook Rowan Saffron Sage Sorrel Spruce "
                 "Stone Sumac Thistle Timber Tide Wren Yarrow Zephyr Amber Basil Canyon Dune Fjord Harbor Kite "
                 "Lantern Mariner Nimbus Opal Prairie Ridge Summit Tandem Verdant Willow Acorn Beacon Cobalt")
BRAND_B = _words("Supply Goods Works House Collective Company Studio Market Trading Outfitters Mercantile Co "
                 "Lab Labs Provisions Atelier Club Shop Store Depot Gear Living Makers Apothecary Kitchen Cellar")
TECH_A = _words("Nimbus Quanta Vectra Lumio Tesser Arcly Polyglot Stackwise Ferro Kairo Orbitly Datavale Synthra "
                "Helio Brisk Clarion Pylon Zenith Vanta Keystone Relay Sparrow Tangent Parallax Cirrus Meridian Ostrich "
                "Paperkite Bitwise Fathom Hexa Junction Lattice Mosaic Nexa Outpost Prism Quokka Rivulet Sextant")
TECH_B = _words("Cloud HQ App Works Systems Software Pay Bank Desk Drive Docs Mail Notes Sign Books Cal Meet")

DEMO_BRANDS = {"northwind", "juniper", "pageturner", "cascade", "lumen", "fernweh", "pixel", "sprocket",
               "basecamp", "evergreen", "aurora", "tripsure", "puget", "fiberlane", "parcelway", "glide",
               "linkwell", "chirpline", "shutterloop", "codeharbor", "inkwell", "brightloom", "inkpass",
               "larkspur", "northgate", "cedarhill"}


def brand_name(rng, kind="retail"):
    while True:
        if kind == "tech":
            a, b = rng.choice(TECH_A), rng.choice(TECH_B)
            name = f"{a}{b}" if maybe(rng, 0.5) else f"{a} {b}"
        else:
            a, b = rng.choice(BRAND_A), rng.choice(BRAND_B)
            name = rng.choice([f"{a} & {rng.choice(BRAND_A)}", f"{a} {b}", f"{a} {b}", f"{a}{rng.choice(['wood', 'field', 'stead', 'ly', 'craft', 'well'])}"])
        if not any(d in name.lower() for d in DEMO_BRANDS):
            return name


def brand_domain(rng, name):
    s = slug(name).replace("-and-", "and").replace("-", rng.choice(["", "", "-"]))
    return s + rng.choice([".example", ".example", ".example", ".test"])


# ============================================================================ slots

DAYS = {
    "en": ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
    "de": ["Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag", "Sonntag"],
    "fr": ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"],
    "es": ["lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"],
    "pt": ["segunda-feira", "terça-feira", "quarta-feira", "quinta-feira", "sexta-feira", "sábado", "domingo"],
    "it": ["lunedì", "martedì", "mercoledì", "giovedì", "venerdì", "sabato", "domenica"],
    "nl": ["maandag", "dinsdag", "woensdag", "donderdag", "vrijdag", "zaterdag", "zondag"],
    "sv": ["måndag", "tisdag", "onsdag", "torsdag", "fredag", "lördag", "söndag"],
    "ja": ["月曜日", "火曜日", "水曜日", "木曜日", "金曜日", "土曜日", "日曜日"],
    "zh": ["周一", "周二", "周三", "周四", "周五", "周六", "周日"],
}
MONTHS = {
    "en": ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
           "November", "December"],
    "de": ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober",
           "November", "Dezember"],
    "fr": ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
           "novembre", "décembre"],
    "es": ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre",
           "noviembre", "diciembre"],
    "pt": ["janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro", "outubro",
           "novembro", "dezembro"],
    "it": ["gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto", "settembre", "ottobre",
           "novembre", "dicembre"],
    "nl": ["januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus", "september", "oktober",
           "november", "december"],
    "sv": ["januari", "februari", "mars", "april", "maj", "juni", "juli", "augusti", "september", "oktober",
           "november", "december"],
}
CURRENCY = {"en": ("$", ""), "de": ("", " €"), "fr": ("", " €"), "es": ("", " €"), "pt": ("R$ ", ""),
            "it": ("€ ", ""), "nl": ("€ ", ""), "sv": ("", " kr"), "ja": ("¥", ""), "zh": ("¥", "")}


def fmt_date(slots, d: datetime) -> str:
    lang = slots.lang
    if lang == "ja":
        return f"{d.month}月{d.day}日"
    if lang == "zh":
        return f"{d.month}月{d.day}日"
    if lang == "en":
        return f"{MONTHS['en'][d.month - 1]} {d.day}" if maybe(slots.rng, 0.7) else f"{MONTHS['en'][d.month - 1][:3]} {d.day}"
    if lang == "de":
        return f"{d.day}. {MONTHS['de'][d.month - 1]}"
    if lang in ("es", "pt"):
        return f"{d.day} de {MONTHS[lang][d.month - 1]}"
    return f"{d.day} {MONTHS[lang][d.month - 1]}"


def fmt_money(slots, v: float) -> str:
    lang = slots.lang
    pre, post = CURRENCY.get(lang, ("$", ""))
    if "cur" in slots and lang == "en":
        pre = slots["cur"]
    if lang in ("ja",):
        return f"{pre}{int(v * 110):,}{post}"
    if lang == "zh":
        return f"{pre}{v * 7:.2f}{post}"
    if lang == "sv":
        return f"{int(v * 10)}{post}"
    s = f"{v:,.2f}"
    if lang in ("de", "es", "it", "nl", "pt"):
        s = s.replace(",", "X").replace(".", ",").replace("X", ".")
    elif lang == "fr":
        s = s.replace(",", " ").replace(".", ",")
    return f"{pre}{s}{post}"


def _time(s):
    r = s.rng
    h, m = r.choice([7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20]), r.choice([0, 0, 0, 15, 30, 30, 45])
    if s.lang == "en":
        if maybe(r, 0.25) and m == 0:
            return {12: "noon"}.get(h, f"{h % 12 or 12}{'am' if h < 12 else 'pm'}")
        return f"{h % 12 or 12}:{m:02d}{r.choice(['', ' ', ''])}{'am' if h < 12 else 'pm'}" if maybe(r, 0.7) else f"{h}:{m:02d}"
    if s.lang == "ja":
        return f"{h}時{'' if m == 0 else f'{m}分'}"
    if s.lang == "zh":
        return f"{h}:{m:02d}"
    return f"{h}{'h' if s.lang == 'fr' else ':'}{m:02d}" if s.lang != "fr" or m else f"{h}h"


PLACES = ["the Copper Kettle", "Luna Noodle Bar", "Harbor Street Diner", "the Greenhouse Cafe", "Bistro Mirabel",
          "Old Mill Tavern", "Pho Saigon House", "the taco place on 5th", "Café Amsel", "Tandoor Junction",
          "the Blue Heron", "Nonna Rosa's", "the Fig & Olive", "Ramen Hoshi", "the brewery by the river",
          "Marigold Thai", "the park by the lake", "the farmers market", "the climbing gym", "the library cafe",
          "Kettle & Crumb", "the Anchor pub", "Sol y Sombra", "the dumpling place", "Juniper Hall",
          "the corner bakery", "Wild Yeast Pizza", "the botanical garden", "the new Ethiopian place on Pike"]
ITEMS = ["ladder", "camping stove", "carpet cleaner", "projector", "drill", "tent", "kayak roof rack", "pasta maker",
         "folding table", "bike pump", "tile saw", "baby carrier", "stand mixer", "air mattress", "hedge trimmer",
         "snow chains", "cooler", "sewing machine", "pressure washer", "board games", "extension cord", "wheelbarrow"]
BOOKS = ["The Salt Road", "A Field Guide to Quiet", "Northern Lights of Tomsk", "The Glass Orchard", "Nine Small Rivers",
         "The Cartographer's Daughter", "Midnight at the Lighthouse", "Paper Boats", "The Long Winter Garden",
         "Letters from Valparaíso", "The Beekeeper's Almanac", "Tidewater", "Copper Sky", "An Atlas of Lost Bakeries"]
SHOWS = ["Harbor Lights", "The Quiet Detective", "Slow Roads", "Kitchen Confidential Live", "The Ninth Floor",
         "Cold Case Cove", "Tiny Planets", "The Allotment", "Northbound", "Midsummer Files", "Deep Sea Diaries"]
CITIES = ["Lisbon", "Porto", "Kyoto", "Oaxaca", "Edinburgh", "Ljubljana", "Montreal", "Cape Town", "Hanoi", "Bergen",
          "Valencia", "Tbilisi", "Copenhagen", "Vancouver", "Seville", "Bologna", "Marrakesh", "Melbourne", "Bruges",
          "Reykjavik", "Santiago", "Istanbul", "Osaka", "Dubrovnik", "Quebec City", "Asheville", "Tallinn", "Kraków"]
PROJECTS = ["Atlas", "Bluebird", "Cobalt", "Driftwood", "Falcon", "Granite", "Helix", "Juniper Ridge", "Kestrel",
            "Lighthouse", "Mercury", "Nightjar", "Orca", "Polaris", "Quartz", "Redwood", "Sandpiper", "Tundra",
            "Umbra", "Vela", "Waypoint", "Zephyr"]
DOCS = ["Q3 roadmap", "onboarding checklist", "budget draft", "vendor comparison", "launch plan", "hiring plan",
        "pricing proposal", "research summary", "incident write-up", "design spec", "grant application",
        "quarterly report", "board deck", "contract redlines", "style guide", "migration plan", "survey results"]
TEAMS = ["design", "data", "finance", "ops", "legal", "platform", "marketing", "support", "research", "sales", "QA"]
DISHES = ["lasagna", "lentil soup", "banana bread", "dumplings", "paella", "chili", "apple crumble", "curry",
          "focaccia", "shakshuka", "pierogi", "tamales", "ramen", "potato salad"]


def _future_date(s, lo=1, hi=40):
    base = s.get("_now") or datetime(2025, 5, 1)
    return base + timedelta(days=s.rng.randint(lo, hi))


SLOT_GEN = {
    ("*", "day"): lambda s: s.rng.choice(DAYS.get(s.lang, DAYS["en"])[:7]),
    ("en", "day"): lambda s: s.rng.choice(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday",
                                          "Sunday", "next Tuesday", "this Saturday", "Friday evening",
                                          "Sunday morning", "tomorrow", "next week", "Thursday afternoon"]),
    ("*", "time"): _time,
    ("*", "date"): lambda s: fmt_date(s, _future_date(s)),
    ("*", "pastdate"): lambda s: fmt_date(s, _future_date(s, -30, -2)),
    ("*", "amount"): lambda s: fmt_money(s, s.rng.choice([s.rng.uniform(4, 60), s.rng.uniform(20, 250), s.rng.uniform(60, 1400)])),
    ("*", "threshold"): lambda s: fmt_money(s, s.rng.choice([25, 30, 35, 40, 50, 75, 100])),
    ("*", "small_amount"): lambda s: fmt_money(s, s.rng.uniform(3, 45)),
    ("*", "big_amount"): lambda s: fmt_money(s, s.rng.uniform(300, 4800)),
    ("*", "pct"): lambda s: s.rng.choice([10, 15, 20, 25, 30, 35, 40, 50, 60, 70]),
    ("*", "n"): lambda s: s.rng.randint(2, 9),
    ("*", "nn"): lambda s: s.rng.randint(11, 480),
    ("*", "place"): lambda s: s.rng.choice(PLACES),
    ("*", "item"): lambda s: s.rng.choice(ITEMS),
    ("*", "book"): lambda s: s.rng.choice(BOOKS),
    ("*", "show"): lambda s: s.rng.choice(SHOWS),
    ("*", "city"): lambda s: s.rng.choice(CITIES),
    ("*", "project"): lambda s: s.rng.choice(PROJECTS),
    ("*", "doc"): lambda s: s.rng.choice(DOCS),
    ("*", "team"): lambda s: s.rng.choice(TEAMS),
    ("*", "dish"): lambda s: s.rng.choice(DISHES),
    ("*", "code"): lambda s: s.rng.choice(["SAVE", "HELLO", "SPRING", "SUMMER", "FALL", "WINTER", "TREAT", "WELCOME",
                                           "EXTRA", "VIP", "THANKS", "FRIENDS", "BONUS", "CYBER", "FRESH"]) + str(s.rng.choice([10, 15, 20, 25, 30, 40, 50, 24, 25, 26])),
    ("*", "order"): lambda s: s.rng.choice(["", "#", "A", "W", "SO-", "ORD-"]) + str(s.rng.randint(100000, 99999999)),
    ("*", "ref"): lambda s: alnum(s.rng, 6, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"),
    ("*", "last4"): lambda s: f"{s.rng.randint(0, 9999):04d}",
    ("*", "otp"): lambda s: f"{s.rng.randint(0, 999999):06d}",
    ("*", "hour"): lambda s: s.rng.choice([24, 48, 72]),
    ("*", "device"): lambda s: s.rng.choice(["Chrome on Windows", "Safari on iPhone", "Firefox on Linux", "Edge on Windows 11",
                                             "the Android app", "Safari on macOS", "Chrome on a Pixel phone", "an iPad"]),
    ("*", "loc"): lambda s: s.rng.choice(["Lyon, France", "Denver, CO, US", "Manchester, UK", "Porto, Portugal",
                                          "Osaka, Japan", "Austin, TX, US", "Toronto, Canada", "Munich, Germany",
                                          "Gdańsk, Poland", "Brisbane, Australia", "Utrecht, Netherlands"]),
    ("*", "ip"): lambda s: f"{s.rng.choice(['203.0.113', '198.51.100', '192.0.2'])}.{s.rng.randint(2, 250)}",
    ("*", "month"): lambda s: MONTHS.get(s.lang, MONTHS["en"])[s.rng.randint(0, 11)],
    ("*", "year"): lambda s: s.rng.choice([2024, 2025, 2026]),
}


# ============================================================================ message model

TZ_BY_LANG = {
    "en": ["-0800", "-0700", "-0600", "-0500", "-0400", "+0000", "+0100", "+1000", "+1200", "-0700", "-0500"],
    "intl": ["+0530", "+0100", "+0300", "+0200", "+0900", "+0700", "+0000", "-0500", "+0800", "+0400"],
    "de": ["+0100", "+0200"], "fr": ["+0100", "+0200"], "es": ["+0100", "+0200", "-0600", "-0300"],
    "pt": ["+0000", "+0100", "-0300"], "it": ["+0100", "+0200"], "nl": ["+0100", "+0200"],
    "sv": ["+0100", "+0200"], "ja": ["+0900"], "zh": ["+0800"],
}


def tz(off: str) -> timezone:
    sign = -1 if off[0] == "-" else 1
    return timezone(sign * timedelta(hours=int(off[1:3]), minutes=int(off[3:5])))


class Msg:
    def __init__(self, category):
        self.category = category
        self.frm = None            # (name, email)
        self.sender_hdr = None     # Sender: header value (lists)
        self.to = []
        self.cc = []
        self.reply_to = None
        self.subject = ""
        self.text = None
        self.html = None
        self.ics = None
        self.attachments = []      # (filename, mimetype, bytes)
        self.lang = "en"
        self.client = "bulk"       # webmail / apple / iphone / outlook / thunderbird / mutt / android / bulk / list
        self.headers = []          # extra headers, appended after the core ones
        self.pre_headers = []      # extra headers placed before From (e.g. list server traces)
        self.date = None
        self.tzoff = "+0000"
        self.msgid = None
        self.in_reply_to = None
        self.references = None
        self.charset = None        # body charset; None = decide from text
        self.cte = None            # body transfer encoding; None = decide
        self.hmode = None          # encoded-word mode for headers: "B" or "Q"
        self.env_from = None       # Return-Path
        self.relay = None          # (helo host, ip) of the sending MTA
        self.dkim_domain = None
        self.flowed = False


# ---------------------------------------------------------------- body encoding

def _codec_ok(text, charset):
    try:
        text.encode(charset)
        return True
    except (UnicodeEncodeError, LookupError):
        return False


def choose_charset(rng, text, lang, client):
    if all(ord(c) < 128 for c in text):
        return rng.choice(["us-ascii", "utf-8", "utf-8", "utf-8"]) if client != "bulk" else rng.choice(["utf-8", "utf-8", "us-ascii", "iso-8859-1"])
    if lang in ("de", "fr", "es", "pt", "it", "nl", "sv") or lang in ("en", "intl"):
        if maybe(rng, 0.35) and _codec_ok(text, "iso-8859-1"):
            return "iso-8859-1"
        if maybe(rng, 0.08) and _codec_ok(text, "iso-8859-15"):
            return "iso-8859-15"
        if maybe(rng, 0.08) and lang in ("de", "fr", "es", "it", "nl", "sv") and _codec_ok(text, "windows-1252"):
            return "windows-1252"
    if lang == "ja" and maybe(rng, 0.35) and _codec_ok(text, "iso-2022-jp"):
        return "iso-2022-jp"
    if lang == "ja" and maybe(rng, 0.1) and _codec_ok(text, "shift_jis"):
        return "shift_jis"
    if lang == "zh" and maybe(rng, 0.3) and _codec_ok(text, "gb2312"):
        return "gb2312"
    if lang == "zh" and maybe(rng, 0.1) and _codec_ok(text, "gbk"):
        return "gbk"
    return "utf-8"


def choose_cte(rng, data: bytes, charset, client):
    if charset == "iso-2022-jp":
        return "7bit"
    ascii_ = all(b < 128 for b in data)
    longline = any(len(l) > 900 for l in data.split(b"\n"))
    if ascii_ and not longline:
        return rng.choice(["7bit", "7bit", "quoted-printable"]) if client != "apple" else "7bit"
    if charset in ("shift_jis", "gb2312", "gbk"):
        return "base64"
    weights = {"apple": ["quoted-printable"], "iphone": ["quoted-printable"],
               "webmail": ["quoted-printable", "base64", "base64"],
               "outlook": ["quoted-printable", "base64"], "thunderbird": ["8bit", "quoted-printable"],
               "mutt": ["8bit", "quoted-printable"], "android": ["quoted-printable", "base64"],
               "bulk": ["quoted-printable", "quoted-printable", "base64", "8bit"],
               "list": ["8bit", "quoted-printable", "base64"]}.get(client, ["quoted-printable", "base64"])
    cte = rng.choice(weights)
    if cte == "8bit" and longline:
        cte = "quoted-printable"
    return cte


def encode_body(text: str, charset: str, cte: str) -> bytes:
    data = text.encode(charset)
    if cte == "base64":
        return base64.encodebytes(data)
    if cte == "quoted-printable":
        out = quopri.encodestring(data)
        return out if out.endswith(b"\n") else out + b"\n"
    return data if data.endswith(b"\n") else data + b"\n"


def text_part(text, subtype, charset, cte, params=""):
    data = text.encode(charset)
    cs = f'charset="{charset}"' if charset != "us-ascii" or subtype == "html" else "charset=us-ascii"
    head = [f"Content-Type: text/{subtype}; {cs}{params}", f"Content-Transfer-Encoding: {cte}"]
    return head, encode_body(text, charset, cte)


# ---------------------------------------------------------------- headers

def is_ascii(s):
    return all(ord(c) < 128 for c in s)


def fold(name, value, width=78):
    """Fold an ASCII header value at spaces."""
    line = f"{name}: {value}"
    if len(line) <= width or "\n" in value:
        return line
    out, cur = [], f"{name}:"
    for tok in value.split(" "):
        if len(cur) + 1 + len(tok) > width and cur.strip() and cur != f"{name}:":
            out.append(cur)
            cur = "\t" + tok if len(out) % 2 else " " + tok
        else:
            cur = cur + " " + tok
    out.append(cur)
    return "\n".join(out)


def ew(value, charset, mode, name="Subject"):
    if is_ascii(value):
        return value
    if charset in ("us-ascii",) or not _codec_ok(value, charset):
        charset = "utf-8"
    cs = Charset(charset)
    if charset != "iso-2022-jp":
        cs.header_encoding = BASE64 if mode == "B" else QP
    return Header(value, cs, header_name=name).encode(linesep="\n")


def fmt_addr(a, charset, mode):
    name, email = a
    if not name:
        return email if maybe(random.Random(email), 0.5) else f"<{email}>"
    if is_ascii(name):
        return formataddr((name, email))
    return f"{ew(name, charset, mode, 'From')} <{email}>"


def addr_list(addrs, charset, mode):
    parts = [fmt_addr(a, charset, mode) for a in addrs]
    if sum(len(p) for p in parts) > 60 and len(parts) > 1:
        return ",\n\t".join(parts) if maybe(random.Random(parts[0]), 0.5) else ",\n ".join(parts)
    return ", ".join(parts)


def rfc_date(dt: datetime, style=0):
    wd = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"][dt.weekday()]
    mo = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][dt.month - 1]
    off = dt.utcoffset()
    mins = int(off.total_seconds() // 60)
    sign = "-" if mins < 0 else "+"
    mins = abs(mins)
    z = f"{sign}{mins // 60:02d}{mins % 60:02d}"
    day = f"{dt.day:02d}" if style in (0, 2) else str(dt.day)
    core = f"{day} {mo} {dt.year} {dt.hour:02d}:{dt.minute:02d}:{dt.second:02d} {z}"
    if style == 2:
        return f"{wd}, {core} ({'UTC' if z == '+0000' else 'GMT' if z == '+0000' else 'CET' if z == '+0100' else 'CEST' if z == '+0200' else 'PDT' if z == '-0700' else 'EST' if z == '-0500' else 'UTC'})" if z in ("+0000", "+0100", "+0200", "-0700", "-0500") else f"{wd}, {core}"
    if style == 3:
        return core
    return f"{wd}, {core}"


def b64blob(rng, n):
    raw = bytes(rng.getrandbits(8) for _ in range(n * 3 // 4 + 3))
    return base64.b64encode(raw).decode()[:n]


MAILERS = {
    "apple": lambda r: ("X-Mailer", f"Apple Mail (2.{r.choice(['3731.700.6', '3774.500.171', '3776.700.51', '3826.400.121'])})"),
    "iphone": lambda r: ("X-Mailer", f"iPhone Mail ({r.choice(['20G75', '21C66', '21F90', '22B91', '22D72'])})"),
    "outlook": lambda r: ("X-Mailer", r.choice(["Microsoft Outlook 16.0", "Microsoft Outlook 16.0", "Microsoft Outlook 15.0"])),
    "thunderbird": lambda r: ("User-Agent", f"Mozilla/5.0 (X11; Linux x86_64; rv:{r.choice(['115.0', '128.0'])}) Gecko/20100101 Thunderbird/{r.choice(['115.12.2', '128.3.1', '128.5.0'])}"),
    "mutt": lambda r: ("User-Agent", r.choice(["NeoMutt/20231103", "Mutt/2.2.12 (2023-09-09)", "NeoMutt/20240425"])),
    "android": lambda r: ("User-Agent", r.choice(["K-9 Mail for Android", "Thunderbird for Android"])),
}


def _boundary(rng, client, level):
    if client in ("apple", "iphone"):
        return f"Apple-Mail={_uuid(rng).upper()}"
    if client == "webmail":
        return f"000000000000{hexid(rng, 16)}"
    if client == "outlook":
        return f"_00{level}_{alnum(rng, 24, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789')}_"
    if client == "thunderbird":
        return f"------------{alnum(rng, 24)}"
    if client in ("bulk", "list"):
        return rng.choice([f"----=_Part_{rng.randint(10000, 9999999)}_{rng.randint(100000, 999999999)}.{rng.randint(10**12, 10**13)}",
                           f"b1_{hexid(rng, 32)}", f"=_{hexid(rng, 28)}", f"--==_mimepart_{hexid(rng, 13)}_{hexid(rng, 6)}"])
    return f"=-{alnum(rng, 20)}"


def _uuid(rng):
    h = hexid(rng, 32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{rng.choice('89ab')}{h[17:20]}-{h[20:32]}"


def build_body(m: Msg, rng):
    """Returns (content headers, body bytes)."""
    text = m.text or ""
    cs = m.charset or choose_charset(rng, text + (m.html or ""), m.lang, m.client)
    if not _codec_ok(text + (m.html or ""), cs):
        cs = "utf-8"
    parts = []
    flowed = "; format=flowed" if m.flowed and m.html is None else ""
    if flowed:
        flowed += rng.choice(["", "; delsp=yes"])
    tcte = m.cte or choose_cte(rng, text.encode(cs), cs, m.client)
    parts.append(text_part(text, "plain", cs, tcte, flowed))
    if m.html is not None:
        hcte = m.cte or choose_cte(rng, m.html.encode(cs), cs, m.client)
        if hcte in ("7bit", "8bit") and any(len(l) > 900 for l in m.html.encode(cs).split(b"\n")):
            hcte = "quoted-printable"
        parts.append(text_part(m.html, "html", cs, hcte))
    if m.ics is not None:
        h, b = text_part(m.ics, "calendar", "utf-8", rng.choice(["7bit", "quoted-printable", "base64"]) if is_ascii(m.ics) else "base64", "; method=REQUEST")
        parts.append((h, b))
    if len(parts) == 1 and not m.attachments:
        return parts[0]
    if len(parts) > 1:
        b = _boundary(rng, m.client, 1)
        body = b""
        if rng.random() < 0.3:
            body += b"This is a multi-part message in MIME format.\n\n"
        for h, p in parts:
            body += f"--{b}\n".encode() + "\n".join(h).encode() + b"\n\n" + p
            if not p.endswith(b"\n\n") and rng.random() < 0.5:
                body += b"\n"
        body += f"--{b}--\n".encode()
        inner = ([f'Content-Type: multipart/alternative;\n\tboundary="{b}"' if rng.random() < 0.5 else f'Content-Type: multipart/alternative; boundary="{b}"'], body)
    else:
        inner = parts[0]
    if not m.attachments:
        return inner
    b2 = _boundary(rng, m.client, 2)
    while b2 in inner[1].decode("latin-1"):
        b2 = _boundary(rng, m.client, 2)
    body = f"--{b2}\n".encode() + "\n".join(inner[0]).encode() + b"\n\n" + inner[1]
    for fname, mime, data in m.attachments:
        fn = fname if is_ascii(fname) else None
        disp = f'attachment; filename="{fn}"' if fn else f"attachment; filename*=utf-8''{_pct(fname)}"
        ctype = f'{mime}; name="{fn}"' if fn else mime
        body += (f"\n--{b2}\nContent-Type: {ctype}\nContent-Disposition: {disp}\n"
                 f"Content-Transfer-Encoding: base64\n\n").encode() + base64.encodebytes(data)
    body += f"\n--{b2}--\n".encode()
    return [f'Content-Type: multipart/mixed; boundary="{b2}"'], body


def _pct(s):
    return "".join(c if c.isascii() and (c.isalnum() or c in "._-") else "".join(f"%{b:02X}" for b in c.encode()) for c in s)


def serialize(m: Msg, rng, rcpt: Person, crlf: bool) -> bytes:
    hmode = m.hmode or ("Q" if m.client in ("apple", "iphone", "outlook", "thunderbird") else rng.choice(["B", "Q"]))
    hcs = m.charset if m.charset and m.charset not in ("us-ascii",) else ("utf-8" if m.lang not in ("ja",) or maybe(rng, 0.6) else "iso-2022-jp")
    if m.charset in ("shift_jis", "gb2312", "gbk", "windows-1252") and maybe(rng, 0.5):
        hcs = "utf-8"
    sender_dom = m.frm[1].split("@")[1]
    env = m.env_from or m.frm[1]
    env_dom = env.split("@")[1]
    relay_host, relay_ip = m.relay or (f"{rng.choice(['smtp', 'out', 'mail', 'mx-out', 'mta'])}{rng.randint(1, 40)}.{sender_dom}",
                                       f"{rng.choice(['198.51.100', '203.0.113', '192.0.2'])}.{rng.randint(2, 250)}")
    rdom = rcpt.email.split("@")[1]
    mx = f"{rng.choice(['mx', 'mx1', 'mx2', 'in', 'mail'])}.{rdom}"
    dt = m.date
    arrive = dt + timedelta(seconds=rng.randint(2, 200 if m.client not in ("bulk", "list") else 1500))
    arrive_local = arrive.astimezone(tz(rng.choice(["+0000", "-0700", "+0100", "-0500", "+0200"])))
    lines = []
    lines.append(f"Return-Path: <{env}>")
    if maybe(rng, 0.35):
        lines.append(f"Delivered-To: {rcpt.email}")
    qid = alnum(rng, rng.choice([10, 12, 14]), "ABCDEF0123456789")
    lines.append(f"Received: from {relay_host} ({relay_host} [{relay_ip}])\n\tby {mx} (Postfix) with ESMTPS id {qid}\n\tfor <{rcpt.email}>; {rfc_date(arrive_local, rng.choice([0, 1]))}")
    if m.client not in ("bulk", "list") and maybe(rng, 0.6):
        t0 = dt + timedelta(seconds=rng.randint(0, 2))
        lines.append(f"Received: from [{rng.choice(['192.168.1', '10.0.0', '192.168.0', '172.16.4'])}.{rng.randint(2, 250)}] "
                     f"({rng.choice(['unknown', 'c-' + str(rng.randint(10, 99)) + '-' + str(rng.randint(10, 250)) + '.dsl.example'])} [{rng.choice(['198.51.100', '203.0.113'])}.{rng.randint(2, 250)}])\n"
                     f"\tby {relay_host} with ESMTPSA id {alnum(rng, 10)}\n\tfor <{(m.to or [(None, rcpt.email)])[0][1]}>; {rfc_date(t0)}")
    elif m.client == "bulk" and maybe(rng, 0.5):
        lines.append(f"Received: by {rng.choice(['filter', 'mta', 'app', 'sendnode'])}{rng.randint(1, 300)}.{env_dom} with SMTP id {alnum(rng, 22)}\n"
                     f"\tfor <{rcpt.email}>; {rfc_date(dt.astimezone(timezone.utc), 1)}")
    dkim_dom = m.dkim_domain or sender_dom
    spf = "pass" if maybe(rng, 0.96) else rng.choice(["neutral", "softfail", "none"])
    dk = "pass" if maybe(rng, 0.93) else "none"
    lines.append(f"Authentication-Results: {mx};\n\tdkim={dk} header.d={dkim_dom} header.s={rng.choice(['s1', 'k1', 'default', 'selector1', 'mail', 'google', 'sm', 'pm'])};\n"
                 f"\tspf={spf} (sender IP is {relay_ip}) smtp.mailfrom={env_dom};\n\tdmarc={'pass' if dk == 'pass' and spf == 'pass' else 'none'} header.from={sender_dom}")
    lines.extend(m.pre_headers)
    if dk == "pass":
        lines.append(f"DKIM-Signature: v=1; a=rsa-sha256; c=relaxed/relaxed; d={dkim_dom};\n\ts={rng.choice(['s1', 'k1', 'default', 'selector1', 'mail', 'google', 'sm', 'pm'])}; t={int(dt.timestamp())}; "
                     f"bh={b64blob(rng, 43)}=;\n\th=From:To:Subject:Date:Message-ID:MIME-Version:Content-Type;\n"
                     f"\tb={b64blob(rng, 68)}\n\t {b64blob(rng, 68)}\n\t {b64blob(rng, 36)}=")
    core = []
    core.append(("From", fmt_addr(m.frm, hcs, hmode)))
    if m.sender_hdr:
        core.append(("Sender", m.sender_hdr))
    if m.to:
        core.append(("To", addr_list(m.to, hcs, hmode)))
    if m.cc:
        core.append(("Cc", addr_list(m.cc, hcs, hmode)))
    if m.reply_to:
        core.append(("Reply-To", addr_list(m.reply_to if isinstance(m.reply_to, list) else [m.reply_to], hcs, hmode)))
    core.append(("Subject", ew(m.subject, hcs, hmode)))
    core.append(("Date", rfc_date(dt, rng.choice([0, 0, 1, 2]) if m.client != "bulk" else rng.choice([0, 1, 3]))))
    core.append(("Message-ID", m.msgid))
    if m.in_reply_to:
        core.append(("In-Reply-To", m.in_reply_to))
    if m.references:
        core.append(("References", m.references))
    if rng.random() < 0.5:
        rng.shuffle(core)  # header order differs between mailers
        core.sort(key=lambda kv: {"From": 0, "Subject": 1}.get(kv[0], 2) if rng.random() < 0.3 else 0)
    for k, v in core:
        lines.append(f"{k}: {v}" if "\n" in v or not is_ascii(v) else fold(k, v))
    if m.client in MAILERS:
        k, v = MAILERS[m.client](rng)
        lines.append(fold(k, v))
    mv = "1.0"
    if m.client in ("apple", "iphone") and maybe(rng, 0.7):
        mv = "1.0 (Mac OS X Mail 16.0 \\(3774.600.62\\))" if m.client == "apple" else "1.0 (1.0)"
    for k, v in m.headers:
        if not is_ascii(v):   # e.g. a list description in List-Id: encode the phrase
            if "<" in v:
                phrase, rest = v.split("<", 1)
                v = ew(phrase.strip(), "utf-8", "B", k) + " <" + rest
            else:
                v = ew(v, "utf-8", "B", k)
        lines.append(fold(k, v) if "\n" not in v else f"{k}: {v}")
    ch, body = build_body(m, rng)
    lines.append(f"MIME-Version: {mv}")
    lines.extend(ch)
    head = "\n".join(lines)
    if not is_ascii(head):
        raise ValueError(f"non-ASCII header in {m.subject!r}: {head!r}")
    raw = head.encode("ascii") + b"\n\n" + body
    if crlf:
        raw = raw.replace(b"\r\n", b"\n").replace(b"\n", b"\r\n")
    return raw


# ============================================================================ shared builders

def msgid_for(rng, client, from_email, dt):
    dom = from_email.split("@")[1]
    if client == "webmail":
        return f"<CA{rng.choice(['F', 'K', 'B', 'M', 'H'])}{alnum(rng, rng.randint(38, 50))}@mail.{dom}>"
    if client in ("apple", "iphone", "android", "thunderbird"):
        return f"<{_uuid(rng).upper() if client != 'thunderbird' else _uuid(rng)}@{dom}>"
    if client == "outlook":
        return (f"<{alnum(rng, 4, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789')}PR{rng.randint(10, 99)}MB{rng.randint(1000, 9999)}"
                f"{alnum(rng, 12, 'ABCDEF0123456789')}@{alnum(rng, 4, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ')}PR{rng.randint(10, 99)}MB{rng.randint(1000, 9999)}"
                f".{rng.choice(['eurprd', 'namprd', 'apcprd'])}{rng.randint(1, 9):02d}.prod.mailhost.example>")
    if client == "mutt":
        return f"<{dt.strftime('%Y%m%d%H%M%S')}.{alnum(rng, 8)}@{dom}>"
    return rng.choice([
        f"<{hexid(rng, 32)}@{dom}>",
        f"<{int(dt.timestamp())}.{rng.randint(10000, 99999)}.{hexid(rng, 12)}@mailer.{dom}>",
        f"<0100{hexid(rng, 12)}-{_uuid(rng)}-000000@email.ses-relay.example>",
        f"<{rng.randint(10**8, 10**9)}.{rng.randint(100, 999)}.JavaMail.app@{alnum(rng, 6).lower()}.{dom}>",
        f"<{alnum(rng, 20)}.{alnum(rng, 10)}@{rng.choice(['mg', 'em', 'send', 'bounce', 'e'])}.{dom}>",
    ])


def esc(s):
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def personal_html(client, own, intro=None, quoted=None, charset="utf-8"):
    paras = [p for p in own.strip("\n").split("\n\n")]

    def lines_html(p, join="<br>"):
        return join.join(esc(l) for l in p.split("\n"))

    if client == "outlook":
        brn = "<br>\n"
        body = "\n".join(f'<p class="MsoNormal">{lines_html(p, brn)}<o:p></o:p></p>\n<p class="MsoNormal"><o:p>&nbsp;</o:p></p>' for p in paras)
        q = ""
        if quoted:
            q = ('<div style="border:none;border-top:solid #E1E1E1 1.0pt;padding:3.0pt 0cm 0cm 0cm">\n'
                 f'<p class="MsoNormal">{brn.join("<b>" + esc(l.split(": ", 1)[0]) + ":</b> " + esc(l.split(": ", 1)[-1]) for l in intro.split(chr(10)))}<o:p></o:p></p>\n</div>\n'
                 + "\n".join(f'<p class="MsoNormal">{lines_html(p)}<o:p></o:p></p>' for p in quoted.split("\n\n")))
        return (f'<html xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:w="urn:schemas-microsoft-com:office:word">\n'
                f'<head>\n<meta http-equiv="Content-Type" content="text/html; charset={charset}">\n'
                '<style><!--\np.MsoNormal, li.MsoNormal, div.MsoNormal\n\t{margin:0cm;\n\tfont-size:11.0pt;\n\tfont-family:"Calibri",sans-serif;}\n'
                '@page WordSection1\n\t{size:612.0pt 792.0pt;\n\tmargin:72.0pt 72.0pt 72.0pt 72.0pt;}\n--></style>\n</head>\n'
                f'<body lang="EN-US" link="#0563C1" vlink="#954F72" style="word-wrap:break-word">\n<div class="WordSection1">\n{body}\n{q}\n</div>\n</body>\n</html>\n')
    if client in ("apple", "iphone"):
        body = "<div><br></div>".join(f"<div>{lines_html(p, '</div><div>')}</div>" for p in paras)
        q = ""
        if quoted:
            q = f'<div><br><blockquote type="cite"><div>{esc(intro)}</div><br>' + "".join(f"<div>{lines_html(p, '</div><div>')}</div>" for p in quoted.split("\n\n")) + "</blockquote></div>"
        return (f'<html><head><meta http-equiv="content-type" content="text/html; charset={charset}"></head>'
                f'<body style="overflow-wrap: break-word; -webkit-nbsp-mode: space; line-break: after-white-space;">{body}{q}</body></html>\n')
    body = "<div><br></div>".join(f"<div>{lines_html(p)}</div>" for p in paras)
    q = ""
    if quoted:
        q = ('<br><div class="gmail_quote"><div dir="ltr" class="gmail_attr">' + esc(intro) + '<br></div>'
             '<blockquote class="gmail_quote" style="margin:0px 0px 0px 0.8ex;border-left:1px solid rgb(204,204,204);padding-left:1ex">'
             + "<br><br>".join(lines_html(p) for p in quoted.split("\n\n")) + "</blockquote></div>")
    return f'<div dir="ltr">{body}</div>{q}\n'


QUOTE_INTRO = {
    "en": ["On {wd}, {mon} {d}, {y} at {hm}, {name} <{email}> wrote:", "On {d} {mon} {y}, at {hm}, {name} <{email}> wrote:",
           "On {wd}, {d} {mon} {y} at {hm}, {name} wrote:", "On {y}-{mm}-{dd} {hm}, {name} wrote:",
           "{name} <{email}> wrote:", "On {mon} {d}, {y}, at {hm}, {name} <{email}> wrote:"],
    "de": ["Am {dd}.{mm}.{y} um {hm} schrieb {name} <{email}>:", "Am {wd}, {d}. {mon} {y} um {hm} schrieb {name}:",
           "{name} <{email}> schrieb am {dd}.{mm}.{y}:"],
    "fr": ["Le {wd} {d} {mon} {y} à {hm}, {name} <{email}> a écrit :", "Le {dd}/{mm}/{y} à {hm}, {name} a écrit :"],
    "es": ["El {wd}, {d} de {mon} de {y}, {hm}, {name} <{email}> escribió:", "El {dd}/{mm}/{y} a las {hm}, {name} escribió:"],
    "pt": ["Em {wd}, {d} de {mon} de {y} {hm}, {name} <{email}> escreveu:", "Em {dd}/{mm}/{y} {hm}, {name} escreveu:"],
    "it": ["Il giorno {wd} {d} {mon} {y} alle ore {hm} {name} <{email}> ha scritto:", "Il {dd}/{mm}/{y} {hm}, {name} ha scritto:"],
    "nl": ["Op {wd} {d} {mon} {y} om {hm} schreef {name} <{email}>:", "Op {dd}-{mm}-{y} {hm} schreef {name}:"],
    "sv": ["Den {wd} {d} {mon} {y} kl. {hm} skrev {name} <{email}>:", "{y}-{mm}-{dd} {hm} skrev {name} <{email}>:"],
    "ja": ["{y}年{m}月{d}日({wd}) {hm} {name} <{email}>:", "{y}/{mm}/{dd} {hm}、{name} <{email}> のメッセージ:"],
    "zh": ["{name} <{email}> 于{y}年{m}月{d}日周{wdzh} {hm}写道：", "在 {y}年{m}月{d}日 {hm}，{name} <{email}> 写道："],
}
WD_SHORT = {"en": ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"], "ja": ["月", "火", "水", "木", "金", "土", "日"]}


def quote_intro(rng, lang, who, when: datetime):
    tmpl = rng.choice(QUOTE_INTRO.get(lang, QUOTE_INTRO["en"]))
    wdn = when.weekday()
    L = lang if lang in DAYS else "en"
    wd = WD_SHORT.get(lang, DAYS[L])[wdn] if lang in ("en", "ja") else DAYS[L][wdn]
    mon = MONTHS.get(L, MONTHS["en"])[when.month - 1]
    if lang == "en" and "{mon} {d}" in tmpl and maybe(rng, 0.5):
        mon = mon[:3]
    hm = f"{when.hour:02d}:{when.minute:02d}" if lang != "en" or maybe(rng, 0.4) else f"{when.hour % 12 or 12}:{when.minute:02d} {'AM' if when.hour < 12 else 'PM'}"
    return (tmpl.replace("{wd}", wd).replace("{mon}", mon).replace("{d}", str(when.day)).replace("{y}", str(when.year))
            .replace("{hm}", hm).replace("{name}", who[0] or who[1]).replace("{email}", who[1])
            .replace("{mm}", f"{when.month:02d}").replace("{dd}", f"{when.day:02d}").replace("{m}", str(when.month))
            .replace("{wdzh}", "一二三四五六日"[wdn]))


def outlook_quote_block(rng, lang, who, to, when, subject):
    labels = {"en": ("From", "Sent", "To", "Subject"), "de": ("Von", "Gesendet", "An", "Betreff"),
              "fr": ("De", "Envoyé", "À", "Objet"), "es": ("De", "Enviado el", "Para", "Asunto"),
              "nl": ("Van", "Verzonden", "Aan", "Onderwerp"), "it": ("Da", "Inviato", "A", "Oggetto"),
              "pt": ("De", "Enviada em", "Para", "Assunto"), "sv": ("Från", "Skickat", "Till", "Ämne")}.get(lang, ("From", "Sent", "To", "Subject"))
    d = f"{DAYS['en'][when.weekday()]}, {MONTHS['en'][when.month - 1]} {when.day}, {when.year} {when.hour % 12 or 12}:{when.minute:02d} {'AM' if when.hour < 12 else 'PM'}"
    return (f"{labels[0]}: {who[0]} <{who[1]}>\n{labels[1]}: {d}\n{labels[2]}: {to[0]} <{to[1]}>\n{labels[3]}: {subject}")


def quote_text(text, prefix="> "):
    out = []
    for line in text.rstrip("\n").split("\n"):
        out.append(prefix.rstrip() if not line.strip() else (">" + line if line.startswith(">") else prefix + line))
    return "\n".join(out)


def wrap(text, width=72):
    import textwrap
    out = []
    for para in text.split("\n\n"):
        if any(l.startswith((">", "-", "*", " ", "•")) for l in para.split("\n")) or len(para) < width:
            out.append(para)
        else:
            out.append(textwrap.fill(para.replace("\n", " "), width, break_long_words=False, break_on_hyphens=False))
    return "\n\n".join(out)


# ---------------------------------------------------------------- bulk mail rendering

def render_text(blocks, rng):
    out = []
    bullet = rng.choice(["- ", "* ", "• ", ""])
    btn = rng.randint(0, 3)
    for b in blocks:
        k = b[0]
        if k == "pre":
            continue
        if k == "logo":
            if maybe(rng, 0.5):
                out.append(b[1].upper() if maybe(rng, 0.5) else b[1])
        elif k == "h1":
            out.append(b[1] + ("\n" + "=" * min(len(b[1]), 60) if maybe(rng, 0.3) else ""))
        elif k in ("p", "small"):
            out.append(wrap(b[1]) if maybe(rng, 0.6) else b[1])
        elif k == "button":
            out.append([f"{b[1]}: {b[2]}", f"{b[1]} <{b[2]}>", f"{b[1]}\n{b[2]}", f"[{b[1]}]({b[2]})"][btn])
        elif k == "items":
            rows = []
            for it in b[1]:
                name, detail, price, url = it
                rows.append(f"{bullet}{name}{' — ' + detail if detail else ''}{'  ' + price if price else ''}" + (f"\n  {url}" if url and maybe(rng, 0.7) else ""))
            out.append("\n".join(rows))
        elif k == "kv":
            w = max(len(kk) for kk, _ in b[1]) + 2
            out.append("\n".join(f"{(kk + ':').ljust(w)}{vv}" for kk, vv in b[1]))
        elif k == "hr":
            out.append(rng.choice(["-" * 40, "—" * 20, "________________________________", "* * *"]))
        elif k == "links":
            out.append("\n".join(f"{lbl}: {u}" for lbl, u in b[1]) if maybe(rng, 0.6) else " | ".join(lbl for lbl, _ in b[1]))
        elif k == "quote":
            out.append("\n".join(("> " + l) if maybe(rng, 0.5) else ('"' + l + '"') for l in b[1].split("\n")))
    return "\n\n".join(out) + "\n"


def render_html(blocks, rng, color="#333333", lang="en", title=""):
    style = rng.randint(0, 2)
    font = rng.choice(["Helvetica, Arial, sans-serif", "'Segoe UI', Roboto, Arial, sans-serif", "Georgia, 'Times New Roman', serif",
                       "-apple-system, BlinkMacSystemFont, 'Helvetica Neue', sans-serif", "Verdana, Geneva, sans-serif"])
    rows = []
    for b in blocks:
        k = b[0]
        if k == "pre":
            rows.append(f'<div style="display:none;max-height:0;overflow:hidden;mso-hide:all">{esc(b[1])}</div>')
        elif k == "logo":
            rows.append(f'<tr><td align="center" style="padding:24px 0;background:{color};"><a href="#"><img src="https://img.{slug(b[1])}.example/logo.png" alt="{esc(b[1])}" width="{rng.choice([120, 140, 160, 180])}" style="display:block;border:0"></a></td></tr>'
                        if style != 2 else f'<h2 style="color:{color};font-family:{font}">{esc(b[1])}</h2>')
        elif k == "h1":
            rows.append(f'<tr><td style="padding:24px 32px 8px;font-family:{font};font-size:{rng.choice([24, 26, 28, 30])}px;font-weight:bold;color:#111111;">{esc(b[1])}</td></tr>'
                        if style != 2 else f"<h1 style=\"font-family:{font}\">{esc(b[1])}</h1>")
        elif k in ("p", "small"):
            size = 15 if k == "p" else 11
            txt = esc(b[1]).replace("\n", "<br>\n")
            rows.append(f'<tr><td style="padding:8px 32px;font-family:{font};font-size:{size}px;line-height:1.5;color:{"#333333" if k == "p" else "#888888"};">{txt}</td></tr>'
                        if style != 2 else f'<p style="font-size:{size}px">{txt}</p>')
        elif k == "button":
            rows.append(f'<tr><td align="center" style="padding:16px 32px;"><table role="presentation" cellpadding="0" cellspacing="0"><tr>'
                        f'<td style="background:{color};border-radius:{rng.choice([0, 4, 6, 24])}px;"><a href="{esc(b[2])}" style="display:inline-block;padding:12px 28px;font-family:{font};font-size:15px;color:#ffffff;text-decoration:none;font-weight:bold;">{esc(b[1])}</a></td></tr></table></td></tr>'
                        if style != 2 else f'<p><a href="{esc(b[2])}" style="background:{color};color:#fff;padding:10px 20px;text-decoration:none">{esc(b[1])}</a></p>')
        elif k == "items":
            cells = []
            for name, detail, price, url in b[1]:
                cells.append(f'<td width="{100 // max(1, min(3, len(b[1])))}%" valign="top" style="padding:8px;font-family:{font};font-size:14px;">'
                             f'<a href="{esc(url or "#")}"><img src="https://img.example/p/{hexid(rng, 10)}.jpg" width="160" alt="{esc(name)}" style="display:block;border:0;max-width:100%"></a>'
                             f'<div style="font-weight:bold;padding-top:6px">{esc(name)}</div>'
                             + (f'<div style="color:#666666">{esc(detail)}</div>' if detail else "")
                             + (f'<div style="color:{color};font-weight:bold">{esc(price)}</div>' if price else "") + "</td>")
            trs = "".join("<tr>" + "".join(cells[i:i + 3]) + "</tr>" for i in range(0, len(cells), 3))
            rows.append(f'<tr><td style="padding:8px 24px;"><table role="presentation" width="100%" cellpadding="0" cellspacing="0">{trs}</table></td></tr>')
        elif k == "kv":
            trs = "".join(f'<tr><td style="padding:4px 0;color:#666666">{esc(kk)}</td><td align="right" style="padding:4px 0">{esc(vv)}</td></tr>' for kk, vv in b[1])
            rows.append(f'<tr><td style="padding:8px 32px;font-family:{font};font-size:14px;"><table width="100%" cellpadding="0" cellspacing="0">{trs}</table></td></tr>')
        elif k == "hr":
            rows.append('<tr><td style="padding:16px 32px;"><hr style="border:0;border-top:1px solid #e5e5e5"></td></tr>')
        elif k == "links":
            rows.append(f'<tr><td align="center" style="padding:8px 32px;font-family:{font};font-size:12px;color:#888888;">'
                        + " &middot; ".join(f'<a href="{esc(u)}" style="color:#888888">{esc(lbl)}</a>' for lbl, u in b[1]) + "</td></tr>")
        elif k == "quote":
            rows.append(f'<tr><td style="padding:8px 32px;"><div style="border-left:3px solid {color};padding:8px 14px;background:#f6f6f6;font-family:{font};font-size:15px;color:#222222">{esc(b[1]).replace(chr(10), "<br>")}</div></td></tr>')
    if style == 2:
        inner = "\n".join(r.replace("<tr><td", "<div").replace("</td></tr>", "</div>") if r.startswith("<tr>") else r for r in rows)
        return (f'<!DOCTYPE html>\n<html lang="{lang}">\n<head>\n<meta charset="utf-8">\n<meta name="viewport" content="width=device-width">\n'
                f"<title>{esc(title)}</title>\n</head>\n<body style=\"margin:0;padding:16px;font-family:{font}\">\n{inner}\n</body>\n</html>\n")
    pre = "".join(r for r in rows if not r.startswith("<tr>") and r.startswith("<div"))
    trs = "\n".join(r for r in rows if r.startswith("<tr>"))
    mso = ('<!--[if mso]><style type="text/css">body, table, td {font-family: Arial, sans-serif !important;}</style><![endif]-->\n'
           if style == 0 else "")
    return (f'<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">\n'
            f'<html xmlns="http://www.w3.org/1999/xhtml" lang="{lang}">\n<head>\n<meta http-equiv="Content-Type" content="text/html; charset=utf-8">\n'
            f'<meta name="viewport" content="width=device-width, initial-scale=1.0">\n<title>{esc(title)}</title>\n{mso}'
            f'<style type="text/css">\nbody {{ margin:0; padding:0; -webkit-text-size-adjust:100%; }}\nimg {{ border:0; outline:none; }}\n'
            f'@media only screen and (max-width:600px) {{ .container {{ width:100% !important; }} }}\n</style>\n</head>\n'
            f'<body style="margin:0;padding:0;background:{rng.choice(["#f4f4f4", "#ffffff", "#eeeeee", "#f7f5f0"])};">\n{pre}\n'
            f'<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center">\n'
            f'<table class="container" role="presentation" width="{rng.choice([580, 600, 640, 650])}" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;">\n'
            f"{trs}\n</table>\n</td></tr></table>\n</body>\n</html>\n")


ESPS = ["ses", "mailgun", "sendgrid", "mailchimp", "sparkpost", "postmark", "sfmc", "inhouse", "none"]


def esp_setup(m: Msg, rng, domain, rcpt, esp=None, list_unsub=True, one_click=None, precedence=None):
    """Sending-infrastructure headers of a bulk sender."""
    esp = esp or rng.choice(ESPS)
    H = m.headers
    user = rcpt.email.replace("@", "=")
    sub = rng.choice(["mail", "email", "e", "news", "em", "send", "mg", "info", "notify"])
    env = f"bounce-{hexid(rng, 10)}@{sub}.{domain}"
    relay = None
    if esp == "ses":
        H.append(("X-SES-Outgoing", f"{m.date.year}.{m.date.month:02d}.{m.date.day:02d}-{rng.choice(['54.240', '23.251', '69.169'])}.{rng.randint(1, 60)}.{rng.randint(1, 250)}"))
        H.append(("Feedback-ID", f"1.{rng.choice(['us-east-1', 'eu-west-1', 'us-west-2'])}.{b64blob(rng, 44)}=:AmazonSES"))
        env = f"0100{hexid(rng, 12)}-{_uuid(rng)}-000000@{rng.choice(['bounces.' + domain, 'mail-us-east-1.ses-relay.example'])}"
        relay = (f"a{rng.randint(8, 99)}-{rng.randint(1, 250)}.smtp-out.ses-relay.example", f"203.0.113.{rng.randint(2, 250)}")
    elif esp == "mailgun":
        H.append(("X-Mailgun-Sid", b64blob(rng, 52) + "=="))
        if maybe(rng, 0.5):
            H.append(("X-Mailgun-Tag", rng.choice(["newsletter", "campaign", "transactional", "digest", "weekly"])))
        env = f"bounce+{hexid(rng, 6)}.{hexid(rng, 6)}-{user}@mg.{domain}"
        relay = (f"m{rng.randint(10, 250)}-{rng.randint(1, 250)}.mailgun-relay.example", f"198.51.100.{rng.randint(2, 250)}")
    elif esp == "sendgrid":
        H.append(("X-SG-EID", b64blob(rng, 120)))
        H.append(("X-SG-ID", b64blob(rng, 80)))
        if maybe(rng, 0.6):
            H.append(("X-Entity-ID", b64blob(rng, 22) + "=="))
        env = f"bounces+{rng.randint(100000, 99999999)}-{hexid(rng, 4)}-{user}@em{rng.randint(100, 9999)}.{domain}"
        relay = (f"o{rng.randint(1, 20)}.ptr{rng.randint(1000, 9999)}.sg-relay.example", f"203.0.113.{rng.randint(2, 250)}")
    elif esp == "mailchimp":
        H.append(("X-Mailer", "MailChimp Mailer - **CID" + hexid(rng, 10) + hexid(rng, 10) + "**"))
        H.append(("X-Campaign", f"mailchimp{hexid(rng, 25)}.{hexid(rng, 10)}"))
        H.append(("X-campaignid", f"mailchimp{hexid(rng, 25)}.{hexid(rng, 10)}"))
        H.append(("X-MC-User", hexid(rng, 25)))
        H.append(("X-Accounttype", rng.choice(["pd", "ff", "pp"])))
        H.append(("X-Report-Abuse", f"Please report abuse for this campaign here: https://mcsv.example/abuse/abuse.phtml?u={hexid(rng, 25)}&id={hexid(rng, 10)}&e={hexid(rng, 10)}"))
        H.append(("Feedback-ID", f"{rng.randint(10**7, 10**8)}:{rng.randint(10**7, 10**8)}.{rng.randint(10**6, 10**7)}:us{rng.randint(1, 21)}:mc"))
        env = f"bounce-mc.us{rng.randint(1, 21)}_{rng.randint(10**7, 10**8)}.{rng.randint(10**6, 10**7)}-{hexid(rng, 10)}@mail{rng.randint(10, 250)}.sea{rng.randint(1, 99)}.mcsv.example"
        relay = (f"mail{rng.randint(10, 250)}.sea{rng.randint(1, 99)}.mcsv.example", f"198.51.100.{rng.randint(2, 250)}")
    elif esp == "sparkpost":
        H.append(("X-MSFBL", b64blob(rng, 96) + "="))
        env = f"msprvs1={alnum(rng, 18)}=bounces-{rng.randint(10000, 999999)}@spmail.{domain}"
    elif esp == "postmark":
        H.append(("X-PM-Message-Id", _uuid(rng)))
        H.append(("X-PM-RCPT", f"|bTB8{b64blob(rng, 30)}|"))
        H.append(("Feedback-ID", f"s{rng.randint(1000, 9999999)}-{hexid(rng, 16)}:s{rng.randint(1000, 99999)}:a{rng.randint(1000, 99999)}:postmark"))
        env = f"pm_bounces@pm-bounces.{domain}"
    elif esp == "sfmc":
        H.append(("x-job", f"{rng.randint(10**6, 10**8)}_{rng.randint(10**5, 10**7)}"))
        H.append(("X-SFMC-Stack", str(rng.randint(1, 12))))
        env = f"bounce-{rng.randint(10, 99)}_HTML-{rng.randint(10**8, 10**9)}-{rng.randint(10**5, 10**6)}-{rng.randint(10**6, 10**7)}-{rng.randint(1, 9)}@bounce.email.{domain}"
    elif esp == "inhouse":
        H.append(("X-Mailer", rng.choice(["phpList v3.6.15", "MailerQ 5.15", "Acoustic Campaign", "Customer.io", "Iterable",
                                          "Braze", "Klaviyo", "Brevo", "Oracle Responsys", "Listmonk", "Mautic", "Sendy"])))
    if list_unsub:
        token = b64blob(rng, 40).replace("/", "_").replace("+", "-")
        opts = [f"<https://{sub}.{domain}/unsubscribe/{token}>",
                f"<mailto:unsubscribe-{hexid(rng, 16)}@{sub}.{domain}?subject=unsubscribe>"]
        if maybe(rng, 0.3):
            opts = opts[:1]
        elif maybe(rng, 0.2):
            opts = opts[1:]
        elif maybe(rng, 0.5):
            opts.reverse()
        H.append(("List-Unsubscribe", ", ".join(opts) if len(", ".join(opts)) < 60 else ",\n ".join(opts)))
        if (one_click if one_click is not None else maybe(rng, 0.7)) and opts[0].startswith("<https"):
            H.append(("List-Unsubscribe-Post", "List-Unsubscribe=One-Click"))
    if precedence:
        H.append(("Precedence", precedence))
    if maybe(rng, 0.25):
        H.append(("X-Auto-Response-Suppress", rng.choice(["OOF, AutoReply", "All", "DR, RN, NRN, OOF, AutoReply"])))
    m.env_from = env
    if relay:
        m.relay = relay
    m.dkim_domain = domain if maybe(rng, 0.8) else env.split("@")[1]
    m.client = "bulk"
    m.msgid = msgid_for(rng, "bulk", f"x@{domain}", m.date)
    return esp


# ============================================================================ PRIMARY (English)

SLOT_GEN[("*", "friend")] = lambda s: s.rng.choice(NAMES["en"][0] + NAMES["intl"][0])
SLOT_GEN[("*", "kid")] = lambda s: s.rng.choice(["Milo", "Ava", "Noah", "Lily", "Theo", "Rosie", "Sami", "Iris", "Jude", "Nell", "Arlo", "Mina"])
SLOT_GEN[("*", "pet")] = lambda s: s.rng.choice(["Biscuit", "Pepper", "Mochi", "Otis", "Luna", "Waffles", "Juno", "Pickle", "Ziggy"])

P_GREET = ["Hi {first},", "Hey {first}!", "Hello {first},", "{first},", "Hi {first} -", "Dear {first},", "Morning {first},",
           "Hey,", "Hiya {first},", "Hey {first},", "Hi {first}!", "Hi there,", "{first} -", "Good morning {first},",
           "Evening {first},", "Hi again,", ""]
P_OPEN = ["Hope your week's going OK.", "Sorry it took me a while to get back to you.", "Quick one:", "Long time no talk!",
          "Hope you survived the {heat|rain|snow|week|move|deadline}.", "Hope all is well with you and {friend}.",
          "I've been meaning to write for ages.", "So good to see you {last weekend|the other day|on Saturday}!",
          "Random question for you.", "Following up on what we talked about {yesterday|on the phone|at lunch}.",
          "Thanks again for {dinner|the lift|your help|the book|lunch|having us} - it was {lovely|great|so kind of you}.",
          "Just a quick note before I forget.", "Hope the {new job|new place|trip|week} is treating you well.", ""]
P_CLOSE = ["Let me know what you think.", "No rush on this.", "Let me know either way!", "Say hi to {friend} for me.",
           "Give {kid} a hug from us.", "Talk soon.", "Call me if that's easier.", "Text me if anything changes.",
           "Anyway, that's my news.", "Hope that makes sense!", "Looking forward to it.", "Let me know if that works.",
           "No pressure at all, of course.", "Thanks in advance!", "Fingers crossed.", ""]
P_SIGN = ["Thanks,", "Cheers,", "Best,", "Talk soon,", "xx", "Love,", "Best regards,", "Thanks!", "See you soon,", "-",
          "Speak soon,", "All the best,", "Take care,", "Many thanks,", "Warmly,", "Hugs,", "Later,", "Ta,", "x", "Regards,"]
MOBILE_SIG = {"en": ["Sent from my iPhone", "Sent from my phone", "Sent from my phone - please excuse typos",
                     "Sent from my Android device", "Sent from Outlook for iOS", "Sent from my iPad"],
              "de": ["Von meinem iPhone gesendet", "Gesendet von meinem Smartphone"],
              "fr": ["Envoyé de mon iPhone", "Envoyé de mon smartphone"],
              "es": ["Enviado desde mi iPhone", "Enviado desde mi móvil"],
              "pt": ["Enviado do meu iPhone", "Enviado do meu celular"],
              "it": ["Inviato da iPhone", "Inviato dal mio smartphone"],
              "nl": ["Verzonden vanaf mijn iPhone", "Verstuurd vanaf mijn telefoon"],
              "sv": ["Skickat från min iPhone", "Skickat från min mobil"],
              "ja": ["iPhoneから送信"], "zh": ["发自我的iPhone", "从我的手机发送"]}

PERSONAL = [
    dict(s=["Dinner {day}?", "dinner plans", "Are you free {day}?", "Food soon?", "{place} {day}?"],
         lead=["Are you around {day}? {friend} and I were thinking of trying {place} around {time}. Would love it if you could join.",
               "We haven't done dinner in forever. How about {place} on {day}? I can book a table for {time}.",
               "Want to grab dinner {day}? I'm craving {place} and it's been too long since we caught up properly."],
         more=["If {day} doesn't work, {day2} is also fine for me.", "They don't take reservations after {time}, so earlier is better.",
               "Bring {friend} if they're around!", "My treat this time - you got the last one.",
               "I heard the {dish} there is {amazing|excellent|worth the wait}."]),
    dict(s=["Weekend visit", "Coming up on the {date}?", "Your visit!", "Plans for when you're here", "Spare room is ready"],
         lead=["So excited you're coming on the {date}! The spare room is all set up, and I've taken {day} off so we can do something fun.",
               "Just checking you're still planning to come up on the {date}. Let me know your train or flight time and I'll pick you up.",
               "We're really looking forward to having you. I've got a rough plan for the weekend but nothing's set in stone."],
         more=["If the weather holds we could walk up to the lookout on Saturday morning.", "Do you still not eat {dish}? Asking for menu reasons.",
               "{kid} has been asking every day when you're arriving.", "Parking is a nightmare here, so the train might be easier.",
               "Bring a warm jacket - it's been cold in the evenings.", "{friend} wants to have us over for a barbecue on Sunday if you're up for it."]),
    dict(s=["Can I borrow your {item}?", "{item}?", "Favour to ask", "quick favour", "Do you still have that {item}?"],
         lead=["Total long shot, but do you still have that {item}? We're finally tackling the {garage|garden|spare room|deck} this weekend.",
               "Could I borrow your {item} for a couple of days? I'll bring it back clean, promise.",
               "Would it be OK to borrow your {item} next week? Happy to swing by and pick it up whenever suits you."],
         more=["I can drop off a bottle of wine as payment.", "No worries at all if you need it yourself.",
               "I'll be around your way on {day} anyway.", "Ours broke and I don't want to buy a new one for one job."]),
    dict(s=["Photos from {city}", "Trip pics", "Finally sorting the photos", "Pictures!", "Here are the photos"],
         lead=["Finally got round to sorting the photos from {city}. I've put them in a shared folder - the link's below.",
               "Attached a few of my favourite pictures from the trip. The one of you at the market is my new favourite.",
               "Here are the pictures from {day}. Sorry it took so long, my laptop died in the middle of it."],
         more=["Feel free to share them with {friend}.", "There are about {nn} in total, I deleted the blurry ones.",
               "Still can't believe how blue the water was.", "Let me know if you want any of them printed."]),
    dict(s=["Happy birthday!!", "Happy birthday {first}", "Birthday plans?", "Party on the {date}?", "Birthday drinks"],
         lead=["Happy birthday! I hope you're being thoroughly spoiled today.", "Are you doing anything for your birthday? We'd love to take you out.",
               "I'm organising a little something for {friend}'s birthday on the {date} - can you make it?"],
         more=["Your present is in the post, it should arrive by {day}.", "Don't worry, no surprise party. I know you hate those.",
               "We were thinking drinks at {place} around {time}.", "Let me know by {day} so I can tell them how many of us there are."]),
    dict(s=["Book recommendation", "You have to read this", "Finished {book}", "Book club pick", "What are you reading?"],
         lead=["I just finished {book} and immediately thought of you. It's the best thing I've read this year.",
               "Do you have any book recommendations? I'm going away for a week and need something good.",
               "Have you read {book}? I couldn't put it down - stayed up until 2am to finish it."],
         more=["I can lend you my copy if you like.", "The ending is a bit strange but stick with it.",
               "Also, if you haven't watched {show} yet, you really should.", "No spoilers please, I'm only halfway through {book2}."]),
    dict(s=["Moving day", "Help with the move?", "We got the flat!", "New address", "Boxes"],
         lead=["We got the flat!! Moving day is {day} the {date}. Any chance you could help for a few hours? Pizza and beer provided.",
               "Quick heads up that we've moved. Our new address is below - please update your contacts.",
               "Do you have any spare moving boxes? We're drowning in stuff and the move is on the {date}."],
         more=["I've hired a van, so it's mostly lifting.", "The new place has a garden, so you have to come for a barbecue.",
               "Start time is {time}, but come whenever you can.", "The old landlord is being difficult about the deposit, long story."]),
    dict(s=["Can you watch {pet}?", "Pet sitting?", "Cat sitting while we're away", "Feeding {pet}", "Keys"],
         lead=["Any chance you could pop in and feed {pet} while we're away from the {date}? It's just once a day.",
               "Thank you so much for looking after {pet}! Here's everything you need to know.",
               "Would you be able to check on {pet} on {day} and {day2}? We're away for a wedding."],
         more=["Food is in the cupboard next to the fridge, one scoop in the morning.", "The spare key is with {friend} next door.",
               "{pet} might hide for the first day, don't worry.", "Help yourself to anything in the fridge."]),
    dict(s=["Recipe", "That {dish} recipe", "You asked for the recipe", "Re: the {dish}"],
         lead=["Here's the {dish} recipe you asked for. It's my grandmother's, so guard it with your life.",
               "You asked about the {dish} from Saturday - it's honestly really easy."],
         more=["The secret is to let it rest overnight.", "I double the garlic, obviously.", "Use whatever vegetables you have.",
               "Let me know how it turns out!"]),
    dict(s=["Wedding!", "Save the date", "RSVP?", "Wedding logistics", "We're getting married!"],
         lead=["We're getting married! It's going to be small, just family and close friends, on the {date} in {city}.",
               "Just checking if you've had a chance to RSVP for the wedding - we need final numbers by {day}.",
               "A few logistics for the wedding weekend, since a lot of people have asked."],
         more=["There's a block of rooms at a hotel nearby, mention our names.", "Dress code is relaxed - no ties needed.",
               "Please let us know about any dietary requirements.", "Kids are very welcome."]),
    dict(s=["Hike this weekend?", "Trail plans", "Up for a walk {day}?", "Camping trip"],
         lead=["Want to do a hike {day}? The forecast looks decent and I've been dying to get outside.",
               "Thinking of a camping trip at the end of the month. Are you in?"],
         more=["I can drive - pick you up at {time}?", "It's about {nn} km round trip, not too steep.", "Bring snacks and layers.",
               "{friend} might come too."]),
    dict(s=["Kids' playdate", "School pickup {day}", "Can you grab {kid}?", "Carpool"],
         lead=["Could you possibly pick {kid} up from school on {day}? I've got a meeting I can't move.",
               "{kid} keeps asking for a playdate with yours. Would {day} afternoon work?",
               "Are we still doing the carpool rota this term? I can do mornings on {day} and {day2}."],
         more=["I'll let the office know you're collecting.", "Happy to return the favour any time.", "They finish at {time}.",
               "I'll send snacks."]),
    dict(s=["Checking in", "Thinking of you", "How are you doing?", "Hope you're OK"],
         lead=["Just wanted to check in and see how you're doing. I know the last few weeks have been a lot.",
               "I was thinking about you today and realised we haven't properly talked in months. How are things?",
               "How did the appointment go? Been thinking about you all week."],
         more=["No need to reply if you're not up to it.", "I'm around all weekend if you want to talk.",
               "Let me know if there's anything I can do - even just dropping off food.", "Sending lots of love."]),
    dict(s=["Holiday plans", "Christmas?", "Summer plans", "Family reunion", "Thanksgiving"],
         lead=["Mum wants to know if you're coming home for the holidays. I said I'd ask you directly.",
               "We're trying to pin down plans for the summer. Would a week in {city} in August work for you lot?",
               "Can we talk about who's hosting this year? I did it last time and I'm still recovering."],
         more=["I'll bring the {dish}.", "Flights are getting expensive so we should book soon.", "Let me know your dates.",
               "{friend} says they can do the {date} onwards."]),
    dict(s=["Selling my {item}", "Want my old {item}?", "Free to a good home", "Clearing out the garage"],
         lead=["I'm clearing out the garage and have a {item} that's basically unused. Want it before I put it online?",
               "Are you still looking for a {item}? Mine's yours for {small_amount} if you want it."],
         more=["You'd have to collect it.", "Works perfectly, just don't need it anymore.", "Happy to drop it round."]),
    dict(s=["Concert tickets", "Got tickets!", "Spare ticket for {day}", "Gig on the {date}"],
         lead=["I have a spare ticket for the concert on the {date} - do you want it?",
               "Got us tickets for the show on {day}! Doors at {time}."],
         more=["They were {small_amount} each, pay me whenever.", "We could get food at {place} beforehand.",
               "It's standing only, so wear comfy shoes."]),
    dict(s=["That thing we talked about", "Following up", "re our chat", "About {day}"],
         lead=["Following up on our chat - I spoke to {friend} and they're up for it, so I think we're on.",
               "Sorry I had to rush off on {day}. I wanted to finish telling you about {friend}'s idea."],
         more=["Let's talk properly this weekend.", "I'll send you the details when I have them.", "No decision needed yet."]),
    dict(s=["Running club", "5k on {day}?", "Training plan", "Swim tomorrow?"],
         lead=["Are you still up for the 5k on the {date}? I signed us both up, hope that's OK.",
               "Fancy a swim before work tomorrow? The pool opens at {time}."],
         more=["We can get breakfast after.", "I'm slow at the moment, fair warning.", "{friend} is doing the 10k, show-off."]),
]

# a friend's personal message that mentions a sale or forwards an offer: primary, not promotions
SALE_MENTION = [
    dict(s=["{shop} sale - want to split?", "did you see this?", "tent!!", "sale at {shop}", "worth it?"],
         lead=["Did you see {shop} has {pct}% off everything this weekend? I'm thinking of finally getting that {item}. Want to go halves?",
               "Heads up, {shop} is having their sale - you said you needed a new {item}. Might be worth a look before {day}.",
               "Ok so I caved and ordered the {item} from {shop}, it was {pct}% off. Do you want me to get one for you too? Shipping is free if we order together."],
         more=["No pressure, just thought of you.", "The code from their email was {code}, I think it works for anyone.",
               "Let me know by {day} and I'll add it to my order.", "We could split the delivery cost."]),
]
FWD_INTRO = ["Thought you'd like this one.", "Look what just came in - wasn't this the thing you wanted?",
             "Is this the deal you were talking about?", "FYI - saw this and thought of you.", "This any good? Seems cheap.",
             "Ha, the irony. Forwarding in case it's useful.", "Should we book? Seems like a good price.", ""]

WORK = [
    dict(s=["{doc} - comments?", "Feedback on the {doc}", "Can you review the {doc}?", "{doc} draft", "{project}: {doc}"],
         lead=["I've put together a first draft of the {doc}. Could you take a look before {day}? Mostly interested in whether the numbers make sense.",
               "Attached is the latest version of the {doc}. I've incorporated the comments from {friend} and the {team} team.",
               "When you get a chance, could you review the {doc}? It's fairly short - maybe 15 minutes of reading."],
         more=["Section 3 is the part I'm least sure about.", "Happy to walk through it on a call if that's easier.",
               "No need for line edits yet, just the overall direction.", "The deadline on our side is {date}.",
               "I left a few open questions as comments in the doc.", "{friend} will pick up the budget section once you've signed off."]),
    dict(s=["Meeting {day}", "Moving our 1:1", "Can we push to {time}?", "Sync on {project}", "Quick call?"],
         lead=["Could we move our {day} meeting to {time}? Something came up with a customer.",
               "Do you have 20 minutes {day} to sync on {project}? I want to make sure we're aligned before the review.",
               "Would you be free for a quick call this afternoon? I have a question about the {team} handoff."],
         more=["I'll send an updated invite.", "If not, any time {day2} works for me.", "Nothing urgent, just easier than email.",
               "I'll bring the latest numbers."]),
    dict(s=["Intro: {friend} <> {first}", "Introduction", "Connecting you two", "Meet {friend}"],
         lead=["I wanted to introduce you to {friend}, who leads {team} at a company we've been talking to. I think you'd have a lot to discuss.",
               "As promised, connecting you with {friend}. {friend} has been working on something very similar to {project}."],
         more=["I'll let you two take it from here.", "(Moving myself to bcc.)", "{friend}, {first} is the person I mentioned on {day}.",
               "Both of you are in {city} next month, which might be convenient."]),
    dict(s=["Question about {project}", "{project} timeline", "Status of {project}?", "{project} update"],
         lead=["Where are we with {project}? The client asked me for an update this morning and I didn't have a good answer.",
               "Quick update on {project}: we're about a week behind, mostly because of the vendor delay.",
               "I have a question about the scope of {project}. Is the {team} integration part of phase one or phase two?"],
         more=["I'd rather flag it now than at the review.", "I think we can still make the {date} date if we cut the reporting piece.",
               "Can you confirm by {day}?", "Let me know if I should loop in {friend}."]),
    dict(s=["Interview {day}", "Candidate for the {team} role", "Interview schedule", "Your availability for interviews"],
         lead=["We have a strong candidate for the {team} role. Would you be able to do a 45-minute interview on {day}?",
               "Thanks for interviewing {friend} yesterday. Could you add your notes to the scorecard by {day}?"],
         more=["Focus on collaboration and communication, I'll cover the technical side.", "Their CV is attached.",
               "We're hoping to make a decision by the end of next week."]),
    dict(s=["Invoice {order}", "Payment for {month}", "Question about the invoice", "Expenses"],
         lead=["Hi, I'm attaching my invoice for {month}. Let me know if you need it in a different format.",
               "I think there might be a mistake on invoice {order} - the hours look higher than what we agreed.",
               "Just a gentle reminder that the invoice from {pastdate} is still outstanding."],
         more=["Payment details are on the invoice.", "Happy to discuss if anything is unclear.", "The total is {big_amount}.",
               "Could you let me know when it's been processed?"]),
    dict(s=["Out next week", "Coverage while I'm away", "Handover notes", "Vacation handoff"],
         lead=["I'm out from {day} until the {date}. Here's where things stand so nothing falls through the cracks.",
               "Before I go on leave, here's a quick handover for the {team} work."],
         more=["{friend} has access to everything and can make decisions if needed.", "The only thing with a hard deadline is the {doc}.",
               "I'll check email once a day but won't be very responsive.", "Please don't let anyone schedule the review without me!"]),
    dict(s=["Great job today", "Thank you", "Nice work on the launch", "Kudos"],
         lead=["Just wanted to say you did a great job on the presentation today. The {team} team was really impressed.",
               "Thank you for staying late to get {project} over the line. It did not go unnoticed."],
         more=["Drinks on me next week.", "I've mentioned it to {friend} as well.", "Let's do a quick retro on {day}."]),
    dict(s=["Offsite planning", "Team lunch {day}", "Offsite - venue options", "Team dinner"],
         lead=["We're planning the team offsite for the {date}. I've shortlisted a few venues - could you vote by {day}?",
               "Team lunch on {day} at {place}, {time}. Let me know if you have any dietary requirements."],
         more=["Budget is about {amount} per person.", "I'll book once I have numbers.", "Partners are welcome for the dinner."]),
    dict(s=["Contract question", "Redlines", "Re: agreement", "NDA"],
         lead=["I went through the contract and have a couple of questions on clause 7 - the notice period seems unusually long.",
               "Attached are our redlines on the agreement. Most are minor, but the liability cap is a sticking point for us."],
         more=["Can we get on a call with your legal team?", "We'd like to sign by the {date} if possible.",
               "Everything else looks fine to me."]),
    dict(s=["Bug in the {team} dashboard", "Production issue", "Weird numbers in the report", "Data question"],
         lead=["The {team} dashboard has been showing zeros since this morning. Did something change in the pipeline?",
               "I noticed the weekly report double-counts refunds. I think it started after the {pastdate} release."],
         more=["Not urgent, but the leadership review is {day}.", "I can pair on it this afternoon if that helps.",
               "Screenshot attached.", "I've opened a ticket too, but wanted to flag it directly."]),
    dict(s=["Conference talk", "Speaking at {city}?", "Proposal feedback", "Workshop idea"],
         lead=["Would you be interested in co-presenting at the conference in {city}? The deadline for proposals is {date}.",
               "I read your talk proposal - it's really strong. A couple of small suggestions below."],
         more=["I think a live demo would go down well.", "Travel would be covered.", "Happy to draft the abstract."]),
]
WORK_TITLES = ["Product Manager", "Senior Engineer", "Head of Operations", "Account Director", "Designer", "Data Analyst",
               "Project Coordinator", "Finance Manager", "Engineering Manager", "Research Scientist", "Marketing Lead",
               "Customer Success Manager", "Legal Counsel", "Office Manager", "CTO", "Founder", "Recruiter", "Consultant"]
CORP_FOOTERS = [
    "CONFIDENTIALITY NOTICE: This e-mail and any attachments are confidential and intended solely for the addressee. If you have received it in error, please notify the sender and delete it.",
    "This message may contain confidential information. If you are not the intended recipient, please delete it and inform the sender.",
    "Please consider the environment before printing this email.",
    "{company} Ltd is registered in England and Wales, company number {nn}{nn}. Registered office: {nn} King Street, London.",
    "The information in this email is confidential and may be legally privileged. Access by anyone else is unauthorised.",
    "Disclaimer: Views expressed in this email are those of the sender and do not necessarily reflect the views of {company}.",
    "We're hiring! See open roles at careers.{domain}",
    "My working hours may not be your working hours. Please don't feel obliged to reply outside of yours.",
    "{company} GmbH - Sitz der Gesellschaft: Berlin - Amtsgericht Charlottenburg HRB {nn}{nn}",
]

SERVICE_PEOPLE = [  # direct, personal mail from people who provide a service: still primary
    dict(role="landlord", s=["Boiler service on {day}", "Flat inspection", "Lease renewal", "Repairs"],
         lead=["Just to let you know the engineer will come to service the boiler on {day} between {time} and {time2}. Could you make sure someone is in?",
               "Your lease is up on the {date}. I'd be happy to renew on the same terms - let me know what you'd like to do.",
               "Thanks for reporting the leak. I've asked a plumber to come round on {day}."],
         more=["Let me know if that doesn't suit.", "I'll bring the paperwork.", "Sorry for the short notice."]),
    dict(role="contractor", s=["Quote for the {garden|bathroom|fence|roof}", "Estimate", "Start date", "Materials"],
         lead=["Thanks for having me round on {day}. As discussed, the quote for the work is {big_amount} including materials.",
               "Just confirming we can start on the {date}. We'll need access from about {time}."],
         more=["We'd need a 30% deposit to book the dates.", "The tiles you picked are on back order, so there may be a week's delay.",
               "Any questions, give me a ring."]),
    dict(role="tutor", s=["{kid}'s lesson {day}", "Lesson notes", "Piano practice", "Maths tutoring"],
         lead=["{kid} did really well today - we worked on fractions and they got the hang of it quickly.",
               "I need to move {kid}'s lesson on {day} to {time}. Hope that's OK."],
         more=["Homework is pages 12 to 14.", "See you next week.", "Payment for the month is {amount} whenever convenient."]),
    dict(role="agent", s=["Viewing on {day}", "Offer on the property", "The flat on {friend} Road", "Next steps"],
         lead=["The sellers have accepted your offer! Congratulations. I'll send the paperwork through to your solicitor today.",
               "I can show you the flat on {day} at {time}. It's just come on the market and I expect it to go quickly."],
         more=["Give me a call if you have any questions.", "Bring ID and proof of funds.", "Parking is on the street out front."]),
    dict(role="accountant", s=["Your tax return", "Documents needed", "Quick question on expenses", "Year-end"],
         lead=["I'm starting on your tax return and need a few more documents from you - list below.",
               "Your return is ready for review. The amount owed is {big_amount}, due by the {date}."],
         more=["Bank statements for the full year, please.", "Receipts for any home office costs.", "Happy to jump on a call."]),
    dict(role="coach", s=["Practice moved to {day}", "Match this weekend", "Team photos", "Season schedule"],
         lead=["Hi all, practice this week is moved to {day} at {time} because the field is booked.",
               "Great game on Saturday everyone! Next match is on the {date} - please let me know who can drive."],
         more=["Bring water and shin guards.", "Snacks rota is attached.", "Parents welcome to stay and watch."]),
]

ONE_LINERS = ["Sounds good, see you then!", "Thanks!", "Yes, {day} works for me.", "Running about 10 minutes late, sorry!",
              "Can you call me when you get a chance?", "Perfect, thank you.", "Got it - will do.", "Ha! Love it.",
              "Sure, no problem.", "Great, thanks for sorting this.", "Let's do it.", "Works for me. {time}?",
              "Oh no - hope everything's OK.", "Done, sent it over.", "Yes please!", "Agreed.", "Thanks, that's really helpful.",
              "Can't make it {day} unfortunately, next time!", "Just landed, will call later.", "See attached.",
              "Looks good to me, ship it.", "Will check and get back to you.", "Brilliant, thank you!", "👍 see you there"]

SLOT_GEN[("*", "shop")] = lambda s: brand_name(s.rng)
SLOT_GEN[("*", "company")] = lambda s: brand_name(s.rng, "tech")
SLOT_GEN[("*", "domain")] = lambda s: brand_domain(s.rng, s["company"])
SLOT_GEN[("*", "time2")] = _time
SLOT_GEN[("*", "book2")] = lambda s: s.rng.choice(BOOKS)
SLOT_GEN[("*", "garden")] = lambda s: "garden"


def pack(lang):
    if lang == "en":
        return dict(greet=P_GREET, open=P_OPEN, close=P_CLOSE, sign=P_SIGN, personal=PERSONAL, work=WORK,
                    service=SERVICE_PEOPLE, sale=SALE_MENTION, fwd=FWD_INTRO, oneliners=ONE_LINERS,
                    re="Re: ", fw="Fwd: ")
    return I18N[lang]["primary"]


def pick_client(rng, kind):
    if kind == "work":
        return rng.choice(["outlook", "outlook", "outlook", "webmail", "webmail", "apple", "thunderbird", "iphone"])
    return rng.choice(["webmail", "webmail", "webmail", "iphone", "iphone", "apple", "android", "thunderbird", "mutt", "outlook"])


def compose(rng, P, topic, slots, sender_name, sig_extra=None, short=False):
    parts = []
    g = T(rng.choice(P["greet"]), slots)
    if g:
        parts.append(g)
    o = T(rng.choice(P["open"]), slots) if maybe(rng, 0.5) else ""
    lead = T(rng.choice(topic["lead"]), slots)
    more = [T(x, slots) for x in pick(rng, topic["more"], rng.randint(0, min(3, len(topic["more"]))) if not short else 0)]
    body = [lead] + more
    if len(body) > 2 and maybe(rng, 0.4):
        body = [body[0]] + rng.sample(body[1:], len(body) - 1)
    if maybe(rng, 0.5) and len(body) >= 2:
        joined = [" ".join(body[:2])] + body[2:]   # some people write one dense paragraph
        body = joined
    if o:
        if maybe(rng, 0.5):
            body[0] = o + " " + body[0]
        else:
            body.insert(0, o)
    parts.extend(body)
    c = T(rng.choice(P["close"]), slots) if maybe(rng, 0.6) else ""
    if c:
        parts.append(c)
    s = rng.choice(P["sign"])
    first = sender_name
    if maybe(rng, 0.85):
        parts.append(f"{s}\n{first}" if s not in ("-",) else f"- {first}")
    if sig_extra:
        parts.append(sig_extra)
    return "\n\n".join(parts)


def work_sig(rng, p: Person, company, domain, lang="en"):
    lines = [p.name, rng.choice(WORK_TITLES) + (f" | {company}" if maybe(rng, 0.6) else ""),
             rng.choice([f"+1 ({rng.randint(200, 989)}) 555-{rng.randint(1000, 9999)}", f"+44 20 7946 {rng.randint(1000, 9999)}",
                         f"+49 30 {rng.randint(100000, 999999)}", f"+33 1 {rng.randint(10, 99)} {rng.randint(10, 99)} {rng.randint(10, 99)} {rng.randint(10, 99)}",
                         f"+61 2 {rng.randint(1000, 9999)} {rng.randint(1000, 9999)}", f"Mobile: 555-{rng.randint(1000, 9999)}"])]
    if maybe(rng, 0.6):
        lines.append(f"www.{domain}")
    if maybe(rng, 0.3):
        lines.append(rng.choice(["Pronouns: she/her", "Pronouns: he/him", "Pronouns: they/them", "Working hours: Mon-Thu",
                                 f"{rng.randint(1, 999)} {rng.choice(['Market', 'Harbour', 'Canal', 'Station', 'Mill'])} Street, {rng.choice(CITIES)}"]))
    sig = "\n".join(lines)
    if maybe(rng, 0.5):
        sig = rng.choice(["-- \n", "--\n", "", "_____\n"]) + sig
    if maybe(rng, 0.45):
        slots = Slots(rng, lang, company=company, domain=domain)
        sig += "\n\n" + T(rng.choice(CORP_FOOTERS), slots)
    return sig


def pick_sender_lang(rng, lang):
    if lang != "en":
        return lang
    return "intl" if maybe(rng, 0.3) else "en"


def date_between(rng, start=datetime(2023, 1, 5), days=1240):
    d = start + timedelta(days=rng.randint(0, days), seconds=rng.randint(0, 86399))
    return d


def localize(rng, naive: datetime, lang):
    off = rng.choice(TZ_BY_LANG.get(lang, TZ_BY_LANG["en"]))
    return naive.replace(tzinfo=tz(off))


def gen_primary(rng, lang, rcpt, now):
    m = Msg("primary")
    m.lang = lang
    P = pack(lang)
    kind = rng.choices(["personal", "work", "service", "sale", "fwd", "oneliner"], [40, 28, 10, 7, 6, 9])[0]
    if kind == "fwd" and lang != "en" and not P.get("fwd"):
        kind = "sale"
    slang = pick_sender_lang(rng, lang)
    company = domain = None
    if kind == "work":
        company = brand_name(rng, "tech")
        domain = brand_domain(rng, company)
        sender = person(rng, slang, domain=domain)
    else:
        sender = person(rng, slang)
    m.client = pick_client(rng, kind)
    m.date = localize(rng, now, slang if slang != "intl" else "intl")
    slots = Slots(rng, lang if lang != "intl" else "en", first=rcpt.first, me=sender.first, _now=now)
    if company:
        slots["company"], slots["domain"] = company, domain
    m.frm = sender.addr
    m.to = [rcpt.addr if maybe(rng, 0.7) else ("", rcpt.email)]
    sign_name = sender.first if maybe(rng, 0.8) else sender.name
    sig = None
    if kind == "work":
        sig = work_sig(rng, sender, company, domain, lang)
        if maybe(rng, 0.35):
            m.cc = [person(rng, slang, domain=domain).addr for _ in range(rng.randint(1, 3))]
    elif m.client in ("iphone", "android") and maybe(rng, 0.6):
        sig = rng.choice(MOBILE_SIG.get(lang, MOBILE_SIG["en"]))
    elif maybe(rng, 0.08):
        sig = f"-- \n{sender.name}\n{rng.choice(['https://', 'www.'])}{slug(sender.first_ascii)}{slug(sender.last_ascii)}.example"

    if kind == "oneliner":
        topic = rng.choice(P["personal"] + P["work"])
        subject = alt(rng, P["re"]) + T(rng.choice(topic["s"]), slots)
        own = T(rng.choice(P["oneliners"]), slots)
        if maybe(rng, 0.5):
            own += "\n\n" + sender.first
        if sig and maybe(rng, 0.6):
            own += "\n\n" + sig
        reply = True
        prev_slots = Slots(rng, slots.lang, first=sender.first, me=rcpt.first, _now=now)
        prev_slots.update({k: v for k, v in slots.items() if k not in ("first", "me")})
        prev_text = compose(rng, P, topic, prev_slots, rcpt.first)
    elif kind == "fwd":
        subject, own, prev_text, reply = _fwd_promo(rng, m, P, slots, sender, rcpt, now)
    else:
        pool = {"personal": P["personal"], "work": P["work"], "service": P["service"], "sale": P["sale"]}[kind]
        topic = rng.choice(pool)
        subject = T(rng.choice(topic["s"]), slots)
        own = compose(rng, P, topic, slots, sign_name, sig, short=maybe(rng, 0.15))
        reply = maybe(rng, 0.38)
        prev_text = None
        if reply:
            prev_slots = Slots(rng, slots.lang, first=sender.first, me=rcpt.first, _now=now)
            prev_slots.update({k: v for k, v in slots.items() if k not in ("first", "me")})
            prev_text = compose(rng, P, topic, prev_slots, rcpt.first, short=True)
            if maybe(rng, 0.3):  # the earlier mail quoted an even earlier one
                prev_text += "\n\n" + quote_intro(rng, lang, sender.addr, m.date - timedelta(days=rng.randint(2, 9))) + "\n" + quote_text(
                    T(rng.choice(topic["lead"]), Slots(rng, slots.lang, first=rcpt.first, me=sender.first, _now=now)))
            subject = (alt(rng, P["re"]) if m.client != "outlook" or lang != "en" else "RE: ") + subject
    m.subject = subject if subject.strip() else "(no subject)"
    m.msgid = msgid_for(rng, m.client, sender.email, m.date)
    intro = quoted = None
    if reply and prev_text:
        when = m.date - timedelta(hours=rng.randint(1, 120), minutes=rng.randint(0, 59))
        prev_id = msgid_for(rng, rng.choice(["webmail", "apple", "outlook"]), rcpt.email, when)
        m.in_reply_to = prev_id
        m.references = prev_id if maybe(rng, 0.6) else f"{msgid_for(rng, 'webmail', sender.email, when)}\n {prev_id}"
        if m.client == "outlook":
            intro = outlook_quote_block(rng, lang, rcpt.addr, sender.addr, when, subject.split(": ", 1)[-1])
            quoted = prev_text
            text = own + "\n\n" + ("-----Original Message-----\n" if maybe(rng, 0.4) else "________________________________\n") + intro + "\n\n" + prev_text
        else:
            intro = quote_intro(rng, lang, rcpt.addr, when)
            quoted = prev_text
            if maybe(rng, 0.85):
                text = own + "\n\n" + intro + "\n" + quote_text(prev_text)
            else:   # bottom-posting / interleaved style
                text = intro + "\n" + quote_text(prev_text) + "\n\n" + own
    else:
        text = own
    if m.client in ("mutt", "thunderbird") and maybe(rng, 0.7):
        text = wrap(text)
        m.flowed = m.client == "thunderbird" and maybe(rng, 0.5)
    m.text = text.rstrip() + "\n"
    if m.client in ("webmail", "outlook", "apple") or (m.client == "iphone" and maybe(rng, 0.5)) or (m.client == "thunderbird" and maybe(rng, 0.3)):
        if kind != "fwd":
            m.html = personal_html(m.client, own, intro, quoted)
    if kind == "work" and maybe(rng, 0.15):
        m.attachments.append(fake_attachment(rng, slots))
    if maybe(rng, 0.04):
        m.reply_to = person(rng, slang).addr if kind != "work" else (sender.name, f"{slug(sender.first_ascii)}@{domain}")
    if m.client == "outlook" and maybe(rng, 0.6):
        m.headers.append(("Thread-Topic", m.subject.split(": ", 1)[-1] if is_ascii(m.subject) else "x"))
        m.headers.append(("Thread-Index", b64blob(rng, 30) + "=="))
        m.headers.append(("Content-Language", {"en": "en-US", "de": "de-DE", "fr": "fr-FR", "es": "es-ES", "nl": "nl-NL",
                                               "it": "it-IT", "pt": "pt-BR", "sv": "sv-SE"}.get(lang, "en-US")))
        m.headers = [h for h in m.headers if h[0] != "Thread-Topic" or is_ascii(h[1])]
    return m


def fake_attachment(rng, slots):
    kind = rng.choice(["pdf", "pdf", "docx", "xlsx", "jpg"])
    base = slug(str(slots["doc"])) if kind != "jpg" else f"IMG_{rng.randint(1000, 9999)}"
    data = {"pdf": b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
            "jpg": b"\xff\xd8\xff\xe0\x00\x10JFIF\x00\x01\x01\x00\x00\x01\x00\x01\x00\x00\xff\xd9",
            "docx": b"PK\x03\x04\x14\x00\x06\x00\x08\x00\x00\x00!\x00fake-docx",
            "xlsx": b"PK\x03\x04\x14\x00\x06\x00\x08\x00\x00\x00!\x00fake-xlsx"}[kind]
    mime = {"pdf": "application/pdf", "jpg": "image/jpeg",
            "docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
            "xlsx": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"}[kind]
    return (f"{base}.{kind}", mime, data + bytes(rng.getrandbits(8) for _ in range(rng.randint(40, 400))))


def _fwd_promo(rng, m, P, slots, sender, rcpt, now):
    """A friend forwards a shop's or airline's offer with a comment: still primary."""
    promo = promo_content(rng, m.lang, rcpt, now)
    when = m.date - timedelta(hours=rng.randint(1, 72))
    fwd_hdr = (f"---------- Forwarded message ---------\nFrom: {promo['brand']} <{promo['from']}>\n"
               f"Date: {rfc_date(when, 0)}\nSubject: {promo['subject']}\nTo: <{sender.email}>")
    own = T(rng.choice(P["fwd"]), slots)
    own = (own + "\n\n" if own else "") + (sender.first if maybe(rng, 0.5) else "")
    text = own.rstrip() + "\n\n" + fwd_hdr + "\n\n" + promo["text"]
    m.html = None
    return alt(rng, P["fw"]) + promo["subject"], text, None, False


# ============================================================================ PROMOTIONS

VERTICALS = {
    "apparel": (["Merino crew sweater", "Linen shirt", "Waxed canvas jacket", "Everyday chinos", "Wool beanie", "Packable rain shell",
                 "Organic cotton tee", "Slim selvedge jeans", "Trail sneakers", "Quilted vest", "Cashmere scarf", "Oxford shirt"], (19, 240)),
    "outdoor": (["2-person tent", "Down sleeping bag", "Carbon trekking poles", "Rechargeable headlamp", "40L daypack",
                 "Insulated bottle", "Folding camp chair", "Waterproof hiking boots", "Fleece midlayer"], (15, 480)),
    "electronics": (["Noise-cancelling headphones", "27-inch 4K monitor", "Mechanical keyboard", "Wireless earbuds", "Smart speaker",
                     "Portable SSD 1TB", "USB-C hub", "E-reader", "Action camera", "Robot vacuum"], (25, 900)),
    "home": (["Linen duvet cover", "Cast iron skillet", "Ceramic planter", "Wool throw", "Brass table lamp", "Bath towel set",
              "Chef's knife", "Stoneware dinner set", "Scented candle", "Down pillow"], (12, 320)),
    "beauty": (["Vitamin C serum", "Hydrating cleanser", "SPF 50 sunscreen", "Lip balm trio", "Night repair cream", "Shampoo bar",
                "Retinol eye cream", "Hand cream set"], (8, 95)),
    "food": (["Single-origin coffee beans", "Cold-pressed olive oil", "Dark chocolate box", "Spice sampler", "Loose-leaf tea set",
              "Hot sauce trio", "Sourdough starter kit", "Granola bundle"], (7, 60)),
    "books": ([f"{b} (hardcover)" for b in BOOKS], (12, 35)),
    "pets": (["Grain-free kibble 12kg", "Cat tree", "No-pull dog harness", "Chew toy bundle", "Orthopedic pet bed", "Salmon treats"], (6, 140)),
    "furniture": (["Oak dining table", "Velvet sofa", "Ergonomic office chair", "Walnut bookshelf", "Rattan armchair", "Standing desk"], (120, 2200)),
    "kids": (["Wooden train set", "Kids' rain boots", "Balance bike", "Art supplies box", "Plush bunny", "Puzzle set"], (9, 180)),
    "garden": (["Raised bed kit", "Heirloom seed collection", "Pruning shears", "Compost bin", "Solar string lights"], (8, 260)),
    "wine": (["Mixed case of 12", "Rioja Reserva", "Grower champagne", "Natural wine trio", "Tasting box"], (14, 260)),
    "fitness": (["Annual membership", "Yoga mat", "Adjustable dumbbells", "Class pack of 10", "Resistance bands"], (15, 600)),
    "learning": (["Data analysis with Python", "Watercolour for beginners", "Conversational Spanish", "Intro to UX design",
                  "Photography masterclass", "Public speaking bootcamp"], (19, 299)),
}
SEASONS = ["Spring", "Summer", "Autumn", "Winter", "Holiday", "Black Friday", "Cyber Monday", "Mid-Season", "End of Season",
           "Anniversary", "Back to School", "Boxing Day", "Singles' Day", "Mother's Day", "Father's Day", "Valentine's", "Warehouse"]
EMOJI = ["🔥", "⏰", "🎁", "✨", "🛍️", "💥", "🌞", "❄️", "🎉", "👀", "💌", "⚡", ""]

PROMO_SUBJ = [
    "{pct}% off {everything|sitewide|all {vname}|your favourites}", "Ends tonight: {pct}% off", "The {season} Sale starts now",
    "Last chance: up to {pct}% off", "{emoji} {hour} hours left to save", "Extra {pct}% off sale styles", "New in: {product}",
    "Just landed: the {season} collection", "Meet the new {product}", "Here's {pct}% off your next order",
    "A little gift for you, {first}", "Your code {code} expires {date}", "Free shipping on everything this weekend",
    "You have {nn} points to spend", "We miss you, {first}", "It's been a while - here's {pct}% off", "Still thinking about the {product}?",
    "Price drop on {product}", "Early access starts now", "{first}, you're invited: members-only preview", "{month} picks from {brand}",
    "{n} {vname} we love right now", "The {brand} Journal: {season} edition", "Give {small_amount}, get {small_amount}",
    "Tell us what you think (and get {pct}% off)", "{emoji} {season} deals are here", "Back in stock: {product}",
    "Our biggest sale of the year", "Bestsellers under {small_amount}", "Don't miss out, {first}", "Treat yourself {emoji}",
    "Doors open: the {season} Sale", "Buy one, get one {half off|free}", "Only {n} days left", "You'll love these {vname}",
    "Your exclusive offer inside", "{brand} x {brand2}: the collab is here", "Gift ideas for everyone on your list",
    "Why our {product} sold out in {n} days", "Fresh picks, just for you", "Flash sale: {hour} hours only", "Save {small_amount} today",
]
PROMO_INTRO = [
    "For a limited time, take {pct}% off {everything|almost everything|our bestsellers} with code {code} at checkout.",
    "Our {season} Sale is here, and it's our biggest yet. Save up to {pct}% on {vname} you'll actually use.",
    "We just restocked the {product} - and we've been told it's the best thing we've ever made.",
    "As one of our favourite customers, you get early access to the sale before anyone else.",
    "It's been a while since your last visit, so here's {pct}% off to welcome you back.",
    "You left the {product} in your basket. Good news: it's still there, and now it's {pct}% off.",
    "This month we've rounded up the {vname} our team can't stop talking about.",
    "Free shipping on all orders, no minimum, this weekend only.",
    "Refer a friend and you'll both get {small_amount} off your next order.",
    "New season, new favourites. Discover the pieces that just arrived.",
    "You have {nn} reward points waiting - that's {small_amount} off your next purchase.",
    "Members save an extra {pct}% on everything through {day}.",
    "Our designers spent {n} months getting the {product} just right. Today it's finally here.",
    "Quick reminder: your {pct}% off code {code} expires at midnight.",
]
PROMO_MORE = [
    "Shop now while sizes last.", "Offer valid until {date}. Exclusions apply.", "Limited quantities available.",
    "Free returns within 30 days, always.", "Spend {threshold} or more and get a free gift.", "Can't decide? Gift cards never miss.",
    "Every order is carbon-neutral shipped.", "Rated 4.{n} out of 5 by {nn} customers.", "Our stores are open late all week.",
    "Pair it with the {product2} for the complete look.", "Prices as marked. No code needed.",
    "Join {brand} Rewards to earn points on every order.", "Download our app for an extra {pct}% off your first app order.",
]
PROMO_BTN = ["Shop now", "Shop the sale", "Discover more", "Get the deal", "Claim your offer", "See what's new", "Shop bestsellers",
             "Redeem now", "Complete your order", "Start shopping", "Book now", "Explore the collection", "Use my code"]
PROMO_FOOT = [
    "You are receiving this email because you signed up at {domain}.", "You're getting this because you're a {brand} Rewards member.",
    "This email was sent to {email}. Update your preferences or unsubscribe at any time.", "Don't want these emails? Unsubscribe.",
    "*Offer valid online only. Cannot be combined with other offers. See site for details.",
    "{brand}, {nn} {street} Street, {city}", "© {year} {brand}. All rights reserved.",
    "Prices and availability subject to change.", "Please add {fromaddr} to your address book.",
]
SLOT_GEN[("*", "season")] = lambda s: s.rng.choice(SEASONS)
SLOT_GEN[("*", "emoji")] = lambda s: s.rng.choice(EMOJI)
SLOT_GEN[("*", "street")] = lambda s: s.rng.choice(["Market", "Harbour", "Canal", "Station", "Mill", "Bridge", "Orchard", "Foundry"])
SLOT_GEN[("*", "brand2")] = lambda s: brand_name(s.rng)

TRAVEL_SUBJ = ["Fares to {city} from {amount}", "Weekend getaways under {amount}", "{emoji} Flash fare sale: {n} days only",
               "Where to next, {first}?", "Sun, sea and {pct}% off", "Your next trip to {city} is calling", "Members save {pct}% on hotels"]
SAAS_SUBJ = ["Upgrade to {brand} Pro and save {pct}%", "Live demo: what's new in {brand}", "Unlock {n} premium features",
             "Your trial ends soon - get {pct}% off annual", "Webinar: {n} ways teams use {brand}", "Go Pro for {small_amount}/month",
             "Black Friday: {pct}% off {brand} Premium"]
BANK_SUBJ = ["You're pre-approved for the {brand} Rewards card", "Earn {nn},000 bonus points", "Save more with our {pct}% savings rate",
             "0% intro APR for 15 months", "Refer a friend, get {small_amount}"]


def promo_brand(rng, vertical):
    name = brand_name(rng, "tech" if vertical in ("saas", "bank") else "retail")
    if vertical == "travel":
        name = rng.choice([f"{rng.choice(BRAND_A)} Air", f"{rng.choice(BRAND_A)} Getaways", f"{rng.choice(BRAND_A)} Hotels",
                           f"{rng.choice(BRAND_A)}Trips", f"Fly{rng.choice(BRAND_A)}"])
    if vertical == "bank":
        name = f"{rng.choice(BRAND_A)} {rng.choice(['Bank', 'Credit Union', 'Financial', 'Card Services'])}"
    return name, brand_domain(rng, name)


def promo_content(rng, lang, rcpt, now, vertical=None):
    vertical = vertical or rng.choice(list(VERTICALS) + ["travel", "saas", "bank", "travel", "saas"])
    brand, domain = promo_brand(rng, vertical)
    prods, (lo, hi) = VERTICALS.get(vertical, (["Pro plan", "Team plan", "Premium"], (5, 40)))
    if vertical == "travel":
        prods, lo, hi = [f"Flights to {c}" for c in CITIES] + [f"{n} nights in {c}" for n in (2, 3, 5) for c in CITIES[:8]], 39, 900
    if vertical == "bank":
        prods, lo, hi = ["Rewards card", "High-yield savings", "Travel card"], 0, 0
    slots = Slots(rng, "en" if lang not in I18N else lang, first=rcpt.first, brand=brand, domain=domain, _now=now,
                  email=rcpt.email, vname={"food": "treats", "home": "home essentials", "kids": "toys", "travel": "trips", "saas": "plans",
                                              "bank": "offers", "learning": "courses", "fitness": "fitness picks"}.get(vertical, vertical),
                  product=rng.choice(prods), product2=rng.choice(prods))
    local = rng.choice(["news", "hello", "offers", "deals", "shop", "info", "team", "newsletter", "marketing", "store", "style", "members"])
    fdom = rng.choice([domain, f"{rng.choice(['e', 'mail', 'email', 'news', 'em', 'info'])}.{domain}"])
    slots["fromaddr"] = f"{local}@{fdom}"
    fname = rng.choice([brand, brand, brand, f"{brand} {rng.choice(['Deals', 'Team', 'Shop', 'Insider', 'Rewards'])}",
                        f"{rng.choice(NAMES['en'][0])} from {brand}", f"The {brand} Team"])
    if lang in I18N:
        L = I18N[lang]["promotions"]
        subject = T(rng.choice(L["subj"]), slots)
        intro = T(rng.choice(L["intro"]), slots)
        more = [T(x, slots) for x in pick(rng, L["more"], rng.randint(1, min(3, len(L["more"]))))]
        btn = T(rng.choice(L["btn"]), slots)
        foot = [T(x, slots) for x in pick(rng, L["foot"], min(3, len(L["foot"])))]
        greet = T(rng.choice(L["greet"]), slots)
    else:
        pool = {"travel": TRAVEL_SUBJ, "saas": SAAS_SUBJ, "bank": BANK_SUBJ}.get(vertical, PROMO_SUBJ)
        subject = T(rng.choice(pool + (PROMO_SUBJ[:8] if vertical in ("travel",) else [])), slots)
        intro = T(rng.choice(PROMO_INTRO), slots)
        more = [T(x, slots) for x in pick(rng, PROMO_MORE, rng.randint(1, 3))]
        btn = rng.choice(PROMO_BTN)
        foot = [T(x, slots) for x in pick(rng, PROMO_FOOT, rng.randint(2, 4))]
        greet = T(rng.choice(["Hi {first},", "Hello {first},", "Dear {first},", "Hey there,", "", "", ""]), slots)
    url = f"https://{rng.choice(['www.', 'shop.', ''])}{domain}/{rng.choice(['sale', 'new', 'c', 'offers', 'p'])}?utm_source=email&utm_medium={rng.choice(['newsletter', 'email', 'crm'])}&utm_campaign={slug(subject)[:24] or 'promo'}"
    items = []
    if lo and maybe(rng, 0.75):
        for p in pick(rng, prods, min(len(prods), rng.randint(2, 6))):
            was = rng.uniform(lo, hi)
            now_price = was * (1 - slots["pct"] / 100)
            pr = fmt_money(slots, now_price) if maybe(rng, 0.6) else f"{fmt_money(slots, now_price)} (was {fmt_money(slots, was)})"
            items.append((p, rng.choice(["", "", "New", "Bestseller", "Limited edition", "Online only"]), pr,
                          f"https://{domain}/p/{slug(p)}?utm_source=email"))
    blocks = [("pre", intro[:90]), ("logo", brand)]
    if greet:
        blocks.append(("p", greet))
    blocks += [("h1", subject.strip(" " + "".join(EMOJI)) or brand), ("p", intro)]
    if items:
        blocks.append(("items", items))
    for x in more:
        blocks.append(("p", x))
    blocks.append(("button", btn, url))
    blocks += [("hr",), ("links", [(x, f"https://{domain}/{slug(x)}") for x in rng.sample(["Women", "Men", "Home", "New", "Sale", "Stores", "Help", "App"], rng.randint(2, 5))])]
    for f in foot:
        blocks.append(("small", f))
    if maybe(rng, 0.8):
        blocks.append(("small", rng.choice(["Unsubscribe", "Unsubscribe | Manage preferences", "Unsubscribe · Privacy policy · View in browser",
                                            "Manage email preferences", "If you no longer wish to receive these emails, unsubscribe here."])
                       if lang == "en" else I18N[lang]["promotions"]["unsub"]))
    text = render_text(blocks, rng)
    html = render_html(blocks, rng, rng.choice(["#1a1a1a", "#c0392b", "#2d6a4f", "#1d3557", "#6d597a", "#e76f51", "#264653", "#b5838d", "#0077b6"]),
                       lang if lang in I18N else "en", subject)
    return dict(brand=brand, domain=domain, subject=subject, text=text, html=html, from_name=fname, from_addr=f"{local}@{fdom}",
                vertical=vertical, **{"from": f"{local}@{fdom}"})


FOUNDER_NOTES = [
    "I'm {me}, one of the founders of {brand}. We're a tiny team and we don't send many emails, so I wanted to write this one myself.",
    "It's {me} here from {brand}. Quick note: our {season} sale starts {day}, and you get first dibs.",
    "A personal note from {me} at {brand}: we've just finished a new batch of the {product}, and I think it's our best yet.",
]
FOUNDER_MORE = ["Use code {code} for {pct}% off until {date}.", "If you've been waiting for the right moment, this is it.",
                "As always, shipping is free over {threshold}.", "Thanks for supporting a small business - it means the world to us.",
                "Reply to this email if you have any questions; it comes straight to me."]


def gen_promotions(rng, lang, rcpt, now):
    m = Msg("promotions")
    m.lang = lang
    m.date = localize(rng, now, rng.choice(["en", "en", lang if lang in TZ_BY_LANG else "en"]))
    style = rng.choices(["html", "founder", "plain"], [82, 9, 9])[0]
    pc = promo_content(rng, lang, rcpt, now)
    m.to = [rcpt.addr if maybe(rng, 0.4) else ("", rcpt.email)]
    if style == "founder" and lang == "en":
        me = person(rng, pick_sender_lang(rng, "en"), domain=pc["domain"], style="f")
        slots = Slots(rng, "en", me=me.first, brand=pc["brand"], first=rcpt.first, product=pc["subject"].split(":")[-1].strip() if False else rng.choice(VERTICALS["home"][0] + VERTICALS["food"][0]), _now=now)
        m.frm = (rng.choice([me.name, f"{me.first} at {pc['brand']}", f"{me.first} from {pc['brand']}"]), me.email)
        m.subject = T(rng.choice(["A quick note from {me}", "Something new from {brand}", "{first}, a small thank you", "Our {season} sale (and a thank you)",
                                  "It's back: the {product}", "From the workshop"]), slots)
        paras = [T(rng.choice(["Hi {first},", "Hello {first},", "Hey {first},"]), slots), T(rng.choice(FOUNDER_NOTES), slots)]
        paras += [T(x, slots) for x in pick(rng, FOUNDER_MORE, rng.randint(1, 3))]
        paras += [f"{rng.choice(['Warmly', 'Thanks', 'Cheers', 'All the best'])},\n{me.first}", f"{pc['brand']} | {pc['domain']}"]
        m.text = "\n\n".join(paras) + "\n"
        esp_setup(m, rng, pc["domain"], rcpt, esp=rng.choice(["mailchimp", "inhouse", "none", "postmark"]), list_unsub=maybe(rng, 0.6))
        m.reply_to = (me.first, me.email) if maybe(rng, 0.3) else None
        if maybe(rng, 0.5):
            m.html = personal_html("webmail", m.text)
        return m
    m.frm = (pc["from_name"], pc["from_addr"])
    m.subject = pc["subject"]
    m.text = pc["text"]
    if style == "html" or maybe(rng, 0.2):
        m.html = pc["html"]
    lu = maybe(rng, 0.86)
    esp_setup(m, rng, pc["domain"], rcpt, list_unsub=lu, precedence=rng.choice([None, None, None, "bulk", "list"]))
    if maybe(rng, 0.3):
        m.reply_to = (pc["brand"], f"{rng.choice(['support', 'help', 'care', 'reply', 'hello'])}@{pc['domain']}")
    if maybe(rng, 0.15):
        m.headers.append(("X-Campaign-Id", f"{slug(pc['subject'])[:20] or 'c'}-{hexid(rng, 6)}"))
    return m


# ============================================================================ UPDATES

CARRIERS = ["Swiftparcel", "Northpost Express", "ParcelPilot", "Boxline", "Courierly", "Greenmile Logistics", "Postwise", "Relay Freight"]
MERCHANTS = ["Corner Grocery", "Metro Transit", "Bean & Leaf Cafe", "Fuel Stop 24", "Cinema Paradiso", "City Parking",
             "Green Basket Market", "Hardware Haus", "Pharmacy Plus", "Noodle Box", "Bookstall", "Online Subscription"]
RESTAURANTS = ["Golden Dragon", "Pizzeria Napoli", "Sushi Ko", "Burger Barn", "Taqueria Sol", "Curry Leaf", "Falafel Corner", "Pho 88"]
EVENTS = ["Quarterly planning", "Design review", "1:1", "Team standup", "Dentist", "Parent-teacher meeting", "Coffee with {friend}",
          "Budget sync", "Sprint retro", "Yoga class", "Book club", "Interview: {team} candidate", "All-hands", "Customer call",
          "Haircut", "Vet appointment", "Roadmap workshop", "Lunch and learn", "Board meeting", "Flight to {city}"]
REPO_WORDS = ["parser", "cli", "docs", "api", "web", "infra", "sdk", "mobile", "core", "plugins", "themes", "scheduler"]
ISSUE_TITLES = ["Crash when {opening an empty file|saving with no network|importing large CSV files}", "Add support for {dark mode|ARM64 builds|IPv6|custom fonts}",
                "Docs: fix typo in {installation|configuration|quick start} guide", "Flaky test in {test_sync|test_upload|test_auth}",
                "Memory leak in {worker pool|image cache|websocket handler}", "Bump {dependency} from {n}.{n2}.0 to {n}.{n3}.1",
                "Refactor {config loading|error handling|the retry logic}", "{Feature request|Proposal}: {export to PDF|keyboard shortcuts|batch mode}",
                "Regression: {login|search|pagination} broken since v{n}.{n2}"]
SLOT_GEN[("*", "dependency")] = lambda s: s.rng.choice(["lodash", "requests", "serde", "tokio", "urllib3", "pyyaml", "axios", "jackson-databind"])
SLOT_GEN[("*", "n2")] = lambda s: s.rng.randint(0, 20)
SLOT_GEN[("*", "n3")] = lambda s: s.rng.randint(0, 20)


def svc(rng, kind="tech"):
    name = brand_name(rng, kind)
    return name, brand_domain(rng, name)


def noreply(rng, domain):
    return rng.choice(["no-reply", "noreply", "do-not-reply", "notifications", "alerts", "orders", "receipts", "billing", "account",
                       "security", "support", "info", "updates", "notify", "service"]) + "@" + rng.choice([domain, f"mail.{domain}", f"email.{domain}", f"notify.{domain}"])


def upd_order(rng, S, L):
    shop, dom = svc(rng, "retail")
    S.update(shop=shop)
    prods = VERTICALS[rng.choice(list(VERTICALS))][0]
    items = [(p, f"{L.get('qty', 'Qty')}: {rng.randint(1, 3)}", fmt_money(S, rng.uniform(6, 180)), None) for p in pick(rng, prods, rng.randint(1, 4))]
    kind = rng.choice([k for k in ["confirm", "confirm", "shipped", "shipped", "delivered", "out", "refund", "return"] if k in L["order_subj"]])
    S["carrier"] = rng.choice(CARRIERS)
    S["track"] = rng.choice(["1Z", "TRK", "NP", "BX", ""]) + alnum(rng, rng.randint(10, 16), "0123456789ABCDEFGHJKLMNPQRSTUVWXYZ")
    subj = T(rng.choice(L["order_subj"][kind]), S)
    intro = T(rng.choice(L["order_intro"][kind]), S)
    blocks = [("logo", shop), ("h1", subj), ("p", T(rng.choice(L["hi"]), S)), ("p", intro)]
    if kind in ("confirm", "shipped", "out") or maybe(rng, 0.5):
        blocks.append(("items", items))
        blocks.append(("kv", [(L["order_no"], S["order"]), (L["total"], S["amount"])] + ([(L["carrier"], S["carrier"]), (L["tracking"], S["track"])] if kind in ("shipped", "out") else [])))
    blocks.append(("button", T(rng.choice(L["order_btn"]), S), f"https://{dom}/orders/{S['order'].strip('#')}"))
    blocks.append(("small", T(rng.choice(L["service_foot"]), S)))
    return shop, noreply(rng, dom) if maybe(rng, 0.8) else f"{rng.choice(['orders', 'shop', 'hello'])}@{dom}", subj, blocks, dom


def upd_receipt(rng, S, L):
    kind = rng.choice(list(L["receipt_subj"]))
    name, dom = svc(rng, "tech")
    S.update(svc=name, restaurant=rng.choice(RESTAURANTS))
    subj = T(rng.choice(L["receipt_subj"][kind]), S)
    blocks = [("logo", name), ("h1", subj), ("p", T(rng.choice(L["hi"]), S)), ("p", T(rng.choice(L["receipt_intro"][kind]), S)),
              ("kv", [(L["date"], S["pastdate"]), (L["total"], S["amount"]), (L["method"], f"{rng.choice(['Visa', 'Mastercard', 'Amex', 'PayPal'])} •••• {S['last4']}")]),
              ("small", T(rng.choice(L["service_foot"]), S))]
    return name, noreply(rng, dom), subj, blocks, dom


def upd_bank(rng, S, L):
    name = f"{rng.choice(BRAND_A)} {rng.choice(['Bank', 'Credit Union', 'Savings', 'Card Services', 'Financial'])}"
    dom = brand_domain(rng, name)
    S.update(bank=name, merchant=rng.choice(MERCHANTS))
    kind = rng.choice(list(L["bank_subj"]) + (["bill"] if "bill" in L["bank_subj"] else []))
    if kind == "bill":
        name = rng.choice([f"{rng.choice(BRAND_A)} Energy", f"{rng.choice(BRAND_A)} Water", f"{rng.choice(BRAND_A)} Mobile", f"{rng.choice(BRAND_A)} Broadband"])
        dom = brand_domain(rng, name)
        S["bank"] = name
    subj = T(rng.choice(L["bank_subj"][kind]), S)
    blocks = [("logo", name), ("p", T(rng.choice(L["hi"]), S)), ("p", T(rng.choice(L["bank_intro"][kind]), S)),
              ("button", T(rng.choice(L["signin_btn"]), S), f"https://secure.{dom}/login"), ("small", T(rng.choice(L["bank_foot"]), S))]
    return name, noreply(rng, dom), subj, blocks, dom


def upd_security(rng, S, L):
    name, dom = svc(rng, "tech")
    S.update(svc=name)
    kind = rng.choice(list(L["sec_subj"]))
    subj = T(rng.choice(L["sec_subj"][kind]), S)
    blocks = [("logo", name), ("h1", subj), ("p", T(rng.choice(L["hi"]), S)), ("p", T(rng.choice(L["sec_intro"][kind]), S))]
    if kind in ("signin", "device"):
        blocks.append(("kv", [(L["device"], S["device"]), (L["location"], S["loc"]), ("IP", S["ip"])]))
    if kind in ("reset", "verify"):
        blocks.append(("button", T(rng.choice(L["sec_btn"]), S), f"https://{dom}/account/{kind}?token={alnum(rng, 32)}"))
    blocks.append(("p", T(rng.choice(L["sec_more"]), S)))
    blocks.append(("small", T(rng.choice(L["service_foot"]), S)))
    return f"{name}{rng.choice(['', '', ' Security', ' Accounts'])}", noreply(rng, dom), subj, blocks, dom


def upd_travel(rng, S, L):
    kind = rng.choice(list(L["travel_subj"]))
    name = {"flight": f"{rng.choice(BRAND_A)} {rng.choice(['Air', 'Airways', 'Airlines'])}", "checkin": f"{rng.choice(BRAND_A)} Airways",
            "hotel": f"{rng.choice(BRAND_A)} {rng.choice(['Hotels', 'Inn', 'Suites', 'Stays'])}", "train": f"{rng.choice(BRAND_A)} Rail",
            "car": f"{rng.choice(BRAND_A)} Car Rental"}[kind]
    dom = brand_domain(rng, name)
    S.update(carrier_name=name, flight=f"{alnum(rng, 2, 'ABCDEFGHJKLMNPRSTUVWXYZ')}{rng.randint(100, 9999)}", seat=f"{rng.randint(3, 40)}{rng.choice('ABCDEF')}")
    subj = T(rng.choice(L["travel_subj"][kind]), S)
    kv = [(L["booking_ref"], S["ref"]), (L["date"], S["date"])]
    if kind in ("flight", "checkin"):
        kv += [("Flight", S["flight"]), (L["route"], f"{alnum(rng, 3, 'ABCDEFGHIJKLMNOPRSTUVWXYZ')} → {alnum(rng, 3, 'ABCDEFGHIJKLMNOPRSTUVWXYZ')}"), (L["depart"], S["time"])]
    blocks = [("logo", name), ("h1", subj), ("p", T(rng.choice(L["hi"]), S)), ("p", T(rng.choice(L["travel_intro"][kind]), S)), ("kv", kv),
              ("button", T(rng.choice(L["travel_btn"]), S), f"https://{dom}/manage?ref={S['ref']}"), ("small", T(rng.choice(L["service_foot"]), S))]
    return name, noreply(rng, dom) if maybe(rng, 0.7) else f"reservations@{dom}", subj, blocks, dom


def upd_app(rng, S, L):
    kind = rng.choice(list(L["app_subj"]))
    name, dom = svc(rng, "tech")
    S.update(svc=name, restaurant=rng.choice(RESTAURANTS))
    if kind == "library":
        name = f"{rng.choice(BRAND_A)} {rng.choice(['Public Library', 'City Libraries'])}"
        dom = brand_domain(rng, name)
    if kind == "gov":
        name = rng.choice(["Department of Motor Vehicles", "Revenue Office", "City Council", "Tax Agency", "Passport Office"])
        dom = slug(name) + ".gov.example"
    subj = T(rng.choice(L["app_subj"][kind]), S)
    blocks = [("logo", name), ("p", T(rng.choice(L["hi"]), S)), ("p", T(rng.choice(L["app_intro"][kind]), S))]
    if kind == "comment":
        blocks.append(("quote", T(rng.choice(["Can we double-check the figures in section {n}?", "Looks good, just one small suggestion on the intro.",
                                               "I think this paragraph contradicts the summary.", "+1, approved.", "Who owns this action item?"]), S)))
    blocks.append(("button", T(rng.choice(L["app_btn"]), S), f"https://app.{dom}/{kind}/{hexid(rng, 10)}"))
    blocks.append(("small", T(rng.choice(L["service_foot"]), S)))
    return name, noreply(rng, dom), subj, blocks, dom


def upd_calendar(rng, S, L, m, rcpt, now):
    org = person(rng, pick_sender_lang(rng, m.lang if m.lang in NAMES else "en"))
    S.update(event=T(rng.choice(L.get("events", EVENTS)), S), org=org.name)
    start = (now + timedelta(days=rng.randint(1, 30))).replace(hour=rng.randint(8, 18), minute=rng.choice([0, 30]), second=0)
    S["when"] = f"{fmt_date(S, start)} {start.hour:02d}:{start.minute:02d}"
    kind = rng.choice(list(L["cal_subj"]) + ["invite"])
    subj = T(rng.choice(L["cal_subj"][kind]), S)
    calname = brand_name(rng, "tech")
    caldom = brand_domain(rng, calname)
    blocks = [("h1", S["event"]), ("kv", [(L["when"], S["when"]), (L["organizer"], org.name)]), ("p", T(rng.choice(L["cal_intro"][kind]), S))]
    if kind in ("invite", "updated"):
        blocks.append(("links", [(x, f"https://calendar.{caldom}/event?action={slug(x)}&eid={alnum(rng, 24)}") for x in L["rsvp"]]))
    blocks.append(("small", T(rng.choice(L["cal_foot"]), S)))
    if kind in ("invite", "updated", "cancelled"):
        end = start + timedelta(minutes=rng.choice([30, 45, 60, 90]))
        ev = S["event"].replace(",", "\\,")
        m.ics = ("BEGIN:VCALENDAR\nPRODID:-//" + calname + "//Calendar 1.0//EN\nVERSION:2.0\nCALSCALE:GREGORIAN\nMETHOD:"
                 + ("CANCEL" if kind == "cancelled" else "REQUEST") + "\nBEGIN:VEVENT\n"
                 f"DTSTART:{start.strftime('%Y%m%dT%H%M%S')}Z\nDTEND:{end.strftime('%Y%m%dT%H%M%S')}Z\nDTSTAMP:{now.strftime('%Y%m%dT%H%M%S')}Z\n"
                 f"ORGANIZER;CN={org.first_ascii} {org.last_ascii}:mailto:{org.email}\nUID:{alnum(rng, 26)}@{caldom}\n"
                 f"ATTENDEE;CUTYPE=INDIVIDUAL;ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE:mailto:{rcpt.email}\n"
                 f"SUMMARY:{ev}\nSEQUENCE:{0 if kind == 'invite' else rng.randint(1, 3)}\nSTATUS:{'CANCELLED' if kind == 'cancelled' else 'CONFIRMED'}\nEND:VEVENT\nEND:VCALENDAR\n")
    from_name = org.name if kind != "reminder" else f"{calname} Calendar"
    addr = f"calendar-notification@{caldom}" if maybe(rng, 0.6) else org.email
    m.reply_to = org.addr if addr != org.email and kind != "reminder" else None
    return from_name, addr, subj, blocks, caldom


def upd_dev(rng, S, L, m, rcpt):
    forge = rng.choice(["Forgepoint", "GitNest", "Repohive", "Mergeway", "Commitly"])
    fdom = slug(forge) + ".example"
    org = slug(brand_name(rng, "tech")).replace("-", "")
    repo = f"{org}/{rng.choice(REPO_WORDS)}"
    actor = person(rng, pick_sender_lang(rng, "en"))
    handle = slug(actor.first_ascii) + rng.choice(["", str(rng.randint(1, 99)), "-dev", slug(actor.last_ascii)[:3]])
    S.update(title=T(rng.choice(ISSUE_TITLES), S), repo=repo, handle=handle)
    num = rng.randint(12, 9800)
    kind = rng.choice(["issue", "comment", "pr", "review", "ci", "release", "merged"])
    if kind == "ci":
        subj = f"[{repo}] Run failed: {rng.choice(['CI', 'Tests', 'Build and deploy', 'Lint'])} - {rng.choice(['main', 'develop', 'fix/' + hexid(rng, 4)])} ({hexid(rng, 7)})"
        body = f"Run failed for {rng.choice(['main', 'develop'])} ({hexid(rng, 7)})\n\nRepository: {repo}\nWorkflow: {rng.choice(['CI', 'Tests'])}\nDuration: {rng.randint(1, 40)}m {rng.randint(0, 59)}s\n\n{rng.randint(1, 12)} failed, {rng.randint(40, 900)} passed\n\nView results: https://{fdom}/{repo}/actions/runs/{rng.randint(10**8, 10**9)}"
        frm = (forge, f"notifications@{fdom}")
    elif kind == "release":
        v = f"v{rng.randint(0, 9)}.{rng.randint(0, 30)}.{rng.randint(0, 9)}"
        subj = f"[{repo}] Release {v}"
        body = f"{repo} {v} has been released.\n\n## What's changed\n* {S['title']} by @{handle} in #{num}\n* {T(rng.choice(ISSUE_TITLES), S)} in #{num + rng.randint(1, 40)}\n\nFull changelog: https://{fdom}/{repo}/compare/{v}"
        frm = (handle, f"notifications@{fdom}")
    else:
        tag = "Issue" if kind in ("issue", "comment") else "PR"
        subj = f"{'Re: ' if kind in ('comment', 'review', 'merged') else ''}[{repo}] {S['title']} ({tag} #{num})"
        body = {"issue": "{title}\n\n{It happens every time when|Steps to reproduce:|I noticed that} {it starts|I run it} with the default config on {version n}. {Logs attached below.|Happy to provide more details.|Any ideas?}",
                "comment": "{Thanks for the report!|I can reproduce this on main.|Could you share the full stack trace?|This should be fixed by #{nn}.|Any update on this?} {I'll take a look this week.|Closing as duplicate.|Labels added.|}",
                "pr": "This PR {fixes|addresses|partially addresses} #{nn}.\n\n{Changes:|Summary:}\n- {refactors the retry logic|adds tests|updates docs}\n- {removes a dead code path|bumps the minimum version}",
                "review": "@{handle} {approved these changes.|requested changes on this pull request.|left review comments.}\n\n> {Nit: can we rename this?|This looks good to me.|Should we add a test for the empty case?}",
                "merged": "Merged #{nn} into main."}[kind]
        body = T(body.replace("{version n}", "version {n}.{n2}"), S)
        frm = (handle, f"notifications@{fdom}")
        body += f"\n\n—\nReply to this email directly, view it on {forge}: https://{fdom}/{repo}/{'issues' if tag == 'Issue' else 'pull'}/{num}\nYou are receiving this because you {rng.choice(['were mentioned', 'are subscribed to this thread', 'authored the thread', 'were assigned', 'are watching this repository'])}."
        m.in_reply_to = f"<{repo}/{'issues' if tag == 'Issue' else 'pull'}/{num}@{fdom}>" if kind in ("comment", "review", "merged") else None
    m.frm = frm
    m.subject = subj
    m.text = body + "\n"
    if maybe(rng, 0.6):
        m.html = "<p>" + esc(body).replace("\n\n", "</p>\n<p>").replace("\n", "<br>\n") + "</p>\n"
    lid = repo.replace("/", ".").split(".")
    m.headers += [("List-ID", f"{repo.split('/')[1]} <{lid[1]}.{lid[0]}.{fdom}>"), ("List-Archive", f"https://{fdom}/{repo}"),
                  ("List-Unsubscribe", f"<mailto:unsub+{alnum(rng, 40)}@reply.{fdom}>, <https://{fdom}/notifications/unsubscribe/{alnum(rng, 40)}>"),
                  (f"X-{forge}-Reason", rng.choice(["subscribed", "mention", "author", "review_requested", "assign", "ci_activity"])),
                  (f"X-{forge}-Sender", handle), ("Precedence", "list") if maybe(rng, 0.6) else ("X-Auto-Response-Suppress", "All")]
    m.reply_to = (forge.lower(), f"reply+{alnum(rng, 50)}@reply.{fdom}") if kind not in ("ci", "release") else None
    m.env_from = f"bounces+{rng.randint(1000, 99999)}@{fdom}"
    m.client = "bulk"
    m.msgid = f"<{repo}/{'issue' if kind == 'issue' else kind}/{num}/{rng.randint(10**8, 10**10)}@{fdom}>"


def upd_person(rng, S, L, m, rcpt):
    """Updates sent in a named person's name through a billing, HR or ticketing system."""
    kind = rng.choice(["invoice", "ticket", "hr"])
    p = person(rng, pick_sender_lang(rng, "en"))
    tool, tdom = svc(rng, "tech")
    S["tdom"] = tdom
    S.update(me=p.first, biz=f"{p.first_ascii} {p.last_ascii} {rng.choice(['Design', 'Consulting', 'Studio', 'Photography', 'Plumbing', 'Translations'])}",
             svc=brand_name(rng, "tech"), tid=rng.randint(10000, 999999))
    if kind == "invoice":
        subj = T(rng.choice(["Invoice INV-{nn}{n} from {biz}", "New invoice from {biz}", "{biz} sent you an invoice ({amount})", "Payment request from {biz}"]), S)
        text = T("{Hi|Hello|Dear} {first},\n\n{Here's|Please find} your invoice INV-{nn}{n} for {amount}{, due on {date}|, due within 14 days|}.\n\n"
                 "{You can view and pay it online here|Pay securely online}: https://pay.{tdom}/i/" + alnum(rng, 20) +
                 "\n\n{Thanks for your business!|Thank you!|Any questions, just reply to this email.}\n\n{me}\n{biz}\n\n"
                 "Sent via " + tool, S)
        m.frm = (f"{p.name} via {tool}" if maybe(rng, 0.5) else p.name, f"invoicing@{tdom}")
        m.reply_to = (p.name, f"{slug(p.first_ascii)}@{slug(S['biz'])}.example")
        m.attachments.append((f"INV-{rng.randint(1000, 9999)}.pdf", "application/pdf", b"%PDF-1.4\n%fake\n" + bytes(rng.getrandbits(8) for _ in range(200))))
    elif kind == "ticket":
        subj = T(rng.choice(["[{svc} Support] Re: {Refund request|Login problem|Question about my bill|Order not received} (#{tid})",
                             "Your request #{tid} has been updated", "Re: [Ticket #{tid}] {Cannot reset password|Wrong item delivered|Cancel subscription}"]), S)
        text = T("##- Please type your reply above this line -##\n\n{me} ({svc} Support)\n\n{Hi|Hello} {first},\n\n"
                 "{Thanks for getting in touch.|Thank you for your patience.|Sorry for the trouble.} {I've processed a refund of {amount}; it should appear within 5-7 business days.|"
                 "I've reset the login on our side - please try again.|Your replacement has been dispatched.|I've cancelled the subscription as requested.}\n\n"
                 "{Is there anything else I can help with?|If the issue persists, just reply to this email.}\n\n{Best|Kind regards},\n{me}\n\n"
                 "This email is a service from {svc} Support. Ticket #{tid} status: {Solved|Pending|Open}.", S)
        m.frm = (f"{p.first} ({S['svc']} Support)" if maybe(rng, 0.6) else p.name, f"support@{brand_domain(rng, S['svc'])}")
    else:
        hr = rng.randint(0, 3)
        subj = T(["Your payslip for {month} is available", "Your leave request has been approved", "Reminder: submit your timesheet",
                  "Action required: confirm your benefits selection"][hr], S)
        text = T("{Hi|Hello} {first},\n\n" + ["Your payslip for {month} is now available in the employee portal.", "Your leave request for {date} has been approved by {me}.",
                 "This is a reminder to submit your timesheet before {day}.", "Please confirm your benefits selection by {date}."][hr] + "\n\n"
                 "Log in: https://people." + tdom + "/home\n\n{Thanks|Best},\n{me}, People Team\n\nThis is an automated message from " + tool + ".", S)
        m.frm = (f"{p.name} (People Team)" if maybe(rng, 0.5) else f"{tool} HR", noreply(rng, tdom))
    m.subject = subj
    m.text = text + "\n"
    esp_setup(m, rng, tdom, rcpt, esp=rng.choice(["postmark", "ses", "sendgrid", "none"]), list_unsub=maybe(rng, 0.15))


def gen_updates(rng, lang, rcpt, now):
    m = Msg("updates")
    m.lang = lang
    L = I18N[lang]["updates"] if lang in I18N else UPD_EN
    m.date = localize(rng, now, lang if lang in TZ_BY_LANG else "en")
    S = Slots(rng, lang if lang in I18N else "en", first=rcpt.first, _now=now, email=rcpt.email)
    m.to = [rcpt.addr if maybe(rng, 0.5) else ("", rcpt.email)]
    need = {"order": "order_subj", "receipt": "receipt_subj", "bank": "bank_subj", "security": "sec_subj", "travel": "travel_subj",
            "app": "app_subj", "calendar": "cal_subj", "dev": "hi", "person": "hi"}
    kinds = ["order", "receipt", "bank", "security", "travel", "app", "calendar", "dev", "person"]
    weights = [20, 14, 13, 15, 9, 11, 9, 6 if lang == "en" else 0, 5 if lang == "en" else 0]
    weights = [w if need[k] in L else 0 for k, w in zip(kinds, weights)]
    kind = rng.choices(kinds, weights)[0]
    if kind == "dev":
        upd_dev(rng, S, L, m, rcpt)
        return m
    if kind == "person":
        upd_person(rng, S, L, m, rcpt)
        return m
    if kind == "calendar":
        name, addr, subj, blocks, dom = upd_calendar(rng, S, L, m, rcpt, now)
    else:
        name, addr, subj, blocks, dom = {"order": upd_order, "receipt": upd_receipt, "bank": upd_bank, "security": upd_security,
                                         "travel": upd_travel, "app": upd_app}[kind](rng, S, L)
    m.subject = subj
    m.text = render_text(blocks, rng)
    if maybe(rng, 0.75) or m.ics:
        m.html = render_html(blocks, rng, rng.choice(["#0b5394", "#38761d", "#222222", "#990000", "#674ea7", "#0097a7"]), lang, subj)
    esp_setup(m, rng, dom, rcpt, esp=rng.choice(ESPS + ["none", "ses", "postmark"]), list_unsub=maybe(rng, 0.3 if kind in ("order", "receipt", "app") else 0.12),
              precedence=rng.choice([None, None, None, None, "bulk"]))
    m.frm = (name, addr)
    if kind == "calendar":
        m.msgid = msgid_for(rng, "webmail" if maybe(rng, 0.5) else "bulk", addr, m.date)
        m.client = "webmail" if maybe(rng, 0.5) else "bulk"
    if maybe(rng, 0.25):
        m.headers.append(("Auto-Submitted", "auto-generated"))
    if kind == "security" and maybe(rng, 0.3):
        m.headers.append(("X-Priority", "1"))
    return m


UPD_EN = dict(
    hi=["Hi {first},", "Hello {first},", "Dear {first},", "Hi there,", "Hello,"],
    qty="Qty", order_no="Order number", total="Total", carrier="Carrier", tracking="Tracking number", date="Date",
    method="Payment method", device="Device", location="Location", booking_ref="Booking reference", route="Route", depart="Departs",
    when="When", organizer="Organizer", rsvp=["Yes", "Maybe", "No", "More options"],
    order_subj=dict(
        confirm=["Order confirmation {order}", "Thanks for your order!", "We've received your order {order}", "Your {shop} order {order}",
                 "Order {order} confirmed", "Your order is confirmed"],
        shipped=["Your order has shipped", "Your {shop} order is on its way", "Shipped: {order}", "Good news - your package is on the way",
                 "Your order {order} has been dispatched"],
        delivered=["Delivered: your {shop} package", "Your package has been delivered", "Order {order} delivered"],
        out=["Out for delivery today", "Your package is out for delivery", "Arriving today: order {order}"],
        refund=["Your refund of {amount} has been processed", "Refund issued for order {order}", "We've refunded your order"],
        return_=[]),
    order_intro=dict(
        confirm=["Thanks for shopping with {shop}. We'll let you know when your items ship.", "We've received your order and are getting it ready.",
                 "Your order has been placed. You can track its status at any time in your account."],
        shipped=["Your order is on its way with {carrier}. Tracking number: {track}.", "Good news! Your items have left our warehouse and should arrive by {date}.",
                 "Your package has been handed to {carrier}. It may take 24 hours for tracking to update."],
        delivered=["Your package was delivered {to your front door|to reception|to a parcel locker|to your mailbox} on {pastdate}.",
                   "{carrier} reports that your order was delivered. Not there? Let us know within 48 hours."],
        out=["Your package is out for delivery and should arrive by {time}.", "Your {carrier} driver is on the way. Expected delivery: today before {time}."],
        refund=["We've processed your refund of {amount} to your original payment method. It can take 5-10 business days to appear.",
                "Your return was received and a refund of {amount} has been issued."]),
    order_btn=["View order", "Track package", "Manage order", "Track your order", "View order details"],
    service_foot=["This is a service email related to your account. Please do not reply to this message.",
                  "You received this email because you have an account with us. Questions? Visit our Help Centre.",
                  "This message was sent to {email}. This is an automated message; replies are not monitored.",
                  "Need help? Contact support at any time.", "© {year} All rights reserved. Privacy Policy | Terms of Service"],
    receipt_subj=dict(
        ride=["Your {day} trip receipt", "Receipt for your ride on {pastdate}", "Thanks for riding with {svc}"],
        food=["Your order from {restaurant}", "Receipt: {restaurant} ({amount})", "Your {svc} order is on its way"],
        app=["Your receipt from {svc}", "Receipt for your purchase", "Your {svc} receipt {order}"],
        sub=["Your {svc} subscription has renewed", "Your subscription renews on {date}", "Payment confirmation: {svc} Premium"],
        invoice=["Your {month} invoice is available", "Invoice {order} from {svc}", "{svc} billing: invoice for {month}"],
        payment=["Payment received - thank you", "We received your payment of {amount}", "Action needed: your payment failed",
                 "Your card was declined"]),
    receipt_intro=dict(
        ride=["Thanks for riding with {svc}. Here's your receipt for the trip on {pastdate}.", "We hope you enjoyed your ride. Your total was {amount}."],
        food=["Your order from {restaurant} has been placed and will arrive in about {nn} minutes.", "Thanks for ordering with {svc}. Here's your receipt."],
        app=["Thank you for your purchase. Keep this receipt for your records.", "Here is your receipt. Order ID: {order}."],
        sub=["Your subscription has been renewed for another {month|year}. Amount charged: {amount}.", "Just a heads-up: your plan renews automatically on {date}."],
        invoice=["Your invoice for {month} is attached. The amount of {amount} will be charged automatically.", "A new invoice is available in your billing dashboard."],
        payment=["We've received your payment of {amount}. Thank you!", "We couldn't process your payment. Please update your payment details to avoid interruption."]),
    bank_subj=dict(
        statement=["Your statement is ready", "Your {month} statement is available", "eStatement available for account ending {last4}"],
        txn=["Transaction alert: {amount} at {merchant}", "You spent {amount} at {merchant}", "Card ending {last4} was used"],
        low=["Low balance alert", "Your balance is below {small_amount}", "Account alert: low balance"],
        deposit=["Direct deposit received", "You've received {amount}", "Incoming transfer: {amount}"],
        payee=["New payee added to your account", "Security notice: payee details changed"],
        bill=["Your bill is ready", "Your {month} bill: {amount}", "Payment due {date}", "Reminder: your bill is due soon"]),
    bank_intro=dict(
        statement=["Your latest statement for the account ending {last4} is now available in online banking.",
                   "Your {month} statement is ready to view. Log in to see your transactions and balance."],
        txn=["A purchase of {amount} at {merchant} was made with your card ending {last4} on {pastdate}. If this wasn't you, contact us immediately.",
             "We noticed a transaction of {amount} on your card ending {last4}."],
        low=["Your available balance on the account ending {last4} has dropped below your alert threshold.",
             "This is an automatic alert: your balance is now below {small_amount}."],
        deposit=["A deposit of {amount} was credited to your account ending {last4}.", "Good news: {amount} has arrived in your account."],
        payee=["A new payee was added to your account on {pastdate}. If you didn't make this change, call us straight away."],
        bill=["Your latest bill from {bank} is {amount}, due on {date}.", "Your bill for {month} is ready. Amount due: {amount}. Due date: {date}.",
              "We'll collect {amount} by direct debit on or after {date}."]),
    signin_btn=["Log in", "Sign in to online banking", "View statement", "View bill", "Manage account"],
    bank_foot=["We will never ask for your password or PIN by email.", "This is an automated alert. Please do not reply.",
               "You can change your alert preferences in online banking.", "Member FDIC. Equal Housing Lender."],
    sec_subj=dict(
        signin=["New sign-in to your {svc} account", "Security alert: new login", "Was this you?", "New login from {device}"],
        pwchanged=["Your password was changed", "Your {svc} password has been updated"],
        code=["Your verification code is {otp}", "{otp} is your {svc} code", "Your one-time passcode"],
        reset=["Reset your password", "Password reset request", "{svc}: reset your password"],
        verify=["Confirm your email address", "Verify your email for {svc}", "Please verify your account"],
        **{"2fa": ["Two-step verification turned on", "2FA is now enabled on your account"]},
        device=["A new device was linked to your account", "New device signed in"]),
    sec_intro=dict(
        signin=["We noticed a new sign-in to your {svc} account.", "Your account was just used to sign in from a new device."],
        pwchanged=["The password for your {svc} account was changed on {pastdate}.", "This is a confirmation that your password was updated."],
        code=["Your verification code is {otp}. It expires in 10 minutes.", "Use {otp} to finish signing in. Don't share this code with anyone."],
        reset=["We received a request to reset the password for your account. Click the button below to choose a new one.",
               "Someone (hopefully you) asked to reset your {svc} password."],
        verify=["Thanks for signing up for {svc}! Please confirm your email address to activate your account.",
                "Just one more step: verify your email address."],
        **{"2fa": ["Two-step verification is now on. You'll need a code from your phone when you sign in on a new device."]},
        device=["{device} was linked to your account on {pastdate}."]),
    sec_btn=["Reset password", "Verify email", "Confirm my email", "Choose a new password"],
    sec_more=["If this was you, you don't need to do anything.", "If you didn't request this, you can safely ignore this email.",
              "If this wasn't you, please secure your account right away.", "This link expires in {hour} hours."],
    travel_subj=dict(
        flight=["Your booking is confirmed: {ref}", "Booking confirmation - {city}", "E-ticket receipt {ref}", "Your trip to {city}"],
        checkin=["Check-in is now open for your flight to {city}", "It's time to check in: {flight}", "Your boarding pass for {flight}"],
        hotel=["Reservation confirmed: {carrier_name}, {city}", "Your stay on {date}", "Booking confirmation {ref}"],
        train=["Your e-ticket to {city}", "Train booking confirmed ({ref})", "Your journey on {date}"],
        car=["Your car rental confirmation {ref}", "Pick-up details for {date}"]),
    travel_intro=dict(
        flight=["Thank you for booking with {carrier_name}. Your flight to {city} is confirmed.", "Your e-ticket has been issued. Please check the details below."],
        checkin=["Online check-in is now open for flight {flight}. Check in now to choose your seat.", "You're all set! Your seat is {seat}."],
        hotel=["Your reservation at {carrier_name} in {city} is confirmed for {n} nights.", "We look forward to welcoming you on {date}. Check-in from 3pm."],
        train=["Your e-ticket is attached. Please show it on your phone or print it.", "Your train to {city} departs at {time} on {date}."],
        car=["Your car is reserved for pick-up on {date} at {time}.", "Please bring your driving licence and the card used to book."]),
    travel_btn=["Manage booking", "Check in now", "View itinerary", "Download boarding pass", "View reservation"],
    app_subj=dict(
        storage=["Your storage is almost full", "You've used 90% of your {svc} storage", "Storage limit reached"],
        shared=["{friend} shared \"{doc}\" with you", "\"{doc}\" was shared with you", "{friend} invited you to edit \"{doc}\""],
        comment=["New comments on \"{doc}\"", "{friend} mentioned you in \"{doc}\"", "{friend} replied to your comment"],
        export=["Your export is ready", "Your data archive is ready to download", "Your report has been generated"],
        backup=["Backup completed successfully", "Your weekly backup summary", "Backup failed on {device}"],
        reminder=["Reminder: your appointment on {date}", "Your table for {n} is booked", "Reminder: {event} tomorrow at {time}"],
        library=["Items due soon", "Your hold is ready for pickup", "Overdue notice"],
        gov=["Your tax document is available", "Vehicle registration renewal", "Your application has been received", "Notice: update to your account"],
        payslip=["Your payslip is available", "Your {month} payslip"],
        delivery=["Your order from {restaurant} is on its way", "Your groceries arrive between {time} and {time2}"]),
    app_intro=dict(
        storage=["You've used most of your {svc} storage. Free up space or upgrade to keep syncing your files.",
                 "Your account is at 90% capacity. When it's full, new files won't be backed up."],
        shared=["{friend} has shared a document with you: \"{doc}\".", "You now have edit access to \"{doc}\"."],
        comment=["There are {n} new comments on \"{doc}\".", "{friend} mentioned you in a comment:"],
        export=["The export you requested on {pastdate} is ready. The link expires in 7 days.", "Your data archive is ready to download."],
        backup=["All files were backed up on {pastdate}. {nn} files changed.", "Your backup could not complete. We'll retry automatically."],
        reminder=["This is a reminder of your appointment on {date} at {time}. Reply C to confirm or call us to reschedule.",
                  "Your reservation for {n} people on {date} at {time} is confirmed."],
        library=["The following items are due back on {date}. You can renew them online.", "An item you reserved is ready for pickup at your branch until {date}."],
        gov=["A new document is available in your online account. Please log in to view it.", "We have received your application. Reference: {ref}."],
        payslip=["Your payslip for {month} is now available in the employee portal."],
        delivery=["Your order from {restaurant} has been picked up and is on its way.", "Your delivery slot is confirmed for {date}."]),
    app_btn=["Open", "View document", "Open in app", "Download", "View details", "Manage storage", "Renew items", "Log in"],
    cal_subj=dict(
        invite=["Invitation: {event} @ {when}", "Invitation: {event} @ {when} ({email})", "{org} invited you to {event}"],
        updated=["Updated invitation: {event} @ {when}", "Updated invitation with note: {event}"],
        reminder=["Reminder: {event} @ {when}", "Notification: {event} @ {when}"],
        accepted=["Accepted: {event} @ {when}", "{org} accepted: {event}"],
        cancelled=["Cancelled event: {event} @ {when}", "Canceled: {event}"]),
    cal_intro=dict(
        invite=["{org} has invited you to this event.", "You have been invited to the following event."],
        updated=["This event has been changed.", "The organizer updated the time of this event."],
        reminder=["This is a reminder for the following event.", "Your event starts soon."],
        accepted=["{org} has accepted this invitation.", "{org} accepted your invitation."],
        cancelled=["This event has been cancelled and removed from your calendar.", "{org} cancelled this event."]),
    cal_foot=["Invitation from the calendar app. You are receiving this email at {email} because you are an attendee of this event.",
              "Forwarding this invitation could allow any recipient to modify your RSVP response.",
              "To stop receiving these notifications, change your calendar settings."],
)
UPD_EN["order_subj"]["return"] = ["We've received your return", "Return label for order {order}", "Your return has been processed"]
UPD_EN["order_intro"]["return"] = ["We've received your return for order {order}. Your refund will be issued within 5 business days.",
                                   "Your return label is attached. Drop your parcel at any {carrier} location."]
del UPD_EN["order_subj"]["return_"]
SLOT_GEN[("*", "event")] = lambda s: T(s.rng.choice(EVENTS), s)


# ============================================================================ SOCIAL

NETWORKS = [
    # name, kind, post noun, reaction verb
    ("Careerloop", "pro", "post", "liked"), ("Workwise", "pro", "update", "celebrated"), ("Proflink", "pro", "post", "reacted to"),
    ("Friendhub", "friends", "post", "liked"), ("Kinfolk Social", "friends", "post", "loved"), ("Circlely", "friends", "post", "liked"),
    ("Snapgrove", "photo", "photo", "liked"), ("Pixora", "photo", "photo", "hearted"), ("Chirrup", "micro", "post", "liked"),
    ("Blurt", "micro", "post", "reposted"), ("tootcamp.social", "fedi", "post", "favourited"), ("mastodon.quill.example", "fedi", "post", "boosted"),
    ("Stridely", "fitness", "activity", "gave kudos to"), ("Peakpal", "fitness", "activity", "cheered"), ("Gatherly", "meetup", "event", "RSVPed to"),
    ("Huddle Chat", "chat", "message", "reacted to"), ("Chatterbox", "chat", "message", "replied to"), ("Kindred", "dating", "profile", "liked"),
    ("Sparkmatch", "dating", "profile", "liked"), ("Neighborly", "neighbors", "post", "replied to"), ("Threadit", "community", "post", "upvoted"),
    ("Bookmarked", "books", "review", "liked"), ("Tunespace", "music", "playlist", "liked"), ("Vidloop", "video", "video", "commented on"),
]
SOC_KINDS = {
    "pro": ["connect", "message", "recruiter", "endorse", "views", "job_change", "comment", "mention", "digest", "birthday", "anniv"],
    "friends": ["friend", "comment", "tag", "birthday", "event", "memory", "message", "group_post", "suggest", "like"],
    "photo": ["follow", "like", "comment", "mention", "message", "tag", "digest"],
    "micro": ["follow", "like", "mention", "repost", "message", "digest"],
    "fedi": ["follow", "like", "mention", "repost"],
    "fitness": ["kudos", "comment", "follow", "club", "digest"],
    "meetup": ["event", "new_event", "rsvp_reminder", "comment"],
    "chat": ["message", "mention", "server_invite", "friend"],
    "dating": ["match", "message", "like"],
    "neighbors": ["group_post", "comment", "digest"],
    "community": ["comment", "reply", "digest", "mention"],
    "books": ["follow", "comment", "like", "friend"],
    "music": ["follow", "like", "friend"],
    "video": ["comment", "follow", "reply"],
}
CASUAL_MSGS = ["Hey! Long time no see - how have you been?", "Are you coming on Saturday?", "Loved your photos from {city}!",
               "Can you send me the link you mentioned?", "Happy birthday!! Hope it's a great one 🎉", "Congrats on the new job!",
               "Is that your dog?? So cute", "We should catch up soon, coffee next week?", "Thanks for the recommendation, it was great.",
               "Haha this is exactly what happened to us", "Did you ever finish that project?", "What trail was this?",
               "Saw this and thought of you", "Count me in!", "Great run today 💪", "Where did you get that jacket?",
               "Is the meetup still on for {day}?", "Welcome to the neighbourhood!", "Anyone know a good plumber nearby?",
               "Lost cat near the park - grey tabby, answers to {pet}", "Recommendations for a dentist?", "Great talk yesterday!"]
RECRUITER_MSGS = ["Hi {first}, I came across your profile and think you'd be a great fit for a {role} role at {company}. Would you be open to a quick chat?",
                  "Hello {first} - I'm hiring for a {role} position ({remote|hybrid|on-site in {city}}). Your background really stood out. Are you exploring new opportunities?",
                  "Hi {first}, hope you're well. We're growing the {team} team at {company} and I'd love to tell you about it. Do you have 15 minutes this week?"]
SOC_SUBJ = {
    "connect": ["{friend_name} wants to connect", "Invitation to connect from {friend_name}", "{friend_name} has invited you to connect"],
    "message": ["{friend_name} sent you a message", "New message from {friend_name}", "{friend_name}: \"{msg_short}\"", "You have {n} new messages"],
    "recruiter": ["{friend_name} sent you a message", "InMail from {friend_name}: {role} opportunity", "{friend_name} is interested in your profile",
                  "New message: {role} at {company}"],
    "endorse": ["{friend_name} endorsed you for {skill}", "You have {n} new endorsements"],
    "views": ["{n} people viewed your profile", "You appeared in {nn} searches this week", "Someone at {company} viewed your profile"],
    "job_change": ["Congratulate {friend_name} on the new role", "{friend_name} started a new position at {company}", "{friend_name} has a work anniversary today"],
    "comment": ["{friend_name} commented on your {noun}", "{friend_name} replied to your comment", "New comment on your {noun}"],
    "mention": ["{friend_name} mentioned you", "{friend_name} mentioned you in a {noun}", "You were mentioned by @{handle}"],
    "digest": ["Your weekly summary", "See what you missed on {network}", "{n} new notifications", "Your {network} highlights", "Top posts from people you follow",
               "Your week in review"],
    "birthday": ["{friend_name}'s birthday is today", "Wish {friend_name} a happy birthday", "Birthdays this week"],
    "anniv": ["Celebrate {friend_name}'s work anniversary", "{friend_name} is celebrating {n} years at {company}"],
    "friend": ["{friend_name} sent you a friend request", "{friend_name} accepted your friend request", "{friend_name} added you as a friend"],
    "tag": ["{friend_name} tagged you in a {noun}", "{friend_name} added a photo of you"],
    "event": ["{friend_name} invited you to {event_name}", "Event invitation: {event_name}", "{event_name} is coming up"],
    "memory": ["Your memories on {network}", "{n} years ago today", "Look back at your {noun} from {year}"],
    "group_post": ["{friend_name} posted in {group}", "New post in {group}", "{group}: {msg_short}"],
    "suggest": ["People you may know", "{friend_name} and {n} others you may know", "Do you know {friend_name}?"],
    "like": ["{friend_name} {verb} your {noun}", "{friend_name} and {n} others {verb} your {noun}"],
    "follow": ["{friend_name} followed you", "You have {n} new followers", "{friend_name} (@{handle}) is now following you"],
    "repost": ["{friend_name} {verb} your {noun}", "@{handle} {verb} your {noun}"],
    "kudos": ["{friend_name} gave you kudos", "{friend_name} and {n} others gave you kudos", "New kudos on your {activity}"],
    "club": ["New post in {group}", "{group}: weekly leaderboard", "{friend_name} joined {group}"],
    "new_event": ["New event in {group}: {event_name}", "{group} scheduled a new event", "Just scheduled: {event_name}"],
    "rsvp_reminder": ["Reminder: {event_name} is tomorrow", "You're going to {event_name}", "{event_name} starts in {n} hours"],
    "server_invite": ["{friend_name} invited you to join {group}", "You've been invited to {group}"],
    "match": ["You have a new match!", "It's a match with {friend_first}!", "{friend_first} liked you back"],
    "reply": ["{friend_name} replied to your comment in r/{sub}", "New reply to your post in {sub}"],
}
SOC_BODY = {
    "connect": ["{friend_name} ({headline}) would like to join your network.", "You and {friend_name} have {n} connections in common."],
    "message": ["{friend_name} wrote:", "You have a new message from {friend_name}."],
    "recruiter": ["{friend_name} ({headline}) sent you a message."],
    "endorse": ["{friend_name} endorsed you for {skill}. Endorsements help others understand your strengths."],
    "views": ["See who's been looking at your profile this week.", "Your profile got {nn}% more views than last week."],
    "job_change": ["{friend_name} started a new position as {role} at {company}.", "Say congrats to {friend_name}."],
    "comment": ["{friend_name} commented on your {noun}:", "{friend_name} replied:"],
    "mention": ["{friend_name} mentioned you in a {noun}:", "@{handle} mentioned you:"],
    "digest": ["Here's what happened on {network} while you were away.", "{friend_name} and {n} others shared new {noun}s.",
               "You have {n} unread notifications and {n2} new messages."],
    "birthday": ["Help {friend_name} have a great day - send a message.", "Let {friend_name} know you're thinking of them."],
    "anniv": ["Congratulate {friend_name} on {n} years at {company}."],
    "friend": ["{friend_name} wants to be friends. You have {n} mutual friends.", "You and {friend_name} are now friends."],
    "tag": ["{friend_name} tagged you in a {noun}.", "Review tags before they appear on your profile."],
    "event": ["{friend_name} invited you to {event_name} on {date} at {time}.", "{nn} people are going. Will you join?"],
    "memory": ["You have memories to look back on today.", "Here's a {noun} you shared {n} years ago."],
    "group_post": ["{friend_name} posted in {group}:", "New activity in {group}:"],
    "suggest": ["Grow your network by adding people you know.", "{friend_name} - {n} mutual friends"],
    "like": ["{friend_name} {verb} your {noun}.", "Your {noun} is getting attention."],
    "follow": ["{friend_name} (@{handle}) is now following you.", "Follow back to see their posts."],
    "repost": ["@{handle} {verb} your {noun}."],
    "kudos": ["{friend_name} gave kudos to your {activity}.", "Nice work on your {activity}!"],
    "club": ["{friend_name} posted in {group}:", "Here's this week's leaderboard for {group}."],
    "new_event": ["{group} just scheduled {event_name} on {date} at {time}. {nn} spots left.", "Hosted by {friend_name}."],
    "rsvp_reminder": ["{event_name} is on {date} at {time} at {place}.", "You RSVPed yes. Can't make it? Please update your RSVP."],
    "server_invite": ["{friend_name} invited you to join the {group} server.", "Join {nn} members chatting in {group}."],
    "match": ["You and {friend_first} liked each other. Say hi!", "Don't keep {friend_first} waiting - send the first message."],
    "reply": ["{friend_name} replied to your comment:", "u/{handle} replied:"],
}
SKILLS = ["Project Management", "Python", "UX Design", "Data Analysis", "Public Speaking", "Leadership", "Marketing Strategy", "SQL", "Copywriting"]
ROLES = ["Senior Product Designer", "Staff Engineer", "Data Scientist", "Head of Marketing", "Engineering Manager", "Operations Lead",
         "Frontend Developer", "Product Manager", "UX Researcher", "Solutions Architect", "Account Executive", "DevOps Engineer"]
GROUPS = ["Riverside Runners", "Parents of {city}", "Vintage Camera Club", "Indie Game Devs", "Sourdough Bakers", "Elm Street Neighbors",
          "Weekend Hikers {city}", "Board Game Night", "Urban Gardeners", "Class of 2012", "Book Swap {city}", "Photography Walks", "Dev Lounge"]
ACTIVITIES = ["Morning Run", "Lunch Ride", "Evening Swim", "Hill repeats", "Sunday long run", "Commute", "Trail run", "Afternoon Hike"]
SLOT_GEN[("*", "skill")] = lambda s: s.rng.choice(SKILLS)
SLOT_GEN[("*", "role")] = lambda s: s.rng.choice(ROLES)
SLOT_GEN[("*", "group")] = lambda s: T(s.rng.choice(GROUPS), s)
SLOT_GEN[("*", "activity")] = lambda s: s.rng.choice(ACTIVITIES)
SLOT_GEN[("*", "headline")] = lambda s: f"{s.rng.choice(ROLES)} at {brand_name(s.rng, 'tech')}"
SLOT_GEN[("*", "event_name")] = lambda s: s.rng.choice(["Sunday brunch", "Pub quiz night", "Summer picnic", "Beginners' coding meetup",
                                                        "Trail cleanup day", "Salsa social", "Photo walk", "Housewarming", "Book swap",
                                                        "Startup drinks", "Community garden workday", "Board games & pizza"])
SLOT_GEN[("*", "sub")] = lambda s: s.rng.choice(["homebrewing", "cycling", "AskCooking", "learnpython", "houseplants", "travel", "woodworking"])


def gen_social(rng, lang, rcpt, now):
    m = Msg("social")
    m.lang = lang
    m.date = localize(rng, now, rng.choice(["en", "en", lang if lang in TZ_BY_LANG else "en"]))
    net, ntype, noun, verb = rng.choice(NETWORKS)
    kind = rng.choice(SOC_KINDS[ntype])
    L = I18N[lang]["social"] if lang in I18N else None
    if L and kind not in L["subj"]:
        kind = rng.choice([k for k in SOC_KINDS[ntype] if k in L["subj"]] or list(L["subj"]))
    if ntype == "fedi":
        dom = net if net.endswith(".example") else net.replace(".social", "-social.example")
        net_label = dom
    else:
        dom = slug(net).replace("-", "") + rng.choice([".example", ".example", ".test"])
        net_label = net
    friend = person(rng, rng.choice([lang if lang in NAMES else "en", "en", "intl"]))
    S = Slots(rng, lang if lang in I18N else "en", first=rcpt.first, _now=now, network=net_label, noun=noun, verb=verb, email=rcpt.email,
              friend_name=friend.name, friend_first=friend.first, handle=slug(friend.first_ascii) + rng.choice(["", "_", "."]) + rng.choice([slug(friend.last_ascii), str(rng.randint(1, 999)), "x", "writes"]))
    S["msg"] = T(rng.choice((L or {}).get("msgs", CASUAL_MSGS) if kind != "recruiter" else RECRUITER_MSGS), S)
    S["msg_short"] = S["msg"][:40] + ("…" if len(S["msg"]) > 40 else "")
    subj = T(rng.choice((L["subj"] if L else SOC_SUBJ)[kind]), S)
    body = T(rng.choice((L["body"] if L else SOC_BODY).get(kind, ["{friend_name}"])), S)
    blocks = [("logo", net_label)]
    if maybe(rng, 0.5):
        blocks.append(("p", T(rng.choice((L or {}).get("hi", ["Hi {first},", "{first},", "Hello {first},"])), S)))
    blocks.append(("p", body))
    if kind in ("message", "recruiter", "comment", "mention", "group_post", "reply", "club") or (kind == "digest" and maybe(rng, 0.5)):
        blocks.append(("quote", S["msg"]))   # the friend's own words, quoted inside the notification
    if kind == "digest":
        for _ in range(rng.randint(2, 5)):
            f2 = person(rng, rng.choice(["en", "intl", lang if lang in NAMES else "en"]))
            s2 = Slots(rng, S.lang, first=rcpt.first, friend_name=f2.name, _now=now, pet="Biscuit")
            blocks.append(("p", f"{f2.name}: {T(rng.choice((L or {}).get('msgs', CASUAL_MSGS)), s2)}"))
    btn_pool = (L or {}).get("btn", {"connect": ["Accept", "View profile"], "message": ["Reply", "View message"], "recruiter": ["Reply", "View message"],
                                      "friend": ["Confirm", "See all requests"], "event": ["Going", "Interested", "View event"],
                                      "match": ["Send a message"], "kudos": ["View activity"]}.get(kind, ["View", "See more", f"Open {net}", "View notification"]))
    if isinstance(btn_pool, dict):
        btn_pool = btn_pool.get(kind, btn_pool.get("_", ["View"]))
    blocks.append(("button", T(rng.choice(btn_pool), S), f"https://{rng.choice(['www.', '', 'm.'])}{dom}/{rng.choice(['notifications', 'messages', 'comm', 'n', 'e'])}/{alnum(rng, 16)}?utm_source=email"))
    foot = (L or {}).get("foot", ["This message was sent to {email}. If you don't want to receive these emails from {network} in the future, unsubscribe.",
                                  "{network}, Inc. · {nn} {street} Ave · {city}", "You're receiving {noun} notification emails.",
                                  "Manage your notification settings", "Learn why we included this.", "Don't want emails like this? Change your email preferences."])
    for f in pick(rng, foot, rng.randint(1, min(3, len(foot)))):
        blocks.append(("small", T(f, S)))
    m.subject = subj
    m.text = render_text(blocks, rng)
    if maybe(rng, 0.8):
        m.html = render_html(blocks, rng, rng.choice(["#0a66c2", "#1877f2", "#e1306c", "#1da1f2", "#6364ff", "#fc4c02", "#5865f2", "#ff5864", "#00a862", "#ff4500"]), lang, subj)
    esp_setup(m, rng, dom, rcpt, esp=rng.choice(["inhouse", "none", "ses", "sendgrid", "sparkpost", "none"]), list_unsub=maybe(rng, 0.72),
              precedence=rng.choice([None, None, None, "bulk"]))
    local = rng.choice(["notifications", "notify", "noreply", "no-reply", "messages", "info", "updates", "notification", "digest"])
    if kind in ("message", "recruiter", "comment", "mention", "tag", "like", "kudos", "friend", "connect", "follow") and maybe(rng, 0.6):
        from_name = rng.choice([f"{friend.name} via {net_label}", friend.name, f"{friend.first} on {net_label}", f"{friend.name} ({net_label})"])
    else:
        from_name = rng.choice([net_label, net_label, f"{net_label} Notifications", f"The {net_label} Team"])
    m.frm = (from_name, f"{local}@{rng.choice([dom, 'mail.' + dom, 'e.' + dom, 'em.' + dom])}")
    if kind in ("message", "recruiter", "comment", "reply") and maybe(rng, 0.35):
        m.reply_to = (friend.name, f"reply+{alnum(rng, 32).lower()}@reply.{dom}")
    m.to = [rcpt.addr if maybe(rng, 0.6) else ("", rcpt.email)]
    if maybe(rng, 0.2):
        m.headers.append((f"X-{slug(net.split('.')[0]).replace('-', '').title()}-Category", kind))
    return m


# ============================================================================ FORUMS

TECH_PROJ = ["quillpipe", "bramblefs", "orrery", "kitewire", "sablecache", "loomdb", "pebblekit", "driftql", "fernlang", "cobblestone",
             "tidepool", "larchdown", "mothwing", "saltmarsh-ui", "hexbeam", "glowworm"]
FORUM_KINDS = {
    "tech": dict(
        lists=["{proj}-users", "{proj}-dev", "{proj}-discuss", "{proj}-announce", "{proj}-help"],
        desc=["{Proj} user discussion", "Development of {Proj}", "{Proj} general discussion", "Announcements about {Proj}"],
        subj=["Build fails on {os} with {Proj} {ver}", "How to configure {feature}?", "[ANN] {Proj} {ver} released", "[PATCH v{n}] {patch}",
              "RFC: {rfc}", "Performance regression after upgrading to {ver}", "Question about {feature}", "Segfault in {module} on startup",
              "Best practice for {feature} in production?", "[RELEASE] {Proj} {ver}", "Proposal: deprecate {feature}", "Docs for {feature} out of date?",
              "Meeting notes {pastdate}", "Call for testers: {ver} release candidate", "Windows support status?"],
        lead=["I'm trying to get {feature} working with {Proj} {ver} on {os}, but I keep getting \"{err}\". Has anyone seen this before?",
              "We're pleased to announce the release of {Proj} {ver}. This release includes {nn} bug fixes and a few notable improvements.",
              "This patch {patch}. It has been tested on {os} and passes the full test suite.",
              "I'd like to propose that we {rfc}. The current behaviour has been a source of confusion for a while.",
              "After upgrading from {ver2} to {ver}, our nightly jobs take roughly {n}x longer. I've bisected it to somewhere in the {module} changes.",
              "Quick question: is {feature} supposed to work with the default configuration, or do I need to enable something?",
              "Notes from this week's contributor call are below. Thanks everyone who joined."],
        more=["Here's my config:\n\n    [{module}]\n    enabled = true\n    workers = {n}\n", "Full log is at https://paste.example/{ref}",
              "Any pointers appreciated.", "Happy to open an issue if this is a real bug.", "Highlights:\n\n  * faster {module} startup\n  * new {feature} option\n  * fixed a crash on {os}",
              "Please test and report any problems to this list.", "Comments welcome before {date}.", "Upgrade notes are in the changelog.",
              "Action items:\n- {friend}: review open PRs\n- {friend2}: update the docs\n- next call on {date}"],
        replies=["I ran into the same thing. Setting {module}.workers to 1 fixed it for me, though it's a workaround.",
                 "Thanks for the report. This looks like a known issue - there's a fix on the main branch that will be in the next point release.",
                 "+1 from me. The current behaviour is surprising to new users.", "Can you try with --verbose and post the output?",
                 "Reviewed-by: {friend_full}\n\nLooks good to me apart from a small nit in the error message.",
                 "I'm not sure I agree. Removing it would break existing deployments that rely on it.",
                 "Which version of {os} exactly? We test on the LTS releases only.", "Applied, thanks!"]),
    "hobby": dict(
        lists=["{club}", "{club}-members", "{club}-chat", "{club}-sightings"],
        desc=["{Club} discussion list", "{Club} members", "Chat for {Club} members"],
        subj=["Ride this {day}", "Sighting: {bird} at {spot}", "Observing night {date}", "Rehearsal schedule", "For sale: {gear}",
              "Beginner question", "Trip report: {spot}", "Meeting minutes", "Anyone going to the {event2}?", "Looking for a {gear}",
              "Weather for the weekend", "Welcome new members!", "Photos from {day}", "Club kit order deadline {date}"],
        lead=["We're planning a {n}0 km ride on {day}, meeting at {spot} at {time}. Moderate pace, coffee stop halfway.",
              "Spotted a {bird} at {spot} this morning around {time}, near the {north|south|east|west} hide. Still there when I left.",
              "Clear skies are forecast for {date}, so we'll open the observatory from {time}. Bring a red torch.",
              "Selling my {gear}, lightly used, {small_amount} or best offer. Collection from {spot}.",
              "Complete beginner here. Could anyone recommend a good {gear} to start with? Budget is around {amount}.",
              "Great turnout at {spot} on {day} - thanks to everyone who came. A few notes below.",
              "Minutes from last night's meeting are attached. Main points: subs stay the same, and we need a new treasurer."],
        more=["All welcome, no one gets dropped.", "Please reply to the list if you're coming so we know numbers.", "Photos here: https://photos.example/{ref}",
              "Thanks to {friend} for organising.", "Subs for the year are due by {date}.", "Conditions were {muddy|perfect|windy|wet but fun}.",
              "Let's keep the list for club matters please - take private conversations off-list."],
        replies=["Count me in for {day}.", "I had good luck with a second-hand {gear} - check the classifieds.", "Great report, thanks for sharing!",
                 "Is it suitable for someone who hasn't been out in a while?", "I can give a lift from {spot} if anyone needs one.",
                 "Seen there again this afternoon, showing well.", "Sorry, can't make it this time."]),
    "community": dict(
        lists=["{street}-neighbours", "{org}-members", "{org}-announce", "{org}-parents", "alumni-{year0}"],
        desc=["{Org} members list", "{Street} Street residents", "Announcements from the {Org}", "{Org} parents"],
        subj=["{Org} newsletter - {month}", "Road closure on {day}", "Lost: {pet_desc}", "Street party planning", "Bin collection changes",
              "AGM on {date}", "Volunteers needed for {day}", "Recommendations for a {trade}?", "Found keys near {spot}", "Plant swap this {day}",
              "Update on the playground works", "Reunion save the date", "Bake sale results", "Speeding on {street} Street"],
        lead=["Here's this month's {Org} newsletter. Thanks to everyone who contributed.",
              "Just a heads-up that {street} Street will be closed on {day} from {time} for resurfacing.",
              "Our {pet_desc} got out this morning near {spot}. Please keep an eye out and call if you see him.",
              "The annual general meeting is on {date} at {time} in the community hall. All members welcome.",
              "We need {n} more volunteers for the cleanup on {day}. Gloves and bags provided.",
              "Can anyone recommend a reliable {trade}? Ours has retired.",
              "The bake sale raised {amount} for the school library - thank you all!"],
        more=["In this issue:\n- Garden of the month\n- New bike racks\n- Dates for your diary", "Please forward to neighbours who aren't on the list.",
              "Tea and cake provided.", "Minutes from the last meeting are on the website.", "Reply off-list if you'd rather not share publicly.",
              "Thanks, {friend} (house {nn})"],
        replies=["We used {friend} last year and were very happy - I'll send their number off-list.", "Thanks for organising!",
                 "Will there be a vote on the parking proposal?", "I can help on {day} morning.", "Glad to hear he's home safe!"]),
    "academic": dict(
        lists=["{dept}-seminar", "{dept}-grads", "{dept}-reading-group", "{dept}-all", "{field}-cfp"],
        desc=["{Dept} seminar announcements", "{Dept} graduate students", "{Field} calls for papers"],
        subj=["Seminar {day}: {talk}", "CFP: Workshop on {field_t} ({date})", "Reading group this week", "Reminder: thesis defence of {friend_full}",
              "Postdoc position in {field_t}", "Room change for {day}'s talk", "Job talk: {talk}", "Call for participants: {field_t} study"],
        lead=["This week's seminar is by {friend_full} on \"{talk}\", {day} at {time} in Room {nn}.",
              "We invite submissions to the workshop on {field_t}, to be held in {city} on {date}. Submission deadline: {date2}.",
              "This week we're reading chapter {n} of {book}. Discussion leader: {friend}.",
              "Applications are invited for a two-year postdoctoral position in {field_t}.",
              "Please note that {day}'s talk has moved to Room {nn}."],
        more=["Abstract: {We present|This talk explores|We study} {field_t} {in low-resource settings|at scale|through a historical lens}.",
              "Coffee and biscuits from {time}.", "Topics include but are not limited to:\n- {field_t}\n- evaluation\n- open datasets",
              "Please circulate to interested colleagues.", "Zoom link for remote attendees: https://meet.example/{ref}"],
        replies=["Will the talk be recorded?", "Thanks - could you share the slides afterwards?", "Is the deadline firm?"]),
}
BIRDS = ["black redstart", "hoopoe", "little egret", "osprey", "spotted flycatcher", "hen harrier", "wryneck", "ring ouzel", "great white egret"]
SPOTS = ["the reservoir", "Mill Lane car park", "the old quarry", "Heron Point", "the north marsh", "the station cafe", "Kingfisher Bridge", "the cricket pavilion"]
GEAR = ["telescope", "road bike", "camera lens", "tent", "tripod", "wetsuit", "sewing machine", "binoculars", "climbing shoes", "kiln"]
CLUBS = ["riverside-cyclists", "northfield-birders", "astro-society", "harbour-choir", "valley-ramblers", "canal-paddlers", "quilting-circle",
         "ham-radio-club", "allotment-society", "photo-club", "chess-club", "trail-runners"]
ORGS = ["Oakfield Residents Association", "Hillside Allotment Society", "Maple Primary PTA", "Greenway Tenants Union", "Riverside Co-op",
        "St Anne's Community Centre", "Lakeview Homeowners", "Old Town Heritage Group", "Westbrook Food Bank"]
DEPTS = ["cs", "linguistics", "history", "physics", "econ", "biology", "math", "philosophy"]
FIELDS = ["computational linguistics", "climate modelling", "urban history", "machine learning fairness", "quantum materials",
          "behavioural economics", "marine ecology", "number theory", "digital humanities"]
TALKS = ["Learning from noisy labels", "The politics of early railways", "Topological phases in twisted bilayers", "Why minimum wages vary",
         "Coral resilience under warming", "Counting points on curves", "Archives and absence", "Evaluating speech models fairly"]
OSES = ["Ubuntu 24.04", "Debian 12", "macOS 14", "Windows 11", "Fedora 40", "FreeBSD 14", "Alpine 3.20", "Arch"]
FEATURES = ["TLS client certificates", "the plugin loader", "incremental sync", "LDAP auth", "the REST API", "streaming mode", "snapshot restore",
            "config hot-reload", "IPv6 listeners", "custom templates", "the query planner"]
MODULES = ["scheduler", "storage", "net", "parser", "cache", "auth", "ui", "io"]
PATCHES = ["fixes a race in the connection pool", "adds a --dry-run flag", "removes the deprecated v1 endpoints", "speeds up cold start",
           "corrects the man page for the sync command", "handles EINTR in the read loop"]
RFCS = ["switch the default config format to TOML", "drop support for Python 3.8", "move the docs to the main repository",
        "adopt a time-based release schedule", "rename the master branch"]
ERRS = ["connection reset by peer", "permission denied", "unexpected EOF", "module not found", "invalid configuration key", "timeout after 30s"]
for _k, _v in {"proj": TECH_PROJ, "os": OSES, "feature": FEATURES, "module": MODULES, "patch": PATCHES, "rfc": RFCS, "err": ERRS,
               "bird": BIRDS, "spot": SPOTS, "gear": GEAR, "club": CLUBS, "org": ORGS, "dept": DEPTS, "field_t": FIELDS, "talk": TALKS,
               "trade": ["plumber", "electrician", "roofer", "chimney sweep", "locksmith", "gardener", "piano tuner"],
               "pet_desc": ["ginger cat", "grey tabby", "black labrador", "small terrier", "tortoiseshell cat"],
               "event2": ["spring show", "regional meet", "star party", "open day", "summer fair"]}.items():
    SLOT_GEN[("*", _k)] = (lambda vals: lambda s: s.rng.choice(vals))(_v)
SLOT_GEN[("*", "ver")] = lambda s: f"{s.rng.randint(0, 5)}.{s.rng.randint(0, 24)}.{s.rng.randint(0, 9)}"
SLOT_GEN[("*", "ver2")] = lambda s: f"{s.rng.randint(0, 5)}.{s.rng.randint(0, 24)}.{s.rng.randint(0, 9)}"
SLOT_GEN[("*", "Proj")] = lambda s: s["proj"].capitalize()
SLOT_GEN[("*", "Club")] = lambda s: s["club"].replace("-", " ").title()
SLOT_GEN[("*", "Org")] = lambda s: s["org"]
SLOT_GEN[("*", "Street")] = lambda s: s["street"]
SLOT_GEN[("*", "Dept")] = lambda s: s["dept"].upper() if len(s["dept"]) <= 4 else s["dept"].title()
SLOT_GEN[("*", "field")] = lambda s: slug(s["field_t"]).split("-")[0]
SLOT_GEN[("*", "Field")] = lambda s: s["field_t"].title()
SLOT_GEN[("*", "year0")] = lambda s: str(s.rng.randint(1995, 2018))
SLOT_GEN[("*", "date2")] = lambda s: fmt_date(s, _future_date(s, 40, 90))
SLOT_GEN[("*", "friend2")] = lambda s: s.rng.choice(NAMES["en"][0] + NAMES["intl"][0])
SLOT_GEN[("*", "friend_full")] = lambda s: person(s.rng, s.rng.choice(["en", "intl"])).name


def list_headers(rng, m, style, lname, ldom, desc, rcpt, author):
    """Header habits of list software. Returns the list post address."""
    post = f"{lname}@{ldom}"
    H = m.headers
    if style == "mailman":
        H += [("X-BeenThere", post), ("X-Mailman-Version", rng.choice(["2.1.39", "2.1.29", "3.3.8", "3.3.9"])), ("Precedence", rng.choice(["list", "list", "bulk"])),
              ("List-Id", f"{desc} <{lname}.{ldom}>"), ("List-Unsubscribe", f"<https://{ldom}/mailman/options/{lname}>,\n <mailto:{lname}-request@{ldom}?subject=unsubscribe>"),
              ("List-Archive", f"<https://{ldom}/pipermail/{lname}/>"), ("List-Post", f"<mailto:{post}>"),
              ("List-Help", f"<mailto:{lname}-request@{ldom}?subject=help>"),
              ("List-Subscribe", f"<https://{ldom}/mailman/listinfo/{lname}>,\n <mailto:{lname}-request@{ldom}?subject=subscribe>")]
        if maybe(rng, 0.5):
            H.append(("Errors-To", f"{lname}-bounces+{rcpt.email.replace('@', '=')}@{ldom}"))
        m.sender_hdr = f"\"{lname}\" <{lname}-bounces@{ldom}>" if maybe(rng, 0.6) else None
        m.env_from = f"{lname}-bounces+{rcpt.email.replace('@', '=')}@{ldom}"
        rng.shuffle(H)
    elif style == "ggroups":
        gid = rng.randint(10**11, 10**12)
        H += [("Mailing-list", f"list {lname}@googlegroups.example; contact {lname}+owners@googlegroups.example"),
              ("List-ID", f"<{lname}.googlegroups.example>"), ("X-Google-Group-Id", str(gid)),
              ("List-Post", f"<https://groups.example/group/{lname}/post>, <mailto:{lname}@googlegroups.example>"),
              ("List-Help", f"<https://support.groups.example/>, <mailto:{lname}+help@googlegroups.example>"), ("Precedence", "list"),
              ("List-Archive", f"<https://groups.example/group/{lname}>"),
              ("List-Unsubscribe", f"<mailto:googlegroups-manage+{gid}+unsubscribe@googlegroups.example>,\n <https://groups.example/group/{lname}/subscribe>")]
        post = f"{lname}@googlegroups.example"
        m.env_from = f"{lname}+bncBD{alnum(rng, 30)}@googlegroups.example"
        m.sender_hdr = post if maybe(rng, 0.5) else None
    elif style == "grouply":
        H += [("List-Id", f"<{lname}.grouply.example>"), ("List-Post", f"<mailto:{lname}@grouply.example>"), ("Precedence", "list"),
              ("List-Unsubscribe", f"<mailto:{lname}+unsubscribe@grouply.example>"), ("X-Grouply-Topic-Id", str(rng.randint(10**6, 10**8))),
              ("List-Archive", f"<https://grouply.example/g/{lname}>")]
        post = f"{lname}@grouply.example"
        m.env_from = f"bounce+{hexid(rng, 8)}@grouply.example"
    elif style == "listserv":
        H += [("Sender", f"{desc} <{lname.upper()}@{ldom}>") if False else ("X-Mailing-List", f"{lname}@{ldom}"),
              ("Precedence", "bulk")] + ([("List-Id", f"<{lname}.{ldom}>")] if maybe(rng, 0.3) else [])
        m.sender_hdr = f"owner-{lname}@{ldom}"
        m.env_from = f"owner-{lname}@{ldom}"
    elif style == "sympa":
        H += [("List-Id", f"<{lname}.{ldom}>"), ("List-Post", f"<mailto:{post}>"), ("Precedence", "list"),
              ("List-Owner", f"<mailto:{lname}-request@{ldom}>"), ("List-Unsubscribe", f"<mailto:sympa@{ldom}?subject=unsubscribe%20{lname}>"),
              ("X-Loop", post), ("X-Sympa-To", post)]
        m.env_from = f"{lname}-owner@{ldom}"
    m.relay = (f"{rng.choice(['lists', 'mail', 'mx'])}.{ldom.split('.', 1)[-1] if ldom.count('.') > 1 else ldom}", f"198.51.100.{rng.randint(2, 250)}")
    return post


def list_footer(rng, style, lname, ldom, post, desc):
    if style == "mailman":
        return f"_______________________________________________\n{lname} mailing list\n{post}\nhttps://{ldom}/mailman/listinfo/{lname}"
    if style == "ggroups":
        return (f"-- \nYou received this message because you are subscribed to the Google Groups \"{desc}\" group.\n"
                f"To unsubscribe from this group and stop receiving emails from it, send an email to {lname}+unsubscribe@googlegroups.example.\n"
                f"To view this discussion visit https://groups.example/d/msgid/{lname}/{alnum(rng, 30)}%40mail.example.")
    if style == "grouply":
        return f"-=-=-=-=-=-=-=-=-=-=-=-\nGroups.example Links: You receive all messages sent to this group.\nView/Reply Online (#{rng.randint(100, 9999)}): https://grouply.example/g/{lname}/message/{rng.randint(100, 9999)}\nMute This Topic | Leave Group"
    if style == "sympa":
        return ""
    return f"To unsubscribe, send SIGNOFF {lname.upper()} to listserv@{ldom}"


def gen_forums(rng, lang, rcpt, now):
    m = Msg("forums")
    m.lang = lang
    kind = rng.choices(["post", "discourse", "digest", "qa_digest", "discourse_digest"], [62, 14, 10, 7, 7])[0]
    L = I18N[lang]["forums"] if lang in I18N else None
    if L and kind in ("qa_digest",):
        kind = "post"
    ftype = rng.choices(list(FORUM_KINDS), [40, 25, 22, 13])[0]
    F = L["kinds"].get(ftype) if L else FORUM_KINDS[ftype]
    if F is None:
        ftype = rng.choice(list(L["kinds"]))
        F = L["kinds"][ftype]
    S = Slots(rng, lang if lang in I18N else "en", first=rcpt.first, _now=now, email=rcpt.email)
    lname = slug(T(rng.choice(F["lists"]), S))
    desc = T(rng.choice(F["desc"]), S)
    host = {"tech": f"lists.{S['proj']}.example", "hobby": f"lists.{S['club']}.example".replace("-", ""), "community": f"lists.{''.join(slug(S['org']).split('-')[:2])}.example",
            "academic": f"lists.{rng.choice(['uni-nordstad', 'kingsbridge-univ', 'institut-valmont', 'univ-sandhaven', 'tu-falkenberg'])}.example"}[ftype]
    m.date = localize(rng, now, lang if lang in TZ_BY_LANG else rng.choice(["en", "intl"]))
    m.to = [(desc if maybe(rng, 0.3) else "", f"{lname}@{host}")]
    if kind in ("discourse", "discourse_digest"):
        return _discourse(rng, m, S, F, L, rcpt, kind, ftype)
    if kind == "qa_digest":
        return _qa_digest(rng, m, S, rcpt)
    style = rng.choices(["mailman", "ggroups", "grouply", "listserv", "sympa"], [45, 28, 12, 7, 8])[0]
    author = person(rng, rng.choice([lang if lang in NAMES else "en", "en", "intl"]) if lang in I18N else rng.choice(["en", "en", "intl"]))
    post = list_headers(rng, m, style, lname, host, desc, rcpt, author)
    if style == "ggroups":
        m.to = [("", post)]
    elif style in ("grouply",):
        m.to = [("", post)]
    else:
        m.to = [("", post)] if maybe(rng, 0.7) else m.to
    footer = list_footer(rng, style, lname, host, post, desc)
    tag = f"[{lname}] " if maybe(rng, 0.6) else ""
    if kind == "digest":
        vol, iss = rng.randint(1, 40), rng.randint(1, 300)
        m.frm = (None, f"{lname}-request@{host}")
        m.frm = (f"{lname}-request", m.frm[1]) if maybe(rng, 0.5) else ("", m.frm[1])
        m.subject = T(L["digest_subj"].replace("{list}", lname), S) if L else f"{lname} Digest, Vol {vol}, Issue {iss}"
        m.subject = m.subject.replace("VOL", str(vol)).replace("ISS", str(iss))
        entries = []
        for i in range(rng.randint(2, 6)):
            a = person(rng, author.lang)
            s2 = Slots(rng, S.lang, first="all", _now=now)
            s2.update({k: v for k, v in S.items() if k in ("proj", "club", "org", "dept", "field_t", "Proj", "Club", "Org")})
            subj = T(rng.choice(F["subj"]), s2)
            body = T(rng.choice(F["lead"] + F["replies"]), s2)
            entries.append((a, subj, body))
        intro = (L["digest_intro"] if L else "Send {list} mailing list submissions to\n\t{post}\n\nTo subscribe or unsubscribe via the World Wide Web, visit\n\thttps://{host}/mailman/listinfo/{list}\nor, via email, send a message with subject or body 'help' to\n\t{list}-request@{host}\n\nWhen replying, please edit your Subject line so it is more specific than \"Re: Contents of {list} digest...\"")
        intro = intro.replace("{list}", lname).replace("{post}", post).replace("{host}", host)
        toc = "Today's Topics:\n\n" + "\n".join(f"   {i + 1}. {s} ({a.name})" for i, (a, s, _) in enumerate(entries))
        msgs = []
        for i, (a, s, b) in enumerate(entries):
            d = m.date - timedelta(hours=rng.randint(1, 20))
            msgs.append(f"Message: {i + 1}\nDate: {rfc_date(d)}\nFrom: {a.name} <{a.email}>\nTo: {post}\nSubject: {s}\nMessage-ID: {msgid_for(rng, 'thunderbird', a.email, d)}\nContent-Type: text/plain; charset=\"utf-8\"\n\n{b}\n")
        m.text = intro + "\n\n\n" + toc + "\n\n\n" + "----------------------------------------------------------------------\n\n" + "\n------------------------------\n\n".join(msgs) + f"\n------------------------------\n\nEnd of {lname} Digest, Vol {vol}, Issue {iss}\n" + "*" * 40 + "\n"
        m.client = "list"
        m.msgid = f"<mailman.{rng.randint(100, 99999)}.{int(m.date.timestamp())}.{rng.randint(1000, 9999)}.{lname}@{host}>"
        return m
    # a single post or reply, written by a person in their own client, redistributed by the list
    client = rng.choice(["thunderbird", "webmail", "mutt", "apple", "outlook", "webmail", "android"])
    m.client = client
    m.frm = author.addr if style != "ggroups" or maybe(rng, 0.6) else (f"'{author.name}' via {desc}", post)
    if style == "ggroups" and m.frm[1] == post:
        m.reply_to = (author.name, author.email) if maybe(rng, 0.5) else None
    reply = maybe(rng, 0.45)
    topic_subj = T(rng.choice(F["subj"]), S)
    greet = T(rng.choice((L or {}).get("greet", ["Hi all,", "Hello everyone,", "Hi,", "Folks,", "Dear list,", "", "", "Hi {first},"])), S)
    if reply:
        prev = person(rng, author.lang)
        body = [T(rng.choice(F["replies"]), S)] + ([T(rng.choice(F["replies"]), S)] if maybe(rng, 0.3) else [])
        prev_text = T(rng.choice(F["lead"]), S) + ("\n\n" + T(rng.choice(F["more"]), S) if maybe(rng, 0.5) else "")
        when = m.date - timedelta(hours=rng.randint(1, 60))
        intro = quote_intro(rng, lang if lang in QUOTE_INTRO else "en", prev.addr, when)
        if maybe(rng, 0.5):   # interleaved/bottom-posted, as lists prefer
            text = intro + "\n" + quote_text(prev_text) + "\n\n" + "\n\n".join(body)
        else:
            text = "\n\n".join(body) + "\n\n" + intro + "\n" + quote_text(prev_text)
        if greet and maybe(rng, 0.4):
            text = greet + "\n\n" + text
        m.subject = alt(rng, (L or {}).get("re", "Re: ")) + tag + topic_subj
        pid = msgid_for(rng, "thunderbird", prev.email, when)
        m.in_reply_to = pid
        m.references = pid
    else:
        paras = [T(rng.choice(F["lead"]), S)] + [T(x, S) for x in pick(rng, F["more"], rng.randint(0, 2))]
        text = (greet + "\n\n" if greet else "") + "\n\n".join(paras)
        m.subject = tag + topic_subj
    sig = rng.choice(["", f"\n\n{author.first}", f"\n\n-- \n{author.name}", f"\n\nCheers,\n{author.first}", f"\n\nThanks,\n{author.name}",
                      f"\n\n--\n{author.name}\n{rng.choice(['https://', ''])}{slug(author.first_ascii)}.example\n{rng.choice(['PGP: 0x' + hexid(rng, 16).upper(), 'Sent from a potato', ''])}"])
    text = text + sig
    if client in ("mutt", "thunderbird"):
        text = wrap(text)
    if footer:
        text = text + "\n" + footer
    m.text = text + "\n"
    if client in ("webmail", "apple", "outlook") and style != "listserv" and maybe(rng, 0.4):
        m.html = personal_html(client, text)
    m.msgid = msgid_for(rng, client, author.email, m.date)
    return m


def _discourse(rng, m, S, F, L, rcpt, kind, ftype):
    forum = rng.choice([f"{S['proj'].capitalize()} Forum" if ftype == "tech" else f"{S['Club'] if ftype == 'hobby' else 'Community'} Forum",
                        f"{S['proj'].capitalize()} Community", f"{rng.choice(BRAND_A)} Discuss", f"{rng.choice(BRAND_A)} Community Forum"])
    fdom = f"{rng.choice(['discuss', 'forum', 'community'])}.{slug(forum.split()[0])}.example"
    cat = rng.choice(["General", "Help", "Announcements", "Show and tell", "Feature requests", "Off-topic", "Support", "Meta"])
    author = person(rng, rng.choice(["en", "intl", m.lang if m.lang in NAMES else "en"]))
    handle = slug(author.first_ascii) + rng.choice(["", str(rng.randint(1, 99)), "_" + slug(author.last_ascii)[:4]])
    topic = T(rng.choice(F["subj"]), S)
    tid, pid = rng.randint(100, 99999), rng.randint(1000, 999999)
    if kind == "discourse":
        m.subject = f"[{forum}] [{cat}] {topic}"
        body = T(rng.choice(F["lead"] + F["replies"]), S)
        m.text = (f"{author.name if maybe(rng, 0.5) else handle}\n{rng.choice(['', 'Regular', 'Leader', 'Member', 'Moderator'])}\n{S['pastdate']}\n\n{body}\n\n"
                  f"---\n[Visit Topic](https://{fdom}/t/{slug(topic)[:40]}/{tid}/{rng.randint(1, 40)}) or reply to this email to respond.\n\n"
                  f"To unsubscribe from these emails, [click here](https://{fdom}/email/unsubscribe/{hexid(rng, 32)}).\n")
        m.frm = (f"{author.name} via {forum}" if maybe(rng, 0.7) else handle, f"{rng.choice(['forum', 'discourse', 'noreply', 'community'])}@{fdom}")
        m.reply_to = (forum, f"replies+{hexid(rng, 32)}@{fdom}")
        m.headers += [("List-ID", f"{forum} | {cat} <{slug(cat)}.{fdom}>"), ("List-Archive", f"https://{fdom}/t/{slug(topic)[:40]}/{tid}"),
                      ("X-Discourse-Post-Id", str(pid)), ("X-Discourse-Topic-Id", str(tid)), ("Precedence", "list"),
                      ("List-Unsubscribe", f"<https://{fdom}/email/unsubscribe/{hexid(rng, 32)}>"), ("Auto-Submitted", "auto-generated")]
        if maybe(rng, 0.4):
            m.in_reply_to = f"<topic/{tid}@{fdom}>"
            m.references = f"<topic/{tid}@{fdom}>"
        m.msgid = f"<topic/{tid}/{pid}@{fdom}>"
    else:
        m.subject = f"[{forum}] " + rng.choice(["Summary", "Summary", f"Your weekly summary", "What's new this week"])
        lines = []
        for _ in range(rng.randint(3, 7)):
            s2 = Slots(rng, S.lang, first=rcpt.first, _now=S["_now"])
            s2.update({k: S[k] for k in ("proj", "club", "org") if k in S})
            t = T(rng.choice(F["subj"]), s2)
            a = person(rng, rng.choice(["en", "intl"]))
            lines.append(f"### {t}\n{rng.randint(1, 60)} replies · {rng.randint(20, 2000)} views\n{a.first}: {T(rng.choice(F['lead'] + F['replies']), s2)[:160]}\nhttps://{fdom}/t/{slug(t)[:40]}/{rng.randint(100, 99999)}")
        m.text = (f"{L['forum_digest'] if L else 'Since your last visit'}\n\n{rng.randint(3, 90)} new topics · {rng.randint(10, 900)} new posts · {rng.randint(1, 60)} new users\n\n"
                  "Popular topics\n\n" + "\n\n".join(lines) + f"\n\n---\nThis summary is sent from {forum} when we haven't seen you in a while. "
                  f"To unsubscribe, visit https://{fdom}/email/unsubscribe/{hexid(rng, 32)}\n")
        m.frm = (forum, f"{rng.choice(['noreply', 'forum', 'discourse'])}@{fdom}")
        m.headers += [("List-Unsubscribe", f"<https://{fdom}/email/unsubscribe/{hexid(rng, 32)}>"), ("Precedence", rng.choice(["list", "bulk"])),
                      ("X-Discourse-Digest", "1") if maybe(rng, 0.5) else ("Auto-Submitted", "auto-generated")]
        if maybe(rng, 0.4):
            m.headers.append(("List-ID", f"<digest.{fdom}>"))
        m.msgid = f"<summary/{hexid(rng, 16)}@{fdom}>"
    if maybe(rng, 0.5):
        m.html = "<div>" + esc(m.text).replace("\n\n", "</p><p>").replace("\n", "<br>") + "</div>\n"
    m.client = "bulk"
    m.to = [("", rcpt.email)]
    m.env_from = f"bounce+{hexid(rng, 12)}@{fdom}"
    return m


QA_SITES = ["AskStack", "QuestionForge", "HowDoI Exchange", "Answerly", "StackMoor"]
QA_TOPICS = ["Why does my {proj} config ignore environment variables?", "How to merge two dictionaries without overwriting keys?",
             "Difference between {feature} and a plain cache?", "Best way to sharpen a kitchen knife at home?", "Is it safe to run {proj} behind a proxy?",
             "How do I identify this {bird}?", "What's the proper way to season cast iron?", "Regex to match dates in ISO format",
             "Why is my sourdough so dense?", "How can I reduce build times on {os}?", "Can I use {feature} with Docker?",
             "Translation of an idiom: 'to kick the bucket'", "How to stop a bike chain from skipping?"]


def _qa_digest(rng, m, S, rcpt):
    site = rng.choice(QA_SITES)
    dom = slug(site).replace("-", "") + ".example"
    comm = rng.choice(["Programming", "Cooking", "Cycling", "Birding", "Linguistics", "Home Improvement", "Unix & Linux", "Data Science"])
    m.subject = rng.choice([f"Top new questions this week - {comm} {site}", f"{comm} {site} weekly newsletter", f"New questions in {comm}"])
    qs = []
    for _ in range(rng.randint(4, 9)):
        q = T(rng.choice(QA_TOPICS), S)
        qs.append(f"{q}\n{rng.randint(0, 25)} votes · {rng.randint(0, 12)} answers · {rng.randint(20, 9000)} views\ntags: {', '.join(rng.sample(['python', 'config', 'baking', 'maintenance', 'identification', 'regex', 'docker', 'linux', 'grammar', 'bread', 'tools'], 2))}\nhttps://{slug(comm)}.{dom}/q/{rng.randint(10000, 999999)}")
    m.text = f"{comm} {site}\nTop new questions this week:\n\n" + "\n\n".join(qs) + f"\n\nGreatest hits from previous weeks:\n\n{T(rng.choice(QA_TOPICS), S)}\n\n---\nYou're receiving this because you're a member of {comm} {site}. Unsubscribe: https://{dom}/users/email/unsubscribe/{hexid(rng, 20)}\n"
    m.frm = (f"{comm} {site}" if maybe(rng, 0.6) else site, f"do-not-reply@{dom}")
    if maybe(rng, 0.6):
        m.html = "<div>" + esc(m.text).replace("\n\n", "</p><p>").replace("\n", "<br>") + "</div>\n"
    esp_setup(m, rng, dom, rcpt, esp=rng.choice(["sendgrid", "inhouse", "none"]), list_unsub=True)
    m.to = [("", rcpt.email)]
    return m


# ============================================================================ other languages

def _upd(hi, labels, order, bank, sec, cal, events, order_btn, service_foot, signin_btn, bank_foot, sec_btn, sec_more, cal_foot, rsvp):
    qty, order_no, total, carrier, tracking, date, method, device, location, when, organizer = labels
    return dict(hi=hi, qty=qty, order_no=order_no, total=total, carrier=carrier, tracking=tracking, date=date, method=method,
                device=device, location=location, when=when, organizer=organizer, rsvp=rsvp, events=events,
                order_subj={k: v[0] for k, v in order.items()}, order_intro={k: v[1] for k, v in order.items()}, order_btn=order_btn,
                service_foot=service_foot, bank_subj={k: v[0] for k, v in bank.items()}, bank_intro={k: v[1] for k, v in bank.items()},
                signin_btn=signin_btn, bank_foot=bank_foot, sec_subj={k: v[0] for k, v in sec.items()}, sec_intro={k: v[1] for k, v in sec.items()},
                sec_btn=sec_btn, sec_more=sec_more, cal_subj={k: v[0] for k, v in cal.items()}, cal_intro={k: v[1] for k, v in cal.items()},
                cal_foot=cal_foot)


I18N = {}

I18N["de"] = dict(
    primary=dict(
        greet=["Hallo {first},", "Hi {first}!", "Hallo {first}!", "Hey {first},", "Guten Morgen {first},", "Moin {first},", "Servus {first},", "Hallo zusammen,"],
        open=["Ich hoffe, dir geht's gut.", "Sorry für die späte Antwort!", "Kurze Frage:", "Lange nichts gehört!", "Danke nochmal für {den schönen Abend|deine Hilfe|das Essen}!", ""],
        close=["Sag Bescheid, was du denkst.", "Kein Stress.", "Melde dich einfach.", "Bis bald!", "Grüß {friend} von mir.", ""],
        sign=["Viele Grüße,", "LG", "Liebe Grüße,", "Beste Grüße,", "Bis dann,", "Gruß,", "Herzliche Grüße,", "Ciao,"],
        personal=[
            dict(s=["Essen am {day}?", "Abendessen?", "Lust auf {place}?"],
                 lead=["Hast du am {day} Zeit? {friend} und ich wollten gegen {time} ins {place}. Komm doch mit!",
                       "Wir haben ewig nicht zusammen gegessen. Wie wäre es mit {day}, so gegen {time}?"],
                 more=["Falls {day} nicht passt, geht auch {day2}.", "Ich reserviere, sobald ich von dir höre.", "Diesmal lade ich ein!"]),
            dict(s=["Besuch am {date}", "Dein Besuch!", "Wochenende bei uns"],
                 lead=["Wir freuen uns riesig, dass du am {date} kommst! Das Gästezimmer ist fertig.",
                       "Kommst du noch wie geplant am {date}? Sag mir deine Ankunftszeit, dann hole ich dich vom Bahnhof ab."],
                 more=["Wenn das Wetter hält, könnten wir am Samstag wandern gehen.", "{kid} fragt jeden Tag, wann du endlich kommst.", "Bring eine warme Jacke mit."]),
            dict(s=["Kannst du mir helfen?", "Kleiner Gefallen", "Leiter ausleihen?"],
                 lead=["Hast du noch die {Leiter|Bohrmaschine|Campingausrüstung|Stichsäge}? Wir renovieren am Wochenende endlich das Bad.",
                       "Könntest du am {day} kurz beim Umzug helfen? Für Pizza und Bier ist gesorgt."],
                 more=["Ich bringe alles sauber zurück, versprochen.", "Kein Problem, falls es nicht passt.", "Ich kann es am {day} abholen."]),
            dict(s=["Fotos vom Urlaub", "Bilder aus {city}", "Endlich die Fotos"],
                 lead=["Ich habe endlich die Fotos aus {city} sortiert. Den Link zum Ordner findest du unten.",
                       "Anbei ein paar meiner Lieblingsbilder vom Wochenende."],
                 more=["Du kannst sie gern an {friend} weiterleiten.", "Sag Bescheid, wenn du welche ausgedruckt haben willst."]),
            dict(s=["Alles Gute zum Geburtstag!", "Geburtstagsfeier am {date}", "Zum Geburtstag"],
                 lead=["Alles Liebe zum Geburtstag! Lass dich heute ordentlich feiern.", "Ich plane eine kleine Überraschung für {friend} am {date} - bist du dabei?"],
                 more=["Dein Geschenk ist unterwegs.", "Wir treffen uns um {time} bei mir."]),
        ],
        work=[
            dict(s=["Entwurf {project} - Feedback?", "Termin am {day}", "Kurze Abstimmung zu {project}", "Angebot"],
                 lead=["anbei der aktuelle Entwurf für {project}. Kannst du bis {day} einmal drüberschauen?",
                       "können wir unseren Termin am {day} auf {time} verschieben? Mir ist ein Kundentermin dazwischengekommen.",
                       "kurzes Update zu {project}: Wir liegen etwa eine Woche hinter dem Plan, hauptsächlich wegen der Lieferverzögerung."],
                 more=["Abschnitt 3 ist noch nicht ganz rund.", "Gern können wir das auch kurz telefonisch besprechen.", "Die Deadline auf unserer Seite ist der {date}.",
                       "Ich schicke eine neue Einladung."]),
        ],
        service=[dict(s=["Wartung am {day}", "Ihre Wohnung", "Handwerkertermin"],
                      lead=["der Techniker kommt am {day} zwischen {time} und {time2} für die Heizungswartung. Bitte sorgen Sie dafür, dass jemand zu Hause ist.",
                            "wie besprochen beträgt der Kostenvoranschlag {big_amount} inklusive Material."],
                      more=["Bei Fragen erreichen Sie mich telefonisch.", "Vielen Dank für Ihr Verständnis."])],
        sale=[dict(s=["Sale bei {shop}!", "Hast du das gesehen?", "Zelt im Angebot"],
                   lead=["Hast du gesehen, dass {shop} gerade {pct}% auf alles gibt? Ich überlege, endlich das Zelt zu kaufen. Wollen wir uns eins teilen?"],
                   more=["Der Code aus dem Newsletter war {code}.", "Sag bis {day} Bescheid."])],
        fwd=["Schau mal, wäre das nicht was für dich?", "Das Angebot, von dem ich erzählt habe.", "FYI", ""],
        oneliners=["Passt, bis dann!", "Danke dir!", "Ja, {day} klappt.", "Bin in 10 Minuten da.", "Super, danke!", "Kannst du mich kurz anrufen?"],
        re="AW: |Re: ", fw="WG: "),
    promotions=dict(
        greet=["Hallo {first},", "Liebe Kundin, lieber Kunde,", ""],
        subj=["Nur heute: {pct}% auf alles", "{emoji} Sale: bis zu {pct}% Rabatt", "Neu eingetroffen: unsere Herbstkollektion", "{first}, Ihr persönlicher Gutschein",
              "Letzte Chance: {pct}% Rabatt", "Gratis Versand das ganze Wochenende", "Wir vermissen Sie!", "Ihr Code {code} läuft bald ab"],
        intro=["Nur für kurze Zeit: {pct}% Rabatt auf ausgewählte Artikel mit dem Code {code}.", "Unser großer Sale ist da - sparen Sie bis zu {pct}%.",
               "Entdecken Sie die neuesten Produkte unserer Kollektion.", "Als Dankeschön für Ihre Treue schenken wir Ihnen {small_amount}."],
        more=["Gültig bis {date}.", "Kostenloser Rückversand innerhalb von 30 Tagen.", "Nur solange der Vorrat reicht.", "Nicht mit anderen Aktionen kombinierbar."],
        btn=["Jetzt shoppen", "Zum Sale", "Gutschein einlösen", "Mehr entdecken"],
        foot=["Sie erhalten diese E-Mail, weil Sie sich für unseren Newsletter angemeldet haben.", "{brand} GmbH · {street}straße {nn} · Berlin",
              "Impressum | Datenschutz"],
        unsub="Newsletter abbestellen"),
    updates=_upd(
        ["Hallo {first},", "Guten Tag,", "Sehr geehrte Kundin, sehr geehrter Kunde,"],
        ["Menge", "Bestellnummer", "Gesamt", "Versanddienstleister", "Sendungsnummer", "Datum", "Zahlungsart", "Gerät", "Ort", "Wann", "Organisator"],
        dict(confirm=(["Ihre Bestellung {order}", "Bestellbestätigung", "Vielen Dank für Ihre Bestellung!"], ["Wir haben Ihre Bestellung erhalten und bereiten sie für den Versand vor."]),
             shipped=(["Ihre Bestellung wurde versandt", "Ihr Paket ist unterwegs"], ["Ihr Paket ist mit {carrier} unterwegs. Sendungsnummer: {track}."]),
             delivered=(["Ihr Paket wurde zugestellt"], ["Ihr Paket wurde am {pastdate} zugestellt."]),
             refund=(["Ihre Erstattung über {amount}"], ["Wir haben {amount} auf Ihre ursprüngliche Zahlungsmethode erstattet."])),
        dict(statement=(["Ihr Kontoauszug ist verfügbar"], ["Ihr neuer Kontoauszug für das Konto mit Endung {last4} steht im Online-Banking bereit."]),
             txn=(["Kartenzahlung: {amount} bei {merchant}"], ["Mit Ihrer Karte mit Endung {last4} wurde eine Zahlung über {amount} getätigt."]),
             bill=(["Ihre Rechnung für {month}", "Ihre Rechnung ist da"], ["Ihre Rechnung über {amount} ist am {date} fällig."])),
        dict(signin=(["Neue Anmeldung bei {svc}", "Sicherheitshinweis: neue Anmeldung"], ["Wir haben eine neue Anmeldung bei Ihrem {svc}-Konto festgestellt."]),
             code=(["Ihr Bestätigungscode: {otp}"], ["Ihr Code lautet {otp}. Er ist 10 Minuten gültig."]),
             reset=(["Passwort zurücksetzen"], ["Wir haben eine Anfrage zum Zurücksetzen Ihres Passworts erhalten."]),
             pwchanged=(["Ihr Passwort wurde geändert"], ["Das Passwort für Ihr {svc}-Konto wurde am {pastdate} geändert."])),
        dict(invite=(["Einladung: {event} @ {when}"], ["{org} hat Sie zu diesem Termin eingeladen."]),
             reminder=(["Erinnerung: {event} @ {when}"], ["Dies ist eine Erinnerung an folgenden Termin."]),
             cancelled=(["Abgesagt: {event}"], ["Dieser Termin wurde abgesagt."])),
        ["Teammeeting", "Zahnarzt", "Elternabend", "Projektbesprechung {project}", "Jour fixe", "Mittagessen mit {friend}"],
        ["Bestellung ansehen", "Sendung verfolgen"], ["Dies ist eine automatisch erstellte E-Mail. Bitte antworten Sie nicht darauf.", "Bei Fragen hilft Ihnen unser Kundenservice."],
        ["Zum Online-Banking", "Jetzt anmelden"], ["Wir fragen Sie niemals per E-Mail nach Ihrer PIN."], ["Passwort zurücksetzen"],
        ["Wenn Sie das waren, müssen Sie nichts weiter tun.", "Falls Sie das nicht waren, ändern Sie bitte umgehend Ihr Passwort."],
        ["Einladung aus dem Kalender. Sie erhalten diese E-Mail, weil Sie Teilnehmer dieses Termins sind."], ["Ja", "Vielleicht", "Nein"]),
    social=dict(
        hi=["Hallo {first},"],
        subj=dict(message=["{friend_name} hat dir eine Nachricht gesendet", "Neue Nachricht von {friend_name}"],
                  comment=["{friend_name} hat deinen Beitrag kommentiert"], like=["{friend_name} gefällt dein Beitrag"],
                  follow=["{friend_name} folgt dir jetzt"], friend=["{friend_name} hat dir eine Freundschaftsanfrage gesendet"],
                  birthday=["{friend_name} hat heute Geburtstag"], connect=["{friend_name} möchte sich mit Ihnen vernetzen"],
                  kudos=["{friend_name} hat dir Kudos gegeben"], event=["{friend_name} hat dich zu einer Veranstaltung eingeladen"],
                  digest=["Deine Wochenübersicht", "Das hast du auf {network} verpasst"]),
        body=dict(message=["{friend_name} schreibt:"], comment=["{friend_name} hat kommentiert:"], like=["{friend_name} gefällt dein Beitrag."],
                  follow=["{friend_name} (@{handle}) folgt dir jetzt."], friend=["Ihr habt {n} gemeinsame Freunde."], birthday=["Gratuliere {friend_name} zum Geburtstag!"],
                  connect=["{friend_name} ({headline}) möchte sich mit Ihnen vernetzen."], kudos=["{friend_name} hat deiner Aktivität Kudos gegeben."],
                  event=["{friend_name} hat dich eingeladen: am {date} um {time}."], digest=["Hier ist, was du diese Woche verpasst hast."]),
        msgs=["Hey, lange nicht gesehen! Wie geht's dir?", "Kommst du am Samstag?", "Tolle Fotos aus {city}!", "Herzlichen Glückwunsch zum neuen Job!", "Super Lauf heute!"],
        btn={"_": ["Ansehen", "Antworten", "Profil ansehen"]},
        foot=["Diese E-Mail wurde an {email} gesendet. Benachrichtigungen abbestellen.", "Einstellungen für Benachrichtigungen ändern"]),
    forums=dict(
        greet=["Hallo zusammen,", "Hallo Liste,", "Moin,", ""], re="Re: ",
        digest_subj="{list} Sammelmail, Band VOL, Eintrag ISS",
        digest_intro="Beiträge für die Liste {list} senden Sie bitte an\n\t{post}\n\nUm sich von der Liste abzumelden, besuchen Sie\n\thttps://{host}/mailman/listinfo/{list}",
        forum_digest="Seit deinem letzten Besuch",
        kinds=dict(
            hobby=dict(lists=["{club}", "{club}-mitglieder"], desc=["{Club} Mitgliederliste", "Diskussionsliste {Club}"],
                       subj=["Ausfahrt am {day}", "Beobachtungsabend am {date}", "Verkaufe Teleskop", "Protokoll der Mitgliederversammlung", "Anfängerfrage"],
                       lead=["Am {day} fahren wir eine Runde von ca. {n}0 km. Treffpunkt {time} am Bahnhof.", "Für den {date} ist klarer Himmel vorhergesagt, die Sternwarte ist ab {time} geöffnet.",
                             "Anbei das Protokoll der letzten Versammlung. Wichtigster Punkt: Wir suchen eine neue Kassenwartin."],
                       more=["Alle sind willkommen.", "Bitte gebt kurz Bescheid, wer mitkommt.", "Danke an {friend} für die Organisation."],
                       replies=["Ich bin dabei!", "Danke für den Bericht.", "Kann leider nicht, nächstes Mal gern.", "Gibt es eine Mitfahrgelegenheit?"]),
            community=dict(lists=["{street}-nachbarn", "verein-{club}"], desc=["Nachbarschaft {Street}", "Vereinsliste"],
                           subj=["Straßenfest - Planung", "Sperrmüll am {day}", "Katze entlaufen", "Einladung zur Jahreshauptversammlung", "Helfer gesucht"],
                           lead=["Wir planen wieder ein Straßenfest und suchen Helferinnen und Helfer.", "Die Jahreshauptversammlung findet am {date} um {time} statt.",
                                 "Unsere graue Katze ist seit gestern verschwunden. Bitte meldet euch, wenn ihr sie seht."],
                           more=["Kuchenspenden sind willkommen.", "Bitte leitet das an eure Nachbarn weiter."],
                           replies=["Ich helfe gern beim Aufbau.", "Danke fürs Organisieren!", "Habe sie heute Morgen im Park gesehen."])),
    ),
)

I18N["fr"] = dict(
    primary=dict(
        greet=["Salut {first},", "Bonjour {first},", "Coucou {first} !", "Bonsoir {first},", "Hello {first},"],
        open=["J'espère que tu vas bien.", "Désolé pour la réponse tardive !", "Petite question :", "Ça fait longtemps !", "Merci encore pour {le dîner|ton aide|samedi} !", ""],
        close=["Dis-moi ce que tu en penses.", "Rien ne presse.", "Tiens-moi au courant.", "À bientôt !", "Bises à {friend}.", ""],
        sign=["Bises,", "Bisous,", "À plus,", "Bien à toi,", "Amitiés,", "Cordialement,", "Belle journée,"],
        personal=[
            dict(s=["Dîner {day} ?", "On se fait un resto ?", "Apéro {day} ?"],
                 lead=["Tu es libre {day} ? {friend} et moi pensions aller au {place} vers {time}. Viens avec nous !",
                       "Ça fait une éternité qu'on n'a pas dîné ensemble. {day}, ça te dit ?"],
                 more=["Sinon {day2} me va aussi.", "Je réserve dès que tu me confirmes.", "C'est moi qui invite cette fois."]),
            dict(s=["Ta visite le {date}", "Le week-end prochain", "Chambre d'amis prête !"],
                 lead=["On a hâte de te voir le {date} ! La chambre d'amis est prête.", "Tu viens toujours le {date} ? Dis-moi ton heure d'arrivée, je viendrai te chercher à la gare."],
                 more=["S'il fait beau, on pourra aller marcher samedi.", "{kid} demande tous les jours quand tu arrives."]),
            dict(s=["Un petit service", "Tu peux m'aider ?", "Déménagement"],
                 lead=["Tu aurais encore {ta perceuse|ton échelle|ta tente} ? On refait enfin la salle de bain ce week-end.",
                       "Tu pourrais m'aider pour le déménagement {day} ? Pizza et bière offertes !"],
                 more=["Je te le rends vite, promis.", "Pas de souci si ça ne t'arrange pas."]),
            dict(s=["Photos de {city}", "Les photos !"], lead=["J'ai enfin trié les photos de {city}. Le lien est ci-dessous."],
                 more=["Tu peux les partager avec {friend}.", "Dis-moi si tu en veux en tirage."]),
        ],
        work=[dict(s=["Projet {project} - retours ?", "Réunion {day}", "Point rapide sur {project}", "Devis"],
                   lead=["Ci-joint la dernière version du document pour {project}. Pourrais-tu y jeter un œil avant {day} ?",
                         "Serait-il possible de décaler notre réunion de {day} à {time} ?", "Petit point sur {project} : nous avons environ une semaine de retard."],
                   more=["N'hésite pas si tu as des questions.", "Je t'envoie une nouvelle invitation.", "La date limite est le {date}."])],
        service=[dict(s=["Intervention {day}", "Votre devis"], lead=["Le technicien passera {day} entre {time} et {time2}. Merci de vous assurer que quelqu'un soit présent.",
                                                                      "Comme convenu, le devis s'élève à {big_amount} TTC."], more=["Je reste à votre disposition.", "Bien cordialement."])],
        sale=[dict(s=["Soldes chez {shop} !", "Tu as vu ça ?"], lead=["Tu as vu que {shop} fait -{pct}% sur tout ce week-end ? Je pense enfin acheter la tente. On partage ?"],
                   more=["Le code de la newsletter était {code}."])],
        fwd=["Regarde, ça pourrait t'intéresser.", "C'est l'offre dont je te parlais.", ""],
        oneliners=["Ça marche, à tout à l'heure !", "Merci !", "Oui, {day} ça me va.", "J'arrive dans 10 minutes.", "Parfait, merci beaucoup."],
        re="Re: |RE: ", fw="Fwd: |TR: "),
    promotions=dict(
        greet=["Bonjour {first},", ""],
        subj=["-{pct}% sur tout, aujourd'hui seulement", "{emoji} Les soldes commencent !", "Nouveautés : la collection d'automne", "{first}, un cadeau pour vous",
              "Dernière chance : -{pct}%", "Livraison offerte tout le week-end", "Votre code {code} expire bientôt"],
        intro=["Profitez de -{pct}% sur une sélection d'articles avec le code {code}.", "Nos soldes sont là : jusqu'à -{pct}% sur vos articles préférés.",
               "Découvrez les nouveautés de la saison."],
        more=["Offre valable jusqu'au {date}.", "Retours gratuits sous 30 jours.", "Dans la limite des stocks disponibles."],
        btn=["J'en profite", "Découvrir", "Voir la sélection"],
        foot=["Vous recevez cet e-mail car vous êtes inscrit à notre newsletter.", "{brand} SAS, {nn} rue de la République, Lyon"],
        unsub="Se désinscrire"),
    updates=_upd(
        ["Bonjour {first},", "Bonjour,"],
        ["Qté", "Numéro de commande", "Total", "Transporteur", "Numéro de suivi", "Date", "Moyen de paiement", "Appareil", "Lieu", "Quand", "Organisateur"],
        dict(confirm=(["Confirmation de votre commande {order}", "Merci pour votre commande !"], ["Nous avons bien reçu votre commande et la préparons."]),
             shipped=(["Votre commande a été expédiée", "Votre colis est en route"], ["Votre colis a été remis à {carrier}. Numéro de suivi : {track}."]),
             delivered=(["Votre colis a été livré"], ["Votre colis a été livré le {pastdate}."])),
        dict(statement=(["Votre relevé de compte est disponible"], ["Votre relevé du mois est disponible dans votre espace client."]),
             bill=(["Votre facture de {month}", "Votre facture est disponible"], ["Le montant de {amount} sera prélevé le {date}."])),
        dict(signin=(["Nouvelle connexion à votre compte {svc}"], ["Une nouvelle connexion à votre compte a été détectée."]),
             code=(["Votre code de vérification : {otp}"], ["Votre code est {otp}. Il expire dans 10 minutes."]),
             reset=(["Réinitialisation de votre mot de passe"], ["Nous avons reçu une demande de réinitialisation de votre mot de passe."])),
        dict(invite=(["Invitation : {event} @ {when}"], ["{org} vous a invité à cet événement."]), reminder=(["Rappel : {event} @ {when}"], ["Ceci est un rappel."])),
        ["Réunion d'équipe", "Dentiste", "Point {project}", "Déjeuner avec {friend}"],
        ["Voir ma commande", "Suivre mon colis"], ["Ceci est un message automatique, merci de ne pas y répondre."], ["Accéder à mon espace"],
        ["Nous ne vous demanderons jamais votre mot de passe par e-mail."], ["Réinitialiser le mot de passe"],
        ["Si c'était vous, aucune action n'est nécessaire.", "Si ce n'était pas vous, changez votre mot de passe immédiatement."],
        ["Invitation envoyée depuis l'agenda."], ["Oui", "Peut-être", "Non"]),
    social=dict(
        hi=["Bonjour {first},"],
        subj=dict(message=["{friend_name} vous a envoyé un message"], comment=["{friend_name} a commenté votre publication"], like=["{friend_name} aime votre publication"],
                  follow=["{friend_name} vous suit"], friend=["{friend_name} vous a envoyé une invitation"], birthday=["C'est l'anniversaire de {friend_name}"],
                  digest=["Votre résumé de la semaine"], event=["{friend_name} vous invite à un événement"]),
        body=dict(message=["{friend_name} a écrit :"], comment=["{friend_name} a commenté :"], like=["{friend_name} aime votre publication."], follow=["@{handle} vous suit désormais."],
                  friend=["Vous avez {n} amis en commun."], birthday=["Souhaitez-lui un joyeux anniversaire !"], digest=["Voici ce que vous avez manqué."],
                  event=["Le {date} à {time}."]),
        msgs=["Coucou ! Ça fait longtemps, comment vas-tu ?", "Tu viens samedi ?", "Superbes photos de {city} !", "Félicitations pour le nouveau poste !"],
        btn={"_": ["Voir", "Répondre"]}, foot=["Cet e-mail a été envoyé à {email}. Se désabonner."]),
    forums=dict(
        greet=["Bonjour à tous,", "Salut la liste,", ""], re="Re: ", digest_subj="Digest {list}, Vol VOL, Parution ISS",
        digest_intro="Envoyez vos messages pour la liste {list} à\n\t{post}\n\nPour vous désabonner, rendez-vous sur\n\thttps://{host}/mailman/listinfo/{list}",
        forum_digest="Depuis votre dernière visite",
        kinds=dict(
            hobby=dict(lists=["{club}", "{club}-membres"], desc=["Liste des membres {Club}"],
                       subj=["Sortie {day}", "Soirée d'observation le {date}", "Compte rendu de l'assemblée", "À vendre : vélo de route"],
                       lead=["Sortie de {n}0 km prévue {day}, rendez-vous à {time} devant la gare.", "Ciel dégagé annoncé le {date} : l'observatoire sera ouvert dès {time}."],
                       more=["Tout le monde est bienvenu.", "Merci de répondre à la liste si vous venez."],
                       replies=["Je serai là !", "Merci pour le compte rendu.", "Pas dispo cette fois, désolé."]),
            tech=dict(lists=["{proj}-fr", "{proj}-utilisateurs"], desc=["Liste francophone {Proj}"],
                      subj=["Problème de compilation sous {os}", "[ANN] {Proj} {ver} est sorti", "Question sur la configuration"],
                      lead=["J'essaie de compiler {Proj} {ver} sous {os} mais j'obtiens l'erreur « {err} ». Une idée ?", "Nous avons le plaisir d'annoncer la sortie de {Proj} {ver}."],
                      more=["Merci d'avance pour votre aide.", "Les notes de version sont en ligne."],
                      replies=["Même problème ici, je n'ai pas encore trouvé.", "Essaie avec l'option --verbose.", "Merci, c'est corrigé dans la branche principale."]))),
)

I18N["es"] = dict(
    primary=dict(
        greet=["Hola {first}:", "¡Hola {first}!", "Buenos días, {first}:", "Buenas, {first}:", "Hola, {first},"],
        open=["Espero que estés bien.", "¡Perdona por tardar en contestar!", "Una pregunta rápida:", "¡Cuánto tiempo!", ""],
        close=["Dime qué te parece.", "Sin prisa.", "Ya me cuentas.", "¡Hasta pronto!", "Saludos a {friend}.", ""],
        sign=["Un abrazo,", "Besos,", "Saludos,", "Un saludo,", "¡Nos vemos!", "Abrazos,"],
        personal=[
            dict(s=["¿Cenamos el {day}?", "¿Quedamos?", "Plan para el {day}"],
                 lead=["¿Estás libre el {day}? {friend} y yo queremos ir a {place} sobre las {time}. ¡Vente!", "Hace siglos que no cenamos juntos. ¿Qué tal el {day}?"],
                 more=["Si no te va bien, el {day2} también me sirve.", "Reservo en cuanto me confirmes.", "Esta vez invito yo."]),
            dict(s=["Tu visita el {date}", "¡Ya queda poco!"], lead=["¡Qué ganas de verte el {date}! La habitación de invitados ya está lista."],
                 more=["Si hace buen tiempo podemos ir de excursión el sábado.", "Dime a qué hora llegas y te recojo en la estación."]),
            dict(s=["Fotos de {city}", "¡Las fotos!"], lead=["Por fin he ordenado las fotos de {city}. Te paso el enlace abajo."], more=["Compártelas con {friend} si quieres."]),
            dict(s=["Un favor", "¿Me ayudas con la mudanza?"], lead=["¿Me podrías ayudar con la mudanza el {day}? Pizza y cerveza incluidas."],
                 more=["Empezamos a las {time}.", "No pasa nada si no puedes."]),
        ],
        work=[dict(s=["Borrador {project}", "Reunión del {day}", "Actualización de {project}"],
                   lead=["Te adjunto el último borrador de {project}. ¿Podrías revisarlo antes del {day}?", "¿Podemos mover la reunión del {day} a las {time}?",
                         "Breve actualización de {project}: vamos con una semana de retraso por el proveedor."],
                   more=["Quedo atento a tus comentarios.", "Te mando una nueva convocatoria.", "La fecha límite es el {date}."])],
        service=[dict(s=["Presupuesto", "Visita del técnico"], lead=["Como hablamos, el presupuesto asciende a {big_amount} con materiales incluidos.",
                                                                       "El técnico pasará el {day} entre las {time} y las {time2}."], more=["Cualquier duda, me llama."])],
        sale=[dict(s=["¡Rebajas en {shop}!", "¿Has visto esto?"], lead=["¿Has visto que {shop} tiene un {pct}% de descuento en todo? Estoy pensando en comprar la tienda de campaña. ¿La compartimos?"],
                   more=["El código era {code}."])],
        fwd=["Mira esto, ¿no era lo que buscabas?", "La oferta que te comenté.", ""],
        oneliners=["¡Perfecto, nos vemos!", "¡Gracias!", "Sí, el {day} me va bien.", "Llego en 10 minutos.", "Genial, gracias."],
        re="RE: |Re: ", fw="RV: |Fwd: "),
    promotions=dict(
        greet=["Hola {first},", ""],
        subj=["Solo hoy: {pct}% de descuento en todo", "{emoji} ¡Empiezan las rebajas!", "Novedades de temporada", "{first}, un regalo para ti",
              "Última oportunidad: -{pct}%", "Envío gratis todo el fin de semana"],
        intro=["Disfruta de un {pct}% de descuento con el código {code}.", "Nuestras rebajas ya están aquí: hasta un {pct}% en tus favoritos."],
        more=["Oferta válida hasta el {date}.", "Devoluciones gratuitas en 30 días.", "Hasta agotar existencias."],
        btn=["Comprar ahora", "Ver ofertas", "Descubrir"], foot=["Recibes este correo porque te suscribiste a nuestra newsletter.", "{brand} S.L., Calle Mayor {nn}, Madrid"],
        unsub="Darse de baja"),
    updates=_upd(
        ["Hola {first}:", "Hola,"],
        ["Cant.", "Número de pedido", "Total", "Transportista", "Número de seguimiento", "Fecha", "Método de pago", "Dispositivo", "Ubicación", "Cuándo", "Organizador"],
        dict(confirm=(["Confirmación de tu pedido {order}", "¡Gracias por tu compra!"], ["Hemos recibido tu pedido y lo estamos preparando."]),
             shipped=(["Tu pedido ha sido enviado", "Tu paquete está en camino"], ["Tu paquete viaja con {carrier}. Número de seguimiento: {track}."])),
        dict(txn=(["Compra con tarjeta: {amount} en {merchant}"], ["Se ha realizado un cargo de {amount} con tu tarjeta terminada en {last4}."]),
             bill=(["Tu factura de {month}"], ["El importe de {amount} se cargará el {date}."])),
        dict(signin=(["Nuevo inicio de sesión en {svc}"], ["Hemos detectado un nuevo inicio de sesión en tu cuenta."]),
             code=(["Tu código de verificación es {otp}"], ["Tu código es {otp}. Caduca en 10 minutos."])),
        dict(invite=(["Invitación: {event} @ {when}"], ["{org} te ha invitado a este evento."])),
        ["Reunión de equipo", "Dentista", "Comida con {friend}"],
        ["Ver pedido", "Seguir envío"], ["Este es un mensaje automático, por favor no respondas."], ["Acceder a mi cuenta"],
        ["Nunca te pediremos tu contraseña por correo."], ["Restablecer contraseña"], ["Si fuiste tú, no tienes que hacer nada."],
        ["Invitación enviada desde el calendario."], ["Sí", "Quizás", "No"]),
    social=dict(
        hi=["Hola {first}:"],
        subj=dict(message=["{friend_name} te ha enviado un mensaje"], comment=["{friend_name} ha comentado tu publicación"], like=["A {friend_name} le gusta tu publicación"],
                  follow=["{friend_name} ha empezado a seguirte"], birthday=["Hoy es el cumpleaños de {friend_name}"], match=["¡Tienes un nuevo match!"],
                  digest=["Tu resumen semanal"]),
        body=dict(message=["{friend_name} escribió:"], comment=["{friend_name} comentó:"], like=["A {friend_name} le gusta tu publicación."], follow=["@{handle} te sigue."],
                  birthday=["¡Felicítale!"], match=["A {friend_first} y a ti os gustáis. ¡Salúdale!"], digest=["Esto es lo que te perdiste."]),
        msgs=["¡Hola! ¿Qué tal todo?", "¿Vienes el sábado?", "¡Qué fotos tan bonitas de {city}!", "¡Enhorabuena por el nuevo trabajo!"],
        btn={"_": ["Ver", "Responder"]}, foot=["Este correo se envió a {email}. Cancelar suscripción."]),
    forums=dict(
        greet=["Hola a todos,", "Buenas,", ""], re="Re: ", digest_subj="Resumen de {list}, Vol VOL, Número ISS",
        digest_intro="Envíe los mensajes para la lista {list} a\n\t{post}\n\nPara darse de baja visite\n\thttps://{host}/mailman/listinfo/{list}",
        forum_digest="Desde tu última visita",
        kinds=dict(
            community=dict(lists=["vecinos-{street}", "ampa-{club}"], desc=["Vecinos de {Street}", "AMPA"],
                           subj=["Fiesta del barrio", "Corte de agua el {day}", "Se busca gato perdido", "Asamblea el {date}"],
                           lead=["Os recuerdo que la asamblea será el {date} a las {time} en el local.", "Mañana {day} habrá corte de agua de {time} a {time2}."],
                           more=["Gracias a todos.", "Reenviadlo a quien no esté en la lista."],
                           replies=["Allí estaré.", "¡Gracias por avisar!", "Yo puedo ayudar con la organización."]),
            tech=dict(lists=["{proj}-es"], desc=["Lista hispana de {Proj}"], subj=["Error al compilar en {os}", "[ANUNCIO] {Proj} {ver}"],
                      lead=["Intento compilar {Proj} {ver} en {os} pero obtengo «{err}». ¿Alguna idea?", "Nos complace anunciar {Proj} {ver}."],
                      more=["Gracias de antemano."], replies=["A mí me pasó lo mismo.", "Prueba con --verbose y pega la salida."]))),
)

I18N["pt"] = dict(
    primary=dict(
        greet=["Oi {first},", "Olá {first},", "Oi {first}!", "Olá, {first}!", "E aí, {first}?"],
        open=["Espero que esteja tudo bem.", "Desculpa a demora!", "Pergunta rápida:", "Quanto tempo!", ""],
        close=["Me fala o que acha.", "Sem pressa.", "Me avisa!", "Até logo!", "Manda um abraço pro {friend}.", ""],
        sign=["Abraços,", "Beijos,", "Um abraço,", "Até mais,", "Att.,", "Bjs,"],
        personal=[
            dict(s=["Jantar {day}?", "Bora sair?", "Plano pro {day}"],
                 lead=["Você está livre {day}? Eu e {friend} pensamos em ir ao {place} lá pelas {time}. Vem com a gente!", "Faz séculos que não jantamos juntos. Que tal {day}?"],
                 more=["Se não der, {day2} também serve.", "Eu reservo assim que você confirmar."]),
            dict(s=["Sua visita dia {date}", "Fotos de {city}"], lead=["Mal posso esperar pra te ver dia {date}! O quarto de hóspedes já está pronto.",
                                                                         "Finalmente organizei as fotos de {city}. O link está aqui embaixo."],
                 more=["Se fizer sol, podemos fazer uma trilha no sábado.", "Pode compartilhar com {friend}."]),
        ],
        work=[dict(s=["Rascunho do {project}", "Reunião de {day}"], lead=["Segue em anexo o rascunho do {project}. Consegue revisar até {day}?", "Podemos passar a reunião de {day} para as {time}?"],
                   more=["Fico no aguardo.", "Vou mandar um novo convite.", "O prazo é dia {date}."])],
        service=[dict(s=["Orçamento"], lead=["Conforme conversamos, o orçamento fica em {big_amount} com material incluso."], more=["Qualquer dúvida, estou à disposição."])],
        sale=[dict(s=["Promoção na {shop}!"], lead=["Viu que a {shop} está com {pct}% de desconto em tudo? Tô pensando em comprar a barraca. Vamos dividir?"], more=["O cupom era {code}."])],
        fwd=["Olha isso, não era o que você queria?", ""],
        oneliners=["Combinado, até lá!", "Valeu!", "Sim, {day} dá certo.", "Chego em 10 minutos.", "Perfeito, obrigado."],
        re="Re: |RES: ", fw="Fwd: |ENC: "),
    promotions=dict(
        greet=["Olá {first},", ""],
        subj=["Só hoje: {pct}% OFF em tudo", "{emoji} Começou a liquidação!", "Novidades da estação", "{first}, um presente pra você", "Frete grátis no fim de semana"],
        intro=["Aproveite {pct}% de desconto com o cupom {code}.", "Nossa liquidação chegou: até {pct}% OFF."],
        more=["Válido até {date}.", "Troca grátis em 30 dias.", "Enquanto durarem os estoques."],
        btn=["Comprar agora", "Ver ofertas", "Aproveitar"], foot=["Você recebeu este e-mail porque se cadastrou em nosso site.", "{brand} Ltda., São Paulo - SP"],
        unsub="Descadastrar"),
    updates=_upd(
        ["Olá {first},", "Olá,"],
        ["Qtd.", "Número do pedido", "Total", "Transportadora", "Código de rastreio", "Data", "Forma de pagamento", "Dispositivo", "Local", "Quando", "Organizador"],
        dict(confirm=(["Pedido {order} confirmado", "Obrigado pela sua compra!"], ["Recebemos seu pedido e já estamos preparando o envio."]),
             shipped=(["Seu pedido foi enviado", "Seu pacote está a caminho"], ["Seu pacote está com a {carrier}. Código de rastreio: {track}."])),
        dict(txn=(["Compra aprovada: {amount} em {merchant}"], ["Uma compra de {amount} foi feita com seu cartão final {last4}."]),
             bill=(["Sua fatura de {month} chegou"], ["Sua fatura no valor de {amount} vence em {date}."])),
        dict(signin=(["Novo acesso à sua conta {svc}"], ["Detectamos um novo acesso à sua conta."]), code=(["Seu código de verificação: {otp}"], ["Use o código {otp}. Ele expira em 10 minutos."])),
        dict(invite=(["Convite: {event} @ {when}"], ["{org} convidou você para este evento."])),
        ["Reunião de equipe", "Dentista", "Almoço com {friend}"],
        ["Ver pedido", "Rastrear pedido"], ["Este é um e-mail automático. Por favor, não responda."], ["Acessar minha conta"],
        ["Nunca pedimos sua senha por e-mail."], ["Redefinir senha"], ["Se foi você, não precisa fazer nada."], ["Convite enviado pela agenda."], ["Sim", "Talvez", "Não"]),
    social=dict(
        hi=["Olá {first},"],
        subj=dict(message=["{friend_name} enviou uma mensagem para você"], comment=["{friend_name} comentou na sua publicação"], like=["{friend_name} curtiu sua publicação"],
                  follow=["{friend_name} começou a seguir você"], birthday=["Hoje é aniversário de {friend_name}"], digest=["Seu resumo da semana"]),
        body=dict(message=["{friend_name} escreveu:"], comment=["{friend_name} comentou:"], like=["{friend_name} curtiu sua publicação."], follow=["@{handle} agora segue você."],
                  birthday=["Deseje um feliz aniversário!"], digest=["Veja o que você perdeu."]),
        msgs=["Oi! Quanto tempo, tudo bem?", "Você vem no sábado?", "Que fotos lindas de {city}!", "Parabéns pelo novo emprego!"],
        btn={"_": ["Ver", "Responder"]}, foot=["Este e-mail foi enviado para {email}. Cancelar inscrição."]),
    forums=dict(
        greet=["Olá pessoal,", "Oi lista,", ""], re="Re: ", digest_subj="Resumo da lista {list}, Vol VOL, Edição ISS",
        digest_intro="Envie mensagens para a lista {list} para\n\t{post}\n\nPara cancelar a inscrição, visite\n\thttps://{host}/mailman/listinfo/{list}",
        forum_digest="Desde sua última visita",
        kinds=dict(hobby=dict(lists=["{club}", "{club}-membros"], desc=["Lista do {Club}"], subj=["Pedal de {day}", "Observação dia {date}", "Vendo bicicleta"],
                              lead=["Pedal de {n}0 km no {day}, saída às {time} da praça.", "Céu limpo previsto para o dia {date}; o observatório abre às {time}."],
                              more=["Todos são bem-vindos.", "Confirmem na lista, por favor."], replies=["Estou dentro!", "Valeu pelo relato.", "Dessa vez não vou conseguir."]))),
)

I18N["it"] = dict(
    primary=dict(
        greet=["Ciao {first},", "Ciao {first}!", "Buongiorno {first}!", "Buongiorno {first},", "Ehi {first},"],
        open=["Spero tu stia bene.", "Scusa il ritardo nella risposta!", "Domanda veloce:", "Quanto tempo!", ""],
        close=["Fammi sapere.", "Nessuna fretta.", "A presto!", "Salutami {friend}.", ""],
        sign=["Un abbraccio,", "Baci,", "A presto,", "Ciao,", "Saluti,", "Cordiali saluti,"],
        personal=[
            dict(s=["Cena {day}?", "Ci vediamo?"], lead=["Sei libero {day}? Io e {friend} pensavamo di andare da {place} verso le {time}. Vieni anche tu!"],
                 more=["Se non riesci, va bene anche {day2}.", "Prenoto appena mi confermi."]),
            dict(s=["Le foto di {city}", "La tua visita il {date}"], lead=["Finalmente ho sistemato le foto di {city}. Trovi il link qui sotto.",
                                                                           "Non vediamo l'ora di vederti il {date}! La camera degli ospiti è pronta."],
                 more=["Condividile pure con {friend}.", "Se fa bel tempo facciamo una gita sabato."]),
        ],
        work=[dict(s=["Bozza {project}", "Riunione di {day}"], lead=["Ti allego l'ultima bozza di {project}. Riesci a darci un'occhiata entro {day}?",
                                                                     "Possiamo spostare la riunione di {day} alle {time}?"], more=["Resto a disposizione.", "La scadenza è il {date}."])],
        service=[dict(s=["Preventivo"], lead=["Come d'accordo, il preventivo è di {big_amount} materiali inclusi."], more=["Per qualsiasi domanda mi chiami pure."])],
        sale=[dict(s=["Saldi da {shop}!"], lead=["Hai visto che {shop} fa il {pct}% di sconto su tutto? Pensavo di prendere finalmente la tenda. Facciamo a metà?"], more=["Il codice era {code}."])],
        fwd=["Guarda qui, non era quello che cercavi?", ""],
        oneliners=["Perfetto, a dopo!", "Grazie!", "Sì, {day} va bene.", "Arrivo tra 10 minuti.", "Ottimo, grazie mille."],
        re="R: |Re: ", fw="I: |Fwd: "),
    promotions=dict(
        greet=["Ciao {first},", ""],
        subj=["Solo oggi: -{pct}% su tutto", "{emoji} Iniziano i saldi!", "Nuovi arrivi di stagione", "{first}, un regalo per te", "Spedizione gratuita nel weekend"],
        intro=["Approfitta del {pct}% di sconto con il codice {code}.", "I nostri saldi sono arrivati: fino al -{pct}%."],
        more=["Offerta valida fino al {date}.", "Reso gratuito entro 30 giorni."], btn=["Acquista ora", "Scopri di più"],
        foot=["Ricevi questa email perché sei iscritto alla nostra newsletter.", "{brand} S.r.l., Via Roma {nn}, Milano"], unsub="Annulla l'iscrizione"),
    updates=_upd(
        ["Ciao {first},", "Gentile cliente,"],
        ["Qtà", "Numero ordine", "Totale", "Corriere", "Numero di tracciamento", "Data", "Metodo di pagamento", "Dispositivo", "Posizione", "Quando", "Organizzatore"],
        dict(confirm=(["Conferma ordine {order}", "Grazie per il tuo ordine!"], ["Abbiamo ricevuto il tuo ordine e lo stiamo preparando."]),
             shipped=(["Il tuo ordine è stato spedito"], ["Il pacco è stato affidato a {carrier}. Tracciamento: {track}."])),
        dict(statement=(["Il tuo estratto conto è disponibile"], ["Il nuovo estratto conto è disponibile nell'home banking."])),
        dict(signin=(["Nuovo accesso al tuo account {svc}"], ["Abbiamo rilevato un nuovo accesso al tuo account."]), reset=(["Reimposta la password"], ["Abbiamo ricevuto una richiesta di reimpostazione della password."])),
        dict(invite=(["Invito: {event} @ {when}"], ["{org} ti ha invitato a questo evento."])),
        ["Riunione di team", "Dentista", "Pranzo con {friend}"],
        ["Visualizza ordine", "Traccia spedizione"], ["Questa è un'email automatica, ti preghiamo di non rispondere."], ["Accedi"], ["Non ti chiederemo mai la password via email."],
        ["Reimposta password"], ["Se sei stato tu, non devi fare nulla."], ["Invito inviato dal calendario."], ["Sì", "Forse", "No"]),
    social=dict(
        hi=["Ciao {first},"],
        subj=dict(message=["{friend_name} ti ha inviato un messaggio"], comment=["{friend_name} ha commentato il tuo post"], like=["A {friend_name} piace il tuo post"],
                  follow=["{friend_name} ha iniziato a seguirti"], digest=["Il tuo riepilogo settimanale"]),
        body=dict(message=["{friend_name} ha scritto:"], comment=["{friend_name} ha commentato:"], like=["A {friend_name} piace il tuo post."], follow=["@{handle} ti segue."],
                  digest=["Ecco cosa ti sei perso."]),
        msgs=["Ciao! Quanto tempo, come stai?", "Vieni sabato?", "Bellissime foto di {city}!"], btn={"_": ["Visualizza", "Rispondi"]},
        foot=["Questa email è stata inviata a {email}. Annulla l'iscrizione."]),
    forums=dict(
        greet=["Ciao a tutti,", ""], re="Re: ", digest_subj="Digest di {list}, Vol VOL, Numero ISS",
        digest_intro="Inviate i messaggi per la lista {list} a\n\t{post}\n\nPer annullare l'iscrizione visitate\n\thttps://{host}/mailman/listinfo/{list}",
        forum_digest="Dalla tua ultima visita",
        kinds=dict(tech=dict(lists=["{proj}-it"], desc=["Lista italiana di {Proj}"], subj=["Errore di compilazione su {os}", "[ANN] Rilasciato {Proj} {ver}"],
                             lead=["Sto provando a compilare {Proj} {ver} su {os} ma ottengo «{err}». Qualche idea?", "Siamo lieti di annunciare {Proj} {ver}."],
                             more=["Grazie in anticipo."], replies=["Stesso problema anche qui.", "Prova con --verbose."]))),
)

I18N["nl"] = dict(
    primary=dict(
        greet=["Hoi {first},", "Hallo {first},", "Hey {first}!", "Beste {first},", "Lieve {first},"],
        open=["Hoop dat alles goed met je gaat.", "Sorry voor de late reactie!", "Snelle vraag:", "Lang niet gesproken!", ""],
        close=["Laat maar weten wat je denkt.", "Geen haast.", "Tot snel!", "Groetjes aan {friend}.", ""],
        sign=["Groetjes,", "Groet,", "Liefs,", "Met vriendelijke groet,", "Tot gauw,", "Gr.,"],
        personal=[
            dict(s=["Eten op {day}?", "Afspreken?"], lead=["Heb je {day} tijd? {friend} en ik willen rond {time} naar {place}. Ga je mee?"],
                 more=["Anders kan {day2} ook.", "Ik reserveer zodra je het laat weten."]),
            dict(s=["Foto's van {city}", "Hulp bij de verhuizing?"], lead=["Eindelijk de foto's van {city} gesorteerd. De link staat hieronder.",
                                                                         "Kun je {day} helpen met de verhuizing? Pizza en bier geregeld!"],
                 more=["Deel ze gerust met {friend}.", "We beginnen om {time}."]),
        ],
        work=[dict(s=["Concept {project}", "Overleg {day}"], lead=["In de bijlage het laatste concept voor {project}. Kun je er voor {day} naar kijken?",
                                                                   "Kunnen we het overleg van {day} naar {time} verschuiven?"], more=["Hoor graag van je.", "De deadline is {date}."])],
        service=[dict(s=["Offerte"], lead=["Zoals besproken bedraagt de offerte {big_amount} inclusief materiaal."], more=["Bij vragen hoor ik het graag."])],
        sale=[dict(s=["Uitverkoop bij {shop}!"], lead=["Zag je dat {shop} {pct}% korting geeft op alles? Ik denk erover die tent te kopen. Samen doen?"], more=["De code was {code}."])],
        fwd=["Kijk, is dit niet wat je zocht?", ""],
        oneliners=["Top, tot dan!", "Dank je!", "Ja, {day} is prima.", "Ben er over 10 minuten.", "Super, bedankt."],
        re="Re: |RE: ", fw="Fwd: |FW: "),
    promotions=dict(
        greet=["Hoi {first},", ""],
        subj=["Alleen vandaag: {pct}% korting op alles", "{emoji} De uitverkoop is begonnen!", "Nieuw binnen", "{first}, een cadeautje voor jou", "Gratis verzending dit weekend"],
        intro=["Profiteer van {pct}% korting met de code {code}.", "Onze sale is begonnen: tot {pct}% korting."],
        more=["Geldig t/m {date}.", "Gratis retourneren binnen 30 dagen."], btn=["Shop nu", "Bekijk de sale"],
        foot=["Je ontvangt deze e-mail omdat je je hebt aangemeld voor onze nieuwsbrief.", "{brand} B.V., Keizersgracht {nn}, Amsterdam"], unsub="Afmelden"),
    updates=_upd(
        ["Beste {first},", "Hallo {first},"],
        ["Aantal", "Bestelnummer", "Totaal", "Vervoerder", "Track & trace", "Datum", "Betaalmethode", "Apparaat", "Locatie", "Wanneer", "Organisator"],
        dict(confirm=(["Bevestiging van je bestelling {order}", "Bedankt voor je bestelling!"], ["We hebben je bestelling ontvangen en gaan ermee aan de slag."]),
             shipped=(["Je pakket is onderweg"], ["Je pakket is verzonden met {carrier}. Track & trace: {track}."])),
        dict(bill=(["Je factuur voor {month}"], ["Het bedrag van {amount} wordt op {date} afgeschreven."])),
        dict(signin=(["Nieuwe aanmelding bij {svc}"], ["Er is ingelogd op je account vanaf een nieuw apparaat."]), code=(["Je verificatiecode is {otp}"], ["Gebruik code {otp}. Deze verloopt over 10 minuten."])),
        dict(invite=(["Uitnodiging: {event} @ {when}"], ["{org} heeft je uitgenodigd voor deze afspraak."])),
        ["Teamoverleg", "Tandarts", "Lunch met {friend}"],
        ["Bestelling bekijken", "Volg je pakket"], ["Dit is een automatisch bericht. Je kunt hier niet op reageren."], ["Inloggen"], ["We vragen nooit om je wachtwoord per e-mail."],
        ["Wachtwoord opnieuw instellen"], ["Was jij dit? Dan hoef je niets te doen."], ["Uitnodiging verzonden vanuit de agenda."], ["Ja", "Misschien", "Nee"]),
    social=dict(
        hi=["Hoi {first},"],
        subj=dict(message=["{friend_name} heeft je een bericht gestuurd"], comment=["{friend_name} reageerde op je bericht"], follow=["{friend_name} volgt je nu"],
                  kudos=["{friend_name} gaf je kudos"], digest=["Je weekoverzicht"]),
        body=dict(message=["{friend_name} schreef:"], comment=["{friend_name} reageerde:"], follow=["@{handle} volgt je nu."], kudos=["Mooie {activity}!"], digest=["Dit heb je gemist."]),
        msgs=["Hé! Lang niet gezien, hoe is het?", "Kom je zaterdag?", "Mooie foto's van {city}!"], btn={"_": ["Bekijken", "Reageren"]},
        foot=["Deze e-mail is verzonden naar {email}. Afmelden."]),
    forums=dict(
        greet=["Hallo allemaal,", ""], re="Re: ", digest_subj="{list} Digest, Deel VOL, Nummer ISS",
        digest_intro="Berichten voor de lijst {list} stuur je naar\n\t{post}\n\nAfmelden kan via\n\thttps://{host}/mailman/listinfo/{list}",
        forum_digest="Sinds je laatste bezoek",
        kinds=dict(community=dict(lists=["buurt-{street}", "volkstuin-{club}"], desc=["Buurtlijst {Street}", "Volkstuinvereniging"],
                                  subj=["Buurtfeest", "Werkdag op de tuin {day}", "Kat vermist", "Ledenvergadering {date}"],
                                  lead=["Zaterdag is er weer een werkdag op de tuin, we beginnen om {time}.", "De ledenvergadering is op {date} om {time} in het clubhuis."],
                                  more=["Koffie staat klaar.", "Stuur dit gerust door naar buren."], replies=["Ik kom helpen!", "Bedankt voor het organiseren."]))),
)

I18N["sv"] = dict(
    primary=dict(
        greet=["Hej {first}!", "Hej {first},", "Hallå {first}!", "Tjena {first},", "Hej!"],
        open=["Hoppas allt är bra med dig.", "Förlåt för sent svar!", "Snabb fråga:", "Länge sedan!", ""],
        close=["Säg till vad du tycker.", "Ingen brådska.", "Hörs snart!", "Hälsa {friend}.", ""],
        sign=["Kram,", "Hälsningar,", "Mvh", "Vi hörs,", "Ha det bra,", "Med vänliga hälsningar,"],
        personal=[
            dict(s=["Middag på {day}?", "Ses snart?"], lead=["Är du ledig på {day}? {friend} och jag tänkte gå till {place} runt {time}. Häng med!"],
                 more=["Annars funkar {day2} också.", "Jag bokar bord när du har svarat."]),
            dict(s=["Bilder från {city}", "Hjälp med flytten?"], lead=["Äntligen har jag sorterat bilderna från {city}. Länken finns nedan.",
                                                                     "Kan du hjälpa till med flytten på {day}? Det blir pizza och öl!"],
                 more=["Dela gärna med {friend}.", "Vi börjar klockan {time}."]),
        ],
        work=[dict(s=["Utkast {project}", "Möte på {day}"], lead=["Bifogar senaste utkastet för {project}. Kan du titta på det före {day}?",
                                                                "Kan vi flytta mötet på {day} till {time}?"], more=["Hör av dig om du har frågor.", "Deadline är {date}."])],
        service=[dict(s=["Offert"], lead=["Som vi pratade om landar offerten på {big_amount} inklusive material."], more=["Hör av dig vid frågor."])],
        sale=[dict(s=["Rea hos {shop}!"], lead=["Såg du att {shop} har {pct}% rabatt på allt? Jag funderar på att köpa tältet. Ska vi dela?"], more=["Koden var {code}."])],
        fwd=["Kolla här, var det inte det här du letade efter?", ""],
        oneliners=["Toppen, vi ses!", "Tack!", "Ja, {day} funkar.", "Är där om 10 minuter.", "Perfekt, tack så mycket."],
        re="SV: |Re: ", fw="VB: |Fwd: "),
    promotions=dict(
        greet=["Hej {first},", ""],
        subj=["Endast idag: {pct}% på allt", "{emoji} Nu börjar rean!", "Nyheter för säsongen", "{first}, en present till dig", "Fri frakt hela helgen"],
        intro=["Passa på: {pct}% rabatt med koden {code}.", "Rean är här - upp till {pct}% rabatt."],
        more=["Gäller t.o.m. {date}.", "Fri retur inom 30 dagar."], btn=["Handla nu", "Till rean"],
        foot=["Du får det här mejlet eftersom du prenumererar på vårt nyhetsbrev.", "{brand} AB, Drottninggatan {nn}, Stockholm"], unsub="Avsluta prenumeration"),
    updates=_upd(
        ["Hej {first}!", "Hej,"],
        ["Antal", "Ordernummer", "Totalt", "Transportör", "Spårningsnummer", "Datum", "Betalsätt", "Enhet", "Plats", "När", "Arrangör"],
        dict(confirm=(["Orderbekräftelse {order}", "Tack för din beställning!"], ["Vi har tagit emot din beställning och packar den nu."]),
             shipped=(["Ditt paket är på väg"], ["Ditt paket har skickats med {carrier}. Spårningsnummer: {track}."])),
        dict(txn=(["Kortköp: {amount} hos {merchant}"], ["Ett köp på {amount} har gjorts med ditt kort som slutar på {last4}."])),
        dict(signin=(["Ny inloggning på ditt {svc}-konto"], ["Vi har upptäckt en ny inloggning på ditt konto."]), code=(["Din verifieringskod är {otp}"], ["Använd koden {otp}. Den gäller i 10 minuter."])),
        dict(invite=(["Inbjudan: {event} @ {when}"], ["{org} har bjudit in dig till den här händelsen."])),
        ["Teammöte", "Tandläkare", "Lunch med {friend}"],
        ["Visa order", "Spåra paket"], ["Detta är ett automatiskt meddelande och går inte att svara på."], ["Logga in"], ["Vi ber aldrig om ditt lösenord via e-post."],
        ["Återställ lösenord"], ["Om det var du behöver du inte göra något."], ["Inbjudan skickad från kalendern."], ["Ja", "Kanske", "Nej"]),
    social=dict(
        hi=["Hej {first}!"],
        subj=dict(message=["{friend_name} har skickat ett meddelande till dig"], kudos=["{friend_name} gav dig kudos"], follow=["{friend_name} följer dig nu"],
                  comment=["{friend_name} kommenterade ditt inlägg"], digest=["Din veckosammanfattning"]),
        body=dict(message=["{friend_name} skrev:"], kudos=["Snyggt jobbat med din {activity}!"], follow=["@{handle} följer dig nu."], comment=["{friend_name} kommenterade:"],
                  digest=["Här är vad du har missat."]),
        msgs=["Hej! Länge sedan, hur är läget?", "Kommer du på lördag?", "Fina bilder från {city}!"], btn={"_": ["Visa", "Svara"]},
        foot=["Det här mejlet skickades till {email}. Avregistrera dig."]),
    forums=dict(
        greet=["Hej alla,", ""], re="SV: ", digest_subj="{list} Sammandrag, Vol VOL, Nummer ISS",
        digest_intro="Skicka inlägg till listan {list} till\n\t{post}\n\nFör att avsluta prenumerationen, besök\n\thttps://{host}/mailman/listinfo/{list}",
        forum_digest="Sedan ditt senaste besök",
        kinds=dict(hobby=dict(lists=["{club}", "{club}-medlemmar"], desc=["{Club} medlemslista"], subj=["Tur på {day}", "Observationskväll {date}", "Säljes: kikare"],
                              lead=["På {day} cyklar vi en runda på {n}0 km, samling {time} vid stationen.", "Klart väder väntas {date}, observatoriet öppnar {time}."],
                              more=["Alla är välkomna.", "Svara gärna på listan om du kommer."], replies=["Jag hänger med!", "Tack för rapporten.", "Kan tyvärr inte den här gången."]))),
)

I18N["ja"] = dict(
    primary=dict(
        greet=["{first}さん", "{first}さん、こんにちは。", "{first}へ", "お疲れさまです。", "{first}さん\n\nこんばんは。"],
        open=["お元気ですか。", "返信が遅くなってごめんなさい。", "ちょっと質問です。", "お久しぶりです！", ""],
        close=["どうかな？", "急ぎではないです。", "また連絡します。", "よろしくね。", "{friend}さんにもよろしく。", ""],
        sign=["", "よろしくお願いします。", "では、また。", "またね！"],
        personal=[
            dict(s=["{day}に食事でもどう？", "今度ごはん行こう", "週末の予定"],
                 lead=["{day}空いてる？{friend}さんと{time}ごろに{place}に行こうと思っているんだけど、一緒にどう？",
                       "最近なかなか会えていないので、{day}に夕飯でもどうですか？"],
                 more=["もし{day}が難しければ{day2}でも大丈夫です。", "返事をもらったら予約しておきます。", "今回は私がごちそうします。"]),
            dict(s=["{city}の写真", "写真送ります"], lead=["{city}旅行の写真をやっと整理しました。下のリンクから見られます。"],
                 more=["{friend}さんにも共有してください。", "プリントが欲しい写真があれば教えてね。"]),
            dict(s=["引っ越しの手伝い", "お願いがあります"], lead=["{day}の引っ越し、少し手伝ってもらえないかな？お昼はごちそうします！"],
                 more=["{time}から始める予定です。", "無理なら全然大丈夫です。"]),
            dict(s=["{date}の件", "来週の予定"], lead=["{date}にそちらに行く予定です。駅に着く時間が決まったら連絡しますね。"],
                 more=["天気が良ければ、土曜日は散歩にでも行きましょう。", "お土産は何がいい？"]),
        ],
        work=[dict(s=["{project}の資料について", "{day}の打ち合わせ", "【ご確認】{project}進捗"],
                   lead=["{project}の最新版の資料を添付します。{day}までにご確認いただけますか。",
                         "{day}の打ち合わせですが、{time}からに変更していただくことは可能でしょうか。",
                         "{project}の進捗をご報告します。ベンダー側の遅れにより、約1週間遅れています。"],
                   more=["ご不明な点があればお知らせください。", "新しい招待を送ります。", "締め切りは{date}です。"])],
        service=[dict(s=["お見積もりの件"], lead=["先日はありがとうございました。お見積もりは材料費込みで{big_amount}となります。"], more=["ご検討のほど、よろしくお願いいたします。"])],
        sale=[dict(s=["{shop}のセール見た？"], lead=["{shop}で今週末{pct}%オフのセールをやってるよ。前から欲しかったテント、一緒に買わない？"], more=["クーポンコードは{code}だったよ。"])],
        fwd=["これ、前に言ってたやつじゃない？", ""],
        oneliners=["了解です、ではまた！", "ありがとう！", "はい、{day}で大丈夫です。", "10分くらい遅れます、ごめんなさい！", "承知しました。"],
        re="Re: ", fw="Fwd: "),
    promotions=dict(
        greet=["{first}様", ""],
        subj=["本日限り！全品{pct}%オフ", "{emoji}セール開催中", "新作入荷のお知らせ", "{first}様へ特別クーポンをお届けします", "週末限定：送料無料"],
        intro=["期間限定で、クーポンコード{code}をご利用いただくと{pct}%オフになります。", "年に一度のビッグセールを開催中です。最大{pct}%オフ。"],
        more=["{date}まで有効です。", "在庫がなくなり次第終了となります。", "返品は30日以内なら無料です。"],
        btn=["今すぐチェック", "セール会場へ", "詳しく見る"],
        foot=["このメールは、メールマガジンにご登録いただいた方にお送りしています。", "{brand}株式会社 東京都渋谷区"],
        unsub="配信停止はこちら"),
    updates=_upd(
        ["{first}様", "お客様"],
        ["数量", "注文番号", "合計", "配送業者", "追跡番号", "日付", "お支払い方法", "デバイス", "場所", "日時", "主催者"],
        dict(confirm=(["ご注文ありがとうございます（注文番号{order}）", "【{shop}】ご注文確認"], ["ご注文を承りました。発送準備が整い次第、改めてご連絡いたします。"]),
             shipped=(["商品を発送しました", "【発送完了】ご注文の商品"], ["ご注文の商品を{carrier}にて発送いたしました。追跡番号：{track}"])),
        dict(txn=(["カードご利用のお知らせ"], ["カード（末尾{last4}）で{merchant}にて{amount}のご利用がありました。"]),
             bill=(["{month}分のご請求額のお知らせ"], ["今月のご請求額は{amount}です。お支払い期日は{date}です。"])),
        dict(signin=(["【{svc}】新しいログインがありました"], ["お客様のアカウントに新しい端末からログインがありました。"]),
             code=(["認証コード：{otp}"], ["認証コードは{otp}です。有効期限は10分です。"])),
        dict(invite=(["招待状: {event} @ {when}"], ["{org}さんからこの予定に招待されました。"])),
        ["定例ミーティング", "歯医者", "{friend}さんとランチ", "{project}打ち合わせ"],
        ["注文履歴を見る", "配送状況を確認"], ["このメールは送信専用です。ご返信いただいてもお答えできません。"], ["ログイン"],
        ["パスワードをメールでお尋ねすることはありません。"], ["パスワードを再設定"], ["お心当たりがない場合は、すぐにパスワードを変更してください。"],
        ["カレンダーからの招待状です。"], ["はい", "未定", "いいえ"]),
    social=dict(
        hi=["{first}さん、こんにちは"],
        subj=dict(message=["{friend_name}さんからメッセージが届きました"], comment=["{friend_name}さんがあなたの投稿にコメントしました"],
                  like=["{friend_name}さんがあなたの投稿に「いいね！」しました"], follow=["{friend_name}さんがあなたをフォローしました"],
                  birthday=["今日は{friend_name}さんの誕生日です"], digest=["今週のハイライト"]),
        body=dict(message=["{friend_name}さんからのメッセージ:"], comment=["{friend_name}さんのコメント:"], like=["{friend_name}さんがあなたの投稿に「いいね！」しました。"],
                  follow=["@{handle}さんがあなたをフォローしました。"], birthday=["お祝いのメッセージを送りましょう。"], digest=["見逃した投稿をチェックしましょう。"]),
        msgs=["久しぶり！元気にしてる？", "土曜日来られる？", "{city}の写真すごくきれい！", "転職おめでとう！"],
        btn={"_": ["表示", "返信する"]}, foot=["このメールは{email}宛に送信されました。配信停止はこちら。"]),
    forums=dict(
        greet=["皆さま", "皆さん、こんにちは。", ""], re="Re: ", digest_subj="{list} ダイジェスト 第VOL巻 第ISS号",
        digest_intro="{list} メーリングリストへの投稿先:\n\t{post}\n\n登録解除はこちら:\n\thttps://{host}/mailman/listinfo/{list}",
        forum_digest="前回の訪問以降の新着",
        kinds=dict(tech=dict(lists=["{proj}-users-ja", "{proj}-jp"], desc=["{Proj} 日本語ユーザー会"],
                             subj=["{os}でビルドできません", "[ANN] {Proj} {ver} リリース", "設定方法について質問です"],
                             lead=["{os}で{Proj} {ver}をビルドしようとすると「{err}」というエラーになります。何か心当たりはありますか。",
                                   "{Proj} {ver}をリリースしました。主な変更点は以下のとおりです。"],
                             more=["よろしくお願いします。", "詳細はリリースノートをご覧ください。"],
                             replies=["同じ現象が起きています。", "--verbose を付けて実行した結果を貼っていただけますか。", "mainブランチで修正済みです。"]),
                   hobby=dict(lists=["{club}-ml"], desc=["{Club} 会員ML"], subj=["{day}の観望会", "例会のお知らせ"],
                              lead=["{date}の夜は晴れる予報なので、{time}から観望会を行います。", "次回の例会は{date}です。"],
                              more=["どなたでも参加できます。", "参加される方は返信をお願いします。"], replies=["参加します！", "報告ありがとうございます。"]))),
)

I18N["zh"] = dict(
    primary=dict(
        greet=["{first}，你好！", "Hi {first}，", "{first}：", "亲爱的{first}：", "你好，"],
        open=["最近怎么样？", "抱歉回复晚了！", "问你个问题：", "好久不见！", ""],
        close=["你觉得怎么样？", "不着急。", "有空回我一下。", "保持联系！", "代我向{friend}问好。", ""],
        sign=["", "祝好，", "谢谢！", "回头聊，"],
        personal=[
            dict(s=["{day}一起吃饭？", "周末有空吗", "聚一聚"],
                 lead=["{day}有空吗？我和{friend}打算{time}左右去{place}吃饭，一起来吧！", "好久没一起吃饭了，{day}晚上怎么样？"],
                 more=["如果{day}不行，{day2}也可以。", "你确认后我就去订位。", "这次我请客。"]),
            dict(s=["{city}的照片", "照片整理好了"], lead=["终于把{city}的照片整理好了，链接在下面。"], more=["可以分享给{friend}。", "想要冲印哪几张告诉我。"]),
            dict(s=["帮个忙", "搬家的事"], lead=["{day}搬家，你能来帮一下忙吗？中午我请吃饭！"], more=["大概{time}开始。", "不方便也没关系。"]),
        ],
        work=[dict(s=["关于{project}的文档", "{day}的会议", "{project}进度更新"],
                   lead=["附件是{project}的最新版本，麻烦你在{day}之前看一下。", "{day}的会议能改到{time}吗？", "{project}目前进度落后大约一周，主要是供应商延迟。"],
                   more=["有问题随时联系我。", "我会重新发会议邀请。", "截止日期是{date}。"])],
        service=[dict(s=["报价单"], lead=["按照我们之前沟通的，报价为{big_amount}，含材料费。"], more=["如有疑问请随时联系。"])],
        sale=[dict(s=["{shop}在打折！"], lead=["看到了吗？{shop}这周末全场{pct}%折扣，我想买那个帐篷，要不要一起买？"], more=["优惠码是{code}。"])],
        fwd=["你看看这个，是不是你之前说的那个？", ""],
        oneliners=["好的，回头见！", "谢谢！", "可以，{day}没问题。", "我大概晚到10分钟。", "收到。"],
        re="回复：|Re: ", fw="转发：|Fwd: "),
    promotions=dict(
        greet=["{first}，您好：", ""],
        subj=["今日限定：全场{pct}%折扣", "{emoji}大促开启", "新品上市", "{first}，专属优惠券已到账", "周末全场包邮"],
        intro=["使用优惠码{code}即可享受{pct}%折扣，限时有效。", "年度大促来袭，最高可享{pct}%折扣。"],
        more=["活动截止至{date}。", "售完即止。", "30天内免费退换。"], btn=["立即抢购", "查看详情"],
        foot=["您收到此邮件是因为您订阅了我们的新闻通讯。", "{brand}有限公司 上海市"], unsub="退订"),
    updates=_upd(
        ["{first}，您好：", "尊敬的用户："],
        ["数量", "订单号", "合计", "快递公司", "运单号", "日期", "支付方式", "设备", "位置", "时间", "组织者"],
        dict(confirm=(["订单确认：{order}", "感谢您的购买！"], ["我们已收到您的订单，正在为您备货。"]),
             shipped=(["您的订单已发货", "您的包裹正在路上"], ["您的包裹已由{carrier}揽收，运单号：{track}。"])),
        dict(txn=(["交易提醒：{merchant}消费{amount}"], ["您尾号{last4}的卡片于{pastdate}在{merchant}消费{amount}。"]),
             statement=(["您的电子对账单已生成"], ["您{month}的账单已生成，请登录网上银行查看。"])),
        dict(signin=(["【{svc}】新设备登录提醒"], ["您的账号在新设备上登录。"]), code=(["您的验证码是{otp}"], ["验证码{otp}，10分钟内有效，请勿泄露给他人。"])),
        dict(invite=(["邀请：{event} @ {when}"], ["{org}邀请您参加此活动。"])),
        ["周会", "看牙医", "和{friend}吃午饭", "{project}评审"],
        ["查看订单", "查看物流"], ["此邮件由系统自动发送，请勿直接回复。"], ["登录"], ["我们绝不会通过邮件索要您的密码。"], ["重置密码"],
        ["如果不是您本人操作，请立即修改密码。"], ["来自日历的邀请。"], ["接受", "待定", "拒绝"]),
    social=dict(
        hi=["{first}，你好"],
        subj=dict(message=["{friend_name}给你发了一条消息"], comment=["{friend_name}评论了你的动态"], like=["{friend_name}赞了你的动态"],
                  follow=["{friend_name}关注了你"], digest=["本周精选"]),
        body=dict(message=["{friend_name}说："], comment=["{friend_name}评论道："], like=["{friend_name}赞了你的动态。"], follow=["@{handle}关注了你。"], digest=["看看你错过了什么。"]),
        msgs=["好久不见！最近怎么样？", "周六你来吗？", "{city}的照片太美了！", "恭喜换新工作！"], btn={"_": ["查看", "回复"]},
        foot=["此邮件发送至{email}。退订通知邮件。"]),
    forums=dict(
        greet=["大家好，", ""], re="Re: ", digest_subj="{list} 摘要，第VOL卷，第ISS期",
        digest_intro="向 {list} 邮件列表投稿请发送至\n\t{post}\n\n退订请访问\n\thttps://{host}/mailman/listinfo/{list}",
        forum_digest="自您上次访问以来",
        kinds=dict(tech=dict(lists=["{proj}-cn", "{proj}-zh"], desc=["{Proj} 中文用户组"],
                             subj=["在{os}上编译失败", "[公告] {Proj} {ver} 发布", "请教配置问题"],
                             lead=["我在{os}上编译{Proj} {ver}时报错“{err}”，有人遇到过吗？", "{Proj} {ver} 已发布，主要更新如下。"],
                             more=["先谢谢大家。", "详细内容请见发布说明。"], replies=["我也遇到了同样的问题。", "加上 --verbose 再跑一次，把输出贴出来看看。", "已在主分支修复。"]))),
)


# ============================================================================ driver

GENERATORS = {"primary": gen_primary, "social": gen_social, "promotions": gen_promotions, "updates": gen_updates, "forums": gen_forums}


def recipients():
    """The mailbox owners the set is addressed to (fictional)."""
    rng = random.Random(f"{SEED}:recipients")
    out = []
    for lang, n in (("en", 16), ("intl", 6), ("de", 2), ("fr", 2), ("es", 2), ("pt", 1), ("it", 1), ("nl", 1), ("sv", 1), ("ja", 2), ("zh", 2)):
        for _ in range(n):
            if maybe(rng, 0.25):
                company = brand_name(rng, "tech")
                out.append(person(rng, lang, domain=brand_domain(rng, company)))
            else:
                out.append(person(rng, lang))
    return out


def generate(i, category, rcpts):
    rng = random.Random(f"{SEED}:{i}:{category}")
    lang = rng.choice(LANGS) if rng.random() < FOREIGN_SHARE else "en"
    same = [r for r in rcpts if r.lang == lang]
    rcpt = rng.choice(same) if same and maybe(rng, 0.7) else rng.choice(rcpts)
    now = date_between(rng)
    m = GENERATORS[category](rng, lang, rcpt, now)
    if m.date is None:
        m.date = localize(rng, now, lang)
    if m.msgid is None:
        m.msgid = msgid_for(rng, m.client, m.frm[1], m.date)
    crlf = random.Random(f"{SEED}:{i}:eol").random() < 0.5
    return serialize(m, rng, rcpt, crlf), m


def verify(raw: bytes, name: str):
    from email import policy
    from email.parser import BytesParser
    msg = BytesParser(policy=policy.default).parsebytes(raw)
    problems = list(msg.defects)
    for k, v in msg.items():
        problems += [f"{k}: {d}" for d in getattr(v, "defects", ())]
    for part in msg.walk():
        problems += list(part.defects)
        if part.get_content_maintype() == "text":
            part.get_content()   # raises on an undecodable charset
    if not msg["From"] or not msg["Date"] or not msg["Message-ID"] or msg["Subject"] is None:
        problems.append("missing core header")
    if problems:
        raise ValueError(f"{name}: {problems}")


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("out_dir")
    ap.add_argument("--count", type=int, default=2000)
    ap.add_argument("--no-verify", action="store_true", help="skip parsing every message back")
    a = ap.parse_args(argv)
    n = max(len(CATEGORIES), a.count)
    per = [n // len(CATEGORIES) + (1 if k < n % len(CATEGORIES) else 0) for k in range(len(CATEGORIES))]
    cats = [c for c, k in zip(CATEGORIES, per) for _ in range(k)]
    random.Random(f"{SEED}:order").shuffle(cats)
    os.makedirs(a.out_dir, exist_ok=True)
    rcpts = recipients()
    rows = []
    width = max(5, len(str(n)))
    for i, cat in enumerate(cats):
        raw, _ = generate(i, cat, rcpts)
        name = f"{i:0{width}d}.eml"
        if not a.no_verify:
            verify(raw, name)
        with open(os.path.join(a.out_dir, name), "wb") as f:
            f.write(raw)
        rows.append((name, cat))
    with open(os.path.join(a.out_dir, "labels.csv"), "w", newline="", encoding="utf-8") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(["file", "category"])
        w.writerows(rows)
    counts = {c: sum(1 for _, x in rows if x == c) for c in CATEGORIES}
    print(f"wrote {len(rows)} messages to {a.out_dir}: " + ", ".join(f"{c} {k}" for c, k in counts.items()))


if __name__ == "__main__":
    sys.exit(main())
