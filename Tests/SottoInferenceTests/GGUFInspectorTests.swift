import Foundation
import Testing

@testable import SottoInference

@Suite("GGUF file checks")
struct GGUFInspectorTests {
    @Test("a real model's header is read: architecture, chat template, complete data")
    func readsRealModel() throws {
        let url = try TestModels.smolLM2()
        let header = try GGUFInspector.inspect(url)
        let size = try #require(try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? NSNumber)
        #expect(header.version == 3)
        #expect(header.architecture == "llama")
        #expect(header.chatTemplate?.contains("<|im_start|>") == true)
        #expect(header.trainedContextLength == 8192)
        #expect(header.tensorCount == 272)
        #expect(header.requiredFileSize <= size.uint64Value)
        #expect(header.requiredFileSize > size.uint64Value - 4096)
    }

    @Test("a missing file is reported as missing")
    func missingFile() throws {
        let directory = try TemporaryDirectory()
        let error = try #require(throws: LlamaError.self) {
            try GGUFInspector.inspect(directory.url.appendingPathComponent("absent.gguf"))
        }
        #expect(error.code == .modelFileMissing)
        #expect(error.path?.hasSuffix("absent.gguf") == true)
        #expect(throws: LlamaError.self) { try GGUFInspector.inspect(directory.url) }
    }

    @Test("a file that is not GGUF is named as such, with its first bytes")
    func notGGUF() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.file("model.gguf", Data("<!DOCTYPE html><html>Not found</html>".utf8))
        let error = try #require(throws: LlamaError.self) { try GGUFInspector.inspect(file) }
        #expect(error.code == .notGGUF)
        #expect(error.message.contains("3C 21 44 4F"))
    }

    @Test("files cut short are truncated, whether in the header or in the tensor data",
          arguments: [2, 20, 64 * 1024, 40_000_000])
    func truncated(length: Int) throws {
        let source = try FileHandle(forReadingFrom: try TestModels.smolLM2())
        defer { try? source.close() }
        let prefix = try #require(try source.read(upToCount: length))
        let directory = try TemporaryDirectory()
        let file = try directory.file("cut.gguf", prefix)
        let error = try #require(throws: LlamaError.self) { try GGUFInspector.inspect(file) }
        #expect(error.code == .modelFileTruncated, "\(error)")
    }

    @Test("an empty file is truncated")
    func empty() throws {
        let directory = try TemporaryDirectory()
        let error = try #require(throws: LlamaError.self) {
            try GGUFInspector.inspect(try directory.file("empty.gguf", Data()))
        }
        #expect(error.code == .modelFileTruncated)
    }

    @Test("an impossible header value is reported as damaged")
    func damaged() throws {
        var bytes = Data("GGUF".utf8)
        bytes.append(contentsOf: [99, 0, 0, 0]) // version 99
        bytes.append(Data(count: 16))
        let directory = try TemporaryDirectory()
        let error = try #require(throws: LlamaError.self) {
            try GGUFInspector.inspect(try directory.file("v99.gguf", bytes))
        }
        #expect(error.code == .modelFileDamaged)
        #expect(error.message.contains("version 99"))
    }

    @Test("the header parses the same when the bytes arrive in small fragments")
    func fragments() throws {
        let source = try FileHandle(forReadingFrom: try TestModels.smolLM2())
        defer { try? source.close() }
        let head = try #require(try source.read(upToCount: 3 << 20))
        let sizes: (UInt32, [Int64]) -> UInt64? = { _, dimensions in UInt64(dimensions.reduce(1, *)) }
        var whole = GGUFByteReader(data: head, chunkSize: 1 << 20)
        var pieces = GGUFByteReader(data: head, chunkSize: 7)
        let expected = try GGUFHeaderParser.parse(&whole, tensorBytes: sizes)
        let fragmented = try GGUFHeaderParser.parse(&pieces, tensorBytes: sizes)
        #expect(expected == fragmented)
        #expect(expected.metadata.count == 33)
    }
}
