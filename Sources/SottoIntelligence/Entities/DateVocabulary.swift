/// The words dates and times are written with in English, German, French, Spanish, Portuguese
/// and Swedish. Keys are folded (lower case, no diacritics); patterns accept both spellings.
enum DateVocabulary {
    /// Weekday names → `Calendar` weekday (1 = Sunday … 7 = Saturday).
    static let weekdays: [String: Int] = folded([
        "sunday": 1, "monday": 2, "tuesday": 3, "wednesday": 4, "thursday": 5, "friday": 6, "saturday": 7,
        "sonntag": 1, "montag": 2, "dienstag": 3, "mittwoch": 4, "donnerstag": 5, "freitag": 6, "samstag": 7, "sonnabend": 7,
        "dimanche": 1, "lundi": 2, "mardi": 3, "mercredi": 4, "jeudi": 5, "vendredi": 6, "samedi": 7,
        "domingo": 1, "lunes": 2, "martes": 3, "miércoles": 4, "jueves": 5, "viernes": 6, "sábado": 7,
        "segunda-feira": 2, "terça-feira": 3, "quarta-feira": 4, "quinta-feira": 5, "sexta-feira": 6,
        "segunda feira": 2, "terça feira": 3, "quarta feira": 4, "quinta feira": 5, "sexta feira": 6,
        "söndag": 1, "måndag": 2, "tisdag": 3, "onsdag": 4, "torsdag": 5, "fredag": 6, "lördag": 7,
    ])

    /// Short weekday forms that are also ordinary words ("sat", "sexta" = sixth): they count
    /// only next to a date or time, or (Portuguese) after a preposition.
    static let shortWeekdays: [String: Int] = folded([
        "sun": 1, "mon": 2, "tue": 3, "tues": 3, "wed": 4, "thu": 5, "thur": 5, "thurs": 5, "fri": 6, "sat": 7,
        "segunda": 2, "terça": 3, "quarta": 4, "quinta": 5, "sexta": 6,
    ])

    /// Words (folded) before a Portuguese short weekday that make it one ("na sexta", "até segunda").
    static let portugueseWeekdayPrepositions: Set<String> = ["na", "nesta", "numa", "ate", "essa", "esta", "de", "a", "proxima"]

    /// Modifiers before a weekday.
    static let weekdayModifiersBefore: [String: WeekdayReference] = folded([
        "next": .next, "nächsten": .next, "nächste": .next, "nächster": .next, "naechsten": .next, "naechste": .next,
        "kommenden": .next, "kommende": .next, "prochain": .next, "prochaine": .next, "el próximo": .next, "próximo": .next,
        "la próxima": .next, "próxima": .next, "na próxima": .next, "no próximo": .next, "nästa": .next,
        "this": .coming, "this coming": .coming, "coming": .coming, "diesen": .coming, "dieser": .coming, "diese": .coming,
        "ce": .coming, "este": .coming, "esta": .coming, "nesta": .coming, "neste": .coming, "essa": .coming,
        "last": .last, "letzten": .last, "letzte": .last, "letzter": .last, "vergangenen": .last, "förra": .last,
    ])

    /// Modifiers after a weekday ("vendredi prochain", "el viernes pasado", "sexta que vem").
    static let weekdayModifiersAfter: [String: WeekdayReference] = folded([
        "prochain": .next, "prochaine": .next, "próximo": .next, "próxima": .next, "que viene": .next, "que vem": .next,
        "dernier": .last, "dernière": .last, "pasado": .last, "passado": .last, "passada": .last,
    ])

