import ArgumentParser
import Foundation
import SottoIntelligence

/// `sotto train`: learns the categorizer's or the spam classifier's weights from labeled mail.
struct TrainCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "train",
        abstract: "Learn classifier weights from labeled mail (deterministic; prints cross-validated accuracy).",
        subcommands: [TrainCategories.self, TrainSpam.self])
}

struct TrainingOutput: ParsableArguments {
    @Option(help: ArgumentHelp("Write the model (JSON) here.", valueName: "path"))
    var output: String

    @Option(help: "Which part of each folder to train on: all, or train (the fixed 80% that evaluation's holdout never sees).")
    var split: LabeledMail.Split = .train

    @Option(help: "Gradient steps over the whole data set.")
    var iterations = SoftmaxRegression.TrainingOptions().iterations

    @OptionGroup var storage: ModelStorageOptions

    /// Trains and writes the model, printing the report as JSON.
    func run(labels: [String], messages: [LabeledMessage]) async throws {
        guard !messages.isEmpty else { throw CLIError(.noInput, "no labeled messages found") }
        let encoder = try await storage.loadMiniLM()
        let total = messages.count
        let bar = ProgressBar(label: "Embedding")
        let options = SoftmaxRegression.TrainingOptions(iterations: iterations)
        let (model, report) = try await MailClassifierTraining.train(
            labels: labels, messages: messages, embedder: encoder, options: options
        ) { done in
            bar.update(fraction: Double(done) / Double(total), status: "\(done)/\(total) messages")
        }
        bar.finish()
        let json = JSONEncoder()
        json.outputFormatting = [.sortedKeys]
        try json.encode(model).write(to: URL(fileURLWithPath: output))
        try Output.json(report)
    }
}

struct TrainCategories: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "categories",
        abstract: "Train the five-category model (primary, social, promotions, updates, forums).")

    @Option(name: .customLong("data"), help: ArgumentHelp("A folder of mail and its labels file (file or message_id, category or label columns).", valueName: "dir=labels.csv"))
    var data: [LabeledSource] = []

    @Flag(help: "Also learn from the categories you set by hand in the vault (sotto recategorize).")
    var withCorrections = false

    @Option(help: "How many corpus examples one of your corrections counts as.")
    var correctionWeight: Float = 5

    @OptionGroup var vault: VaultOptions

    @OptionGroup var training: TrainingOutput

    func validate() throws {
        guard correctionWeight > 0 else { throw ValidationError("--correction-weight must be positive") }
        guard withCorrections || !data.isEmpty else { throw ValidationError("give --data, --with-corrections, or both") }
    }

    func run() async throws {
        try await runReportingErrors {
            LoggingSetup.bootstrap()
            let labels = MailCategory.allCases.map(\.rawValue)
            var messages = try readLabeled(data, split: training.split)
            if withCorrections {
                let corrections = try vault.open().corrections(weight: correctionWeight)
                Terminal.writeError("Corrections from the vault: \(corrections.count), each counting as \(correctionWeight) examples.\n")
                messages += corrections
            }
            try await training.run(labels: labels, messages: messages.filter { labels.contains($0.label) })
        }
    }
}

struct TrainSpam: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "spam", abstract: "Train the spam text classifier on folders of spam and of ham.")

    @Option(help: ArgumentHelp("A folder of spam.", valueName: "dir"))
    var spam: [LabeledSource]

    @Option(help: ArgumentHelp("A folder of legitimate mail.", valueName: "dir"))
    var ham: [LabeledSource]

    @OptionGroup var training: TrainingOutput

    func run() async throws {
        try await runReportingErrors {
            LoggingSetup.bootstrap()
            let messages = try readLabeled(spam, label: "spam", split: training.split).map { relabeled($0, "spam") }
                + readLabeled(ham, label: "ham", split: training.split).map { relabeled($0, "ham") }
            try await training.run(labels: ["ham", "spam"], messages: messages)
        }
    }

    /// Folders given as spam or ham are that, whatever a labels file inside says.
    private func relabeled(_ message: LabeledMessage, _ label: String) -> LabeledMessage {
        var message = message
        message.label = label
        return message
    }
}
