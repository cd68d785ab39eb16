import Foundation
import Synchronization

/// How long work shows its progress on stderr, from `$SOTTO_PROGRESS`.
enum ProgressStyle: String {
    /// A one-line bar redrawn in place (the default when stderr is a terminal).
    case bar
    /// One plain line per whole percent, for logs and for programs that watch the output.
    case lines
    /// Nothing (the default when stderr is not a terminal).
    case none

    /// `$SOTTO_PROGRESS` when it names a style, else a bar on a terminal and nothing otherwise.
    static var configured: ProgressStyle {
        ProcessInfo.processInfo.environment["SOTTO_PROGRESS"].flatMap(ProgressStyle.init(rawValue:))
            ?? (Terminal.stderrIsTerminal ? .bar : .none)
    }
}

/// Progress of long work on stderr: a bar redrawn at most ten times a second, or plain lines
/// (see ``ProgressStyle``).
final class ProgressBar: Sendable {
    private let label: String
    private let style: ProgressStyle
    /// When the bar was last drawn, or the whole percent the last line showed.
    private let last = Mutex((drawn: Date.distantPast, percent: -1))
    private let width = 30

    init(label: String, style: ProgressStyle = .configured) {
        self.label = label
        self.style = style
    }

    /// Redraws with `fraction` in 0...1 and a short status text.
    func update(fraction: Double, status: String) {
        let clamped = min(max(fraction, 0), 1)
        let percent = Int(clamped * 100)
        let now = Date()
        let due = last.withLock { last in
            switch style {
            case .none:
                return false
            case .bar:
                guard now.timeIntervalSince(last.drawn) >= 0.1 || clamped >= 1 else { return false }
            case .lines:
                guard percent > last.percent else { return false }
            }
            last = (now, percent)
            return true
        }
        guard due else { return }
        let shown = String(format: "%3d%%", percent)
        if style == .lines {
            Terminal.writeError("\(label) \(shown)  \(status)\n")
        } else {
            let filled = Int(clamped * Double(width))
            let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
            Terminal.writeControl("\r\u{1B}[2K" + TerminalText.sanitized("\(label) \(bar) \(shown)  \(status)"))
        }
    }

    /// Clears the bar's line so that following output starts clean.
    func finish() {
        guard style == .bar else { return }
        Terminal.writeControl("\r\u{1B}[2K")
    }
}
