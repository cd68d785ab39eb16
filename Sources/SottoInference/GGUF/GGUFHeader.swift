import Foundation

/// One metadata value of a GGUF file. Arrays (the vocabulary, merges, scores) are
/// summarized by their length: nothing here needs their contents.
public enum GGUFMetadataValue: Sendable, Hashable {
    /// A signed integer of any width.
    case int(Int64)
    /// An unsigned integer of any width.
    case uint(UInt64)
    /// A 32- or 64-bit float.
    case float(Double)
    /// A boolean.
    case bool(Bool)
    /// A UTF-8 string.
    case string(String)
    /// An array, with the number of elements it holds.
    case array(count: UInt64)

    /// The value as a string, if it is one.
    public var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The value as an integer, if it is a whole number that fits.
    public var integer: Int? {
        switch self {
        case .int(let value): return Int(exactly: value)
        case .uint(let value): return Int(exactly: value)
        default: return nil
        }
    }
}

/// What a GGUF model file's header says: its version, metadata and the size its tensor data
/// needs. Read by ``GGUFInspector`` before a file is handed to llama.cpp.
public struct GGUFHeader: Sendable, Hashable {
    /// The GGUF format version (2 or 3).
    public var version: UInt32
    /// The metadata key-value pairs (`general.name`, `tokenizer.chat_template`, …).
    public var metadata: [String: GGUFMetadataValue]
    /// How many tensors the file describes.
    public var tensorCount: UInt64
    /// Where the tensor data starts.
    public var dataOffset: UInt64
    /// The smallest file size that holds all the tensor data.
    public var requiredFileSize: UInt64

    /// The model architecture, e.g. `llama`, `qwen3`, `gemma3`.
    public var architecture: String? { metadata["general.architecture"]?.string }
    /// The model's display name, if the file names it.
    public var name: String? { metadata["general.name"]?.string }
    /// The Jinja chat template stored with the model, if any.
    public var chatTemplate: String? { metadata["tokenizer.chat_template"]?.string }
    /// The context length the model was trained with, if the file says.
    public var trainedContextLength: Int? {
        architecture.flatMap { metadata["\($0).context_length"]?.integer }
    }
}

/// Parses the header of a GGUF file (format: magic `GGUF`, version, tensor count, metadata
/// count, metadata, tensor descriptions, aligned tensor data).
enum GGUFHeaderParser {
    /// The four bytes every GGUF file starts with.
    static let magic: [UInt8] = Array("GGUF".utf8)

    /// Why a header could not be read.
    enum Failure: Error, Equatable {
        /// Not a GGUF file: the first bytes are these instead of the magic.
        case wrongMagic([UInt8])
        /// The file ends inside the header.
        case truncatedHeader(atOffset: UInt64)
        /// The header holds an impossible value.
        case malformed(String)
    }

    // Sanity limits against damaged headers that would otherwise allocate without bound.
    private static let maxCount: UInt64 = 1 << 24
    private static let maxStringLength: UInt64 = 1 << 26

