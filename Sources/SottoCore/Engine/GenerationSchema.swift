/// The shape of a JSON value an engine must produce: a small subset of JSON Schema that
/// grammar-constrained decoding can enforce token by token.
///
/// Objects keep their properties in declaration order, so the model writes them in that
/// order (a summary's headline before its body). Derive a schema from a `Decodable` type
/// with ``init(deriving:)`` and tighten it with ``refining(_:with:)``:
///
/// ```swift
/// struct Replies: Generable {
///     var replies: [String]
///     static var generationSchema: GenerationSchema {
///         get throws {
///             try GenerationSchema(deriving: Replies.self)
///                 .refining("replies", with: .array(of: .string(length: 1...160), count: 3))
///         }
///     }
/// }
/// ```
public indirect enum GenerationSchema: Sendable, Hashable {
    /// A JSON string; `choices` limits it to a fixed set, `length` bounds its characters.
    case string(choices: [String]? = nil, length: ClosedRange<Int>? = nil)
    /// A JSON integer.
    case integer
    /// A JSON number.
    case number
    /// `true` or `false`.
    case boolean
    /// A JSON array of `items`, with a bounded number of elements.
    case array(of: GenerationSchema, minimumCount: Int = 0, maximumCount: Int? = nil)
    /// A JSON object with exactly these properties, in this order.
    case object([Property])
    /// The wrapped value or `null`.
    case optional(GenerationSchema)

    /// One property of an object schema.
    public struct Property: Sendable, Hashable {
        /// The JSON key.
        public var name: String
        /// The value's schema.
        public var schema: GenerationSchema

        /// Creates a property.
        public init(_ name: String, _ schema: GenerationSchema) {
            self.name = name
            self.schema = schema
        }
    }

    /// A string of `length` characters.
    public static func string(length: ClosedRange<Int>) -> GenerationSchema {
        .string(choices: nil, length: length)
    }

    /// One of `choices`, written as a JSON string.
    public static func choice(_ choices: [String]) -> GenerationSchema {
        .string(choices: choices, length: nil)
    }

    /// An array of exactly `count` items.
    public static func array(of items: GenerationSchema, count: Int) -> GenerationSchema {
        .array(of: items, minimumCount: count, maximumCount: count)
    }

    /// The shape as compact JSON-like text for a prompt, e.g.
    /// `{"replies": [string, string, string], "urgency": "low" | "high"}`: engines that
    /// constrain decoding add it to the instructions so the model knows what it is writing.
    public var promptDescription: String {
        switch self {
        case .string(let choices?, _):
            return choices.map { "\"\($0)\"" }.joined(separator: " | ")
        case .string(nil, _):
            // Lengths and counts stay with the grammar, which enforces them: small models copy
            // a "(2-30 characters)" or "(0-4 items)" hint into their answer.
            return "string"
        case .integer:
            return "integer"
        case .number:
            return "number"
        case .boolean:
            return "true | false"
        case .optional(let wrapped):
            return wrapped.promptDescription + " | null"
        case .array(let items, let minimum, let maximum):
            if let maximum, minimum == maximum, maximum <= 5 {
                return "[" + Array(repeating: items.promptDescription, count: maximum).joined(separator: ", ") + "]"
            }
            return "[" + items.promptDescription + ", …]"
        case .object(let properties):
            return "{" + properties.map { "\"\($0.name)\": \($0.schema.promptDescription)" }.joined(separator: ", ") + "}"
        }
    }

    /// This schema with the value at `path` (property names separated by dots; `[]` steps
    /// into array items) replaced by `replacement`. A path that names nothing leaves the
    /// schema unchanged.
    public func refining(_ path: String, with replacement: GenerationSchema) -> GenerationSchema {
        replacing(path.split(separator: ".").map(String.init)[...], with: replacement)
    }

    private func replacing(_ path: ArraySlice<String>, with replacement: GenerationSchema) -> GenerationSchema {
        guard let head = path.first else { return replacement }
        switch self {
        case .object(let properties):
            return .object(properties.map { property in
                guard property.name == head else { return property }
                return Property(property.name, property.schema.replacing(path.dropFirst(), with: replacement))
            })
        case .array(let items, let minimum, let maximum) where head == "[]":
            return .array(of: items.replacing(path.dropFirst(), with: replacement), minimumCount: minimum, maximumCount: maximum)
        case .optional(let wrapped):
            return .optional(wrapped.replacing(path, with: replacement))
        default:
            return self
        }
    }
}

/// A `Decodable` type an engine can produce directly: structured generation constrains the
/// model's output to ``generationSchema``, so the answer always decodes.
///
/// The default schema is derived from the type's `Decodable` conformance; override it to
/// bound lengths and counts. Enumerations with `String` raw values get their cases as choices.
public protocol Generable: Decodable, Sendable {
    /// The JSON shape of this type.
    static var generationSchema: GenerationSchema { get throws }
}

extension Generable {
    public static var generationSchema: GenerationSchema {
        get throws { try GenerationSchema(deriving: Self.self) }
    }
}

/// A type that stands for itself with a fixed value while a schema is derived, because its
/// `Decodable` conformance rejects placeholder input (a `String` enumeration rejects `""`).
public protocol SchemaPlaceholding {
    /// Any valid value.
    static var schemaPlaceholder: Self { get }
    /// The schema of this type's values.
    static var placeholderSchema: GenerationSchema { get }
}

extension SchemaPlaceholding where Self: CaseIterable & RawRepresentable, RawValue == String {
    public static var schemaPlaceholder: Self {
        guard let first = allCases.first else {
            preconditionFailure("\(Self.self) has no cases, so no value can be generated")
        }
        return first
    }

    public static var placeholderSchema: GenerationSchema { .choice(allCases.map(\.rawValue)) }
}
