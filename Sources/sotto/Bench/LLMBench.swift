import ArgumentParser
import Foundation
import Logging
import SottoCore
import SottoInference

/// `sotto bench llm`: Sotto's llama.cpp engine against llama.cpp's own `llama-bench` on the
/// same model, threads and token counts; then the cost of structured output, and the
/// adaptive thread policy against a fixed one while another process keeps a core busy.
struct LLMBench: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "llm",
        abstract: "Time generation (prompt and generated tokens/s, time to first token, memory) beside llama-bench.")

    @Option(help: ArgumentHelp("A GGUF file (default: the set-up's SmolLM2).", valueName: "path"))
    var model: String?

    @Option(help: ArgumentHelp("llama.cpp's llama-bench (scripts/bench-llm builds it).", valueName: "path"))
    var llamaBench: String?

    @Option(help: "Threads for both engines.")
    var threads = ProcessInfo.processInfo.activeProcessorCount

    @Option(help: "Prompt tokens.")
    var promptTokens = 417

    @Option(help: "Generated tokens.")
    var generatedTokens = 64

    @Option(help: "Runs of each measurement; the median is reported.")
    var repetitions = 3

    @Option(help: "Tokens the engine's context holds (the KV cache grows with it).")
    var contextLength = 2048

    @Option(help: ArgumentHelp("The KV cache's number format: f16 or q8_0.", valueName: "type"))
    var kvCache: LlamaEngine.KeyValueCacheType = .float16

    @Flag(help: "Skip the run with a competing busy process.")
    var noContention = false

    @Flag(help: "Skip the structured-output timing.")
    var noStructured = false

    private var engineConfiguration: LlamaEngine.Configuration {
        .init(contextLength: contextLength, threads: .fixed(threads), keyValueCache: kvCache)
    }

    func run() async throws {
        try await runReportingErrors {
            LoggingSetup.bootstrap()
            let modelURL = try model.map { URL(fileURLWithPath: $0) } ?? bundledModel()
            var result: [String: Any] = [
                "model": modelURL.lastPathComponent, "threads": threads, "cores": ProcessInfo.processInfo.activeProcessorCount,
                "prompt_tokens": promptTokens, "generated_tokens": generatedTokens, "repetitions": repetitions,
                "context_length": contextLength, "kv_cache": kvCache.rawValue,
            ]

            let baselineRSS = ResourceUsage.residentBytes()
            Terminal.writeError("loading \(modelURL.lastPathComponent)…\n")
            let loadStart = ContinuousClock.now
            let engine = LlamaEngine(configuration: engineConfiguration, logger: Logger(label: "sotto.bench"))
            try await engine.load(modelAt: modelURL)
            let loadSeconds = (ContinuousClock.now - loadStart).seconds
            let loadedRSS = ResourceUsage.residentBytes() - baselineRSS
            let memoryMapped = await engine.modelInfo?.isMemoryMapped ?? true
            result["memory_mapped"] = memoryMapped
            let prompt = try await Self.prompt(tokens: promptTokens, engine: engine)

            Terminal.writeError("timing Sotto's engine…\n")
            let ours = try await measure(engine, prompt: prompt)
            var sotto = ours.json(loadSeconds: loadSeconds, rssAboveBaseline: ResourceUsage.peakResidentBytes() - baselineRSS)
            sotto["rss_after_load_megabytes"] = Self.megabytes(loadedRSS)
            result["sotto"] = sotto

            if let baseline = try baselineBench() {
                Terminal.writeError("timing llama-bench…\n")
                let flags = LlamaBenchBaseline.Flags(memoryMapped: memoryMapped, keyValueCache: kvCache)
                let prompted = try baseline.run(
                    model: modelURL, threads: threads, promptTokens: promptTokens, generatedTokens: 0, depth: 0,
                    repetitions: repetitions, flags: flags)
                let generated = try baseline.run(
                    model: modelURL, threads: threads, promptTokens: 0, generatedTokens: generatedTokens,
                    depth: promptTokens, repetitions: repetitions, flags: flags)
                result["llama_bench"] = [
                    "prompt_tokens_per_second": prompted.promptTokensPerSecond?.rounded(places: 1) as Any,
                    "generated_tokens_per_second": generated.generatedTokensPerSecond?.rounded(places: 1) as Any,
                    "generation_depth": promptTokens,
                    "peak_rss_megabytes": Self.megabytes(max(prompted.peakResidentBytes, generated.peakResidentBytes)),
                ]
                result["ratio_to_llama_bench"] = [
                    "prompt": Self.ratio(ours.promptRate, prompted.promptTokensPerSecond),
                    "generation": Self.ratio(ours.generationRate, generated.generatedTokensPerSecond),
                ]
            } else {
                result["llama_bench"] = "not found: run scripts/bench-llm, or pass --llama-bench"
            }

            if !noStructured {
                Terminal.writeError("timing structured output…\n")
                result["structured_output"] = try await measureGrammar(engine)
            }

            if !noContention {
                Terminal.writeError("timing thread policies against one and two busy cores…\n")
                result["contention"] = try await measureContention(modelURL: modelURL, prompt: prompt)
            }
            await engine.unload()
            try Output.jsonObject(result)
        }
    }

    /// Medians of several runs through the engine's real path: tokenize, evaluate the prompt
    /// from an empty cache, sample and decode exactly `generatedTokens` tokens.
    struct Timing {
        var promptRate: Double?
        var generationRate: Double?
        var timeToFirstToken: Double?

        func json(loadSeconds: Double, rssAboveBaseline: Int) -> [String: Any] {
            [
                "prompt_tokens_per_second": promptRate?.rounded(places: 1) as Any,
                "generated_tokens_per_second": generationRate?.rounded(places: 1) as Any,
                "time_to_first_token_ms": timeToFirstToken.map { ($0 * 1000).rounded(places: 0) } as Any,
                "load_seconds": loadSeconds.rounded(places: 2),
                "rss_above_baseline_megabytes": LLMBench.megabytes(rssAboveBaseline),
            ]
        }
    }

    /// `repetitions` cold runs of exactly `generatedTokens` tokens after `prompt`.
    private func coldRuns(_ engine: LlamaEngine, prompt: String) async throws -> [GenerationStatistics] {
        let options = GenerationOptions(maxTokens: generatedTokens, sampling: .greedy, ignoresEndOfText: true)
        var runs: [GenerationStatistics] = []
        for _ in 0..<max(1, repetitions) {
            await engine.clearCache()
            for try await _ in engine.generate(prompt: prompt, options: options) {}
            if let statistics = await engine.lastStatistics { runs.append(statistics) }
        }
        return runs
    }

    private func measure(_ engine: LlamaEngine, prompt: String) async throws -> Timing {
        let runs = try await coldRuns(engine, prompt: prompt)
        return Timing(
            promptRate: Self.median(runs.compactMap(\.promptTokensPerSecond)),
            generationRate: Self.median(runs.compactMap(\.generatedTokensPerSecond)),
            timeToFirstToken: Self.median(runs.compactMap { $0.timeToFirstToken?.seconds }))
    }

    /// Free text against three grammar-constrained replies, same prompt and sampling.
    private func measureGrammar(_ engine: LlamaEngine) async throws -> [String: Any] {
        let messages: [ChatMessage] = [
            .system("Suggest three short replies to the email: yes, no, and a question."),
            .user("Hi Maya, would you like to have dinner with us in Lisbon on Friday at 8pm? Ana"),
        ]
        let schema = GenerationSchema.object([.init("replies", .array(of: .string(length: 1...120), count: 3))])
        let options = GenerationOptions(maxTokens: 160, sampling: .greedy)
        var free: [GenerationStatistics] = []
        var constrained: [GenerationStatistics] = []
        for _ in 0..<max(1, repetitions) {
            for try await _ in engine.generate(messages: messages, options: options) {}
            if let statistics = await engine.lastStatistics { free.append(statistics) }
            for try await _ in engine.generate(messages: messages, schema: schema, options: options) {}
            if let statistics = await engine.lastStatistics { constrained.append(statistics) }
        }
        return [
            "free_generated_tokens_per_second": Self.median(free.compactMap(\.generatedTokensPerSecond))?.rounded(places: 1) as Any,
            "constrained_generated_tokens_per_second": Self.median(constrained.compactMap(\.generatedTokensPerSecond))?.rounded(places: 1) as Any,
            "constrained_tokens": constrained.last?.generatedTokens as Any,
            "full_vocabulary_grammar_passes": constrained.last?.fullVocabularyGrammarPasses as Any,
            "prefiltered_candidates": 64,
        ]
    }

    /// Generation while busy loops hold one core, then both: a fixed thread count against the
    /// automatic policy, which sees the competitors and leaves their cores to them.
    private func measureContention(modelURL: URL, prompt: String) async throws -> [String: Any] {
        var result: [String: Any] = [:]
        for competitors in 1...2 {
            let loads = try (0..<competitors).map { _ in try CompetingLoad() }
            defer { for load in loads { load.stop() } }
            var rates: [String: Any] = [:]
            for (name, policy) in [("fixed_\(threads)_threads", ThreadPolicy.fixed(threads)), ("automatic", .automatic)] {
                var configuration = engineConfiguration
                configuration.threads = policy
                let engine = LlamaEngine(configuration: configuration, logger: Logger(label: "sotto.bench"))
                try await engine.load(modelAt: modelURL)
                let runs = try await coldRuns(engine, prompt: prompt)
                rates[name] = [
                    "generated_tokens_per_second": Self.median(runs.compactMap(\.generatedTokensPerSecond))?.rounded(places: 1) as Any,
                    "prompt_tokens_per_second": Self.median(runs.compactMap(\.promptTokensPerSecond))?.rounded(places: 1) as Any,
                    "threads_at_start": runs.last?.threads as Any,
                ]
                await engine.unload()
            }
            result["busy_cores_\(competitors)"] = rates
        }
        return result
    }

    private func bundledModel() throws -> URL {
        let url = ModelManager.Configuration.defaultStorageDirectory().appendingPathComponent("smollm2-135m-instruct-q4_1.gguf")
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw CLIError(.noInput, "SmolLM2 is not installed at \(url.path); run `make setup`")
        }
        return url
    }

    private func baselineBench() throws -> LlamaBenchBaseline? {
        if let llamaBench { return LlamaBenchBaseline(binary: URL(fileURLWithPath: llamaBench)) }
        return nil
    }

    /// A plain-text prompt of about `tokens` tokens for the loaded model.
    static func prompt(tokens: Int, engine: LlamaEngine) async throws -> String {
        let paragraph = """
            The kitchen renovation quote came in at thirty-eight thousand dollars, and the contractor \
            wants a decision by Friday. Maya forwarded it to Jonas with three questions about the \
            cabinets, the timeline and whether the permit fees were included. 
            """
        var words: [Substring] = []
        var text = ""
        while try await engine.tokenCount(of: text) < tokens {
            words.append(contentsOf: paragraph.split(separator: " "))
            text = words.joined(separator: " ")
        }
        while words.count > 1, try await engine.tokenCount(of: text) > tokens - 1 {
            words.removeLast()
            text = words.joined(separator: " ")
        }
        return text
    }

    static func median(_ values: [Double]) -> Double? {
        guard !values.isEmpty else { return nil }
        return values.sorted()[values.count / 2]
    }

    static func ratio(_ ours: Double?, _ theirs: Double?) -> Any {
        guard let ours, let theirs, theirs > 0 else { return NSNull() }
        return (ours / theirs).rounded(places: 3)
    }

    static func megabytes(_ bytes: Int) -> Double {
        (Double(bytes) / 1_048_576).rounded(places: 1)
    }
}

extension Duration {
    /// The duration in seconds.
    var seconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}

extension LlamaEngine.KeyValueCacheType: ExpressibleByArgument {}
