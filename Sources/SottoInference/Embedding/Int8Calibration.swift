/// The largest magnitude each input channel of each linear product reaches during float32
/// forward passes: the channels where it is far above the rest carry BERT's outliers, which
/// appear in the same few channels whatever the text, so they can be chosen once at load time.
final class InputPeaks {
    private struct Product: Hashable {
        let layer: Int
        let kind: QuantizedLayers
    }

    private var peaks: [Product: [Float]] = [:]

    /// Takes in the `rows × columns` input of `kind` in layer `layer`.
    func record(_ input: UnsafePointer<Float>, rows: Int, columns: Int, layer: Int, kind: QuantizedLayers) {
        let product = Product(layer: layer, kind: kind)
        var channels = peaks[product] ?? [Float](repeating: 0, count: columns)
        for row in 0..<rows {
            for column in 0..<columns { channels[column] = max(channels[column], abs(input[row * columns + column])) }
        }
        peaks[product] = channels
    }

    /// The `count` input channels of `kind` in layer `layer` with the largest peaks.
    func largest(_ count: Int, layer: Int, kind: QuantizedLayers) -> [Int] {
        guard let channels = peaks[Product(layer: layer, kind: kind)] else { return [] }
        return Array(channels.indices.sorted { channels[$0] > channels[$1] }.prefix(count))
    }
}

extension BertWeights {
    /// Mail-like text whose float32 pass reveals the outlier channels: a greeting, figures,
    /// a date, an address and a signature, about 150 tokens.
    static let calibrationText = """
        Re: Invoice #4471 for March — payment overdue

        Hi Sam, thanks for the quick reply! I checked with accounting and the transfer of \
        $1,250.00 went out on 12 April, so it should reach you by Friday. The PDF is attached; \
        let me know if the VAT number (GB 123 4567 89) is wrong. Could we also move Tuesday's \
        call to 3:30 pm? The new office is at 27 Harbour Street, Leeds LS1 4AB.

        Unsubscribe: https://news.example.com/u?id=ab12 — Best regards, Dana (she/her), \
        Head of Finance, Northwind Ltd. Tel. +44 113 496 0000
        """

    /// These weights with the products in `products` turned to int8, each keeping in float32
    /// the `floatChannels` input channels with the largest peaks over a float32 pass on
    /// `calibration` (token sequences).
    func quantized(_ products: QuantizedLayers, floatChannels: Int, calibration: [[Int32]]) -> BertWeights {
        let peaks = InputPeaks()
        _ = BertForward(weights: self).embed(calibration, recording: peaks)
        var result = self
        for (index, layer) in layers.enumerated() {
            func quantize(_ dense: DenseLayer, _ kind: QuantizedLayers) -> DenseLayer {
                guard products.contains(kind) else { return dense }
                return dense.quantized(floatChannels: peaks.largest(floatChannels, layer: index, kind: kind))
            }
            result.layers[index].queryKeyValue = quantize(layer.queryKeyValue, .queryKeyValue)
            result.layers[index].attentionOutput = quantize(layer.attentionOutput, .attentionOutput)
            result.layers[index].intermediate = quantize(layer.intermediate, .intermediate)
            result.layers[index].output = quantize(layer.output, .output)
        }
        return result
    }
}
