import Foundation

/// Runs `scripts/vector-baseline.py` (numpy, faiss-cpu IndexFlatIP, sqlite-vec) on the same
/// vectors and queries as the Sotto benchmark, passed as raw little-endian float32 files.
struct VectorBaseline {
    /// What the script printed, and the ids each library returned (query after query).
    struct Result {
        var report: [String: Any]
        var ids: [String: [[Int64]]]
    }

    static let libraries = ["numpy", "faiss", "sqlite-vec"]

    let python: URL
    let script: URL
    let folder: URL

    func run(vectors: [Float], queries: [Float], dimension: Int, k: Int, threads: Int, sqliteVecQueries: Int) throws -> Result {
        let vectorsFile = folder.appendingPathComponent("vectors.f32")
        let queriesFile = folder.appendingPathComponent("queries.f32")
        try Self.write(vectors, to: vectorsFile)
        try Self.write(queries, to: queriesFile)
        defer {
            try? FileManager.default.removeItem(at: vectorsFile)
            try? FileManager.default.removeItem(at: queriesFile)
        }

        let process = Process()
        process.executableURL = python
        process.arguments = [
            script.path, "--vectors", vectorsFile.path, "--queries", queriesFile.path, "--dimension", String(dimension),
            "--k", String(k), "--threads", String(threads), "--max-queries", "sqlite-vec=\(sqliteVecQueries)",
            "--out", folder.path,
        ]
        var environment = ProcessInfo.processInfo.environment
        environment["OMP_NUM_THREADS"] = String(threads)
        environment["OPENBLAS_NUM_THREADS"] = String(threads)
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw CLIError(.failure, "\(script.lastPathComponent) exited with status \(process.terminationStatus)")
        }
        guard let report = try JSONSerialization.jsonObject(with: printed) as? [String: Any] else {
            throw CLIError(.dataError, "\(script.lastPathComponent) printed no JSON object")
        }
        var ids: [String: [[Int64]]] = [:]
        for library in Self.libraries {
            let file = folder.appendingPathComponent("\(library).ids")
            guard let data = try? Data(contentsOf: file) else { continue }
            try? FileManager.default.removeItem(at: file)
            let flat = data.withUnsafeBytes { raw in
                (0..<(data.count / 8)).map { Int64(littleEndian: raw.loadUnaligned(fromByteOffset: $0 * 8, as: Int64.self)) }
            }
            ids[library] = stride(from: 0, to: flat.count, by: k).map { Array(flat[$0..<min($0 + k, flat.count)]) }
        }
        return Result(report: report, ids: ids)
    }

    /// Writes floats as raw little-endian float32 (the byte order of every platform Sotto runs on).
    private static func write(_ values: [Float], to url: URL) throws {
        guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
            throw CLIError(.failure, "cannot create \(url.path)")
        }
        let handle = try FileHandle(forWritingTo: url)
        defer { try? handle.close() }
        let chunk = 1 << 22
        try values.withUnsafeBytes { bytes in
            for start in stride(from: 0, to: bytes.count, by: chunk) {
                try handle.write(contentsOf: bytes[start..<min(start + chunk, bytes.count)])
            }
        }
    }
}
