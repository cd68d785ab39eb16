import Foundation
import SottoCore
import SottoVault

/// Groups identities into people, across platforms.
///
/// Exact identifiers need no decision: an email address, an E.164 number or a handle is one
/// identity wherever it appears (an iMessage handle that is an email address *is* that address;
/// a WhatsApp author shown as a number *is* that number), so the vault already stores it once.
/// What is left are names: each person's display names are compared with ``NameSimilarity``;
/// a score of at least ``Configuration/confidentScore`` between two names of two or more words
/// merges the people (recorded, so it can be undone), a score of at least
/// ``Configuration/possibleScore`` becomes a suggestion for the person to confirm. Pairs the
/// person kept apart (a split, an undo, a dismissed suggestion) are never merged again.
public struct ContactResolver: Sendable {
    /// Thresholds for name matches.
    public struct Configuration: Sendable {
        /// Merge automatically at or above this name similarity.
        public var confidentScore: Double
        /// Suggest at or above this name similarity.
        public var possibleScore: Double

        /// The thresholds ``NameSimilarity`` documents.
        public init(confidentScore: Double = NameSimilarity.confident, possibleScore: Double = NameSimilarity.possible) {
            self.confidentScore = confidentScore
            self.possibleScore = possibleScore
        }
    }

    /// What a resolution run did.
    public struct Report: Sendable, Hashable, Codable {
        /// People created for identities seen for the first time.
        public var newPeople = 0
        /// People merged into others because their names matched confidently.
        public var merged = 0
        /// Open suggestions after the run.
        public var suggestions = 0
    }

    public let vault: Vault
    public let configuration: Configuration

    /// Creates a resolver for `vault`.
    public init(vault: Vault, configuration: Configuration = .init()) {
        self.vault = vault
        self.configuration = configuration
    }

    /// Gives new identities a person, merges confident name matches and refreshes suggestions.
    @discardableResult
    public func resolve() throws -> Report {
        var report = Report()
        report.newPeople = try vault.createPeopleForUnassignedIdentities().count
        let keptApart = try vault.peopleKeptApart()
        var people = try vault.people().filter { !$0.identities.isEmpty }
        var absorbedInto: [Int64: Int64] = [:]
        func current(_ id: Int64) -> Int64 {
            var id = id
            while let next = absorbedInto[id] { id = next }
            return id
        }
        var suggestions: [ContactSuggestion] = []
        let names = Dictionary(uniqueKeysWithValues: people.map { person in
            (person.id, Self.names(of: person).map { Name(text: $0, fromAddress: false) }
                + Self.addressNames(of: person).map { Name(text: $0, fromAddress: true) })
        })
        let chatOnlyPeople = Set(people.filter { !$0.identities.contains { $0.identity.kind == .email } }.map(\.id))
        for (first, second) in Self.candidatePairs(people, names: names) {
            let (a, b) = (current(first), current(second))
            guard a != b, !keptApart.contains([min(a, b), max(a, b)]) else { continue }
            // A name read from an address is only compared with someone known by no address
            // (a chat nickname); between two mail correspondents it says nothing.
            let chatOnly = { (id: Int64) in chatOnlyPeople.contains(id) }
            let (firstNames, secondNames) = (names[first] ?? [], names[second] ?? [])
            let (score, bothFull) = bestScore(
                chatOnly(second) ? firstNames : firstNames.filter { !$0.fromAddress },
                chatOnly(first) ? secondNames : secondNames.filter { !$0.fromAddress })
            if score >= configuration.confidentScore, bothFull {
                let (target, other) = Self.order(a, b, in: people)
                do {
                    try vault.mergePeople([other], into: target, kind: .automaticMerge)
                    absorbedInto[other] = target
                    report.merged += 1
                } catch let error as VaultError where error.code == .noSuchRecord {
                    // Another process resolving the same vault merged one of them first.
                    continue
                }
            } else if score >= configuration.possibleScore {
                suggestions.append(ContactSuggestion(personA: a, personB: b, score: (score * 1000).rounded() / 1000))
            }
        }
        people = try vault.people()
        let existing = Set(people.map(\.id))
        var seen = Set<[Int64]>()
        let open = suggestions.compactMap { suggestion -> ContactSuggestion? in
            let pair = [current(suggestion.personA), current(suggestion.personB)].sorted()
            guard pair[0] != pair[1], existing.contains(pair[0]), existing.contains(pair[1]), seen.insert(pair).inserted else { return nil }
            return ContactSuggestion(personA: pair[0], personB: pair[1], score: suggestion.score)
        }
        try vault.replaceSuggestions(open)
        report.suggestions = open.count
        return report
    }

