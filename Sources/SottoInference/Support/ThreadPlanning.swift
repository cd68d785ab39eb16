import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How many threads llama.cpp computes with.
public enum ThreadPolicy: Sendable, Hashable {
    /// Chosen per request from the core count and the threads other processes have ready to
    /// run at that moment: decoding uses the cores other processes leave free (and fewer when
    /// it slows down sharply mid-request, a thread starved of its core); prompt batches use
    /// every core unless other work could fill more than all of them.
    case automatic
    /// Always this many threads (at least 1).
    case fixed(Int)
}

/// Picks a thread count from the machine's cores and the load other processes put on them.
///
/// llama.cpp's worker threads meet at a barrier after every operation; when another process
/// holds one of the cores, a thread waiting for its turn stalls all the others. On 2 cores a
/// single-token decode was measured going from 9 ms to 3.5 s that way, while 1 thread stayed
/// near 17 ms. So a core that other work is using is left to it.
enum ThreadPlanner {
    /// Threads to use with `cores` cores when other processes keep `otherLoad` cores busy
    /// on average: one core is given up for each whole busy core (rounded to nearest).
    static func threads(cores: Int, otherLoad: Double) -> Int {
        let busy = Int(max(0, otherLoad).rounded(.toNearestOrAwayFromZero))
        return max(1, min(cores, cores - busy))
    }

    /// Threads for prompt batches: every core until other processes could keep more than
    /// all of them busy, then as for single tokens. A batch is long stretches of work between
    /// barriers, so a shared core slows it far less than it slows token-by-token decoding;
    /// measured on 2 cores with 1 and 2 busy loops, 2 threads read prompts 5% and 26% faster
    /// than 1, while decoding was 14% and 34% faster with 1.
    static func batchThreads(cores: Int, otherLoad: Double) -> Int {
        otherLoad <= Double(cores) + 0.5 ? max(1, cores) : threads(cores: cores, otherLoad: otherLoad)
    }
}

/// Estimates how much of the 1-minute load average is this process's own doing, so the
/// engine does not mistake its previous generation for another process's load (where the
/// load average is all there is: see ``SystemLoad/otherRunnableThreads(samples:)``).
struct OwnLoadTracker {
    private var average = 0.0
    private var last: (wall: Double, cpu: Double)?

    /// Folds in a new sample (monotonic wall seconds and process CPU seconds) and returns the
    /// estimated number of cores this process kept busy, averaged like the kernel's 1-minute
    /// load (exponential, 60 s time constant).
    mutating func update(wallSeconds: Double, cpuSeconds: Double) -> Double {
        if let last, wallSeconds > last.wall {
            let elapsed = wallSeconds - last.wall
            let rate = max(0, cpuSeconds - last.cpu) / elapsed
            let decay = exp(-elapsed / 60)
            average = average * decay + rate * (1 - decay)
        }
        last = (wallSeconds, cpuSeconds)
        return average
    }
}

/// Watches single-token decode times during generation and lowers the thread count when a
/// decode takes many times longer than the fastest seen with that many threads — the sign
/// that a worker thread is waiting for a core another process holds.
struct DecodeGovernor {
    /// How many times slower than the best a decode must be to count as stalled.
    static let slowdownFactor = 5.0
    /// Decodes shorter than this never count as stalled (timer noise, tiny models).
    static let minimumStall: Duration = .milliseconds(25)
    /// Consecutive stalled decodes before the thread count is lowered.
    static let stallsBeforeStepDown = 2

    private var fastest: [Int: Duration] = [:]
    private var consecutiveStalls = 0

    /// Records a decode that took `duration` with `threads` threads; returns a lower thread
    /// count to switch to, or `nil` to keep going.
    mutating func record(_ duration: Duration, threads: Int) -> Int? {
        guard let best = fastest[threads] else {
            fastest[threads] = duration
            return nil
        }
        if duration < best { fastest[threads] = duration }
        let stalled = duration > max(best * Self.slowdownFactor, Self.minimumStall)
        consecutiveStalls = stalled ? consecutiveStalls + 1 : 0
        guard threads > 1, consecutiveStalls >= Self.stallsBeforeStepDown else { return nil }
        consecutiveStalls = 0
        return threads - 1
    }
}

/// Reads the machine facts the thread planning needs.
enum SystemLoad {
    /// Cores available to this process.
    static var activeCores: Int { ProcessInfo.processInfo.activeProcessorCount }

    /// Threads of other processes that are running or waiting for a core right now, averaged
    /// over `samples` readings a millisecond apart; nil where the kernel does not say (it is
    /// read from Linux's `/proc`).
    ///
    /// The load average trails by a minute: after a burst of other work it would keep a
    /// thread idle long after the cores came free, and miss work that has just started.
    static func otherRunnableThreads(samples: Int = 8) -> Double? {
        var total = 0
        for sample in 0..<max(1, samples) {
            if sample > 0 { usleep(1_000) }
            guard let runnable = runnableThreads(loadavg: readProcFile("/proc/loadavg")) else { return nil }
            total += runnable - ownRunnableThreads()
        }
        return max(0, Double(total) / Double(max(1, samples)))
    }

    /// The kernel's count of runnable threads, the number before the slash in the fourth
    /// field of `/proc/loadavg` (`0.52 0.31 0.20 3/412 8812`).
    static func runnableThreads(loadavg: String?) -> Int? {
        guard let loadavg else { return nil }
        let fields = loadavg.split(separator: " ")
        guard fields.count >= 4, let running = fields[3].split(separator: "/").first else { return nil }
        return Int(running)
    }

    /// Whether a `/proc/<pid>/task/<tid>/stat` line is of a running or runnable thread: its
    /// state, the field after the parenthesised command name, is `R`.
    static func isRunnable(taskStat: String) -> Bool {
        guard let close = taskStat.lastIndex(of: ")") else { return false }
        return taskStat[taskStat.index(after: close)...].drop { $0 == " " }.first == "R"
    }

    /// This process's threads that are running or runnable (the caller's among them).
    private static func ownRunnableThreads() -> Int {
        guard let tasks = try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task") else { return 1 }
        return max(1, tasks.count { readProcFile("/proc/self/task/\($0)/stat").map(isRunnable(taskStat:)) ?? false })
    }

    /// A small `/proc` file's text (their sizes read as 0, so they are read to the end).
    private static func readProcFile(_ path: String) -> String? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard let data = try? handle.readToEnd() else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    /// The 1-minute load average, or 0 where it cannot be read.
    static var oneMinuteLoad: Double {
        var loads = [Double](repeating: 0, count: 3)
        return getloadavg(&loads, 3) >= 1 ? loads[0] : 0
    }

    /// CPU seconds this process has used, all threads together.
    static var processCPUSeconds: Double {
        var time = timespec()
        guard clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time) == 0 else { return 0 }
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// Monotonic seconds, for intervals.
    static var monotonicSeconds: Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
