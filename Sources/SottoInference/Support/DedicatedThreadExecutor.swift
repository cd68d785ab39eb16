import Foundation

/// A serial executor that runs its jobs on one thread of its own.
///
/// llama.cpp calls block for milliseconds to seconds (a prompt evaluation, a model load).
/// Running them on Swift's cooperative pool would take one of its few threads away from
/// everything else — on a 2-core machine, half of it. An actor that owns a llama.cpp
/// context uses this executor so that blocking stays on a thread made for it.
final class DedicatedThreadExecutor: SerialExecutor, @unchecked Sendable { // reason: `jobs` and `stopping` are guarded by `condition`
    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []
    private var stopping = false

    /// Starts the thread, named `name` (visible in debuggers and `top -H`).
    init(name: String) {
        let thread = Thread { [self] in
            Thread.current.name = name // set from inside, where Linux applies it to the OS thread
            run()
        }
        thread.stackSize = 8 << 20
        thread.start()
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.lock()
        jobs.append(job)
        condition.signal()
        condition.unlock()
    }

    func asUnownedSerialExecutor() -> UnownedSerialExecutor {
        UnownedSerialExecutor(ordinary: self)
    }

    /// Lets the thread end once the jobs already queued have run.
    func shutdown() {
        condition.lock()
        stopping = true
        condition.signal()
        condition.unlock()
    }

    private func run() {
        while true {
            condition.lock()
            while jobs.isEmpty && !stopping {
                condition.wait()
            }
            if jobs.isEmpty {
                condition.unlock()
                return
            }
            let job = jobs.removeFirst()
            condition.unlock()
            job.runSynchronously(on: asUnownedSerialExecutor())
        }
    }
}
