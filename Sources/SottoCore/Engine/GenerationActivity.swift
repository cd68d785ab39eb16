/// Tells background work when text generation is running, so it can wait.
///
/// On a 2-core machine, llama.cpp's decoding threads collapse when anything else competes
/// for a core (a token went from 9 ms to 3.5 s); an encoder batch started mid-generation
/// costs the person waiting for a reply far more than it saves. Engines mark each generation
/// with ``begin()`` / ``end()``; the processing queue calls ``waitUntilIdle()`` before each
/// encoder batch.
public actor GenerationActivity {
    private var running = 0
    private var waiters: [Int: CheckedContinuation<Void, Never>] = [:]
    private var nextWaiter = 0

    /// Creates an idle tracker.
    public init() {}

    /// True while at least one generation runs.
    public var isBusy: Bool { running > 0 }

    /// A generation started.
    public func begin() {
        running += 1
    }

    /// A generation ended; when none is left, waiting work resumes.
    public func end() {
        running = max(0, running - 1)
        guard running == 0 else { return }
        let resumed = waiters.values
        waiters.removeAll()
        for waiter in resumed { waiter.resume() }
    }

    /// Returns when no generation runs (at once if none does), or when the calling task is
    /// cancelled.
    public func waitUntilIdle() async {
        guard running > 0, !Task.isCancelled else { return }
        let id = nextWaiter
        nextWaiter += 1
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                waiters[id] = continuation
            }
        } onCancel: {
            Task { await self.resume(id) }
        }
    }

    private func resume(_ id: Int) {
        waiters.removeValue(forKey: id)?.resume()
    }

    /// Runs `stream` as one generation: ``begin()`` before the first element, ``end()`` when it
    /// finishes, fails or its consumer stops listening.
    public nonisolated func tracking(
        _ stream: AsyncThrowingStream<String, any Error>
    ) -> AsyncThrowingStream<String, any Error> {
        AsyncThrowingStream { continuation in
            let task = Task {
                await self.begin()
                do {
                    for try await piece in stream { continuation.yield(piece) }
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: error)
                }
                await self.end()
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }
}
