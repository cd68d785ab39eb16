import CLlama
import SottoCore

/// Picks tokens: the llama.cpp samplers built from ``SamplingSettings``, optionally
/// constrained by a grammar, over a candidate buffer reused from token to token.
///
/// The order follows llama.cpp's own tools: repetition penalty first (on the raw scores),
/// then top-k, then top-p / min-p, temperature, and a seeded random pick — or, at
/// temperature 0, simply the most likely token.
///
/// With a grammar, the grammar checks only the candidates left after top-k (at least
/// ``grammarCandidates``), not the whole vocabulary: checking a token means matching its
/// text against every live grammar state, which dominates decoding on large vocabularies
/// (Qwen3 has 151,936 tokens). Only when none of those candidates fits is the whole
/// vocabulary checked (``fullVocabularyPasses`` counts how often).
final class LlamaSamplerChain {
    /// Candidates the grammar checks before it falls back to the whole vocabulary.
    static let grammarCandidates: Int32 = 64

    private let penalties: UnsafeMutablePointer<llama_sampler>?
    private let topK: UnsafeMutablePointer<llama_sampler>?
    private let grammar: UnsafeMutablePointer<llama_sampler>?
    /// top-p, min-p, temperature and the final pick.
    private let finish: UnsafeMutablePointer<llama_sampler>
    private var candidates: [llama_token_data]
    /// Returned if the samplers select nothing, which they never should.
    private let endOfText: llama_token

    /// Tokens for which no pre-filtered candidate fitted the grammar.
    private(set) var fullVocabularyPasses = 0

    /// - Throws: ``LlamaError`` `.grammarInvalid` when llama.cpp rejects `grammar`.
    init(settings: SamplingSettings, model: LlamaModel, grammar: GBNFGrammar? = nil) throws {
        let vocabularySize = llama_vocab_n_tokens(model.vocab)
        if let grammar {
            guard let sampler = llama_sampler_init_grammar(model.vocab, grammar.text, GBNFGrammar.rootRule) else {
                throw LlamaError(.grammarInvalid, "llama.cpp could not parse the generated grammar", path: model.path)
            }
            self.grammar = sampler
        } else {
            self.grammar = nil
        }
        if settings.repetitionWindow > 0, settings.repetitionPenalty != 1, settings.repetitionPenalty > 0 {
            penalties = llama_sampler_init_penalties(vocabularySize, Int32(settings.repetitionWindow), settings.repetitionPenalty, 0, 0)
        } else {
            penalties = nil
        }
        let keep: Int32 = settings.isGreedy ? 0 : Int32(max(0, settings.topK))
        let prefilter = grammar == nil ? keep : max(keep == 0 ? Self.grammarCandidates : keep, Self.grammarCandidates)
        topK = prefilter > 0 ? llama_sampler_init_top_k(prefilter) : nil

        var parameters = llama_sampler_chain_default_params()
        parameters.no_perf = true
        finish = llama_sampler_chain_init(parameters)
        if settings.isGreedy {
            llama_sampler_chain_add(finish, llama_sampler_init_greedy())
        } else {
            if grammar != nil, keep > 0, keep < prefilter { llama_sampler_chain_add(finish, llama_sampler_init_top_k(keep)) }
            if settings.topP < 1 { llama_sampler_chain_add(finish, llama_sampler_init_top_p(settings.topP, 1)) }
            if settings.minP > 0 { llama_sampler_chain_add(finish, llama_sampler_init_min_p(settings.minP, 1)) }
            llama_sampler_chain_add(finish, llama_sampler_init_temp(settings.temperature))
            llama_sampler_chain_add(finish, llama_sampler_init_dist(settings.seed ?? LLAMA_DEFAULT_SEED))
        }
        candidates = [llama_token_data](repeating: llama_token_data(), count: Int(vocabularySize))
        endOfText = llama_vocab_eos(model.vocab)
    }

    deinit {
        for sampler in [penalties, topK, grammar, finish] {
            if let sampler { llama_sampler_free(sampler) }
        }
    }

    /// True when a grammar constrains the output.
    var isConstrained: Bool { grammar != nil }

    /// Picks the next token from the logits of the last evaluated token and records it (for
    /// the repetition penalty and the grammar's state).
    func sample(from context: LlamaContext) -> llama_token {
        let logits = llama_get_logits_ith(context.pointer, -1)
        let token = candidates.withUnsafeMutableBufferPointer { buffer -> llama_token in
            var array = Self.load(logits, into: buffer)
            apply(penalties, &array)
            apply(topK, &array)
            if let grammar {
                llama_sampler_apply(grammar, &array)
                if !Self.hasCandidate(array) {
                    // None of the likely tokens fits: check the whole vocabulary.
                    fullVocabularyPasses += 1
                    array = Self.load(logits, into: buffer)
                    apply(penalties, &array)
                    llama_sampler_apply(grammar, &array)
                }
                // Rejected tokens now score -inf wherever they were: the order top-k left is
                // gone, and samplers that trust the flag would take a rejected token as the best.
                array.sorted = false
            }
            llama_sampler_apply(finish, &array)
            guard array.selected >= 0, array.selected < Int64(array.size), let data = array.data else {
                return endOfText
            }
            return data[Int(array.selected)].id
        }
        for sampler in [penalties, grammar, finish] {
            if let sampler { llama_sampler_accept(sampler, token) }
        }
        return token
    }

    private func apply(_ sampler: UnsafeMutablePointer<llama_sampler>?, _ array: inout llama_token_data_array) {
        guard let sampler else { return }
        llama_sampler_apply(sampler, &array)
    }

    private static func load(
        _ logits: UnsafeMutablePointer<Float>?, into buffer: UnsafeMutableBufferPointer<llama_token_data>
    ) -> llama_token_data_array {
        for index in buffer.indices {
            buffer[index] = llama_token_data(id: llama_token(index), logit: logits?[index] ?? 0, p: 0)
        }
        return llama_token_data_array(data: buffer.baseAddress, size: buffer.count, selected: -1, sorted: false)
    }

    private static func hasCandidate(_ array: llama_token_data_array) -> Bool {
        guard let data = array.data else { return false }
        return (0..<array.size).contains { data[$0].logit > -Float.infinity }
    }
}
