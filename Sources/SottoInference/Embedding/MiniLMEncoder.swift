import COpenBLAS
import Foundation
import SottoCore

/// The all-MiniLM-L6-v2 sentence encoder (6 BERT layers, 384 dimensions) in Swift over
/// OpenBLAS: WordPiece tokenization, the transformer in float32, mean pooling over the
/// tokens and L2 normalization — the vectors sentence-transformers produces for this model.
///
/// The weights are immutable after loading and every call allocates its own working
/// memory, so one encoder can serve concurrent calls.
public final class MiniLMEncoder: Embedder {
    /// How the encoder runs.
    public struct Configuration: Sendable {
        /// Tokens per text including `[CLS]` and `[SEP]`; longer text is cut off (256, as
        /// sentence-transformers uses for this model; at most 512).
        public var maxTokens: Int
        /// Threads OpenBLAS may use; nil leaves OpenBLAS's setting alone. This is a process-wide
        /// OpenBLAS setting. Default: the number of active processors.
        public var threads: Int?

        /// Creates a configuration.
        public init(maxTokens: Int = 256, threads: Int? = ProcessInfo.processInfo.activeProcessorCount) {
            self.maxTokens = maxTokens
            self.threads = threads
        }
    }

    /// The length of every embedding: 384.
    public var dimensions: Int { forward.weights.shape.hidden }
    /// The tokenizer that turns text into the model's input ids.
    public let tokenizer: WordPieceTokenizer
    /// The settings the encoder was created with.
    public let configuration: Configuration

    private let forward: BertForward

    /// Loads the model from a folder holding `model.safetensors` and `vocab.txt`
    /// (as the set-up installs it under `$SOTTO_CACHE/models/all-MiniLM-L6-v2`).
    public init(modelDirectory: URL, configuration: Configuration = Configuration()) throws {
        let shape = BertShape()
        var configuration = configuration
        configuration.maxTokens = min(max(configuration.maxTokens, 2), shape.maxPositions)
        self.configuration = configuration
        tokenizer = try WordPieceTokenizer(vocabularyAt: modelDirectory.appendingPathComponent("vocab.txt"))
        guard tokenizer.vocabularySize == shape.vocabularySize else {
            throw EmbeddingError.invalidVocabulary(
                reason: "\(tokenizer.vocabularySize) tokens, the model expects \(shape.vocabularySize)")
        }
        let weights = try BertWeights(
            safetensorsAt: modelDirectory.appendingPathComponent("model.safetensors"), shape: shape)
        forward = BertForward(weights: weights)
        if let threads = configuration.threads {
            openblas_set_num_threads(Int32(max(1, threads)))
        }
    }

    /// Embeds each text (cut off after ``Configuration/maxTokens`` tokens) one at a time,
    /// checking for cancellation between texts.
    public func embed(_ texts: [String]) async throws -> [[Float]] {
        var vectors: [[Float]] = []
        vectors.reserveCapacity(texts.count)
        for text in texts {
            try Task.checkCancellation()
            vectors.append(embedSynchronously(text))
        }
        return vectors
    }

    /// Embeds already tokenized sequences (each from ``WordPieceTokenizer/encode(_:maxTokens:)``
    /// or ``WordPieceTokenizer/chunks(_:maxTokens:overlap:)``) in one packed batch.
    /// Sequences longer than ``Configuration/maxTokens`` are cut off.
    public func embed(tokenized sequences: [[Int32]]) -> [[Float]] {
        let limit = configuration.maxTokens
        let bounded = sequences.map { sequence -> [Int32] in
            if sequence.isEmpty { return [tokenizer.classifierID, tokenizer.separatorID] }
            return sequence.count > limit ? Array(sequence.prefix(limit)) : sequence
        }
        return forward.embed(bounded)
    }

    /// The embedding of one text, on the calling thread.
    public func embedSynchronously(_ text: String) -> [Float] {
        forward.embed([tokenizer.encode(text, maxTokens: configuration.maxTokens)])[0]
    }

    /// One embedding for text of any length: the mean of its chunks' embeddings
    /// (see ``WordPieceTokenizer/chunks(_:maxTokens:overlap:)``), normalized again.
    public func embedLongText(_ text: String, overlap: Int = 32) async throws -> [Float] {
        let chunks = tokenizer.chunks(text, maxTokens: configuration.maxTokens, overlap: overlap)
        var sum = [Float](repeating: 0, count: dimensions)
        for chunk in chunks {
            try Task.checkCancellation()
            let vector = forward.embed([chunk])[0]
            for index in sum.indices { sum[index] += vector[index] }
        }
        let norm = sum.reduce(0) { $0 + $1 * $1 }.squareRoot()
        return norm > 0 ? sum.map { $0 / norm } : sum
    }
}
