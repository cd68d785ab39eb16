import Foundation
import Synchronization

/// A one-line progress bar on stderr, drawn only when stderr is a terminal and at most
/// ten times a second.
final class ProgressBar: Sendable {
    private let label: String
    private let enabled: Bool
    private let lastDraw = Mutex(Date.distantPast)
    private let width = 30

    init(label: String, enabled: Bool = Terminal.stderrIsTerminal) {
        self.label = label
        self.enabled = enabled
    }

    /// Redraws with `fraction` in 0...1 and a short status text.
    func update(fraction: Double, status: String) {
        guard enabled else { return }
        let now = Date()
        let due = lastDraw.withLock { last in
            guard now.timeIntervalSince(last) >= 0.1 || fraction >= 1 else { return false }
            last = now
            return true
        }
        guard due else { return }
        let clamped = min(max(fraction, 0), 1)
        let filled = Int(clamped * Double(width))
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
        Terminal.writeError("\r\u{1B}[2K\(label) \(bar) \(String(format: "%3.0f%%", clamped * 100))  \(status)")
    }

    /// Clears the line so that following output starts clean.
    func finish() {
        guard enabled else { return }
        Terminal.writeError("\r\u{1B}[2K")
    }
}
