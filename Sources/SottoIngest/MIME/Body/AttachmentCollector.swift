import SottoCore

/// Lists a message's attachments as metadata: parts with `Content-Disposition: attachment`,
/// non-text parts, text parts with a file name, and `message/rfc822` parts (except the
/// entries of a digest). Inline resources of `multipart/related` are marked inline. Parts of
/// an embedded message belong to that message and are not listed.
enum AttachmentCollector {
    static func collect(_ bytes: ByteView, _ entities: [MIMEEntity], warnings: inout ParseWarnings) -> [AttachmentInfo] {
        var found: [(offset: Int, info: AttachmentInfo)] = []
        var relatedRoots: [Int: Int] = [:]
        for (index, entity) in entities.enumerated() where isAttachment(entity, index: index, in: entities) {
            let info = AttachmentInfo(
                filename: entity.filename(warnings: &warnings),
                mimeType: entity.mediaType,
                size: DecodedBody.decodedSize(bytes, entity),
                contentID: entity.contentID,
                isInline: isInline(entity, index: index, in: entities, relatedRoots: &relatedRoots))
            found.append((entity.body.lowerBound, info))
        }
        return found.sorted { $0.offset < $1.offset }.map(\.info)
    }

    private static func isAttachment(_ entity: MIMEEntity, index: Int, in entities: [MIMEEntity]) -> Bool {
        if entity.isMultipart || entity.isInsideEmbeddedMessage { return false }
        if entity.isMessage {
            guard let parent = entity.parent else { return false }
            return !(entities[parent].subtype == "digest" && entity.disposition == nil)
        }
        if entity.textKind != nil {
            return entity.isAttachmentDisposition || entity.hasFilename
        }
        return true
    }

    /// True for `Content-Disposition: inline` and for the resources of a `multipart/related`
    /// (everything but its root). Roots are computed once per related entity.
    private static func isInline(
        _ entity: MIMEEntity, index: Int, in entities: [MIMEEntity], relatedRoots: inout [Int: Int]
    ) -> Bool {
        if entity.isInlineDisposition { return true }
        guard !entity.isAttachmentDisposition, let parent = entity.parent,
              entities[parent].mediaType == "multipart/related" else { return false }
        if relatedRoots[parent] == nil {
            relatedRoots[parent] = BodyTextExtractor.relatedRoot(of: parent, in: entities) ?? -1
        }
        return relatedRoots[parent] != index
    }
}
