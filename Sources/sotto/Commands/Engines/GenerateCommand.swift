import ArgumentParser
import Foundation
import SottoCore
import SottoInference

/// `sotto generate`: a prompt answered by the best engine on this machine, streamed.
struct GenerateCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Answer a prompt with the best local engine, streaming the text as it is generated.")

    enum Format: String, ExpressibleByArgument, CaseIterable {
        /// Free text.
        case text
        /// Three short replies as JSON, by grammar-constrained decoding.
        case replies
    }

    @Argument(help: "The prompt.")
    var prompt: String

    @Option(help: "Instructions for the model (a system message).")
    var system: String?

    @Option(help: "The most tokens to generate.")
    var maxTokens = 256

    @Option(help: "Sampling temperature; 0 is greedy (reproducible).")
    var temperature: Float = 0.7

    @Option(help: "Seed for reproducible random sampling.")
    var seed: UInt32?

    @Option(help: ArgumentHelp("Stop after this many seconds with the text so far.", valueName: "seconds"))
    var timeLimit: Double?

    @Option(help: "text, or replies (three short replies as JSON, always valid).")
    var format: Format = .text

    @Flag(help: "Print the engine and timing statistics on stderr afterwards.")
    var stats = false

    @OptionGroup var engine: EngineOptions

    func run() async throws {
        try await runReportingErrors {
            LoggingSetup.bootstrap()
            let resolution = try await engine.resolver(embeddings: false).resolve()
            let ai = resolution.engine
            if case .unavailable(let reason) = await ai.availability {
                throw CLIError(.noInput, "no generative engine is available: \(reason)")
            }
            var messages: [ChatMessage] = system.map { [.system($0)] } ?? []
            messages.append(.user(prompt))
            let sampling = temperature <= 0
                ? SamplingSettings.greedy : SamplingSettings(temperature: temperature, seed: seed)
            let options = GenerationOptions(
                maxTokens: maxTokens, sampling: sampling, timeLimit: timeLimit.map { .milliseconds(Int64($0 * 1000)) })
            let stream: AsyncThrowingStream<String, any Error>
            switch format {
            case .text:
                stream = ai.generate(messages: messages, options: options)
            case .replies:
                let schema = GenerationSchema.object([.init("replies", .array(of: .string(length: 1...160), count: 3))])
                stream = ai.generate(messages: messages, schema: schema, options: options)
            }
            for try await piece in stream {
                FileHandle.standardOutput.write(Data(TerminalText.sanitized(piece).utf8))
            }
            print()
            if stats { await printStatistics(ai) }
            await ai.unload()
        }
    }

    private func printStatistics(_ ai: any AIEngineProtocol) async {
        var line = "engine: \(ai.name)"
        if let llama = ai as? LlamaAIEngine, let statistics = await llama.engine.lastStatistics {
            let prompt = statistics.promptTokensPerSecond.map { String(format: "%.1f", $0) } ?? "-"
            let generated = statistics.generatedTokensPerSecond.map { String(format: "%.1f", $0) } ?? "-"
            let first = statistics.timeToFirstToken.map { String(format: "%.0f ms", $0.seconds * 1000) } ?? "-"
            line += "\nprompt: \(statistics.promptTokens) tokens (\(statistics.reusedPromptTokens) reused), \(prompt) tokens/s"
            line += "\ngenerated: \(statistics.generatedTokens) tokens, \(generated) tokens/s, first token after \(first)"
            line += "\nthreads: \(statistics.threads), stopped: \(statistics.stopReason.rawValue)"
        }
        Terminal.writeError(line + "\n")
    }
}
