import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A process that keeps one core busy, standing in for a build or a browser tab competing
/// with generation (for benchmarks and tests of the thread planning). Spawned and reaped with
/// POSIX calls: Foundation's `Process.waitUntilExit` spins a run loop that never returns when
/// called from a Swift concurrency thread on Linux.
public final class CompetingLoad {
    private var pid: pid_t = 0

    /// Starts the busy process.
    /// - Throws: `POSIXError` when it cannot be started.
    public init() throws {
        let words = ["/bin/sh", "-c", "while :; do :; done"]
        var arguments: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
        defer { for argument in arguments { free(argument) } }
        let status = posix_spawn(&pid, "/bin/sh", nil, nil, &arguments, environ)
        guard status == 0 else { throw POSIXError(POSIXErrorCode(rawValue: status) ?? .EINVAL) }
    }

    deinit { stop() }

    /// Ends the busy process and waits for it.
    public func stop() {
        guard pid > 0 else { return }
        kill(pid, SIGKILL)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        pid = 0
    }
}
