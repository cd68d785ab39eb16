/// Splits text into search tokens the same way for documents and queries.
///
/// Letters and digits form words, lowercased. Scripts written without spaces (Han, Kana,
/// Hangul, Thai…) produce overlapping character bigrams, so `东京大学` is findable by `东京`.
/// Tokens longer than `maxTokenLength` (base64 debris, hashes) are skipped.
public enum SearchTokenizer {
    public static let maxTokenLength = 48

    /// Calls `body` with each token, in order.
    public static func forEachToken(in text: String, _ body: (String) -> Void) {
        // ASCII words (the common case) are collected as bytes; a word that meets a
        // non-ASCII letter switches to scalars. Both buffers are reused across words.
        var word: [UInt8] = []
        word.reserveCapacity(32)
        var scalars: [Unicode.Scalar] = []
        var wordIsASCII = true
        var previousIdeograph: Unicode.Scalar?
        var emittedBigram = false

        func flushWord() {
            if wordIsASCII {
                guard !word.isEmpty else { return }
                if word.count <= maxTokenLength {
                    stemASCII(&word)
                    body(String(decoding: word, as: UTF8.self))
                }
                word.removeAll(keepingCapacity: true)
            } else {
                if scalars.count <= maxTokenLength {
                    var view = String.UnicodeScalarView()
                    view.append(contentsOf: scalars)
                    body(String(view).lowercased())
                }
                scalars.removeAll(keepingCapacity: true)
                wordIsASCII = true
            }
        }

        func flushIdeograph() {
            guard let single = previousIdeograph else { return }
            if !emittedBigram { body(String(single)) }
            previousIdeograph = nil
            emittedBigram = false
        }

        func switchToScalars() {
            guard wordIsASCII else { return }
            wordIsASCII = false
            scalars.removeAll(keepingCapacity: true)
            for byte in word { scalars.append(Unicode.Scalar(byte)) }
            word.removeAll(keepingCapacity: true)
        }

        func appendASCII(_ byte: UInt8) {
            if wordIsASCII { word.append(byte) } else { scalars.append(Unicode.Scalar(byte)) }
        }

        for scalar in text.unicodeScalars {
            let value = scalar.value
            if value < 0x80 {
                if previousIdeograph != nil { flushIdeograph() }
                let byte = UInt8(value)
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                    appendASCII(byte)
                case UInt8(ascii: "A")...UInt8(ascii: "Z"):
                    appendASCII(byte + 32)
                default:
                    flushWord()
                }
            } else if isUnsegmentedScript(scalar) {
                flushWord()
                if let previous = previousIdeograph {
                    var pair = String.UnicodeScalarView()
                    pair.append(previous)
                    pair.append(scalar)
                    body(String(pair))
                    emittedBigram = true
                }
                previousIdeograph = scalar
            } else if scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
                flushIdeograph()
                switchToScalars()
                scalars.append(scalar)
            } else if scalar.properties.generalCategory == .nonspacingMark, !wordIsASCII || !word.isEmpty {
                // Combining accents stay inside the word they modify.
                switchToScalars()
                scalars.append(scalar)
            } else {
                flushIdeograph()
                flushWord()
            }
        }
        flushIdeograph()
        flushWord()
    }

    /// A deliberately light English stemmer: plurals only (`flights` → `flight`,
    /// `parties` → `party`), so that a query word finds its plural and back. Heavier
    /// stemming (`-ing`, `-ed`) conflates too much for names and places.
    static func stemASCII(_ word: inout [UInt8]) {
        let count = word.count
        guard count > 3, word[count - 1] == UInt8(ascii: "s") else { return }
        let secondLast = word[count - 2]
        if count > 4, secondLast == UInt8(ascii: "e"), word[count - 3] == UInt8(ascii: "i") {
            word.removeLast(3)
            word.append(UInt8(ascii: "y"))
            return
        }
        if count > 4, secondLast == UInt8(ascii: "e"), word[count - 3] == UInt8(ascii: "s"), word[count - 4] == UInt8(ascii: "s") {
            word.removeLast(2)
            return
        }
        switch secondLast {
        case UInt8(ascii: "s"), UInt8(ascii: "u"), UInt8(ascii: "i"): return
        default: word.removeLast()
        }
    }

    /// The token a single word becomes (lowercased, and stemmed when it is ASCII).
    public static func token(for word: String) -> String {
        tokens(in: word).first ?? word.lowercased()
    }

    /// All tokens of `text`, in order.
    public static func tokens(in text: String) -> [String] {
        var result: [String] = []
        forEachToken(in: text) { result.append($0) }
        return result
    }

    private static func isUnsegmentedScript(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3040...0x30FF,  // Hiragana, Katakana
             0x3400...0x4DBF,  // CJK Extension A
             0x4E00...0x9FFF,  // CJK Unified Ideographs
             0xAC00...0xD7AF,  // Hangul syllables
             0x0E00...0x0E7F,  // Thai
             0xF900...0xFAFF,  // CJK Compatibility Ideographs
             0x20000...0x2FA1F:  // CJK Extensions B+
            return true
        default:
            return false
        }
    }
}
