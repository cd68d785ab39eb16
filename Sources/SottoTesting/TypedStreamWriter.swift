/// The byte-level writer behind `TypedStreamEncoder`: typedstream tags, integers, and the two
/// tables (shared strings; objects and classes) whose entries are written once and referred
/// to afterwards by index + 0x92, exactly as NSArchiver does.
struct TypedStreamWriter {
    private(set) var bytes: [UInt8] = []
    private var sharedStrings: [[UInt8]: Int] = [:]
    private var classes: [String: Int] = [:]
    private var objectCount = 0

    mutating func writeHeader() {
        bytes += [0x04, 0x0B] + Array("streamtyped".utf8)
        writeSignedInt(1000)
    }

    mutating func writeSignedInt(_ value: Int64) {
        if (-110...127).contains(value) {
            bytes.append(UInt8(truncatingIfNeeded: value))
        } else if let short = Int16(exactly: value) {
            bytes.append(0x81)
            bytes += withUnsafeBytes(of: short.littleEndian, Array.init)
        } else {
            bytes.append(0x82)
            bytes += withUnsafeBytes(of: Int32(truncatingIfNeeded: value).littleEndian, Array.init)
        }
    }

    mutating func writeUnsignedInt(_ value: UInt64) {
        if value <= 127 {
            bytes.append(UInt8(value))
        } else if let short = UInt16(exactly: value) {
            bytes.append(0x81)
            bytes += withUnsafeBytes(of: short.littleEndian, Array.init)
        } else {
            bytes.append(0x82)
            bytes += withUnsafeBytes(of: UInt32(truncatingIfNeeded: value).littleEndian, Array.init)
        }
    }

    private mutating func writeReference(_ index: Int) {
        let label = Int64(index) + 0x92
        if label <= 0xFF {
            bytes.append(UInt8(label))
        } else {
            writeSignedInt(label)
        }
    }

    /// A shared string: new (0x84, length, bytes) the first time, a reference afterwards.
    private mutating func writeSharedString(_ string: [UInt8]) {
        if let index = sharedStrings[string] {
            writeReference(index)
            return
        }
        sharedStrings[string] = sharedStrings.count
        bytes.append(0x84)
        writeUnsignedInt(UInt64(string.count))
        bytes += string
    }

    mutating func writeType(_ encoding: String) { writeSharedString(Array(encoding.utf8)) }

    /// Starts an object: 0x84, then its class chain (most derived first; a class already written
    /// is referred to, and ends the chain), then the caller writes the fields and `endObject()`.
    mutating func beginObject(classes chain: [(name: String, version: Int)]) {
        bytes.append(0x84)
        objectCount += 1
        for (name, version) in chain {
            if let index = classes[name] {
                writeReference(index)
                return
            }
            bytes.append(0x84)
            writeSharedString(Array(name.utf8))
            writeUnsignedInt(UInt64(version))
            classes[name] = objectCount
            objectCount += 1
        }
        bytes.append(0x85)
    }

    mutating func endObject() { bytes.append(0x86) }

    /// An NSString (or NSMutableString) object: type `+`, UTF-8 byte count, bytes.
    mutating func writeStringObject(_ string: String, mutable: Bool) {
        let chain = mutable
            ? [("NSMutableString", 1), ("NSString", 1), ("NSObject", 0)]
            : [("NSString", 1), ("NSObject", 0)]
        beginObject(classes: chain)
        writeType("+")
        let utf8 = Array(string.utf8)
        writeUnsignedInt(UInt64(utf8.count))
        bytes += utf8
        endObject()
    }

    /// An NSNumber holding an `int`: type `*` with the C string "i" (a shared string behind a
    /// new-C-string marker), then type `i` and the value.
    mutating func writeNumberObject(_ value: Int32) {
        beginObject(classes: [("NSNumber", 0), ("NSValue", 0), ("NSObject", 0)])
        writeType("*")
        bytes.append(0x84)
        objectCount += 1
        writeSharedString(Array("i".utf8))
        writeType("i")
        writeSignedInt(Int64(value))
        endObject()
    }
}
