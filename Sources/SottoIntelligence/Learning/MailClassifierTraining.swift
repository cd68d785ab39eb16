import Foundation
import SottoCore

/// Trains the mail classifiers (categories, spam) on labeled messages: each message becomes
/// its embedding plus header signals, and a softmax regression learns the labels.
public enum MailClassifierTraining {
    /// What training did and how well the model generalizes.
    public struct Report: Sendable, Codable {
        /// Messages per label.
        public var counts: [String: Int]
        /// Accuracy of 5-fold cross-validation (models trained on 4/5, tested on the rest).
        public var crossValidatedAccuracy: Double
        /// `confusion[true label][predicted label]` over the cross-validation folds.
        public var confusion: [String: [String: Int]]
        /// Seconds spent embedding the messages.
        public var embeddingSeconds: Double
        /// Seconds spent fitting (cross-validation included).
        public var trainingSeconds: Double
    }

    /// Embeds `messages` (``EmbeddingText`` of each) in batches, reporting progress.
    public static func embeddings(
        of messages: [ParsedMessage], embedder: any Embedder, progress: @Sendable (Int) -> Void = { _ in }
    ) async throws -> [[Float]] {
        var vectors: [[Float]] = []
        vectors.reserveCapacity(messages.count)
        for start in stride(from: 0, to: messages.count, by: 16) {
            try Task.checkCancellation()
            let batch = messages[start..<min(start + 16, messages.count)].map(EmbeddingText.of)
            vectors += try await embedder.embed(batch)
            progress(vectors.count)
        }
        return vectors
    }

    /// Trains a model for `labels` (messages with other labels are left out) and
    /// cross-validates it. Deterministic: the same messages give the same weights.
    ///
    /// Also returns, for each message used (in order), its class probabilities from the
    /// cross-validation model that did not see it.
    public static func train(
        labels: [String], messages: [LabeledMessage], embedder: any Embedder,
        options: SoftmaxRegression.TrainingOptions = SoftmaxRegression.TrainingOptions(),
        progress: @Sendable (Int) -> Void = { _ in }
    ) async throws -> (model: SoftmaxRegression, report: Report, outOfFold: [[Float]]) {
        let usable = messages.filter { labels.contains($0.label) }
        let embeddingStart = ContinuousClock.now
        let vectors = try await embeddings(of: usable.map(\.message), embedder: embedder, progress: progress)
        let embeddingSeconds = (ContinuousClock.now - embeddingStart).secondsValue
        let examples = zip(usable, vectors).map { labeled, vector in vector + HeaderSignals.vector(for: labeled.message) }
        let targets = usable.compactMap { labels.firstIndex(of: $0.label) }
        let importance = usable.map(\.weight)
        let featureNames = (0..<embedder.dimensions).map { "embedding.\($0)" } + HeaderSignals.names

        let trainingStart = ContinuousClock.now
        let outOfFold = CrossValidation.outOfFoldProbabilities(
            labels: labels, featureNames: featureNames, examples: examples, targets: targets, importance: importance,
            options: options)
        let validation = CrossValidation.accuracy(of: outOfFold, targets: targets, classes: labels.count)
        let model = SoftmaxRegression(
            labels: labels, featureNames: featureNames, examples: examples, targets: targets, importance: importance,
            options: options)
        var counts: [String: Int] = [:]
        for labeled in usable { counts[labeled.label, default: 0] += 1 }
        var confusion: [String: [String: Int]] = [:]
        for (row, truth) in labels.enumerated() {
            confusion[truth] = Dictionary(uniqueKeysWithValues: labels.enumerated().map { ($0.element, validation.confusion[row][$0.offset]) })
        }
        let report = Report(
            counts: counts, crossValidatedAccuracy: validation.accuracy, confusion: confusion,
            embeddingSeconds: embeddingSeconds, trainingSeconds: (ContinuousClock.now - trainingStart).secondsValue)
        return (model, report, outOfFold)
    }
}

extension Duration {
    /// The duration in seconds, as a `Double`.
    var secondsValue: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}
