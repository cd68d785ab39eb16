/// Lists every file in a folder tree, depth first in name order, deciding for each how it
/// is read. Maildirs inside the tree are listed as Maildirs; hidden folders are reported, not
/// entered; folder cycles through symbolic links are followed once.
enum FolderWalker {
    /// The files under `folder`, which is treated as a Maildir when it is one.
    static func files(in folder: String) throws(SourceError) -> [SourceFile] {
        var visited: Set<FileStatus.Identity> = []
        if MaildirLayout.isMaildir(folder) {
            return try MaildirLayout.files(in: folder, visited: &visited)
        }
        var files: [SourceFile] = []
        try walk(folder, visited: &visited, into: &files)
        return files
    }

    private static func walk(
        _ folder: String, visited: inout Set<FileStatus.Identity>, into files: inout [SourceFile]
    ) throws(SourceError) {
        let status = try FileStatus.of(folder)
        guard visited.insert(status.identity).inserted else { return }
        for entry in try DirectoryListing.entries(of: folder) {
            let path = DirectoryListing.join(folder, entry.displayName)
            guard let name = entry.name else {
                files.append(SourceFile(path: path, size: 0, role: .skipped(.invalidFileName)))
                continue
            }
            do {
                try add(path, named: name, visited: &visited, into: &files)
            } catch {
                files.append(SourceFile(path: path, size: 0, role: .unreadable(error)))
            }
        }
    }

    private static func add(
        _ path: String, named name: String, visited: inout Set<FileStatus.Identity>, into files: inout [SourceFile]
    ) throws(SourceError) {
        let status = try FileStatus.of(path)
        switch status.kind {
        case .regular:
            files.append(SourceFile(path: path, size: status.size, role: MailFileNames.role(forFileNamed: name)))
        case .other:
            files.append(SourceFile(path: path, size: 0, role: .skipped(.notARegularFile)))
        case .directory:
            if MaildirLayout.isMaildir(path) {
                files += try MaildirLayout.files(in: path, visited: &visited)
            } else if name.hasPrefix(".") {
                files.append(SourceFile(path: path, size: 0, role: .skipped(.hiddenFolder)))
            } else {
                try walk(path, visited: &visited, into: &files)
            }
        }
    }
}
