import CLlama
import SottoCore

/// Owns a llama.cpp sampler chain built from ``SamplingSettings`` and frees it on deinit.
///
/// The order follows llama.cpp's own tools: repetition penalty first (on the raw scores),
/// then the top-k / top-p / min-p filters, temperature, and a seeded random pick — or,
/// at temperature 0, simply the most likely token.
final class LlamaSamplerChain {
    private let pointer: UnsafeMutablePointer<llama_sampler>

    init(settings: SamplingSettings, model: LlamaModel) {
        var parameters = llama_sampler_chain_default_params()
        parameters.no_perf = true
        pointer = llama_sampler_chain_init(parameters)
        if settings.repetitionWindow > 0, settings.repetitionPenalty != 1, settings.repetitionPenalty > 0 {
            add(llama_sampler_init_penalties(
                llama_vocab_n_tokens(model.vocab), Int32(settings.repetitionWindow), settings.repetitionPenalty, 0, 0
            ))
        }
        if settings.isGreedy {
            add(llama_sampler_init_greedy())
            return
        }
        if settings.topK > 0 { add(llama_sampler_init_top_k(Int32(settings.topK))) }
        if settings.topP < 1 { add(llama_sampler_init_top_p(settings.topP, 1)) }
        if settings.minP > 0 { add(llama_sampler_init_min_p(settings.minP, 1)) }
        add(llama_sampler_init_temp(settings.temperature))
        add(llama_sampler_init_dist(settings.seed ?? LLAMA_DEFAULT_SEED))
    }

    deinit {
        llama_sampler_free(pointer)
    }

    /// The chain takes ownership of `sampler`.
    private func add(_ sampler: UnsafeMutablePointer<llama_sampler>?) {
        guard let sampler else { return }
        llama_sampler_chain_add(pointer, sampler)
    }

    /// Picks the next token from the logits of the last evaluated token and records it (for
    /// the repetition penalty).
    func sample(from context: LlamaContext) -> llama_token {
        llama_sampler_sample(pointer, context.pointer, -1)
    }
}
