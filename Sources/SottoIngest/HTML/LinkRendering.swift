/// Decides when a link's target is written into the text after its visible text.
enum LinkRendering {
    private static let schemes: [[UInt8]] = ["http://", "https://", "ftp://", "mailto:"].map { Array($0.utf8) }
    private static let www = Array("www.".utf8)

    /// True for http(s), ftp and mailto targets whose visible text is not the target itself
    /// (ignoring scheme, `www.`, trailing slashes and ASCII case).
    static func shouldShowTarget(_ href: String, text: String) -> Bool {
        guard href.utf8.count <= 2048 else { return false }
        var href = href
        var text = text
        return href.withUTF8 { target in
            guard schemes.contains(where: { MIMEBytes.hasPrefixIgnoringCase(target, at: 0, limit: target.count, $0) })
            else { return false }
            return text.withUTF8 { visible in
                let targetCore = core(target)
                let visibleCore = core(visible)
                guard targetCore.count == visibleCore.count else { return true }
                for offset in 0..<targetCore.count
                    where MIMEBytes.lowercased(target[targetCore.lowerBound + offset])
                    != MIMEBytes.lowercased(visible[visibleCore.lowerBound + offset]) {
                    return true
                }
                return false
            }
        }
    }

    /// The range without surrounding whitespace, a leading scheme and `www.`, and trailing slashes.
    private static func core(_ bytes: ByteView) -> Range<Int> {
        var range = MIMEBytes.trimmed(bytes, 0..<bytes.count)
        for scheme in schemes
            where MIMEBytes.hasPrefixIgnoringCase(bytes, at: range.lowerBound, limit: range.upperBound, scheme) {
            range = (range.lowerBound + scheme.count)..<range.upperBound
            break
        }
        if MIMEBytes.hasPrefixIgnoringCase(bytes, at: range.lowerBound, limit: range.upperBound, www) {
            range = (range.lowerBound + www.count)..<range.upperBound
        }
        while range.upperBound > range.lowerBound, bytes[range.upperBound - 1] == 0x2F {
            range = range.lowerBound..<(range.upperBound - 1)
        }
        return range
    }
}
