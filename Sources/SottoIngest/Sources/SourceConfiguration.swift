/// Settings shared by every mail source reader.
public struct SourceConfiguration: Sendable, Hashable {
    /// How many bytes are read from a file at a time. Default: 1 MiB.
    public var chunkSize: Int
    /// The largest single message read into memory, in bytes; larger ones are reported as
    /// failed with ``SourceError/Code/messageTooLarge`` instead of being loaded. A reader holds at
    /// most about twice this plus one chunk (a message, and the raw bytes of a file that may
    /// turn out to be that one message). Default: 64 MiB, the same as
    /// `MIMEParser.Configuration.maxMessageBytes`, so nothing is read only to be refused.
    public var maximumMessageBytes: Int
    /// How `>From ` lines in mbox files are un-escaped. Default: ``MboxFormat/mboxrd``.
    public var mboxFormat: MboxFormat

    /// Creates a configuration.
    public init(chunkSize: Int = 1 << 20, maximumMessageBytes: Int = 64 << 20, mboxFormat: MboxFormat = .mboxrd) {
        self.chunkSize = max(1, chunkSize)
        self.maximumMessageBytes = max(1, maximumMessageBytes)
        self.mboxFormat = mboxFormat
    }

    /// The matching splitter settings.
    var splitter: MboxSplitter.Configuration {
        MboxSplitter.Configuration(format: mboxFormat, maximumMessageBytes: maximumMessageBytes)
    }
}
