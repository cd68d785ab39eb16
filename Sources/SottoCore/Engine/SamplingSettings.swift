/// How the next token is chosen from the model's output distribution.
///
/// The defaults suit short, natural replies from small instruction-tuned models. Use
/// ``greedy`` for reproducible output (tests, structured answers): with a temperature of
/// zero the most likely token always wins and the seed does not matter.
public struct SamplingSettings: Sendable, Hashable, Codable {
    /// Softens (above 1) or sharpens (below 1) the distribution; 0 or less means greedy.
    public var temperature: Float
    /// Keep only the `topK` most likely tokens; 0 keeps all of them.
    public var topK: Int
    /// Keep the smallest set of tokens whose probabilities add up to `topP` (0...1]; 1 keeps all.
    public var topP: Float
    /// Drop tokens less likely than `minP` times the most likely one; 0 keeps all.
    public var minP: Float
    /// Divides the score of tokens seen in the last ``repetitionWindow`` tokens; 1 disables it.
    public var repetitionPenalty: Float
    /// How many recent tokens the repetition penalty looks at; 0 disables it.
    public var repetitionWindow: Int
    /// Seed of the random choice, for reproducible runs; `nil` picks a fresh one each time.
    public var seed: UInt32?

    /// Creates sampling settings; every parameter has a default suited to short replies.
    public init(
        temperature: Float = 0.7,
        topK: Int = 40,
        topP: Float = 0.95,
        minP: Float = 0.05,
        repetitionPenalty: Float = 1.1,
        repetitionWindow: Int = 64,
        seed: UInt32? = nil
    ) {
        self.temperature = temperature
        self.topK = topK
        self.topP = topP
        self.minP = minP
        self.repetitionPenalty = repetitionPenalty
        self.repetitionWindow = repetitionWindow
        self.seed = seed
    }

    /// Always the most likely token, no penalties: the same prompt gives the same output.
    public static let greedy = SamplingSettings(
        temperature: 0, topK: 0, topP: 1, minP: 0, repetitionPenalty: 1, repetitionWindow: 0, seed: 0
    )

    /// True when the settings pick the most likely token every time.
    public var isGreedy: Bool { temperature <= 0 }
}
