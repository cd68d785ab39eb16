/// Access to a header field's value as unfolded bytes (CR and LF removed, the whitespace
/// that followed them kept, as RFC 5322 §2.2.3 says) without copying when it is not folded.
enum HeaderValueBytes {
    static func withUnfolded<Result>(
        _ bytes: ByteView, _ field: RawHeaderField, _ body: (ByteView) -> Result
    ) -> Result {
        guard field.isFolded else {
            return body(UnsafeBufferPointer(rebasing: bytes[MIMEBytes.trimmed(bytes, field.value)]))
        }
        var copy: [UInt8] = []
        copy.reserveCapacity(field.value.count)
        for index in field.value {
            let byte = bytes[index]
            if byte != MIMEBytes.cr && byte != MIMEBytes.lf { copy.append(byte) }
        }
        return copy.withUnsafeBufferPointer { unfolded in
            body(UnsafeBufferPointer(rebasing: unfolded[MIMEBytes.trimmed(unfolded, 0..<unfolded.count)]))
        }
    }

    /// True when the field's name equals `lowercaseName`, ignoring ASCII case.
    @inline(__always)
    static func nameIs(_ bytes: ByteView, _ field: RawHeaderField, _ lowercaseName: [UInt8]) -> Bool {
        MIMEBytes.equalsIgnoringCase(bytes, field.name, lowercaseName)
    }
}

/// Lowercase header names the parser looks up, as bytes.
enum HeaderName {
    static let subject = Array("subject".utf8)
    static let from = Array("from".utf8)
    static let to = Array("to".utf8)
    static let cc = Array("cc".utf8)
    static let replyTo = Array("reply-to".utf8)
    static let date = Array("date".utf8)
    static let messageID = Array("message-id".utf8)
    static let inReplyTo = Array("in-reply-to".utf8)
    static let references = Array("references".utf8)
    static let contentPrefix = Array("content-".utf8)
    static let contentType = Array("content-type".utf8)
    static let contentTransferEncoding = Array("content-transfer-encoding".utf8)
    static let contentDisposition = Array("content-disposition".utf8)
    static let contentID = Array("content-id".utf8)
}
