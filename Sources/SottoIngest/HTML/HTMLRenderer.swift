import SottoCore

/// The single forward pass behind `HTMLToText`.
struct HTMLRenderer {
    private struct OpenLink {
        var href: String
        var textStart: Int
        var alt: String?
        var isHidden: Bool
    }

    private let bytes: ByteView
    private let count: Int
    private let maxLinks: Int
    private var writer: HTMLTextWriter
    private var links: [ParsedMessage.Link] = []
    private var openLink: OpenLink?
    /// The element hiding its contents, and how many same-named elements are open inside it.
    private var hidden: (key: UInt64, nesting: Int)?
    /// For each skipped-text element, the offset from which no end tag exists.
    private var missingEndTagFrom: [UInt64: Int] = [:]

    init(bytes: ByteView, maxTextBytes: Int, maxLinks: Int) {
        self.bytes = bytes
        self.count = bytes.count
        self.maxLinks = maxLinks
        self.writer = HTMLTextWriter(maxBytes: maxTextBytes, expectedBytes: bytes.count / 2)
    }

    mutating func render() -> HTMLToText.Result {
        var index = 0
        while index < count {
            if writer.isFull, links.count >= maxLinks { break }
            let tagStart = MIMEBytes.firstIndex(of: 0x3C, in: bytes, range: index..<count) ?? count
            if tagStart > index, hidden == nil { writer.appendText(bytes, index..<tagStart) }
            guard tagStart < count else { break }
            index = markup(at: tagStart)
        }
        closeLink()
        let text = String(decoding: writer.output, as: UTF8.self)
        return HTMLToText.Result(text: text, links: links)
    }

    /// Handles whatever starts with `<` at `start` and returns the index after it.
    private mutating func markup(at start: Int) -> Int {
        let next = start + 1 < count ? bytes[start + 1] : 0
        if MIMEBytes.isLetter(next) {
            guard let tag = HTMLTagScanner.scan(bytes, nameStart: start + 1, limit: count) else { return count }
            return startTag(tag)
        }
        if next == 0x2F {
            if start + 2 < count, MIMEBytes.isLetter(bytes[start + 2]) {
                guard let tag = HTMLTagScanner.scan(bytes, nameStart: start + 2, limit: count) else { return count }
                endTag(tag)
                return tag.end
            }
            return skipBogus(from: start + 2)
        }
        if next == 0x21 {
            if start + 3 < count, bytes[start + 2] == 0x2D, bytes[start + 3] == 0x2D {
                return skipComment(from: start + 4)
            }
            return skipBogus(from: start + 2)
        }
        if next == 0x3F { return skipBogus(from: start + 2) }
        if hidden == nil { writer.appendText(bytes, start..<(start + 1)) }
        return start + 1
    }

    private mutating func startTag(_ tag: HTMLTag) -> Int {
        let (element, key) = HTMLElement.classify(bytes, tag.name)
        switch element {
        case .rawText:
            return tag.isSelfClosing ? tag.end : endOfElement(key: key, from: tag.end) ?? count
        case .skippedText:
            if tag.isSelfClosing { return tag.end }
            return endOfElement(key: key, from: tag.end) ?? tag.end
        case .link:
            closeLink()
            if let href = tag.href, !href.isEmpty {
                openLink = OpenLink(href: attributeText(href, capped: Self.maxHrefBytes), textStart: writer.position, alt: nil,
                                    isHidden: hidden != nil)
            }
        case .image:
            if let alt = tag.alt, var link = openLink, link.alt == nil {
                link.alt = attributeText(alt, capped: Self.maxLinkTextBytes)
                openLink = link
            }
        default:
            break
        }
        if let current = hidden {
            if current.key == key, !tag.isSelfClosing { hidden?.nesting += 1 }
            return tag.end
        }
        let hides = element == .hiddenContainer || tag.hasHiddenAttribute
            || (tag.style.map { HTMLTagScanner.styleHides(bytes, $0) } ?? false)
        if hides, !tag.isSelfClosing, !element.isVoid, !HTMLElement.voidKeys.contains(key) {
            hidden = (key, 1)
            return tag.end
        }
        switch element {
        case .block: writer.requestBreak(1)
        case .paragraph: writer.requestBreak(2)
        case .lineBreak: writer.lineBreak()
        case .listItem:
            writer.requestBreak(1)
            writer.appendLiteral("• ")
        case .tableCell: writer.requestSpace()
        case .preformatted:
            writer.requestBreak(2)
            writer.preformattedDepth += 1
        default: break
        }
        return tag.end
    }

