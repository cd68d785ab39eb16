import SottoCore
import Testing

@Suite("Generation activity")
struct GenerationActivityTests {
    @Test("background work waits while a generation runs and resumes when it ends")
    func waitsForGeneration() async throws {
        let activity = GenerationActivity()
        await activity.waitUntilIdle()  // idle: returns at once
        await activity.begin()
        let waiter = Task {
            await activity.waitUntilIdle()
            return await activity.isBusy
        }
        try await Task.sleep(for: .milliseconds(50))
        #expect(await activity.isBusy)
        await activity.end()
        #expect(await waiter.value == false, "the waiter resumed only once the generation ended")
    }

    @Test("a cancelled waiter stops waiting")
    func cancelledWaiter() async throws {
        let activity = GenerationActivity()
        await activity.begin()
        let waiter = Task { await activity.waitUntilIdle() }
        waiter.cancel()
        await waiter.value
        #expect(await activity.isBusy, "cancelling a waiter does not end the generation")
    }

    @Test("a tracked stream counts as a generation until its source finishes")
    func tracksStreams() async throws {
        let activity = GenerationActivity()
        let (source, generation) = AsyncThrowingStream<String, any Error>.makeStream()
        let consumer = Task {
            var text = ""
            for try await piece in activity.tracking(source) { text += piece }
            return text
        }
        generation.yield("one ")
        for _ in 0..<500 where await !activity.isBusy {
            try await Task.sleep(for: .milliseconds(10))
        }
        #expect(await activity.isBusy)
        generation.yield("two")
        generation.finish()
        #expect(try await consumer.value == "one two")
        await activity.waitUntilIdle()
        #expect(await !activity.isBusy)
    }
}
