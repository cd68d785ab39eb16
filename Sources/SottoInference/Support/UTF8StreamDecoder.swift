/// Turns a stream of byte pieces into text without ever splitting a character: bytes of a
/// multi-byte UTF-8 sequence that arrive in different pieces (a token may end mid-emoji)
/// are held back until the sequence is complete.
struct UTF8StreamDecoder {
    private var pending: [UInt8] = []

    /// Appends `bytes` and returns the text that is now complete (possibly empty).
    mutating func decode<Bytes: Sequence>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
        pending.append(contentsOf: bytes)
        let complete = Self.completePrefixLength(pending)
        guard complete > 0 else { return "" }
        let text = String(decoding: pending[..<complete], as: UTF8.self)
        pending.removeFirst(complete)
        return text
    }

    /// Drops the bytes still held back: the start of a character that never finished
    /// (generation stopped in the middle of it). Returns how many bytes were dropped.
    @discardableResult
    mutating func discardIncomplete() -> Int {
        defer { pending.removeAll() }
        return pending.count
    }

    /// The length of the longest prefix that does not end inside an unfinished sequence.
    /// Invalid bytes count as complete (they decode to U+FFFD rather than stall the stream).
    static func completePrefixLength(_ bytes: [UInt8]) -> Int {
        // An unfinished sequence is at most 3 bytes long; look back for its lead byte.
        var index = bytes.count - 1
        let lowest = max(0, bytes.count - 3)
        while index >= lowest {
            let byte = bytes[index]
            if byte & 0b1100_0000 != 0b1000_0000 { // not a continuation byte
                let needed: Int
                switch byte {
                case 0xC2...0xDF: needed = 2
                case 0xE0...0xEF: needed = 3
                case 0xF0...0xF4: needed = 4
                default: needed = 1 // ASCII or an invalid lead byte
                }
                return bytes.count - index < needed ? index : bytes.count
            }
            index -= 1
        }
        return bytes.count
    }
}
