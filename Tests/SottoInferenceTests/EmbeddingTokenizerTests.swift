import Foundation
import Testing

@testable import SottoInference

@Suite("Embedding: WordPiece tokenizer")
struct EmbeddingTokenizerTests {
    private struct Reference: Decodable {
        struct Case: Decodable {
            var text: String
            var ids: [Int32]
        }
        var cases: [Case]
    }

    private func tokenizer() throws -> WordPieceTokenizer {
        try WordPieceTokenizer(vocabularyAt: EmbeddingTestFiles.miniLMDirectory().appendingPathComponent("vocab.txt"))
    }

    /// The fixture holds ids from Hugging Face `tokenizers` for this model's tokenizer.json.
    @Test("token ids match Hugging Face's tokenizer on tricky text")
    func matchesReference() throws {
        let tokenizer = try tokenizer()
        let data = try Data(contentsOf: EmbeddingTestFiles.fixture("wordpiece-reference.json"))
        let reference = try JSONDecoder().decode(Reference.self, from: data)
        #expect(reference.cases.count >= 20)
        for item in reference.cases {
            let ids = tokenizer.encode(item.text, maxTokens: 512)
            #expect(ids == item.ids, "text: \(item.text.debugDescription)")
        }
    }

    @Test("known words map to their vocabulary ids")
    func knownWords() throws {
        let tokenizer = try tokenizer()
        #expect(tokenizer.encode("hello world") == [101, 7592, 2088, 102])
        #expect(tokenizer.wordPieces("HELLO") == [7592])
        #expect(tokenizer.wordPieces("unaffable") == tokenizer.wordPieces("Unaffable"))
        #expect(tokenizer.wordPieces(String(repeating: "a", count: 101)) == [tokenizer.unknownID])
        #expect(tokenizer.encode("") == [101, 102])
    }

    @Test("input is cut off at 256 tokens including [CLS] and [SEP]")
    func truncation() throws {
        let tokenizer = try tokenizer()
        let text = Array(repeating: "hello", count: 400).joined(separator: " ")
        let ids = tokenizer.encode(text)
        #expect(ids.count == 256)
        #expect(ids.first == tokenizer.classifierID)
        #expect(ids.last == tokenizer.separatorID)
        #expect(ids.dropFirst().dropLast().allSatisfy { $0 == 7592 })
        #expect(tokenizer.encode("hello world", maxTokens: 256).count == 4)
    }

    @Test("chunks cover long text in overlapping windows of at most 254 word pieces")
    func chunking() throws {
        let tokenizer = try tokenizer()
        let words = (0..<600).map { "word\($0 % 10)" }.joined(separator: " ")
        let pieces = tokenizer.wordPieces(words)
        let chunks = tokenizer.chunks(words, maxTokens: 256, overlap: 32)
        #expect(chunks.count > 1)
        var covered: [Int32] = []
        for (index, chunk) in chunks.enumerated() {
            #expect(chunk.count <= 256)
            #expect(chunk.first == tokenizer.classifierID && chunk.last == tokenizer.separatorID)
            let body = Array(chunk.dropFirst().dropLast())
            if index == 0 {
                covered = body
            } else {
                #expect(Array(covered.suffix(32)) == Array(body.prefix(32)))
                covered += body.dropFirst(32)
            }
        }
        #expect(covered == pieces)
        #expect(tokenizer.chunks("short text") == [tokenizer.encode("short text")])
        #expect(tokenizer.chunks("") == [[101, 102]])
    }
}
