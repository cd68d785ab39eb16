/// A parsed `Content-Type` or `Content-Disposition` value: the lowercased main value and
/// its parameters, with RFC 2231 continuations and charsets (`name*0*=utf-8''%E2%82%AC`)
/// and RFC 2047 encoded-words in quoted values (common though non-standard) decoded.
///
/// Tolerates what mailers get wrong: missing semicolons, unquoted values with spaces,
/// unclosed quotes, comments, and parameters without a value.
struct ContentHeaderValue {
    /// One parameter as written. `name` is lowercased and stripped of RFC 2231 markers.
    struct Parameter {
        var name: String
        /// The RFC 2231 section number (`name*0`), nil when unsectioned.
        var section: Int?
        /// True for RFC 2231 extended (`name*`) values, which are percent-encoded.
        var isExtended: Bool
        /// The value bytes, unquoted and unescaped.
        var value: [UInt8]
    }

    /// The lowercased value before the parameters, e.g. `text/html` or `attachment`.
    var value: String
    var parameters: [Parameter]

    init(_ input: ByteView) {
        var parser = ContentHeaderParser(input: input)
        value = parser.mainValue()
        parameters = parser.parameters()
    }

    /// The raw bytes of a plain parameter (e.g. the boundary, which must not be re-encoded).
    func rawParameter(_ name: String) -> [UInt8]? {
        parameters.first { $0.name == name && $0.section == nil && !$0.isExtended }?.value
    }

    /// A parameter's text: RFC 2231 forms preferred over the plain one, charsets decoded.
    func parameter(_ name: String, warnings: inout ParseWarnings) -> String? {
        let sections = parameters.filter { $0.name == name && $0.section != nil }
        if !sections.isEmpty {
            return joinSections(sections, warnings: &warnings)
        }
        if let extended = parameters.first(where: { $0.name == name && $0.isExtended }) {
            let (charset, payload) = Self.splitCharset(extended.value)
            return CharsetDecoder.decode(Self.percentDecoded(payload), charset: charset, warnings: &warnings)
        }
        guard let plain = rawParameter(name) else { return nil }
        return EncodedWords.decode(plain, warnings: &warnings)
    }

    private func joinSections(_ sections: [Parameter], warnings: inout ParseWarnings) -> String {
        var ordered: [Int: Parameter] = [:]
        for section in sections where ordered[section.section ?? 0] == nil { ordered[section.section ?? 0] = section }
        var bytes: [UInt8] = []
        var charset: String?
        for number in ordered.keys.sorted() {
            guard let section = ordered[number] else { continue }
            var payload = section.value[...]
            if section.isExtended {
                if number == ordered.keys.min() {
                    let split = Self.splitCharset(section.value)
                    charset = split.charset
                    payload = split.payload
                }
                bytes += Self.percentDecoded(payload)
            } else {
                bytes += payload
            }
        }
        if charset == nil { return EncodedWords.decode(bytes, warnings: &warnings) }
        return CharsetDecoder.decode(bytes, charset: charset, warnings: &warnings)
    }

    /// `charset'language'payload` → (charset, payload); without quotes the whole is payload.
    static func splitCharset(_ value: [UInt8]) -> (charset: String?, payload: ArraySlice<UInt8>) {
        guard let first = value.firstIndex(of: 0x27),
              let second = value[(first + 1)...].firstIndex(of: 0x27) else { return (nil, value[...]) }
        let charset = value[..<first].withUnsafeBufferPointer { SingleByteDecoding.latin1($0) }
        return (charset.isEmpty ? nil : charset, value[(second + 1)...])
    }

    /// `%XX` decoded; a `%` not followed by two hex digits is kept.
    static func percentDecoded(_ value: ArraySlice<UInt8>) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(value.count)
        var index = value.startIndex
        while index < value.endIndex {
            let byte = value[index]
            if byte == 0x25, index + 2 < value.endIndex,
               let high = MIMEBytes.hexValue(value[index + 1]), let low = MIMEBytes.hexValue(value[index + 2]) {
                result.append(high << 4 | low)
                index += 3
            } else {
                result.append(byte)
                index += 1
            }
        }
        return result
    }
}
