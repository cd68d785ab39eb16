/// What an HTML element means for plain-text rendering. Tag names are identified by a
/// packed integer key (no string allocation per tag).
enum HTMLElement: Equatable {
    /// Starts and ends a line (`div`, `tr`, `li` is separate).
    case block
    /// Starts and ends a paragraph: a blank line around it (`p`, `h1`, `blockquote`…).
    case paragraph
    case lineBreak
    case listItem
    case tableCell
    case link
    case image
    case preformatted
    /// Contents are code, never text; skipped up to the end tag (`script`, `style`).
    case rawText
    /// Contents are text but not part of the body (`title`); skipped up to the end tag.
    case skippedText
    /// Contents are markup that is never shown (`noscript`, `template`).
    case hiddenContainer
    /// Void elements and inline elements with no effect on text.
    case other

    /// Elements that never have an end tag.
    var isVoid: Bool { self == .lineBreak || self == .image }

    /// The element for a lowercased-on-the-fly tag name.
    static func classify(_ bytes: ByteView, _ name: Range<Int>) -> (element: HTMLElement, key: UInt64) {
        let key = packedKey(bytes, name)
        return (table[key] ?? .other, key)
    }

    /// Up to 8 lowercased bytes; longer names keep 7 bytes plus a length marker.
    static func packedKey(_ bytes: ByteView, _ name: Range<Int>) -> UInt64 {
        var key: UInt64 = 0
        let packed = name.count <= 8 ? name.count : 7
        for offset in 0..<packed {
            key |= UInt64(MIMEBytes.lowercased(bytes[name.lowerBound + offset])) << UInt64(offset * 8)
        }
        if name.count > 8 { key |= UInt64(0x80 | min(name.count, 0x7F)) << 56 }
        return key
    }

    static func packedKey(_ name: String) -> UInt64 {
        let utf8 = Array(name.utf8)
        return utf8.withUnsafeBufferPointer { packedKey($0, 0..<utf8.count) }
    }

    /// Void elements (besides `br` and `img`) that must not open a hidden region.
    static let voidKeys: Set<UInt64> = Set(
        ["area", "base", "col", "embed", "hr", "input", "link", "meta", "param", "source", "track", "wbr"]
            .map(packedKey))

    private static let table: [UInt64: HTMLElement] = {
        var table: [UInt64: HTMLElement] = [:]
        func add(_ names: [String], _ element: HTMLElement) {
            for name in names { table[packedKey(name)] = element }
        }
        add(["div", "tr", "ul", "ol", "dl", "dt", "dd", "center", "section", "article", "header", "footer",
             "nav", "aside", "main", "address", "figure", "figcaption", "form", "fieldset", "legend", "caption",
             "details", "summary", "dialog", "menu", "dir", "option", "thead", "tbody", "tfoot", "html", "body",
             "frameset", "frame", "hgroup"], .block)
        add(["p", "h1", "h2", "h3", "h4", "h5", "h6", "blockquote", "table", "hr"], .paragraph)
        add(["br"], .lineBreak)
        add(["li"], .listItem)
        add(["td", "th"], .tableCell)
        add(["a"], .link)
        add(["img"], .image)
        add(["pre", "listing", "xmp"], .preformatted)
        // Browsers read these as raw text: a `<style>` inside `<noframes>` opens nothing.
        add(["script", "style", "noframes", "noembed", "iframe"], .rawText)
        add(["title"], .skippedText)
        add(["noscript", "template"], .hiddenContainer)
        return table
    }()
}
