import Foundation

extension SpamWordModel {
    /// How the word model is trained. The defaults were chosen by 5-fold cross-validation on
    /// the training data (spam caught at the calibrated threshold, beside the embedding model).
    public struct TrainingOptions: Sendable, Hashable {
        /// Words kept: those that tell spam from ham best (mutual information), so the
        /// shipped file stays small.
        public var vocabularySize: Int
        /// A word must occur in at least this many training messages to be considered.
        public var minimumMessages: Int
        /// L2 penalty on the word weights (not the bias).
        public var l2: Double

        /// Creates options.
        public init(vocabularySize: Int = 3_000, minimumMessages: Int = 3, l2: Double = 1e-4) {
            self.vocabularySize = vocabularySize
            self.minimumMessages = minimumMessages
            self.l2 = l2
        }
    }

    /// Trains on each message's distinct ``SpamWords`` `tokens` and whether it `isSpam`,
    /// spam and ham counting equally whatever their numbers; within a class, a message counts
    /// by its `importance` (all 1 when nil). Deterministic.
    public init(tokens: [[String]], isSpam: [Bool], importance: [Double]? = nil, options: TrainingOptions = TrainingOptions()) {
        let vocabulary = Self.vocabulary(tokens: tokens, isSpam: isSpam, options: options)
        let index = Dictionary(uniqueKeysWithValues: vocabulary.enumerated().map { ($0.element, $0.offset) })
        let examples = tokens.map { $0.compactMap { index[$0] } }
        let weight = importance ?? Array(repeating: 1, count: isSpam.count)
        let spamWeight = zip(isSpam, weight).reduce(0) { $0 + ($1.0 ? $1.1 : 0) }
        let hamWeight = weight.reduce(0, +) - spamWeight
        let balance = zip(isSpam, weight).map { $1 / (2 * max($0 ? spamWeight : hamWeight, 1e-9)) }
        let bias = vocabulary.count  // the last parameter

        let fitted = LimitedMemoryBFGS.minimize(from: Array(repeating: 0, count: vocabulary.count + 1)) { parameters in
            var loss = 0.0
            var gradient = Array(repeating: 0.0, count: parameters.count)
            for (example, words) in examples.enumerated() {
                let logit = words.reduce(parameters[bias]) { $0 + parameters[$1] }
                let signed = isSpam[example] ? -logit : logit
                loss += balance[example] * (max(signed, 0) + Foundation.log1p(Foundation.exp(-abs(signed))))
                let error = balance[example] * (1 / (1 + Foundation.exp(-logit)) - (isSpam[example] ? 1 : 0))
                gradient[bias] += error
                for word in words { gradient[word] += error }
            }
            for word in 0..<bias {
                loss += 0.5 * options.l2 * parameters[word] * parameters[word]
                gradient[word] += options.l2 * parameters[word]
            }
            return (loss, gradient)
        }
        self.init(
            weights: Dictionary(uniqueKeysWithValues: vocabulary.enumerated().map { ($0.element, Float(fitted[$0.offset])) }),
            bias: Float(fitted[bias]))
    }

    /// The words worth learning, sorted: at least `minimumMessages` occurrences, then the
    /// `vocabularySize` whose presence says most about the label (mutual information,
    /// add-one smoothed).
    static func vocabulary(tokens: [[String]], isSpam: [Bool], options: TrainingOptions) -> [String] {
        var messages: [String: (spam: Int, ham: Int)] = [:]
        for (words, spam) in zip(tokens, isSpam) {
            for word in words {
                var counts = messages[word, default: (0, 0)]
                if spam { counts.spam += 1 } else { counts.ham += 1 }
                messages[word] = counts
            }
        }
        let spamCount = Double(isSpam.filter { $0 }.count)
        let hamCount = Double(isSpam.count) - spamCount
        let spamShare = spamCount / max(spamCount + hamCount, 1)
        func information(_ counts: (spam: Int, ham: Int)) -> Double {
            let inSpam = (Double(counts.spam) + 1) / (spamCount + 2)
            let inHam = (Double(counts.ham) + 1) / (hamCount + 2)
            let overall = inSpam * spamShare + inHam * (1 - spamShare)
            var total = 0.0
            for (given, share) in [(inSpam, spamShare), (inHam, 1 - spamShare)] {
                total += given * share * Foundation.log(given / overall)
                total += (1 - given) * share * Foundation.log((1 - given) / (1 - overall))
            }
            return total
        }
        let ranked = messages
            .filter { $0.value.spam + $0.value.ham >= options.minimumMessages }
            .map { (word: $0.key, information: information($0.value)) }
            .sorted { $0.information != $1.information ? $0.information > $1.information : $0.word < $1.word }
        return ranked.prefix(options.vocabularySize).map(\.word).sorted()
    }

    /// Each message's spam log-odds from a word model that did not see it, trained on the
    /// other folds; the folds are those of ``CrossValidation`` for the same labels, so these
    /// line up with the embedding model's out-of-fold scores.
    public static func outOfFoldLogits(
        tokens: [[String]], isSpam: [Bool], importance: [Double]? = nil, folds: Int = 5, options: TrainingOptions = TrainingOptions()
    ) -> [Double] {
        let foldOf = CrossValidation.folds(targets: isSpam.map { $0 ? 1 : 0 }, classes: 2, folds: folds)
        var logits = Array(repeating: 0.0, count: tokens.count)
        for fold in 0..<folds {
            let train = tokens.indices.filter { foldOf[$0] != fold }
            let model = SpamWordModel(
                tokens: train.map { tokens[$0] }, isSpam: train.map { isSpam[$0] }, importance: importance.map { weights in train.map { weights[$0] } },
                options: options)
            for index in tokens.indices where foldOf[index] == fold {
                logits[index] = model.logit(tokens: tokens[index])
            }
        }
        return logits
    }
}
