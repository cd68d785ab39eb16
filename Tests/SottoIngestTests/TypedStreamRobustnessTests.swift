import Foundation
import SottoIngest
import SottoTesting
import Testing

/// A small deterministic generator, so failures reproduce.
struct TypedStreamRandom: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

@Suite("TypedStreamDecoder: garbage, truncation and hostile input")
struct TypedStreamRobustnessTests {
    static let header = TypedStreamDecoder.header

    @Test("every truncation of a real blob throws 'truncated' (or decodes once the text is complete)")
    func truncations() {
        let blob = TypedStreamFixtures.hello
        // The decoder stops after the string object's end byte, just after "Hello".
        let textStart = blob.indices.first { blob[$0...].starts(with: Array("Hello".utf8)) } ?? 0
        let textEnd = textStart + 6
        for length in 0..<blob.count {
            let prefix = Array(blob.prefix(length))
            do {
                let text = try TypedStreamDecoder.decodeText(prefix)
                #expect(length >= textEnd && text == "Hello", "prefix of \(length) bytes decoded")
            } catch {
                #expect(length < textEnd, "prefix of \(length) bytes failed: \(error)")
                if length >= 2 { #expect(error.kind == .truncated || error.kind == .badHeader) }
            }
        }
    }

    @Test("headers that are not Messages' little-endian typedstream")
    func badHeaders() {
        #expect(throws: TypedStreamError.self) { try TypedStreamDecoder.decodeText([UInt8]()) }
        let bigEndian: [UInt8] = [0x04, 0x0B] + Array("typedstream".utf8) + [0x81, 0x03, 0xE8]
        #expect(throws: TypedStreamError(.unsupportedByteOrder, at: 1)) { try TypedStreamDecoder.decodeText(bigEndian) }
        let plist = Array("bplist00".utf8) + [0xD1, 0x01, 0x02]
        #expect(throws: TypedStreamError.self) { try TypedStreamDecoder.decodeText(plist) }
        var wrongVersion = TypedStreamFixtures.hello
        wrongVersion[0] = 0x09
        #expect(throws: TypedStreamError(.badHeader, at: 0)) { try TypedStreamDecoder.decodeText(wrongVersion) }
    }

    @Test("a length prefix claiming more bytes than exist")
    func hugeLength() {
        let blob = Self.header + [0x81, 0xE8, 0x03, 0x84, 0x01, 0x40, 0x84, 0x84, 0x84, 0x08] + Array("NSString".utf8)
            + [0x01, 0x85, 0x84, 0x01, 0x2B, 0x82, 0xFF, 0xFF, 0xFF, 0x7F, 0x41]
        #expect(throws: TypedStreamError.self) { try TypedStreamDecoder.decodeText(blob) }
        do {
            _ = try TypedStreamDecoder.decodeText(blob)
        } catch {
            #expect(error.kind == .truncated)
        }
    }

    @Test("references to entries that do not exist, or to the wrong kind")
    func badReferences() {
        var blob = TypedStreamFixtures.hello
        // NSString's superclass reference 0x94 (NSObject) → 0xF0, far past the table.
        if let index = blob.firstIndex(of: 0x94) { blob[index] = 0xF0 }
        #expect(throws: TypedStreamError.self) { try TypedStreamDecoder.decodeText(blob) }
        var typeReference = TypedStreamFixtures.hello
        // The root type `84 01 40` replaced by a reference to a shared string not yet read.
        typeReference.replaceSubrange(16..<19, with: [0x97, 0x00, 0x00])
        #expect(throws: TypedStreamError.self) { try TypedStreamDecoder.decodeText(typeReference) }
    }

    @Test("invalid UTF-8 and non-string roots are errors whose text never leaks")
    func invalidContent() {
        var blob = TypedStreamFixtures.hello
        if let index = blob.firstIndex(of: UInt8(ascii: "H")) { blob[index] = 0xFF }
        #expect(throws: TypedStreamError.self) { try TypedStreamDecoder.decodeText(blob) }
        do {
            _ = try TypedStreamDecoder.decodeText(blob)
        } catch {
            #expect(error.kind == .invalidUTF8)
            #expect(!error.description.contains("ello"))
        }
        let dictionaryRoot = Self.header + [0x81, 0xE8, 0x03, 0x84, 0x01, 0x40, 0x84, 0x84, 0x84, 0x0C]
            + Array("NSDictionary".utf8) + [0x00, 0x85, 0x84, 0x01, 0x69, 0x00, 0x86]
        #expect(throws: TypedStreamError(.unexpectedClass, at: 20)) { try TypedStreamDecoder.decodeText(dictionaryRoot) }
    }

    @Test("a self-nesting attributed string stops at a fixed depth")
    func nesting() {
        var blob = Self.header + [0x81, 0xE8, 0x03, 0x84, 0x01, 0x40, 0x84, 0x84, 0x84, 0x12]
            + Array("NSAttributedString".utf8) + [0x00, 0x85]
        for _ in 0..<20 { blob += [0x92, 0x84, 0x93] }  // field "@", a new object of the same class, …
        #expect(throws: TypedStreamError.self) { try TypedStreamDecoder.decodeText(blob) }
    }

    @Test("random bytes never crash or hang")
    func randomBytes() {
        var generator = TypedStreamRandom(state: 0x5077_0123)
        for round in 0..<3_000 {
            let count = Int.random(in: 0...200, using: &generator)
            var bytes = (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }
            if round % 2 == 0 { bytes = Self.header + [0x81, 0xE8, 0x03] + bytes }
            _ = try? TypedStreamDecoder.decodeText(bytes)
        }
    }

    @Test("mutations of real blobs decode or throw, never crash")
    func mutations() {
        var generator = TypedStreamRandom(state: 42)
        let seeds = [TypedStreamFixtures.hello, TypedStreamFixtures.mutableWave,
                     [UInt8](TypedStreamEncoder().encode(String(repeating: "long message ", count: 20)))]
        for round in 0..<5_000 {
            var bytes = seeds[round % seeds.count]
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                let index = Int.random(in: 0..<bytes.count, using: &generator)
                switch Int.random(in: 0..<3, using: &generator) {
                case 0: bytes[index] = UInt8.random(in: 0...255, using: &generator)
                case 1: bytes.remove(at: index)
                default: bytes.insert(UInt8.random(in: 0x80...0xFF, using: &generator), at: index)
                }
            }
            _ = try? TypedStreamDecoder.decodeText(bytes)
        }
    }
}
