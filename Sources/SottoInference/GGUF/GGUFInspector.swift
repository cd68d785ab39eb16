import CLlama
import Foundation

/// Checks a model file before llama.cpp sees it, so a missing, truncated or foreign file
/// gets a clear ``LlamaError`` instead of a crash or a vague load failure.
public enum GGUFInspector {
    /// Reads and validates the header of the GGUF file at `url`: the file exists, starts with
    /// the GGUF magic, has a well-formed header, and is long enough for all its tensor data.
    /// - Throws: ``LlamaError`` with code `modelFileMissing`, `notGGUF`, `modelFileTruncated`
    ///   or `modelFileDamaged`.
    public static func inspect(_ url: URL) throws -> GGUFHeader {
        let path = url.path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else {
            throw LlamaError(.modelFileMissing, "no model file at this path; install or download the model first", path: path)
        }
        let fileSize: UInt64
        let handle: FileHandle
        do {
            let attributes = try FileManager.default.attributesOfItem(atPath: path)
            fileSize = (attributes[.size] as? NSNumber)?.uint64Value ?? 0
            handle = try FileHandle(forReadingFrom: url)
        } catch {
            throw LlamaError(.modelFileMissing, "the model file cannot be read: \(error)", path: path)
        }
        defer { try? handle.close() }

        var reader = GGUFByteReader(handle: handle)
        let header: GGUFHeader
        do {
            header = try GGUFHeaderParser.parse(&reader, tensorBytes: tensorBytes)
        } catch {
            throw describe(error, path: path, fileSize: fileSize)
        }
        guard fileSize >= header.requiredFileSize else {
            throw LlamaError(
                .modelFileTruncated,
                "the file has \(fileSize) bytes but its tensors need \(header.requiredFileSize); "
                    + "the download or copy was cut short, fetch the model again",
                path: path
            )
        }
        return header
    }

    private static func describe(_ failure: GGUFHeaderParser.Failure, path: String, fileSize: UInt64) -> LlamaError {
        switch failure {
        case .wrongMagic(let bytes) where bytes.count < 4 || fileSize < 4:
            return LlamaError(.modelFileTruncated, "the file has only \(fileSize) bytes, not even a GGUF header", path: path)
        case .wrongMagic(let bytes):
            let shown = bytes.map { String($0, radix: 16, uppercase: true) }.joined(separator: " ")
            return LlamaError(.notGGUF, "not a GGUF model: it starts with bytes \(shown), not \"GGUF\"", path: path)
        case .truncatedHeader(let offset):
            return LlamaError(
                .modelFileTruncated,
                "the file ends at byte \(offset), inside its GGUF header; fetch the model again",
                path: path
            )
        case .malformed(let detail):
            return LlamaError(.modelFileDamaged, "the GGUF header is damaged: \(detail)", path: path)
        }
    }

    /// Byte size of a tensor of ggml type `type` with the given dimensions, from ggml's own
    /// block layout; `nil` for a type this build does not know.
    private static func tensorBytes(type: UInt32, dimensions: [Int64]) -> UInt64? {
        guard type < GGML_TYPE_COUNT.rawValue, let first = dimensions.first else { return nil }
        let ggmlType = ggml_type(rawValue: type)
        let blockSize = ggml_blck_size(ggmlType)
        let typeSize = ggml_type_size(ggmlType)
        guard blockSize > 0, typeSize > 0, first % blockSize == 0 else { return nil }
        var bytes = UInt64(first / blockSize).multipliedReportingOverflow(by: UInt64(typeSize))
        for dimension in dimensions.dropFirst() where !bytes.overflow {
            bytes = bytes.partialValue.multipliedReportingOverflow(by: UInt64(dimension))
        }
        return bytes.overflow ? nil : bytes.partialValue
    }
}
