import Foundation

/// Unit vectors shaped like all-MiniLM-L6-v2 embeddings of mail, made deterministically from a
/// seed and the 100 real embeddings in `../shared/reference/minilm/embeddings.jsonl`.
///
/// Real sentence embeddings are anisotropic (they share a mean direction: the reference
/// vectors' mean has norm 0.62 and their pairwise cosine is 0.38 ± 0.16), low-rank (about 16
/// effective dimensions in that sample) and clustered (threads, newsletters, notifications).
/// The generator keeps all three, with the reference's mean μ and residual covariance Σ:
/// - a residual of variance v is √(0.75 v)·N(0, Σ/tr Σ) plus isotropic noise carrying the other
///   25% (the tail of the spectrum that 100 samples cannot show); N(0, Σ) is drawn as
///   Σⱼ zⱼ yⱼ / √100 over the reference residuals yⱼ with zⱼ ~ N(0, 1);
/// - one cluster per 250 vectors, centered at μ plus a residual with 60% of tr Σ, cluster
///   sizes following Zipf's law (exponent 0.8), each cluster with a spread drawn from 0.5…1.3;
/// - a vector is its cluster's center plus spread × a residual with the other 40%, normalized.
/// Queries are new vectors from the same clusters, never copies of indexed ones. On 100,000
/// vectors this gives pairwise cosine 0.41 ± 0.14, a mean of norm 0.64, and queries whose
/// nearest neighbour has cosine 0.89 and whose 10th has 0.87, with 0.001 between the 10th and
/// 11th: a hard case for approximate search.
struct SyntheticEmbeddings: Sendable {
    static let vectorsPerCluster = 250
    static let betweenClusterShare: Float = 0.6
    static let zipfExponent = 0.8
    static let spreads: ClosedRange<Float> = 0.5...1.3

    var dimension: Int { residuals.dimension }
    private let residuals: ResidualSampler
    private let centers: [[Float]]
    private let spreads: [Float]
    /// Cumulative cluster probabilities, for picking a cluster with one uniform draw.
    private let cumulativeWeights: [Double]

    /// A generator with clusters for `count` vectors.
    init(reference: [[Float]], count: Int, seed: UInt64) throws {
        guard let first = reference.first, reference.count >= 2, reference.allSatisfy({ $0.count == first.count }) else {
            throw CLIError(.dataError, "the reference embeddings must be at least two vectors of one length")
        }
        var mean = [Float](repeating: 0, count: first.count)
        for vector in reference { for index in mean.indices { mean[index] += vector[index] / Float(reference.count) } }
        let residuals = ResidualSampler(reference: reference, mean: mean)
        self.residuals = residuals

        var random = SplitMix64(seed: seed)
        let clusterCount = max(count / Self.vectorsPerCluster, 50)
        centers = (0..<clusterCount).map { _ in
            var center = mean
            residuals.add(to: &center, share: Self.betweenClusterShare, scale: 1, random: &random)
            return center
        }
        spreads = (0..<clusterCount).map { _ in Float.random(in: Self.spreads, using: &random) }
        var weights = (1...clusterCount).map { 1 / pow(Double($0), Self.zipfExponent) }
        weights.shuffle(using: &random)
        let total = weights.reduce(0, +)
        var running = 0.0
        cumulativeWeights = weights.map { weight in
            running += weight / total
            return running
        }
    }