    /// A name a person is known by: a display name, or one read from an address's local part
    /// (`fritzi@` → "fritzi", `june.nakamura@` → "june nakamura"), which can only suggest.
    struct Name {
        var text: String
        var fromAddress: Bool
    }

    /// The best name score between two people, and whether that pair may merge: both display
    /// names of two or more words (a lone first name, or a name read from an address, only suggests).
    private func bestScore(_ first: [Name], _ second: [Name]) -> (Double, Bool) {
        var best = (0.0, false)
        for a in first {
            for b in second where !(a.fromAddress && b.fromAddress) {
                let score = NameSimilarity.score(a.text, b.text)
                let full = !a.fromAddress && !b.fromAddress && Self.wordCount(a.text) >= 2 && Self.wordCount(b.text) >= 2
                if score > best.0 || (score == best.0 && full) { best = (score, full) }
            }
        }
        return best
    }

    /// The person with more messages absorbs the other (ties: the older one).
    private static func order(_ a: Int64, _ b: Int64, in people: [Person]) -> (target: Int64, other: Int64) {
        let count = { (id: Int64) in people.first { $0.id == id }?.messageCount ?? 0 }
        if count(a) != count(b) { return count(a) > count(b) ? (a, b) : (b, a) }
        return (min(a, b), max(a, b))
    }

    /// The display names a person is known by (never an address or number). Names on mail from
    /// service addresses (`notifications@`, `no-reply@`, …) and "X via Service" name the person a
    /// service acts for, not the sender, so they are left out.
    static func names(of person: Person) -> [String] {
        var names = Set<String>()
        for stored in person.identities {
            guard let name = stored.identity.displayName?.trimmingCharacters(in: .whitespacesAndNewlines), !name.isEmpty,
                  !name.contains("@"), !PhoneNumber.looksLikePhone(name), !isServiceAddress(stored.identity),
                  !name.lowercased().contains(" via ")
            else { continue }
            names.insert(name)
        }
        return names.sorted()
    }

    private static let serviceLocalParts: Set<String> = [
        "noreply", "no-reply", "donotreply", "do-not-reply", "notifications", "notification", "notify", "alerts", "alert",
        "mailer", "mailer-daemon", "bounce", "bounces", "news", "newsletter", "info", "support", "service", "help", "hello",
        "team", "updates", "billing", "receipts", "orders", "shipping", "accounts", "security", "dse", "calendar", "invites",
    ]

    static func isServiceAddress(_ identity: Identity) -> Bool {
        guard identity.kind == .email, let at = identity.value.firstIndex(of: "@") else { return false }
        let local = identity.value[..<at].lowercased()
        return serviceLocalParts.contains(local) || local.hasPrefix("noreply") || local.hasPrefix("no-reply")
    }

    /// Names read from the local parts of a person's personal email addresses (not service
    /// addresses, not local parts with digits, which are rarely names).
    static func addressNames(of person: Person) -> [String] {
        person.identities.compactMap { stored -> String? in
            let identity = stored.identity
            guard identity.kind == .email, !isServiceAddress(identity), let at = identity.value.firstIndex(of: "@") else { return nil }
            let local = identity.value[..<at]
            guard !local.contains(where: \.isNumber) else { return nil }
            let words = local.split { $0 == "." || $0 == "_" || $0 == "-" }.map(String.init)
            return words.isEmpty ? nil : words.joined(separator: " ")
        }
    }

    /// Pairs of people who share a name word (blocking: only they are compared).
    private static func candidatePairs(_ people: [Person], names: [Int64: [Name]]) -> [(Int64, Int64)] {
        var byWord: [String: [Int64]] = [:]
        for person in people {
            let words = Set((names[person.id] ?? []).map(\.text).flatMap(normalizedWords))
            for word in words where word.count >= 2 { byWord[word, default: []].append(person.id) }
        }
        var pairs = Set<[Int64]>()
        for ids in byWord.values where ids.count > 1 && ids.count <= 500 {
            for i in ids.indices {
                for j in ids.index(after: i)..<ids.endIndex { pairs.insert([min(ids[i], ids[j]), max(ids[i], ids[j])]) }
            }
        }
        return pairs.sorted { ($0[0], $0[1]) < ($1[0], $1[1]) }.map { ($0[0], $0[1]) }
    }

    static func normalizedWords(_ name: String) -> [String] {
        name.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
            .split { !$0.isLetter }.map(String.init)
    }

    static func wordCount(_ name: String) -> Int {
        normalizedWords(name).filter { $0.count >= 2 }.count
    }
}
