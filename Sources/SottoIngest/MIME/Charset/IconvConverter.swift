#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// Converts bytes to UTF-8 with the C library's iconv. A conversion descriptor is opened
/// and closed inside each call: `iconv_t` carries shift state and is not thread-safe, so it
/// is never cached or shared.
enum IconvConverter {
    /// The result of a conversion: UTF-8 bytes, and how many invalid or truncated input
    /// sequences were replaced by U+FFFD.
    struct Output {
        var utf8: [UInt8]
        var replacements: Int
    }

    private static let replacementCharacter: [UInt8] = [0xEF, 0xBF, 0xBD]

    /// Converts `input` from the iconv charset `name` to UTF-8, or returns nil when iconv
    /// does not know the charset.
    static func convert(_ input: ByteView, from name: String) -> Output? {
        let descriptor = iconv_open("UTF-8", name)
        guard let descriptor, Int(bitPattern: descriptor) != -1 else { return nil }
        defer { iconv_close(descriptor) }
        guard let inputBase = input.baseAddress, !input.isEmpty else { return Output(utf8: [], replacements: 0) }

        var result = [UInt8]()
        result.reserveCapacity(input.count + input.count / 2 + 16)
        var replacements = 0
        let chunkSize = 16 * 1024
        let chunk = UnsafeMutablePointer<CChar>.allocate(capacity: chunkSize)
        defer { chunk.deallocate() }

        var inPointer: UnsafeMutablePointer<CChar>? = UnsafeMutableRawPointer(mutating: inputBase)
            .assumingMemoryBound(to: CChar.self)
        var inLeft = input.count
        while true {
            var outPointer: UnsafeMutablePointer<CChar>? = chunk
            var outLeft = chunkSize
            let status = iconv(descriptor, &inPointer, &inLeft, &outPointer, &outLeft)
            let failure = status == -1 ? errno : 0
            appendChunk(chunk, count: chunkSize - outLeft, to: &result)
            if status != -1 {
                if inLeft == 0 { break }
                continue
            }
            // A failed call only leaves E2BIG, EILSEQ or EINVAL in errno.
            switch failure {
            case E2BIG:
                continue
            case EILSEQ:
                // Skip one byte of the invalid sequence and go on after it.
                result.append(contentsOf: replacementCharacter)
                replacements += 1
                inPointer = inPointer.map { $0 + 1 }
                inLeft -= 1
                if inLeft <= 0 { inLeft = 0 }
            default:
                // EINVAL: the input ends inside a multibyte sequence.
                result.append(contentsOf: replacementCharacter)
                replacements += 1
                inLeft = 0
            }
            if inLeft == 0 { break }
        }
        flushShiftState(descriptor, chunk: chunk, chunkSize: chunkSize, into: &result)
        return Output(utf8: result, replacements: replacements)
    }

    /// Returns the converter to its initial shift state (stateful charsets such as ISO-2022-JP).
    private static func flushShiftState(
        _ descriptor: iconv_t, chunk: UnsafeMutablePointer<CChar>, chunkSize: Int, into result: inout [UInt8]
    ) {
        var outPointer: UnsafeMutablePointer<CChar>? = chunk
        var outLeft = chunkSize
        _ = iconv(descriptor, nil, nil, &outPointer, &outLeft)
        appendChunk(chunk, count: chunkSize - outLeft, to: &result)
    }

    private static func appendChunk(_ chunk: UnsafeMutablePointer<CChar>, count: Int, to result: inout [UInt8]) {
        guard count > 0 else { return }
        UnsafeRawPointer(chunk).withMemoryRebound(to: UInt8.self, capacity: count) { bytes in
            result.append(contentsOf: UnsafeBufferPointer(start: bytes, count: count))
        }
    }
}
