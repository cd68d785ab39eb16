/// Why a schema could not be derived from a type.
public struct SchemaDerivationError: Error, Sendable, CustomStringConvertible {
    /// The type being derived.
    public var typeName: String
    /// The coding path where derivation failed, e.g. `summary.actionItems`.
    public var path: String
    /// What went wrong.
    public var reason: String

    public var description: String {
        "cannot derive a generation schema for \(typeName) at '\(path.isEmpty ? "<root>" : path)': \(reason)"
    }
}

extension GenerationSchema {
    /// The schema of `type`, found by letting its `Decodable` conformance decode from a
    /// recorder: each key it asks for becomes a property (in the order asked), each array
    /// one item type, `decodeIfPresent` an optional value.
    ///
    /// Types whose decoding rejects placeholder values (enumerations with raw values) conform
    /// to ``SchemaPlaceholding``; nested ``Generable`` types contribute their own, possibly
    /// refined, ``Generable/generationSchema``. Dictionaries are not supported: their keys
    /// are data, not schema.
    /// - Throws: ``SchemaDerivationError`` when the type's decoding fails on the recorder.
    public init<T: Decodable>(deriving type: T.Type) throws {
        do {
            self = try SchemaRecorder.derive(type, codingPath: [], nested: false).schema
        } catch let error as SchemaDerivationError {
            throw error
        } catch {
            throw SchemaDerivationError(typeName: "\(T.self)", path: "", reason: "\(error)")
        }
    }
}

/// Records what a `Decodable` type asks of its decoder.
final class SchemaRecorder: Decoder {
    /// What the type asked for: nothing yet, keyed properties, array items, or one value.
    enum Shape {
        case undecided
        case object(PropertyLog)
        case array(ItemLog)
        case value(GenerationSchema)
    }

    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }
    var shape = Shape.undecided

    init(codingPath: [any CodingKey]) {
        self.codingPath = codingPath
    }

    /// A placeholder value of `type` and its schema.
    static func derive<T: Decodable>(_ type: T.Type, codingPath: [any CodingKey], nested: Bool) throws -> (value: T, schema: GenerationSchema) {
        if let placeholding = T.self as? any SchemaPlaceholding.Type {
            guard let value = placeholding.schemaPlaceholder as? T else {
                throw error(T.self, codingPath, "its placeholder has another type")
            }
            return (value, placeholding.placeholderSchema)
        }
        if let primitive = T.self as? any SchemaPrimitive.Type, let value = primitive.placeholder as? T {
            return (value, primitive.schema)
        }
        let recorder = SchemaRecorder(codingPath: codingPath)
        let value = try T(from: recorder)
        if nested, let generable = T.self as? any Generable.Type {
            return (value, try generable.generationSchema)
        }
        switch recorder.shape {
        case .undecided:
            throw error(T.self, codingPath, "its decoding reads nothing")
        case .object(let log):
            guard !log.properties.isEmpty else {
                throw error(T.self, codingPath, "it has no properties (dictionaries are not supported: their keys are data)")
            }
            return (value, .object(log.properties))
        case .array(let log):
            guard let items = log.items else { throw error(T.self, codingPath, "its array items have no type") }
            return (value, .array(of: items))
        case .value(let schema):
            return (value, schema)
        }
    }

    static func error(_ type: Any.Type, _ codingPath: [any CodingKey], _ reason: String) -> SchemaDerivationError {
        SchemaDerivationError(typeName: "\(type)", path: codingPath.map(\.stringValue).joined(separator: "."), reason: reason)
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        let log = PropertyLog()
        shape = .object(log)
        return KeyedDecodingContainer(KeyedRecorder<Key>(codingPath: codingPath, log: log))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let log = ItemLog()
        shape = .array(log)
        return UnkeyedRecorder(codingPath: codingPath, log: log)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        SingleValueRecorder(recorder: self)
    }
}

/// The properties an object asked for, in order.
final class PropertyLog {
    var properties: [GenerationSchema.Property] = []
    /// Keys checked with `decodeNil`: `decodeIfPresent` does that first, so their values are optional.
    var nilChecked: Set<String> = []

    func record(_ key: any CodingKey, _ schema: GenerationSchema) {
        let schema = nilChecked.contains(key.stringValue) ? .optional(schema) : schema
        if let index = properties.firstIndex(where: { $0.name == key.stringValue }) {
            properties[index].schema = schema
        } else {
            properties.append(GenerationSchema.Property(key.stringValue, schema))
        }
    }
}

/// The item type an array asked for.
final class ItemLog {
    var items: GenerationSchema?
}

struct KeyedRecorder<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let codingPath: [any CodingKey]
    let log: PropertyLog
    var allKeys: [Key] { [] }

    func contains(_ key: Key) -> Bool { true }

    func decodeNil(forKey key: Key) throws -> Bool {
        log.nilChecked.insert(key.stringValue)
        return false
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        let (value, schema) = try SchemaRecorder.derive(type, codingPath: codingPath + [key], nested: true)
        log.record(key, schema)
        return value
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try decode(type, key) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try decode(type, key) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try decode(type, key) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try decode(type, key) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try decode(type, key) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try decode(type, key) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try decode(type, key) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try decode(type, key) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try decode(type, key) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try decode(type, key) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try decode(type, key) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try decode(type, key) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try decode(type, key) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try decode(type, key) }

    /// Routes the primitive overloads to the generic one.
    private func decode<T: Decodable>(_ type: T.Type, _ key: Key) throws -> T {
        try decode(type, forKey: key)
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        throw SchemaRecorder.error(Key.self, codingPath + [key], "nested containers without a type are not supported")
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        throw SchemaRecorder.error(Key.self, codingPath + [key], "nested containers without a type are not supported")
    }

    func superDecoder() throws -> any Decoder {
        throw SchemaRecorder.error(Key.self, codingPath, "superclass decoding is not supported")
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        throw SchemaRecorder.error(Key.self, codingPath + [key], "superclass decoding is not supported")
    }
}

