import Foundation

/// BERT's "basic tokenization" for uncased models, as Hugging Face's `BertTokenizer`
/// (and the fast `BertNormalizer` + `BertPreTokenizer`) performs it: removes control
/// characters, maps whitespace to spaces, isolates CJK ideographs, strips accents
/// (NFD, then drops nonspacing marks), lowercases, and splits on whitespace and punctuation.
enum BertNormalizer {
    /// Splits `text` into the words that WordPiece then breaks into pieces.
    static func words(_ text: String) -> [String] {
        let cleaned = clean(text)
        var words: [String] = []
        var current = String.UnicodeScalarView()
        func flush() {
            if !current.isEmpty {
                words.append(String(current))
                current = String.UnicodeScalarView()
            }
        }
        for scalar in normalizeCase(cleaned).unicodeScalars {
            if scalar == " " || scalar.properties.isWhitespace {
                flush()
            } else if isPunctuation(scalar) {
                flush()
                words.append(String(scalar))
            } else {
                current.append(scalar)
            }
        }
        flush()
        return words
    }

    /// Drops NUL, U+FFFD and other (`C*`) characters, turns whitespace into spaces and
    /// surrounds CJK ideographs with spaces.
    private static func clean(_ text: String) -> String {
        var output = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if value == 0 || value == 0xFFFD { continue }
            if scalar == "\t" || scalar == "\n" || scalar == "\r" {
                output.append(" ")
                continue
            }
            if isOther(scalar) { continue }
            if scalar.properties.isWhitespace {
                output.append(" ")
            } else if isCJK(value) {
                output.append(" ")
                output.append(scalar)
                output.append(" ")
            } else {
                output.append(scalar)
            }
        }
        return String(output)
    }

    /// Strips accents (NFD, then removes `Mn`) and lowercases scalar by scalar.
    private static func normalizeCase(_ text: String) -> String {
        let isASCII = text.utf8.allSatisfy { $0 < 0x80 }
        if isASCII { return text.lowercased() }
        var output = String.UnicodeScalarView()
        for scalar in text.decomposedStringWithCanonicalMapping.unicodeScalars {
            if scalar.properties.generalCategory == .nonspacingMark { continue }
            if scalar.properties.changesWhenLowercased {
                output.append(contentsOf: scalar.properties.lowercaseMapping.unicodeScalars)
            } else {
                output.append(scalar)
            }
        }
        return String(output)
    }

    private static func isOther(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .surrogate, .privateUse, .unassigned: return true
        default: return false
        }
    }

    /// ASCII symbols (`!`…`/`, `:`…`@`, `[`…`` ` ``, `{`…`~`) and every Unicode `P*` character.
    static func isPunctuation(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if (33...47).contains(value) || (58...64).contains(value) || (91...96).contains(value)
            || (123...126).contains(value)
        {
            return true
        }
        if value < 128 { return false }
        switch scalar.properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
            .initialPunctuation, .finalPunctuation, .otherPunctuation:
            return true
        default:
            return false
        }
    }

    /// The CJK Unified Ideographs blocks BERT treats as one token each.
    static func isCJK(_ value: UInt32) -> Bool {
        (0x4E00...0x9FFF).contains(value) || (0x3400...0x4DBF).contains(value)
            || (0x20000...0x2A6DF).contains(value) || (0x2A700...0x2B73F).contains(value)
            || (0x2B740...0x2B81F).contains(value) || (0x2B820...0x2CEAF).contains(value)
            || (0xF900...0xFAFF).contains(value) || (0x2F800...0x2FA1F).contains(value)
    }
}
