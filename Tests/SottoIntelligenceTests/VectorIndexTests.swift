import Foundation
import Testing

@testable import SottoVectorIndex

@Suite("Vector index")
struct VectorIndexTests {
    /// Unit vectors in clusters around a shared direction, like sentence embeddings: every
    /// pair is positively correlated and neighbours within a cluster are close.
    struct ClusteredVectors {
        let dimension: Int
        private var random: SplitMix
        private var centers: [[Float]] = []

        init(seed: UInt64, dimension: Int, clusters: Int) {
            self.dimension = dimension
            random = SplitMix(seed: seed)
            let shared = uniform(scale: 1)
            centers = (0..<clusters).map { _ in Self.normalized(zip(shared, uniform(scale: 0.8)).map(+)) }
        }

        /// A new vector near a random cluster center.
        mutating func next(spread: Float = 0.05) -> [Float] {
            let center = centers[Int(random.next() % UInt64(centers.count))]
            return Self.normalized(zip(center, uniform(scale: spread)).map(+))
        }

        mutating func uniform(scale: Float) -> [Float] {
            (0..<dimension).map { _ in Float(random.nextUnit() * 2 - 1) * scale }
        }

        static func normalized(_ vector: [Float]) -> [Float] {
            let norm = vector.reduce(0) { $0 + $1 * $1 }.squareRoot()
            return vector.map { $0 / norm }
        }
    }

    /// The top `k` ids by best dot product, computed naively in Double.
    static func bruteForce(
        _ query: [Float], _ vectors: [Int64: [[Float]]], k: Int, filter: (Int64) -> Bool = { _ in true }
    ) -> [(id: Int64, score: Double)] {
        let scored = vectors.filter { filter($0.key) }.map { id, chunks in
            (id: id, score: chunks.map { chunk in zip(query, chunk).reduce(0.0) { $0 + Double($1.0) * Double($1.1) } }.max() ?? -.infinity)
        }
        return Array(scored.sorted { $0.score != $1.score ? $0.score > $1.score : $0.id < $1.id }.prefix(k))
    }

    /// Expects the same ids in the same order and scores within float rounding.
    static func expectMatches(_ matches: [VectorIndex.Match], _ expected: [(id: Int64, score: Double)], sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(matches.map(\.id) == expected.map(\.id), sourceLocation: sourceLocation)
        for (match, reference) in zip(matches, expected) {
            #expect(abs(Double(match.score) - reference.score) < 1e-4, sourceLocation: sourceLocation)
        }
    }

    @Test("a small index answers exactly: the same ids, order and scores as brute force")
    func smallIndexIsExact() throws {
        var vectors = ClusteredVectors(seed: 1, dimension: 384, clusters: 20)
        var index = VectorIndex(dimension: 384)
        var reference: [Int64: [[Float]]] = [:]
        for id in Int64(0)..<600 {
            let vector = vectors.next()
            try index.add(id: id, vectors: [vector])
            reference[id] = [vector]
        }
        for _ in 0..<10 {
            let query = vectors.next()
            Self.expectMatches(try index.search(query: query, k: 10), Self.bruteForce(query, reference, k: 10))
            Self.expectMatches(try index.exactSearch(query: query, k: 10), Self.bruteForce(query, reference, k: 10))
        }
    }