    private mutating func endTag(_ tag: HTMLTag) {
        let (element, key) = HTMLElement.classify(bytes, tag.name)
        if element == .link { closeLink() }
        if let current = hidden {
            if current.key == key {
                hidden = current.nesting <= 1 ? nil : (key, current.nesting - 1)
            }
            return
        }
        switch element {
        case .block, .listItem: writer.requestBreak(1)
        case .paragraph: writer.requestBreak(2)
        case .lineBreak: writer.lineBreak()
        case .tableCell: writer.requestSpace()
        case .preformatted:
            writer.preformattedDepth = max(0, writer.preformattedDepth - 1)
            writer.requestBreak(2)
        default: break
        }
    }

    private mutating func closeLink() {
        guard let link = openLink else { return }
        openLink = nil
        var text = linkText(from: link.textStart)
        if text.isEmpty, let alt = link.alt, !alt.isEmpty {
            text = alt
            if !link.isHidden, hidden == nil { writer.appendLiteral(alt) }
        }
        if links.count < maxLinks { links.append(ParsedMessage.Link(text: text, url: link.href)) }
        if !link.isHidden, hidden == nil, !text.isEmpty, LinkRendering.shouldShowTarget(link.href, text: text) {
            writer.appendAfterLastText(" (\(link.href))")
        }
    }

    /// The visible text written since `start`, trimmed and capped at `maxLinkTextBytes`.
    private func linkText(from start: Int) -> String {
        let output = writer.output
        guard start < output.count else { return "" }
        return output[start...].withUnsafeBufferPointer { buffer in
            let trimmed = MIMEBytes.trimmed(buffer, 0..<buffer.count)
            return Self.string(UnsafeBufferPointer(rebasing: buffer[trimmed]), capped: Self.maxLinkTextBytes)
        }
    }

    /// The most UTF-8 bytes kept of a link's text and of its target: enough for any real
    /// link (and the scheme of a `data:` URL), bounded for hostile input.
    static let maxLinkTextBytes = 1024
    static let maxHrefBytes = 4096

    /// UTF-8 bytes as a string, cut at a character boundary when longer than `limit`.
    private static func string(_ bytes: ByteView, capped limit: Int) -> String {
        var end = bytes.count
        if end > limit {
            end = limit
            // Back off to the start of the character that would be cut.
            while end > 0, bytes[end] & 0xC0 == 0x80 { end -= 1 }
        }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[0..<end]), as: UTF8.self)
    }

    /// An attribute value with character references decoded and whitespace trimmed.
    private func attributeText(_ range: Range<Int>, capped limit: Int) -> String {
        var decoded: [UInt8] = []
        decoded.reserveCapacity(range.count)
        var index = range.lowerBound
        while index < range.upperBound, decoded.count <= limit + 4 {
            if bytes[index] == 0x26,
               let reference = HTMLEntityDecoder.decode(bytes, at: index, limit: range.upperBound, inAttribute: true) {
                UTF8Encoding.append(reference.scalar, to: &decoded)
                index = reference.end
            } else {
                decoded.append(bytes[index])
                index += 1
            }
        }
        return decoded.withUnsafeBufferPointer { buffer in
            Self.string(UnsafeBufferPointer(rebasing: buffer[MIMEBytes.trimmed(buffer, 0..<buffer.count)]), capped: limit)
        }
    }

    /// The index after `</name…>` for the element with this key, searching from `start`;
    /// nil when there is none (remembered, so repeated searches stay linear).
    private mutating func endOfElement(key: UInt64, from start: Int) -> Int? {
        if let missingFrom = missingEndTagFrom[key], start >= missingFrom { return nil }
        var index = start
        while let open = MIMEBytes.firstIndex(of: 0x3C, in: bytes, range: index..<count) {
            index = open + 1
            guard open + 2 < count, bytes[open + 1] == 0x2F else { continue }
            var nameEnd = open + 2
            while nameEnd < count, MIMEBytes.isLetter(bytes[nameEnd]) || MIMEBytes.isDigit(bytes[nameEnd]) {
                nameEnd += 1
            }
            guard HTMLElement.packedKey(bytes, (open + 2)..<nameEnd) == key else { continue }
            return MIMEBytes.firstIndex(of: 0x3E, in: bytes, range: nameEnd..<count).map { $0 + 1 } ?? count
        }
        missingEndTagFrom[key] = start
        return nil
    }

    private func skipComment(from start: Int) -> Int {
        if start < count, bytes[start] == 0x3E { return start + 1 }
        if start + 1 < count, bytes[start] == 0x2D, bytes[start + 1] == 0x3E { return start + 2 }
        guard let end = MIMEBytes.firstIndex(of: Array("-->".utf8), in: bytes, range: start..<count) else { return count }
        return end + 3
    }

    private func skipBogus(from start: Int) -> Int {
        guard let end = MIMEBytes.firstIndex(of: 0x3E, in: bytes, range: start..<count) else { return count }
        return end + 1
    }
}
