/// The byte-level grammar of NeXT/Apple "typedstream" archives (NSArchiver), little-endian flavour.
///
/// Tags: `0x81` an int16 follows, `0x82` an int32 follows, `0x83` a float, `0x84` a new entry,
/// `0x85` nil, `0x86` end of object; `0x92` and above refer back to table entries (index = byte − 0x92).
/// Two tables grow as the stream is read: shared strings (type encodings and class names) and
/// objects (objects, classes and C strings), each entry referable later by index.
struct TypedStreamReader {
    enum Tag {
        static let int16: UInt8 = 0x81
        static let int32: UInt8 = 0x82
        static let float: UInt8 = 0x83
        static let new: UInt8 = 0x84
        static let null: UInt8 = 0x85
        static let end: UInt8 = 0x86
        static let firstReference: UInt8 = 0x92
    }

    /// An entry of the object table.
    enum ObjectEntry {
        /// An object whose class is still being read.
        case placeholder
        /// A class: its name (index into the shared strings) and its superclass (object index).
        case classEntry(name: Int, superclass: Int?)
        /// A decoded object: its class, and its text when it is a string.
        case object(classIndex: Int, text: String?)
    }

    let bytes: [UInt8]
    private(set) var position = 0
    private(set) var sharedStrings: [[UInt8]] = []
    private(set) var objects: [ObjectEntry] = []

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    // MARK: Primitives

    func error(_ kind: TypedStreamError.Kind) -> TypedStreamError { TypedStreamError(kind, at: position) }

    mutating func readByte() throws(TypedStreamError) -> UInt8 {
        guard position < bytes.count else { throw error(.truncated) }
        defer { position += 1 }
        return bytes[position]
    }

    func peekByte() throws(TypedStreamError) -> UInt8 {
        guard position < bytes.count else { throw error(.truncated) }
        return bytes[position]
    }

    mutating func readBytes(_ count: Int) throws(TypedStreamError) -> ArraySlice<UInt8> {
        guard count >= 0, count <= bytes.count - position else { throw error(.truncated) }
        defer { position += count }
        return bytes[position..<(position + count)]
    }

    private mutating func readLittleEndian(_ width: Int) throws(TypedStreamError) -> UInt64 {
        var value: UInt64 = 0
        for (shift, byte) in try readBytes(width).enumerated() { value |= UInt64(byte) << (8 * UInt64(shift)) }
        return value
    }

    /// A signed integer: one byte (−110…127), or a 0x81/0x82 tag and 2/4 little-endian bytes.
    mutating func readSignedInt() throws(TypedStreamError) -> Int64 {
        let first = try readByte()
        switch first {
        case Tag.int16: return Int64(Int16(truncatingIfNeeded: try readLittleEndian(2)))
        case Tag.int32: return Int64(Int32(truncatingIfNeeded: try readLittleEndian(4)))
        case Tag.float...(Tag.firstReference - 1):
            position -= 1
            throw error(.unexpectedByte)
        default: return Int64(Int8(bitPattern: first))
        }
    }

    /// An unsigned integer (lengths, versions): one byte, or a 0x81/0x82 tag and 2/4 bytes.
    mutating func readUnsignedInt() throws(TypedStreamError) -> UInt64 {
        let first = try readByte()
        switch first {
        case Tag.int16: return try readLittleEndian(2)
        case Tag.int32: return try readLittleEndian(4)
        case Tag.float...(Tag.firstReference - 1):
            position -= 1
            throw error(.unexpectedByte)
        default: return UInt64(first)
        }
    }

    /// Length-prefixed bytes (the `+` type, the header signature, shared strings).
    mutating func readCountedBytes() throws(TypedStreamError) -> ArraySlice<UInt8> {
        let length = try readUnsignedInt()
        guard length <= UInt64(bytes.count - position) else { throw error(.truncated) }
        return try readBytes(Int(length))
    }

    /// A back-reference: a byte ≥ 0x92, or (for tables past 110 entries) a 0x81/0x82 tagged value.
    mutating func readReference(first: UInt8) throws(TypedStreamError) -> Int {
        let value: Int64
        switch first {
        case Tag.int16: value = Int64(Int16(truncatingIfNeeded: try readLittleEndian(2)))
        case Tag.int32: value = Int64(Int32(truncatingIfNeeded: try readLittleEndian(4)))
        case Tag.firstReference...: return Int(first - Tag.firstReference)
        default: throw error(.unexpectedByte)
        }
        guard value >= Int64(Tag.firstReference) else { throw error(.badReference) }
        return Int(value - Int64(Tag.firstReference))
    }

    // MARK: Tables

    /// A shared string (type encoding or class name): new (`0x84` + counted bytes) or a reference.
    mutating func readSharedString() throws(TypedStreamError) -> Int {
        let first = try readByte()
        if first == Tag.new {
            sharedStrings.append(Array(try readCountedBytes()))
            return sharedStrings.count - 1
        }
        let index = try readReference(first: first)
        guard index < sharedStrings.count else { throw error(.badReference) }
        return index
    }

    /// The shared string's bytes.
    func sharedString(_ index: Int) -> [UInt8] { sharedStrings[index] }

    /// A class chain: new classes (`0x84` name version) each followed by its superclass, ending
    /// in nil (`0x85`) or a reference to a class read before. Returns the most derived class.
    mutating func readClass() throws(TypedStreamError) -> Int? {
        var first: Int?
        var previous: Int?
        var depth = 0
        while true {
            let byte = try readByte()
            if byte == Tag.new {
                depth += 1
                guard depth <= 64 else { throw error(.tooDeep) }
                let name = try readSharedString()
                _ = try readUnsignedInt()  // the class version
                objects.append(.classEntry(name: name, superclass: nil))
                let index = objects.count - 1
                if let previous { setSuperclass(of: previous, to: index) }
                if first == nil { first = index }
                previous = index
                continue
            }
            var parent: Int?
            if byte != Tag.null {
                let index = try readReference(first: byte)
                guard index < objects.count, case .classEntry = objects[index] else { throw error(.badReference) }
                parent = index
            }
            guard let first else { return parent }
            if let previous { setSuperclass(of: previous, to: parent) }
            return first
        }
    }

    private mutating func setSuperclass(of child: Int, to parent: Int?) {
        if case .classEntry(let name, _) = objects[child] { objects[child] = .classEntry(name: name, superclass: parent) }
    }

    /// The names of a class and its superclasses, most derived first (bounded, cycle-safe).
    func classChain(_ index: Int) -> [[UInt8]] {
        var names: [[UInt8]] = []
        var current: Int? = index
        while let at = current, at < objects.count, names.count < 64, case .classEntry(let name, let parent) = objects[at] {
            names.append(sharedStrings[name])
            current = parent
        }
        return names
    }

    mutating func appendObject(_ entry: ObjectEntry) -> Int {
        objects.append(entry)
        return objects.count - 1
    }

    mutating func replaceObject(_ index: Int, with entry: ObjectEntry) { objects[index] = entry }

    func object(_ index: Int) -> ObjectEntry? { index < objects.count ? objects[index] : nil }
}
