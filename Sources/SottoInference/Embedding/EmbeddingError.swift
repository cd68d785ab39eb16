/// Why a sentence encoder could not be loaded or run.
public enum EmbeddingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A model file is missing or could not be read.
    case unreadableFile(path: String, reason: String)
    /// The safetensors file is malformed; the reason says where.
    case invalidSafetensors(path: String, reason: String)
    /// A tensor the model needs is absent or has the wrong type or shape.
    case invalidTensor(name: String, reason: String)
    /// The vocabulary lacks a required token.
    case invalidVocabulary(reason: String)

    public var description: String {
        switch self {
        case .unreadableFile(let path, let reason):
            return "Cannot read the model file \(path): \(reason). Run `make setup` to install the model."
        case .invalidSafetensors(let path, let reason):
            return "\(path) is not a valid safetensors file: \(reason). Delete it and run `make setup` again."
        case .invalidTensor(let name, let reason):
            return "The model's tensor \(name) is unusable: \(reason)."
        case .invalidVocabulary(let reason):
            return "The tokenizer vocabulary is unusable: \(reason)."
        }
    }
}
