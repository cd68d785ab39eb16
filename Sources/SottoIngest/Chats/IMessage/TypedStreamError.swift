/// Why a typedstream blob (a message's `attributedBody`) could not be decoded.
/// The description names the kind of problem and the byte offset, never the blob's content.
public struct TypedStreamError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The kinds of failure.
    public enum Kind: String, Sendable, Hashable {
        /// The blob does not start with the `\x04\x0bstreamtyped` little-endian header.
        case badHeader = "not a typedstream (missing the streamtyped header)"
        /// The blob uses the big-endian `typedstream` signature, which Messages never writes.
        case unsupportedByteOrder = "big-endian typedstream, which is not supported"
        /// The blob ended in the middle of a value.
        case truncated = "the blob ends in the middle of a value"
        /// A byte that cannot start the value expected here.
        case unexpectedByte = "unexpected byte for the value expected here"
        /// A back-reference to a table entry that does not exist or has the wrong kind.
        case badReference = "a reference points to no earlier entry of the right kind"
        /// The root object is neither an attributed string nor a string.
        case unexpectedClass = "the archived object is not an (attributed) string"
        /// A string's type encoding is not `+` (bytes with a length).
        case unexpectedType = "a string is archived with an unexpected type encoding"
        /// A string's bytes are not valid UTF-8.
        case invalidUTF8 = "a string's bytes are not valid UTF-8"
        /// Class chains or nesting deeper than any real archive.
        case tooDeep = "the archive nests deeper than any real one"
    }

    /// What went wrong.
    public var kind: Kind
    /// The byte offset in the blob where it was noticed.
    public var offset: Int

    /// Creates an error.
    public init(_ kind: Kind, at offset: Int) {
        self.kind = kind
        self.offset = offset
    }

    /// E.g. "attributedBody: the blob ends in the middle of a value (at byte 57); the message's text is unavailable".
    public var description: String {
        "attributedBody: \(kind.rawValue) (at byte \(offset)); the message's text is unavailable from this field"
    }
}
