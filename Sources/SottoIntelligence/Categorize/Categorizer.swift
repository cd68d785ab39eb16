import Foundation
import SottoCore

/// How a message's category was decided.
public enum CategorySource: String, Sendable, Hashable, Codable {
    /// The trained model over the message's embedding and header signals.
    case model
    /// The person's earlier correction for mail from the same sender.
    case senderPreference
    /// The generative engine, constrained to the five labels (no encoder available).
    case engine
    /// Header signals alone (neither encoder nor generative engine available).
    case headers
    /// The person set it.
    case user
}

/// A message's category, how sure the decision is, and where it came from.
public struct CategoryDecision: Sendable, Hashable, Codable {
    /// The category.
    public var category: MailCategory
    /// The model's probability for it (1 for a preference or a person's choice).
    public var confidence: Float
    /// How it was decided.
    public var source: CategorySource
}

/// Sorts mail into the five tabs: a shipped logistic-regression model over the message
/// embedding and header signals; the person's corrections for a sender win; without an
/// embedding, the generative engine picks among the five; without that, header rules.
public struct Categorizer: Sendable {
    /// The trained model (labels are ``MailCategory`` raw values).
    public let model: SoftmaxRegression

    /// Creates a categorizer over `model`.
    public init(model: SoftmaxRegression) {
        self.model = model
    }

    /// The categorizer with the weights that ship with Sotto.
    public static func bundled() throws -> Categorizer {
        Categorizer(model: try ShippedModels.load("category-model"))
    }

    /// The model's input for a message: its embedding, then the header signals.
    public static func features(for message: ParsedMessage, embedding: [Float]) -> [Float] {
        embedding + HeaderSignals.vector(for: message)
    }

    /// The category of `message` from its `embedding`, unless `preference` (the person's
    /// correction for this sender) says otherwise.
    public func categorize(_ message: ParsedMessage, embedding: [Float], preference: MailCategory? = nil) -> CategoryDecision {
        if let preference { return CategoryDecision(category: preference, confidence: 1, source: .senderPreference) }
        let prediction = model.predict(Self.features(for: message, embedding: embedding))
        return CategoryDecision(category: MailCategory(rawValue: prediction.label) ?? .primary, confidence: prediction.probability, source: .model)
    }

    /// The category without an embedding: the generative engine constrained to the five
    /// labels when it is available, else header signals.
    public static func categorizeWithoutEncoder(_ message: ParsedMessage, engine: any AIEngineProtocol) async -> CategoryDecision {
        if await engine.isAvailable {
            let text = "From: \(message.from.first?.formatted ?? "")\nSubject: \(message.subject)\n\n" + EmbeddingText.of(message)
            if let label = try? await engine.classify(text: text, categories: MailCategory.allCases.map(\.definition)),
               let category = MailCategory(rawValue: label) {
                return CategoryDecision(category: category, confidence: 0.5, source: .engine)
            }
        }
        return CategoryDecision(category: headerGuess(message), confidence: 0.3, source: .headers)
    }

    /// A rule-of-thumb category from header signals alone.
    static func headerGuess(_ message: ParsedMessage) -> MailCategory {
        let signals = Dictionary(uniqueKeysWithValues: zip(HeaderSignals.names, HeaderSignals.vector(for: message)))
        if signals["social-network-sender"] == 1 { return .social }
        if signals["list-id"] == 1 || signals["list-post"] == 1 || signals["forum-subject-tag"] == 1 { return .forums }
        if signals["bulk-mailer-header"] == 1 || (signals["list-unsubscribe"] == 1 && signals["unsubscribe-text"] == 1) { return .promotions }
        if signals["no-reply-sender"] == 1 || signals["auto-submitted"] == 1 || signals["role-sender"] == 1 { return .updates }
        return .primary
    }
}

/// Model weights that ship inside the package (JSON resources).
enum ShippedModels {
    /// Decodes `Resources/<name>.json`.
    static func load<Model: Decodable>(_ name: String, as type: Model.Type = SoftmaxRegression.self) throws -> Model {
        guard let url = Bundle.module.url(forResource: name, withExtension: "json") else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSLocalizedDescriptionKey: "the shipped model \(name).json is missing"])
        }
        return try JSONDecoder().decode(Model.self, from: Data(contentsOf: url))
    }
}
