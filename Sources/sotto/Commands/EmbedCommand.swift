import ArgumentParser
import Foundation
import SottoCore
import SottoInference

struct EmbedCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "embed", abstract: "Turn text into an all-MiniLM-L6-v2 vector (384 numbers), on this machine.",
        discussion: """
            Text beyond 256 tokens is cut off. Vectors have unit length, so the dot product of two is \
            their cosine similarity. Uses the model the set-up installs (`make setup`).
            """)

    @OptionGroup var storage: ModelStorageOptions

    @Flag(help: """
        Print JSON: {"dimensions", "vector", "milliseconds"} for one text, an array of them for several; \
        with --similarity, the matrix and the ranked pairs.
        """)
    var json = false

    @Flag(help: "Print how similar the texts are (cosine, every pair, most similar first) instead of their vectors.")
    var similarity = false

    @Argument(help: "The texts to embed.")
    var texts: [String]

    /// One text's embedding, as printed.
    private struct Embedding: Encodable {
        var dimensions: Int
        var vector: [Float]
        var milliseconds: Double
    }

    /// The cosine similarity of two texts, by their 0-based position on the command line.
    private struct Pair: Encodable {
        var first: Int
        var second: Int
        var cosine: Double
    }

    private struct SimilarityReport: Encodable {
        var matrix: [[Double]]
        var pairs: [Pair]
    }

    func validate() throws {
        if texts.isEmpty { throw ValidationError("give at least one text to embed") }
        if similarity, texts.count < 2 { throw ValidationError("--similarity needs at least two texts") }
    }

    func run() async throws {
        try await runReportingErrors {
            let encoder = try await storage.loadMiniLM()
            let clock = ContinuousClock()
            var embeddings: [Embedding] = []
            for text in texts {
                let start = clock.now
                let vector = try await encoder.embed(text)
                let milliseconds = (clock.now - start) / .milliseconds(1)
                embeddings.append(Embedding(dimensions: vector.count, vector: vector, milliseconds: milliseconds.rounded(places: 2)))
            }
            if similarity {
                let report = Self.compare(embeddings.map(\.vector))
                if json { return try Output.json(report) }
                print(describe(report))
            } else if json {
                if embeddings.count == 1 { try Output.json(embeddings[0]) } else { try Output.json(embeddings) }
            } else {
                print(describe(embeddings))
            }
        }
    }

    private static func compare(_ vectors: [[Float]]) -> SimilarityReport {
        let matrix = vectors.map { row in vectors.map { Similarity.cosine(row, $0).rounded(places: 4) } }
        var pairs: [Pair] = []
        for first in vectors.indices {
            for second in vectors.indices where second > first {
                pairs.append(Pair(first: first, second: second, cosine: matrix[first][second]))
            }
        }
        return SimilarityReport(matrix: matrix, pairs: pairs.sorted { $0.cosine > $1.cosine })
    }

    private func describe(_ embeddings: [Embedding]) -> String {
        var blocks: [String] = []
        for (index, embedding) in embeddings.enumerated() {
            var lines: [String] = []
            let heading = "\(embedding.dimensions) dimensions, \(String(format: "%.1f", embedding.milliseconds)) ms"
            lines.append(embeddings.count == 1 ? heading : "\(index + 1). (\(heading)) \(Output.truncated(texts[index], 60))")
            for start in stride(from: 0, to: embedding.vector.count, by: 8) {
                let row = embedding.vector[start..<min(start + 8, embedding.vector.count)]
                lines.append(row.map { String(format: "%+.6f", $0) }.joined(separator: " "))
            }
            blocks.append(lines.joined(separator: "\n"))
        }
        return blocks.joined(separator: "\n\n")
    }

    private func describe(_ report: SimilarityReport) -> String {
        var lines = texts.enumerated().map { "\($0.offset + 1). \(Output.truncated($0.element, 70))" }
        lines.append("")
        lines.append("    " + texts.indices.map { String(format: "%7ld", $0 + 1) }.joined())
        for (index, row) in report.matrix.enumerated() {
            lines.append(String(format: "%3ld ", index + 1) + row.map { String(format: "%7.3f", $0) }.joined())
        }
        lines.append("")
        lines.append("Most similar first:")
        for pair in report.pairs {
            lines.append(String(format: "  %.3f  %ld ↔ %ld", pair.cosine, pair.first + 1, pair.second + 1))
        }
        return lines.joined(separator: "\n")
    }
}
