import Foundation

/// Writes `attributedBody` blobs the way macOS Messages does: an NSAttributedString (or
/// NSMutableAttributedString) archived by NSArchiver as a little-endian typedstream, with its
/// NSString, one attribute run per `Run` and an NSDictionary of attributes per distinct run.
public struct TypedStreamEncoder: Sendable {
    /// An attribute value: the kinds Messages puts on message text.
    public enum AttributeValue: Sendable, Hashable {
        /// An NSNumber holding an `int` (e.g. `__kIMMessagePartAttributeName: 0`).
        case integer(Int32)
        /// An NSString (e.g. `__kIMFileTransferGUIDAttributeName: "at_0_…"`).
        case string(String)
    }

    /// A run of UTF-16 code units sharing one attribute dictionary.
    public struct Run: Sendable, Hashable {
        /// The run's length in UTF-16 code units (NSString's unit).
        public var utf16Length: Int
        /// The attributes, in the order they are archived.
        public var attributes: [(key: String, value: AttributeValue)]

        /// Creates a run.
        public init(utf16Length: Int, attributes: [(key: String, value: AttributeValue)]) {
            self.utf16Length = utf16Length
            self.attributes = attributes
        }

        /// Equal when lengths and attributes (in order) are equal.
        public static func == (lhs: Run, rhs: Run) -> Bool {
            lhs.utf16Length == rhs.utf16Length && lhs.attributes.elementsEqual(rhs.attributes, by: { $0 == $1 })
        }

        /// Hashes the length and the attributes in order.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(utf16Length)
            for (key, value) in attributes {
                hasher.combine(key)
                hasher.combine(value)
            }
        }
    }

    /// Archive the mutable classes (NSMutableAttributedString around NSMutableString), as
    /// Messages does for some outgoing messages.
    public var mutable: Bool

    /// Creates an encoder.
    public init(mutable: Bool = false) {
        self.mutable = mutable
    }

    /// The attributes Messages gives plain text: message part 0.
    public static let plainTextAttributes: [(key: String, value: AttributeValue)] = [
        (key: "__kIMMessagePartAttributeName", value: .integer(0)),
    ]

    /// A blob for `text` with one run of the plain-text attributes (no run when `text` is empty).
    public func encode(_ text: String) -> Data {
        let length = text.utf16.count
        return encode(text, runs: length == 0 ? [] : [Run(utf16Length: length, attributes: Self.plainTextAttributes)])
    }

    /// A blob for `text` with the given attribute runs.
    public func encode(_ text: String, runs: [Run]) -> Data {
        var writer = TypedStreamWriter()
        writer.writeHeader()
        writer.writeType("@")
        let rootClasses = mutable
            ? [("NSMutableAttributedString", 0), ("NSAttributedString", 0), ("NSObject", 0)]
            : [("NSAttributedString", 0), ("NSObject", 0)]
        writer.beginObject(classes: rootClasses)
        writer.writeType("@")
        writer.writeStringObject(text, mutable: mutable)
        var dictionaryIndexes: [Run: Int] = [:]
        for run in runs {
            let key = Run(utf16Length: 0, attributes: run.attributes)
            let known = dictionaryIndexes[key]
            let index = known ?? dictionaryIndexes.count + 1
            writer.writeType("iI")
            writer.writeSignedInt(Int64(index))
            writer.writeUnsignedInt(UInt64(run.utf16Length))
            if known == nil {
                dictionaryIndexes[key] = index
                writer.writeType("@")
                writer.beginObject(classes: [("NSDictionary", 0), ("NSObject", 0)])
                writer.writeType("i")
                writer.writeSignedInt(Int64(run.attributes.count))
                for (name, value) in run.attributes {
                    writer.writeType("@")
                    writer.writeStringObject(name, mutable: false)
                    writer.writeType("@")
                    switch value {
                    case .integer(let number): writer.writeNumberObject(number)
                    case .string(let string): writer.writeStringObject(string, mutable: false)
                    }
                }
                writer.endObject()
            }
        }
        writer.endObject()
        return Data(writer.bytes)
    }
}
