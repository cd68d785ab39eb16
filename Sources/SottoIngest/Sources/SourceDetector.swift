/// Recognizes what the paths a user gives are — message file, mbox, Maildir or folder tree —
/// and lists the files under them, before anything is imported.
public struct SourceDetector: Sendable {
    /// Reading settings (the chunk size bounds how much of a file is examined).
    public var configuration: SourceConfiguration

    /// Creates a detector.
    public init(configuration: SourceConfiguration = .init()) {
        self.configuration = configuration
    }

    /// Recognizes one path and lists its files.
    ///
    /// A folder is a ``SourceKind/maildir`` when it has `cur/` and `new/`, otherwise a
    /// ``SourceKind/folder``. A file is an ``SourceKind/mbox`` when it is named `.mbox`/`.mbx`
    /// or its first chunk holds two or more messages, otherwise a ``SourceKind/messageFile``
    /// (which is still split if a second message turns up later in it).
    /// - Throws: ``SourceError`` when the path is missing, unreadable, or not a file or folder.
    public func detect(_ path: String) throws(SourceError) -> DetectedSource {
        let status = try FileStatus.of(path)
        switch status.kind {
        case .directory:
            if MaildirLayout.isMaildir(path) {
                var visited: Set<FileStatus.Identity> = []
                return DetectedSource(path: path, kind: .maildir, files: try MaildirLayout.files(in: path, visited: &visited))
            }
            return DetectedSource(path: path, kind: .folder, files: try FolderWalker.files(in: path))
        case .regular:
            let isMbox = try isMboxFile(path)
            let file = SourceFile(path: path, size: status.size, role: isMbox ? .mbox : .mailFile)
            return DetectedSource(path: path, kind: isMbox ? .mbox : .messageFile, files: [file])
        case .other:
            throw SourceError(
                code: .unsupportedFileType, path: path,
                reason: "not a regular file or folder; give a mail file, an mbox, a Maildir or a folder")
        }
    }

    /// Recognizes every path, in order.
    /// - Throws: the first path's ``SourceError``, so a typo stops the import before it starts.
    public func inventory(of paths: [String]) throws(SourceError) -> SourceInventory {
        var sources: [DetectedSource] = []
        for path in paths {
            sources.append(try detect(path))
        }
        return SourceInventory(sources: sources)
    }

    private func isMboxFile(_ path: String) throws(SourceError) -> Bool {
        let name = DirectoryListing.lastComponent(of: path).lowercased()
        if let ext = MailFileNames.fileExtension(of: name), MailFileNames.mboxExtensions.contains(ext) {
            return true
        }
        let first = try ReadableFile(path: path).read(upTo: configuration.chunkSize)
        guard MailSniffer.startsWithEnvelope(first) else { return false }
        var splitter = MboxSplitter(configuration: configuration.splitter)
        let complete = splitter.feed(first).filter { !$0.isBlankPreamble }
        return !complete.isEmpty
    }
}
