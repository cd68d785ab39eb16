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
