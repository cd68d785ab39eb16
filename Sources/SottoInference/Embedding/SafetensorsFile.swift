import Foundation

/// A safetensors file read into memory: an 8-byte little-endian header length, a JSON
/// header mapping tensor names to dtype, shape and byte range, then the raw data.
struct SafetensorsFile {
    /// Where one tensor lives in the data section.
    struct TensorInfo {
        var dtype: String
        var shape: [Int]
        var range: Range<Int>
    }

    let path: String
    let tensors: [String: TensorInfo]
    private let data: Data
    private let dataStart: Int

    init(contentsOf url: URL) throws {
        path = url.path
        do {
            data = try Data(contentsOf: url, options: .alwaysMapped)
        } catch {
            throw EmbeddingError.unreadableFile(path: url.path, reason: "\(error)")
        }
        guard data.count >= 8 else {
            throw EmbeddingError.invalidSafetensors(path: path, reason: "shorter than its 8-byte header length")
        }
        var headerLength = 0
        for index in 0..<8 { headerLength |= Int(data[data.startIndex + index]) << (8 * index) }
        guard headerLength > 0, headerLength <= data.count - 8 else {
            throw EmbeddingError.invalidSafetensors(path: path, reason: "header length \(headerLength) exceeds the file")
        }
        dataStart = 8 + headerLength
        let header = data.subdata(in: data.startIndex + 8..<data.startIndex + dataStart)
        guard let object = try? JSONSerialization.jsonObject(with: header) as? [String: Any] else {
            throw EmbeddingError.invalidSafetensors(path: path, reason: "the header is not a JSON object")
        }
        var tensors: [String: TensorInfo] = [:]
        let dataLength = data.count - dataStart
        for (name, value) in object where name != "__metadata__" {
            guard let entry = value as? [String: Any], let dtype = entry["dtype"] as? String,
                let shape = entry["shape"] as? [Int], let offsets = entry["data_offsets"] as? [Int],
                offsets.count == 2, offsets[0] >= 0, offsets[0] <= offsets[1], offsets[1] <= dataLength
            else {
                throw EmbeddingError.invalidSafetensors(path: path, reason: "bad header entry for tensor \(name)")
            }
            tensors[name] = TensorInfo(dtype: dtype, shape: shape, range: offsets[0]..<offsets[1])
        }
        self.tensors = tensors
    }

    /// The float32 values of `name`, checked against the expected shape.
    func floats(_ name: String, shape: [Int]) throws -> [Float] {
        guard let info = tensors[name] else {
            throw EmbeddingError.invalidTensor(name: name, reason: "not in \(path)")
        }
        guard info.dtype == "F32" else {
            throw EmbeddingError.invalidTensor(name: name, reason: "dtype \(info.dtype), expected F32")
        }
        guard info.shape == shape else {
            throw EmbeddingError.invalidTensor(name: name, reason: "shape \(info.shape), expected \(shape)")
        }
        let count = shape.reduce(1, *)
        guard info.range.count == count * MemoryLayout<Float>.size else {
            throw EmbeddingError.invalidTensor(name: name, reason: "\(info.range.count) bytes for \(count) floats")
        }
        let start = data.startIndex + dataStart + info.range.lowerBound
        return [Float](unsafeUninitializedCapacity: count) { buffer, initialized in
            data.withUnsafeBytes { raw in
                let source = UnsafeRawBufferPointer(rebasing: raw[(start - data.startIndex)..<(start - data.startIndex + info.range.count)])
                for index in 0..<count {
                    buffer[index] = Float(bitPattern: UInt32(littleEndian: source.loadUnaligned(fromByteOffset: index * 4, as: UInt32.self)))
                }
            }
            initialized = count
        }
    }
}
