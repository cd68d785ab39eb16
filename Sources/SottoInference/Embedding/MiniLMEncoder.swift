import COpenBLAS
import CSottoKernels
import Foundation
import SottoCore

/// The all-MiniLM-L6-v2 sentence encoder (6 BERT layers, 384 dimensions) in Swift over
/// OpenBLAS and a small int8 kernel: WordPiece tokenization, the transformer in float32 or
/// with int8 linear layers (``Precision``), mean pooling over the tokens and L2
/// normalization — the vectors sentence-transformers produces for this model.
///
/// The weights are immutable after loading and every call allocates its own working
/// memory, so one encoder can serve concurrent calls.
public final class MiniLMEncoder: Embedder {
    /// How the encoder runs.
    public struct Configuration: Sendable {
        /// Tokens per text including `[CLS]` and `[SEP]`; longer text is cut off (256, as
        /// sentence-transformers uses for this model; at most 512).
        public var maxTokens: Int
        /// Threads the encoder may use. With ``Precision/float32`` this sets OpenBLAS's thread
        /// count (a process-wide setting; nil leaves it alone); with ``Precision/int8`` the
        /// encoder splits the work between its own workers and sets OpenBLAS to one thread
        /// (nil: one worker per active processor). Default: the number of active processors.
        public var threads: Int?
        /// The arithmetic of the linear layers. Default: ``Precision/fastest``.
        public var precision: Precision

        /// Creates a configuration.
        public init(maxTokens: Int = 256, threads: Int? = ProcessInfo.processInfo.activeProcessorCount,
                    precision: Precision = .fastest) {
            self.maxTokens = maxTokens
            self.threads = threads
            self.precision = precision
        }
    }

    /// The arithmetic of the encoder's linear layers.
    public enum Precision: Sendable, Hashable {
        /// Everything in float32, the linear layers over OpenBLAS: the reference vectors to
        /// cosine ≥ 0.9999.
        case float32
        /// The four linear products of every layer in int8 — weights with one scale per output
        /// channel, activations with a scale and zero point per token, the few input channels
        /// that carry BERT's outliers (found at load time) kept in float32 — over AVX-512 VNNI
        /// (a plain C loop elsewhere, much slower); attention, GELU and the layer norms stay
        /// float32. Cosine ≥ 0.999 to the reference vectors on the 100 reference texts.
        case int8

        /// int8 where the CPU has AVX-512 VNNI, float32 elsewhere.
        public static var fastest: Precision { sotto_int8_accelerated() != 0 ? .int8 : .float32 }
    }

    /// Input channels of each int8 product kept in float32 (the ones with the largest values
    /// on ``BertWeights/calibrationText``): with 8 the lowest cosine over the reference texts
    /// is 0.99930; with 4 it is about 0.9993, with 16 0.9994, with none 0.9984.
    static let int8FloatChannels = 8

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
        var weights = try BertWeights(safetensorsAt: modelDirectory.appendingPathComponent("model.safetensors"),
                                      shape: shape)
        if configuration.precision == .int8 {
            weights = weights.quantized(.all, floatChannels: Self.int8FloatChannels,
                                        calibration: [tokenizer.encode(BertWeights.calibrationText)])
        }
        let threads = max(1, configuration.threads ?? ProcessInfo.processInfo.activeProcessorCount)
        // int8 leaves OpenBLAS no work, so rows and attention's heads are split between our own
        // workers.
        let ownThreads = configuration.precision == .int8
        forward = BertForward(weights: weights, workers: ownThreads ? threads : 1)
        if ownThreads {
            openblas_set_num_threads(1)
        } else if let threads = configuration.threads {
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
