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
    /// What the word model alone said, 0...1 (`nil` when it did not run).
    public var wordScore: Double?
    /// The words that raised the word model's score most, strongest first.
    public var spamWords: [String]?

    /// The reasons as sentences, for people.
    public var reasons: [String] {
        var reasons = signals.map(\.reason)
        if let textScore, textScore >= 0.8 {
            reasons.append("its wording resembles known spam (\(Self.percent(textScore)))")
        }
        if let wordScore, wordScore >= 0.8 {
            let words = (spamWords ?? []).map { "\u{201C}\($0)\u{201D}" }.joined(separator: ", ")
            reasons.append("it uses words common in spam\(words.isEmpty ? "" : " (" + words + ")") (\(Self.percent(wordScore)))")
        }
        return reasons
    }

    private static func percent(_ score: Double) -> String {
        "\(Int((score * 100).rounded()))%"
    }
}

/// Spam and phishing detection: a logistic-regression text classifier over the message
/// embedding and header signals, a word model beside it (``SpamWordModel``), plus
/// ``SpamRules``; the two models' log-odds and the rule weights add up to one score.
public struct SpamFilter: Sendable {
    /// The text classifier (labels `ham`, `spam`).
    public let model: SoftmaxRegression?
    /// The word model; it joins the text classifier (the threshold was chosen for their sum),
    /// so it is not used without an embedding.
    public let words: SpamWordModel?
    /// The rules.
    public let rules: SpamRules
    /// The spam score at or above which a message is flagged.
    public var spamThreshold: Double
    /// The phishing score at or above which a message is flagged as phishing.
    public var phishingThreshold: Double

    /// Creates a filter. Without a model, only the rules score.
    public init(
        model: SoftmaxRegression?, words: SpamWordModel? = nil, rules: SpamRules = SpamRules(), spamThreshold: Double = 0.5,
        phishingThreshold: Double = 0.5
    ) {
        self.model = model
        self.words = words
        self.rules = rules
        self.spamThreshold = spamThreshold
        self.phishingThreshold = phishingThreshold
    }

    /// The spam threshold that ships with the weights, as `sotto train spam` chose it
    /// (`scripts/train-models`, see ``SpamThresholdCalibration``): the lowest at which no ham
    /// source of the training data has more than 1% flagged, scored by rules plus the text
    /// classifier and word model, neither of which saw the message. Never tuned on the evaluation holdout.
    public static let shippedSpamThreshold = 0.964

    /// How far the text classifier and word model together may argue against spam, in
    /// log-odds. They learned spam from 2002 and generated mail, so they are confidently wrong
    /// about some modern phishing; capped, their "no" cannot outvote strong rule evidence.
    static let textLogitFloor = -1.5

    /// The filter with the weights (and threshold) that ship with Sotto.
    public static func bundled() throws -> SpamFilter {
        SpamFilter(
            model: try ShippedModels.load("spam-model"), words: try ShippedModels.load("spam-words", as: SpamWordModel.self),
            spamThreshold: shippedSpamThreshold)
    }

    /// The model's input: embedding, then header signals.
    public static func features(for message: ParsedMessage, embedding: [Float]) -> [Float] {
        embedding + HeaderSignals.vector(for: message)
    }

    /// The verdict on `message`; `embedding` enables the text classifier and the word model.
    /// Mail from a `correspondent` (someone this mailbox writes to) is not flagged on its
    /// wording alone: the models' log-odds are capped at even, so only rule evidence (a failed
    /// DMARC check on a spoofed address, a look-alike link) can flag it. `knownDomains`, the
    /// domains the mailbox exchanges mail with, lets the rules catch a sender imitating one.
    public func verdict(
        for message: ParsedMessage, embedding: [Float]?, fromCorrespondent correspondent: Bool = false,
        knownDomains: KnownDomains? = nil
    ) -> SpamVerdict {
        guard let model, let embedding, let spamIndex = model.labels.firstIndex(of: "spam") else {
            return verdict(for: message, textLogit: nil, knownDomains: knownDomains)
        }
        let scores = model.scores(Self.features(for: message, embedding: embedding))
        let others = scores.indices.filter { $0 != spamIndex }.map { Double(scores[$0]) }
        let textLogit = Double(scores[spamIndex]) - (others.max() ?? 0)
        guard let words else {
            return verdict(for: message, textLogit: textLogit, fromCorrespondent: correspondent, knownDomains: knownDomains)
        }
        let links = LinkScanner.links(in: message)  // read once, for the rules and the word model
        let tokens = SpamWords.tokens(of: message, links: links)
        return verdict(
            for: message, textLogit: textLogit, wordLogit: words.logit(tokens: tokens), spamWords: words.spamWords(in: tokens),
            fromCorrespondent: correspondent, links: links, knownDomains: knownDomains)
    }

    /// The verdict on `message` given the text classifier's spam log-odds (`nil`: rules only)
    /// and the word model's (`nil`: not used), which add up; `links` are the message's, when
    /// already found. Threshold calibration calls this with log-odds from models that never
    /// saw the message.
    public func verdict(
        for message: ParsedMessage, textLogit: Double?, wordLogit: Double? = nil, spamWords: [String]? = nil,
        fromCorrespondent correspondent: Bool = false, links: [MessageLink]? = nil, knownDomains: KnownDomains? = nil
    ) -> SpamVerdict {
        let signals = rules.signals(for: message, links: links, knownDomains: knownDomains)
            .sorted { $0.kind.spamWeight > $1.kind.spamWeight }
        func capped(_ logit: Double) -> Double { correspondent ? min(logit, 0) : logit }
        func probability(_ logit: Double) -> Double { 1 / (1 + Foundation.exp(-logit)) }
        // Without a classifier: spam only on rule evidence.
        let modelLogit = textLogit.map { max(capped($0 + (wordLogit ?? 0)), Self.textLogitFloor) } ?? -2.0
        let embeddingLogit = textLogit.map { max(capped($0), Self.textLogitFloor) } ?? -2.0
        let spamLogit = modelLogit + signals.reduce(0) { $0 + $1.kind.spamWeight }
        let phishingLogit = -4.0 + signals.reduce(0) { $0 + $1.kind.phishingWeight } + 0.3 * max(embeddingLogit, 0)
        let spamScore = probability(spamLogit)
        let phishingScore = probability(phishingLogit)
        let isPhishing = phishingScore >= phishingThreshold
        let wordsUsed = textLogit != nil ? wordLogit : nil
        return SpamVerdict(
            spamScore: spamScore, phishingScore: phishingScore, isSpam: isPhishing || spamScore >= spamThreshold,
            isPhishing: isPhishing, signals: signals, textScore: textLogit.map { probability(capped($0)) },
            wordScore: wordsUsed.map { probability(capped($0)) }, spamWords: wordsUsed == nil ? nil : spamWords)
    }
}
