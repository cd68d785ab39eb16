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