    /// Words for a day relative to the message's day. Some need a companion: French "hier"
    /// is also German/Dutch "here" and counts only with a part of day or a time.
    static let relativeDays: [String: Int] = folded([
        "today": 0, "heute": 0, "aujourd'hui": 0, "hoy": 0, "hoje": 0, "idag": 0, "i dag": 0,
        "tomorrow": 1, "tmrw": 1, "morgen": 1, "demain": 1, "mañana": 1, "amanhã": 1, "imorgon": 1, "i morgon": 1,
        "day after tomorrow": 2, "the day after tomorrow": 2, "übermorgen": 2, "après-demain": 2, "après demain": 2,
        "pasado mañana": 2, "depois de amanhã": 2, "i övermorgon": 2, "övermorgon": 2,
        "yesterday": -1, "gestern": -1, "hier": -1, "ayer": -1, "ontem": -1, "igår": -1, "i går": -1,
        "vorgestern": -2, "avant-hier": -2, "anteayer": -2, "anteontem": -2, "i förrgår": -2,
    ])
    static let relativeDaysNeedingCompanion: Set<String> = ["hier"]

    /// Words (folded) before "morgen"/"mañana" that make it "morning", not "tomorrow" ("Guten
    /// Morgen", "esta mañana", "por la mañana").
    static let morningNotTomorrow: Set<String> = [
        "guten", "jeden", "am", "diesen", "den", "der", "einen", "eines", "heute", "gestern", "schonen", "schoenen",
        "la", "esta", "cada", "una", "por", "de", "toda",
    ]

    /// A whole phrase for a part of a day relative to the message's day ("tonight", "ce soir").
    static let dayParts: [String: (offset: Int, part: PartOfDay)] = folded([
        "tonight": (0, .evening), "this evening": (0, .evening), "this morning": (0, .morning), "this afternoon": (0, .afternoon),
        "last night": (-1, .evening), "ce soir": (0, .evening), "ce matin": (0, .morning), "cet après-midi": (0, .afternoon),
        "esta noche": (0, .evening), "esta tarde": (0, .afternoon), "esta mañana": (0, .morning), "anoche": (-1, .evening),
        "esta noite": (0, .evening), "esta manhã": (0, .morning), "ikväll": (0, .evening), "i kväll": (0, .evening),
        "i eftermiddag": (0, .afternoon), "i morse": (0, .morning), "i natt": (0, .evening), "igår kväll": (-1, .evening),
    ])

    /// A part of a day written after a day word or weekday ("morgen Abend", "Freitagabend",
    /// "vendredi soir", "mañana por la tarde", "amanhã à noite", "fredag kväll").
    static let partSuffixes: [String: PartOfDay] = folded([
        "morning": .morning, "früh": .morning, "vormittag": .morning, "morgen": .morning, "matin": .morning,
        "por la mañana": .morning, "de manhã": .morning, "pela manhã": .morning, "morgon": .morning, "förmiddag": .morning,
        "bitti": .morning,
        "afternoon": .afternoon, "nachmittag": .afternoon, "après-midi": .afternoon, "por la tarde": .afternoon,
        "à tarde": .afternoon, "de tarde": .afternoon, "eftermiddag": .afternoon,
        "evening": .evening, "night": .evening, "abend": .evening, "nacht": .evening, "soir": .evening, "soirée": .evening,
        "por la noche": .evening, "à noite": .evening, "de noite": .evening, "kväll": .evening, "natt": .evening,
    ])

    /// A part of a day after a clock time, which fixes am or pm ("8 de la tarde", "7 Uhr abends").
    static let timeSuffixes: [String: PartOfDay] = folded([
        "in the morning": .morning, "in the afternoon": .afternoon, "in the evening": .evening, "at night": .evening,
        "morgens": .morning, "früh": .morning, "vormittags": .morning, "nachmittags": .afternoon, "abends": .evening,
        "du matin": .morning, "de l'après-midi": .afternoon, "du soir": .evening,
        "de la mañana": .morning, "de la tarde": .afternoon, "de la noche": .evening,
        "da manhã": .morning, "da tarde": .afternoon, "da noite": .evening,
        "på morgonen": .morning, "på eftermiddagen": .afternoon, "på kvällen": .evening,
    ])

