import Foundation
import Logging
import SottoCore

/// Picks the best AI engine this machine can run, tier by tier:
/// 1. Apple Foundation Models, where the platform has them;
/// 2. llama.cpp with the best installed model: Qwen3-1.7B with at least 6 GB of physical
///    memory, else Qwen3-0.6B, else any imported GGUF model, else the small model the set-up
///    installs;
/// 3. ``StubAIEngine``, which says why nothing else is available.
///
/// A model that fails to load (not enough memory, a damaged file) does not fail the feature:
/// the resolver moves on to the next candidate and records why. The machine's memory, the
/// installed models and the loader are injectable, so every branch can be tested.
public struct AIEngineResolver: Sendable {
    /// Loads a GGUF model into a new engine.
    public typealias LlamaLoader = @Sendable (InstalledModel) async throws -> LlamaEngine

    /// A generative model on disk.
    public struct InstalledModel: Sendable, Hashable {
        /// The catalog (or import) id.
        public var id: String
        /// The name for people.
        public var name: String
        /// The GGUF file.
        public var url: URL
        /// The file's size.
        public var sizeInBytes: Int64

        /// Creates a description of an installed model.
        public init(id: String, name: String, url: URL, sizeInBytes: Int64) {
            self.id = id
            self.name = name
            self.url = url
            self.sizeInBytes = sizeInBytes
        }
    }

    /// What the resolver knows about the machine and what it may use.
    public struct Configuration: Sendable {
        /// Physical memory in bytes.
        public var physicalMemoryBytes: UInt64
        /// Installed generative models (any order; the resolver ranks them).
        public var installedModels: [InstalledModel]
        /// The Foundation Models engine where the platform has one, else `nil`.
        public var foundationModels: (any AIEngineProtocol)?
        /// The sentence encoder for embeddings and classification without a generative model.
        public var embedder: (any Embedder)?
        /// Loads a model for the llama.cpp tier.
        public var loadLlama: LlamaLoader
        /// Marks loaded models so they are not deleted while in use.
        public var manager: ModelManager?
        /// Shared with the processing queue, which waits for generations to end before
        /// running encoder batches.
        public var activity: GenerationActivity

        /// Creates a configuration; by default this machine's memory, Foundation Models where
        /// available, and a loader with the default ``LlamaEngine/Configuration``.
        public init(
            physicalMemoryBytes: UInt64 = ProcessInfo.processInfo.physicalMemory,
            installedModels: [InstalledModel],
            foundationModels: (any AIEngineProtocol)? = AIEngineResolver.platformFoundationModels(),
            embedder: (any Embedder)? = nil,
            manager: ModelManager? = nil,
            activity: GenerationActivity = GenerationActivity(),
            logger: Logger,
            loadLlama: LlamaLoader? = nil
        ) {
            self.physicalMemoryBytes = physicalMemoryBytes
            self.installedModels = installedModels
            self.foundationModels = foundationModels
            self.embedder = embedder
            self.manager = manager
            self.activity = activity
            self.loadLlama = loadLlama ?? { model in
                let engine = LlamaEngine(logger: logger)
                try await engine.load(modelAt: model.url)
                return engine
            }
        }
    }

    /// What one candidate said about this machine.
    public struct Report: Sendable, Hashable {
        /// The tier.
        public var tier: AIEngineTier
        /// The model, for the llama.cpp tier.
        public var model: String?
        /// Whether the candidate can run, and why not.
        public var availability: EngineAvailability
    }

    /// The chosen engine and what every candidate before it said.
    public struct Resolution: Sendable {
        /// The engine to use (the stub when nothing else runs).
        public var engine: any AIEngineProtocol
        /// One report per candidate considered, in order.
        public var reports: [Report]
    }

    /// Physical memory needed for Qwen3-1.7B (the threshold).
    public static let largeModelMemoryBytes: UInt64 = 6_000_000_000

    /// The configuration.
    public let configuration: Configuration

    /// Creates a resolver.
    public init(configuration: Configuration) {
        self.configuration = configuration
    }

    /// The candidates in order of preference, with what each says, without loading any model.
    public func survey() async -> [Report] {
        var reports = [await foundationModelsReport()]
        for candidate in llamaCandidates() {
            reports.append(Report(tier: .llama, model: candidate.model.name, availability: candidate.availability))
        }
        reports.append(Report(tier: .stub, model: nil, availability: .unavailable(stubReason(after: reports))))
        return reports
    }

    /// The Foundation Models engine where the platform has one and the OS is new enough.
    public static func platformFoundationModels(embedder: (any Embedder)? = nil) -> (any AIEngineProtocol)? {
        #if canImport(FoundationModels)
        if #available(macOS 26.0, iOS 26.0, *) { return FoundationModelsEngine(embedder: embedder) }
        #endif
        return nil
    }

