/// Fast decoders that need no conversion tables from the C library: ISO-8859-1,
/// windows-1252, and "UTF-8 if it is valid, otherwise windows-1252" for unlabelled 8-bit text.
enum SingleByteDecoding {
    /// ISO-8859-1: every byte is the Unicode scalar of the same value.
    static func latin1(_ bytes: ByteView) -> String {
        decode(bytes, mapC1Controls: false)
    }

    /// windows-1252, the charset most mail labelled ISO-8859-1 is really written in
    /// (as the WHATWG Encoding Standard also assumes).
    static func windows1252(_ bytes: ByteView) -> String {
        decode(bytes, mapC1Controls: true)
    }

    /// UTF-8 when the bytes are valid UTF-8 (which includes plain ASCII), else windows-1252.
    static func utf8OrWindows1252(_ bytes: ByteView) -> String {
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        return windows1252(bytes)
    }

    /// True when the bytes are valid UTF-8.
    static func isValidUTF8(_ bytes: ByteView) -> Bool {
        String(validating: bytes, as: UTF8.self) != nil
    }

    private static func decode(_ bytes: ByteView, mapC1Controls: Bool) -> String {
        if bytes.isEmpty { return "" }
        if MIMEBytes.isASCII(bytes) { return String(decoding: bytes, as: UTF8.self) }
        return String(unsafeUninitializedCapacity: bytes.count * 3) { output in
            var count = 0
            for byte in bytes {
                if byte < 0x80 {
                    output[count] = byte
                    count += 1
                    continue
                }
                var scalar = UInt32(byte)
                if mapC1Controls, byte < 0xA0 { scalar = UInt32(windows1252C1[Int(byte) - 0x80]) }
                count += UTF8Encoding.encode(scalar, into: output, at: count)
            }
            return count
        }
    }

    /// windows-1252 code points for bytes 0x80–0x9F; undefined bytes map to the C1 control
    /// of the same value, as browsers do.
    static let windows1252C1: [UInt16] = [
        0x20AC, 0x0081, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021,
        0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0x008D, 0x017D, 0x008F,
        0x0090, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014,
        0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x009D, 0x017E, 0x0178,
    ]
}

/// Writes Unicode scalars as UTF-8 into byte buffers.
enum UTF8Encoding {
    /// Encodes `scalar` at `output[offset...]` and returns the number of bytes written (1–4).
    /// Invalid scalars (surrogates, beyond U+10FFFF) are written as U+FFFD.
    @inline(__always)
    static func encode(_ scalar: UInt32, into output: UnsafeMutableBufferPointer<UInt8>, at offset: Int) -> Int {
        var value = scalar
        if (value >= 0xD800 && value <= 0xDFFF) || value > 0x10FFFF { value = 0xFFFD }
        switch value {
        case 0..<0x80:
            output[offset] = UInt8(value)
            return 1
        case 0x80..<0x800:
            output[offset] = UInt8(0xC0 | (value >> 6))
            output[offset + 1] = UInt8(0x80 | (value & 0x3F))
            return 2
        case 0x800..<0x10000:
            output[offset] = UInt8(0xE0 | (value >> 12))
            output[offset + 1] = UInt8(0x80 | ((value >> 6) & 0x3F))
            output[offset + 2] = UInt8(0x80 | (value & 0x3F))
            return 3
        default:
            output[offset] = UInt8(0xF0 | (value >> 18))
            output[offset + 1] = UInt8(0x80 | ((value >> 12) & 0x3F))
            output[offset + 2] = UInt8(0x80 | ((value >> 6) & 0x3F))
            output[offset + 3] = UInt8(0x80 | (value & 0x3F))
            return 4
        }
    }

    /// Appends `scalar` as UTF-8 to `output` (invalid scalars become U+FFFD).
    @inline(__always)
    static func append(_ scalar: UInt32, to output: inout [UInt8]) {
        var value = scalar
        if (value >= 0xD800 && value <= 0xDFFF) || value > 0x10FFFF { value = 0xFFFD }
        switch value {
        case 0..<0x80:
            output.append(UInt8(value))
        case 0x80..<0x800:
            output.append(UInt8(0xC0 | (value >> 6)))
            output.append(UInt8(0x80 | (value & 0x3F)))
        case 0x800..<0x10000:
            output.append(UInt8(0xE0 | (value >> 12)))
            output.append(UInt8(0x80 | ((value >> 6) & 0x3F)))
            output.append(UInt8(0x80 | (value & 0x3F)))
        default:
            output.append(UInt8(0xF0 | (value >> 18)))
            output.append(UInt8(0x80 | ((value >> 12) & 0x3F)))
            output.append(UInt8(0x80 | ((value >> 6) & 0x3F)))
            output.append(UInt8(0x80 | (value & 0x3F)))
        }
    }
}
