/// Decodes text in a declared MIME charset to a `String`.
///
/// UTF-8, US-ASCII, ISO-8859-1 and windows-1252 are decoded in Swift; every other charset
/// goes through iconv under the name `CharsetAliases` picks (e.g. GB2312 is read as
/// GB18030, its superset). Invalid sequences become U+FFFD. A charset nobody knows is read
/// as UTF-8 if valid, else windows-1252, with a warning.
enum CharsetDecoder {
    /// Decodes `bytes` declared as `charset` (nil or empty when the message gave none).
    static func decode(_ bytes: ByteView, charset: String?, warnings: inout ParseWarnings) -> String {
        if bytes.isEmpty { return "" }
        switch CharsetAliases.resolve(charset) {
        case .utf8:
            return String(decoding: bytes, as: UTF8.self)
        case .unlabelled:
            return SingleByteDecoding.utf8OrWindows1252(bytes)
        case .windows1252:
            return SingleByteDecoding.windows1252(bytes)
        case .iconv(let candidates):
            // Cheap exit: ASCII is the same in every ASCII-compatible charset.
            if candidates.first.map(CharsetAliases.isASCIICompatible) == true, MIMEBytes.isASCII(bytes) {
                return String(decoding: bytes, as: UTF8.self)
            }
            for name in candidates {
                guard let output = IconvConverter.convert(bytes, from: name) else { continue }
                if output.replacements > 0 {
                    warnings.add("invalid byte sequences in charset \(name) were replaced")
                }
                return String(decoding: output.utf8, as: UTF8.self)
            }
            warnings.add("unknown charset \(CharsetAliases.describe(charset)); read as UTF-8 or windows-1252")
            return SingleByteDecoding.utf8OrWindows1252(bytes)
        }
    }

    /// Decodes an array of bytes; see `decode(_:charset:warnings:)`.
    static func decode(_ bytes: [UInt8], charset: String?, warnings: inout ParseWarnings) -> String {
        bytes.withUnsafeBufferPointer { decode($0, charset: charset, warnings: &warnings) }
    }
}
