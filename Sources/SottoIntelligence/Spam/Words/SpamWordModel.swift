import Foundation
import SottoCore

/// A classic word-level spam model, the kind SpamAssassin's Bayes filter is: logistic
/// regression over which of a few thousand words (``SpamWords``) a message contains. It
/// knows the vocabulary of old-style spam (419 scams, pills, mortgages, get-rich offers)
/// that the sentence embedding blurs, costs microseconds, and can say which words spoke.
public struct SpamWordModel: Sendable, Codable, Hashable {
    /// Log-odds added when a message contains the word.
    public var weights: [String: Float]
    /// Log-odds of a message that contains none of the words.
    public var bias: Float

    /// Creates a model from its parts.
    public init(weights: [String: Float], bias: Float) {
        self.weights = weights
        self.bias = bias
    }

    /// The spam log-odds of a message with these distinct `tokens`.
    public func logit(tokens: [String]) -> Double {
        Double(tokens.reduce(bias) { $0 + (weights[$1] ?? 0) })
    }

    /// The spam log-odds of `message`.
    public func logit(for message: ParsedMessage) -> Double {
        logit(tokens: SpamWords.tokens(of: message))
    }

    /// The words of `tokens` that raise the spam score most, strongest first, as people read
    /// them (`subject:free` is "free", `host:example.com` is "example.com").
    public func spamWords(in tokens: [String], limit: Int = 3) -> [String] {
        let raising: [(token: String, weight: Float)] = tokens.compactMap { token in
            guard let weight = weights[token], weight > 0 else { return nil }
            return (token, weight)
        }
        let strongest = raising.sorted { $0.weight != $1.weight ? $0.weight > $1.weight : $0.token < $1.token }
        var words: [String] = []
        for (token, _) in strongest where words.count < limit {
            let word = token.split(separator: ":", maxSplits: 1).last.map(String.init) ?? token
            if !words.contains(word) { words.append(word) }
        }
        return words
    }
}
