import Foundation

/// The WordPiece tokenizer of uncased BERT models such as all-MiniLM-L6-v2, producing the
/// same token ids as Hugging Face's `BertTokenizer` for that model.
///
/// Text goes through BERT's basic tokenization (lowercasing, accent stripping, splitting
/// on whitespace, punctuation and CJK ideographs), then each word is split greedily into
/// the longest vocabulary pieces, continuations prefixed with `##`. A word longer than
/// ``maxCharactersPerWord`` or without a full split becomes `[UNK]`.
public struct WordPieceTokenizer: Sendable {
    /// Words longer than this many Unicode scalars become `[UNK]`.
    public static let maxCharactersPerWord = 100

    /// The id of `[CLS]`, which starts every sequence.
    public let classifierID: Int32
    /// The id of `[SEP]`, which ends every sequence.
    public let separatorID: Int32
    /// The id of `[UNK]`.
    public let unknownID: Int32
    /// The number of entries in the vocabulary.
    public var vocabularySize: Int { vocabulary.count }

    private let vocabulary: [String: Int32]

    /// Loads a `vocab.txt` (one token per line; the line number is the id).
    public init(vocabularyAt url: URL) throws {
        let text: String
        do {
            text = try String(contentsOf: url, encoding: .utf8)
        } catch {
            throw EmbeddingError.unreadableFile(path: url.path, reason: "\(error)")
        }
        try self.init(vocabularyLines: text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
    }

    /// Creates a tokenizer from the tokens of a vocabulary, in id order.
    public init(vocabularyLines lines: [String]) throws {
        var vocabulary: [String: Int32] = [:]
        vocabulary.reserveCapacity(lines.count)
        for (index, line) in lines.enumerated() {
            let token = line.hasSuffix("\r") ? String(line.dropLast()) : line
            if token.isEmpty { continue }
            if vocabulary[token] == nil { vocabulary[token] = Int32(index) }
        }
        func require(_ token: String) throws -> Int32 {
            guard let id = vocabulary[token] else {
                throw EmbeddingError.invalidVocabulary(reason: "the vocabulary has no \(token) token")
            }
            return id
        }
        classifierID = try require("[CLS]")
        separatorID = try require("[SEP]")
        unknownID = try require("[UNK]")
        self.vocabulary = vocabulary
    }

    /// The WordPiece ids of `text`, without `[CLS]`/`[SEP]` and without any length limit.
    public func wordPieces(_ text: String) -> [Int32] {
        var ids: [Int32] = []
        for word in BertNormalizer.words(text) {
            appendPieces(of: word, to: &ids)
        }
        return ids
    }

    /// The model input for `text`: `[CLS]`, at most `maxTokens - 2` word pieces (the rest
    /// is cut off), `[SEP]`.
    public func encode(_ text: String, maxTokens: Int = 256) -> [Int32] {
        let pieces = wordPieces(text)
        let kept = max(0, min(pieces.count, maxTokens - 2))
        return [classifierID] + pieces.prefix(kept) + [separatorID]
    }

    /// The model inputs covering all of `text`: windows of at most `maxTokens - 2` word
    /// pieces, each starting `overlap` pieces before the previous one ended, each wrapped
    /// in `[CLS]`/`[SEP]`. Short text gives one window; empty text gives `[CLS] [SEP]`.
    public func chunks(_ text: String, maxTokens: Int = 256, overlap: Int = 32) -> [[Int32]] {
        let pieces = wordPieces(text)
        let window = max(1, maxTokens - 2)
        let stride = max(1, window - max(0, overlap))
        var result: [[Int32]] = []
        var start = 0
        repeat {
            let end = min(pieces.count, start + window)
            result.append([classifierID] + pieces[start..<end] + [separatorID])
            if end == pieces.count { break }
            start += stride
        } while start < pieces.count
        return result
    }

    /// Greedy longest-match-first split of one word; `[UNK]` when it cannot be split.
    private func appendPieces(of word: String, to ids: inout [Int32]) {
        let scalars = Array(word.unicodeScalars)
        if scalars.count > Self.maxCharactersPerWord {
            ids.append(unknownID)
            return
        }
        if let whole = vocabulary[word] {
            ids.append(whole)
            return
        }
        var pieces: [Int32] = []
        var start = 0
        while start < scalars.count {
            var end = scalars.count
            var found: Int32?
            while end > start {
                var candidate = start > 0 ? "##" : ""
                candidate.unicodeScalars.append(contentsOf: scalars[start..<end])
                if let id = vocabulary[candidate] {
                    found = id
                    break
                }
                end -= 1
            }
            guard let id = found else {
                ids.append(unknownID)
                return
            }
            pieces.append(id)
            start = end
        }
        ids.append(contentsOf: pieces)
    }
}
