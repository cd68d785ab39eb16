import Crypto
import Foundation
import Synchronization

/// Maps plaintext search tokens to keyed, opaque index terms, so the FTS5 index holds no
/// readable word. A term is the first 64 bits of HMAC-SHA256(token), written in base32.
///
/// The same token always maps to the same term under one vault key, which is what lets FTS5
/// rank with BM25; it also means how many messages hold a term, and which, is visible to
/// someone holding the file. ARCHITECTURE.md discusses that trade-off.
final class BlindTokenIndex: Sendable {
    private let hasher: BlindHasher
    private let cache = Mutex<[String: String]>([:])
    private static let cacheLimit = 500_000

    init(key: SymmetricKey) { hasher = BlindHasher(key: key) }

    /// The opaque term for one plaintext token.
    func term(for token: String) -> String {
        if let cached = cache.withLock({ $0[token] }) { return cached }
        let term = Self.encode(hasher.mac(Data(token.utf8)))
        cache.withLock { cache in
            if cache.count >= Self.cacheLimit { cache.removeAll(keepingCapacity: true) }
            cache[token] = term
        }
        return term
    }

    /// The document text for FTS5: the distinct terms of `text`, sorted, space-separated.
    ///
    /// Each term once and in the order of the opaque terms themselves, so the index keeps
    /// neither how often a word occurs in a message nor where: not even insertion order says
    /// anything about the text. Deterministic, as deleting from the contentless index needs
    /// the same document again.
    func document(for text: String) -> String {
        var tokens = Set<String>()
        SearchTokenizer.forEachToken(in: text) { tokens.insert($0) }
        guard !tokens.isEmpty else { return "" }
        // Resolve the whole document under one lock acquisition where the cache already knows it.
        var terms: [String] = []
        terms.reserveCapacity(tokens.count)
        var unknown: [String] = []
        cache.withLock { cache in
            for token in tokens {
                if let term = cache[token] { terms.append(term) } else { unknown.append(token) }
            }
        }
        for token in unknown { terms.append(term(for: token)) }
        return Set(terms).sorted().joined(separator: " ")
    }

    private static let alphabet = Array("abcdefghijklmnopqrstuvwxyz234567".utf8)

    private static func encode(_ mac: HMAC<SHA256>.MAC) -> String {
        var value: UInt64 = 0
        mac.withUnsafeBytes { bytes in
            for i in 0..<8 { value = value << 8 | UInt64(bytes[i]) }
        }
        var out = [UInt8](repeating: 0, count: 13)
        for i in 0..<13 {
            out[12 - i] = alphabet[Int(value & 31)]
            value >>= 5
        }
        return String(decoding: out, as: UTF8.self)
    }
}
