import AsyncHTTPClient
import Crypto
import Foundation
import Logging
import NIOCore

/// One download of one file: resumes a kept `.partial` with `Range` + `If-Range`, hashes
/// while streaming, verifies, then renames into place. Runs outside the manager's actor.
struct ModelDownload: Sendable {
    /// What a finished download produced.
    struct Completed: Sendable {
        var sha256: String
        var bytes: Int64
        var verified: Bool
    }

    var id: String
    var url: URL
    var destination: URL
    var expected: ModelFile
    var client: HTTPClient
    var makeWriter: ModelFileWriterFactory
    var logger: Logger

    private var partialURL: URL { ModelFiles.partialURL(for: destination) }
    private var resumeURL: URL { ModelFiles.resumeURL(for: destination) }

    private enum Attempt {
        case completed(Completed)
        case restartFromZero
    }

    /// A write to disk failed; kept apart from transport errors.
    private struct WriteFailure: Error {
        var underlying: any Error
    }

    func run(progress: @escaping @Sendable (DownloadProgress) -> Void) async throws -> Completed {
        do {
            try FileManager.default.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
        } catch {
            throw failure(.writeFailed, "the storage folder cannot be created", error)
        }
        if case .completed(let done) = try await attempt(resume: true, progress: progress) { return done }
        logger.info("restarting the download from the first byte", metadata: ["model.id": "\(id)"])
        if case .completed(let done) = try await attempt(resume: false, progress: progress) { return done }
        throw ModelManagerError(.unexpectedStatus, "the server refused every byte range; try again later", model: id, path: url.absoluteString)
    }

    private func attempt(resume: Bool, progress: @escaping @Sendable (DownloadProgress) -> Void) async throws -> Attempt {
        var offset: Int64 = 0
        var hasher = SHA256()
        let record = resume ? ResumeRecord.load(from: resumeURL) : nil
        if let record, record.url == url.absoluteString, let kept = ModelFiles.size(of: partialURL), kept > 0 {
            do {
                hasher = try SHA256File.hasher(for: partialURL)
            } catch is CancellationError {
                throw CancellationError()
            } catch {
                throw failure(.writeFailed, "the kept partial download cannot be read", error)
            }
            offset = kept
        } else {
            try? ModelFiles.removeIfPresent(partialURL)
            try? ModelFiles.removeIfPresent(resumeURL)
        }

        var request = HTTPClientRequest(url: url.absoluteString)
        if offset > 0 {
            request.headers.add(name: "Range", value: "bytes=\(offset)-")
            if let validator = record?.ifRangeValidator { request.headers.add(name: "If-Range", value: validator) }
        }
        let response: HTTPClientResponse
        do {
            response = try await client.execute(request, deadline: .distantFuture, logger: logger)
        } catch {
            throw transportFailure(error, received: offset)
        }

        var total: Int64?
        switch response.status.code {
        case 206:
            guard offset > 0, let range = ContentRange(response.headers.first(name: "Content-Range")), range.start == offset
            else { return .restartFromZero }
            total = range.total
        case 200:
            if offset > 0 {
                logger.info("the server ignored the byte range; starting over", metadata: ["model.id": "\(id)"])
                offset = 0
                hasher = SHA256()
            }
            total = response.headers.first(name: "Content-Length").flatMap { Int64($0) }
        case 416 where offset > 0:
            return .restartFromZero
        case 404:
            throw ModelManagerError(.notFound, "the server has no file at this address (HTTP 404); the catalog entry may be out of date", model: id, path: url.absoluteString)
        default:
            throw ModelManagerError(.unexpectedStatus, "the server answered HTTP \(response.status.code) \(response.status.reasonPhrase)", model: id, path: url.absoluteString)
        }
        total = total ?? expected.sizeInBytes

        let validators = ResumeRecord(
            url: url.absoluteString, entityTag: response.headers.first(name: "ETag"),
            lastModified: response.headers.first(name: "Last-Modified"))
        let writer: any ModelFileWriter
        do {
            try validators.save(to: resumeURL)
            writer = try makeWriter(partialURL, offset > 0)
        } catch {
            throw failure(.writeFailed, "the partial download cannot be written", error)
        }

        var received = offset
        var reportedPercent = -1
        func report() {
            let update = DownloadProgress(receivedBytes: received, totalBytes: total)
            let percent = update.percent.map { Int($0) } ?? Int(received >> 20)
            if percent != reportedPercent {
                reportedPercent = percent
                progress(update)
            }
        }
        report()
        do {
            for try await buffer in response.body {
                try Task.checkCancellation()
                try buffer.withUnsafeReadableBytes { bytes in
                    do { try writer.write(bytes) } catch { throw WriteFailure(underlying: error) }
                    hasher.update(bufferPointer: bytes)
                }
                received += Int64(buffer.readableBytes)
                report()
            }
            // A cancelled body sequence may simply end; that is still a cancellation.
            try Task.checkCancellation()
            try writer.close()
        } catch let error as WriteFailure {
            try? writer.close()
            throw failure(.writeFailed, "writing the download failed after \(received) bytes (is the disk full?); the partial file is kept for resuming", error.underlying)
        } catch {
            try? writer.close()
            throw transportFailure(error, received: received)
        }

        if let total, received < total {
            throw ModelManagerError(.transferInterrupted, "the connection ended after \(received) of \(total) bytes; download again to resume", model: id, path: partialURL.path)
        }
        let digest = ModelFiles.hex(hasher.finalize())
        if let published = expected.sha256, published != digest {
            try? ModelFiles.removeIfPresent(partialURL)
            try? ModelFiles.removeIfPresent(resumeURL)
            throw ModelManagerError(.checksumMismatch, "the downloaded file's SHA-256 is \(digest), but \(published) is published; the partial file was deleted", model: id, path: partialURL.path)
        }
        guard rename(partialURL.path, destination.path) == 0 else {
            throw failure(.writeFailed, "the verified download cannot be moved into place", POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO))
        }
        try? ModelFiles.removeIfPresent(resumeURL)
        return .completed(Completed(sha256: digest, bytes: received, verified: expected.sha256 != nil))
    }

    private func failure(_ code: ModelManagerError.Code, _ message: String, _ error: any Error) -> ModelManagerError {
        ModelManagerError(code, message, model: id, path: partialURL.path, underlying: error)
    }

    /// Cancellation stays a `CancellationError`; anything else is an interrupted transfer.
    private func transportFailure(_ error: any Error, received: Int64) -> any Error {
        if error is CancellationError || Task.isCancelled { return CancellationError() }
        if let error = error as? ModelManagerError { return error }
        return failure(.transferInterrupted, "the download stopped after \(received) bytes; download again to resume", error)
    }
}

/// A parsed `Content-Range: bytes start-end/total` header.
struct ContentRange: Equatable {
    var start: Int64
    var end: Int64
    var total: Int64?

    init?(_ header: String?) {
        guard let header, header.hasPrefix("bytes ") else { return nil }
        let parts = header.dropFirst("bytes ".count).split(separator: "/", maxSplits: 1)
        let bounds = parts.first?.split(separator: "-", maxSplits: 1) ?? []
        guard parts.count == 2, bounds.count == 2, let start = Int64(bounds[0]), let end = Int64(bounds[1]), start <= end
        else { return nil }
        self.start = start
        self.end = end
        total = Int64(parts[1])
    }
}
