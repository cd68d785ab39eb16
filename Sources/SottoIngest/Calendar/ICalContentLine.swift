/// One parameter of a content line: `NAME=value,"quoted value"`. Names are upper-cased.
struct ICalParameter: Sendable, Hashable {
    var name: String
    var values: [String]
}

/// One unfolded content line `NAME;PARAM=VALUE:value`, with the physical line it starts on.
/// The name is upper-cased; the value is raw (still escaped).
struct ICalContentLine: Sendable, Hashable {
    var name: String
    var parameters: [ICalParameter]
    var value: String
    var line: Int

    /// The first value of a parameter, matched case-insensitively (names are stored upper-cased).
    func parameter(_ upperCasedName: String) -> String? {
        for parameter in parameters where parameter.name == upperCasedName {
            return parameter.values.first
        }
        return nil
    }

    /// Whether `VALUE=DATE` is given.
    var isDateValue: Bool {
        parameter("VALUE")?.uppercased() == "DATE"
    }
}

/// Splits bytes into unfolded content lines (RFC 5545 §3.1): CRLF or LF line ends, a line that
/// starts with a space or tab continues the previous one. Unfolding works on bytes, so a fold
/// that falls inside a UTF-8 sequence joins back into the right character.
enum ICalLineReader {
    /// Calls `body` with each non-empty unfolded line and the 1-based physical line it starts on.
    static func forEachLine(
        in bytes: [UInt8],
        _ body: (ICalContentLine) throws(ICalendarError) -> Void
    ) throws(ICalendarError) {
        var index = 0
        let count = bytes.count
        if count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
        var physicalLine = 1
        var buffer: [UInt8] = []
        buffer.reserveCapacity(256)
        var startLine = 1
        while index < count {
            buffer.removeAll(keepingCapacity: true)
            startLine = physicalLine
            // Read one logical line, following folds.
            while index < count {
                let byte = bytes[index]
                if byte == 0x0D || byte == 0x0A {
                    var next = index + 1
                    if byte == 0x0D, next < count, bytes[next] == 0x0A { next += 1 }
                    physicalLine += 1
                    if next < count, bytes[next] == 0x20 || bytes[next] == 0x09 {
                        index = next + 1  // fold: drop the break and the one white-space character
                        continue
                    }
                    index = next
                    break
                }
                buffer.append(byte)
                index += 1
            }
            if buffer.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { continue }
            try body(parse(buffer, line: startLine))
        }
    }

    /// Parses one unfolded line into name, parameters and value.
    static func parse(_ bytes: [UInt8], line: Int) throws(ICalendarError) -> ICalContentLine {
        var index = 0
        let count = bytes.count
        while index < count, bytes[index] != UInt8(ascii: ";"), bytes[index] != UInt8(ascii: ":") { index += 1 }
        guard index < count, index > 0 else { throw ICalendarError(kind: .malformedLine, line: line) }
        let name = upperASCII(bytes[0..<index])
        var parameters: [ICalParameter] = []
        while index < count, bytes[index] == UInt8(ascii: ";") {
            index += 1
            let nameStart = index
            while index < count, bytes[index] != UInt8(ascii: "="), bytes[index] != UInt8(ascii: ";"),
                bytes[index] != UInt8(ascii: ":")
            {
                index += 1
            }
            guard index < count else { throw ICalendarError(kind: .malformedLine, line: line, property: name) }
            let parameterName = upperASCII(bytes[nameStart..<index])
            var values: [String] = []
            if bytes[index] == UInt8(ascii: "=") {
                index += 1
                repeat {
                    if index < count, bytes[index] == UInt8(ascii: ",") { index += 1 }
                    if index < count, bytes[index] == UInt8(ascii: "\"") {
                        let valueStart = index + 1
                        index = valueStart
                        while index < count, bytes[index] != UInt8(ascii: "\"") { index += 1 }
                        guard index < count else {
                            throw ICalendarError(kind: .malformedLine, line: line, property: name)
                        }
                        values.append(decodeParameter(bytes[valueStart..<index]))
                        index += 1
                    } else {
                        let valueStart = index
                        while index < count, bytes[index] != UInt8(ascii: ","), bytes[index] != UInt8(ascii: ";"),
                            bytes[index] != UInt8(ascii: ":")
                        {
                            index += 1
                        }
                        values.append(decodeParameter(bytes[valueStart..<index]))
                    }
                } while index < count && bytes[index] == UInt8(ascii: ",")
            }
            parameters.append(ICalParameter(name: parameterName, values: values))
        }
        guard index < count, bytes[index] == UInt8(ascii: ":") else {
            throw ICalendarError(kind: .malformedLine, line: line, property: name)
        }
        let value = String(decoding: bytes[(index + 1)...], as: UTF8.self)
        return ICalContentLine(name: name, parameters: parameters, value: value, line: line)
    }

    private static func upperASCII(_ bytes: ArraySlice<UInt8>) -> String {
        var needsChange = false
        for byte in bytes where byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") || byte == 0x20 {
            needsChange = true
            break
        }
        if !needsChange { return String(decoding: bytes, as: UTF8.self) }
        let mapped = bytes.compactMap { byte -> UInt8? in
            if byte == 0x20 || byte == 0x09 { return nil }  // stray blanks around names
            return byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") ? byte - 32 : byte
        }
        return String(decoding: mapped, as: UTF8.self)
    }

    /// Decodes RFC 6868 caret escapes (`^n`, `^'`, `^^`) in a parameter value.
    private static func decodeParameter(_ bytes: ArraySlice<UInt8>) -> String {
        guard bytes.contains(UInt8(ascii: "^")) else { return String(decoding: bytes, as: UTF8.self) }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == UInt8(ascii: "^"), index + 1 < bytes.endIndex {
                switch bytes[index + 1] {
                case UInt8(ascii: "n"), UInt8(ascii: "N"): out.append(0x0A); index += 2; continue
                case UInt8(ascii: "'"): out.append(UInt8(ascii: "\"")); index += 2; continue
                case UInt8(ascii: "^"): out.append(byte); index += 2; continue
                default: break
                }
            }
            out.append(byte)
            index += 1
        }
        return String(decoding: out, as: UTF8.self)
    }
}
