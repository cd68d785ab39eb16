import Crypto
import Foundation
import Logging
import SottoCore

/// One emoji for a short title (a label, a folder, an item).
public struct EmojiSuggestion: Sendable, Hashable, Codable {
    /// Where the emoji came from.
    public enum Source: String, Sendable, Hashable, Codable {
        /// The generative engine, constrained to one emoji.
        case model
        /// The built-in keyword table or, failing that, a stable pick from neutral emojis.
        case fallback
    }

    /// The emoji: exactly one grapheme.
    public var emoji: String
    /// Where it came from.
    public var source: Source
    /// How long the suggestion took, in milliseconds.
    public var milliseconds: Double
}

/// Suggests an emoji for a title: the engine picks from a curated set under a grammar (so the
/// answer is always one emoji) within 750 ms; if the engine is absent, slow or wrong, a
/// deterministic fallback answers. One request runs per item id at a time; logs carry the
/// latency, the outcome and a hash of the title, never the title.
public actor EmojiSuggester {
    /// The time the model gets.
    public let timeout: Duration
    private let engine: (any AIEngineProtocol)?
    private let logger: Logger
    private var inFlight: [String: Task<EmojiSuggestion, Never>] = [:]

    /// Creates a suggester; without an engine it always uses the fallback.
    public init(engine: (any AIEngineProtocol)?, timeout: Duration = .milliseconds(750), logger: Logger) {
        self.engine = engine
        self.timeout = timeout
        self.logger = logger
    }

    /// One emoji for `title`. Concurrent calls for the same `itemID` share one request.
    public func suggestEmoji(for title: String, itemID: String? = nil) async -> EmojiSuggestion {
        let key = itemID ?? title
        if let running = inFlight[key] { return await running.value }
        let task = Task { await self.compute(title) }
        inFlight[key] = task
        let suggestion = await task.value
        inFlight[key] = nil
        return suggestion
    }

    private func compute(_ title: String) async -> EmojiSuggestion {
        let started = ContinuousClock.now
        var outcome = "fallback"
        var suggestion: EmojiSuggestion?
        if let engine, await engine.isAvailable {
            let messages: [ChatMessage] = [
                .system("Pick the one emoji that best represents the title. Answer with the emoji only."),
                .user("Title: \(UntrustedText.sanitize(title, limit: 80))"),
            ]
            let options = GenerationOptions(maxTokens: 12, sampling: .greedy, timeLimit: timeout)
            var json = ""
            do {
                for try await piece in engine.generate(messages: messages, schema: .choice(EmojiCatalog.choices), options: options) {
                    json += piece
                }
                let emoji = try StructuredOutput.decode(String.self, from: json)
                if EmojiCatalog.isSingleEmoji(emoji) {
                    suggestion = EmojiSuggestion(emoji: emoji, source: .model, milliseconds: 0)
                    outcome = "model"
                } else {
                    outcome = "invalid"
                }
            } catch {
                outcome = ContinuousClock.now - started >= timeout ? "timeout" : "error"
            }
        }
        var result = suggestion ?? EmojiSuggestion(emoji: EmojiCatalog.fallback(for: title), source: .fallback, milliseconds: 0)
        result.milliseconds = (ContinuousClock.now - started).secondsValue * 1000
        logger.info("emoji suggested", metadata: [
            "emoji.title_hash": "\(Self.hash(title))", "emoji.outcome": "\(outcome)",
            "emoji.ms": "\(Int(result.milliseconds.rounded()))",
        ])
        return result
    }

    /// The first 8 hex digits of the title's SHA-256, for logs.
    static func hash(_ title: String) -> String {
        SHA256.hash(data: Data(title.utf8)).prefix(4).map { String(format: "%02x", $0) }.joined()
    }
}