/// Hands out exactly one item, which is enough to learn the item type.
struct UnkeyedRecorder: UnkeyedDecodingContainer {
    let codingPath: [any CodingKey]
    let log: ItemLog
    var count: Int? { 1 }
    var isAtEnd: Bool { currentIndex > 0 }
    var currentIndex = 0

    mutating func decodeNil() throws -> Bool { false }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try decodeItem(type)
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool { try decodeItem(type) }
    mutating func decode(_ type: String.Type) throws -> String { try decodeItem(type) }
    mutating func decode(_ type: Double.Type) throws -> Double { try decodeItem(type) }
    mutating func decode(_ type: Float.Type) throws -> Float { try decodeItem(type) }
    mutating func decode(_ type: Int.Type) throws -> Int { try decodeItem(type) }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try decodeItem(type) }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try decodeItem(type) }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try decodeItem(type) }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try decodeItem(type) }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try decodeItem(type) }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try decodeItem(type) }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try decodeItem(type) }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try decodeItem(type) }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try decodeItem(type) }

    private mutating func decodeItem<T: Decodable>(_ type: T.Type) throws -> T {
        let (value, schema) = try SchemaRecorder.derive(type, codingPath: codingPath + [ItemKey()], nested: true)
        log.items = schema
        currentIndex += 1
        return value
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        throw SchemaRecorder.error(NestedKey.self, codingPath, "nested containers without a type are not supported")
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        throw SchemaRecorder.error([Any].self, codingPath, "nested containers without a type are not supported")
    }

    mutating func superDecoder() throws -> any Decoder {
        throw SchemaRecorder.error(Any.self, codingPath, "superclass decoding is not supported")
    }

    /// The coding path step for an array item (`[]`, as in ``GenerationSchema/refining(_:with:)``).
    struct ItemKey: CodingKey {
        var stringValue: String { "[]" }
        var intValue: Int? { 0 }
        init() {}
        init?(stringValue: String) { nil }
        init?(intValue: Int) { nil }
    }
}

/// Records a value decoded on its own (a `RawRepresentable` or a wrapper type).
struct SingleValueRecorder: SingleValueDecodingContainer {
    let recorder: SchemaRecorder
    var codingPath: [any CodingKey] { recorder.codingPath }

    func decodeNil() -> Bool { false }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try decodeValue(type)
    }

    func decode(_ type: Bool.Type) throws -> Bool { try decodeValue(type) }
    func decode(_ type: String.Type) throws -> String { try decodeValue(type) }
    func decode(_ type: Double.Type) throws -> Double { try decodeValue(type) }
    func decode(_ type: Float.Type) throws -> Float { try decodeValue(type) }
    func decode(_ type: Int.Type) throws -> Int { try decodeValue(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try decodeValue(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try decodeValue(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try decodeValue(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try decodeValue(type) }
    func decode(_ type: UInt.Type) throws -> UInt { try decodeValue(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try decodeValue(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try decodeValue(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try decodeValue(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try decodeValue(type) }

    private func decodeValue<T: Decodable>(_ type: T.Type) throws -> T {
        let (value, schema) = try SchemaRecorder.derive(type, codingPath: codingPath, nested: true)
        recorder.shape = .value(schema)
        return value
    }
}

/// The standard library types that map straight onto a JSON primitive.
protocol SchemaPrimitive {
    static var placeholder: Self { get }
    static var schema: GenerationSchema { get }
}

extension String: SchemaPrimitive {
    static var placeholder: String { "" }
    static var schema: GenerationSchema { .string() }
}

extension Bool: SchemaPrimitive {
    static var placeholder: Bool { false }
    static var schema: GenerationSchema { .boolean }
}

extension Double: SchemaPrimitive {
    static var schema: GenerationSchema { .number }
}

extension Float: SchemaPrimitive {
    static var schema: GenerationSchema { .number }
}

extension BinaryFloatingPoint where Self: SchemaPrimitive {
    static var placeholder: Self { 0 }
}

extension Int: SchemaPrimitive {}
extension Int8: SchemaPrimitive {}
extension Int16: SchemaPrimitive {}
extension Int32: SchemaPrimitive {}
extension Int64: SchemaPrimitive {}
extension UInt: SchemaPrimitive {}
extension UInt8: SchemaPrimitive {}
extension UInt16: SchemaPrimitive {}
extension UInt32: SchemaPrimitive {}
extension UInt64: SchemaPrimitive {}

extension BinaryInteger where Self: SchemaPrimitive {
    static var placeholder: Self { 0 }
    static var schema: GenerationSchema { .integer }
}
