/// Why a vector index refused a vector, a query or serialized bytes.
public enum VectorIndexError: Error, Equatable, CustomStringConvertible {
    /// A vector or query does not have the index's dimension.
    case dimensionMismatch(expected: Int, actual: Int)
    /// A vector or query holds NaN or an infinity.
    case nonFiniteValue
    /// The index would exceed the vectors it can address.
    case tooManyVectors(limit: Int)
    /// The bytes do not start with the index's signature.
    case notAnIndex
    /// The bytes were written by a format version this build does not read.
    case unsupportedVersion(found: Int, supported: Int)
    /// The bytes end before the data their header announces.
    case truncated(expectedBytes: Int, actualBytes: Int)
    /// The bytes are inconsistent with their header.
    case corrupt(String)

    public var description: String {
        switch self {
        case .dimensionMismatch(let expected, let actual):
            "the vector has \(actual) dimensions but the index holds \(expected)-dimensional vectors"
        case .nonFiniteValue:
            "the vector holds NaN or an infinite value"
        case .tooManyVectors(let limit):
            "the index cannot hold more than \(limit) vectors"
        case .notAnIndex:
            "the data is not a serialized vector index (wrong signature); rebuild the index from the stored embeddings"
        case .unsupportedVersion(let found, let supported):
            "the vector index was written in format version \(found), but this build reads version \(supported); rebuild the index from the stored embeddings"
        case .truncated(let expected, let actual):
            "the serialized vector index is truncated: \(actual) bytes of \(expected); rebuild the index from the stored embeddings"
        case .corrupt(let reason):
            "the serialized vector index is corrupt (\(reason)); rebuild the index from the stored embeddings"
        }
    }
}
