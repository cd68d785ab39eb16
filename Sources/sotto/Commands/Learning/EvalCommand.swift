import ArgumentParser
import Foundation
import SottoCore
import SottoIntelligence

/// `sotto eval`: measures the classifiers on labeled mail.
struct EvalCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "eval", abstract: "Measure spam detection or categorization on labeled mail (JSON).",
        subcommands: [EvalSpam.self, EvalCategories.self])
}

struct EvalSpam: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "spam",
        abstract: "Precision, recall, F1, false-positive rate, per-source and per-reason counts and ms/message on spam and ham folders.")

    @Option(help: ArgumentHelp("A folder of spam or phishing (DIR/NAME-* for the files whose names match).", valueName: "dir"))
    var spam: [LabeledSource]

    @Option(help: ArgumentHelp("A folder of legitimate mail (DIR/NAME-* for the files whose names match).", valueName: "dir"))
    var ham: [LabeledSource]

    @Option(help: "Which part of each folder: all, or holdout (the 20% that training never sees).")
    var split: LabeledMail.Split = .all

    @Flag(help: "Rules only: no text classifier, no embeddings.")
    var rulesOnly = false

    @Option(help: ArgumentHelp("Also write every message's scores and signals here (JSON Lines, one per message: file, label, verdict, scores, signals and reasons, subject).", valueName: "path"))
    var scores: String?

    @OptionGroup var storage: ModelStorageOptions

    func run() async throws {
        try await runReportingErrors {
            LoggingSetup.bootstrap()
            let spamSources = try readSources(spam, as: "spam", split: split)
            let hamSources = try readSources(ham, as: "ham", split: split)
            let filter = rulesOnly ? SpamFilter(model: nil) : try SpamFilter.bundled()
            let embedder: (any Embedder)? = rulesOnly ? nil : try await storage.loadMiniLM()
            let result = try await SpamEvaluation.run(
                filter, spam: spamSources.flatMap(\.messages), ham: hamSources.flatMap(\.messages), embedder: embedder)
            if let scores { try SpamEvaluation.writeLines(result.outcomes, to: scores) }
            try Output.jsonObject([
                "spam": result.spam, "ham": result.ham,
                "precision": result.precision.rounded(places: 4), "recall": result.recall.rounded(places: 4),
                "f1": result.f1.rounded(places: 4), "false_positive_rate": result.falsePositiveRate.rounded(places: 4),
                "phishing_flagged": result.phishingFlagged,
                "ms_per_message_rules_and_model": result.millisecondsPerMessage.rounded(places: 3),
                "ms_per_message_embedding": result.embeddingMillisecondsPerMessage.rounded(places: 2),
                "signals": result.signalCounts, "mode": rulesOnly ? "rules" : "rules+model",
                "sources": Self.flaggedBySource(spam: spamSources, ham: hamSources, outcomes: result.outcomes),
            ])
        }
    }

    /// Each source's share flagged (its recall, or its false-positive rate), in the order given;
    /// `outcomes` are the spam sources' messages, then the ham sources', in that order.
    static func flaggedBySource(
        spam: [(name: String, messages: [LabeledMessage])], ham: [(name: String, messages: [LabeledMessage])],
        outcomes: [SpamEvaluation.Outcome]
    ) -> [[String: Any]] {
        var remaining = outcomes[...]
        return (spam.map { ($0, "spam") } + ham.map { ($0, "ham") }).map { source, label in
            let flagged = remaining.prefix(source.messages.count).filter(\.flagged).count
            remaining = remaining.dropFirst(source.messages.count)
            return [
                "name": source.name, "label": label, "messages": source.messages.count, "flagged": flagged,
                "share_flagged": (Double(flagged) / Double(max(source.messages.count, 1))).rounded(places: 4),
            ]
        }
    }
}

struct EvalCategories: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "categories", abstract: "Accuracy, per-category precision/recall and confusion on labeled mail.")

    @Option(name: .customLong("data"), help: ArgumentHelp("A folder of mail and its labels file.", valueName: "dir=labels.csv"))
    var data: [LabeledSource]

    @Option(help: "Which part of each folder: all, or holdout.")
    var split: LabeledMail.Split = .all

    @OptionGroup var storage: ModelStorageOptions

    func run() async throws {
        try await runReportingErrors {
            LoggingSetup.bootstrap()
            let labels = MailCategory.allCases.map(\.rawValue)
            let messages = try readLabeled(data, split: split).filter { labels.contains($0.label) }
            guard !messages.isEmpty else { throw CLIError(.noInput, "no messages with one of the five categories found") }
            let categorizer = try Categorizer.bundled()
            let encoder = try await storage.loadMiniLM()
            let embeddingStart = ContinuousClock.now
            let vectors = try await MailClassifierTraining.embeddings(of: messages.map(\.message), embedder: encoder)
            let embeddingSeconds = (ContinuousClock.now - embeddingStart).seconds
            var confusion: [String: [String: Int]] = [:]
            var correct = 0
            let start = ContinuousClock.now
            for (labeled, vector) in zip(messages, vectors) {
                let decision = categorizer.categorize(labeled.message, embedding: vector)
                confusion[labeled.label, default: [:]][decision.category.rawValue, default: 0] += 1
                if decision.category.rawValue == labeled.label { correct += 1 }
            }
            let classifySeconds = (ContinuousClock.now - start).seconds
            var perCategory: [String: Any] = [:]
            for label in labels {
                let truePositives = confusion[label]?[label] ?? 0
                let predicted = labels.reduce(0) { $0 + (confusion[$1]?[label] ?? 0) }
                let actual = confusion[label]?.values.reduce(0, +) ?? 0
                perCategory[label] = [
                    "precision": (Double(truePositives) / Double(max(predicted, 1))).rounded(places: 3),
                    "recall": (Double(truePositives) / Double(max(actual, 1))).rounded(places: 3), "messages": actual,
                ]
            }
            try Output.jsonObject([
                "messages": messages.count, "accuracy": (Double(correct) / Double(messages.count)).rounded(places: 4),
                "per_category": perCategory, "confusion": confusion,
                "ms_per_message_model": (classifySeconds * 1000 / Double(messages.count)).rounded(places: 3),
                "ms_per_message_embedding": (embeddingSeconds * 1000 / Double(messages.count)).rounded(places: 2),
            ])
        }
    }
}
