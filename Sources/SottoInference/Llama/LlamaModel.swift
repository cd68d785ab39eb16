import CLlama
import Foundation

/// Owns one loaded `llama_model` (weights and vocabulary) and frees it on deinit.
/// Not `Sendable`: only ``LlamaEngine`` holds it, on its own executor.
final class LlamaModel {
    let pointer: OpaquePointer
    let vocab: OpaquePointer
    let path: String
    let header: GGUFHeader

    /// Validates the file, then loads it with llama.cpp, mapped or read as `loading` says.
    /// - Throws: ``LlamaError`` (missing, truncated, not GGUF, damaged, or refused by llama.cpp).
    init(url: URL, loading: LlamaEngine.ModelLoading) throws {
        header = try GGUFInspector.inspect(url)
        path = url.path
        isMemoryMapped = switch loading {
        case .mapped: true
        case .read: false
        case .automatic: !Self.repacksWeights(fileType: header.metadata["general.file_type"]?.integer)
        }
        var parameters = llama_model_default_params()
        parameters.n_gpu_layers = 0
        parameters.load_mode = isMemoryMapped ? LLAMA_LOAD_MODE_MMAP : LLAMA_LOAD_MODE_NONE
        guard let model = llama_model_load_from_file(url.path, parameters) else {
            throw LlamaError(
                .modelLoadFailed,
                "llama.cpp could not load the model (architecture \(header.architecture ?? "unknown")); "
                    + "it may be unsupported by this llama.cpp build or too large for the available memory",
                path: url.path
            )
        }
        guard let vocab = llama_model_get_vocab(model) else {
            llama_model_free(model)
            throw LlamaError(.modelLoadFailed, "the model has no vocabulary", path: url.path)
        }
        pointer = model
        self.vocab = vocab
    }

    deinit {
        llama_model_free(pointer)
    }

    /// True when the file is mapped into memory rather than read.
    let isMemoryMapped: Bool

    /// True when llama.cpp's CPU backend repacks most weights of a model of this GGUF file type
    /// (`general.file_type`) into an interleaved layout of its own: the types it repacks on
    /// x86-64 with AVX2 and on ARM with dot-product instructions (ggml-cpu's repack.cpp). A
    /// mapped file's pages for those weights are read once for the copy and then stay
    /// resident, unused: 205 MiB of Qwen3-0.6B Q4_K_M. Reading the file instead keeps one copy.
    /// Types that are not repacked (SmolLM2's Q4_1) run ~8% faster mapped, as llama-bench
    /// shows with `-mmp 0,1`.
    static func repacksWeights(fileType: Int?) -> Bool {
        guard let fileType else { return false }
        return repackedFileTypes.contains(fileType)
    }

    /// llama.cpp's file types whose main weights are Q4_0, Q4_K or IQ4_NL.
    private static let repackedFileTypes: Set<Int> = Set([
        LLAMA_FTYPE_MOSTLY_Q4_0, LLAMA_FTYPE_MOSTLY_Q4_K_S, LLAMA_FTYPE_MOSTLY_Q4_K_M, LLAMA_FTYPE_MOSTLY_IQ4_NL,
    ].map { Int($0.rawValue) })

    /// The context length the model was trained with.
    var trainedContextLength: Int { Int(llama_model_n_ctx_train(pointer)) }

    /// Number of weights.
    var parameterCount: UInt64 { llama_model_n_params(pointer) }

    /// Bytes of all the tensors.
    var sizeInBytes: UInt64 { llama_model_size(pointer) }

    /// llama.cpp's one-line description, e.g. `llama 135M Q4_1`.
    var summary: String {
        var buffer = [CChar](repeating: 0, count: 256)
        let length = llama_model_desc(pointer, &buffer, buffer.count)
        guard length > 0 else { return "" }
        return String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The default chat template from the model's metadata, if it has one.
    var chatTemplate: String? {
        llama_model_chat_template(pointer, nil).map { String(cString: $0) }
    }

    /// The beginning-of-sequence token, when the model wants one in front of every prompt.
    var leadingToken: llama_token? {
        guard llama_vocab_get_add_bos(vocab) else { return nil }
        let bos = llama_vocab_bos(vocab)
        return bos == LLAMA_TOKEN_NULL ? nil : bos
    }

    /// True for tokens that end a turn (end-of-sequence, end-of-turn, …).
    func isEndOfGeneration(_ token: llama_token) -> Bool {
        llama_vocab_is_eog(vocab, token)
    }

    /// Tokenizes `text` without adding BOS/EOS. With `parseSpecial`, texts such as
    /// `<|im_start|>` become their control tokens; without it they stay plain text, which is
    /// how message content (possibly written by an attacker) must be tokenized.
    func tokenize(_ text: String, parseSpecial: Bool) throws -> [llama_token] {
        let utf8 = Array(text.utf8)
        guard !utf8.isEmpty else { return [] }
        guard utf8.count < Int(Int32.max) else {
            throw LlamaError(.tokenizationFailed, "the text is too long to tokenize (\(utf8.count) bytes)")
        }
        var tokens = [llama_token](repeating: 0, count: utf8.count + 8)
        var count = call(utf8, &tokens, parseSpecial)
        if count < 0, count != Int32.min {
            tokens = [llama_token](repeating: 0, count: Int(-count))
            count = call(utf8, &tokens, parseSpecial)
        }
        guard count >= 0 else {
            throw LlamaError(.tokenizationFailed, "llama.cpp could not tokenize the text", returnCode: count)
        }
        return Array(tokens.prefix(Int(count)))
    }

    private func call(_ utf8: [UInt8], _ tokens: inout [llama_token], _ parseSpecial: Bool) -> Int32 {
        let capacity = Int32(tokens.count)
        return utf8.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { text in
                llama_tokenize(vocab, text.baseAddress, Int32(text.count), &tokens, capacity, false, parseSpecial)
            }
        }
    }

    /// The bytes a token stands for (possibly part of a multi-byte character). Control
    /// tokens render as nothing.
    func piece(_ token: llama_token) -> [UInt8] {
        var buffer = [CChar](repeating: 0, count: 64)
        var length = llama_token_to_piece(vocab, token, &buffer, Int32(buffer.count), 0, false)
        if length < 0 {
            buffer = [CChar](repeating: 0, count: Int(-length))
            length = llama_token_to_piece(vocab, token, &buffer, Int32(buffer.count), 0, false)
        }
        guard length > 0 else { return [] }
        return buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }
    }
}
