import Foundation
import SottoIngest
import SottoTesting
import Testing

/// Real-format blobs, byte for byte as macOS Messages archives them.
enum TypedStreamFixtures {
    static func ascii(_ text: String) -> [UInt8] { Array(text.utf8) }

    /// NSAttributedString "Hello" with `__kIMMessagePartAttributeName = 0` over the whole text.
    static let hello: [UInt8] =
        [0x04, 0x0B] + ascii("streamtyped") + [0x81, 0xE8, 0x03, 0x84, 0x01, 0x40, 0x84, 0x84, 0x84, 0x12]
        + ascii("NSAttributedString") + [0x00, 0x84, 0x84, 0x08] + ascii("NSObject") + [0x00, 0x85, 0x92, 0x84, 0x84, 0x84, 0x08]
        + ascii("NSString") + [0x01, 0x94, 0x84, 0x01, 0x2B, 0x05] + ascii("Hello") + [0x86, 0x84, 0x02, 0x69, 0x49, 0x01, 0x05, 0x92]
        + [0x84, 0x84, 0x84, 0x0C] + ascii("NSDictionary") + [0x00, 0x94, 0x84, 0x01, 0x69, 0x01, 0x92, 0x84, 0x96, 0x96, 0x1D]
        + ascii("__kIMMessagePartAttributeName") + [0x86, 0x92, 0x84, 0x84, 0x84, 0x08] + ascii("NSNumber")
        + [0x00, 0x84, 0x84, 0x07] + ascii("NSValue") + [0x00, 0x94, 0x84, 0x01, 0x2A, 0x84, 0x99, 0x99, 0x00, 0x86, 0x86, 0x86]

    /// NSMutableAttributedString around an NSMutableString "Hi 👋" (7 UTF-8 bytes, no attribute runs):
    /// the string's class chain ends in a reference to NSObject (object 3, byte 0x95).
    static let mutableWave: [UInt8] =
        [0x04, 0x0B] + ascii("streamtyped") + [0x81, 0xE8, 0x03, 0x84, 0x01, 0x40, 0x84, 0x84, 0x84, 0x19]
        + ascii("NSMutableAttributedString") + [0x00, 0x84, 0x84, 0x12] + ascii("NSAttributedString") + [0x00, 0x84, 0x84, 0x08]
        + ascii("NSObject") + [0x00, 0x85, 0x92, 0x84, 0x84, 0x84, 0x0F] + ascii("NSMutableString") + [0x01, 0x84, 0x84, 0x08]
        + ascii("NSString") + [0x01, 0x95, 0x84, 0x01, 0x2B, 0x07] + Array("Hi 👋".utf8) + [0x86, 0x86]
}

@Suite("TypedStreamDecoder: real-format attributedBody blobs")
struct TypedStreamDecoderTests {
    @Test("decodes a hand-written blob exactly as macOS writes it")
    func handWrittenHello() throws {
        #expect(try TypedStreamDecoder.decodeText(TypedStreamFixtures.hello) == "Hello")
        #expect(TypedStreamDecoder.text(from: Data(TypedStreamFixtures.hello)) == "Hello")
    }

    @Test("the test encoder writes the same bytes as macOS for the same string")
    func encoderMatchesRealFormat() {
        #expect([UInt8](TypedStreamEncoder().encode("Hello")) == TypedStreamFixtures.hello)
    }

    @Test("mutable classes and a class reference inside the string's chain")
    func mutableVariant() throws {
        #expect(try TypedStreamDecoder.decodeText(TypedStreamFixtures.mutableWave) == "Hi 👋")
        #expect([UInt8](TypedStreamEncoder(mutable: true).encode("Hi 👋", runs: [])) == TypedStreamFixtures.mutableWave)
    }

    @Test("round trip through the encoder", arguments: [
        "", "ok", "Running 10 minutes late, order me the octopus", "Ünïcödé · Привет · こんにちは · 🧑‍🍳🇸🇪",
        "line one\nline two\n\ttabbed", String(repeating: "a", count: 127), String(repeating: "b", count: 128),
        String(repeating: "é", count: 40_000),
    ])
    func roundTrip(text: String) throws {
        for mutable in [false, true] {
            let blob = TypedStreamEncoder(mutable: mutable).encode(text)
            #expect(try TypedStreamDecoder.decodeText(blob) == text)
        }
    }

    @Test("lengths of 128+ bytes use the 0x81 prefix, 65536+ the 0x82 prefix")
    func lengthPrefixes() throws {
        let medium = [UInt8](TypedStreamEncoder().encode(String(repeating: "x", count: 300)))
        #expect(medium.starts(with: TypedStreamFixtures.hello.prefix(60)))
        #expect(medium.indices.contains(where: { medium[$0...].starts(with: [0x2B, 0x81, 0x2C, 0x01]) }))
        let large = String(repeating: "y", count: 70_000)
        let blob = [UInt8](TypedStreamEncoder().encode(large))
        #expect(blob.indices.contains(where: { blob[$0...].starts(with: [0x2B, 0x82, 0x70, 0x11, 0x01, 0x00]) }))
        #expect(try TypedStreamDecoder.decodeText(blob) == large)
    }

    @Test("several attribute runs, a repeated dictionary and string-valued attributes")
    func severalRuns() throws {
        let text = "\u{FFFC}See the photo"
        let part0: [(key: String, value: TypedStreamEncoder.AttributeValue)] = [
            (key: "__kIMFileTransferGUIDAttributeName", value: .string("at_0_6B1F0C3E")),
            (key: "__kIMMessagePartAttributeName", value: .integer(0)),
        ]
        let part1: [(key: String, value: TypedStreamEncoder.AttributeValue)] = [
            (key: "__kIMBaseWritingDirectionAttributeName", value: .integer(-1)),
            (key: "__kIMMessagePartAttributeName", value: .integer(1)),
        ]
        let runs = [
            TypedStreamEncoder.Run(utf16Length: 1, attributes: part0),
            TypedStreamEncoder.Run(utf16Length: 4, attributes: part1),
            TypedStreamEncoder.Run(utf16Length: 9, attributes: part1),
        ]
        #expect(try TypedStreamDecoder.decodeText(TypedStreamEncoder().encode(text, runs: runs)) == text)
    }
}
