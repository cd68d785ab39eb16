import Dispatch

extension VectorIndex {
    /// Rows a thread should have before a scan is split: below this, starting threads costs
    /// more than it saves.
    static let minimumRowsPerThread = 16_384
    /// Candidates a thread should have before the exact re-scoring is split.
    static let minimumCandidatesPerThread = 512

    /// The `k` ids whose best vector has the highest dot product with `query`, best first.
    ///
    /// Approximate: the first pass keeps `candidatesPerResult × k` rows by their estimated
    /// score, and only those are scored exactly, so a true match can be missed (recall@10 ≥
    /// 0.99 on realistic embeddings with the default configuration). Scores are exact.
    ///
    /// - Parameter filter: when given, only ids for which it returns true are returned. It is
    ///   asked only about rows that could make the results, possibly from several threads.
    /// - Throws: `VectorIndexError` when the query has the wrong length or is not finite.
    public func search(query: [Float], k: Int, filter: (@Sendable (Int64) -> Bool)? = nil) throws -> [Match] {
        try validate(query)
        guard k > 0, !isEmpty else { return [] }
        let keep = k * mostRowsPerID
        let candidateCount = max(configuration.candidatesPerResult * k, keep)
        guard candidateCount < vectorCount else { return try exactSearch(query: query, k: k, filter: filter) }

        let signQuery = SignQuery(query, codes: codes)
        let blockRanges = Self.split(0..<codes.blockCount, parts: threads(for: vectorCount, minimumPerThread: Self.minimumRowsPerThread))
        let accept = acceptance(filter)
        let perThread = Parallel.map(blockRanges.count) { part in
            var candidates = TopScores(capacity: candidateCount)
            codes.scan(signQuery, blocks: blockRanges[part], rowCount: vectorCount, into: &candidates, accept: accept)
            return candidates
        }
        var candidates = perThread[0]
        for other in perThread.dropFirst() { candidates.merge(other) }

        // Ascending rows read the vectors in memory order.
        let rows = candidates.rows().sorted()
        let slices = Self.split(rows.indices, parts: threads(for: rows.count, minimumPerThread: Self.minimumCandidatesPerThread))
        return best(k: k, among: Parallel.map(slices.count) { part in
            exactTop(query, rows: rows[slices[part]], keep: keep, accept: { _ in true })
        })
    }

    /// The `k` ids whose best vector has the highest dot product with `query`, computed by
    /// scoring every vector in fp32: the reference `search` is measured against.
    public func exactSearch(query: [Float], k: Int, filter: (@Sendable (Int64) -> Bool)? = nil) throws -> [Match] {
        try validate(query)
        guard k > 0, !isEmpty else { return [] }
        let ranges = Self.split(0..<vectorCount, parts: threads(for: vectorCount, minimumPerThread: Self.minimumRowsPerThread))
        let accept = acceptance(filter)
        return best(k: k, among: Parallel.map(ranges.count) { part in
            exactTop(query, rows: Int32(ranges[part].lowerBound)..<Int32(ranges[part].upperBound), keep: k * mostRowsPerID, accept: accept)
        })
    }

    /// The `keep` rows with the highest exact score among `rows` that pass `accept`.
    private func exactTop(_ query: [Float], rows: some Collection<Int32>, keep: Int, accept: (Int32) -> Bool) -> TopScores {
        var top = TopScores(capacity: keep)
        var threshold = top.threshold
        func offer(_ score: Float, _ row: Int32) {
            guard score > threshold, accept(row) else { return }
            top.insert(score, row: row)
            threshold = top.threshold
        }
        query.withUnsafeBufferPointer { query in
            vectors.withUnsafeBufferPointer { vectors in
                let base = vectors.baseAddress!
                var remaining = rows[...]
                while remaining.count >= 4 {
                    let quad = remaining.prefix(4)
                    remaining = remaining.dropFirst(4)
                    var position = quad.startIndex
                    let r0 = quad[position]; quad.formIndex(after: &position)
                    let r1 = quad[position]; quad.formIndex(after: &position)
                    let r2 = quad[position]; quad.formIndex(after: &position)
                    let r3 = quad[position]
                    let scores = DotProduct.compute(
                        query, base + Int(r0) * dimension, base + Int(r1) * dimension, base + Int(r2) * dimension,
                        base + Int(r3) * dimension)
                    offer(scores[0], r0)
                    offer(scores[1], r1)
                    offer(scores[2], r2)
                    offer(scores[3], r3)
                }
                for row in remaining { offer(DotProduct.compute(query, base + Int(row) * dimension), row) }
            }
        }
        return top
    }

    /// Merges per-thread results and keeps each id's best row, `k` ids at most.
    private func best(k: Int, among parts: [TopScores]) -> [Match] {
        var top = parts[0]
        for other in parts.dropFirst() { top.merge(other) }
        var seen = Set<Int64>()
        var matches: [Match] = []
        for (score, row) in top.sortedDescending() where matches.count < k {
            let id = rowIDs[Int(row)]
            if seen.insert(id).inserted { matches.append(Match(id: id, score: score)) }
        }
        return matches
    }

    private func acceptance(_ filter: (@Sendable (Int64) -> Bool)?) -> @Sendable (Int32) -> Bool {
        guard let filter else { return { _ in true } }
        return { row in filter(rowIDs[Int(row)]) }
    }

    private func threads(for work: Int, minimumPerThread: Int) -> Int {
        max(1, min(configuration.threads, work / minimumPerThread))
    }

    /// Splits `range` into `parts` contiguous pieces of nearly equal size.
    static func split(_ range: Range<Int>, parts: Int) -> [Range<Int>] {
        let size = range.count, parts = max(1, min(parts, size))
        return (0..<parts).map { part in
            (range.lowerBound + size * part / parts)..<(range.lowerBound + size * (part + 1) / parts)
        }
    }
}

/// Runs independent pieces of work on several threads.
enum Parallel {
    /// `body(0)`, …, `body(parts - 1)`, run concurrently when `parts > 1`, in order.
    static func map<Result: Sendable>(_ parts: Int, _ body: @Sendable (Int) -> Result) -> [Result] {
        guard parts > 1 else { return [body(0)] }
        let slots = Slots<Result>(count: parts)
        DispatchQueue.concurrentPerform(iterations: parts) { part in slots.store(body(part), at: part) }
        return slots.values
    }

    /// One result slot per part.
    ///
    /// `@unchecked Sendable`: each part writes only its own slot, and the slots are read only
    /// after `concurrentPerform` has returned, which happens after every write.
    private final class Slots<Value>: @unchecked Sendable {
        private let storage: UnsafeMutableBufferPointer<Value?>

        init(count: Int) {
            storage = .allocate(capacity: count)
            storage.initialize(repeating: nil)
        }

        deinit {
            _ = storage.deinitialize()
            storage.deallocate()
        }

        func store(_ value: Value, at index: Int) { storage[index] = value }

        var values: [Value] { storage.compactMap { $0 } }
    }
}
