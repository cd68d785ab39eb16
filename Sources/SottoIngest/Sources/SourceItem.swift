import SottoCore

/// One thing a source produced: a message, a file that is not a message, or a failure,
/// with the progress made so far. Every file under the given paths comes out as at least one
/// item, so an importer can account for all of them:
/// seen = stored + duplicates + quarantined (parse failures, ``Outcome/failed(provenance:error:)``) + skipped.
public struct SourceItem: Sendable {
    /// What the item is.
    public enum Outcome: Sendable {
        /// A message to parse. Its bytes may be empty (an empty file): the parser rejects
        /// those with ``MessageParseError/Code/empty``.
        case message(RawMessage)
        /// A file that was deliberately not imported, and why.
        case skipped(SkippedFile)
        /// A file or message that should have been imported but could not be read.
        case failed(provenance: Provenance, error: SourceError)
    }

    /// What the item is.
    public var outcome: Outcome
    /// Progress after this item.
    public var progress: SourceProgress

    /// Creates an item.
    public init(outcome: Outcome, progress: SourceProgress) {
        self.outcome = outcome
        self.progress = progress
    }

    /// The message, when the item is one.
    public var message: RawMessage? {
        if case .message(let message) = outcome { return message }
        return nil
    }
}

/// A file that was found but not imported because it is not mail.
public struct SkippedFile: Sendable, Hashable {
    /// The file's path.
    public var path: String
    /// Why it was skipped.
    public var reason: SkipReason
    /// Its size in bytes.
    public var size: Int64

    /// Creates a skipped-file record.
    public init(path: String, reason: SkipReason, size: Int64) {
        self.path = path
        self.reason = reason
        self.size = size
    }
}

/// Why a file was not imported.
public enum SkipReason: Sendable, Hashable, CustomStringConvertible {
    /// Its name says it is not mail, e.g. `labels.csv`, `README.md`, `photo.jpg`; the
    /// associated value is the lowercased extension or name that decided it.
    case notMailFile(String)
    /// Its first bytes are neither a header field nor an mbox envelope line.
    case notAMessage
    /// A hidden file (name starting with `.`), e.g. `.DS_Store`.
    case hiddenFile
    /// A hidden folder (name starting with `.`) that is not a Maildir++ folder; its contents
    /// were not listed.
    case hiddenFolder
    /// Not a regular file or folder: a device, a socket, a pipe.
    case notARegularFile
    /// A name that is not valid UTF-8 and so cannot be opened reliably.
    case invalidFileName

    /// A short human explanation.
    public var description: String {
        switch self {
        case .notMailFile(let kind): return "not a mail file (\(kind))"
        case .notAMessage: return "does not look like a message"
        case .hiddenFile: return "hidden file"
        case .hiddenFolder: return "hidden folder"
        case .notARegularFile: return "not a regular file"
        case .invalidFileName: return "file name is not valid UTF-8"
        }
    }
}

/// How far a source has got, for a progress bar. Totals come from file sizes measured
/// before reading starts.
public struct SourceProgress: Sendable, Hashable {
    /// Bytes of the source's files handled so far.
    public var bytesProcessed: Int64
    /// Total bytes of the source's files.
    public var totalBytes: Int64
    /// Files completely handled so far.
    public var filesProcessed: Int
    /// Total number of files.
    public var totalFiles: Int

    /// Creates a progress value.
    public init(bytesProcessed: Int64, totalBytes: Int64, filesProcessed: Int, totalFiles: Int) {
        self.bytesProcessed = bytesProcessed
        self.totalBytes = totalBytes
        self.filesProcessed = filesProcessed
        self.totalFiles = totalFiles
    }

    /// Bytes processed as a fraction between 0 and 1 (1 when there is nothing to do).
    public var fractionCompleted: Double {
        guard totalBytes > 0 else { return filesProcessed >= totalFiles ? 1 : 0 }
        return min(1, Double(bytesProcessed) / Double(totalBytes))
    }
}
