import Foundation
import SottoCore

/// One version of an edited message: when it was current and what it said.
public struct IMessageEdit: Sendable, Hashable {
    /// When this version was sent or saved, if recorded.
    public var date: Date?
    /// The text of this version, if its typedstream decoded.
    public var text: String?

    /// Creates an edit entry.
    public init(date: Date?, text: String?) {
        self.date = date
        self.text = text
    }
}

/// The `message_summary_info` column: a binary property list Messages (macOS 13+) keeps for
/// edited and unsent messages. Keys used here: `ec` (edit contents: part index → list of
/// `{d: Apple timestamp, t: typedstream}`), `ep` (edited parts), `rp` (retracted, i.e. unsent, parts).
public struct MessageSummaryInfo: Sendable, Hashable {
    /// The versions of part 0 (the message text), oldest first.
    public var edits: [IMessageEdit]
    /// The indexes of parts that were edited.
    public var editedParts: [Int]
    /// The indexes of parts the sender unsent.
    public var retractedParts: [Int]

    /// Parses the property list; nil when it is not a dictionary property list.
    public init?(plist: Data) {
        guard !plist.isEmpty,
              let root = try? PropertyListSerialization.propertyList(from: plist, options: [], format: nil),
              let dictionary = root as? [String: Any]
        else { return nil }
        editedParts = Self.integers(dictionary["ep"])
        retractedParts = Self.integers(dictionary["rp"])
        var edits: [IMessageEdit] = []
        if let contents = dictionary["ec"] as? [String: Any], let versions = contents["0"] as? [Any] {
            for case let version as [String: Any] in versions {
                let date = Self.integer(version["d"]).flatMap { AppleTimestamp.dateIfSet(Int64($0)) }
                let text = (version["t"] as? Data).flatMap { TypedStreamDecoder.text(from: $0) }
                edits.append(IMessageEdit(date: date, text: text))
            }
        }
        self.edits = edits
    }

    private static func integers(_ value: Any?) -> [Int] {
        (value as? [Any])?.compactMap { integer($0) } ?? []
    }

    private static func integer(_ value: Any?) -> Int? {
        switch value {
        case let int as Int: return int
        case let int64 as Int64: return Int(exactly: int64)
        case let double as Double: return Int(exactly: double.rounded())
        case let number as NSNumber: return number.intValue
        default: return nil
        }
    }
}
