import Testing

@testable import SottoIntelligence

@Suite("Spam threshold calibration")
struct SpamThresholdCalibrationTests {
    func verdict(_ score: Double, phishing: Bool = false) -> SpamVerdict {
        SpamVerdict(spamScore: score, phishingScore: phishing ? 0.9 : 0.1, isSpam: false, isPhishing: phishing, signals: [], textScore: nil)
    }

    @Test("the threshold is the lowest that keeps every ham group within its false-positive budget")
    func lowestWithinBudget() {
        // 100 ham in each group: one flag each is allowed at 1%.
        let quiet = (0..<100).map { verdict(Double($0) / 200) }  // at most 0.495
        let noisy = [verdict(0.95), verdict(0.9)] + (0..<98).map { _ in verdict(0.2) }
        let spam = [verdict(0.99), verdict(0.93), verdict(0.91), verdict(0.5)]
        let result = SpamThresholdCalibration.choose(ham: ["quiet": quiet, "noisy": noisy], spam: spam, maximumFalsePositiveRate: 0.01)
        #expect(result.threshold == 0.901, "just above the noisy group's second-highest ham")
        #expect(result.falsePositiveRates["noisy"] == 0.01)
        #expect(result.falsePositiveRates["quiet"] == 0)
        #expect(result.recall == 0.75)
    }

    @Test("ham flagged as phishing counts against the budget whatever the threshold")
    func phishingCounts() {
        let ham = [verdict(0.1, phishing: true), verdict(0.1, phishing: true)] + (0..<98).map { _ in verdict(0.1) }
        let result = SpamThresholdCalibration.choose(ham: ["ham": ham], spam: [], maximumFalsePositiveRate: 0.01)
        #expect(result.threshold == 1)
    }
}
