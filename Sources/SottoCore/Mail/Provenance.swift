/// Where a stored message came from, so every result can be traced back to its source.
public enum Provenance: Sendable, Hashable, Codable, CustomStringConvertible {
    /// A single file: an `.eml`, or one file of a Maildir or folder.
    case file(path: String)
    /// One message inside an mbox file: the byte offset of its `From ` line and its length.
    case mbox(path: String, offset: Int64, length: Int64)
    /// One message on an IMAP server.
    case imap(account: String, mailbox: String, uidValidity: UInt32, uid: UInt32)

    public var description: String {
        switch self {
        case .file(let path): return path
        case .mbox(let path, let offset, let length): return "\(path) @\(offset)+\(length)"
        case .imap(let account, let mailbox, let uidValidity, let uid):
            return "imap://\(account)/\(mailbox);UIDVALIDITY=\(uidValidity);UID=\(uid)"
        }
    }
}
