import ArgumentParser
import Foundation
import SottoInference

struct EmbedBench: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "embed",
        abstract: "Embed the 100 reference texts with all-MiniLM-L6-v2 (batch 1); compare with ONNX Runtime and sentence-transformers.",
        discussion: """
            Prints JSON: seconds for the 100 texts, milliseconds for one short text (subject + 300 \
            characters), peak memory above the baseline before the model was loaded, the lowest \
            cosine against the reference vectors, and the peer numbers measured on this machine \
            on another day (../shared/reference/README.md); scripts/bench-embed runs ONNX Runtime \
            beside it in the same minutes.
            """)

    @OptionGroup var storage: ModelStorageOptions

    @Option(help: ArgumentHelp("The folder with texts.jsonl and embeddings.jsonl.", valueName: "path"))
    var reference = "../shared/reference/minilm"

    /// One line of `texts.jsonl`.
    private struct ReferenceText: Decodable {
        var id: Int
        var text: String
    }

    /// One line of `embeddings.jsonl`: sentence-transformers' vector for the text with this id.
    struct ReferenceVector: Decodable {
        var id: Int
        var embedding: [Float]
    }

    func run() async throws {
        try await runReportingErrors {
            let folder = URL(fileURLWithPath: reference)
            let texts = try JSONLines.read(folder.appendingPathComponent("texts.jsonl"), as: ReferenceText.self)
            let vectors = try JSONLines.read(folder.appendingPathComponent("embeddings.jsonl"), as: ReferenceVector.self)
            let expected = Dictionary(vectors.map { ($0.id, $0.embedding) }, uniquingKeysWith: { first, _ in first })
            guard let first = texts.first else { throw CLIError(.dataError, "\(folder.path)/texts.jsonl holds no text") }

            #if DEBUG
            let build = "debug"
            Terminal.writeError("warning: a debug build runs the encoder many times slower; measure with `swift build -c release`\n")
            #else
            let build = "release"
            #endif
            let baseline = ResourceUsage.peakResidentBytes()
            let clock = ContinuousClock()
            let loadStart = clock.now
            let encoder = try await storage.loadMiniLM()
            let loadSeconds = (clock.now - loadStart) / .seconds(1)

            Terminal.writeError("comparing \(texts.count) embeddings with the reference…\n")
            let embeddings = try await encoder.embed(texts.map(\.text))
            var lowestCosine = 1.0
            for (text, embedding) in zip(texts, embeddings) {
                guard let vector = expected[text.id] else {
                    throw CLIError(.dataError, "embeddings.jsonl has no vector for text \(text.id)")
                }
                lowestCosine = min(lowestCosine, Similarity.cosine(embedding, vector))
            }

            Terminal.writeError("timing, batch 1…\n")
            let shortText = Self.shortText(from: first.text)
            let measurement = encoder.measure(texts: texts.map(\.text), shortText: shortText)
            let aboveBaseline = max(ResourceUsage.peakResidentBytes() - baseline, 0)

            let result: [String: Any] = [
                "model": "all-MiniLM-L6-v2",
                "build": build,
                "texts": measurement.texts,
                "tokens": measurement.tokens,
                "batch": 1,
                "cores": ProcessInfo.processInfo.activeProcessorCount,
                "threads": encoder.configuration.threads ?? 0,
                "load_seconds": loadSeconds.rounded(places: 3),
                "seconds": measurement.seconds.rounded(places: 3),
                "ms_per_text": (measurement.seconds * 1000 / Double(max(measurement.texts, 1))).rounded(places: 1),
                "short_text_ms": measurement.shortTextMilliseconds.rounded(places: 2),
                "short_text_characters": shortText.count,
                "peak_rss_megabytes": (Double(measurement.peakResidentBytes) / 1_048_576).rounded(places: 1),
                "peak_rss_above_baseline_megabytes": (Double(aboveBaseline) / 1_048_576).rounded(places: 1),
                "min_cosine_vs_reference": lowestCosine.rounded(places: 6),
                // Against the README's figure from another day; scripts/bench-embed measures
                // ONNX Runtime in the same minutes.
                "speedup_vs_reference_onnxruntime": (2.55 / measurement.seconds).rounded(places: 2),
                "baselines": [
                    "onnxruntime_fp32": ["seconds": 2.55, "short_text_ms": 9.1, "peak_rss_megabytes": 195],
                    "sentence_transformers": ["seconds": 2.81, "short_text_ms": 14.1, "peak_rss_megabytes": 930],
                ],
                "goal": ["seconds": 1.7, "short_text_ms": 5.0, "min_cosine_vs_reference": 0.999],
            ]
            try Output.jsonObject(result)
        }
    }

    /// The subject line and the first 300 characters of the body: a typical short mail.
    static func shortText(from text: String) -> String {
        guard let split = text.range(of: "\n\n") else { return String(text.prefix(300)) }
        return String(text[..<split.upperBound]) + String(text[split.upperBound...].prefix(300))
    }
}
