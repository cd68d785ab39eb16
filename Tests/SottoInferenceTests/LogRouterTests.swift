import CLlama
import Logging
import Testing

@testable import SottoInference

@Suite("llama.cpp log routing")
struct LogRouterTests {
    private func router() -> (LogRouter, LogRecords) {
        let records = LogRecords()
        var logger = Logger(label: "sotto.test.router") { _ in CapturingLogHandler(records: records) }
        logger.logLevel = .trace
        let router = LogRouter()
        router.attach(logger)
        return (router, records)
    }

    @Test("fragments and continuations are joined into whole lines at the first fragment's level")
    func joinsFragments() {
        let (router, records) = router()
        router.receive("llama_model_loader: loaded meta data ", level: .debug)
        router.receive("with 33 key-value pairs\nprint_info: arch", level: nil)
        router.receive(" = llama\n", level: nil)
        router.receive("load_tensors: ....", level: .trace)
        router.receive("....\n", level: nil)
        router.receive("something went wrong\n", level: .error)
        let lines = records.all
        #expect(lines.map(\.message) == [
            "llama_model_loader: loaded meta data with 33 key-value pairs",
            "print_info: arch = llama",
            "load_tensors: ........",
            "something went wrong",
        ])
        #expect(lines.map(\.level) == [.debug, .debug, .trace, .error])
        #expect(lines.allSatisfy { $0.metadata["llama.source"] == "llama.cpp" })
    }

    @Test("llama.cpp's levels map one step quieter, errors and warnings stay")
    func levels() {
        #expect(LogRouter.level(GGML_LOG_LEVEL_ERROR) == .error)
        #expect(LogRouter.level(GGML_LOG_LEVEL_WARN) == .warning)
        #expect(LogRouter.level(GGML_LOG_LEVEL_INFO) == .debug)
        #expect(LogRouter.level(GGML_LOG_LEVEL_DEBUG) == .trace)
        #expect(LogRouter.level(GGML_LOG_LEVEL_CONT) == nil)
    }

    @Test("the errors llama.cpp reports for an abort Sotto asked for are logged as debug")
    func requestedAbort() {
        let (router, records) = router()
        router.receive("llama_decode: failed to decode, ret = 2\n", level: .error)
        router.receive("llama_decode: failed to decode, ret = -3\n", level: .error)
        #expect(records.all.map(\.level) == [.debug, .error])
    }
}
