import SottoCore

/// The words of a message as the word model reads them, the way a classic Bayesian spam
/// filter does: each distinct word of the subject (marked `subject:`) and of the body,
/// lowercased, and the domain of each link (`host:example.com`).
///
/// A word is a run of letters and digits, 2 to 20 characters long, with at least one letter;
/// longer runs (encoded data, tracking ids) are skipped, and so are numbers: years, times and
/// prices say more about when a corpus was collected than about spam (dropping them cost
/// nothing in cross-validation on the training data). Only the first ``bodyLimit`` characters of the body
/// are read, so a huge message costs no more than a long one.
public enum SpamWords {
    /// Characters of the body read.
    public static let bodyLimit = 20_000
    /// Shortest word kept, in characters.
    static let shortest = 2
    /// Longest word kept, in characters.
    static let longest = 20

    /// The distinct tokens of `message`, sorted; `links` are its links (``LinkScanner``), when
    /// the caller has found them already.
    public static func tokens(of message: ParsedMessage, links: [MessageLink]? = nil) -> [String] {
        var tokens = Set<String>()
        for word in words(in: message.subject) { tokens.insert("subject:" + word) }
        for word in words(in: message.text, limit: bodyLimit) { tokens.insert(word) }
        for link in links ?? LinkScanner.links(in: message) {
            guard let host = link.host else { continue }
            tokens.insert("host:" + (DomainName(host)?.registrable ?? host.lowercased()))
        }
        return tokens.sorted()
    }

    /// The words of the first `limit` characters (Unicode scalars) of `text`, lowercased, in
    /// order, repeats kept.
    static func words(in text: some StringProtocol, limit: Int = .max) -> [String] {
        var words: [String] = []
        var current: [UInt8] = []  // UTF-8, lowercased
        var length = 0
        var hasLetter = false
        func finish() {
            if length >= shortest, length <= longest, hasLetter { words.append(String(decoding: current, as: UTF8.self)) }
            current.removeAll(keepingCapacity: true)
            length = 0
            hasLetter = false
        }
        for scalar in text.unicodeScalars.prefix(limit) {
            let isLetter: Bool
            let isDigit: Bool
            if scalar.isASCII {
                let byte = UInt8(scalar.value)
                isLetter = (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
                isDigit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
                if (isLetter || isDigit), length < longest + 1 { current.append(isLetter ? byte | 0x20 : byte) }
            } else {
                isLetter = scalar.properties.isAlphabetic
                isDigit = scalar.properties.numericType == .decimal
                if (isLetter || isDigit), length < longest + 1 { current += scalar.properties.lowercaseMapping.utf8 }
            }
            if isLetter || isDigit {
                length += 1
                hasLetter = hasLetter || isLetter
            } else if length > 0 {
                finish()
            }
        }
        if length > 0 { finish() }
        return words
    }
}