    @Test("the compressed first pass keeps recall@10 at 0.99 or more on 40,000 clustered vectors, on one thread or two")
    func recallOnLargeIndex() throws {
        var vectors = ClusteredVectors(seed: 2, dimension: 384, clusters: 200)
        var index = VectorIndex(dimension: 384, configuration: .init(threads: 2))
        index.reserveCapacity(vectors: 40_000)
        for id in Int64(0)..<40_000 { try index.add(id: id, vectors: [vectors.next()]) }
        var serial = index
        serial.configuration.threads = 1

        var found = 0, expected = 0
        for _ in 0..<50 {
            let query = vectors.next()
            let exact = try index.exactSearch(query: query, k: 10)
            let approximate = try index.search(query: query, k: 10)
            #expect(try serial.search(query: query, k: 10) == approximate)
            #expect(try serial.exactSearch(query: query, k: 10) == exact)
            found += Set(approximate.map(\.id)).intersection(exact.map(\.id)).count
            expected += exact.count
            // Scores come from the fp32 vectors, so a match found has its exact score.
            let exactScores = Dictionary(uniqueKeysWithValues: exact.map { ($0.id, $0.score) })
            for match in approximate { if let score = exactScores[match.id] { #expect(match.score == score) } }
        }
        #expect(expected == 500)
        #expect(Double(found) / Double(expected) >= 0.99)
    }

    @Test("a selective filter still finds the best allowed ids, on the compressed path too")
    func filter() throws {
        var vectors = ClusteredVectors(seed: 3, dimension: 384, clusters: 50)
        var index = VectorIndex(dimension: 384)
        var reference: [Int64: [[Float]]] = [:]
        for id in Int64(0)..<6_000 {
            let vector = vectors.next()
            try index.add(id: id, vectors: [vector])
            reference[id] = [vector]
        }
        let everyHundredth: @Sendable (Int64) -> Bool = { $0 % 100 == 7 }
        for _ in 0..<5 {
            let query = vectors.next()
            let expected = Self.bruteForce(query, reference, k: 10, filter: everyHundredth)
            Self.expectMatches(try index.exactSearch(query: query, k: 10, filter: everyHundredth), expected)
            let approximate = try index.search(query: query, k: 10, filter: everyHundredth)
            #expect(approximate.allSatisfy { everyHundredth($0.id) })
            #expect(approximate.count == 10)
            #expect(Set(approximate.map(\.id)).intersection(expected.map(\.id)).count >= 9)
        }
        #expect(try index.search(query: vectors.next(), k: 10, filter: { _ in false }).isEmpty)
    }

    @Test("an id with several vectors scores as its best one and appears once")
    func multipleVectorsPerID() throws {
        var vectors = ClusteredVectors(seed: 4, dimension: 64, clusters: 4)
        var index = VectorIndex(dimension: 64, configuration: .init(candidatesPerResult: 20))
        let query = vectors.next()
        let nearby = (0..<3).map { _ in ClusteredVectors.normalized(zip(query, vectors.uniform(scale: 0.01)).map(+)) }
        try index.add(id: 1, vectors: nearby + [vectors.next()])
        try index.add(id: 2, vectors: [ClusteredVectors.normalized(zip(query, vectors.uniform(scale: 0.02)).map(+))])
        for id in Int64(3)..<200 { try index.add(id: id, vectors: [vectors.next(), vectors.next()]) }
        #expect(index.count == 199)
        #expect(index.vectorCount == 4 + 1 + 197 * 2)

        let bestOfOne = nearby.map { chunk in zip(query, chunk).reduce(Float(0)) { $0 + $1.0 * $1.1 } }.max() ?? 0
        for matches in [try index.search(query: query, k: 2), try index.exactSearch(query: query, k: 2)] {
            #expect(matches.map(\.id) == [1, 2])
            #expect(abs((matches.first?.score ?? 0) - bestOfOne) < 1e-5)
        }
        #expect(abs((try index.score(id: 1, query: query) ?? 0) - bestOfOne) < 1e-5)
        #expect(try index.score(id: 10_000, query: query) == nil)
    }

    @Test("add, replace, remove and re-add keep the index equal to a plain dictionary of vectors")
    func updates() throws {
        var vectors = ClusteredVectors(seed: 5, dimension: 96, clusters: 10)
        var index = VectorIndex(dimension: 96, configuration: .init(candidatesPerResult: 5))
        var reference: [Int64: [[Float]]] = [:]
        var random = SplitMix(seed: 6)
        for step in 0..<3_000 {
            let id = Int64(random.next() % 400)
            switch step % 5 {
            case 0, 1, 2:
                let chunks = (0..<Int(1 + random.next() % 3)).map { _ in vectors.next() }
                try index.add(id: id, vectors: chunks)
                reference[id] = chunks
            case 3:
                let removed = index.remove(id: id)
                #expect(removed == (reference.removeValue(forKey: id) != nil))
            default:
                try index.add(id: id, vectors: [])
                reference[id] = nil
            }
        }
        #expect(index.count == reference.count)
        #expect(index.vectorCount == reference.values.map(\.count).reduce(0, +))
        for id in Int64(0)..<400 { #expect(index.contains(id: id) == (reference[id] != nil)) }
        for _ in 0..<10 {
            let query = vectors.next()
            let expected = Self.bruteForce(query, reference, k: 10)
            Self.expectMatches(try index.exactSearch(query: query, k: 10), expected)
            #expect(Set(try index.search(query: query, k: 10).map(\.id)).intersection(expected.map(\.id)).count >= 9)
        }

        // A removed id never comes back; re-added, it is found with its new vector.
        let someID = try #require(reference.keys.min())
        let vector = try #require(reference[someID]?.first)
        index.remove(id: someID)
        #expect(try index.exactSearch(query: vector, k: index.count + 5).allSatisfy { $0.id != someID })
        try index.add(id: someID, vectors: [vector])
        #expect(try index.search(query: vector, k: 1).first?.id == someID)
    }

    @Test("an empty index, k beyond the count, k = 0, and bad vectors")
    func edgeCases() throws {
        var index = VectorIndex(dimension: 8)
        let query: [Float] = [1, 0, 0, 0, 0, 0, 0, 0]
        #expect(try index.search(query: query, k: 10).isEmpty)
        #expect(try index.exactSearch(query: query, k: 10).isEmpty)
        #expect(index.isEmpty && index.count == 0 && index.bytesPerVector == 0)

        try index.add(id: 7, vectors: [[0, 1, 0, 0, 0, 0, 0, 0]])
        try index.add(id: 8, vectors: [[0.6, 0.8, 0, 0, 0, 0, 0, 0]])
        try index.add(id: 9, vectors: [[1, 0, 0, 0, 0, 0, 0, 0]])
        #expect(try index.search(query: query, k: 50).map(\.id) == [9, 8, 7])
        #expect(try index.search(query: query, k: 0).isEmpty)
        #expect(index.bytesPerVector >= Double(8 * MemoryLayout<Float>.size))

        #expect(throws: VectorIndexError.dimensionMismatch(expected: 8, actual: 3)) { try index.add(id: 1, vectors: [[1, 2, 3]]) }
        #expect(throws: VectorIndexError.dimensionMismatch(expected: 8, actual: 2)) { try index.search(query: [1, 0], k: 1) }
        #expect(throws: VectorIndexError.nonFiniteValue) {
            try index.add(id: 7, vectors: [[.nan, 0, 0, 0, 0, 0, 0, 0]])
        }
        #expect(index.contains(id: 7), "a refused replacement leaves the old vectors in place")
        #expect(index.count == 3)
    }

    @Test("serialization round-trips the index exactly, and bytes are refused with a reason")
    func serialization() throws {
        var vectors = ClusteredVectors(seed: 7, dimension: 40, clusters: 5)
        var index = VectorIndex(dimension: 40, configuration: .init(candidatesPerResult: 3))
        for id in Int64(0)..<300 { try index.add(id: id * 3, vectors: (0..<Int(id % 3 + 1)).map { _ in vectors.next() }) }
        for id in stride(from: Int64(0), to: 900, by: 7) { index.remove(id: id) }
        let bytes = index.serialized()

        let restored = try VectorIndex(serialized: bytes, configuration: index.configuration)
        #expect(restored.count == index.count)
        #expect(restored.vectorCount == index.vectorCount)
        #expect(restored.serialized() == bytes)
        for _ in 0..<5 {
            let query = vectors.next()
            #expect(try restored.search(query: query, k: 10) == index.search(query: query, k: 10))
            #expect(try restored.exactSearch(query: query, k: 10) == index.exactSearch(query: query, k: 10))
        }
        #expect(try VectorIndex(serialized: VectorIndex(dimension: 3).serialized()).isEmpty)

        func refused(_ data: Data) -> VectorIndexError? {
            do {
                _ = try VectorIndex(serialized: data)
                return nil
            } catch {
                return error as? VectorIndexError
            }
        }
        func patched(at offset: Int, _ replacement: [UInt8]) -> Data {
            var copy = bytes
            copy.replaceSubrange(offset..<(offset + replacement.count), with: replacement)
            return copy
        }
        #expect(refused(Data()) == .notAnIndex)
        #expect(refused(Data("PK\u{3}\u{4} a zip file".utf8)) == .notAnIndex)
        #expect(refused(bytes.prefix(12)) == .truncated(expectedBytes: 26, actualBytes: 12))
        #expect(refused(bytes.dropLast()) == .truncated(expectedBytes: bytes.count, actualBytes: bytes.count - 1))
        #expect(refused(patched(at: 4, [2, 0])) == .unsupportedVersion(found: 2, supported: 1))
        if case .corrupt = refused(patched(at: 6, [0, 0, 0, 0])) {} else { Issue.record("dimension 0 accepted") }
        if case .corrupt = refused(bytes + [0]) {} else { Issue.record("trailing bytes accepted") }
        let nan = withUnsafeBytes(of: Float.nan.bitPattern.littleEndian) { Array($0) }
        if case .corrupt = refused(patched(at: bytes.count - 4, nan)) {} else { Issue.record("NaN accepted") }
        #expect(VectorIndexError.truncated(expectedBytes: 26, actualBytes: 12).description.contains("rebuild the index"))
    }
}
