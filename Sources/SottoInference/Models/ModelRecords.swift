import Foundation

/// Written beside an installed model: the SHA-256 of its bytes and whether it matched a
/// published checksum. Its absence means the file was not installed by the manager.
struct InstalledModelRecord: Codable, Sendable, Hashable {
    var sha256: String
    var verified: Bool
    /// The display name, for imported models that have no catalog entry.
    var name: String?

    static func url(for file: URL) -> URL { file.appendingPathExtension("record.json") }

    static func load(for file: URL) -> InstalledModelRecord? {
        guard let data = try? Data(contentsOf: url(for: file)) else { return nil }
        return try? JSONDecoder().decode(InstalledModelRecord.self, from: data)
    }

    func save(for file: URL) throws {
        try JSONEncoder().encode(self).write(to: Self.url(for: file), options: .atomic)
    }
}

/// Written beside a `.partial` download: where it came from and the validators the server
/// sent, so a resumed request can send `If-Range` and get the same file.
struct ResumeRecord: Codable, Sendable, Hashable {
    var url: String
    var entityTag: String?
    var lastModified: String?

    /// The value for `If-Range`: the strong ETag when there is one, else the date.
    var ifRangeValidator: String? {
        if let entityTag, !entityTag.hasPrefix("W/") { return entityTag }
        return lastModified
    }

    static func load(from url: URL) -> ResumeRecord? {
        guard let data = try? Data(contentsOf: url) else { return nil }
        return try? JSONDecoder().decode(ResumeRecord.self, from: data)
    }

    func save(to url: URL) throws {
        try JSONEncoder().encode(self).write(to: url, options: .atomic)
    }
}

/// File helpers shared by downloads and imports.
enum ModelFiles {
    static func partialURL(for file: URL) -> URL { file.appendingPathExtension("partial") }
    static func resumeURL(for file: URL) -> URL { file.appendingPathExtension("partial.json") }

    /// The size of the regular file at `url`, or `nil` when there is none.
    static func size(of url: URL) -> Int64? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path),
            (attributes[.type] as? FileAttributeType) == .typeRegular
        else { return nil }
        return (attributes[.size] as? NSNumber)?.int64Value
    }

    /// Lower-case hex of a digest.
    static func hex<Bytes: Sequence>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
        let digits = Array("0123456789abcdef".utf8)
        var text = [UInt8]()
        for byte in bytes {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// Removes `url` if it exists; other failures are reported.
    static func removeIfPresent(_ url: URL) throws {
        guard FileManager.default.fileExists(atPath: url.path) else { return }
        try FileManager.default.removeItem(at: url)
    }
}
