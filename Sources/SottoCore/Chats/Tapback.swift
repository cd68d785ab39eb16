/// A tapback ("reaction") kind, as Messages stores it in `associated_message_type`.
public enum Tapback: String, Sendable, Hashable, Codable, CaseIterable {
    /// ❤️ (2000; removed: 3000).
    case love
    /// 👍 (2001; 3001).
    case like
    /// 👎 (2002; 3002).
    case dislike
    /// 😂 (2003; 3003).
    case laugh
    /// ‼️ (2004; 3004).
    case emphasize
    /// ❓ (2005; 3005).
    case question
    /// Any emoji (2006; 3006), macOS 14 and later.
    case emoji
    /// A sticker placed on a message (2007; 3007), macOS 14 and later.
    case sticker

    /// The offset of this kind from 2000 (adding) or 3000 (removing).
    public var typeOffset: Int {
        switch self {
        case .love: return 0
        case .like: return 1
        case .dislike: return 2
        case .laugh: return 3
        case .emphasize: return 4
        case .question: return 5
        case .emoji: return 6
        case .sticker: return 7
        }
    }

    /// The `associated_message_type` value that adds (`removal == false`) or removes this tapback.
    public func associatedMessageType(removal: Bool) -> Int { (removal ? 3000 : 2000) + typeOffset }
}

/// A tapback being added to, or removed from, another message.
public struct TapbackAction: Sendable, Hashable {
    /// Which tapback.
    public var kind: Tapback
    /// True when the sender took the tapback back (types 3000–3007).
    public var isRemoval: Bool

    /// Creates an action.
    public init(kind: Tapback, isRemoval: Bool) {
        self.kind = kind
        self.isRemoval = isRemoval
    }

    /// Maps an `associated_message_type`; nil for ordinary messages and other associations
    /// (e.g. 1000 for sticker-on-bubble, 3 for app messages).
    public init?(associatedMessageType type: Int) {
        let removal: Bool
        switch type {
        case 2000...2007: removal = false
        case 3000...3007: removal = true
        default: return nil
        }
        let offset = type % 1000
        guard let kind = Tapback.allCases.first(where: { $0.typeOffset == offset }) else { return nil }
        self.init(kind: kind, isRemoval: removal)
    }
}
