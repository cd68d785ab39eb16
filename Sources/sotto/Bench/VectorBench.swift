import ArgumentParser
import Foundation
import SottoVectorIndex

/// `sotto bench vectors`: Sotto's vector index on synthetic MiniLM-like vectors, beside the
/// libraries a user might pick instead (numpy, faiss-cpu, sqlite-vec) on the same vectors.
struct VectorBench: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "vectors",
        abstract: "Time semantic search (k results per query) on synthetic MiniLM-like vectors beside numpy, faiss and sqlite-vec.",
        discussion: """
            For each size, prints JSON: query latency (p50, p95, mean; one query at a time) of \
            Sotto's index and of its exact fp32 scan, recall@k against the exact scan, build time, \
            bytes per vector, process memory; then the same vectors and queries searched with \
            numpy, faiss-cpu IndexFlatIP and sqlite-vec (a Python that has them, set up by \
            scripts/bench-search) and the ratios of their latencies to Sotto's. The vectors are \
            generated from a seed and the reference MiniLM embeddings (see SyntheticEmbeddings). \
            The load average is included: measure on an otherwise idle machine.
            """)

    @Option(help: "Index sizes, comma-separated.")
    var sizes = "100000,1000000"

    @Option(help: "Queries per size.")
    var queries = 200

    @Option(help: "Results per query.")
    var k = 10

    @Option(help: "Seed for the generated vectors.")
    var seed: UInt64 = 1

    @Option(help: "Threads for Sotto and the baselines.")
    var threads = ProcessInfo.processInfo.activeProcessorCount

    @Option(help: ArgumentHelp("The folder with embeddings.jsonl, the real vectors the generator follows.", valueName: "path"))
    var reference = "../shared/reference/minilm"

    @Option(help: ArgumentHelp("A Python with numpy, faiss-cpu and sqlite-vec; without it, no baselines.", valueName: "path"))
    var python: String?

    @Option(help: ArgumentHelp("The baseline script.", valueName: "path"))
    var baselineScript = "scripts/vector-baseline.py"

    @Option(help: "Queries timed with sqlite-vec, which is slow at a million vectors.")
    var sqliteVecQueries = 50

    func validate() throws {
        guard !indexSizes.isEmpty, indexSizes.allSatisfy({ $0 > 0 }) else {
            throw ValidationError("--sizes takes positive counts separated by commas, e.g. 100000,1000000")
        }
        guard queries > 0, k > 0, threads > 0 else { throw ValidationError("--queries, --k and --threads must be positive") }
    }

    private var indexSizes: [Int] {
        sizes.split(separator: ",").compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }
    }

    func run() async throws {
        try await runReportingErrors {
            #if DEBUG
            let build = "debug"
            Terminal.writeError("warning: measure with a release build (`swift build -c release`)\n")
            #else
            let build = "release"
            #endif
            let referenceFile = URL(fileURLWithPath: reference).appendingPathComponent("embeddings.jsonl")
            let referenceVectors = try JSONLines.read(referenceFile, as: EmbedBench.ReferenceVector.self).map(\.embedding)
            var results: [[String: Any]] = []
            for size in indexSizes {
                results.append(try await measure(size: size, reference: referenceVectors))
                Output.flush()
            }
            try Output.jsonObject([
                "build": build,
                "cores": ProcessInfo.processInfo.activeProcessorCount,
                "threads": threads,
                "k": k,
                "vectors": "synthetic: clusters shaped on the reference all-MiniLM-L6-v2 embeddings (mean direction, covariance, Zipf cluster sizes)",
                "goal": ["p95_ms_at_100000": 2, "p95_ms_at_1000000": 20, "recall_at_10": 0.99],
                "sizes": results,
            ])
        }
    }

    /// Generates `size` vectors, builds the index, times it and the baselines.
    private func measure(size: Int, reference: [[Float]]) async throws -> [String: Any] {
        let loadBefore = Self.loadAverage()
        Terminal.writeError("\(size) vectors: generating…\n")
        let generator = try SyntheticEmbeddings(reference: reference, count: size, seed: seed)
        let dimension = generator.dimension
        let vectors = await generator.vectors(count: size, seed: seed &+ 1)
        let queryVectors = await generator.vectors(count: queries, seed: seed &+ 2)
        let queryList = (0..<queries).map { Array(queryVectors[($0 * dimension)..<(($0 + 1) * dimension)]) }

        Terminal.writeError("\(size) vectors: building the index…\n")
        let clock = ContinuousClock()
        var index = VectorIndex(dimension: dimension, configuration: .init(threads: threads))
        let buildTime = try clock.measure {
            index.reserveCapacity(vectors: size)
            for row in 0..<size {
                try index.add(id: Int64(row), vectors: [Array(vectors[(row * dimension)..<((row + 1) * dimension)])])
            }
        }
        let residentAfterBuild = ResourceUsage.residentBytes()

        Terminal.writeError("\(size) vectors: \(queries) queries…\n")
        for query in queryList.prefix(5) { _ = try index.search(query: query, k: k) }
        let (approximate, approximateTimes) = try Self.timed(queryList) { try index.search(query: $0, k: k) }
        let (exact, exactTimes) = try Self.timed(queryList) { try index.exactSearch(query: $0, k: k) }
        let found = zip(approximate, exact).map { Set($0.map(\.id)).intersection($1.map(\.id)).count }.reduce(0, +)
        let sotto = Percentiles(approximateTimes)

        let recall = Double(found) / Double(max(exact.map(\.count).reduce(0, +), 1))
        var sottoEntry = sotto.json(suffix: "_ms")
        sottoEntry["recall_at_k"] = recall.rounded(places: 4)
        sottoEntry["build_seconds"] = (buildTime / .seconds(1)).rounded(places: 2)
        sottoEntry["candidates_per_query"] = index.configuration.candidatesPerResult * k
        sottoEntry["bytes_per_vector"] = index.bytesPerVector.rounded(places: 1)
        sottoEntry["index_megabytes"] = (Double(index.bytesHeld) / 1_048_576).rounded(places: 1)
        sottoEntry["rss_megabytes_after_build"] = (Double(residentAfterBuild) / 1_048_576).rounded(places: 1)
        var result: [String: Any] = [
            "vectors": size,
            "queries": queries,
            "dimension": dimension,
            "sotto": sottoEntry,
            "sotto_exact_fp32_scan": Percentiles(exactTimes).json(suffix: "_ms"),
            "dataset": datasetSummary(vectors, dimension: dimension, exact: exact),
        ]
        if let python {
            Terminal.writeError("\(size) vectors: baselines…\n")
            result["baselines"] = try baselines(
                python: python, vectors: vectors, queries: queryVectors, dimension: dimension, exact: exact, sotto: sotto)
        }
        result["load_average"] = ["before": loadBefore, "after": Self.loadAverage()]
        return result
    }

    /// The Python libraries on the same data, their agreement with Sotto's exact scan and
    /// their latencies divided by Sotto's.
    private func baselines(
        python: String, vectors: [Float], queries: [Float], dimension: Int, exact: [[VectorIndex.Match]], sotto: Percentiles
    ) throws -> [String: Any] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sotto-vectors-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let baseline = VectorBaseline(
            python: URL(fileURLWithPath: python), script: URL(fileURLWithPath: baselineScript), folder: folder)
        let run = try baseline.run(
            vectors: vectors, queries: queries, dimension: dimension, k: k, threads: threads, sqliteVecQueries: sqliteVecQueries)
        var report = run.report
        for library in VectorBaseline.libraries {
            guard var entry = report[library] as? [String: Any] else { continue }
            if let p50 = entry["p50_ms"] as? Double, let p95 = entry["p95_ms"] as? Double {
                entry["p50_over_sotto_p50"] = (p50 / sotto.p50).rounded(places: 1)
                entry["p95_over_sotto_p95"] = (p95 / sotto.p95).rounded(places: 1)
            }
            if let ids = run.ids[library] {
                let agreeing = zip(ids, exact).map { Set($0).intersection($1.map(\.id)).count }.reduce(0, +)
                let total = zip(ids, exact).map { $1.count }.reduce(0, +)
                entry["agreement_with_sotto_exact"] = (Double(agreeing) / Double(max(total, 1))).rounded(places: 4)
            }
            report[library] = entry
        }
        return report
    }

    /// What the generated vectors look like: pairwise cosine over random pairs, and how close
    /// the queries' first and k-th neighbours are.
    private func datasetSummary(_ vectors: [Float], dimension: Int, exact: [[VectorIndex.Match]]) -> [String: Any] {
        var random = SplitMix64(seed: seed)
        let count = vectors.count / dimension
        let cosines = (0..<2000).map { _ in
            let first = random.next(upperBound: count) * dimension, second = random.next(upperBound: count) * dimension
            return Double((0..<dimension).reduce(Float(0)) { $0 + vectors[first + $1] * vectors[second + $1] })
        }
        let mean = cosines.reduce(0, +) / Double(cosines.count)
        let deviation = (cosines.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / Double(cosines.count)).squareRoot()
        func meanScore(_ pick: ([VectorIndex.Match]) -> VectorIndex.Match?) -> Double {
            let scores = exact.compactMap(pick).map { Double($0.score) }
            return (scores.reduce(0, +) / Double(max(scores.count, 1))).rounded(places: 3)
        }
        return [
            "pairwise_cosine_mean": mean.rounded(places: 3),
            "pairwise_cosine_std": deviation.rounded(places: 3),
            "nearest_neighbour_cosine_mean": meanScore(\.first),
            "kth_neighbour_cosine_mean": meanScore(\.last),
        ]
    }

    /// Runs `search` once per query, in order, and returns the results and the milliseconds
    /// each took.
    private static func timed(
        _ queries: [[Float]], _ search: ([Float]) throws -> [VectorIndex.Match]
    ) rethrows -> ([[VectorIndex.Match]], [Double]) {
        let clock = ContinuousClock()
        var results: [[VectorIndex.Match]] = [], milliseconds: [Double] = []
        for query in queries {
            let start = clock.now
            results.append(try search(query))
            milliseconds.append((clock.now - start) / .milliseconds(1))
        }
        return (results, milliseconds)
    }

    /// The 1, 5 and 15 minute load averages.
    private static func loadAverage() -> [Double] {
        var averages = [Double](repeating: 0, count: 3)
        return getloadavg(&averages, 3) == 3 ? averages.map { $0.rounded(places: 2) } : []
    }
}
