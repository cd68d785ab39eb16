import Foundation
import Testing

@testable import SottoInference

/// Where the embedding tests find the model, the reference corpus and their fixtures.
enum EmbeddingTestFiles {
    /// The package root, found from this file's location.
    static let packageRoot: URL = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url
    }()

    /// all-MiniLM-L6-v2 as the set-up installs it; a test fails (not skips) when it is missing.
    static func miniLMDirectory() throws -> URL {
        let url = TestModels.cache.appendingPathComponent("models/all-MiniLM-L6-v2")
        try #require(
            FileManager.default.fileExists(atPath: url.appendingPathComponent("model.safetensors").path),
            "all-MiniLM-L6-v2 is not installed at \(url.path); run `make setup` (scripts/setup.d/30-models.sh)"
        )
        return url
    }

    /// `../shared/reference/minilm`, or nil when the shared folder is absent.
    static var referenceCorpus: URL? {
        let url = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/reference/minilm")
        return FileManager.default.fileExists(atPath: url.appendingPathComponent("texts.jsonl").path) ? url : nil
    }

    static func fixture(_ name: String) -> URL {
        packageRoot.appendingPathComponent("Tests/SottoInferenceTests/Fixtures/\(name)")
    }

    /// Reads a JSON Lines file into one decoded value per line.
    static func jsonLines<Value: Decodable>(_ url: URL, as type: Value.Type) throws -> [Value] {
        let text = try String(contentsOf: url, encoding: .utf8)
        return try text.split(separator: "\n").map { line in
            try JSONDecoder().decode(Value.self, from: Data(line.utf8))
        }
    }
}

/// One encoder per precision shared by the embedding tests, loaded on first use.
actor SharedMiniLM {
    static let shared = SharedMiniLM()
    private var encoders: [MiniLMEncoder.Precision: MiniLMEncoder] = [:]

    /// The float32 encoder unless `precision` says otherwise.
    func get(_ precision: MiniLMEncoder.Precision = .float32) throws -> MiniLMEncoder {
        if let encoder = encoders[precision] { return encoder }
        let encoder = try MiniLMEncoder(
            modelDirectory: EmbeddingTestFiles.miniLMDirectory(),
            configuration: MiniLMEncoder.Configuration(precision: precision))
        encoders[precision] = encoder
        return encoder
    }
}

func cosine(_ left: [Float], _ right: [Float]) -> Double {
    var dot = 0.0, leftSquares = 0.0, rightSquares = 0.0
    for (a, b) in zip(left, right) {
        dot += Double(a) * Double(b)
        leftSquares += Double(a) * Double(a)
        rightSquares += Double(b) * Double(b)
    }
    return dot / max((leftSquares * rightSquares).squareRoot(), 1e-30)
}
