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

    /// Trains and writes the model; returns the report and each message's out-of-fold
    /// probabilities (in the order of `messages`, which must all carry one of `labels`).
    func train(labels: [String], messages: [LabeledMessage]) async throws -> (report: MailClassifierTraining.Report, outOfFold: [[Float]]) {
        guard !messages.isEmpty else { throw CLIError(.noInput, "no labeled messages found") }
        let encoder = try await storage.loadMiniLM()
        let total = messages.count
        let bar = ProgressBar(label: "Embedding")
        let options = SoftmaxRegression.TrainingOptions(iterations: iterations)
        let (model, report, outOfFold) = try await MailClassifierTraining.train(
            labels: labels, messages: messages, embedder: encoder, options: options
        ) { done in
            bar.update(fraction: Double(done) / Double(total), status: "\(done)/\(total) messages")
        }
        bar.finish()
        let json = JSONEncoder()
        json.outputFormatting = [.sortedKeys]
        try json.encode(model).write(to: URL(fileURLWithPath: output))
        return (report, outOfFold)
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
            try refuseMeasurementOnly(data)
            let labels = MailCategory.allCases.map(\.rawValue)
            var messages = try readLabeled(data, split: training.split)
            if withCorrections {
                let corrections = try vault.open().corrections(weight: correctionWeight)
                Terminal.writeError("Corrections from the vault: \(corrections.count), each counting as \(correctionWeight) examples.\n")
                messages += corrections
            }
            let report = try await training.train(labels: labels, messages: messages.filter { labels.contains($0.label) }).report
            try Output.json(report)
        }
    }
}

