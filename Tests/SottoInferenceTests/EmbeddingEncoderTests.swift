import Foundation
import SottoCore
import Testing

@testable import SottoInference

@Suite("Embedding: all-MiniLM-L6-v2 encoder")
struct EmbeddingEncoderTests {
    private struct Text: Decodable {
        var id: Int
        var text: String
    }

    private struct Vector: Decodable {
        var id: Int
        var embedding: [Float]
    }

    @Test("embeddings match sentence-transformers on the 100 reference texts (cosine ≥ 0.9999)",
          .enabled(if: EmbeddingTestFiles.referenceCorpus != nil, "../shared/reference/minilm is absent"))
    func matchesReference() async throws {
        let corpus = try #require(EmbeddingTestFiles.referenceCorpus)
        let encoder = try await SharedMiniLM.shared.get()
        let texts = try EmbeddingTestFiles.jsonLines(corpus.appendingPathComponent("texts.jsonl"), as: Text.self)
        let vectors = try EmbeddingTestFiles.jsonLines(corpus.appendingPathComponent("embeddings.jsonl"), as: Vector.self)
        let expected = Dictionary(uniqueKeysWithValues: vectors.map { ($0.id, $0.embedding) })
        #expect(texts.count == 100)
        let embeddings = try await encoder.embed(texts.map(\.text))
        var lowest = 1.0
        for (text, embedding) in zip(texts, embeddings) {
            let reference = try #require(expected[text.id], "no reference embedding for text \(text.id)")
            #expect(embedding.count == 384)
            let similarity = cosine(embedding, reference)
            lowest = min(lowest, similarity)
            #expect(similarity >= 0.9999, "text \(text.id): cosine \(similarity)")
        }
        print("all-MiniLM-L6-v2: lowest cosine over \(texts.count) reference texts: \(lowest)")
    }

    @Test("int8 embeddings stay within cosine 0.999 of sentence-transformers on the reference texts",
          .enabled(if: EmbeddingTestFiles.referenceCorpus != nil, "../shared/reference/minilm is absent"))
    func int8MatchesReference() async throws {
        let corpus = try #require(EmbeddingTestFiles.referenceCorpus)
        let encoder = try await SharedMiniLM.shared.get(.int8)
        var texts = try EmbeddingTestFiles.jsonLines(corpus.appendingPathComponent("texts.jsonl"), as: Text.self)
        let vectors = try EmbeddingTestFiles.jsonLines(corpus.appendingPathComponent("embeddings.jsonl"), as: Vector.self)
        let expected = Dictionary(uniqueKeysWithValues: vectors.map { ($0.id, $0.embedding) })
        #if DEBUG
        texts = Array(texts.prefix(20))  // the int8 kernel is unoptimized in debug builds
        #endif
        let embeddings = try await encoder.embed(texts.map(\.text))
        var lowest = 1.0
        for (text, embedding) in zip(texts, embeddings) {
            let reference = try #require(expected[text.id], "no reference embedding for text \(text.id)")
            let similarity = cosine(embedding, reference)
            lowest = min(lowest, similarity)
            #expect(similarity >= 0.999, "text \(text.id): cosine \(similarity)")
        }
        print("all-MiniLM-L6-v2 int8: lowest cosine over \(texts.count) reference texts: \(lowest)")
    }

    @Test("a packed batch gives the same vectors as one text at a time")
    func batchMatchesSingle() async throws {
        let encoder = try await SharedMiniLM.shared.get()
        let texts = ["The invoice is attached.", "Lunch on Friday?", "", String(repeating: "long mail ", count: 300)]
        let one = try await texts.asyncMap { try await encoder.embed($0) }
        let batch = encoder.embed(tokenized: texts.map { encoder.tokenizer.encode($0) })
        for (single, packed) in zip(one, batch) {
            #expect(cosine(single, packed) > 0.99999)
        }
        let norm = one[0].reduce(0) { $0 + $1 * $1 }.squareRoot()
        #expect(abs(norm - 1) < 1e-4)
        #expect(encoder.dimensions == 384)
    }

    @Test("similar texts are closer than unrelated ones")
    func similarity() async throws {
        let encoder: any Embedder = try await SharedMiniLM.shared.get()
        let vectors = try await encoder.embed([
            "Can we move our meeting to Thursday afternoon?",
            "Could we reschedule the meeting for Thursday after lunch?",
            "Your package has been shipped and will arrive soon.",
        ])
        #expect(cosine(vectors[0], vectors[1]) > cosine(vectors[0], vectors[2]) + 0.2)
    }

    @Test("long text: truncated embedding uses only the first 256 tokens; chunked uses all")
    func longText() async throws {
        let encoder = try await SharedMiniLM.shared.get()
        let head = Array(repeating: "the quarterly budget review meeting", count: 60).joined(separator: " ")
        let tail = Array(repeating: "my cat likes sleeping in the sun", count: 60).joined(separator: " ")
        let truncated = try await encoder.embed(head + " " + tail)
        let headOnly = try await encoder.embed(head)
        #expect(cosine(truncated, headOnly) > 0.9999)
        let chunked = try await encoder.embedLongText(head + " " + tail)
        #expect(cosine(chunked, headOnly) < 0.99)
        let tailOnly = try await encoder.embed(tail)
        #expect(cosine(chunked, tailOnly) > cosine(truncated, tailOnly))
    }
}

extension Array {
    fileprivate func asyncMap<Result>(_ transform: (Element) async throws -> Result) async rethrows -> [Result] {
        var results: [Result] = []
        for element in self { results.append(try await transform(element)) }
        return results
    }
}