    /// Reads the header. `tensorBytes` gives the byte size of a tensor from its ggml type and
    /// dimensions, or `nil` for a type it does not know.
    static func parse(
        _ reader: inout GGUFByteReader,
        tensorBytes: (_ type: UInt32, _ dimensions: [Int64]) -> UInt64?
    ) throws(Failure) -> GGUFHeader {
        do {
            let start = Array(try reader.bytes(4))
            guard start == magic else { throw Failure.wrongMagic(start) }
            let version = try reader.integer(UInt32.self)
            guard version == 2 || version == 3 else { throw Failure.malformed("unsupported GGUF version \(version)") }
            let tensorCount = try reader.integer(UInt64.self)
            let keyCount = try reader.integer(UInt64.self)
            guard tensorCount <= maxCount, keyCount <= maxCount else {
                throw Failure.malformed("implausible counts: \(tensorCount) tensors, \(keyCount) keys")
            }
            var metadata: [String: GGUFMetadataValue] = [:]
            for _ in 0..<keyCount {
                let key = try readString(&reader)
                let type = try reader.integer(UInt32.self)
                metadata[key] = try readValue(&reader, type: type)
            }
            var dataEnd: UInt64 = 0
            for _ in 0..<tensorCount {
                let name = try readString(&reader)
                let dimensionCount = try reader.integer(UInt32.self)
                guard dimensionCount >= 1, dimensionCount <= 4 else {
                    throw Failure.malformed("tensor \(name) has \(dimensionCount) dimensions")
                }
                var dimensions: [Int64] = []
                for _ in 0..<dimensionCount {
                    let size = try reader.integer(Int64.self)
                    guard size >= 0 else { throw Failure.malformed("tensor \(name) has a negative size") }
                    dimensions.append(size)
                }
                let type = try reader.integer(UInt32.self)
                let offset = try reader.integer(UInt64.self)
                guard let bytes = tensorBytes(type, dimensions) else {
                    throw Failure.malformed("tensor \(name) has unknown type \(type)")
                }
                let (end, overflow) = offset.addingReportingOverflow(bytes)
                guard !overflow else { throw Failure.malformed("tensor \(name) lies beyond any file size") }
                dataEnd = max(dataEnd, end)
            }
            let alignment = UInt64(metadata["general.alignment"]?.integer ?? 32)
            guard alignment > 0, alignment & (alignment - 1) == 0 else {
                throw Failure.malformed("alignment \(alignment) is not a power of two")
            }
            let dataOffset = (reader.offset + alignment - 1) / alignment * alignment
            return GGUFHeader(
                version: version, metadata: metadata, tensorCount: tensorCount,
                dataOffset: dataOffset, requiredFileSize: dataOffset + dataEnd
            )
        } catch let failure as Failure {
            throw failure
        } catch is GGUFByteReader.EndOfFile {
            throw Failure.truncatedHeader(atOffset: reader.offset)
        } catch {
            throw Failure.malformed("read failed at byte \(reader.offset): \(error)")
        }
    }

    private static func readString(_ reader: inout GGUFByteReader) throws -> String {
        let length = try reader.integer(UInt64.self)
        guard length <= maxStringLength else { throw Failure.malformed("string of \(length) bytes") }
        return String(decoding: try reader.bytes(Int(length)), as: UTF8.self)
    }

    /// Bytes per element of the fixed-size GGUF value types, by type id.
    private static let scalarSizes: [UInt32: UInt64] = [0: 1, 1: 1, 2: 2, 3: 2, 4: 4, 5: 4, 6: 4, 7: 1, 10: 8, 11: 8, 12: 8]

    private static func readValue(_ reader: inout GGUFByteReader, type: UInt32) throws -> GGUFMetadataValue {
        switch type {
        case 0: return .uint(UInt64(try reader.integer(UInt8.self)))
        case 1: return .int(Int64(try reader.integer(Int8.self)))
        case 2: return .uint(UInt64(try reader.integer(UInt16.self)))
        case 3: return .int(Int64(try reader.integer(Int16.self)))
        case 4: return .uint(UInt64(try reader.integer(UInt32.self)))
        case 5: return .int(Int64(try reader.integer(Int32.self)))
        case 6: return .float(Double(Float(bitPattern: try reader.integer(UInt32.self))))
        case 7: return .bool(try reader.integer(UInt8.self) != 0)
        case 8: return .string(try readString(&reader))
        case 9:
            let elementType = try reader.integer(UInt32.self)
            let count = try reader.integer(UInt64.self)
            if elementType == 8 {
                guard count <= maxCount else { throw Failure.malformed("string array of \(count) elements") }
                for _ in 0..<count {
                    let length = try reader.integer(UInt64.self)
                    guard length <= maxStringLength else { throw Failure.malformed("string of \(length) bytes") }
                    try reader.skip(length)
                }
            } else if let size = scalarSizes[elementType] {
                let (bytes, overflow) = count.multipliedReportingOverflow(by: size)
                guard !overflow, bytes <= maxStringLength * 4 else { throw Failure.malformed("array of \(count) elements") }
                try reader.skip(bytes)
            } else {
                throw Failure.malformed("array of unsupported element type \(elementType)")
            }
            return .array(count: count)
        case 10: return .uint(try reader.integer(UInt64.self))
        case 11: return .int(try reader.integer(Int64.self))
        case 12: return .float(Double(bitPattern: try reader.integer(UInt64.self)))
        default: throw Failure.malformed("metadata value of unknown type \(type)")
        }
    }
}
