import SottoCore

/// Converts HTML to readable plain text, with the links it contains.
///
/// A small tolerant tokenizer, no dependencies: script, style, title, noscript and template
/// contents, comments and elements hidden with `display:none` are dropped; block elements
/// become line breaks, list items get bullets, table cells are spaced; character references
/// are decoded; whitespace is collapsed. A link whose text is not its own URL is rendered
/// as `text (url)` for http(s), ftp and mailto targets. Runs in linear time on any input.
public enum HTMLToText {
    /// Readable text and the links found.
    public struct Result: Sendable, Hashable {
        /// The text, trimmed, with at most one blank line in a row.
        public var text: String
        /// Every `<a href>` in document order — including `javascript:` and `data:` targets
        /// and links inside hidden elements — with its visible text (or image alt text).
        /// Targets longer than 4 KB and link texts longer than 1 KB are cut.
        public var links: [ParsedMessage.Link]
    }

    /// Converts `html`. `maxTextBytes` caps the UTF-8 size of the text (conversion stops
    /// early once it is reached and `maxLinks` links were collected).
    public static func convert(_ html: String, maxTextBytes: Int = 4_000_000, maxLinks: Int = 1_000) -> Result {
        var html = html
        return html.withUTF8 { bytes in
            var renderer = HTMLRenderer(bytes: bytes, maxTextBytes: maxTextBytes, maxLinks: maxLinks)
            return renderer.render()
        }
    }
}
