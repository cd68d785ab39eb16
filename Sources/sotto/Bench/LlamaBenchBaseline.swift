import Foundation
import SottoInference

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

    /// The settings Sotto's engine ran with, passed on so both load and cache alike.
    struct Flags {
        var memoryMapped: Bool
        var keyValueCache: LlamaEngine.KeyValueCacheType

        var arguments: [String] {
            var arguments = ["-mmp", memoryMapped ? "1" : "0"]
            if keyValueCache == .q8_0 {
                arguments += ["-ctk", "q8_0", "-ctv", "q8_0", "-fa", "on"]
            }
            return arguments
        }
    }

    let binary: URL

    /// `llama-bench -m model -t threads -p promptTokens -n generatedTokens -d depth -r repetitions -o json`
    /// plus `flags`.
    func run(
        model: URL, threads: Int, promptTokens: Int, generatedTokens: Int, depth: Int, repetitions: Int, flags: Flags
    ) throws -> Result {
        let process = Process()
        process.executableURL = binary
        process.arguments = [
            "-m", model.path, "-t", String(threads), "-p", String(promptTokens), "-n", String(generatedTokens),
            "-d", String(depth), "-r", String(repetitions), "-o", "json",
        ] + flags.arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        let (data, peak) = try ResourceUsage.runMeasuringPeak(process, readingOutput: output.fileHandleForReading)
        guard process.terminationStatus == 0 else {
            throw CLIError(.failure, "llama-bench exited with status \(process.terminationStatus)")
        }
        let tests = try JSONSerialization.jsonObject(with: data) as? [[String: Any]] ?? []
        var result = Result(peakResidentBytes: peak)
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
