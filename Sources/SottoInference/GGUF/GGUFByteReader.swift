import Foundation

/// Reads little-endian values from the start of a file in chunks, counting its position, so
/// a GGUF header of any size can be walked without loading the weights behind it.
struct GGUFByteReader {
    /// Thrown when the file ends before a value that the header announced.
    struct EndOfFile: Error {}

    private let next: (Int) throws -> Data
    private var buffer: [UInt8] = []
    private var index = 0
    private var exhausted = false
    /// How many bytes have been consumed from the start.
    private(set) var offset: UInt64 = 0

    /// Reads from `handle` in chunks of `chunkSize` bytes.
    init(handle: FileHandle, chunkSize: Int = 1 << 20) {
        self.next = { _ in try handle.read(upToCount: chunkSize) ?? Data() }
    }

    /// Reads from an in-memory buffer, handed out `chunkSize` bytes at a time (for tests
    /// that feed a header in fragments).
    init(data: Data, chunkSize: Int) {
        var remaining = data[...]
        self.next = { _ in
            let chunk = remaining.prefix(chunkSize)
            remaining = remaining.dropFirst(chunk.count)
            return Data(chunk)
        }
    }

    /// Makes sure `count` bytes are buffered, reading more chunks as needed.
    private mutating func fill(_ count: Int) throws {
        while buffer.count - index < count {
            if exhausted { throw EndOfFile() }
            let chunk = try next(count)
            if chunk.isEmpty {
                exhausted = true
                continue
            }
            if index > 0 {
                buffer.removeFirst(index)
                index = 0
            }
            buffer.append(contentsOf: chunk)
        }
    }

    /// The next `count` raw bytes.
    mutating func bytes(_ count: Int) throws -> ArraySlice<UInt8> {
        try fill(count)
        defer {
            index += count
            offset += UInt64(count)
        }
        return buffer[index..<index + count]
    }

    /// Skips `count` bytes.
    mutating func skip(_ count: UInt64) throws {
        var left = count
        while left > 0 {
            let step = Int(min(left, 1 << 20))
            _ = try bytes(step)
            left -= UInt64(step)
        }
    }

    /// The next unsigned little-endian integer of type `T`.
    mutating func integer<T: FixedWidthInteger>(_: T.Type) throws -> T {
        let raw = try bytes(MemoryLayout<T>.size)
        var value: T = 0
        for (shift, byte) in raw.enumerated() {
            value |= T(truncatingIfNeeded: byte) << (8 * shift)
        }
        return value
    }
}
