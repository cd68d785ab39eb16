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

    /// One message's scores.
    public struct Outcome: Sendable, Codable {
        public var isSpam: Bool
        public var spamScore: Double
        public var phishingScore: Double
        public var textScore: Double?
        public var wordScore: Double?
        public var signals: [String]
        public var subject: String
    }

    public var precision: Double { Double(truePositives) / Double(max(truePositives + falsePositives, 1)) }
    public var recall: Double { Double(truePositives) / Double(max(spam, 1)) }
    public var f1: Double { precision + recall > 0 ? 2 * precision * recall / (precision + recall) : 0 }
    public var falsePositiveRate: Double { Double(falsePositives) / Double(max(ham, 1)) }

    /// Runs `filter` over `spam` and `ham`, embedding each message with `embedder` when given.
    public static func run(
        _ filter: SpamFilter, spam: [ParsedMessage], ham: [ParsedMessage], embedder: (any Embedder)?
    ) async throws -> SpamEvaluation {
        var result = SpamEvaluation(
            spam: spam.count, ham: ham.count, truePositives: 0, falsePositives: 0, falseNegatives: 0, phishingFlagged: 0,
            signalCounts: [:], millisecondsPerMessage: 0, embeddingMillisecondsPerMessage: 0)
        var filterTime = Duration.zero
        var embeddingTime = Duration.zero
        for (messages, isSpam) in [(spam, true), (ham, false)] {
            var vectors: [[Float]?] = Array(repeating: nil, count: messages.count)
            if let embedder {
                let start = ContinuousClock.now
                let computed = try await MailClassifierTraining.embeddings(of: messages, embedder: embedder)
                embeddingTime += ContinuousClock.now - start
                vectors = computed.map { Optional($0) }
            }
            for (message, vector) in zip(messages, vectors) {
                let start = ContinuousClock.now
                let verdict = filter.verdict(for: message, embedding: vector)
                filterTime += ContinuousClock.now - start
                result.outcomes.append(Outcome(
                    isSpam: isSpam, spamScore: verdict.spamScore, phishingScore: verdict.phishingScore, textScore: verdict.textScore,
                    wordScore: verdict.wordScore, signals: verdict.signals.map(\.kind.rawValue), subject: String(message.subject.prefix(80))))
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
