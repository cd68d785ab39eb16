/// Decides from a file name alone how a file found in a folder tree is read.
enum MailFileNames {
    /// Extensions of files that are mail.
    static let mailExtensions: Set<String> = ["eml", "email", "mail", "rfc822"]
    /// Extensions of mbox files.
    static let mboxExtensions: Set<String> = ["mbox", "mbx"]
    /// Extensions of files that are certainly not mail: data and index files that sit next to
    /// exported mail (`labels.csv`, `INDEX.csv`, `README.md`, Thunderbird `.msf` indexes),
    /// documents, images, archives, code.
    static let nonMailExtensions: Set<String> = [
        "csv", "tsv", "json", "jsonl", "ndjson", "md", "markdown", "rst", "yaml", "yml", "toml", "ini", "xml",
        "plist", "msf", "toc", "db", "sqlite", "sqlite3", "db-wal", "db-shm", "idx", "index",
        "pdf", "doc", "docx", "xls", "xlsx", "ppt", "pptx", "odt", "ods", "rtf",
        "png", "jpg", "jpeg", "gif", "webp", "heic", "bmp", "tif", "tiff", "svg", "ico",
        "mp3", "mp4", "mov", "wav", "m4a",
        "zip", "gz", "tgz", "bz2", "xz", "zst", "7z", "rar", "tar",
        "ics", "vcf", "html", "htm", "css", "js", "py", "sh", "swift", "exe", "dll", "so", "dylib",
    ]

    /// The role of a regular file called `name` inside a folder tree.
    static func role(forFileNamed name: String) -> SourceFile.Role {
        if name.hasPrefix(".") { return .skipped(.hiddenFile) }
        let lowered = name.lowercased()
        if lowered == "thumbs.db" || lowered == "desktop.ini" { return .skipped(.notMailFile(lowered)) }
        guard let ext = fileExtension(of: lowered) else { return .unclassified }
        if mailExtensions.contains(ext) { return .mailFile }
        if mboxExtensions.contains(ext) { return .mbox }
        if nonMailExtensions.contains(ext) { return .skipped(.notMailFile(ext)) }
        return .unclassified
    }

    /// The text after the last dot, when there is one and it is not the first character.
    static func fileExtension(of name: String) -> String? {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
        let ext = name[name.index(after: dot)...]
        return ext.isEmpty ? nil : String(ext)
    }
}
