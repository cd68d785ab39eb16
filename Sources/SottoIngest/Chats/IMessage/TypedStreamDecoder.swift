import Foundation

/// Extracts the text of a message's `attributedBody`: an NSAttributedString (or
/// NSMutableAttributedString) that Messages archives with NSArchiver as a "typedstream".
///
/// The archive is `\x04\x0bstreamtyped\x81\xe8\x03`, the root type `@`, then the attributed
/// string object: its class chain, then its first field, the NSString (or NSMutableString) whose
/// `+` value is the UTF-8 text; attribute runs follow and are not needed for the text, so
/// decoding stops there. Every read is bounds-checked and every loop consumes input, so
/// malformed or hostile bytes produce a `TypedStreamError`, never a crash or a hang.
public enum TypedStreamDecoder {
    /// The magic bytes every Messages `attributedBody` starts with.
    public static let header: [UInt8] = [0x04, 0x0B] + Array("streamtyped".utf8)

    /// The text of the archived (attributed) string.
    public static func decodeText(_ bytes: [UInt8]) throws(TypedStreamError) -> String {
        var reader = TypedStreamReader(bytes)
        try readHeader(&reader)
        let rootType = try reader.readSharedString()
        guard reader.sharedString(rootType) == [UInt8(ascii: "@")] else { throw reader.error(.unexpectedType) }
        return try readStringObject(&reader, depth: 0) ?? ""
    }

    /// The text of the archived (attributed) string, from a database blob.
    public static func decodeText(_ data: Data) throws(TypedStreamError) -> String {
        try decodeText([UInt8](data))
    }

    /// The text, or nil when the blob is not a decodable attributed string.
    public static func text(from data: Data) -> String? {
        try? decodeText([UInt8](data))
    }

    private static func readHeader(_ reader: inout TypedStreamReader) throws(TypedStreamError) {
        guard reader.bytes.count >= 2 else { throw reader.error(.badHeader) }
        let version = try reader.readUnsignedInt()
        guard version == 3 || version == 4 else { throw TypedStreamError(.badHeader, at: 0) }
        let signature = try reader.readCountedBytes()
        if signature.elementsEqual("typedstream".utf8) { throw TypedStreamError(.unsupportedByteOrder, at: 1) }
        guard signature.elementsEqual("streamtyped".utf8) else { throw TypedStreamError(.badHeader, at: 1) }
        _ = try reader.readSignedInt()  // the archiving system's version, 1000 on every macOS
    }

    /// Reads an object expected to be a string or an attributed string and returns its text
    /// (nil for a nil object).
    private static func readStringObject(_ reader: inout TypedStreamReader, depth: Int) throws(TypedStreamError) -> String? {
        guard depth < 4 else { throw reader.error(.tooDeep) }
        let first = try reader.readByte()
        if first == TypedStreamReader.Tag.null { return nil }
        guard first == TypedStreamReader.Tag.new else {
            let index = try reader.readReference(first: first)
            guard case .object(_, let text?) = reader.object(index) else { throw reader.error(.badReference) }
            return text
        }
        let slot = reader.appendObject(.placeholder)
        let classStart = reader.position
        guard let classIndex = try reader.readClass() else { throw TypedStreamError(.unexpectedClass, at: classStart) }
        let chain = reader.classChain(classIndex)
        if chain.contains(where: { $0.elementsEqual("NSString".utf8) }) {
            let text = try readStringContents(&reader)
            reader.replaceObject(slot, with: .object(classIndex: classIndex, text: text))
            return text
        }
        if chain.contains(where: { $0.elementsEqual("NSAttributedString".utf8) }) {
            // The first field of an attributed string is its string, typed `@`.
            let fieldType = try reader.readSharedString()
            guard reader.sharedString(fieldType) == [UInt8(ascii: "@")] else { throw reader.error(.unexpectedType) }
            let text = try readStringObject(&reader, depth: depth + 1)
            reader.replaceObject(slot, with: .object(classIndex: classIndex, text: text))
            return text
        }
        throw TypedStreamError(.unexpectedClass, at: classStart)
    }

    /// An NSString's fields: type `+`, the byte count, the UTF-8 bytes, then end of object.
    private static func readStringContents(_ reader: inout TypedStreamReader) throws(TypedStreamError) -> String {
        let typeStart = reader.position
        let type = try reader.readSharedString()
        guard reader.sharedString(type) == [UInt8(ascii: "+")] else { throw TypedStreamError(.unexpectedType, at: typeStart) }
        let textStart = reader.position
        let utf8 = try reader.readCountedBytes()
        guard let text = String(validating: utf8, as: UTF8.self) else { throw TypedStreamError(.invalidUTF8, at: textStart) }
        guard try reader.readByte() == TypedStreamReader.Tag.end else {
            throw TypedStreamError(.unexpectedByte, at: reader.position - 1)
        }
        return text
    }
}
