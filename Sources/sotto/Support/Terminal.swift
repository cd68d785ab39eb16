import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Small terminal helpers: is a stream a terminal, read a secret without echo.
enum Terminal {
    static var stderrIsTerminal: Bool { isatty(STDERR_FILENO) == 1 }
    static var stdoutIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }

    /// Writes `text`, sanitized (it may quote a message or a query), to stderr.
    static func writeError(_ text: String) {
        FileHandle.standardError.write(Data(TerminalText.sanitized(text).utf8))
    }

    /// Writes the CLI's own control sequences (the progress bar) to stderr, unsanitized.
    static func writeControl(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// Reads one line from the controlling terminal with echo off. Nil when there is no terminal.
    static func readSecret(prompt: String) -> String? {
        let fd = open("/dev/tty", O_RDWR)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var original = termios()
        guard tcgetattr(fd, &original) == 0 else { return nil }
        var silent = original
        silent.c_lflag &= ~tcflag_t(ECHO)
        _ = write(fd, prompt, prompt.utf8.count)
        tcsetattr(fd, TCSAFLUSH, &silent)
        defer {
            tcsetattr(fd, TCSAFLUSH, &original)
            _ = write(fd, "\n", 1)
        }
        var bytes: [UInt8] = []
        var byte: UInt8 = 0
        while read(fd, &byte, 1) == 1, byte != 10, byte != 13 { bytes.append(byte) }
        return String(decoding: bytes, as: UTF8.self)
    }
}
