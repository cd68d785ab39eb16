/// A start or end tag, with the few attributes text rendering needs, as offsets.
struct HTMLTag {
    var name: Range<Int>
    /// The index just after the closing `>`.
    var end: Int
    var isSelfClosing = false
    var href: Range<Int>?
    var alt: Range<Int>?
    var style: Range<Int>?
    var hasHiddenAttribute = false
}

/// Scans tags the way the HTML tokenizer does (quoted, unquoted and valueless attributes,
/// `/>`), in one forward pass. Every search either succeeds or ends the document, so no
/// input makes the scanner go back over the same bytes twice.
enum HTMLTagScanner {
    /// The tag whose name starts at `nameStart`, or nil when the input ends inside it.
    static func scan(_ bytes: ByteView, nameStart: Int, limit: Int) -> HTMLTag? {
        var index = nameStart
        while index < limit, !isTagSpace(bytes[index]), bytes[index] != 0x2F, bytes[index] != 0x3E { index += 1 }
        var tag = HTMLTag(name: nameStart..<index, end: limit)
        while index < limit {
            let byte = bytes[index]
            if isTagSpace(byte) {
                index += 1
                continue
            }
            if byte == 0x3E {
                tag.end = index + 1
                return tag
            }
            if byte == 0x2F {
                if index + 1 < limit, bytes[index + 1] == 0x3E {
                    tag.isSelfClosing = true
                    tag.end = index + 2
                    return tag
                }
                index += 1
                continue
            }
            let attributeStart = index
            index += 1
            while index < limit, !isTagSpace(bytes[index]), bytes[index] != 0x2F, bytes[index] != 0x3E,
                  bytes[index] != 0x3D { index += 1 }
            let attributeName = attributeStart..<index
            while index < limit, isTagSpace(bytes[index]) { index += 1 }
            var value: Range<Int>?
            if index < limit, bytes[index] == 0x3D {
                index += 1
                while index < limit, isTagSpace(bytes[index]) { index += 1 }
                if index < limit, bytes[index] == 0x22 || bytes[index] == 0x27 {
                    guard let close = MIMEBytes.firstIndex(of: bytes[index], in: bytes, range: (index + 1)..<limit)
                    else { return nil }
                    value = (index + 1)..<close
                    index = close + 1
                } else {
                    let valueStart = index
                    while index < limit, !isTagSpace(bytes[index]), bytes[index] != 0x3E { index += 1 }
                    value = valueStart..<index
                }
            }
            record(bytes, attributeName, value, in: &tag)
        }
        return nil
    }

    private static let hrefName = Array("href".utf8)
    private static let altName = Array("alt".utf8)
    private static let styleName = Array("style".utf8)
    private static let hiddenName = Array("hidden".utf8)

    private static func record(_ bytes: ByteView, _ name: Range<Int>, _ value: Range<Int>?, in tag: inout HTMLTag) {
        switch name.count {
        case 3 where MIMEBytes.equalsIgnoringCase(bytes, name, altName):
            if tag.alt == nil { tag.alt = value }
        case 4 where MIMEBytes.equalsIgnoringCase(bytes, name, hrefName):
            if tag.href == nil { tag.href = value }
        case 5 where MIMEBytes.equalsIgnoringCase(bytes, name, styleName):
            if tag.style == nil { tag.style = value }
        case 6 where MIMEBytes.equalsIgnoringCase(bytes, name, hiddenName):
            tag.hasHiddenAttribute = true
        default:
            break
        }
    }

    @inline(__always)
    static func isTagSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D || byte == 0x0C
    }

    /// True when a `style` value hides the element (`display:none`, `visibility:hidden`).
    static func styleHides(_ bytes: ByteView, _ style: Range<Int>) -> Bool {
        guard style.count >= 12, contains(bytes, style, none) || contains(bytes, style, hidden) else { return false }
        var compact: [UInt8] = []
        compact.reserveCapacity(style.count)
        for index in style where !isTagSpace(bytes[index]) { compact.append(MIMEBytes.lowercased(bytes[index])) }
        return compact.withUnsafeBufferPointer { buffer in
            MIMEBytes.firstIndex(of: displayNone, in: buffer, range: 0..<buffer.count) != nil
                || MIMEBytes.firstIndex(of: visibilityHidden, in: buffer, range: 0..<buffer.count) != nil
        }
    }

    private static let none = Array("none".utf8)
    private static let hidden = Array("hidden".utf8)

    /// True when `bytes[range]` contains `lowercaseNeedle`, ignoring ASCII case.
    private static func contains(_ bytes: ByteView, _ range: Range<Int>, _ lowercaseNeedle: [UInt8]) -> Bool {
        guard range.count >= lowercaseNeedle.count else { return false }
        for start in range.lowerBound...(range.upperBound - lowercaseNeedle.count)
            where MIMEBytes.hasPrefixIgnoringCase(bytes, at: start, limit: range.upperBound, lowercaseNeedle) {
            return true
        }
        return false
    }

    private static let displayNone = Array("display:none".utf8)
    private static let visibilityHidden = Array("visibility:hidden".utf8)
}
