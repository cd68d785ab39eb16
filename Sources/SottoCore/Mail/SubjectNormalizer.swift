/// Normalizes subjects for thread matching: strips reply and forward prefixes
/// (`Re:`, `Fwd:`, `AW:`, `SV:`, `Réf.`, `[list]` tags…), folds whitespace and case.
public enum SubjectNormalizer {
    private static let prefixes: Set<String> = [
        "re", "fw", "fwd", "aw", "wg", "sv", "vs", "antw", "rif", "tr", "ref", "réf", "res", "enc", "odp", "回复", "转发", "答复",
    ]

    /// The subject without prefixes, list tags, or extra whitespace, lowercased.
    public static func normalize(_ subject: String) -> String {
        analyze(subject).normalized
    }

    /// True when the subject carries a reply or forward prefix.
    public static func isReply(_ subject: String) -> Bool {
        analyze(subject).isReply
    }

    /// Both at once: the normalized subject and whether it had a reply or forward prefix.
    public static func analyze(_ subject: String) -> (normalized: String, isReply: Bool) {
        let result = stripped(subject)
        return (result.subject.lowercased(), result.hadPrefix)
    }

    private static func stripped(_ subject: String) -> (subject: String, hadPrefix: Bool) {
        var rest = Substring(subject)
        var hadPrefix = false
        while true {
            rest = rest.drop { $0.isWhitespace }
            if rest.first == "[", let close = rest.firstIndex(of: "]"), rest.distance(from: rest.startIndex, to: close) < 40 {
                rest = rest[rest.index(after: close)...]
                continue
            }
            guard let colon = rest.firstIndex(where: { $0 == ":" || $0 == "：" }),
                  rest.distance(from: rest.startIndex, to: colon) <= 6
            else { break }
            var word = rest[..<colon].lowercased()
            // "Re[2]:" and "Re(2):" counters.
            if let bracket = word.firstIndex(where: { $0 == "[" || $0 == "(" }) { word = String(word[..<bracket]) }
            if word.hasSuffix(".") { word.removeLast() }
            guard prefixes.contains(word.trimmingWhitespace()) else { break }
            hadPrefix = true
            rest = rest[rest.index(after: colon)...]
        }
        let collapsed = rest.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return (collapsed, hadPrefix)
    }
}

extension String {
    func trimmingWhitespace() -> String {
        String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }
}
