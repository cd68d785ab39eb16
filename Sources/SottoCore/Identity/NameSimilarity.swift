import Foundation

/// How alike two person display names are, across platforms that write them differently
/// ("Fischer, Lena", "Dr. Lena Fischer", "L. Fischer", "lena.fischer 🌸").
///
/// The score is explainable in four steps:
/// 1. **Tokens.** Both names are case- and diacritic-folded (Müller, Mueller and Muller all read
///    `muller`: German "ae/oe/ue" spellings fold like the umlauts), emoji, punctuation and
///    anything in brackets ("(Work)") are dropped, and titles and particles ("Dr.", "von") are
///    removed. Order does not matter.
/// 2. **Token pairs.** Tokens are paired greedily, best first: equal tokens count 1.0; tokens
///    with Jaro–Winkler ≥ 0.9 count 0.75 (a likely spelling variant, "Jon"/"John"), unless
///    they differ only in the last letter or by one added at the end ("Maria"/"Mario",
///    "Julia"/"Julian": other names); an initial that starts the other token counts 0.6.
/// 3. **Coverage.** The counted sum divided by the shorter name's token count: how much of the
///    shorter name the longer one explains.
/// 4. **Evidence.** A token of the shorter name left unpaired is a conflict ("Lena Fischer" vs
///    "Lena Lindqvist"): the coverage is halved. A one-token name can only be ambiguous: it is
///    capped at 0.8 against another one-token name and 0.65 against a longer one (except equal
///    names in scripts written without spaces, such as 王小明, which are full names). Names that
///    match only by initials stay below ``possible``. Extra tokens on the longer side ("Lena
///    Marie Fischer") cost a little: × (0.9 + 0.1 × shorter/longer).
public enum NameSimilarity {
    /// At or above this score two names are the same person with enough certainty to merge
    /// contacts automatically. Chosen on the labelled pairs in `NameSimilarityTests`.
    public static let confident = 0.9
    /// At or above this score (and below ``confident``) the names may be the same person:
    /// suggest the merge and let the user decide.
    public static let possible = 0.6

    /// The similarity of two display names in 0...1 (1 = the same tokens after folding).
    public static func score(_ a: String, _ b: String) -> Double {
        let first = NameTokens(a).tokens, second = NameTokens(b).tokens
        guard !first.isEmpty, !second.isEmpty else { return 0 }
        let (shorter, longer) = first.count <= second.count ? (first, second) : (second, first)

        // Chinese, Japanese, Korean and Thai names are written without spaces: one token is the
        // whole name, so two equal ones are the same full name.
        if shorter.count == 1, longer.count == 1, shorter[0] == longer[0], shorter[0].count >= 2,
           shorter[0].unicodeScalars.allSatisfy(isUnspacedScript) {
            return 1
        }
        // A handle written without spaces ("lenafischer") against the full name.
        if shorter.count == 1, longer.count >= 2, shorter[0].count > 3,
           longer.joined() == shorter[0] || longer.reversed().joined() == shorter[0] {
            return 0.85
        }

        var pairs: [(shorter: Int, longer: Int, weight: Double)] = []
        for (i, left) in shorter.enumerated() {
            for (j, right) in longer.enumerated() {
                let weight = tokenWeight(left, right)
                if weight > 0 { pairs.append((i, j, weight)) }
            }
        }
        pairs.sort { $0.weight > $1.weight }
        var usedShorter = Set<Int>(), usedLonger = Set<Int>()
        var total = 0.0
        var fullTokenMatched = false
        for pair in pairs where !usedShorter.contains(pair.shorter) && !usedLonger.contains(pair.longer) {
            usedShorter.insert(pair.shorter)
            usedLonger.insert(pair.longer)
            total += pair.weight
            if pair.weight >= 0.75 { fullTokenMatched = true }
        }

        var score = total / Double(shorter.count)
        if usedShorter.count < shorter.count {
            score *= 0.5
        } else if shorter.count == 1 {
            score *= longer.count == 1 ? 0.8 : 0.65
        } else {
            score *= 0.9 + 0.1 * Double(shorter.count) / Double(longer.count)
        }
        if !fullTokenMatched { score = min(score, 0.5) }
        return max(0, min(1, score))
    }

