/// Content-Transfer-Encoding (RFC 2045 §6), decoded forgivingly.
enum TransferEncoding: Equatable {
    case identity
    case base64
    case quotedPrintable
    /// An encoding we do not know (e.g. `x-uuencode`); the body is used as-is.
    case unknown(String)

    /// Reads a Content-Transfer-Encoding value; nil or `7bit`/`8bit`/`binary` mean identity.
    init(headerValue: ByteView?) {
        guard let value = headerValue else {
            self = .identity
            return
        }
        var start = 0
        while start < value.count, MIMEBytes.isWhitespace(value[start]) || value[start] == 0x22 { start += 1 }
        var end = start
        while end < value.count, !MIMEBytes.isWhitespace(value[end]), value[end] != 0x3B, value[end] != 0x28,
              value[end] != 0x22 { end += 1 }
        let token = start..<end
        if token.isEmpty || Self.identityNames.contains(where: { MIMEBytes.equalsIgnoringCase(value, token, $0) }) {
            self = .identity
        } else if Self.base64Names.contains(where: { MIMEBytes.equalsIgnoringCase(value, token, $0) }) {
            self = .base64
        } else if Self.quotedPrintableNames.contains(where: { MIMEBytes.equalsIgnoringCase(value, token, $0) }) {
            self = .quotedPrintable
        } else {
            self = .unknown(MIMEBytes.lowercasedString(value, token))
        }
    }

    private static let identityNames: [[UInt8]] = [
        "7bit", "8bit", "binary", "7-bit", "8-bit", "none", "text", "plain", "7bits", "8bits",
    ].map { Array($0.utf8) }
    private static let base64Names: [[UInt8]] = ["base64", "base-64", "x-base64"].map { Array($0.utf8) }
    private static let quotedPrintableNames: [[UInt8]] = [
        "quoted-printable", "quoted_printable", "quotedprintable", "qp", "x-quoted-printable",
    ].map { Array($0.utf8) }
}

/// Base64 and quoted-printable decoders that never fail: garbage is skipped (base64) or
/// kept (quoted-printable), and the caller is told when that happened.
enum TransferDecoding {
    /// Decodes base64, skipping whitespace and any byte outside the alphabet. A `=` ends a
    /// quantum, so concatenated encodings decode too; missing padding is tolerated.
    static func base64(_ input: ByteView, sawGarbage: inout Bool) -> [UInt8] {
        var output = [UInt8]()
        output.reserveCapacity(input.count / 4 * 3 + 3)
        var accumulator: UInt32 = 0
        var bits = 0
        base64Table.withUnsafeBufferPointer { table in
            for byte in input {
                let value = table[Int(byte)]
                if value < 64 {
                    accumulator = (accumulator << 6) | UInt32(value)
                    bits += 6
                    if bits >= 8 {
                        bits -= 8
                        output.append(UInt8(truncatingIfNeeded: accumulator >> UInt32(bits)))
                    }
                } else if value == padding {
                    accumulator = 0
                    bits = 0
                } else if value == invalid {
                    sawGarbage = true
                }
            }
        }
        return output
    }

    /// The number of bytes `base64(_:)` would produce, without producing them.
    static func base64DecodedCount(_ input: ByteView) -> Int {
        var total = 0
        var pending = 0
        base64Table.withUnsafeBufferPointer { table in
            for byte in input {
                let value = table[Int(byte)]
                if value < 64 {
                    pending += 1
                    if pending == 4 {
                        total += 3
                        pending = 0
                    }
                } else if value == padding {
                    total += pending * 6 / 8
                    pending = 0
                }
            }
        }
        return total + pending * 6 / 8
    }

    /// Decodes quoted-printable: `=XX` (either case), soft line breaks (`=` before the line
    /// end, even with trailing spaces); an `=` that starts neither is kept as it is.
    static func quotedPrintable(_ input: ByteView) -> [UInt8] {
        var output = [UInt8]()
        output.reserveCapacity(input.count)
        let count = input.count
        var index = 0
        while index < count {
            let byte = input[index]
            if byte != 0x3D {
                let next = MIMEBytes.firstIndex(of: 0x3D, in: input, range: index..<count) ?? count
                output.append(contentsOf: UnsafeBufferPointer(rebasing: input[index..<next]))
                index = next
                continue
            }
            if index + 2 < count,
               let high = MIMEBytes.hexValue(input[index + 1]),
               let low = MIMEBytes.hexValue(input[index + 2]) {
                output.append(high << 4 | low)
                index += 3
                continue
            }
            // A soft line break: "=" then optional spaces/tabs, then CRLF, LF or the end.
            var look = index + 1
            while look < count, input[look] == MIMEBytes.space || input[look] == MIMEBytes.tab { look += 1 }
            if look == count {
                index = count
                continue
            }
            if input[look] == MIMEBytes.lf {
                index = look + 1
                continue
            }
            if input[look] == MIMEBytes.cr {
                index = look + 1
                if index < count, input[index] == MIMEBytes.lf { index += 1 }
                continue
            }
            output.append(byte)
            index += 1
        }
        return output
    }

    private static let invalid: UInt8 = 0xFF
    private static let ignored: UInt8 = 0xFE
    private static let padding: UInt8 = 0xFD

    /// Alphabet values 0–63, `padding` for `=`, `ignored` for
    /// whitespace, `invalid` for everything else.
    private static let base64Table: [UInt8] = {
        var table = [UInt8](repeating: invalid, count: 256)
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
        for (value, byte) in alphabet.enumerated() { table[Int(byte)] = UInt8(value) }
        table[Int(UInt8(ascii: "="))] = padding
        for byte: UInt8 in [0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C] { table[Int(byte)] = ignored }
        return table
    }()
}
