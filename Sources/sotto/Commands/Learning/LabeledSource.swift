import ArgumentParser
import Foundation
import SottoIntelligence

/// A folder of mail with where its labels come from: `DIR` (one label for all, given by the
/// command) or `DIR=labels.csv`; a suffix `@all`, `@train` or `@holdout` picks the part of
/// the folder instead of the command's `--split`. A last component with a wildcard,
/// `DIR/hard-ham-*`, keeps the files of the folder whose names match: one corpus of several
/// that share a folder, as its own source.
struct LabeledSource: ExpressibleByArgument {
    var folder: URL
    var labels: URL?
    var split: LabeledMail.Split?
    var names: String?

    /// How reports name the source: the folder, with the file-name pattern when there is one.
    var name: String {
        names.map { "\(folder.lastPathComponent)/\($0)" } ?? folder.lastPathComponent
    }

    init?(argument: String) {
        var argument = argument
        if let at = argument.lastIndex(of: "@"), let split = LabeledMail.Split(rawValue: String(argument[argument.index(after: at)...])) {
            self.split = split
            argument = String(argument[..<at])
        }
        let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
        guard let first = parts.first, !first.isEmpty else { return nil }
        folder = URL(fileURLWithPath: first)
        if folder.lastPathComponent.contains(where: { "*?[".contains($0) }) {
            names = folder.lastPathComponent
            folder = folder.deletingLastPathComponent()
        }
        labels = parts.count == 2 ? URL(fileURLWithPath: parts[1]) : nil
    }

    /// Reads the folder (all of it, or one side of the fixed 80/20 split).
    func read(label: String? = nil, split defaultSplit: LabeledMail.Split) throws -> LabeledMail {
        let split = self.split ?? defaultSplit
        guard FileManager.default.fileExists(atPath: folder.path) else {
            throw CLIError(.noInput, "no such folder: \(folder.path)")
        }
        do {
            return try LabeledMail(folder: folder, labels: labels, label: label, split: split, names: names)
        } catch {
            throw CLIError(.dataError, "cannot read \(labels?.path ?? folder.path): \(error.localizedDescription)")
        }
    }
}

extension LabeledMail.Split: ExpressibleByArgument {}

/// The corpus kept for measuring only: a filter trained on it would be judged on mail it learned.
let measurementOnlyCorpus = "phishing-dev"

/// Refuses to train on a source whose path, as given or with its links resolved, names the
/// measurement-only corpus.
/// - Throws: `CLIError` (usage) naming the source and saying what to do instead.
func refuseMeasurementOnly(_ sources: [LabeledSource]) throws {
    for source in sources {
        let paths = [source.folder.path, source.folder.standardizedFileURL.resolvingSymlinksInPath().path]
        if paths.contains(where: { $0.contains(measurementOnlyCorpus) }) {
            throw CLIError(.usage, """
                \(source.folder.path): \(measurementOnlyCorpus) is for measuring only and is never trained on; \
                measure on it with `sotto eval spam` and train on the other corpora
                """)
        }
    }
}

/// Reads several labeled sources, reporting what was skipped on stderr.
/// - Throws: `CLIError` when a source holds no labeled mail (in the part asked for).
func readLabeled(_ sources: [LabeledSource], label: String? = nil, split: LabeledMail.Split) throws -> [LabeledMessage] {
    var messages: [LabeledMessage] = []
    for source in sources {
        let mail = try source.read(label: label, split: split)
        guard !mail.messages.isEmpty else {
            // An empty source would silently train or measure on less than asked for.
            let part = source.split ?? split
            let inPart = part == .all ? "" : " in its \(part.rawValue) part"
            let path = source.names.map { source.folder.appendingPathComponent($0).path } ?? source.folder.path
            throw CLIError(.dataError, "\(path): no labeled mail\(inPart)")
        }
        messages += mail.messages
        if !mail.skipped.isEmpty {
            Terminal.writeError("\(source.name): skipped \(mail.skipped.count) files (unreadable, unparseable or unlabeled)\n")
        }
    }
    return messages
}

/// Reads each source on its own, every message labeled `label` whatever a labels file inside
/// says: the spam and ham sources of `sotto train spam` and `sotto eval spam`.
func readSources(
    _ sources: [LabeledSource], as label: String, split: LabeledMail.Split
) throws -> [(name: String, messages: [LabeledMessage])] {
    try sources.map { source in
        let messages = try readLabeled([source], label: label, split: split).map { message in
            var message = message
            message.label = label
            return message
        }
        return (name: source.name, messages: messages)
    }
}
