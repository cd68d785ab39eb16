/// Where a stored message came from, so every result can be traced back to its source.
public enum Provenance: Sendable, Hashable, Codable, CustomStringConvertible {
    /// A single file: an `.eml`, or one file of a Maildir or folder.
    case file(path: String)
    /// One message inside an mbox file: the byte offset of its `From ` line and its length.
    case mbox(path: String, offset: Int64, length: Int64)
    /// One message on an IMAP server.
    case imap(account: String, mailbox: String, uidValidity: UInt32, uid: UInt32)
    /// One message of a chat export (a WhatsApp `.txt`, or `archive.zip/_chat.txt`): the 1-based line it starts on.
    case chatExport(path: String, line: Int)
    /// One row of a Messages database (`chat.db`): the `message` table's ROWID.
    case messagesDatabase(path: String, rowID: Int64)
    /// One event of an iCalendar file: the 1-based line of its `BEGIN:VEVENT`.
    case calendar(path: String, line: Int)

    public var description: String {
        switch self {
        case .file(let path): return path
        case .mbox(let path, let offset, let length): return "\(path) @\(offset)+\(length)"
        case .imap(let account, let mailbox, let uidValidity, let uid):
            return "imap://\(account)/\(mailbox);UIDVALIDITY=\(uidValidity);UID=\(uid)"
        case .chatExport(let path, let line): return "\(path):\(line)"
        case .messagesDatabase(let path, let rowID): return "\(path)#message=\(rowID)"
        case .calendar(let path, let line): return "\(path):\(line)"
        }
    }
}