    /// `count` vectors, row after row. The same seed gives the same vectors on any machine
    /// and with any number of cores: each block of rows has its own random stream.
    func vectors(count: Int, seed: UInt64) async -> [Float] {
        let rowsPerTask = 4096, parallelism = ProcessInfo.processInfo.activeProcessorCount
        let tasks = (count + rowsPerTask - 1) / rowsPerTask
        var output: [Float] = []
        output.reserveCapacity(count * dimension)
        for firstTask in stride(from: 0, to: tasks, by: parallelism) {
            let parts = await withTaskGroup(of: (Int, [Float]).self) { group in
                for task in firstTask..<min(firstTask + parallelism, tasks) {
                    group.addTask {
                        // Task seeds are outputs of one SplitMix64 stream, so the tasks'
                        // streams start far apart instead of overlapping.
                        var seeds = SplitMix64(seed: seed &+ UInt64(task) &* 0x9E37_79B9_7F4A_7C15)
                        var random = SplitMix64(seed: seeds.next())
                        let rows = min(rowsPerTask, count - task * rowsPerTask)
                        return (task, (0..<rows).flatMap { _ in vector(random: &random) })
                    }
                }
                return await group.reduce(into: []) { $0.append($1) }.sorted { $0.0 < $1.0 }
            }
            for (_, part) in parts { output.append(contentsOf: part) }
        }
        return output
    }

    /// One vector from a cluster picked by size.
    private func vector(random: inout SplitMix64) -> [Float] {
        let draw = Double.random(in: 0..<1, using: &random)
        let cluster = min(cumulativeWeights.partitioningIndex { $0 > draw }, centers.count - 1)
        var vector = centers[cluster]
        residuals.add(to: &vector, share: 1 - Self.betweenClusterShare, scale: spreads[cluster], random: &random)
        let norm = vector.reduce(0) { $0 + $1 * $1 }.squareRoot()
        return vector.map { $0 / norm }
    }
}

/// Draws residuals with the covariance of the reference embeddings' residuals.
struct ResidualSampler: Sendable {
    static let isotropicShare: Float = 0.25

    let dimension: Int
    /// Total variance of the reference residuals (tr Σ).
    let totalVariance: Float
    /// The reference residuals scaled so that Σⱼ zⱼ·row j has total variance 1, row after row.
    private let unitResiduals: [Float]
    private let count: Int

    init(reference: [[Float]], mean: [Float]) {
        dimension = mean.count
        count = reference.count
        let residuals = reference.map { zip($0, mean).map(-) }
        totalVariance = residuals.map { $0.reduce(0) { $0 + $1 * $1 } }.reduce(0, +) / Float(count)
        let scale = 1 / (Float(count) * totalVariance).squareRoot()
        unitResiduals = residuals.flatMap { $0.map { $0 * scale } }
    }

    /// Adds `scale` × a residual with `share` of the reference's total variance to `vector`:
    /// three quarters along the reference covariance, one quarter isotropic.
    func add(to vector: inout [Float], share: Float, scale: Float, random: inout SplitMix64) {
        let variance = share * totalVariance
        let lowRank = scale * ((1 - Self.isotropicShare) * variance).squareRoot()
        // Uniform on ±√3 has variance 1.
        let isotropic = scale * (Self.isotropicShare * variance / Float(dimension)).squareRoot() * Float(3).squareRoot()
        let dimension = dimension
        vector.withUnsafeMutableBufferPointer { vector in
            unitResiduals.withUnsafeBufferPointer { residuals in
                for row in 0..<count {
                    let weight = lowRank * Float(Self.gaussian(&random))
                    let residual = residuals.baseAddress! + row * dimension
                    for index in 0..<dimension { vector[index] += weight * residual[index] }
                }
            }
            for index in 0..<dimension { vector[index] += isotropic * Float.random(in: -1...1, using: &random) }
        }
    }

    /// A standard normal draw (Box–Muller).
    private static func gaussian(_ random: inout SplitMix64) -> Double {
        let u = Double.random(in: Double.leastNonzeroMagnitude..<1, using: &random)
        let v = Double.random(in: 0..<1, using: &random)
        return (-2 * log(u)).squareRoot() * cos(2 * .pi * v)
    }
}

extension RandomAccessCollection {
    /// The first index whose element satisfies `predicate`, for a collection in which it
    /// holds for a suffix (binary search).
    func partitioningIndex(where predicate: (Element) -> Bool) -> Index {
        var low = startIndex, count = self.count
        while count > 0 {
            let half = count / 2
            let middle = index(low, offsetBy: half)
            if predicate(self[middle]) {
                count = half
            } else {
                low = index(after: middle)
                count -= half + 1
            }
        }
        return low
    }
}
