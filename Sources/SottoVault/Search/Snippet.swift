/// A short excerpt around the first match, with the matched words marked.
public struct Snippet: Sendable, Hashable, Codable {
    /// The excerpt, whitespace collapsed.
    public var text: String
    /// Character offsets (in `text`) of each highlighted match.
    public var highlights: [Range<Int>]

    public init(text: String, highlights: [Range<Int>]) {
        self.text = text
        self.highlights = highlights
    }

    /// The excerpt with each match wrapped in `open` and `close` markers.
    public func marked(open: String = "[", close: String = "]") -> String {
        var result = ""
        var characters = Array(text)
        var cursor = 0
        for range in highlights.sorted(by: { $0.lowerBound < $1.lowerBound }) where range.lowerBound >= cursor && range.upperBound <= characters.count {
            result += String(characters[cursor..<range.lowerBound]) + open + String(characters[range]) + close
            cursor = range.upperBound
        }
        result += String(characters[cursor...])
        characters.removeAll()
        return result
    }

    /// Builds a snippet of about `width` characters around the first word of `text` whose
    /// search token is in `tokens`.
    public static func make(from text: String, matching tokens: Set<String>, width: Int = 160) -> Snippet {
        let words = wordRanges(in: text)
        let flat = Array(text)
        let firstMatch = words.firstIndex { tokens.contains($0.token) }
        let center = firstMatch.map { words[$0].range.lowerBound } ?? 0
        var start = max(0, center - width / 3)
        // Start at a word boundary.
        while start > 0, start < flat.count, !flat[start - 1].isWhitespace { start -= 1 }
        let end = min(flat.count, start + width)
        var excerpt = ""
        var highlights: [Range<Int>] = []
        var lastWasSpace = false
        var index = start
        let matches = words.filter { tokens.contains($0.token) && $0.range.lowerBound >= start && $0.range.upperBound <= end }
        var matchCursor = 0
        while index < end {
            if matchCursor < matches.count, matches[matchCursor].range.lowerBound == index {
                let range = matches[matchCursor].range
                let begin = excerpt.count
                excerpt += String(flat[range])
                highlights.append(begin..<excerpt.count)
                index = range.upperBound
                matchCursor += 1
                lastWasSpace = false
                continue
            }
            let character = flat[index]
            if character.isWhitespace {
                if !lastWasSpace, !excerpt.isEmpty { excerpt.append(" ") }
                lastWasSpace = true
            } else {
                excerpt.append(character)
                lastWasSpace = false
            }
            index += 1
        }
        if start > 0 { excerpt = "…" + excerpt; highlights = highlights.map { ($0.lowerBound + 1)..<($0.upperBound + 1) } }
        if end < flat.count { excerpt += "…" }
        return Snippet(text: excerpt, highlights: highlights)
    }

    /// Each word of `text` with its character range and its search token.
    private static func wordRanges(in text: String) -> [(range: Range<Int>, token: String)] {
        var result: [(Range<Int>, String)] = []
        var start: Int?
        var offset = 0
        var current = ""
        for character in text {
            if character.isLetter || character.isNumber {
                if start == nil { start = offset }
                current.append(character)
            } else if let begin = start {
                result.append((begin..<offset, SearchTokenizer.token(for: current)))
                start = nil
                current = ""
            }
            offset += 1
        }
        if let begin = start { result.append((begin..<offset, SearchTokenizer.token(for: current))) }
        return result
    }
}
