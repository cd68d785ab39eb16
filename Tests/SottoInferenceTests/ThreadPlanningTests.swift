import Foundation
import Testing

@testable import SottoInference

@Suite("Adaptive thread count")
struct ThreadPlanningTests {
    @Test("an idle machine gets every core; each busy core is given up", arguments: [
        (2, 0.0, 2), (2, 0.4, 2), (2, 0.6, 1), (2, 1.0, 1), (2, 3.5, 1),
        (8, 0.2, 8), (8, 2.2, 6), (8, 20, 1), (1, 0, 1), (4, -0.7, 4),
    ])
    func plan(cores: Int, otherLoad: Double, expected: Int) {
        #expect(ThreadPlanner.threads(cores: cores, otherLoad: otherLoad) == expected)
    }

    @Test("prompt batches keep every core until other work could fill more than all of them", arguments: [
        (2, 0.0, 2), (2, 1.0, 2), (2, 2.4, 2), (2, 2.6, 1), (2, 6.0, 1), (8, 8.4, 8), (8, 10.0, 1), (1, 3.0, 1),
    ])
    func batch(cores: Int, otherLoad: Double, expected: Int) {
        #expect(ThreadPlanner.batchThreads(cores: cores, otherLoad: otherLoad) == expected)
    }

    @Test("steady decode times keep the thread count")
    func steady() {
        var governor = DecodeGovernor()
        for step in 0..<100 {
            #expect(governor.record(.milliseconds(9 + step % 3), threads: 2) == nil)
        }
    }

    @Test("a collapse (9 ms → seconds per token) drops a thread after two stalled decodes")
    func collapse() {
        var governor = DecodeGovernor()
        for _ in 0..<10 { _ = governor.record(.milliseconds(9), threads: 2) }
        #expect(governor.record(.milliseconds(3500), threads: 2) == nil)
        #expect(governor.record(.milliseconds(3500), threads: 2) == 1)
        for _ in 0..<10 { _ = governor.record(.milliseconds(17), threads: 1) }
        #expect(governor.record(.milliseconds(900), threads: 1) == nil)
        #expect(governor.record(.milliseconds(900), threads: 1) == nil, "never below one thread")
    }

    @Test("a single hiccup or a slow but short decode is not a collapse")
    func hiccup() {
        var governor = DecodeGovernor()
        for _ in 0..<5 { _ = governor.record(.milliseconds(2), threads: 2) }
        #expect(governor.record(.milliseconds(20), threads: 2) == nil) // 10x but under 25 ms
        #expect(governor.record(.milliseconds(20), threads: 2) == nil)
        #expect(governor.record(.milliseconds(300), threads: 2) == nil)
        #expect(governor.record(.milliseconds(2), threads: 2) == nil)
        #expect(governor.record(.milliseconds(300), threads: 2) == nil)
    }

    @Test("the process's own CPU use is averaged like the kernel's 1-minute load")
    func ownLoad() {
        var tracker = OwnLoadTracker()
        #expect(tracker.update(wallSeconds: 0, cpuSeconds: 0) == 0)
        // One core busy for 60 s: 1 - e^-1 of a core, as the load average would show.
        let busy = tracker.update(wallSeconds: 60, cpuSeconds: 60)
        #expect(abs(busy - 0.632) < 0.01)
        // Then idle for two minutes: it decays by e^-2.
        let idle = tracker.update(wallSeconds: 180, cpuSeconds: 60)
        #expect(abs(idle - 0.632 * 0.135) < 0.01)
    }

    @Test("the kernel's runnable-thread count and thread states are read from /proc's formats")
    func procFormats() {
        #expect(SystemLoad.runnableThreads(loadavg: "0.52 0.31 0.20 3/412 8812\n") == 3)
        #expect(SystemLoad.runnableThreads(loadavg: "0.52 0.31") == nil)
        #expect(SystemLoad.runnableThreads(loadavg: nil) == nil)
        #expect(SystemLoad.isRunnable(taskStat: "8812 (sotto.llama) R 1 8812 8812 0 -1"))
        #expect(!SystemLoad.isRunnable(taskStat: "8813 (odd) R) name) S 1 8812"), "the state follows the last parenthesis")
        #expect(!SystemLoad.isRunnable(taskStat: "garbage"))
    }

    #if os(Linux)
    @Test("a busy process elsewhere counts as another runnable thread at once")
    func seesBusyProcess() throws {
        let busy = try CompetingLoad()
        defer { busy.stop() }
        usleep(50_000)  // past exec, into its loop
        let loadavg = try String(contentsOfFile: "/proc/loadavg", encoding: .utf8)
        #expect(try #require(SystemLoad.runnableThreads(loadavg: loadavg)) >= 2, "the loop and this thread: \(loadavg)")
        // Other tests run threads of this process meanwhile, so single readings are noisy;
        // the loop adds one in every reading.
        let others = try #require(SystemLoad.otherRunnableThreads(samples: 40))
        #expect(others >= 0.5, "the busy loop is always runnable; saw \(others)")
    }
    #endif
}
