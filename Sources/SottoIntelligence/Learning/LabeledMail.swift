import Foundation
import SottoCore
import SottoIngest

/// A parsed message with the label a person (or a corpus) gave it.
public struct LabeledMessage: Sendable {
    /// The file the message came from, relative to its folder.
    public var file: String
    /// The label, lowercased.
    public var label: String
    /// The parsed message.
    public var message: ParsedMessage
    /// How much this example counts in training, relative to an ordinary one (a person's own
    /// correction counts more than a corpus label).
    public var weight: Float

    /// Creates a labeled message.
    public init(file: String, label: String, message: ParsedMessage, weight: Float = 1) {
        self.file = file
        self.label = label
        self.message = message
        self.weight = weight
    }
}

/// Reads labeled mail for training and evaluation: a folder of `.eml` files with a CSV of
/// labels, or a folder whose files all carry one label.
///
/// The labels file needs a header row; the message is found by a `file` column (a path
/// relative to the folder) or a `message_id` column, the label in a `category` or `label`
/// column. Files are raw mail (RFC 5322 bytes), read as they are. Unreadable and unparseable
/// files are counted, not fatal.
public struct LabeledMail {
    /// Which part of a folder to read: all of it, or a fixed 80 / 20 split by file name, so
    /// training and evaluation never share a message.
    public enum Split: String, Sendable, CaseIterable {
        /// Every file.
        case all
        /// The 80% of files used for training.
        case train
        /// The other 20%, held out for evaluation.
        case holdout

        func includes(_ file: String) -> Bool {
            switch self {
            case .all: return true
            case .train: return LabeledMail.bucket(of: file) != 0
            case .holdout: return LabeledMail.bucket(of: file) == 0
            }
        }
    }

    /// What was read.
    public var messages: [LabeledMessage] = []
    /// Files that could not be read or parsed, or had no label.
    public var skipped: [(file: String, reason: String)] = []

    /// Reads `folder`; labels come from `labels` (CSV) or, without it, every message gets `label`.
    /// `names`, a shell pattern such as `hard-ham-*`, keeps only the files whose names match:
    /// one of several corpora that share a folder.
    /// - Throws: when the folder or the labels file cannot be read, or the CSV lacks the columns.
    public init(folder: URL, labels: URL? = nil, label: String? = nil, split: Split = .all, names: String? = nil) throws {
        let parser = MIMEParser()
        var byMessageID: [String: String] = [:]
        var byFile: [String: String] = [:]
        if let labels {
            let table = try CSVTable(contentsOf: labels)
            guard let labelColumn = table.column("category") ?? table.column("label") else {
                throw CocoaError(.fileReadCorruptFile, userInfo: [NSFilePathErrorKey: labels.path, NSLocalizedDescriptionKey: "the labels file needs a category or label column"])
            }
            if let fileColumn = table.column("file") {
                for row in table.rows where row.count > max(fileColumn, labelColumn) { byFile[row[fileColumn]] = row[labelColumn].lowercased() }
            } else if let idColumn = table.column("message_id") {
                for row in table.rows where row.count > max(idColumn, labelColumn) {
                    byMessageID[Self.normalizedID(row[idColumn])] = row[labelColumn].lowercased()
                }
            } else {
                throw CocoaError(.fileReadCorruptFile, userInfo: [NSFilePathErrorKey: labels.path, NSLocalizedDescriptionKey: "the labels file needs a file or message_id column"])
            }
        }
        let files = try Self.messageFiles(in: folder)
        for file in files where split.includes(file) && names.map({ Self.name(of: file, matches: $0) }) ?? true {
            if labels != nil, byMessageID.isEmpty, byFile[file] == nil { continue }
            let url = folder.appendingPathComponent(file)
            guard let data = try? Data(contentsOf: url) else {
                skipped.append((file, "unreadable"))
                continue
            }
            let message: ParsedMessage
            do {
                message = try parser.parse(Array(data))
            } catch {
                skipped.append((file, "not parseable mail"))
                continue
            }
            let found = byFile[file] ?? message.messageID.flatMap { byMessageID[Self.normalizedID($0)] } ?? label
            guard let found, !found.isEmpty else {
                skipped.append((file, "no label"))
                continue
            }
            messages.append(LabeledMessage(file: file, label: found, message: message))
        }
    }

    /// Regular files (or links to them) under `folder` (recursively, Maildir-style `cur`/`new` included), sorted,
    /// as paths relative to it; labels files and hidden files are left out.
    static func messageFiles(in folder: URL) throws -> [String] {
        let base = folder.standardizedFileURL.path
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey]) else {
            throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: folder.path])
        }
        var files: [String] = []
        for case let url as URL in walker {
            // A symbolic link counts as the file it points to.
            guard (try? url.resolvingSymlinksInPath().resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else {
                continue
            }
            let name = url.lastPathComponent
            if name.hasPrefix(".") || name.hasSuffix(".csv") || name.hasSuffix(".md") || name.hasSuffix(".py") { continue }
            let path = url.standardizedFileURL.path
            files.append(path.hasPrefix(base + "/") ? String(path.dropFirst(base.count + 1)) : name)
        }
        return files.sorted()
    }

    /// Whether the last component of `file` matches the shell pattern (`*`, `?`, `[…]`).
    static func name(of file: String, matches pattern: String) -> Bool {
        let name = file.split(separator: "/").last.map(String.init) ?? file
        return fnmatch(pattern, name, 0) == 0
    }

    static func normalizedID(_ id: String) -> String {
        id.trimmingCharacters(in: CharacterSet(charactersIn: "<> \t")).lowercased()
    }

    /// FNV-1a of the file name, in 5 buckets.
    static func bucket(of file: String) -> UInt64 {
        var hash: UInt64 = 0xcbf29ce484222325
        for byte in file.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100000001b3
        }
        return hash % 5
    }
}

/// A small CSV reader: a header row, commas, double-quoted fields with doubled quotes.
struct CSVTable {
    var header: [String]
    var rows: [[String]]

    init(contentsOf url: URL) throws {
        let text = try String(contentsOf: url, encoding: .utf8)
        var records: [[String]] = []
        var field = ""
        var record: [String] = []
        var quoted = false
        var iterator = text.makeIterator()
        while let character = iterator.next() {
            if quoted {
                if character == "\"" {
                    if let next = iterator.next() {
                        if next == "\"" { field.append("\"") } else {
                            quoted = false
                            Self.consume(next, &field, &record, &records, &quoted)
                        }
                    } else {
                        quoted = false
                    }
                } else {
                    field.append(character)
                }
            } else {
                Self.consume(character, &field, &record, &records, &quoted)
            }
        }
        if !field.isEmpty || !record.isEmpty {
            record.append(field)
            records.append(record)
        }
        header = records.first?.map { $0.trimmingCharacters(in: .whitespaces).lowercased() } ?? []
        rows = Array(records.dropFirst())
    }

    private static func consume(
        _ character: Character, _ field: inout String, _ record: inout [String], _ records: inout [[String]], _ quoted: inout Bool
    ) {
        switch character {
        case "\"" where field.isEmpty: quoted = true
        case ",":
            record.append(field)
            field = ""
        case "\n", "\r\n":
            record.append(field)
            field = ""
            records.append(record)
            record = []
        case "\r": break
        default: field.append(character)
        }
    }

    func column(_ name: String) -> Int? {
        header.firstIndex(of: name)
    }
}
