import Foundation
import SottoCore

/// The verdict on one message: scores, flags and the reasons in plain words. Flagged mail is
/// never deleted.
public struct SpamVerdict: Sendable, Hashable, Codable {
    /// Probability-like spam score, 0...1.
    public var spamScore: Double
    /// Probability-like phishing score, 0...1.
    public var phishingScore: Double
    /// True when the message should be flagged as spam (phishing counts as spam).
    public var isSpam: Bool
    /// True when the message tries to steal credentials, money or install malware.
    public var isPhishing: Bool
    /// The evidence, strongest first.
    public var signals: [SpamSignal]
    /// What the text classifier alone said, 0...1 (`nil` without an embedding).
    public var textScore: Double?

    /// The reasons as sentences, for people.
    public var reasons: [String] {
        var reasons = signals.map(\.reason)
        if let textScore, textScore >= 0.8 {
            reasons.append("its wording resembles known spam (\(Int((textScore * 100).rounded()))%)")
        }
        return reasons
    }
}

/// Spam and phishing detection: a logistic-regression text classifier over the message
/// embedding and header signals, plus ``SpamRules``; the rule weights are added to the
/// classifier's log-odds, so both feed one score.
public struct SpamFilter: Sendable {
    /// The text classifier (labels `ham`, `spam`).
    public let model: SoftmaxRegression?
    /// The rules.
    public let rules: SpamRules
    /// The spam score at or above which a message is flagged.
    public var spamThreshold: Double
    /// The phishing score at or above which a message is flagged as phishing.
    public var phishingThreshold: Double

    /// Creates a filter. Without a model, only the rules score.
    public init(model: SoftmaxRegression?, rules: SpamRules = SpamRules(), spamThreshold: Double = 0.5, phishingThreshold: Double = 0.5) {
        self.model = model
        self.rules = rules
        self.spamThreshold = spamThreshold
        self.phishingThreshold = phishingThreshold
    }

    /// The spam threshold that ships with the weights, as `sotto train spam` chose it
    /// (`scripts/train-models`, see ``SpamThresholdCalibration``): the lowest at which no ham
    /// folder of the training data has more than 1% flagged, scored by rules plus classifiers
    /// that never saw the message. Never tuned on the evaluation holdout.
    public static let shippedSpamThreshold = 0.928

    /// How far the text classifier may argue against spam, in log-odds. It learned spam from
    /// 2002 and generated mail, so it is confidently wrong about some modern phishing;
    /// capped, its "no" cannot outvote strong rule evidence.
    static let textLogitFloor = -1.5

    /// The filter with the weights (and threshold) that ship with Sotto.
    public static func bundled() throws -> SpamFilter {
        SpamFilter(model: try ShippedModels.load("spam-model"), spamThreshold: shippedSpamThreshold)
    }

    /// The model's input: embedding, then header signals.
    public static func features(for message: ParsedMessage, embedding: [Float]) -> [Float] {
        embedding + HeaderSignals.vector(for: message)
    }

    /// The verdict on `message`; `embedding` enables the text classifier. Mail from a
    /// `correspondent` (someone this mailbox writes to) is not flagged on its wording alone:
    /// the classifier's log-odds are capped at even, so only rule evidence (a failed DMARC
    /// check on a spoofed address, a look-alike link) can flag it.
    public func verdict(for message: ParsedMessage, embedding: [Float]?, fromCorrespondent correspondent: Bool = false) -> SpamVerdict {
        var textLogit: Double?
        if let model, let embedding, let spamIndex = model.labels.firstIndex(of: "spam") {
            let scores = model.scores(Self.features(for: message, embedding: embedding))
            let others = scores.indices.filter { $0 != spamIndex }.map { Double(scores[$0]) }
            let logit = Double(scores[spamIndex]) - (others.max() ?? 0)
            textLogit = correspondent ? min(logit, 0) : logit
        }
        return verdict(for: message, textLogit: textLogit)
    }

    /// The verdict on `message` given the text classifier's spam log-odds (`nil`: rules only).
    /// Threshold calibration calls this with log-odds from models that never saw the message.
    public func verdict(for message: ParsedMessage, textLogit raw: Double?) -> SpamVerdict {
        let signals = rules.signals(for: message).sorted { $0.kind.spamWeight > $1.kind.spamWeight }
        let textLogit = raw.map { max($0, Self.textLogitFloor) } ?? -2.0  // without a classifier: spam only on rule evidence
        let textScore = raw.map { 1 / (1 + Foundation.exp(-$0)) }
        let spamLogit = textLogit + signals.reduce(0) { $0 + $1.kind.spamWeight }
        let phishingLogit = -4.0 + signals.reduce(0) { $0 + $1.kind.phishingWeight } + 0.3 * max(textLogit, 0)
        let spamScore = 1 / (1 + Foundation.exp(-spamLogit))
        let phishingScore = 1 / (1 + Foundation.exp(-phishingLogit))
        let isPhishing = phishingScore >= phishingThreshold
        return SpamVerdict(
            spamScore: spamScore, phishingScore: phishingScore, isSpam: isPhishing || spamScore >= spamThreshold,
            isPhishing: isPhishing, signals: signals, textScore: textScore)
    }
}