struct TrainSpam: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "spam",
        abstract: "Train the spam text classifier on folders of spam and of ham (each folder counting the same), and choose the spam threshold on out-of-fold scores.")

    @Option(help: ArgumentHelp("A folder of spam (DIR/NAME-* for the files whose names match: one source of several in a folder).", valueName: "dir"))
    var spam: [LabeledSource]

    @Option(help: ArgumentHelp("A folder of legitimate mail (DIR/NAME-* for the files whose names match).", valueName: "dir"))
    var ham: [LabeledSource]

    @Option(help: "The largest share of any one ham folder the chosen threshold may flag (out-of-fold).")
    var maximumFalsePositiveRate = 0.01

    @Option(help: ArgumentHelp("Also train the word model beside the text classifier and write it (JSON) here.", valueName: "path"))
    var wordOutput: String?

    @Option(help: ArgumentHelp(
        "Also write every training message's out-of-fold verdict here (JSON Lines, as `sotto eval spam --scores`).", valueName: "path"))
    var scores: String?

    @OptionGroup var training: TrainingOutput

    /// What training prints: the classifier's report, the word model's, and the threshold
    /// chosen for them (and, with the word model, the one the text classifier alone would get).
    struct Report: Encodable {
        var classifier: MailClassifierTraining.Report
        var words: WordReport?
        var threshold: SpamThresholdCalibration.Result
        var thresholdWithoutWords: SpamThresholdCalibration.Result?
    }

    /// The word model's size and out-of-fold accuracy.
    struct WordReport: Encodable {
        var vocabulary: Int
        var crossValidatedAccuracy: Double
        var trainingSeconds: Double
    }

    func run() async throws {
        try await runReportingErrors {
            LoggingSetup.bootstrap()
            // Each source counts the same within its class, however many messages it holds, so
            // a large generated set does not outvote the real mail beside it.
            try refuseMeasurementOnly(spam + ham)
            let spamSources = try readSources(spam, as: "spam", split: training.split)
            let spamMessages = Self.equallyWeighted(spamSources.map(\.messages)).flatMap { $0 }
            let hamSources = try readSources(ham, as: "ham", split: training.split)
            let hamGroups = zip(hamSources, Self.equallyWeighted(hamSources.map(\.messages))).map { (name: $0.name, messages: $1) }
            let messages = spamMessages + hamGroups.flatMap(\.messages)
            let (classifier, outOfFold) = try await training.train(labels: ["ham", "spam"], messages: messages)

            let textLogits = outOfFold.map { probabilities in
                let spamProbability = Double(min(max(probabilities[1], 1e-7), 1 - 1e-7))
                return log(spamProbability / (1 - spamProbability))
            }
            let withoutWords = calibrate(messages, textLogits: textLogits, wordLogits: nil, spamCount: spamMessages.count, hamGroups: hamGroups)
            guard let wordOutput else {
                try writeScores(messages, withoutWords)
                try Output.json(Report(classifier: classifier, threshold: withoutWords.result))
                return
            }
            let start = ContinuousClock.now
            let tokens = messages.map { SpamWords.tokens(of: $0.message) }
            let isSpam = messages.map { $0.label == "spam" }
            let importance = messages.map { Double($0.weight) }
            let wordLogits = SpamWordModel.outOfFoldLogits(tokens: tokens, isSpam: isSpam, importance: importance)
            let words = SpamWordModel(tokens: tokens, isSpam: isSpam, importance: importance)
            let json = JSONEncoder()
            json.outputFormatting = [.sortedKeys]
            try json.encode(words).write(to: URL(fileURLWithPath: wordOutput))
            let wordReport = WordReport(
                vocabulary: words.weights.count,
                crossValidatedAccuracy: Double(zip(wordLogits, isSpam).filter { ($0 > 0) == $1 }.count) / Double(max(messages.count, 1)),
                trainingSeconds: (ContinuousClock.now - start).seconds)
            let threshold = calibrate(messages, textLogits: textLogits, wordLogits: wordLogits, spamCount: spamMessages.count, hamGroups: hamGroups)
            try writeScores(messages, threshold)
            try Output.json(Report(
                classifier: classifier, words: wordReport, threshold: threshold.result, thresholdWithoutWords: withoutWords.result))
        }
    }

    /// The threshold for rules plus the out-of-fold model log-odds, exactly as SpamFilter
    /// combines them; `messages` are the spam (the first `spamCount`) then each ham group.
    private func calibrate(
        _ messages: [LabeledMessage], textLogits: [Double], wordLogits: [Double]?, spamCount: Int,
        hamGroups: [(name: String, messages: [LabeledMessage])]
    ) -> (result: SpamThresholdCalibration.Result, verdicts: [SpamVerdict]) {
        let filter = SpamFilter(model: nil)
        let verdicts = messages.indices.map { index in
            filter.verdict(for: messages[index].message, textLogit: textLogits[index], wordLogit: wordLogits?[index])
        }
        var hamVerdicts: [String: [SpamVerdict]] = [:]
        var offset = spamCount
        for group in hamGroups {
            hamVerdicts[group.name, default: []] += verdicts[offset..<offset + group.messages.count]
            offset += group.messages.count
        }
        let result = SpamThresholdCalibration.choose(
            ham: hamVerdicts, spam: Array(verdicts.prefix(spamCount)), maximumFalsePositiveRate: maximumFalsePositiveRate)
        return (result, verdicts)
    }

    /// Writes each message's out-of-fold verdict at the chosen threshold to `scores`, if asked.
    private func writeScores(
        _ messages: [LabeledMessage], _ calibration: (result: SpamThresholdCalibration.Result, verdicts: [SpamVerdict])
    ) throws {
        guard let scores else { return }
        let outcomes = zip(messages, calibration.verdicts).map { message, verdict in
            SpamEvaluation.Outcome(
                message, label: message.label, verdict: verdict,
                flagged: verdict.isPhishing || verdict.spamScore >= calibration.result.threshold)
        }
        try SpamEvaluation.writeLines(outcomes, to: scores)
    }

    /// `groups` with weights that give every group the same total, keeping the overall total
    /// (a message's own weight, such as a correction's, still multiplies).
    static func equallyWeighted(_ groups: [[LabeledMessage]]) -> [[LabeledMessage]] {
        let total = Float(groups.reduce(0) { $0 + $1.count })
        let share = total / Float(max(groups.count, 1))
        return groups.map { group in
            group.map { message in
                var message = message
                message.weight *= share / Float(max(group.count, 1))
                return message
            }
        }
    }
}
