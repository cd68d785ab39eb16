import Foundation

/// Runs llama.cpp's own `llama-bench` on the same model, threads and token counts, for the
/// side-by-side numbers the benchmark prints.
struct LlamaBenchBaseline {
    /// Tokens per second of llama-bench's prompt (pp) and generation (tg) tests, and the peak
    /// RSS of the llama-bench process.
    struct Result {
        var promptTokensPerSecond: Double?
        var generatedTokensPerSecond: Double?
        var peakResidentBytes: Int
    }

    let binary: URL

    /// `llama-bench -m model -t threads -p promptTokens -n generatedTokens -d depth -r repetitions -o json`.
    func run(model: URL, threads: Int, promptTokens: Int, generatedTokens: Int, depth: Int, repetitions: Int) throws -> Result {
        let process = Process()
        process.executableURL = binary
        process.arguments = [
            "-m", model.path, "-t", String(threads), "-p", String(promptTokens), "-n", String(generatedTokens),
            "-d", String(depth), "-r", String(repetitions), "-o", "json",
        ]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw CLIError(.failure, "llama-bench exited with status \(process.terminationStatus)")
        }
        let tests = try JSONSerialization.jsonObject(with: data) as? [[String: Any]] ?? []
        var result = Result(peakResidentBytes: ResourceUsage.peakChildResidentBytes())
        for test in tests {
            let rate = test["avg_ts"] as? Double
            if (test["n_prompt"] as? Int ?? 0) > 0 {
                result.promptTokensPerSecond = rate
            } else if (test["n_gen"] as? Int ?? 0) > 0 {
                result.generatedTokensPerSecond = rate
            }
        }
        return result
    }
}

/// A process that keeps one core busy, standing in for a build or a browser tab competing
/// with generation. Spawned and reaped with POSIX calls: Foundation's `Process.waitUntilExit`
/// spins a run loop that never returns when called from a Swift concurrency thread on Linux.
final class CompetingLoad {
    private var pid: pid_t = 0

    init() throws {
        let words = ["/bin/sh", "-c", "while :; do :; done"]
        var arguments: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
        defer { for argument in arguments { free(argument) } }
        let status = posix_spawn(&pid, "/bin/sh", nil, nil, &arguments, environ)
        guard status == 0 else { throw CLIError(.failure, "cannot start the competing process (posix_spawn: \(status))") }
    }

    func stop() {
        guard pid > 0 else { return }
        kill(pid, SIGKILL)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        pid = 0
    }
}