    /// The best engine that works: candidates are tried in order, a model that fails to load
    /// is skipped with its reason, and the stub ends the list.
    public func resolve() async -> Resolution {
        var reports = [await foundationModelsReport()]
        if let engine = configuration.foundationModels, reports[0].availability.isAvailable {
            return Resolution(engine: engine, reports: reports)
        }
        for candidate in llamaCandidates() {
            guard candidate.availability.isAvailable else {
                reports.append(Report(tier: .llama, model: candidate.model.name, availability: candidate.availability))
                continue
            }
            do {
                let engine = try await configuration.loadLlama(candidate.model)
                reports.append(Report(tier: .llama, model: candidate.model.name, availability: .available))
                let wrapped = await LlamaAIEngine(
                    engine: engine, modelID: candidate.model.id, modelName: candidate.model.name,
                    embedder: configuration.embedder, manager: configuration.manager, activity: configuration.activity)
                return Resolution(engine: wrapped, reports: reports)
            } catch {
                reports.append(Report(
                    tier: .llama, model: candidate.model.name, availability: .unavailable(.loadFailed(detail: "\(error)"))))
            }
        }
        let reason = stubReason(after: reports)
        reports.append(Report(tier: .stub, model: nil, availability: .unavailable(reason)))
        return Resolution(engine: StubAIEngine(reason: reason, embedder: configuration.embedder), reports: reports)
    }

    private func foundationModelsReport() async -> Report {
        guard let engine = configuration.foundationModels else {
            return Report(tier: .foundationModels, model: nil, availability: .unavailable(.notSupportedOnPlatform(
                detail: "Apple Foundation Models need macOS 26 or iOS 26 with Apple Intelligence")))
        }
        return Report(tier: .foundationModels, model: engine.name, availability: await engine.availability)
    }

    /// Installed models ranked: Qwen3-1.7B, Qwen3-0.6B, imported models, the set-up's model;
    /// each with whether this machine can run it.
    func llamaCandidates() -> [(model: InstalledModel, availability: EngineAvailability)] {
        let ranked = configuration.installedModels.sorted { rank(of: $0) < rank(of: $1) }
        return ranked.map { model in
            let required = requiredMemory(for: model)
            guard configuration.physicalMemoryBytes >= required else {
                return (model, .unavailable(.notEnoughMemory(
                    requiredBytes: required, availableBytes: configuration.physicalMemoryBytes)))
            }
            return (model, .available)
        }
    }

    private func rank(of model: InstalledModel) -> Int {
        switch model.id {
        case ModelCatalogEntries.qwen3_1_7B.id: return 0
        case ModelCatalogEntries.qwen3_0_6B.id: return 1
        case ModelCatalogEntries.bundledGenerativeModelID: return 3
        default: return 2
        }
    }

    /// The 1.7B model needs the 6 GB; any other model its file plus room for the
    /// context and the rest of the app (a quarter of the file, at least 256 MiB).
    private func requiredMemory(for model: InstalledModel) -> UInt64 {
        if model.id == ModelCatalogEntries.qwen3_1_7B.id { return Self.largeModelMemoryBytes }
        let file = UInt64(max(0, model.sizeInBytes))
        return file + max(file / 4, 256 << 20)
    }

    /// Why the stub is all that is left: the last llama.cpp candidate's reason, or that no
    /// model is installed.
    private func stubReason(after reports: [Report]) -> EngineAvailability.Reason {
        for report in reports.reversed() where report.tier == .llama {
            if case .unavailable(let reason) = report.availability { return reason }
        }
        if configuration.installedModels.isEmpty {
            return .modelNotInstalled(model: "a generative model (run `sotto models download \(ModelCatalogEntries.qwen3_0_6B.id)`)")
        }
        return .modelNotReady
    }
}

extension ModelManager {
    /// The installed GGUF models, for ``AIEngineResolver/Configuration/installedModels``.
    public func installedGenerativeModels() -> [AIEngineResolver.InstalledModel] {
        list().compactMap { listing in
            guard listing.status.isInstalled, let url = listing.fileURL, url.pathExtension.lowercased() == "gguf" else { return nil }
            let size = (try? url.resourceValues(forKeys: [.fileSizeKey]).fileSize).flatMap { $0 } ?? 0
            return AIEngineResolver.InstalledModel(id: listing.entry.id, name: listing.entry.name, url: url, sizeInBytes: Int64(size))
        }
    }

    /// The folder of the installed all-MiniLM-L6-v2 encoder, or `nil` when it is not installed.
    public func embeddingModelDirectory() -> URL? {
        let id = ModelCatalogEntries.embeddingModelID
        guard (try? status(of: id))?.isInstalled == true, let file = try? fileURL(of: id) else { return nil }
        return file.deletingLastPathComponent()
    }
}
