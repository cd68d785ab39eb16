extension MIMEParser {
    /// The decoded bodies of a message's calendar parts (`text/calendar`, `application/ics`,
    /// or an attachment named `*.ics`): the invitations it carries, for the calendar importer.
    /// Parts inside forwarded messages are left out (an invitation forwarded is not one sent).
    public func calendarParts(of bytes: [UInt8]) -> [[UInt8]] {
        guard bytes.count <= configuration.maxMessageBytes else { return [] }
        return bytes.withUnsafeBufferPointer { buffer -> [[UInt8]] in
            var warnings = ParseWarnings()
            let parse = MessageParse(bytes: buffer, configuration: configuration)
            guard let start = parse.headerStart(), HeaderPlausibility.looksLikeHeaders(buffer, from: start) else { return [] }
            let section = HeaderScanner.scan(buffer, range: start..<buffer.count, mode: .message,
                                             maxFields: configuration.maxHeaderFields)
            var builder = MIMETreeBuilder(bytes: buffer, maxDepth: configuration.maxDepth, maxParts: configuration.maxParts)
            let entities = builder.build(rootFields: section.fields, body: section.bodyStart..<buffer.count, warnings: &warnings)
            return entities.compactMap { entity -> [UInt8]? in
                guard !entity.isMultipart, !entity.isMessage, !entity.isInsideEmbeddedMessage else { return nil }
                let name = entity.disposition?.parameter("filename", warnings: &warnings)
                    ?? entity.contentType?.parameter("name", warnings: &warnings)
                let named = name?.lowercased().hasSuffix(".ics") ?? false
                guard entity.mediaType == "text/calendar" || entity.mediaType == "application/ics" || named else { return nil }
                return DecodedBody.decode(buffer, entity, limit: entity.body.count, warnings: &warnings).withBytes { Array($0) }
            }
        }
    }
}

extension MIMEParser {
    private static let calendarMarkers = ["text/calendar", "application/ics", ".ics"].map { Array($0.utf8) }

    /// True when the bytes name a calendar part (`text/calendar`, `application/ics` or an `.ics`
    /// file name, ASCII case-insensitive): a cheap test, run while importing, for which mail to
    /// read again for invitations. It misses only a part whose type and name are both encoded
    /// (an RFC 2231 file name with the dot escaped); a false alarm costs one more parse.
    public static func mayHoldCalendar(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            calendarMarkers.contains { marker in
                guard buffer.count >= marker.count else { return false }
                var start = 0
                while start <= buffer.count - marker.count {
                    var matched = 0
                    while matched < marker.count, buffer[start + matched] | 0x20 == marker[matched] | 0x20 { matched += 1 }
                    if matched == marker.count { return true }
                    start += 1
                }
                return false
            }
        }
    }
}
