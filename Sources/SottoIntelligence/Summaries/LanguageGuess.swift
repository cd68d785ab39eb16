/// A small, local language guess: the script for non-Latin text, common function words for
/// Latin-script languages. Good enough to decide whether a summary model supports the text.
public enum LanguageGuess {
    /// The ISO 639-1 code of the likely language, or `nil` when there is too little text.
    public static func code(of text: String) -> String? {
        var scripts: [String: Int] = [:]
        var letters = 0
        for scalar in text.unicodeScalars.prefix(4_000) where scalar.properties.isAlphabetic {
            letters += 1
            switch scalar.value {
            case 0x3040...0x30FF: scripts["ja", default: 0] += 1
            case 0x4E00...0x9FFF: scripts["zh", default: 0] += 1
            case 0xAC00...0xD7AF: scripts["ko", default: 0] += 1
            case 0x0400...0x04FF: scripts["ru", default: 0] += 1
            case 0x0600...0x06FF: scripts["ar", default: 0] += 1
            case 0x0590...0x05FF: scripts["he", default: 0] += 1
            case 0x0370...0x03FF: scripts["el", default: 0] += 1
            case 0x0E00...0x0E7F: scripts["th", default: 0] += 1
            case 0x0900...0x097F: scripts["hi", default: 0] += 1
            default: break
            }
        }
        guard letters >= 20 else { return nil }
        if let kana = scripts["ja"], kana * 20 > letters { return "ja" }
        if let (script, count) = scripts.max(by: { $0.value < $1.value }), count * 3 > letters { return script }
        let words = text.lowercased().split(whereSeparator: { !$0.isLetter }).prefix(600)
        var scores: [String: Int] = [:]
        for word in words {
            for (code, list) in functionWords where list.contains(String(word)) { scores[code, default: 0] += 1 }
        }
        return scores.max { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }.map(\.key) ?? "en"
    }

    private static let functionWords: [String: Set<String>] = [
        "en": ["the", "and", "is", "are", "you", "to", "of", "for", "with", "that", "this", "we", "have", "will", "be"],
        "de": ["der", "die", "das", "und", "ist", "nicht", "ich", "wir", "sie", "mit", "für", "auf", "ein", "eine", "zu"],
        "fr": ["le", "la", "les", "et", "est", "vous", "nous", "pour", "avec", "une", "des", "dans", "pas", "que", "je"],
        "es": ["el", "los", "las", "y", "es", "para", "con", "una", "por", "que", "del", "nos", "está", "gracias", "pero"],
        "pt": ["o", "os", "as", "e", "é", "para", "com", "uma", "não", "que", "do", "da", "você", "obrigado", "mas"],
        "it": ["il", "gli", "e", "è", "per", "con", "una", "che", "non", "del", "della", "sono", "grazie", "ma", "ci"],
        "nl": ["de", "het", "en", "is", "een", "voor", "met", "niet", "wij", "jij", "van", "dat", "ik", "ook", "maar"],
        "sv": ["och", "är", "det", "att", "en", "för", "med", "inte", "vi", "jag", "på", "som", "har", "till", "men"],
    ]
}
