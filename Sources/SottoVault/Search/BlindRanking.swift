import Foundation
import GRDB
import GRDBSQLite

/// BM25 for the blind index, as the FTS5 auxiliary function `blind_bm25(message_index, w1, …)`.
///
/// The index keeps, for each term, the rows and columns that hold it and nothing more (FTS5
/// `detail=column`, `content=''`). FTS5's own `bm25()` would then count a term's occurrences
/// by re-tokenizing the row's text, which a contentless table does not have, and score every
/// row 0. This function reads what the index does keep: for each query term, the columns of
/// the row that hold it, each adding its column weight (a term is stored once per column, so
/// once is all there is to count). Like `bm25()`, a term's weight is its inverse document
/// frequency, long rows count less (k1 = 1.2, b = 0.75, length = the row's terms), and the
/// result is negative: lower is better, so `ORDER BY blind_bm25(…)` puts the best first.
enum BlindRanking {
    static let functionName = "blind_bm25"

    /// Registers the function on a connection (each connection of the vault's pool).
    static func register(in db: Database) throws {
        let api = UnsafeMutablePointer(mutating: FTS5.api(db))
        guard let create = api.pointee.xCreateFunction else {
            throw DatabaseError(resultCode: .SQLITE_ERROR, message: "FTS5 cannot register auxiliary functions")
        }
        let code = create(api, functionName, nil, blindBM25, nil)
        guard code == SQLITE_OK else {
            throw DatabaseError(resultCode: ResultCode(rawValue: code), message: "cannot register \(functionName)")
        }
    }
}

/// What one query's ranking needs once: each phrase's inverse document frequency and the
/// average row length. Kept as FTS5 auxiliary data for the statement's lifetime.
private final class RankingStatistics {
    var inverseFrequencies: [Double] = []
    var averageLength = 1.0
}

private let k1 = 1.2
private let b = 0.75

private func blindBM25(
    _ api: UnsafePointer<Fts5ExtensionApi>?, _ fts: OpaquePointer?, _ context: OpaquePointer?,
    _ argumentCount: Int32, _ arguments: UnsafeMutablePointer<OpaquePointer?>?
) {
    guard let api, let fts, api.pointee.iVersion >= 2,
          let phraseCount = api.pointee.xPhraseCount, let firstColumn = api.pointee.xPhraseFirstColumn,
          let nextColumn = api.pointee.xPhraseNextColumn, let columnSize = api.pointee.xColumnSize
    else {
        sqlite3_result_error(context, "blind_bm25 needs FTS5's extension API version 2", -1)
        return
    }
    let statistics: RankingStatistics
    switch rankingStatistics(api, fts) {
    case .success(let found): statistics = found
    case .failure(let error): return sqlite3_result_error_code(context, error.code)
    }
    var weights: [Double] = []
    for index in 0..<Int(argumentCount) { weights.append(sqlite3_value_double(arguments?[index])) }

    var length: Int32 = 0
    var code = columnSize(fts, -1, &length)
    guard code == SQLITE_OK else { return sqlite3_result_error_code(context, code) }
    let lengthFactor = k1 * (1 - b + b * Double(length) / statistics.averageLength)
    var score = 0.0
    for phrase in 0..<phraseCount(fts) {
        var iterator = Fts5PhraseIter()
        var column: Int32 = 0
        var frequency = 0.0
        code = firstColumn(fts, phrase, &iterator, &column)
        guard code == SQLITE_OK else { return sqlite3_result_error_code(context, code) }
        while column >= 0 {
            frequency += Int(column) < weights.count ? weights[Int(column)] : 1
            nextColumn(fts, &iterator, &column)
        }
        guard frequency > 0, Int(phrase) < statistics.inverseFrequencies.count else { continue }
        score += statistics.inverseFrequencies[Int(phrase)] * frequency * (k1 + 1) / (frequency + lengthFactor)
    }
    sqlite3_result_double(context, -score)
}

private struct RankingError: Error {
    /// The SQLite result code.
    var code: Int32
}

/// The statement's statistics, computed on its first row and kept as auxiliary data.
private func rankingStatistics(_ api: UnsafePointer<Fts5ExtensionApi>, _ fts: OpaquePointer) -> Result<RankingStatistics, RankingError> {
    let functions = api.pointee
    guard let getAuxiliary = functions.xGetAuxdata, let setAuxiliary = functions.xSetAuxdata,
          let rowCount = functions.xRowCount, let totalSize = functions.xColumnTotalSize,
          let phraseCount = functions.xPhraseCount, let queryPhrase = functions.xQueryPhrase
    else { return .failure(RankingError(code: SQLITE_ERROR)) }
    if let stored = getAuxiliary(fts, 0) {
        return .success(Unmanaged<RankingStatistics>.fromOpaque(stored).takeUnretainedValue())
    }
    var rows: Int64 = 0
    var tokens: Int64 = 0
    var code = rowCount(fts, &rows)
    if code == SQLITE_OK { code = totalSize(fts, -1, &tokens) }
    guard code == SQLITE_OK else { return .failure(RankingError(code: code)) }
    let statistics = RankingStatistics()
    statistics.averageLength = rows > 0 && tokens > 0 ? Double(tokens) / Double(rows) : 1
    for phrase in 0..<phraseCount(fts) {
        var hits: Int64 = 0
        code = queryPhrase(fts, phrase, &hits) { _, _, counter in
            counter?.assumingMemoryBound(to: Int64.self).pointee += 1
            return SQLITE_OK
        }
        guard code == SQLITE_OK else { return .failure(RankingError(code: code)) }
        // As bm25(): a term in more than half the rows still weighs a little, never less.
        let total = Double(rows), matching = Double(hits)
        let inverse: Double = Foundation.log((total - matching + 0.5) / (matching + 0.5))
        statistics.inverseFrequencies.append(max(inverse, 1e-6))
    }
    let retained = Unmanaged.passRetained(statistics).toOpaque()
    code = setAuxiliary(fts, retained) { pointer in
        if let pointer { Unmanaged<RankingStatistics>.fromOpaque(pointer).release() }
    }
    guard code == SQLITE_OK else { return .failure(RankingError(code: code)) }
    return .success(statistics)
}
