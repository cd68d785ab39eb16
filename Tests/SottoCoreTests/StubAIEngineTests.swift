import SottoCore
import Testing

@Suite("The stub engine and embedding classification")
struct StubAIEngineTests {
    /// Embeds texts as counts of a few keywords, so similarity is predictable.
    struct KeywordEmbedder: Embedder {
        let keywords = ["sale", "friend", "invoice"]
        var dimensions: Int { keywords.count }

        func embed(_ texts: [String]) async throws -> [[Float]] {
            texts.map { text in
                let lower = text.lowercased()
                let counts = keywords.map { Float(lower.components(separatedBy: $0).count - 1) }
                let norm = counts.reduce(0) { $0 + $1 * $1 }.squareRoot()
                return counts.map { norm > 0 ? $0 / norm : 0 }
            }
        }
    }

    @Test("without a model the stub says why, and generation fails with that reason")
    func unavailable() async throws {
        let stub = StubAIEngine(reason: .modelNotInstalled(model: "Qwen3 0.6B"))
        #expect(await stub.isAvailable == false)
        #expect(stub.tier == .stub)
        do {
            for try await _ in stub.generate(prompt: "hello") {}
            Issue.record("the stub must not generate")
        } catch let error as AIEngineError {
            #expect(error.code == .unavailable)
            #expect(error.reason == .modelNotInstalled(model: "Qwen3 0.6B"))
            #expect(error.description.contains("Qwen3 0.6B is not installed"))
        }
        await #expect(throws: AIEngineError.self) { try await stub.classify(text: "x", categories: ["a"]) }
    }

    @Test("with an embedder the stub still classifies by similarity to the category descriptions")
    func classifiesWithEmbeddings() async throws {
        let stub = StubAIEngine(reason: .modelNotReady, embedder: KeywordEmbedder())
        let categories = ["promotions: big sale today", "social: a friend wrote", "updates: your invoice"]
        #expect(try await stub.classify(text: "Sale! Sale! Everything on sale", categories: categories) == "promotions")
        #expect(try await stub.classify(text: "Your friend tagged you", categories: categories) == "social")
        #expect(try await stub.embed(text: "invoice").count == 3)
        await #expect(throws: AIEngineError.self) { try await stub.classify(text: "x", categories: []) }
    }
}
