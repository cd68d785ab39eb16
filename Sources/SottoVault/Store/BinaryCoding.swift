import Foundation
import SottoCore

/// A compact, versioned binary encoding for the records the vault seals. JSON would do, but
/// the import path encodes every message twice and Foundation's JSON coders cost more than
/// the encryption itself on Linux.
struct BinaryWriter {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int = 256) { bytes.reserveCapacity(capacity) }

    mutating func write(_ value: UInt64) {
        var v = value
        while v >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: v) | 0x80)
            v >>= 7
        }
        bytes.append(UInt8(v))
    }

    mutating func write(_ value: Int) { write(UInt64(bitPattern: Int64(value))) }
    mutating func write(_ value: Bool) { bytes.append(value ? 1 : 0) }

    mutating func write(_ value: String) {
        var copy = value
        copy.withUTF8 { utf8 in
            write(utf8.count)
            bytes.append(contentsOf: utf8)
        }
    }

    mutating func write(_ value: String?) {
        write(value != nil)
        if let value { write(value) }
    }

    mutating func write(_ value: Double?) {
        write(value != nil)
        if let value { write(value.bitPattern) }
    }

    mutating func write(_ values: [String]) {
        write(values.count)
        for value in values { write(value) }
    }

    mutating func write(_ addresses: [EmailAddress]) {
        write(addresses.count)
        for address in addresses {
            write(address.name)
            write(address.address)
        }
    }
}

/// Reads what `BinaryWriter` wrote. Every read is bounds-checked: a damaged blob throws.
struct BinaryReader {
    private let bytes: [UInt8]
    private var position = 0

    init(_ data: Data) { bytes = [UInt8](data) }

    private static let damaged = VaultError(.corrupted, "a stored record is damaged")

    mutating func readUInt64() throws -> UInt64 {
        var result: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            guard position < bytes.count, shift < 64 else { throw Self.damaged }
            let byte = bytes[position]
            position += 1
            result |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { return result }
            shift += 7
        }
    }

    mutating func readInt() throws -> Int { Int(truncatingIfNeeded: Int64(bitPattern: try readUInt64())) }

    mutating func readBool() throws -> Bool {
        guard position < bytes.count else { throw Self.damaged }
        defer { position += 1 }
        return bytes[position] != 0
    }

    mutating func readString() throws -> String {
        let count = try readInt()
        guard count >= 0, count <= bytes.count - position else { throw Self.damaged }
        defer { position += count }
        return String(decoding: bytes[position..<position + count], as: UTF8.self)
    }

    mutating func readOptionalString() throws -> String? {
        try readBool() ? try readString() : nil
    }

    mutating func readOptionalDouble() throws -> Double? {
        try readBool() ? Double(bitPattern: try readUInt64()) : nil
    }

    mutating func readStrings() throws -> [String] {
        let count = try readCount()
        return try (0..<count).map { _ in try readString() }
    }

    mutating func readAddresses() throws -> [EmailAddress] {
        let count = try readCount()
        return try (0..<count).map { _ in
            let name = try readOptionalString()
            return EmailAddress(name: name, address: try readString())
        }
    }

    /// A collection count, checked against what is left so damage cannot ask for huge arrays.
    mutating func readCount() throws -> Int {
        let count = try readInt()
        guard count >= 0, count <= bytes.count - position else { throw Self.damaged }
        return count
    }
}
