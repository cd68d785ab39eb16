import Dispatch
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Turns Ctrl-C into task cancellation for long work that should stop cleanly.
enum Interrupt {
    /// Runs `work` in a task that the first Ctrl-C (SIGINT) cancels instead of ending the
    /// process, so the work can keep what it has done; a second Ctrl-C ends the process as
    /// usual. Default SIGINT handling is restored when `work` returns.
    static func cancellingOnInterrupt<Value: Sendable>(
        _ work: @escaping @Sendable () async throws -> Value
    ) async throws -> Value {
        let task = Task { try await work() }
        signal(SIGINT, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
        source.setEventHandler {
            task.cancel()
            signal(SIGINT, SIG_DFL)
        }
        source.resume()
        defer {
            source.cancel()
            signal(SIGINT, SIG_DFL)
        }
        return try await withTaskCancellationHandler {
            try await task.value
        } onCancel: {
            task.cancel()
        }
    }
}
