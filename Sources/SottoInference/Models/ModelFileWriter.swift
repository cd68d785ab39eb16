import Foundation

/// Appends downloaded bytes to a file. A seam so tests can simulate a full disk.
public protocol ModelFileWriter: AnyObject {
    /// Appends `bytes`; throws when the disk refuses them.
    func write(_ bytes: UnsafeRawBufferPointer) throws
    /// Flushes to disk and closes the file.
    func close() throws
}

/// Opens a writer for `url`, appending when `append` is true and truncating otherwise.
public typealias ModelFileWriterFactory = @Sendable (_ url: URL, _ append: Bool) throws -> any ModelFileWriter

/// Writes with POSIX `write(2)`, reporting errno (ENOSPC when the disk is full).
final class POSIXModelFileWriter: ModelFileWriter {
    private var descriptor: Int32
    private let path: String

    init(url: URL, append: Bool) throws {
        path = url.path
        let flags = O_WRONLY | O_CREAT | (append ? O_APPEND : O_TRUNC)
        descriptor = open(path, flags, 0o644)
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    }

    func write(_ bytes: UnsafeRawBufferPointer) throws {
        guard let base = bytes.baseAddress else { return }
        var offset = 0
        while offset < bytes.count {
            let written = Foundation.write(descriptor, base + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
            }
            offset += written
        }
    }

    func close() throws {
        guard descriptor >= 0 else { return }
        defer { descriptor = -1 }
        let synced = fsync(descriptor)
        let syncError = errno
        _ = Foundation.close(descriptor)
        if synced != 0 { throw POSIXError(POSIXErrorCode(rawValue: syncError) ?? .EIO) }
    }

    deinit {
        if descriptor >= 0 { _ = Foundation.close(descriptor) }
    }
}
