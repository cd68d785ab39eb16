import Foundation

/// The byte format (version 1, little-endian):
///
/// | bytes | field |
/// |---|---|
/// | 4 | signature `SVIX` |
/// | 2 | format version |
/// | 4 | dimension d |
/// | 8 | vector count n |
/// | 8 | vector count when the codes' center was computed |
/// | 4·d | the center (Float32) |
/// | 8·n | the message id of each vector (Int64) |
/// | 4·d·n | the vectors (Float32), in the same order |
///
/// The one-bit codes are not stored: they are recomputed from the vectors and the center,
/// which restores exactly the index that was serialized.
extension VectorIndex {
    static let signature: [UInt8] = Array("SVIX".utf8)
    static let formatVersion = 1
    static let headerBytes = 4 + 2 + 4 + 8 + 8
    /// The largest dimension the decoder accepts; real embeddings are far below it.
    static let maximumDimension = 1 << 16

    /// The index as bytes, in the format `init(serialized:)` reads.
    public func serialized() -> Data {
        var writer = ByteWriter(count: Self.headerBytes + 4 * dimension + vectorCount * (8 + 4 * dimension))
        writer.append(Self.signature)
        writer.append(UInt16(Self.formatVersion))
        writer.append(UInt32(dimension))
        writer.append(UInt64(vectorCount))
        writer.append(UInt64(rowsAtCentering))
        writer.append(contentsOf: codes.center.lazy.map(\.bitPattern))
        writer.append(contentsOf: rowIDs.lazy.map { UInt64(bitPattern: $0) })
        writer.append(contentsOf: vectors.lazy.map(\.bitPattern))
        return writer.data
    }

    /// Restores an index from `serialized()` bytes.
    ///
    /// - Throws: `VectorIndexError.notAnIndex`, `.unsupportedVersion`, `.truncated` or
    ///   `.corrupt`, saying what is wrong with the bytes.
    public init(serialized data: Data, configuration: Configuration = Configuration()) throws {
        var reader = ByteReader(data)
        guard data.count >= Self.signature.count, reader.bytes(Self.signature.count) == Self.signature else {
            throw VectorIndexError.notAnIndex
        }
        guard data.count >= Self.headerBytes else {
            throw VectorIndexError.truncated(expectedBytes: Self.headerBytes, actualBytes: data.count)
        }
        let version = Int(reader.read(UInt16.self))
        guard version == Self.formatVersion else {
            throw VectorIndexError.unsupportedVersion(found: version, supported: Self.formatVersion)
        }
        let dimension = Int(reader.read(UInt32.self))
        let rows = reader.read(UInt64.self), rowsAtCentering = reader.read(UInt64.self)
        guard (1...Self.maximumDimension).contains(dimension) else {
            throw VectorIndexError.corrupt("dimension \(dimension) is outside 1…\(Self.maximumDimension)")
        }
        guard rows <= UInt64(Int32.max), rowsAtCentering <= UInt64(Int32.max) else {
            throw VectorIndexError.corrupt("vector count \(rows) is beyond the limit of \(Int32.max)")
        }
        let expected = Self.headerBytes + 4 * dimension + Int(rows) * (8 + 4 * dimension)
        guard data.count >= expected else { throw VectorIndexError.truncated(expectedBytes: expected, actualBytes: data.count) }
        guard data.count == expected else {
            throw VectorIndexError.corrupt("\(data.count - expected) bytes follow the announced \(expected)")
        }
        let center = reader.floats(dimension)
        let ids = (0..<Int(rows)).map { _ in Int64(bitPattern: reader.read(UInt64.self)) }
        let vectors = reader.floats(Int(rows) * dimension)
        guard center.allSatisfy(\.isFinite), vectors.allSatisfy(\.isFinite) else {
            throw VectorIndexError.corrupt("a stored value is NaN or infinite")
        }
        self.init(
            dimension: dimension, configuration: configuration, ids: ids, vectors: vectors, center: center,
            rowsAtCentering: Int(rowsAtCentering))
    }
}

/// Writes little-endian values into a buffer of known size.
struct ByteWriter {
    private(set) var data: Data
    private var offset = 0

    init(count: Int) {
        data = Data(count: count)
    }

    mutating func append(_ raw: [UInt8]) {
        data.replaceSubrange(offset..<(offset + raw.count), with: raw)
        offset += raw.count
    }

    mutating func append<Value: FixedWidthInteger>(_ value: Value) {
        append(contentsOf: CollectionOfOne(value))
    }

    mutating func append<Values: Collection>(contentsOf values: Values) where Values.Element: FixedWidthInteger {
        let size = MemoryLayout<Values.Element>.size
        data.withUnsafeMutableBytes { raw in
            for (index, value) in values.enumerated() {
                raw.storeBytes(of: value.littleEndian, toByteOffset: offset + index * size, as: Values.Element.self)
            }
        }
        offset += values.count * size
    }
}

/// Reads little-endian values from bytes whose length the caller has checked.
struct ByteReader {
    private let data: Data
    private var offset: Int

    init(_ data: Data) {
        self.data = data
        offset = data.startIndex
    }

    mutating func bytes(_ count: Int) -> [UInt8] {
        defer { offset += count }
        return Array(data[offset..<(offset + count)])
    }

    mutating func read<Value: FixedWidthInteger>(_ type: Value.Type) -> Value {
        defer { offset += MemoryLayout<Value>.size }
        return data.withUnsafeBytes { raw in
            Value(littleEndian: raw.loadUnaligned(fromByteOffset: offset - data.startIndex, as: Value.self))
        }
    }

    mutating func floats(_ count: Int) -> [Float] {
        defer { offset += count * 4 }
        return data.withUnsafeBytes { raw in
            let start = offset - data.startIndex
            return (0..<count).map { index in
                Float(bitPattern: UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: start + index * 4, as: UInt32.self)))
            }
        }
    }
}
