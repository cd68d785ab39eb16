/// Finds the messages of a Maildir: `cur/` and `new/` of the root and of every Maildir++
/// subfolder (`.Sent/cur`, …) or nested Maildir. `tmp/` (messages still being delivered) and
/// dotfiles are ignored, as the Maildir specification says.
enum MaildirLayout {
    /// True when `path` has a `cur/` folder and a `new/` or `tmp/` folder.
    static func isMaildir(_ path: String) -> Bool {
        FileStatus.isDirectory(DirectoryListing.join(path, "cur"))
            && (FileStatus.isDirectory(DirectoryListing.join(path, "new"))
                || FileStatus.isDirectory(DirectoryListing.join(path, "tmp")))
    }

    /// The message files of the Maildir at `root`, in order: the root's `cur/` then `new/`
    /// (each sorted by name), then each subfolder in name order.
    static func files(in root: String, visited: inout Set<FileStatus.Identity>) throws(SourceError) -> [SourceFile] {
        let rootStatus = try FileStatus.of(root)
        guard visited.insert(rootStatus.identity).inserted else { return [] }
        var files: [SourceFile] = []
        for box in ["cur", "new"] {
            appendMessages(in: DirectoryListing.join(root, box), to: &files)
        }
        for entry in try DirectoryListing.entries(of: root) {
            guard let name = entry.name, !["cur", "new", "tmp"].contains(name) else { continue }
            let folder = DirectoryListing.join(root, name)
            guard FileStatus.isDirectory(folder), isMaildir(folder) else { continue }
            do {
                files += try self.files(in: folder, visited: &visited)
            } catch {
                files.append(SourceFile(path: folder, size: 0, role: .unreadable(error)))
            }
        }
        return files
    }

    private static func appendMessages(in box: String, to files: inout [SourceFile]) {
        guard FileStatus.isDirectory(box) else { return }
        let entries: [DirectoryListing.Entry]
        do {
            entries = try DirectoryListing.entries(of: box)
        } catch {
            files.append(SourceFile(path: box, size: 0, role: .unreadable(error)))
            return
        }
        for entry in entries where !entry.displayName.hasPrefix(".") {
            let path = DirectoryListing.join(box, entry.displayName)
            guard entry.name != nil else {
                files.append(SourceFile(path: path, size: 0, role: .skipped(.invalidFileName)))
                continue
            }
            do {
                let status = try FileStatus.of(path)
                switch status.kind {
                case .regular: files.append(SourceFile(path: path, size: status.size, role: .maildirMessage))
                case .directory: continue
                case .other: files.append(SourceFile(path: path, size: 0, role: .skipped(.notARegularFile)))
                }
            } catch {
                files.append(SourceFile(path: path, size: 0, role: .unreadable(error)))
            }
        }
    }
}
