import Foundation

/// Classification without a generative model: the category whose description is most
/// similar (cosine of embeddings) to the text.
///
/// A category may carry a description after a colon (`"promotions: deals, sales, coupons"`);
/// the whole string is embedded and the name before the colon is returned.
public struct EmbeddingClassifier: Sendable {
    /// The encoder for texts and category descriptions.
    public let embedder: any Embedder

    /// Creates a classifier over `embedder`.
    public init(embedder: any Embedder) {
        self.embedder = embedder
    }

    /// The best-fitting category name.
    /// - Throws: ``AIEngineError`` `.noCategories` for an empty list, or the embedder's error.
    public func classify(text: String, categories: [String]) async throws -> String {
        let ranked = try await rank(text: text, categories: categories)
        guard let best = ranked.first else {
            throw AIEngineError(.noCategories, "classification needs at least one category")
        }
        return best.category
    }

    /// Every category name with its similarity to `text`, most similar first.
    public func rank(text: String, categories: [String]) async throws -> [(category: String, similarity: Float)] {
        guard !categories.isEmpty else { return [] }
        let vectors = try await embedder.embed([text] + categories)
        guard let query = vectors.first, vectors.count == categories.count + 1 else { return [] }
        let scored = zip(categories, vectors.dropFirst()).map { category, vector in
            (category: Self.categoryName(of: category), similarity: zip(query, vector).reduce(0) { $0 + $1.0 * $1.1 })
        }
        return scored.sorted { $0.similarity > $1.similarity }
    }

    /// The part of a category before its description (`"promotions: deals"` → `"promotions"`).
    public static func categoryName(of category: String) -> String {
        guard let colon = category.firstIndex(of: ":") else { return category }
        return String(category[..<colon]).trimmingCharacters(in: .whitespaces)
    }
}
