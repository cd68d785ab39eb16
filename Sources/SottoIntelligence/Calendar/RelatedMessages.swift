import Foundation
import SottoCore
import SottoIngest
import SottoVault

/// Finds the messages that belong to a calendar event, across mail and chats.
///
/// Candidates are the messages of each platform inside that platform's window around the
/// event (mail from 30 days before to 7 after; WhatsApp 7 before to 2 after; iMessage 14
/// before to 7 after). Each gets a score of three parts, as the vault design gives it:
///
///     0.6 × semantic similarity + 0.2 × temporal proximity + 0.2 × participant overlap
///
/// - semantic: the cosine between the event's text (title, place, description, people) and the
///   message's best embedded chunk (0 without the encoder or an embedding);
/// - temporal: 1 / (1 + days apart), where "apart" is the nearer of the message's own time and
///   any date the message mentions ("next Friday", "am Montag"), resolved relative to the
///   message's time by ``EntityExtractor``;
/// - participants: Jaccard overlap between the event's people (organizer, attendees, and the
///   people on its invitation) and the message's people (sender and recipients; for a chat,
///   everyone who wrote in it), both as resolved contacts, so one person on three apps counts once.
///
/// Candidates come from the vector index and the windows: when a window holds more than
/// ``Configuration/exactScoringLimit`` messages, the index's nearest messages within the windows
/// plus the messages nearest in time are scored, not every message. Weights and windows are
/// ``Configuration``. The index is loaded on first use and kept, like search's.
public actor RelatedMessages {
    /// Weights and windows.
    public struct Configuration: Sendable, Hashable, Codable {
        public var semanticWeight: Double
        public var temporalWeight: Double
        public var participantWeight: Double
        /// Days before and after the event searched, per platform.
        public var windows: [Platform: ClosedRange<Double>]
        /// Results returned.
        public var limit: Int
        /// Up to this many messages in the windows are all scored; above it, the index's nearest
        /// `semanticCandidates` and the `timeCandidates` nearest in time per platform are.
        public var exactScoringLimit: Int = 2_000
        public var semanticCandidates: Int = 300
        public var timeCandidates: Int = 40

        /// The vault design's weights and windows.
        public init(
            semanticWeight: Double = 0.6, temporalWeight: Double = 0.2, participantWeight: Double = 0.2,
            windows: [Platform: ClosedRange<Double>] = [.mail: -30...7, .whatsapp: -7...2, .imessage: -14...7], limit: Int = 10
        ) {
            self.semanticWeight = semanticWeight
            self.temporalWeight = temporalWeight
            self.participantWeight = participantWeight
            self.windows = windows
            self.limit = limit
        }
    }

    /// How candidates are ranked: the hybrid score, or one of the two baselines it is measured against.
    public enum Ranking: String, Sendable, CaseIterable, Codable {
        case hybrid
        /// Cosine similarity only, within the same windows.
        case semanticOnly = "semantic-only"
        /// Closeness in time only, within the same windows.
        case timeOnly = "time-only"
    }

    /// One related message with the three parts of its score.
    public struct Match: Sendable, Hashable, Codable {
        public var messageID: Int64
        public var platform: Platform
        public var date: Date
        public var score: Double
        public var semantic: Double
        public var temporal: Double
        public var participants: Double
        /// Days between the event and the message (negative: before), or the mentioned date when nearer.
        public var daysApart: Double
        /// The date the message mentions that matched, when that was nearer than its own time.
        public var mentionedDate: Date?
        /// People shared with the event, and how many people the two have together.
        public var sharedPeople: Int
        public var allPeople: Int
        /// The weights the score was made with.
        public var weights: Weights

        /// The three weights of a score.
        public struct Weights: Sendable, Hashable, Codable {
            public var semantic: Double
            public var temporal: Double
            public var participants: Double
        }

        /// The score's three parts in words.
        public var explanation: String {
            let when = mentionedDate != nil ? "mentions a date \(Self.days(daysApart)) the event" : "sent \(Self.days(daysApart)) the event"
            return String(format: "semantic %.2f × %.2g + time %.2f × %.2g (%@) + people %.2f × %.2g (%d of %d shared)",
                          semantic, weights.semantic, temporal, weights.temporal, when, participants, weights.participants,
                          sharedPeople, allPeople)
        }

        private static func days(_ value: Double) -> String {
            let rounded = (abs(value) * 10).rounded() / 10
            if rounded < 0.05 { return "on the day of" }
            return String(format: "%.1f day%@ %@", rounded, rounded == 1 ? "" : "s", value < 0 ? "before" : "after")
        }
    }

    public let vault: Vault
    public let embedder: (any Embedder)?
    public let configuration: Configuration
    /// The zone and region dates in message text are read in.
    public let timeZone: TimeZone
    public let defaultRegion: String
    private var index: SemanticIndex?

    /// Creates a matcher; without an embedder the semantic part is 0 and the others decide.
    public init(
        vault: Vault, embedder: (any Embedder)?, configuration: Configuration = .init(), timeZone: TimeZone = .current,
        defaultRegion: String = Locale.current.region?.identifier ?? "US"
    ) {
        self.vault = vault
        self.embedder = embedder
        self.configuration = configuration
        self.timeZone = timeZone
        self.defaultRegion = defaultRegion
    }

    /// The messages that belong to event `id` (its occurrence at `occurrenceDate`, or the next
    /// one), best first.
    public func related(toEvent id: Int64, occurrenceDate: Date? = nil, now: Date = Date(), ranking: Ranking = .hybrid) async throws
        -> (occurrence: EventOccurrenceSummary, matches: [Match]) {
        let calendar = EventCalendar(vault: vault)
        let occurrence = try calendar.occurrence(of: id, at: occurrenceDate, now: now)
        let event = try calendar.event(id: occurrence.id)
        let query = try await eventVector(event)
        let eventPeople = try people(of: event, invitation: try vault.event(id: occurrence.id).messageID)

        var candidates: [MessageTime] = []
        var nearestInTime: [MessageTime] = []
        for platform in Platform.allCases {
            guard let days = configuration.windows[platform] else { continue }
            let window = DateInterval(start: occurrence.start.addingTimeInterval(days.lowerBound * 86_400),
                                      end: occurrence.start.addingTimeInterval(days.upperBound * 86_400))
            let inWindow = try vault.messageTimes(platform: platform, in: window)
            candidates += inWindow
            nearestInTime += inWindow.sorted { abs($0.date.timeIntervalSince(occurrence.start)) < abs($1.date.timeIntervalSince(occurrence.start)) }
                .prefix(configuration.timeCandidates)
        }
        guard !candidates.isEmpty else { return (occurrence, []) }
        let semanticScores = try semanticScores(query, candidates: candidates, nearestInTime: nearestInTime)
        if candidates.count > configuration.exactScoringLimit {
            let kept = Set(semanticScores.keys).union(nearestInTime.map(\.id))
            candidates = candidates.filter { kept.contains($0.id) }
        }

        // People are cheap to read (no decryption): each candidate's participant part is exact
        // from the start. Its text (for the dates it mentions) is read best-first, until no
        // remaining candidate could still enter the results even if it named the event's day.
        let messagePeople = try vault.peopleByMessage(ids: candidates.map(\.id))
        let threadPeople = try vault.peopleByThread(ids: Array(Set(candidates.filter { $0.platform != .mail }.map(\.threadID))))
        var partial: [Partial] = candidates.map { candidate in
            var people = messagePeople[candidate.id] ?? []
            if candidate.platform != .mail { people.formUnion(threadPeople[candidate.threadID] ?? []) }
            let union = eventPeople.union(people)
            return Partial(
                candidate: candidate, semantic: max(0, semanticScores[candidate.id] ?? 0),
                participants: union.isEmpty ? 0 : Double(eventPeople.intersection(people).count) / Double(union.count),
                sharedPeople: eventPeople.intersection(people).count, allPeople: union.count)
        }
        partial.sort { upperBound($0, ranking) > upperBound($1, ranking) }
        var matches: [Match] = []
        for entry in partial {
            if matches.count >= configuration.limit, let worst = matches.last, upperBound(entry, ranking) < worst.score { break }
            guard let match = try complete(entry, eventStart: occurrence.start, ranking: ranking) else { continue }
            matches.append(match)
            matches.sort { ($0.score, -$0.messageID) > ($1.score, -$1.messageID) }
            if matches.count > configuration.limit { matches.removeLast() }
        }
        return (occurrence, matches)
    }

    /// A candidate with the parts of its score known before its text is read.
    private struct Partial {
        var candidate: MessageTime
        var semantic: Double
        var participants: Double
        var sharedPeople: Int
        var allPeople: Int
    }

    /// The highest score a candidate could still reach: its temporal part can only be known
    /// from its text (a mentioned date may name the event's day), so it is taken as 1.
    private func upperBound(_ entry: Partial, _ ranking: Ranking) -> Double {
        score(semantic: entry.semantic, temporal: 1, participants: entry.participants, ranking: ranking)
    }

    private func score(semantic: Double, temporal: Double, participants: Double, ranking: Ranking) -> Double {
        switch ranking {
        case .semanticOnly: semantic
        case .timeOnly: temporal
        case .hybrid:
            configuration.semanticWeight * semantic + configuration.temporalWeight * temporal + configuration.participantWeight * participants
        }
    }

    private func complete(_ entry: Partial, eventStart: Date, ranking: Ranking) throws -> Match? {
        let candidate = entry.candidate
        var daysApart = candidate.date.timeIntervalSince(eventStart) / 86_400
        var mentioned: Date?
        let content = try vault.message(id: candidate.id).content
        // App notices, reactions and deleted lines say nothing about an event.
        if let kind = content.chat?.kind, [.system, .reaction, .deleted].contains(kind) { return nil }
        let text = String(content.text.prefix(Self.textScanned))
        for entity in EntityExtractor.extract(from: text, relativeTo: candidate.date, timeZone: timeZone, defaultRegion: defaultRegion) {
            guard let mention = entity.dateMention else { continue }
            let days = Self.daysBetween(mention.interval, eventStart)
            if abs(days) < abs(daysApart) {
                daysApart = days
                mentioned = mention.start
            }
        }
        let temporal = 1 / (1 + abs(daysApart))
        return Match(
            messageID: candidate.id, platform: candidate.platform, date: candidate.date,
            score: score(semantic: entry.semantic, temporal: temporal, participants: entry.participants, ranking: ranking),
            semantic: entry.semantic, temporal: temporal, participants: entry.participants, daysApart: daysApart,
            mentionedDate: mentioned, sharedPeople: entry.sharedPeople, allPeople: entry.allPeople,
            weights: .init(semantic: configuration.semanticWeight, temporal: configuration.temporalWeight,
                           participants: configuration.participantWeight))
    }

    /// Characters of a message searched for dates it mentions (the new text of a reply comes first).
    static let textScanned = 4_000

    /// Days from the event to a mentioned interval: 0 when the mention covers the event's start.
    private static func daysBetween(_ interval: DateInterval, _ eventStart: Date) -> Double {
        if interval.contains(eventStart) { return 0 }
        let nearest = eventStart < interval.start ? interval.start : interval.end
        return nearest.timeIntervalSince(eventStart) / 86_400
    }

    private func eventVector(_ event: CalendarEvent) async throws -> [Float]? {
        guard let embedder else { return nil }
        let people = ([event.organizer].compactMap { $0 } + event.attendees).compactMap(\.name)
        let text = [event.summary, event.location, event.description.map { String($0.prefix(600)) }, people.joined(separator: ", ")]
            .compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: "\n")
        return try await embedder.embed(text)
    }

    private func people(of event: CalendarEvent, invitation: Int64?) throws -> Set<Int64> {
        var people = Set<Int64>()
        for participant in [event.organizer].compactMap({ $0 }) + event.attendees {
            if let email = participant.email, let person = try vault.personID(for: .email(email)) { people.insert(person) }
        }
        if let invitation { people.formUnion(try vault.peopleByMessage(ids: [invitation])[invitation] ?? []) }
        return people
    }

    /// Each candidate's cosine with the event (its best chunk's): every one when the windows are
    /// small, else the index's nearest within the windows and those nearest in time.
    private func semanticScores(_ query: [Float]?, candidates: [MessageTime], nearestInTime: [MessageTime]) throws -> [Int64: Double] {
        guard let query else { return [:] }
        let index = try loadedIndex()
        var scores: [Int64: Double] = [:]
        if candidates.count <= configuration.exactScoringLimit {
            for candidate in candidates {
                if let score = try index.similarity(of: candidate.id, to: query) { scores[candidate.id] = Double(score) }
            }
            return scores
        }
        for match in try index.nearest(to: query, count: configuration.semanticCandidates, allowed: Set(candidates.map(\.id))) {
            scores[match.id] = Double(match.score)
        }
        for candidate in nearestInTime where scores[candidate.id] == nil {
            if let score = try index.similarity(of: candidate.id, to: query) { scores[candidate.id] = Double(score) }
        }
        return scores
    }

    /// The vault's embeddings, loaded on first use (``refresh()`` adds messages embedded since).
    private func loadedIndex() throws -> SemanticIndex {
        if let index { return index }
        try refresh()
        return index ?? SemanticIndex(dimensions: embedder?.dimensions ?? 384)
    }

    /// Adds the embeddings stored since the index was loaded.
    public func refresh() throws {
        var index = self.index ?? SemanticIndex(dimensions: embedder?.dimensions ?? 384)
        self.index = nil
        try vault.forEachEmbedding(where: { !index.contains($0) }) { index.add($0, chunks: $1) }
        self.index = index
    }
}