    /// Month names and unambiguous abbreviations → month number. ("out", "set", "ago" are left
    /// out: they are ordinary English words.)
    static let months: [String: Int] = folded([
        "january": 1, "february": 2, "march": 3, "april": 4, "may": 5, "june": 6, "july": 7, "august": 8,
        "september": 9, "october": 10, "november": 11, "december": 12,
        "jan": 1, "feb": 2, "mar": 3, "apr": 4, "jun": 6, "jul": 7, "aug": 8, "sep": 9, "sept": 9, "oct": 10, "nov": 11, "dec": 12,
        "januar": 1, "jänner": 1, "februar": 2, "märz": 3, "mai": 5, "juni": 6, "juli": 7, "oktober": 10, "dezember": 12,
        "mär": 3, "mrz": 3, "okt": 10, "dez": 12,
        "janvier": 1, "février": 2, "mars": 3, "avril": 4, "juin": 6, "juillet": 7, "août": 8, "septembre": 9,
        "octobre": 10, "novembre": 11, "décembre": 12, "janv": 1, "févr": 2, "fév": 2, "avr": 4, "juil": 7, "déc": 12,
        "enero": 1, "febrero": 2, "marzo": 3, "abril": 4, "mayo": 5, "junio": 6, "julio": 7, "agosto": 8,
        "septiembre": 9, "setiembre": 9, "octubre": 10, "noviembre": 11, "diciembre": 12, "ene": 1, "dic": 12,
        "janeiro": 1, "fevereiro": 2, "março": 3, "maio": 5, "junho": 6, "julho": 7, "setembro": 9,
        "outubro": 10, "novembro": 11, "dezembro": 12, "fev": 2,
        "januari": 1, "februari": 2, "maj": 5, "augusti": 8,
    ])

    /// Hours written as words, for "half past seven", "halb acht", "halv åtta".
    static let hourWords: [String: Int] = folded([
        "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
        "eleven": 11, "twelve": 12,
        "eins": 1, "ein": 1, "zwei": 2, "drei": 3, "vier": 4, "fünf": 5, "sechs": 6, "sieben": 7, "acht": 8, "neun": 9,
        "zehn": 10, "elf": 11, "zwölf": 12,
        "ett": 1, "två": 2, "tre": 3, "fyra": 4, "fem": 5, "sex": 6, "sju": 7, "åtta": 8, "nio": 9, "tio": 10, "elva": 11, "tolv": 12,
    ])

    /// Noon and midnight.
    static let namedTimes: [String: Int] = folded([
        "noon": 12, "midday": 12, "mittag": 12, "mittags": 12, "midi": 12, "mediodía": 12, "meio-dia": 12, "meio dia": 12,
        "midnight": 0, "mitternacht": 0, "minuit": 0, "medianoche": 0, "meia-noite": 0, "midnatt": 0,
    ])

    /// Words (folded) that introduce a bare hour ("at 7", "um 8", "à 8h", "a las 8", "às 20", "kl 18").
    static let timeConnectors = ["at", "@", "around", "um", "gegen", "a", "vers", "a las", "a la", "as", "kl.", "kl", "klockan"]

    private static func folded<Value>(_ table: [String: Value]) -> [String: Value] {
        Dictionary(table.map { (PatternWords.fold($0.key), $0.value) }, uniquingKeysWith: { first, _ in first })
    }
}

/// Which occurrence of a weekday a mention means.
enum WeekdayReference: Hashable, Sendable {
    /// The next occurrence on or after the message's day ("Friday", "this Friday", "am Freitag").
    case coming
    /// That weekday in the week after the message's week ("next Friday", "vendredi prochain").
    case next
    /// The latest occurrence before the message's day ("last Friday", "i fredags").
    case last
}

/// A part of a day, and its hours.
enum PartOfDay: Hashable, Sendable {
    case morning, afternoon, evening

    /// First and last (exclusive) hour.
    var hours: (start: Int, end: Int) {
        switch self {
        case .morning: (6, 12)
        case .afternoon: (12, 18)
        case .evening: (18, 24)
        }
    }
}
