import CLlama
import Foundation

/// Tells a running `llama_decode` to stop: set on cancellation, or armed with a deadline.
/// llama.cpp polls it between graph operations through its abort callback, so a long prompt
/// evaluation ends within milliseconds instead of running to its end.
final class AbortSignal: @unchecked Sendable { // reason: all state is guarded by `lock`
    private let lock = NSLock()
    private var cancelled = false
    private var deadline: ContinuousClock.Instant?

    /// Clears a previous cancellation and sets the deadline of the next request.
    func arm(deadline: ContinuousClock.Instant?) {
        lock.withLock {
            cancelled = false
            self.deadline = deadline
        }
    }

    /// Asks the current evaluation to stop.
    func cancel() {
        lock.withLock { cancelled = true }
    }

    /// True once cancelled.
    var isCancelled: Bool { lock.withLock { cancelled } }

    /// True once cancelled or past the deadline.
    var shouldStop: Bool {
        lock.withLock {
            if cancelled { return true }
            guard let deadline else { return false }
            return ContinuousClock.now >= deadline
        }
    }
}

/// How a call to ``LlamaContext/decode(_:startingAt:)`` ended.
enum DecodeOutcome {
    /// Every token was evaluated.
    case completed
    /// The abort signal stopped it; some leading tokens may have been evaluated.
    case aborted
}

/// Owns one `llama_context` (the KV cache and compute buffers) and the token batch used to
/// feed it; frees both on deinit. Not `Sendable`: only ``LlamaEngine`` holds it.
final class LlamaContext {
    let pointer: OpaquePointer
    /// Polled by llama.cpp during evaluation; owned by the engine.
    let abortSignal: AbortSignal
    /// Tokens the context holds at most (prompt and generated together).
    let length: Int
    /// Tokens handed to one `llama_decode` call at most.
    let batchCapacity: Int
    private var batch: llama_batch

    /// Creates a context for `model` holding `length` tokens in a KV cache of `keyValueCache`,
    /// decoding at most `batchSize` tokens per call, with `threads` threads; evaluation stops
    /// when `abortSignal` says so.
    init(
        model: LlamaModel, length: Int, batchSize: Int, keyValueCache: LlamaEngine.KeyValueCacheType,
        threads: ThreadCounts, abortSignal: AbortSignal
    ) throws {
        self.abortSignal = abortSignal
        var parameters = llama_context_default_params()
        parameters.n_ctx = UInt32(length)
        parameters.n_batch = UInt32(batchSize)
        parameters.n_ubatch = UInt32(batchSize)
        parameters.n_seq_max = 1
        if keyValueCache == .q8_0 {
            // llama.cpp stores V quantized only with flash attention.
            parameters.type_k = GGML_TYPE_Q8_0
            parameters.type_v = GGML_TYPE_Q8_0
            parameters.flash_attn_type = LLAMA_FLASH_ATTN_TYPE_ENABLED
        }
        parameters.n_threads = Int32(threads.generation)
        parameters.n_threads_batch = Int32(threads.batch)
        parameters.no_perf = true
        guard let context = llama_init_from_model(model.pointer, parameters) else {
            throw LlamaError(
                .contextCreationFailed,
                "llama.cpp could not create a context of \(length) tokens; try a shorter context length",
                path: model.path
            )
        }
        pointer = context
        self.length = Int(llama_n_ctx(context))
        batchCapacity = Int(llama_n_batch(context))
        batch = llama_batch_init(Int32(batchCapacity), 0, 1)
        llama_set_abort_callback(context, { data in
            guard let data else { return false }
            return Unmanaged<AbortSignal>.fromOpaque(data).takeUnretainedValue().shouldStop
        }, Unmanaged.passUnretained(abortSignal).toOpaque())
    }

    deinit {
        llama_batch_free(batch)
        llama_free(pointer)
    }

    /// Sets the threads for single-token decoding and for prompt batches.
    func setThreads(_ threads: ThreadCounts) {
        llama_set_n_threads(pointer, Int32(threads.generation), Int32(threads.batch))
    }

    /// Sets the threads for single-token decoding, keeping the batch threads.
    func setGenerationThreads(_ threads: Int) {
        llama_set_n_threads(pointer, Int32(threads), llama_n_threads_batch(pointer))
    }

    /// The threads currently used for single-token decoding.
    var threads: Int { Int(llama_n_threads(pointer)) }

    private var memory: llama_memory_t { llama_get_memory(pointer) }

    /// Number of leading positions whose KV entries are present (0 when empty).
    var storedTokenCount: Int { Int(llama_memory_seq_pos_max(memory, 0)) + 1 }

    /// Removes KV entries from `position` on. Returns false when this memory cannot drop a
    /// partial range (recurrent or sliding-window caches); the caller then clears it all.
    func removeTokens(from position: Int) -> Bool {
        if llama_memory_seq_pos_min(memory, 0) > 0 { return false } // sliding window moved on
        return llama_memory_seq_rm(memory, 0, llama_pos(position), -1)
    }

    /// Drops every KV entry.
    func clear() {
        llama_memory_clear(memory, true)
    }

    /// Evaluates `tokens` at positions `start...`, in batches of ``batchCapacity``; logits are
    /// kept for the last token only (the one sampled from next).
    func decode(_ tokens: ArraySlice<llama_token>, startingAt start: Int) throws -> DecodeOutcome {
        var position = start
        var remaining = tokens[...]
        while !remaining.isEmpty {
            let chunk = remaining.prefix(batchCapacity)
            remaining = remaining.dropFirst(chunk.count)
            batch.n_tokens = Int32(chunk.count)
            for (index, token) in chunk.enumerated() {
                batch.token[index] = token
                batch.pos[index] = llama_pos(position + index)
                batch.n_seq_id[index] = 1
                batch.seq_id[index]![0] = 0
                batch.logits[index] = remaining.isEmpty && index == chunk.count - 1 ? 1 : 0
            }
            let result = llama_decode(pointer, batch)
            switch result {
            case 0:
                position += chunk.count
            case 2:
                return .aborted
            case 1:
                throw LlamaError(.decodeFailed, "no room left in the context of \(length) tokens", returnCode: result)
            default:
                throw LlamaError(.decodeFailed, "llama.cpp failed to evaluate \(chunk.count) tokens", returnCode: result)
            }
        }
        return .completed
    }
}
