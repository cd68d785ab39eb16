import CLlama
import Foundation
import Logging
import SottoCore

extension LlamaEngine {
    /// Runs one request to its end on the engine's thread: tokenize, reuse the cached prefix,
    /// evaluate the rest of the prompt, then sample and decode token by token.
    func run(
        _ input: PromptInput, options: GenerationOptions, grammar: GBNFGrammar?, deadline: ContinuousClock.Instant?,
        output: AsyncThrowingStream<String, any Error>.Continuation
    ) throws -> GenerationStatistics {
        guard let model, let context else {
            throw LlamaError(.noModelLoaded, "no model is loaded; call load(modelAt:) first")
        }
        let started = ContinuousClock.now
        lastWorkThreadName = Thread.current.name
        let prompt = try tokens(for: input, model: model)
        guard !prompt.isEmpty else {
            throw LlamaError(.tokenizationFailed, "the prompt is empty")
        }
        guard prompt.count < context.length else {
            throw LlamaError(
                .promptTooLong,
                "the prompt has \(prompt.count) tokens; the context holds \(context.length)",
                path: model.path
            )
        }
        // Before any work, so a bad grammar fails the request at once.
        let sampler = try LlamaSamplerChain(settings: options.sampling, model: model, grammar: grammar)
        let threads = plannedThreads()
        context.setThreads(threads)
        var statistics = GenerationStatistics(
            promptTokens: prompt.count, reusedPromptTokens: 0, evaluatedPromptTokens: 0, generatedTokens: 0,
            promptDuration: .zero, generationDuration: .zero, timeToFirstToken: nil, threads: threads.generation,
            stopReason: .endOfText, isConstrained: sampler.isConstrained, fullVocabularyGrammarPasses: 0
        )
        defer {
            _ = ownLoad.update(wallSeconds: SystemLoad.monotonicSeconds, cpuSeconds: SystemLoad.processCPUSeconds)
        }

        // Prompt: keep the KV entries of the common prefix, evaluate the rest.
        let reused = reuseCachedPrefix(of: prompt, in: context)
        statistics.reusedPromptTokens = reused
        let outcome = try evaluate(prompt[reused...], at: reused, in: context, sequence: prompt)
        statistics.evaluatedPromptTokens = cachedTokens.count - reused
        statistics.promptDuration = ContinuousClock.now - started
        if case .aborted = outcome {
            statistics.stopReason = stopReason(deadline: deadline)
            log(statistics)
            return statistics
        }

        // Answer: sample, hand out the text, evaluate the token for the next step.
        var text = UTF8StreamDecoder()
        let generationStarted = ContinuousClock.now
        while true {
            if Task.isCancelled || interruption.isCancelled {
                statistics.stopReason = .cancelled
                break
            }
            if let deadline, ContinuousClock.now >= deadline {
                statistics.stopReason = .deadline
                break
            }
            let token = sampler.sample(from: context)
            if model.isEndOfGeneration(token), !options.ignoresEndOfText {
                statistics.stopReason = .endOfText
                break
            }
            statistics.generatedTokens += 1
            let piece = text.decode(model.piece(token))
            if !piece.isEmpty {
                if statistics.timeToFirstToken == nil { statistics.timeToFirstToken = ContinuousClock.now - started }
                if case .terminated = output.yield(piece) {
                    statistics.stopReason = .cancelled
                    break
                }
            }
            if statistics.generatedTokens >= options.maxTokens {
                statistics.stopReason = .maxTokens
                break
            }
            if cachedTokens.count >= context.length {
                statistics.stopReason = .contextFull
                break
            }
            guard try evaluateGenerated(token, in: context) else {
                statistics.stopReason = stopReason(deadline: deadline)
                break
            }
        }
        // A character cut off by the token limit or a stop is dropped, not shown broken.
        text.discardIncomplete()
        statistics.fullVocabularyGrammarPasses = sampler.fullVocabularyPasses
        statistics.generationDuration = ContinuousClock.now - generationStarted
        log(statistics)
        return statistics
    }

    /// The tokens a request for `input` evaluates (for tests and diagnostics).
    func promptTokens(for input: PromptInput) throws -> [llama_token] {
        guard let model else { throw LlamaError(.noModelLoaded, "no model is loaded; call load(modelAt:) first") }
        return try tokens(for: input, model: model)
    }

