/// An error from the llama.cpp engine: what failed, why, and what to do about it.
///
/// Messages name files and numbers, never prompt or mail text.
public struct LlamaError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What kind of failure this is, for callers that branch on it.
    public enum Code: String, Sendable, Hashable {
        /// There is no file at the model path.
        case modelFileMissing
        /// The file ends before the data its header describes.
        case modelFileTruncated
        /// The file is not a GGUF model (wrong magic bytes).
        case notGGUF
        /// The file is GGUF but its header is malformed or of an unsupported version.
        case modelFileDamaged
        /// llama.cpp refused the model (unknown architecture, not enough memory, …).
        case modelLoadFailed
        /// llama.cpp could not create an inference context for the model.
        case contextCreationFailed
        /// A request arrived while no model is loaded.
        case noModelLoaded
        /// The model's metadata carries no chat template.
        case chatTemplateMissing
        /// The model's chat template is not one llama.cpp knows how to apply.
        case chatTemplateUnsupported
        /// The prompt could not be turned into tokens.
        case tokenizationFailed
        /// The prompt does not fit the context window.
        case promptTooLong
        /// llama.cpp failed while evaluating tokens.
        case decodeFailed
        /// llama.cpp could not parse a grammar for structured output.
        case grammarInvalid
    }

    /// What kind of failure this is.
    public var code: Code
    /// A human-readable explanation with the context needed to act on it.
    public var message: String
    /// The model file involved, if any.
    public var path: String?
    /// The return code of the llama.cpp call that failed, if any.
    public var returnCode: Int32?

    /// Creates an error.
    public init(_ code: Code, _ message: String, path: String? = nil, returnCode: Int32? = nil) {
        self.code = code
        self.message = message
        self.path = path
        self.returnCode = returnCode
    }

    public var description: String {
        var text = "\(code.rawValue): \(message)"
        if let path { text += " (file: \(path))" }
        if let returnCode { text += " (llama.cpp returned \(returnCode))" }
        return text
    }
}
