import Foundation
import SottoCore

/// One identity as stored: an email address, phone number, handle or platform name, with the
/// person it belongs to and how often it appears.
public struct StoredIdentity: Sendable, Hashable, Codable {
    /// The `contacts` row id.
    public var id: Int64
    public var identity: Identity
    /// The person it is grouped into; nil until contacts are resolved.
    public var personID: Int64?
    /// Messages it sent or received.
    public var messageCount: Int
    public var lastSeen: Date?
    /// The platforms of those messages (an email address can also be an iMessage handle).
    public var platforms: [Platform] = []
}

/// A person: every identity Sotto believes is theirs, across platforms.
public struct Person: Sendable, Hashable, Codable, Identifiable {
    public var id: Int64
    /// The name shown for them.
    public var name: String
    public var identities: [StoredIdentity]

    /// Messages across all their identities.
    public var messageCount: Int { identities.reduce(0) { $0 + $1.messageCount } }
    /// The platforms they wrote or were written to on.
    public var platforms: [Platform] {
        let used = Set(identities.flatMap(\.platforms))
        return Platform.allCases.filter { used.contains($0) }
    }
}

/// Two people who may be one, with the name-similarity score that suggested it.
public struct ContactSuggestion: Sendable, Hashable, Codable {
    public var personA: Int64
    public var personB: Int64
    public var score: Double

    /// Creates a suggestion; the pair is stored smaller id first.
    public init(personA: Int64, personB: Int64, score: Double) {
        self.personA = min(personA, personB)
        self.personB = max(personA, personB)
        self.score = score
    }
}

/// A recorded merge or split, which `undoContactChange` reverses.
public struct ContactChange: Sendable, Hashable, Codable {
    /// What kind of change it was.
    public enum Kind: String, Sendable, Hashable, Codable {
        /// Sotto merged two people whose names matched confidently.
        case automaticMerge = "auto-merge"
        /// The person merged them.
        case merge
        /// The person split identities off into a new person.
        case split
    }

    /// One identity moved from one person to another.
    public struct Move: Sendable, Hashable, Codable {
        public var identityID: Int64
        public var from: Int64?
        public var to: Int64
    }

    public var id: Int64
    public var at: Date
    public var kind: Kind
    public var moves: [Move]
    /// People removed by the change (emptied by a merge), with their names, so undo can bring them back.
    public var removedPeople: [RemovedPerson]
    /// People the change created (a split's new person).
    public var createdPeople: [Int64]
    public var isUndone: Bool

    /// A person a change removed.
    public struct RemovedPerson: Sendable, Hashable, Codable {
        public var id: Int64
        public var name: String
    }
}
