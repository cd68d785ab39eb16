/// The limits and sampling of one text generation request.
public struct GenerationOptions: Sendable, Hashable {
    /// The most tokens to generate; generation also ends at the model's end-of-turn token.
    public var maxTokens: Int
    /// How each token is chosen.
    public var sampling: SamplingSettings
    /// How long the request may take, counted from the moment it is made (waiting for the
    /// engine included). When it runs out, generation ends cleanly with the text so far.
    /// `nil` means no time limit.
    public var timeLimit: Duration?
    /// Keep generating past the model's end-of-turn token, up to ``maxTokens`` (benchmarks
    /// use it to time an exact number of tokens, as llama.cpp's `llama-bench` does).
    public var ignoresEndOfText: Bool

    /// Creates options; by default up to 256 tokens, default sampling, no time limit.
    public init(
        maxTokens: Int = 256, sampling: SamplingSettings = SamplingSettings(), timeLimit: Duration? = nil,
        ignoresEndOfText: Bool = false
    ) {
        self.maxTokens = maxTokens
        self.sampling = sampling
        self.timeLimit = timeLimit
        self.ignoresEndOfText = ignoresEndOfText
    }
}