    /// Scripts that write a full name as one word: Han, kana, Hangul, Thai.
    static func isUnspacedScript(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7A3, 0x0E00...0x0E7F, 0x20000...0x2A6DF: true
        default: false
        }
    }

    /// What one pair of folded tokens contributes.
    static func tokenWeight(_ left: String, _ right: String) -> Double {
        if left == right { return 1 }
        if left.count == 1 || right.count == 1 {
            let (initial, other) = left.count == 1 ? (left, right) : (right, left)
            return other.hasPrefix(initial) && other.count > 1 ? 0.6 : 0
        }
        if differOnlyAtEnd(left, right) { return 0 }
        return jaroWinkler(left, right) >= 0.9 ? 0.75 : 0
    }

    /// "maria"/"mario", "julia"/"julian": a different last letter, or one more, makes a
    /// different name (often the other gender's), not a spelling variant.
    static func differOnlyAtEnd(_ left: String, _ right: String) -> Bool {
        let (short, long) = left.count <= right.count ? (left, right) : (right, left)
        switch long.count - short.count {
        case 0: return short.dropLast() == long.dropLast()
        case 1: return long.hasPrefix(short)
        default: return false
        }
    }

    /// Jaro–Winkler similarity of two strings (prefix scale 0.1, up to four prefix characters).
    public static func jaroWinkler(_ left: String, _ right: String) -> Double {
        let a = Array(left.unicodeScalars), b = Array(right.unicodeScalars)
        if a.isEmpty || b.isEmpty { return a.isEmpty && b.isEmpty ? 1 : 0 }
        let window = max(0, max(a.count, b.count) / 2 - 1)
        var matchedA = [Bool](repeating: false, count: a.count)
        var matchedB = [Bool](repeating: false, count: b.count)
        var matches = 0
        for i in a.indices {
            let low = max(0, i - window), high = min(b.count - 1, i + window)
            guard low <= high else { continue }
            for j in low...high where !matchedB[j] && a[i] == b[j] {
                matchedA[i] = true
                matchedB[j] = true
                matches += 1
                break
            }
        }
        guard matches > 0 else { return 0 }
        var transpositions = 0, k = 0
        for i in a.indices where matchedA[i] {
            while !matchedB[k] { k += 1 }
            if a[i] != b[k] { transpositions += 1 }
            k += 1
        }
        let m = Double(matches)
        let jaro = (m / Double(a.count) + m / Double(b.count) + (m - Double(transpositions) / 2) / m) / 3
        var prefix = 0
        while prefix < min(4, a.count, b.count), a[prefix] == b[prefix] { prefix += 1 }
        return jaro + Double(prefix) * 0.1 * (1 - jaro)
    }
}

/// A display name reduced to folded tokens, titles and particles removed.
struct NameTokens {
    var tokens: [String]

    private static let titles: Set<String> = [
        "dr", "prof", "mr", "mrs", "ms", "mx", "miss", "sir", "sr", "dame", "herr", "frau", "mme", "mlle", "sra", "srta",
        "dott", "dssa", "ing", "dipl", "mag", "jr", "phd", "md", "msc", "bsc", "ii", "iii", "iv",
    ]
    private static let particles: Set<String> = [
        "von", "van", "der", "den", "de", "da", "di", "du", "del", "della", "dos", "das", "zu", "af", "la", "le", "ten", "ter",
    ]
    private static let letterReplacements: [Character: String] = [
        "ß": "ss", "æ": "ae", "œ": "oe", "ø": "o", "ł": "l", "đ": "d", "ð": "d", "þ": "th", "ı": "i",
    ]

    init(_ name: String) {
        let folded = Self.withoutBrackets(name)
            .lowercased()
            .folding(options: [.diacriticInsensitive, .widthInsensitive], locale: nil)
        var words: [String] = []
        var current = ""
        for character in folded {
            if character.isLetter {
                if let replacement = Self.letterReplacements[character] { current += replacement } else { current.append(character) }
            } else if character == "'" || character == "\u{2019}" || character.unicodeScalars.allSatisfy({ $0.properties.isDiacritic }) {
                continue  // O'Brien → obrien
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        words = words.map(Self.foldGermanSpelling)
        let kept = words.filter { !Self.titles.contains($0) && !Self.particles.contains($0) }
        tokens = kept.isEmpty ? words : kept
    }

    /// "mueller" → "muller", so the transliterated umlaut matches the folded one.
    private static func foldGermanSpelling(_ word: String) -> String {
        guard word.count > 2 else { return word }
        return word.replacingOccurrences(of: "ae", with: "a")
            .replacingOccurrences(of: "oe", with: "o")
            .replacingOccurrences(of: "ue", with: "u")
    }

    /// The name without parenthesised or bracketed notes ("Lena (Work)" → "Lena ").
    private static func withoutBrackets(_ name: String) -> String {
        var result = ""
        var depth = 0
        for character in name {
            if character == "(" || character == "[" { depth += 1 } else if character == ")" || character == "]" {
                depth = max(0, depth - 1)
            } else if depth == 0 {
                result.append(character)
            }
        }
        return result
    }
}
