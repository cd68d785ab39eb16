import ArgumentParser
import Foundation
import SottoIntelligence

/// A folder of mail with where its labels come from: `DIR` (one label for all, given by the
/// command) or `DIR=labels.csv`; a suffix `@all`, `@train` or `@holdout` picks the part of
/// the folder instead of the command's `--split`.
struct LabeledSource: ExpressibleByArgument {
    var folder: URL
    var labels: URL?
    var split: LabeledMail.Split?

    init?(argument: String) {
        var argument = argument
        if let at = argument.lastIndex(of: "@"), let split = LabeledMail.Split(rawValue: String(argument[argument.index(after: at)...])) {
            self.split = split
            argument = String(argument[..<at])
        }
        let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
        guard let first = parts.first, !first.isEmpty else { return nil }
        folder = URL(fileURLWithPath: first)
        labels = parts.count == 2 ? URL(fileURLWithPath: parts[1]) : nil
    }

    /// Reads the folder (all of it, or one side of the fixed 80/20 split).
    func read(label: String? = nil, split defaultSplit: LabeledMail.Split) throws -> LabeledMail {
        let split = self.split ?? defaultSplit
        guard FileManager.default.fileExists(atPath: folder.path) else {
            throw CLIError(.noInput, "no such folder: \(folder.path)")
        }
        do {
            return try LabeledMail(folder: folder, labels: labels, label: label, split: split)
        } catch {
            throw CLIError(.dataError, "cannot read \(labels?.path ?? folder.path): \(error.localizedDescription)")
        }
    }
}

extension LabeledMail.Split: ExpressibleByArgument {}

/// Reads several labeled sources, reporting what was skipped on stderr.
func readLabeled(_ sources: [LabeledSource], label: String? = nil, split: LabeledMail.Split) throws -> [LabeledMessage] {
    var messages: [LabeledMessage] = []
    for source in sources {
        let mail = try source.read(label: label, split: split)
        messages += mail.messages
        if !mail.skipped.isEmpty {
            Terminal.writeError("\(source.folder.lastPathComponent): skipped \(mail.skipped.count) files (unreadable, unparseable or unlabeled)\n")
        }
    }
    return messages
}
