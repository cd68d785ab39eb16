import Foundation
import SottoCore

/// Precision, recall and speed of a ``SpamFilter`` on labeled spam and ham.
public struct SpamEvaluation: Sendable, Codable {
    /// Spam messages evaluated.
    public var spam: Int
    /// Ham messages evaluated.
    public var ham: Int
    /// Spam flagged as spam.
    public var truePositives: Int
    /// Ham flagged as spam.
    public var falsePositives: Int
    /// Spam not flagged.
    public var falseNegatives: Int
    /// Spam messages flagged as phishing.
    public var phishingFlagged: Int
    /// How often each signal fired, on spam and on ham.
    public var signalCounts: [String: [String: Int]]
    /// Milliseconds per message for rules + classifier, given the embedding.
    public var millisecondsPerMessage: Double
    /// Milliseconds per message for computing the embedding (shared with categories and search).
    public var embeddingMillisecondsPerMessage: Double
    /// Every message's outcome, for threshold tuning and error analysis.
    public var outcomes: [Outcome] = []

    /// One message's label, verdict and scores.
    public struct Outcome: Sendable, Codable {
        /// The file, relative to its folder.
        public var file: String
        /// The label: `spam` or `ham`.
        public var label: String
        /// Whether the filter flagged it (as spam or as phishing).
        public var flagged: Bool
        public var isPhishing: Bool
        public var spamScore: Double
        public var phishingScore: Double
        public var textScore: Double?
        public var wordScore: Double?
        public var signals: [String]
        /// The signals' reasons, in plain words.
        public var reasons: [String]
        public var subject: String

        /// `example`'s outcome: its `label`, and `verdict`, flagged or not as `flagged` says.
        public init(_ example: LabeledMessage, label: String, verdict: SpamVerdict, flagged: Bool) {
            file = example.file
            self.label = label
            self.flagged = flagged
            isPhishing = verdict.isPhishing
            spamScore = verdict.spamScore
            phishingScore = verdict.phishingScore
            textScore = verdict.textScore
            wordScore = verdict.wordScore
            signals = verdict.signals.map(\.kind.rawValue)
            reasons = verdict.signals.map(\.reason)
            subject = String(example.message.subject.prefix(80))
        }
    }

    /// Writes `outcomes` to `path` as JSON Lines.
    public static func writeLines(_ outcomes: [Outcome], to path: String) throws {
        let encoder = JSONEncoder()
        let lines = try outcomes.map { String(decoding: try encoder.encode($0), as: UTF8.self) + "\n" }
        try lines.joined().write(toFile: path, atomically: true, encoding: .utf8)
    }

    public var precision: Double { Double(truePositives) / Double(max(truePositives + falsePositives, 1)) }
    public var recall: Double { Double(truePositives) / Double(max(spam, 1)) }
    public var f1: Double { precision + recall > 0 ? 2 * precision * recall / (precision + recall) : 0 }
    public var falsePositiveRate: Double { Double(falsePositives) / Double(max(ham, 1)) }

    /// Runs `filter` over `spam` and `ham`, embedding each message with `embedder` when given.
    public static func run(
        _ filter: SpamFilter, spam: [LabeledMessage], ham: [LabeledMessage], embedder: (any Embedder)?
    ) async throws -> SpamEvaluation {
        var result = SpamEvaluation(
            spam: spam.count, ham: ham.count, truePositives: 0, falsePositives: 0, falseNegatives: 0, phishingFlagged: 0,
            signalCounts: [:], millisecondsPerMessage: 0, embeddingMillisecondsPerMessage: 0)
        var filterTime = Duration.zero
        var embeddingTime = Duration.zero
        for (labeled, isSpam) in [(spam, true), (ham, false)] {
            let messages = labeled.map(\.message)
            var vectors: [[Float]?] = Array(repeating: nil, count: messages.count)
            if let embedder {
                let start = ContinuousClock.now
                let computed = try await MailClassifierTraining.embeddings(of: messages, embedder: embedder)
                embeddingTime += ContinuousClock.now - start
                vectors = computed.map { Optional($0) }
            }
            for (example, vector) in zip(labeled, vectors) {
                let start = ContinuousClock.now
                let verdict = filter.verdict(for: example.message, embedding: vector)
                filterTime += ContinuousClock.now - start
                result.outcomes.append(Outcome(example, label: isSpam ? "spam" : "ham", verdict: verdict, flagged: verdict.isSpam))
                if verdict.isSpam {
                    if isSpam { result.truePositives += 1 } else { result.falsePositives += 1 }
                } else if isSpam {
                    result.falseNegatives += 1
                }
                if isSpam, verdict.isPhishing { result.phishingFlagged += 1 }
                for signal in verdict.signals {
                    result.signalCounts[signal.kind.rawValue, default: [:]][isSpam ? "spam" : "ham", default: 0] += 1
                }
            }
        }
        let total = Double(max(spam.count + ham.count, 1))
        result.millisecondsPerMessage = filterTime.secondsValue * 1000 / total
        result.embeddingMillisecondsPerMessage = embeddingTime.secondsValue * 1000 / total
        return result
    }
}