/// The emojis the model may choose from, and the deterministic fallback.
public enum EmojiCatalog {
    /// Keywords (lowercase word stems) and their emoji; the first match in a title wins.
    static let keywords: [(words: [String], emoji: String)] = [
        (["camp", "tent", "hiking", "hike", "outdoor"], "⛺"), (["travel", "trip", "flight", "vacation", "holiday", "airport"], "✈️"),
        (["beach", "surf", "sea", "ocean"], "🏖️"), (["mountain", "ski", "snow"], "🏔️"), (["car", "auto", "drive"], "🚗"),
        (["bike", "cycling", "bicycle"], "🚲"), (["train", "rail"], "🚆"), (["home", "house", "apartment", "rent"], "🏠"),
        (["kitchen", "renovation", "repair", "tools", "diy"], "🔨"), (["garden", "plant", "flower"], "🌱"),
        (["work", "office", "job", "career"], "💼"), (["meeting", "calendar", "schedule", "event"], "📅"),
        (["money", "finance", "bank", "budget", "tax", "invoice", "bill", "receipt"], "💰"), (["shop", "shopping", "order", "buy"], "🛍️"),
        (["food", "recipe", "cook", "dinner", "lunch", "restaurant"], "🍽️"), (["coffee", "cafe"], "☕"), (["wine", "bar", "drinks"], "🍷"),
        (["birthday", "party", "celebration"], "🎉"), (["gift", "present"], "🎁"), (["wedding", "love", "valentine"], "💍"),
        (["baby", "kids", "child", "family", "parents"], "👨‍👩‍👧"), (["school", "class", "course", "study", "homework"], "📚"),
        (["book", "reading", "library"], "📖"), (["music", "concert", "band", "song"], "🎵"), (["movie", "film", "cinema"], "🎬"),
        (["photo", "camera", "pictures"], "📷"), (["game", "gaming"], "🎮"), (["sport", "football", "soccer", "match"], "⚽"),
        (["run", "running", "marathon", "fitness", "gym", "workout"], "🏃"), (["health", "doctor", "medical", "hospital"], "🩺"),
        (["pet", "dog", "puppy"], "🐶"), (["cat", "kitten"], "🐱"), (["code", "dev", "software", "github", "bug"], "💻"),
        (["security", "password", "login"], "🔒"), (["news", "newsletter"], "📰"), (["mail", "email", "inbox"], "📧"),
        (["shipping", "package", "delivery", "parcel"], "📦"), (["weather", "sun"], "☀️"), (["rain"], "🌧️"),
        (["idea", "ideas", "brainstorm"], "💡"), (["todo", "tasks", "checklist"], "✅"), (["important", "urgent"], "❗"),
        (["archive", "old"], "🗄️"), (["friends", "social"], "👥"), (["art", "design", "paint"], "🎨"), (["science", "lab"], "🔬"),
        (["church", "faith"], "⛪"), (["volunteer", "charity", "donation"], "🤝"), (["insurance", "legal", "contract"], "📄"),
    ]

    /// Neutral emojis for titles no keyword matches, picked by a stable hash.
    static let neutral = ["📁", "🏷️", "📌", "⭐", "🔖", "🗂️", "📎", "🟦"]

    /// Every emoji the model may answer with.
    public static var choices: [String] {
        var seen = Set<String>()
        return (keywords.map(\.emoji) + neutral).filter { seen.insert($0).inserted }
    }

    /// The keyword table's emoji for `title`, or a stable neutral one.
    public static func fallback(for title: String) -> String {
        let words = title.lowercased().split(whereSeparator: { !$0.isLetter }).map(String.init)
        for entry in keywords where words.contains(where: { word in entry.words.contains { word.hasPrefix($0) } }) {
            return entry.emoji
        }
        let digest = Array(SHA256.hash(data: Data(title.lowercased().utf8)))
        let index = Int(digest[0]) % neutral.count
        return neutral[index]
    }

    /// True when `text` is exactly one grapheme and that grapheme is an emoji.
    public static func isSingleEmoji(_ text: String) -> Bool {
        guard text.count == 1, let first = text.unicodeScalars.first else { return false }
        return first.properties.isEmojiPresentation || (first.properties.isEmoji && text.unicodeScalars.count > 1)
            || first.properties.isEmoji && first.value > 0x238C
    }
}
