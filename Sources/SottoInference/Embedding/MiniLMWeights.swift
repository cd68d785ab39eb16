import Foundation

/// The shape of a BERT encoder such as all-MiniLM-L6-v2.
struct BertShape: Sendable {
    var vocabularySize = 30522
    var hidden = 384
    var heads = 12
    var intermediate = 1536
    var layers = 6
    var maxPositions = 512
    var layerNormEpsilon: Float = 1e-12

    var headSize: Int { hidden / heads }
}

/// Which of a layer's linear products run in int8 (the rest stay float32).
struct QuantizedLayers: OptionSet, Hashable, Sendable {
    let rawValue: Int

    /// Query, key and value.
    static let queryKeyValue = QuantizedLayers(rawValue: 1 << 0)
    /// The projection after attention.
    static let attentionOutput = QuantizedLayers(rawValue: 1 << 1)
    /// The feed-forward expansion (hidden → intermediate).
    static let intermediate = QuantizedLayers(rawValue: 1 << 2)
    /// The feed-forward contraction (intermediate → hidden), whose GELU inputs have outliers.
    static let output = QuantizedLayers(rawValue: 1 << 3)

    static let all: QuantizedLayers = [.queryKeyValue, .attentionOutput, .intermediate, .output]
}

/// One transformer layer's parameters; matrices are row-major `[out, in]` as stored.
struct BertLayerWeights: Sendable {
    /// Query, key and value stacked: `[3 * hidden, hidden]`.
    var queryKeyValue: DenseLayer
    var attentionOutput: DenseLayer
    var attentionNormWeight: [Float]
    var attentionNormBias: [Float]
    var intermediate: DenseLayer
    var output: DenseLayer
    var outputNormWeight: [Float]
    var outputNormBias: [Float]
}

/// Every parameter of the encoder, immutable after loading.
struct BertWeights: Sendable {
    var shape: BertShape
    var wordEmbeddings: [Float]
    /// Position embeddings with the (single, id 0) token-type embedding already added.
    var positionEmbeddings: [Float]
    var embeddingNormWeight: [Float]
    var embeddingNormBias: [Float]
    var layers: [BertLayerWeights]

    /// Loads the parameters in float32 (``quantized(_:floatChannels:calibration:)`` turns
    /// products to int8).
    init(safetensorsAt url: URL, shape: BertShape) throws {
        let file = try SafetensorsFile(contentsOf: url)
        let hidden = shape.hidden
        self.shape = shape
        wordEmbeddings = try file.floats("embeddings.word_embeddings.weight", shape: [shape.vocabularySize, hidden])
        var positions = try file.floats("embeddings.position_embeddings.weight", shape: [shape.maxPositions, hidden])
        let tokenTypes = try file.floats("embeddings.token_type_embeddings.weight", shape: [2, hidden])
        for position in 0..<shape.maxPositions {
            for index in 0..<hidden { positions[position * hidden + index] += tokenTypes[index] }
        }
        positionEmbeddings = positions
        embeddingNormWeight = try file.floats("embeddings.LayerNorm.weight", shape: [hidden])
        embeddingNormBias = try file.floats("embeddings.LayerNorm.bias", shape: [hidden])
        layers = try (0..<shape.layers).map { index in
            let prefix = "encoder.layer.\(index)."
            func matrix(_ name: String, _ rows: Int, _ columns: Int) throws -> [Float] {
                try file.floats(prefix + name + ".weight", shape: [rows, columns])
            }
            func vector(_ name: String, _ count: Int) throws -> [Float] {
                try file.floats(prefix + name, shape: [count])
            }
            func dense(_ name: String, _ outputs: Int, _ inputs: Int) throws -> DenseLayer {
                DenseLayer(weight: try matrix(name, outputs, inputs), bias: try vector(name + ".bias", outputs),
                           outputs: outputs, inputs: inputs)
            }
            let attention = "attention.self."
            let queryKeyValue = DenseLayer(
                weight: try matrix(attention + "query", hidden, hidden) + matrix(attention + "key", hidden, hidden)
                    + matrix(attention + "value", hidden, hidden),
                bias: try vector(attention + "query.bias", hidden) + vector(attention + "key.bias", hidden)
                    + vector(attention + "value.bias", hidden),
                outputs: 3 * hidden, inputs: hidden)
            return BertLayerWeights(
                queryKeyValue: queryKeyValue,
                attentionOutput: try dense("attention.output.dense", hidden, hidden),
                attentionNormWeight: try vector("attention.output.LayerNorm.weight", hidden),
                attentionNormBias: try vector("attention.output.LayerNorm.bias", hidden),
                intermediate: try dense("intermediate.dense", shape.intermediate, hidden),
                output: try dense("output.dense", hidden, shape.intermediate),
                outputNormWeight: try vector("output.LayerNorm.weight", hidden),
                outputNormBias: try vector("output.LayerNorm.bias", hidden)
            )
        }
    }
}
