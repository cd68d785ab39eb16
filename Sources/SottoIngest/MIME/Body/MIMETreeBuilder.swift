/// Builds the MIME tree of a message without recursion: an explicit stack of entities to
/// open, so nesting depth costs heap, not call stack. Multiparts are split at their
/// boundaries and `message/rfc822` parts are opened as embedded messages, within the
/// configured depth and part limits.
struct MIMETreeBuilder {
    let bytes: ByteView
    let maxDepth: Int
    let maxParts: Int
    private(set) var entities: [MIMEEntity] = []
    private var delimiterIndex: DelimiterLineIndex?

    init(bytes: ByteView, maxDepth: Int, maxParts: Int) {
        self.bytes = bytes
        self.maxDepth = maxDepth
        self.maxParts = maxParts
    }

    /// Builds the tree under a message whose header fields were already scanned.
    mutating func build(rootFields: [RawHeaderField], body: Range<Int>, warnings: inout ParseWarnings) -> [MIMEEntity] {
        entities.append(makeEntity(fields: rootFields, body: body, parent: nil, depth: 0, defaultType: "text/plain"))
        var stack = [0]
        while let current = stack.popLast() {
            let entity = entities[current]
            let children: [Int]
            if entity.isMultipart {
                children = expandMultipart(current, warnings: &warnings)
            } else if entity.isMessage {
                children = expandMessage(current, warnings: &warnings)
            } else {
                continue
            }
            entities[current].children = children
            stack.append(contentsOf: children.reversed())
        }
        return entities
    }

    private mutating func expandMultipart(_ index: Int, warnings: inout ParseWarnings) -> [Int] {
        let entity = entities[index]
        guard entity.depth < maxDepth else {
            entities[index].isUnexpanded = true
            warnings.add("MIME parts nested deeper than \(maxDepth) levels were not read")
            return []
        }
        if delimiterIndex == nil { delimiterIndex = DelimiterLineIndex(bytes) }
        guard let delimiterIndex else { return [] }
        let budget = maxParts - entities.count
        var split = MultipartSplitter.Result()
        if let boundary = entity.contentType?.rawParameter("boundary") {
            split = MultipartSplitter.split(bytes, body: entity.body, boundary: boundary, index: delimiterIndex,
                                            maxParts: budget)
        }
        if split.parts.isEmpty, !split.hitPartLimit {
            if let guess = MultipartSplitter.guessBoundary(bytes, body: entity.body, index: delimiterIndex) {
                split = MultipartSplitter.split(bytes, body: entity.body, boundary: guess, index: delimiterIndex,
                                                maxParts: budget)
            }
            if split.parts.isEmpty {
                warnings.add("multipart body without a matching boundary; read as plain text")
                entities[index].mediaType = "text/plain"
                return []
            }
            warnings.add("multipart boundary did not match the declared one; guessed from the body")
        }
        if split.hitPartLimit {
            warnings.add("more than \(maxParts) MIME parts; the rest were not read")
        } else if !split.isClosed {
            warnings.add("multipart body ends without its closing boundary (truncated?)")
        }
        let defaultType = entity.subtype == "digest" ? "message/rfc822" : "text/plain"
        var children: [Int] = []
        children.reserveCapacity(split.parts.count)
        for part in split.parts {
            let section = HeaderScanner.scan(bytes, range: part, mode: .part, maxFields: 256)
            var child = makeEntity(fields: section.fields, body: section.bodyStart..<part.upperBound,
                                   parent: index, depth: entity.depth + 1, defaultType: defaultType)
            child.isInsideEmbeddedMessage = entity.isInsideEmbeddedMessage
            children.append(entities.count)
            entities.append(child)
        }
        return children
    }

    /// Opens a `message/rfc822` part as an embedded message, when it is not transfer-encoded
    /// (RFC 2046 forbids that, and decoding it would need a second buffer).
    private mutating func expandMessage(_ index: Int, warnings: inout ParseWarnings) -> [Int] {
        let entity = entities[index]
        guard entity.encoding == .identity, !entity.body.isEmpty else { return [] }
        guard entity.depth < maxDepth, entities.count < maxParts else {
            entities[index].isUnexpanded = true
            warnings.add(entity.depth >= maxDepth
                ? "MIME parts nested deeper than \(maxDepth) levels were not read"
                : "more than \(maxParts) MIME parts; the rest were not read")
            return []
        }
        let section = HeaderScanner.scan(bytes, range: entity.body, mode: .message, maxFields: 1024)
        guard !section.fields.isEmpty else { return [] }
        var child = makeEntity(fields: section.fields, body: section.bodyStart..<entity.body.upperBound,
                               parent: index, depth: entity.depth + 1, defaultType: "text/plain")
        child.isInsideEmbeddedMessage = true
        entities.append(child)
        return [entities.count - 1]
    }

    private func makeEntity(
        fields: [RawHeaderField], body: Range<Int>, parent: Int?, depth: Int, defaultType: String
    ) -> MIMEEntity {
        var contentType: ContentHeaderValue?
        var disposition: ContentHeaderValue?
        var encoding = TransferEncoding.identity
        var sawEncoding = false
        var contentID: String?
        for field in fields {
            let nameLength = field.name.count
            guard nameLength >= 10, MIMEBytes.hasPrefixIgnoringCase(bytes, at: field.name.lowerBound,
                                                                    limit: field.name.upperBound,
                                                                    HeaderName.contentPrefix) else { continue }
            if contentType == nil, HeaderValueBytes.nameIs(bytes, field, HeaderName.contentType) {
                contentType = HeaderValueBytes.withUnfolded(bytes, field) { ContentHeaderValue($0) }
            } else if disposition == nil, HeaderValueBytes.nameIs(bytes, field, HeaderName.contentDisposition) {
                disposition = HeaderValueBytes.withUnfolded(bytes, field) { ContentHeaderValue($0) }
            } else if !sawEncoding, HeaderValueBytes.nameIs(bytes, field, HeaderName.contentTransferEncoding) {
                sawEncoding = true
                encoding = HeaderValueBytes.withUnfolded(bytes, field) { TransferEncoding(headerValue: $0) }
            } else if contentID == nil, HeaderValueBytes.nameIs(bytes, field, HeaderName.contentID) {
                contentID = HeaderValueBytes.withUnfolded(bytes, field) { MessageIDParser.firstIdentifier($0) }
            }
        }
        var mediaType = contentType?.value ?? ""
        if mediaType.isEmpty || !mediaType.utf8.contains(0x2F) {
            mediaType = mediaType == "text" ? "text/plain" : defaultType
        }
        return MIMEEntity(
            parent: parent, depth: depth, body: body, mediaType: mediaType, contentType: contentType,
            disposition: disposition, encoding: encoding, contentID: contentID)
    }
}
