import Foundation

/// Multinomial logistic regression: one weight vector per class, softmax over their scores.
/// Small, fast and explainable enough to ship as JSON with the project; with two classes it
/// is ordinary logistic regression.
///
/// Training is full-batch gradient descent with momentum and L2 regularization from zero
/// weights, so the same data always gives the same model.
public struct SoftmaxRegression: Sendable, Codable, Hashable {
    /// The class names, in score order.
    public var labels: [String]
    /// Names of the input features, for reports and to check inputs line up.
    public var featureNames: [String]
    /// `weights[class][feature]`.
    public var weights: [[Float]]
    /// One bias per class.
    public var biases: [Float]

    /// How training runs.
    public struct TrainingOptions: Sendable, Hashable {
        /// Gradient steps over the whole data set.
        public var iterations: Int
        /// Step size.
        public var learningRate: Float
        /// L2 penalty on the weights (not the biases).
        public var l2: Float
        /// Weight each class so that all classes count equally, whatever their sizes.
        public var balanceClasses: Bool

        /// Creates options; the defaults suit a few thousand examples of a few hundred features.
        public init(iterations: Int = 400, learningRate: Float = 0.5, l2: Float = 1e-4, balanceClasses: Bool = true) {
            self.iterations = iterations
            self.learningRate = learningRate
            self.l2 = l2
            self.balanceClasses = balanceClasses
        }
    }

    /// Creates a model from its parts.
    public init(labels: [String], featureNames: [String], weights: [[Float]], biases: [Float]) {
        self.labels = labels
        self.featureNames = featureNames
        self.weights = weights
        self.biases = biases
    }

    /// Trains on `examples` (feature vectors) with `targets` (indices into `labels`); an
    /// example with `importance` 3 counts as much as three ordinary ones (all 1 when nil).
    public init(
        labels: [String], featureNames: [String], examples: [[Float]], targets: [Int],
        importance: [Float]? = nil, options: TrainingOptions = TrainingOptions()
    ) {
        let classes = labels.count
        let features = featureNames.count
        self.init(
            labels: labels, featureNames: featureNames,
            weights: Array(repeating: Array(repeating: 0, count: features), count: classes),
            biases: Array(repeating: 0, count: classes))
        guard !examples.isEmpty, classes > 1 else { return }

        var counts = Array(repeating: 0, count: classes)
        for target in targets { counts[target] += 1 }
        let exampleWeights: [Float] = targets.enumerated().map { index, target in
            let balance = options.balanceClasses ? Float(examples.count) / Float(classes * max(counts[target], 1)) : 1
            return balance * (importance?[index] ?? 1)
        }
        let total = exampleWeights.reduce(0, +)

        var velocityWeights = weights
        var velocityBiases = biases
        let momentum: Float = 0.9
        for _ in 0..<options.iterations {
            var gradientWeights = Array(repeating: Array(repeating: Float(0), count: features), count: classes)
            var gradientBiases = Array(repeating: Float(0), count: classes)
            for (index, example) in examples.enumerated() {
                let probabilities = self.probabilities(example)
                let weight = exampleWeights[index] / total
                for label in 0..<classes {
                    let error = (probabilities[label] - (label == targets[index] ? 1 : 0)) * weight
                    if error == 0 { continue }
                    gradientBiases[label] += error
                    gradientWeights[label].withUnsafeMutableBufferPointer { gradient in
                        for feature in 0..<features { gradient[feature] += error * example[feature] }
                    }
                }
            }
            for label in 0..<classes {
                for feature in 0..<features {
                    let gradient = gradientWeights[label][feature] + options.l2 * weights[label][feature]
                    velocityWeights[label][feature] = momentum * velocityWeights[label][feature] - options.learningRate * gradient
                    weights[label][feature] += velocityWeights[label][feature]
                }
                velocityBiases[label] = momentum * velocityBiases[label] - options.learningRate * gradientBiases[label]
                biases[label] += velocityBiases[label]
            }
        }
    }

