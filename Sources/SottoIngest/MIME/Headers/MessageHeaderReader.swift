import SottoCore

/// Turns the top-level header fields into `HeaderField`s (display value decoded from RFC 2047
/// and 8-bit bytes; raw value as Latin-1) and fills the structured fields of a
/// `ParsedMessage`: subject, addresses, date and message identifiers.
enum MessageHeaderReader {
    /// Reads `fields`; raw 8-bit text that is not UTF-8 is read in `fallbackCharset` if given.
    static func read(
        _ bytes: ByteView, fields: [RawHeaderField], fallbackCharset: String?, into message: inout ParsedMessage,
        warnings: inout ParseWarnings
    ) {
        message.headers.reserveCapacity(fields.count)
        var sawSubject = false
        var sawDate = false
        var sawMessageID = false
        for field in fields {
            let name = SingleByteDecoding.latin1(UnsafeBufferPointer(rebasing: bytes[field.name]))
            HeaderValueBytes.withUnfolded(bytes, field) { value in
                message.headers.append(
                    headerField(name: name, value: value, fallbackCharset: fallbackCharset, warnings: &warnings))
                switch field.name.count {
                case 2 where HeaderValueBytes.nameIs(bytes, field, HeaderName.to):
                    message.to += AddressListParser.parse(value, fallbackCharset: fallbackCharset, warnings: &warnings)
                case 2 where HeaderValueBytes.nameIs(bytes, field, HeaderName.cc):
                    message.cc += AddressListParser.parse(value, fallbackCharset: fallbackCharset, warnings: &warnings)
                case 4 where HeaderValueBytes.nameIs(bytes, field, HeaderName.from):
                    message.from += AddressListParser.parse(value, fallbackCharset: fallbackCharset, warnings: &warnings)
                case 4 where !sawDate && HeaderValueBytes.nameIs(bytes, field, HeaderName.date):
                    sawDate = true
                    message.date = DateParser.parse(value)
                    if message.date == nil, !value.isEmpty { warnings.add("unparseable Date header") }
                case 7 where !sawSubject && HeaderValueBytes.nameIs(bytes, field, HeaderName.subject):
                    sawSubject = true
                    message.subject = message.headers[message.headers.count - 1].value
                case 8 where HeaderValueBytes.nameIs(bytes, field, HeaderName.replyTo):
                    message.replyTo += AddressListParser.parse(value, fallbackCharset: fallbackCharset, warnings: &warnings)
                case 10 where !sawMessageID && HeaderValueBytes.nameIs(bytes, field, HeaderName.messageID):
                    sawMessageID = true
                    message.messageID = MessageIDParser.firstIdentifier(value)
                case 10 where HeaderValueBytes.nameIs(bytes, field, HeaderName.references):
                    message.references += MessageIDParser.identifiers(value)
                case 11 where HeaderValueBytes.nameIs(bytes, field, HeaderName.inReplyTo):
                    message.inReplyTo += MessageIDParser.identifiers(value)
                default:
                    break
                }
            }
        }
    }

    /// One header field: `rawValue` is the unfolded value as Latin-1; `value` is decoded.
    static func headerField(
        name: String, value: ByteView, fallbackCharset: String?, warnings: inout ParseWarnings
    ) -> HeaderField {
        var combined: UInt8 = 0
        for byte in value { combined |= byte }
        let rawValue = SingleByteDecoding.latin1(value)
        guard combined >= 0x80 || EncodedWords.mayContainEncodedWord(value) else {
            return HeaderField(name: name, value: rawValue, rawValue: rawValue)
        }
        return HeaderField(name: name, value: EncodedWords.decode(value, fallbackCharset: fallbackCharset, warnings: &warnings),
                           rawValue: rawValue)
    }
}
