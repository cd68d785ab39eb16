import ArgumentParser
import Foundation
import SottoCore
import SottoInference

/// `sotto engines`: what each engine tier says about this machine.
struct EnginesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "engines",
        abstract: "Show which AI engine each tier offers on this machine, and why not when it cannot.",
        discussion: """
            Tiers, best first: Apple Foundation Models (Apple platforms with Apple Intelligence), \
            llama.cpp with the best installed model (Qwen3-1.7B with 6 GB of memory or more, else \
            Qwen3-0.6B, else imported models, else the set-up's SmolLM2), and none (features degrade). \
            With --load, models are loaded in that order until one works.
            """)

    @OptionGroup var engine: EngineOptions

    @Flag(help: "Load models to find the engine that really works (a failed load moves on to the next).")
    var load = false

    @Flag(help: "Print JSON.")
    var json = false

    struct Line: Encodable {
        var tier: String
        var model: String?
        var available: Bool
        var reason: String?
        var chosen: Bool
    }

    func run() async throws {
        try await runReportingErrors {
            LoggingSetup.bootstrap()
            let resolver = try await engine.resolver(embeddings: false)
            let reports: [AIEngineResolver.Report]
            var chosen: Int?
            if load {
                let resolution = await resolver.resolve()
                reports = resolution.reports
                chosen = reports.count - 1
                await resolution.engine.unload()
            } else {
                reports = await resolver.survey()
                chosen = reports.firstIndex { $0.availability.isAvailable } ?? reports.count - 1
            }
            let lines = reports.enumerated().map { index, report in
                var reason: String?
                if case .unavailable(let why) = report.availability { reason = why.description }
                if report.tier == .stub, index != chosen {
                    reason = "the fallback when no other tier works (no replies or summaries; keyword search)"
                }
                return Line(
                    tier: report.tier.rawValue, model: report.model, available: report.availability.isAvailable,
                    reason: reason, chosen: index == chosen)
            }
            if json { return try Output.json(lines) }
            let memory = resolver.configuration.physicalMemoryBytes
            print("memory: \(Output.bytes(Int64(memory)))\(load ? "" : "  (survey; --load to try loading)")")
            for line in lines {
                let mark = line.chosen ? "→" : " "
                let state = line.available ? "available" : "unavailable: \(line.reason ?? "")"
                print("\(mark) \(Output.column(line.tier, 18)) \(Output.column(line.model ?? "-", 28)) \(state)")
            }
        }
    }
}