    /// The raw score (log-odds up to a constant) of each class.
    public func scores(_ features: [Float]) -> [Float] {
        (0..<labels.count).map { label in
            var score = biases[label]
            let row = weights[label]
            for index in 0..<min(row.count, features.count) { score += row[index] * features[index] }
            return score
        }
    }

    /// The probability of each class.
    public func probabilities(_ features: [Float]) -> [Float] {
        let raw = scores(features)
        let largest = raw.max() ?? 0
        let exponentials = raw.map { Foundation.exp($0 - largest) }
        let sum = exponentials.reduce(0, +)
        return exponentials.map { $0 / sum }
    }

    /// The most likely class and its probability.
    public func predict(_ features: [Float]) -> (label: String, probability: Float) {
        let probabilities = self.probabilities(features)
        let best = probabilities.indices.max { probabilities[$0] < probabilities[$1] } ?? 0
        return (labels[best], probabilities[best])
    }
}

/// Deterministic k-fold cross-validation.
public enum CrossValidation {
    /// The accuracy of models trained on k-1 folds and tested on the remaining one, averaged
    /// over the folds; examples are assigned to folds round-robin per class (stratified).
    public static func accuracy(
        labels: [String], featureNames: [String], examples: [[Float]], targets: [Int], importance: [Float]? = nil,
        folds: Int = 5, options: SoftmaxRegression.TrainingOptions = SoftmaxRegression.TrainingOptions()
    ) -> (accuracy: Double, confusion: [[Int]]) {
        let probabilities = outOfFoldProbabilities(
            labels: labels, featureNames: featureNames, examples: examples, targets: targets, importance: importance,
            folds: folds, options: options)
        return accuracy(of: probabilities, targets: targets, classes: labels.count)
    }

    /// Accuracy and confusion of out-of-fold `probabilities` against `targets`.
    public static func accuracy(of probabilities: [[Float]], targets: [Int], classes: Int) -> (accuracy: Double, confusion: [[Int]]) {
        var correct = 0
        var confusion = Array(repeating: Array(repeating: 0, count: classes), count: classes)
        for (scores, target) in zip(probabilities, targets) {
            let predicted = scores.indices.max { scores[$0] < scores[$1] } ?? 0
            confusion[target][predicted] += 1
            if predicted == target { correct += 1 }
        }
        return (Double(correct) / Double(max(targets.count, 1)), confusion)
    }

    /// Each example's class probabilities from the model that did not see it: trained on the
    /// other k-1 folds (stratified, round-robin per class). Honest scores for choosing
    /// thresholds on training data.
    public static func outOfFoldProbabilities(
        labels: [String], featureNames: [String], examples: [[Float]], targets: [Int], importance: [Float]? = nil,
        folds: Int = 5, options: SoftmaxRegression.TrainingOptions = SoftmaxRegression.TrainingOptions()
    ) -> [[Float]] {
        let foldOf = Self.folds(targets: targets, classes: labels.count, folds: folds)
        var probabilities = Array(repeating: [Float](), count: examples.count)
        for fold in 0..<folds {
            let train = examples.indices.filter { foldOf[$0] != fold }
            let model = SoftmaxRegression(
                labels: labels, featureNames: featureNames, examples: train.map { examples[$0] },
                targets: train.map { targets[$0] }, importance: importance.map { weights in train.map { weights[$0] } },
                options: options)
            for index in examples.indices where foldOf[index] == fold {
                probabilities[index] = model.probabilities(examples[index])
            }
        }
        return probabilities
    }

    /// The fold of each example: round-robin within its class, so every fold has the same mix.
    static func folds(targets: [Int], classes: Int, folds: Int) -> [Int] {
        var seenPerClass = Array(repeating: 0, count: classes)
        return targets.map { target in
            defer { seenPerClass[target] += 1 }
            return seenPerClass[target] % folds
        }
    }
}
