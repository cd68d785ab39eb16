/// RFC 2047 encoded-words (`=?charset?B|Q?text?=`) in header text.
///
/// Forgiving in the ways real mail needs: any charset, mixed charsets in one header,
/// encoded-words glued to surrounding text, a multibyte character split across two adjacent
/// words (their bytes are joined before charset decoding). Whitespace between two adjacent
/// encoded-words is dropped (RFC 2047 §6.2). A malformed word is left as it is. Bytes
/// outside encoded-words are read as UTF-8 when valid, else windows-1252.
enum EncodedWords {
    /// Decodes header text. Plain ASCII without `=?` comes back unchanged. Raw 8-bit bytes
    /// that are not UTF-8 are read in `fallbackCharset` (the message's body charset, which
    /// old mailers also used for headers) when given, else as windows-1252.
    static func decode(_ input: ByteView, fallbackCharset: String? = nil, warnings: inout ParseWarnings) -> String {
        var decoder = Decoder(input: input, fallbackCharset: fallbackCharset)
        return decoder.run(warnings: &warnings)
    }

    /// Decodes header text held in an array.
    static func decode(_ input: [UInt8], fallbackCharset: String? = nil, warnings: inout ParseWarnings) -> String {
        input.withUnsafeBufferPointer { decode($0, fallbackCharset: fallbackCharset, warnings: &warnings) }
    }

    /// Decodes raw header bytes without encoded-words: UTF-8 if valid, else `fallbackCharset`
    /// if given, else windows-1252.
    static func decodeRaw(_ bytes: ByteView, fallbackCharset: String?, warnings: inout ParseWarnings) -> String {
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        guard let fallbackCharset else { return SingleByteDecoding.windows1252(bytes) }
        return CharsetDecoder.decode(bytes, charset: fallbackCharset, warnings: &warnings)
    }

    /// True when the bytes contain `=?`, the only way an encoded-word can start.
    static func mayContainEncodedWord(_ input: ByteView) -> Bool {
        MIMEBytes.firstIndex(of: [0x3D, 0x3F], in: input, range: 0..<input.count) != nil
    }

    private struct Word {
        var charset: Range<Int>
        var isBase64: Bool
        var text: Range<Int>
        var end: Int
    }

    private struct Decoder {
        let input: ByteView
        let fallbackCharset: String?
        var result = ""
        var pending: [UInt8] = []
        var pendingCharset: String?

        init(input: ByteView, fallbackCharset: String?) {
            self.input = input
            self.fallbackCharset = fallbackCharset
        }

        mutating func run(warnings: inout ParseWarnings) -> String {
            let count = input.count
            var literalStart = 0
            var searchFrom = 0
            var previousWasWord = false
            while let start = MIMEBytes.firstIndex(of: [0x3D, 0x3F], in: input, range: searchFrom..<count) {
                guard let word = parseWord(at: start) else {
                    searchFrom = start + 2
                    continue
                }
                let gap = literalStart..<start
                let gapIsWhitespace = gap.allSatisfy { MIMEBytes.isWhitespace(input[$0]) }
                if !(previousWasWord && gapIsWhitespace) {
                    flush(warnings: &warnings)
                    appendLiteral(gap, warnings: &warnings)
                }
                let charset = CharsetAliases.normalize(
                    SingleByteDecoding.latin1(UnsafeBufferPointer(rebasing: input[word.charset])))
                if pendingCharset != charset { flush(warnings: &warnings) }
                pendingCharset = charset
                appendPayload(word)
                previousWasWord = true
                literalStart = word.end
                searchFrom = word.end
            }
            flush(warnings: &warnings)
            appendLiteral(literalStart..<count, warnings: &warnings)
            return result
        }

        private mutating func appendLiteral(_ range: Range<Int>, warnings: inout ParseWarnings) {
            guard !range.isEmpty else { return }
            result += EncodedWords.decodeRaw(UnsafeBufferPointer(rebasing: input[range]),
                                             fallbackCharset: fallbackCharset, warnings: &warnings)
        }

        private mutating func flush(warnings: inout ParseWarnings) {
            guard let charset = pendingCharset else { return }
            result += CharsetDecoder.decode(pending, charset: charset, warnings: &warnings)
            pending.removeAll(keepingCapacity: true)
            pendingCharset = nil
        }

        private mutating func appendPayload(_ word: Word) {
            let text = UnsafeBufferPointer(rebasing: input[word.text])
            if word.isBase64 {
                var sawGarbage = false
                pending += TransferDecoding.base64(text, sawGarbage: &sawGarbage)
                return
            }
            var index = 0
            while index < text.count {
                let byte = text[index]
                if byte == 0x5F {
                    pending.append(MIMEBytes.space)
                } else if byte == 0x3D, index + 2 < text.count,
                          let high = MIMEBytes.hexValue(text[index + 1]),
                          let low = MIMEBytes.hexValue(text[index + 2]) {
                    pending.append(high << 4 | low)
                    index += 2
                } else {
                    pending.append(byte)
                }
                index += 1
            }
        }

        /// Parses `=?charset?X?text?=` at `start`; nil when the bytes there are not one.
        /// Each scan stops at the next `?` or whitespace, so hostile input stays linear.
        private func parseWord(at start: Int) -> Word? {
            let count = input.count
            var index = start + 2
            let charsetStart = index
            while index < count, input[index] != 0x3F {
                if input[index] <= MIMEBytes.space || input[index] >= 0x7F { return nil }
                index += 1
            }
            let charset = charsetStart..<index
            guard !charset.isEmpty, index + 2 < count, input[index + 2] == 0x3F else { return nil }
            let encoding = input[index + 1] | 0x20
            guard encoding == 0x62 || encoding == 0x71 else { return nil }
            index += 3
            let textStart = index
            while index < count, input[index] != 0x3F {
                if input[index] == MIMEBytes.space || input[index] == MIMEBytes.tab
                    || input[index] == MIMEBytes.cr || input[index] == MIMEBytes.lf { return nil }
                index += 1
            }
            guard index + 1 < count, input[index + 1] == 0x3D else { return nil }
            return Word(charset: charset, isBase64: encoding == 0x62, text: textStart..<index, end: index + 2)
        }
    }
}
