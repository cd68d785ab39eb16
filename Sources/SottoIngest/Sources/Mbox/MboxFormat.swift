/// How body lines that start with `From ` were escaped by the program that wrote an mbox.
public enum MboxFormat: String, Sendable, Hashable, Codable {
    /// mboxrd: the writer quoted every `>*From ` line with one more `>`, so the reader removes
    /// one `>` from every line matching `^>+From `. This is the default because it is what
    /// current tools (Gmail Takeout, mutt, Thunderbird exports, Python's `mailbox`) write; on an
    /// mboxo file it only changes body lines that began with `>From ` in the original message.
    case mboxrd
    /// mboxo: the writer turned `From ` into `>From ` and nothing else, so the escaping cannot be
    /// undone without ambiguity; the reader leaves every line as it is.
    case mboxo
}
