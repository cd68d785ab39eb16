/// What Sotto keeps about an attachment: metadata only. The payload stays inside the
/// stored raw message, so large files are never stored twice.
public struct AttachmentInfo: Sendable, Hashable, Codable {
    /// The file name from Content-Disposition or Content-Type (RFC 2231/2047 decoded), if any.
    public var filename: String?
    /// The lowercased media type, e.g. `application/pdf`.
    public var mimeType: String
    /// The decoded size in bytes.
    public var size: Int
    /// The Content-ID without angle brackets, for inline parts referenced from HTML.
    public var contentID: String?
    /// True when the part was marked `Content-Disposition: inline`.
    public var isInline: Bool

    public init(filename: String?, mimeType: String, size: Int, contentID: String? = nil, isInline: Bool = false) {
        self.filename = filename
        self.mimeType = mimeType
        self.size = size
        self.contentID = contentID
        self.isInline = isInline
    }
}
