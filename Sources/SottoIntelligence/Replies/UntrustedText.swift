import Foundation

/// Mail text prepared for a prompt: it is data, never instructions. Control characters and
/// markup are removed, quoted history and signatures cut, the length capped, and anything
/// that looks like our fences or a chat-template marker neutralized, so the text cannot
/// close its fence or open a turn of its own.
public enum UntrustedText {
    /// The fence around mail text in prompts.
    public static let openFence = "<<<EMAIL"
    public static let closeFence = "EMAIL>>>"

    /// `text` made safe to place between the fences, at most `limit` characters (see
    /// ``excerpt(of:limit:)`` for what a long text keeps).
    public static func sanitize(_ text: String, limit: Int = 2_000) -> String {
        var cleaned = QuoteStripper.newText(of: text)
        cleaned = String(cleaned.unicodeScalars.filter { scalar in
            scalar == "\n" || scalar == "\t" || !(scalar.properties.generalCategory == .control || scalar.properties.generalCategory == .format)
        })
        for marker in ["<<<", ">>>", "<|", "|>", "[INST]", "[/INST]", "<start_of_turn>", "<end_of_turn>"] {
            cleaned = cleaned.replacingOccurrences(of: marker, with: " ")
        }
        cleaned = cleaned.replacingOccurrences(of: "\n{3,}", with: "\n\n", options: .regularExpression)
        return excerpt(of: cleaned.trimmingCharacters(in: .whitespacesAndNewlines), limit: limit)
    }

    /// `text` when it fits in `limit` characters, else its beginning and its end joined by
    /// " … ": about two thirds from the start (who writes, about what) and the rest from the
    /// end, where mail usually asks what it wants. Cuts fall between words where they can.
    static func excerpt(of text: String, limit: Int) -> String {
        guard text.count > limit else { return text }
        let joint = " … "
        guard limit > 3 * joint.count else { return String(text.prefix(max(0, limit))) }
        let room = limit - joint.count
        var head = text.prefix(room * 2 / 3)
        if let space = head.lastIndex(where: \.isWhitespace), head.distance(from: head.startIndex, to: space) > head.count / 2 {
            head = head[..<space]
        }
        var tail = text.suffix(room - head.count)
        if let space = tail.firstIndex(where: \.isWhitespace), tail.distance(from: tail.startIndex, to: space) < tail.count / 2 {
            tail = tail[tail.index(after: space)...]
        }
        return head.trimmingCharacters(in: .whitespacesAndNewlines) + joint + tail.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// `text` sanitized and fenced.
    public static func fenced(_ text: String, limit: Int = 2_000) -> String {
        "\(openFence)\n\(sanitize(text, limit: limit))\n\(closeFence)"
    }

    /// The web links and email addresses in `text`, lowercased.
    static func linksAndAddresses(in text: String) -> Set<String> {
        var found = Set<String>()
        let lowered = text.lowercased()
        for match in lowered.matches(of: /(https?:\/\/|www\.)[^\s<>"')\]]+/) { found.insert(String(match.output.0)) }
        for match in lowered.matches(of: /[a-z0-9._%+\-]+@[a-z0-9.\-]+\.[a-z]{2,}/) { found.insert(String(match.output)) }
        for match in lowered.matches(of: /\b[a-z0-9\-]+\.(com|net|org|io|xyz|top|info|biz|ru|cn|co)\b/) { found.insert(String(match.output.0)) }
        return found
    }

    /// True when `candidate` repeats six or more consecutive words of `source` (an injected
    /// sentence being echoed back).
    static func echoes(_ candidate: String, from source: String, words: Int = 6) -> Bool {
        let sourceWords = normalizedWords(source)
        let candidateWords = normalizedWords(candidate)
        guard candidateWords.count >= words, sourceWords.count >= words else { return false }
        var shingles = Set<String>()
        for start in 0...(sourceWords.count - words) { shingles.insert(sourceWords[start..<(start + words)].joined(separator: " ")) }
        for start in 0...(candidateWords.count - words) where shingles.contains(candidateWords[start..<(start + words)].joined(separator: " ")) {
            return true
        }
        return false
    }

    private static func normalizedWords(_ text: String) -> [String] {
        text.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
    }
}
