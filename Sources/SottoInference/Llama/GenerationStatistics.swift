/// What one generation request did: how much of the prompt was evaluated or reused from the
/// KV cache, how many tokens came out, how long each phase took, and why it stopped.
public struct GenerationStatistics: Sendable, Hashable {
    /// Why generation ended.
    public enum StopReason: String, Sendable, Hashable {
        /// The model produced its end-of-turn token.
        case endOfText
        /// ``GenerationOptions/maxTokens`` were generated.
        case maxTokens
        /// ``GenerationOptions/timeLimit`` ran out.
        case deadline
        /// The caller stopped listening or cancelled its task, or the model was unloaded.
        case cancelled
        /// The context window filled up.
        case contextFull
    }

    /// Tokens in the prompt.
    public var promptTokens: Int
    /// Leading prompt tokens whose KV entries were kept from the previous request.
    public var reusedPromptTokens: Int
    /// Prompt tokens evaluated by this request (`promptTokens - reusedPromptTokens`, less if
    /// the request stopped during the prompt).
    public var evaluatedPromptTokens: Int
    /// Tokens generated (the end-of-turn token not counted).
    public var generatedTokens: Int
    /// Time spent evaluating the prompt.
    public var promptDuration: Duration
    /// Time spent generating, from the first sampled token to the last.
    public var generationDuration: Duration
    /// From the start of the request's work to the first text handed out, if any was.
    public var timeToFirstToken: Duration?
    /// Threads for token-by-token generation at the start of the request (fewer may have
    /// been used later, when decoding stalled).
    public var threads: Int
    /// Why generation ended.
    public var stopReason: StopReason
    /// True when a grammar constrained the output (structured generation).
    public var isConstrained: Bool
    /// Tokens for which no pre-filtered candidate fitted the grammar, so the grammar checked
    /// the whole vocabulary.
    public var fullVocabularyGrammarPasses: Int

    /// Prompt tokens evaluated per second, when any were.
    public var promptTokensPerSecond: Double? {
        Self.rate(evaluatedPromptTokens, promptDuration)
    }

    /// Tokens generated per second, when any were.
    public var generatedTokensPerSecond: Double? {
        Self.rate(generatedTokens, generationDuration)
    }

    private static func rate(_ count: Int, _ duration: Duration) -> Double? {
        let seconds = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
        guard count > 0, seconds > 0 else { return nil }
        return Double(count) / seconds
    }
}
