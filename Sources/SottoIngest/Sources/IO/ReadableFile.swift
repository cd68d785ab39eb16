#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// An open file read in chunks with `read(2)`. Owns its descriptor and closes it on deinit,
/// so an abandoned reader never leaks one. Not thread-safe: one reader, one owner.
final class ReadableFile {
    let path: String
    /// The size reported by `fstat` when opened.
    let size: Int64
    private let descriptor: Int32

    init(path: String) throws(SourceError) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw SourceError.posix(errno, path: path, doing: "open")
        }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            let code = errno
            close(descriptor)
            throw SourceError.posix(code, path: path, doing: "examine")
        }
        self.path = path
        self.descriptor = descriptor
        self.size = Int64(info.st_size)
    }

    deinit {
        close(descriptor)
    }

    /// Reads up to `buffer.count` bytes into `buffer`; returns how many (0 at the end).
    func read(into buffer: UnsafeMutableRawBufferPointer) throws(SourceError) -> Int {
        guard let base = buffer.baseAddress, buffer.count > 0 else { return 0 }
        while true {
            let count = systemRead(descriptor, base, buffer.count)
            if count >= 0 { return count }
            let code = errno
            if code == EINTR { continue }
            throw SourceError.posix(code, path: path, doing: "read")
        }
    }

    /// Reads up to `count` bytes; an empty result means the end of the file.
    func read(upTo count: Int) throws(SourceError) -> [UInt8] {
        var failure: SourceError?
        let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            do throws(SourceError) {
                initialized = try read(into: UnsafeMutableRawBufferPointer(buffer))
            } catch {
                failure = error
                initialized = 0
            }
        }
        if let failure { throw failure }
        return bytes
    }

    /// Reads the rest of the file, failing with ``SourceError/Code/messageTooLarge`` once more
    /// than `limit` bytes would be held.
    func readToEnd(appendingTo bytes: inout [UInt8], limit: Int, chunkSize: Int) throws(SourceError) {
        while true {
            let chunk = try read(upTo: chunkSize)
            if chunk.isEmpty { return }
            guard bytes.count + chunk.count <= limit else {
                throw SourceError.tooLarge(path: path, limit: limit)
            }
            bytes.append(contentsOf: chunk)
        }
    }
}

extension SourceError {
    /// A message larger than the configured limit.
    static func tooLarge(path: String, limit: Int) -> SourceError {
        SourceError(
            code: .messageTooLarge, path: path,
            reason: "message is larger than the \(limit / (1 << 20)) MiB limit; raise maximumMessageBytes to import it")
    }
}

/// `read(2)`, reachable from inside `ReadableFile` where `read` names the method.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
