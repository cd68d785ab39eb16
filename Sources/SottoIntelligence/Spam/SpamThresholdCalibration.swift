/// Chooses the spam threshold on training data, never on the evaluation set: every training
/// message is scored by the rules plus a text classifier that did not see it (out-of-fold),
/// and the threshold is the lowest at which no group of legitimate mail has more than the
/// allowed share flagged.
public enum SpamThresholdCalibration {
    /// The chosen threshold and how it does on the scores it was chosen on.
    public struct Result: Sendable, Codable {
        /// The lowest spam threshold (in steps of 0.001) that meets the false-positive budget.
        public var threshold: Double
        /// Share of each ham group flagged at that threshold.
        public var falsePositiveRates: [String: Double]
        /// Share of spam flagged at that threshold.
        public var recall: Double
    }

    /// The threshold for `filter`'s rules given out-of-fold verdicts of ham (by group) and spam;
    /// `filter`'s own threshold is ignored. A ham message flagged as phishing counts against
    /// the budget whatever the threshold.
    public static func choose(
        ham: [String: [SpamVerdict]], spam: [SpamVerdict], maximumFalsePositiveRate: Double
    ) -> Result {
        var threshold = 0.5  // never below even odds
        for verdicts in ham.values {
            let allowed = Int((maximumFalsePositiveRate * Double(verdicts.count)).rounded(.down))
            let ranked = verdicts.map { $0.isPhishing ? 2 : $0.spamScore }.sorted(by: >)  // 2: above any score
            guard allowed < ranked.count else { continue }
            // Above the first score that would be one flag too many.
            threshold = max(threshold, ((ranked[allowed] * 1000).rounded(.down) + 1) / 1000)
        }
        threshold = min(threshold, 1)
        func flagged(_ verdict: SpamVerdict) -> Bool { verdict.isPhishing || verdict.spamScore >= threshold }
        return Result(
            threshold: threshold,
            falsePositiveRates: ham.mapValues { Double($0.filter(flagged).count) / Double(max($0.count, 1)) },
            recall: Double(spam.filter(flagged).count) / Double(max(spam.count, 1)))
    }
}
