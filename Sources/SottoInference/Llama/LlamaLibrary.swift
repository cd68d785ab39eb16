import CLlama
import Foundation
import Logging

/// Process-wide llama.cpp state: backend initialization (once) and the log callback that
/// routes llama.cpp's and ggml's messages into swift-log.
///
/// llama.cpp's logger is global, so the most recently attached `Logger` receives its
/// messages. Levels map down one step (llama.cpp's chatty `INFO` becomes `debug`), and
/// messages are re-assembled into whole lines, since llama.cpp writes some in fragments.
/// llama.cpp's library code logs model and system facts, not prompt text.
enum LlamaLibrary {
    /// Initializes the llama.cpp backend exactly once per process.
    static func initialize(logger: Logger) {
        LogRouter.shared.attach(logger)
        _ = backendInitialized
    }

    private static let backendInitialized: Bool = {
        llama_log_set(llamaLogCallback, nil)
        llama_backend_init()
        return true
    }()
}

/// Collects llama.cpp log fragments into lines and hands them to the attached logger.
final class LogRouter: @unchecked Sendable { // reason: all state is guarded by `lock`
    static let shared = LogRouter()

    private let lock = NSLock()
    private var logger: Logger?
    private var line = ""
    private var lineLevel: Logger.Level = .debug

    func attach(_ logger: Logger) {
        lock.withLock { self.logger = logger }
    }

    /// Receives one fragment; `level` is `nil` for a continuation of the previous fragment.
    func receive(_ text: String, level: Logger.Level?) {
        let lines: [(Logger.Level, String)] = lock.withLock {
            if let level, line.isEmpty { lineLevel = level }
            line += text
            var finished: [(Logger.Level, String)] = []
            while let newline = line.firstIndex(of: "\n") {
                finished.append((lineLevel, String(line[..<newline])))
                line = String(line[line.index(after: newline)...])
            }
            return finished
        }
        guard let logger = lock.withLock({ self.logger }) else { return }
        for (level, text) in lines where !text.trimmingCharacters(in: .whitespaces).isEmpty {
            let level = Self.reportsRequestedAbort(text) ? .debug : level
            logger.log(level: level, "\(text)", metadata: ["llama.source": "llama.cpp"])
        }
    }

    /// llama.cpp reports an evaluation stopped by the abort callback (a cancellation or a
    /// deadline that Sotto asked for) as three errors and a warning; they are expected, not
    /// failures. Status 1 is `GGML_STATUS_ABORTED`; `llama_decode` returns 2 for an abort.
    /// The warning about dropping the stopped batch's cache entries also follows a real
    /// failure, which has its own error line.
    static func reportsRequestedAbort(_ line: String) -> Bool {
        abortLines.contains(line) || line.hasPrefix("decode: removing memory module entries for seq_id")
    }

    private static let abortLines: Set<String> = [
        "graph_compute: ggml_backend_sched_graph_compute_async failed with error 1",
        "process_ubatch: failed to compute graph, compute status: 1",
        "llama_decode: failed to decode, ret = 2",
    ]

    /// Maps a ggml level to swift-log, one step quieter; `nil` for a continuation.
    static func level(_ level: ggml_log_level) -> Logger.Level? {
        switch level {
        case GGML_LOG_LEVEL_ERROR: return .error
        case GGML_LOG_LEVEL_WARN: return .warning
        case GGML_LOG_LEVEL_INFO: return .debug
        case GGML_LOG_LEVEL_CONT: return nil
        default: return .trace
        }
    }
}

/// The C callback given to `llama_log_set`; it captures nothing, as C function pointers must.
private let llamaLogCallback: ggml_log_callback = { level, text, _ in
    guard let text else { return }
    LogRouter.shared.receive(String(cString: text), level: LogRouter.level(level))
}
