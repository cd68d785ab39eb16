/// Chunkings chosen by the input itself, so libFuzzer explores the boundaries of streaming
/// parsers along with their content.
enum FuzzChunks {
    /// Consecutive ranges of 1…64 bytes covering `bytes`, their sizes taken from the bytes.
    static func ranges(of bytes: [UInt8]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var start = 0
        var step = 0
        while start < bytes.count {
            let seed = Int(bytes[step % bytes.count])
            let end = min(bytes.count, start + 1 + (seed &+ step) % 64)
            ranges.append(start..<end)
            start = end
            step += 1
        }
        return ranges
    }

    /// A split point in `0...bytes.count`, taken from the first and last bytes.
    static func splitPoint(of bytes: [UInt8]) -> Int {
        guard let first = bytes.first, let last = bytes.last else { return 0 }
        return (Int(first) << 8 | Int(last)) % (bytes.count + 1)
    }
}
