import Foundation
import SottoCore

/// A link in a message: where it goes, and the text shown for it (for HTML links).
public struct MessageLink: Sendable, Hashable {
    /// The URL as written.
    public var url: String
    /// The link text, empty for bare URLs in plain text.
    public var text: String
    /// The URL's scheme, lowercased (`https`, `mailto`, `javascript`, …).
    public var scheme: String?
    /// The host, lowercased, when the URL has one.
    public var host: String?

    /// Creates a link from a URL and its shown text.
    public init(url: String, text: String = "") {
        self.url = url.trimmingCharacters(in: .whitespacesAndNewlines)
        self.text = text
        let parsed = Self.split(self.url)
        scheme = parsed.scheme
        host = parsed.host
    }

    /// Scheme and host without Foundation's URL parser, which rejects much of what phishers
    /// write (spaces, stray characters) and would hide exactly the links that matter.
    static func split(_ url: String) -> (scheme: String?, host: String?) {
        guard let colon = url.firstIndex(of: ":") else {
            return url.lowercased().hasPrefix("www.") ? ("http", host(in: url[...])) : (nil, nil)
        }
        let scheme = url[..<colon].lowercased()
        guard !scheme.isEmpty, scheme.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "+" || $0 == "-" || $0 == "." }) else {
            return (nil, nil)
        }
        var rest = url[url.index(after: colon)...]
        guard rest.hasPrefix("//") else { return (scheme, nil) }
        rest = rest.dropFirst(2)
        return (scheme, host(in: rest))
    }

    private static func host(in authorityAndPath: Substring) -> String? {
        let authority = authorityAndPath.prefix { !"/?#\\".contains($0) }
        let afterCredentials = authority.split(separator: "@").last.map(Substring.init) ?? authority
        var host = afterCredentials
        if host.hasPrefix("[") {
            host = host.prefix { $0 != "]" } + "]"
        } else if let port = host.lastIndex(of: ":") {
            host = host[..<port]
        }
        let lowered = host.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "."))
        return lowered.isEmpty ? nil : lowered
    }
}

/// Finds the links in a parsed message: HTML links with their text, plus bare URLs in the
/// plain text.
public enum LinkScanner {
    /// Most links looked at per message (a newsletter can carry hundreds).
    public static let limit = 200

    /// The message's links, HTML ones first, without duplicates.
    public static func links(in message: ParsedMessage) -> [MessageLink] {
        var seen = Set<String>()
        var links: [MessageLink] = []
        for link in message.links where links.count < limit {
            if seen.insert(link.url).inserted { links.append(MessageLink(url: link.url, text: link.text)) }
        }
        for url in bareURLs(in: message.text) where links.count < limit {
            if seen.insert(url).inserted { links.append(MessageLink(url: url)) }
        }
        return links
    }

    /// `http(s)://…` and `www.…` runs in `text`, with trailing punctuation trimmed.
    static func bareURLs(in text: String) -> [String] {
        var urls: [String] = []
        var search = text.startIndex
        while search < text.endIndex, urls.count < limit,
              let start = nextURLStart(in: text, from: search) {
            var end = start
            while end < text.endIndex, !text[end].isWhitespace, !"<>\"'()[]{}".contains(text[end]) {
                end = text.index(after: end)
            }
            var url = text[start..<end]
            while let last = url.last, ".,;:!?".contains(last) { url = url.dropLast() }
            if url.count > 8 { urls.append(String(url)) }
            search = end > start ? end : text.index(after: start)
        }
        return urls
    }

    /// Where the next `http://`, `https://` or `www.` (any case) starts, at or after `index`:
    /// one pass over the bytes, since a newsletter's text can hold hundreds of URLs.
    private static func nextURLStart(in text: String, from index: String.Index) -> String.Index? {
        let bytes = text.utf8
        var position = index
        while position < bytes.endIndex {
            let lowered = bytes[position] | 0x20  // ASCII letters to lowercase; the markers start with h or w
            if lowered == UInt8(ascii: "h") || lowered == UInt8(ascii: "w"),
               urlMarkers.contains(where: { startsWith(bytes[position...], $0) }) {
                return position
            }
            bytes.formIndex(after: &position)
        }
        return nil
    }

    private static let urlMarkers: [[UInt8]] = ["https://", "http://", "www."].map { Array($0.utf8) }

    /// True when `bytes` begin with `marker` (lowercase ASCII), ignoring ASCII case.
    private static func startsWith(_ bytes: Substring.UTF8View, _ marker: [UInt8]) -> Bool {
        var position = bytes.startIndex
        for expected in marker {
            guard position < bytes.endIndex else { return false }
            let byte = bytes[position]
            guard byte == expected || (byte | 0x20 == expected && expected >= UInt8(ascii: "a") && expected <= UInt8(ascii: "z")) else {
                return false
            }
            bytes.formIndex(after: &position)
        }
        return true
    }
}
