/// A 64-bit key for comparing short fixed texts (placeholders, markers) without allocating:
/// FNV-1a over the UTF-8 bytes with spaces, invisible marks and dots skipped and ASCII letters
/// lowercased. `Image omitted`, `‎image omitted.` and `IMAGE  OMITTED` get the same key.
enum WhatsAppMarkerKey {
    /// The key of `bytes[start..<end]`.
    static func of(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, end: Int) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        var index = start
        while index < end {
            let blank = WhatsAppBytes.blankLength(bytes, at: index)
            if blank > 0 { index += blank; continue }
            var byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: ".") { continue }
            if byte &- UInt8(ascii: "A") < 26 { byte += 32 }
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return hash
    }

    /// The key of `text`.
    static func of(_ text: String) -> UInt64 {
        let utf8 = Array(text.utf8)
        return utf8.withUnsafeBufferPointer { of($0, start: 0, end: $0.count) }
    }

    /// The keys of `texts`.
    static func set(_ texts: [String]) -> Set<UInt64> {
        Set(texts.map { of($0) })
    }
}