    /// `text` tokenized with control-token texts recognised (for tests and diagnostics).
    func controlTokens(_ text: String) throws -> [llama_token] {
        guard let model else { throw LlamaError(.noModelLoaded, "no model is loaded; call load(modelAt:) first") }
        return try model.tokenize(text, parseSpecial: true)
    }

    /// The prompt's tokens: chat messages through the model's template (message content as
    /// plain text), or plain text as is; with the model's BOS token in front when it wants one.
    private func tokens(for input: PromptInput, model: LlamaModel) throws -> [llama_token] {
        var tokens = model.leadingToken.map { [$0] } ?? []
        switch input {
        case .text(let text):
            tokens += try model.tokenize(text, parseSpecial: false)
        case .chat(let messages):
            let formatted = try ChatPrompt.format(messages, template: model.chatTemplate, path: model.path)
            if let segments = ChatPrompt.segments(of: formatted, messages: messages) {
                for segment in segments {
                    tokens += try model.tokenize(segment.text, parseSpecial: segment.isMarkup)
                }
            } else {
                logger.warning("chat template rewrote message content; tokenizing the prompt as a whole")
                tokens += try model.tokenize(formatted, parseSpecial: true)
            }
        }
        return tokens
    }

    /// Keeps the cached KV entries `prompt` starts with and drops the rest; returns how many
    /// prompt tokens are already evaluated. At least the last prompt token is always evaluated
    /// again, because sampling needs its logits.
    private func reuseCachedPrefix(of prompt: [llama_token], in context: LlamaContext) -> Int {
        var common = 0
        let limit = min(cachedTokens.count, prompt.count - 1)
        while common < limit, cachedTokens[common] == prompt[common] {
            common += 1
        }
        if common < cachedTokens.count, !context.removeTokens(from: common) {
            context.clear()
            common = 0
        }
        cachedTokens.removeSubrange(common...)
        return common
    }

    /// Evaluates prompt tokens and records them as cached. After an abort, the cache record
    /// is brought back in line with what llama.cpp kept.
    private func evaluate(
        _ tokens: ArraySlice<llama_token>, at position: Int, in context: LlamaContext, sequence: [llama_token]
    ) throws -> DecodeOutcome {
        do {
            let outcome = try context.decode(tokens, startingAt: position)
            switch outcome {
            case .completed:
                cachedTokens.append(contentsOf: tokens)
                evaluatedTokenCount += tokens.count
            case .aborted:
                let kept = min(max(context.storedTokenCount, position), sequence.count)
                evaluatedTokenCount += kept - position
                cachedTokens = Array(sequence.prefix(kept))
            }
            return outcome
        } catch {
            context.clear()
            cachedTokens = []
            throw error
        }
    }

    /// Evaluates one generated token, timing it so stalled worker threads are noticed.
    /// Returns false when the request was stopped during the evaluation.
    private func evaluateGenerated(_ token: llama_token, in context: LlamaContext) throws -> Bool {
        let threads = context.threads
        let started = ContinuousClock.now
        let outcome: DecodeOutcome
        do {
            outcome = try context.decode([token], startingAt: cachedTokens.count)
        } catch {
            context.clear()
            cachedTokens = []
            throw error
        }
        guard case .completed = outcome else { return false }
        cachedTokens.append(token)
        evaluatedTokenCount += 1
        if case .automatic = configuration.threads,
           let fewer = governor.record(ContinuousClock.now - started, threads: threads)
        {
            context.setGenerationThreads(fewer)
            logger.notice("decoding stalled; using fewer threads", metadata: [
                "llama.threads.before": "\(threads)", "llama.threads.after": "\(fewer)",
            ])
        }
        return true
    }

    private func stopReason(deadline: ContinuousClock.Instant?) -> GenerationStatistics.StopReason {
        if let deadline, ContinuousClock.now >= deadline, !interruption.isCancelled, !Task.isCancelled {
            return .deadline
        }
        return .cancelled
    }

    private func log(_ statistics: GenerationStatistics) {
        logger.debug("generation finished", metadata: [
            "llama.prompt_tokens": "\(statistics.promptTokens)",
            "llama.reused_tokens": "\(statistics.reusedPromptTokens)",
            "llama.generated_tokens": "\(statistics.generatedTokens)",
            "llama.prompt_ms": "\(statistics.promptDuration.milliseconds)",
            "llama.generation_ms": "\(statistics.generationDuration.milliseconds)",
            "llama.threads": "\(statistics.threads)",
            "llama.stop": "\(statistics.stopReason.rawValue)",
        ])
    }
}
