import Foundation
import Logging

/// The CLI's logging: warnings and errors on stderr by default; `SOTTO_LOG_LEVEL=info` (or
/// debug, trace) for more. Libraries only ever log metadata, never mail content.
enum LoggingSetup {
    private static let once: Void = {
        let level = ProcessInfo.processInfo.environment["SOTTO_LOG_LEVEL"].flatMap(Logger.Level.init(rawValue:)) ?? .warning
        LoggingSystem.bootstrap { label in
            var handler = StreamLogHandler.standardError(label: label)
            handler.logLevel = level
            return handler
        }
    }()

    static func bootstrap() { _ = once }
}
