/// Cuts a byte stream into lines, whatever the chunking: a line split across chunks (even
/// inside a UTF-8 sequence or between `\r` and `\n`) comes out whole. Line endings (`\n` or
/// `\r\n`) are removed. A line longer than `maxLineBytes` is cut there; the rest of it is
/// dropped and the line is flagged, so memory stays bounded on files without newlines.
struct WhatsAppLineSplitter: Sendable {
    /// The most bytes kept of one line.
    let maxLineBytes: Int
    private var pending: [UInt8] = []
    /// Bytes of an unfinished line held until its end arrives.
    var bufferedBytes: Int { pending.count }
    private var pendingTruncated = false

    init(maxLineBytes: Int) {
        self.maxLineBytes = maxLineBytes
    }

    /// Calls `onLine` with each line completed by `bytes` and whether it was cut.
    mutating func feed(
        _ bytes: some Collection<UInt8>,
        _ onLine: (UnsafeBufferPointer<UInt8>, Bool) -> Void
    ) {
        let handled: Void? = bytes.withContiguousStorageIfAvailable { buffer in
            split(buffer, onLine)
        }
        if handled == nil {
            Array(bytes).withUnsafeBufferPointer { split($0, onLine) }
        }
    }

    /// Calls `onLine` with the last line when the input did not end with a newline.
    mutating func finish(_ onLine: (UnsafeBufferPointer<UInt8>, Bool) -> Void) {
        guard !pending.isEmpty || pendingTruncated else { return }
        if pending.last == WhatsAppBytes.carriageReturn, !pendingTruncated { pending.removeLast() }
        emitPending(onLine)
    }

    private mutating func split(_ buffer: UnsafeBufferPointer<UInt8>, _ onLine: (UnsafeBufferPointer<UInt8>, Bool) -> Void) {
        var start = 0
        while start < buffer.count {
            guard let newline = WhatsAppBytes.firstIndex(of: WhatsAppBytes.newline, in: buffer, from: start) else {
                append(UnsafeBufferPointer(rebasing: buffer[start...]))
                return
            }
            if pending.isEmpty && !pendingTruncated {
                var end = newline
                if end > start, buffer[end - 1] == WhatsAppBytes.carriageReturn { end -= 1 }
                if end - start > maxLineBytes {
                    onLine(UnsafeBufferPointer(rebasing: buffer[start..<(start + maxLineBytes)]), true)
                } else {
                    onLine(UnsafeBufferPointer(rebasing: buffer[start..<end]), false)
                }
            } else {
                append(UnsafeBufferPointer(rebasing: buffer[start..<newline]))
                if pending.last == WhatsAppBytes.carriageReturn, !pendingTruncated { pending.removeLast() }
                emitPending(onLine)
            }
            start = newline + 1
        }
    }

    private mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        let room = maxLineBytes + 1 - pending.count
        if bytes.count <= room {
            pending.append(contentsOf: bytes)
        } else {
            if room > 0 { pending.append(contentsOf: bytes.prefix(room)) }
            pendingTruncated = true
        }
    }

    private mutating func emitPending(_ onLine: (UnsafeBufferPointer<UInt8>, Bool) -> Void) {
        var truncated = pendingTruncated
        if pending.count > maxLineBytes {
            pending.removeLast(pending.count - maxLineBytes)
            truncated = true
        }
        pending.withUnsafeBufferPointer { onLine($0, truncated) }
        pending.removeAll(keepingCapacity: pending.capacity <= 1 << 16)
        pendingTruncated = false
    }
}
