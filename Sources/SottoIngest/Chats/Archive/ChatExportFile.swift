import Foundation
import ZIPFoundation

/// A WhatsApp export as the phone wrote it: a `.txt` file, or a `.zip` holding the chat text
/// (`_chat.txt` on iOS, `WhatsApp Chat with X.txt` on Android) and the media files it names.
/// Reads the chat text in chunks, so a 150 MB export never sits in memory.
public struct ChatExportFile: Sendable {
    /// Where the chat text is.
    public enum Container: Sendable, Hashable {
        /// A plain text file.
        case text
        /// A zip archive; `entry` is the chat text inside it.
        case zip(entry: String)
    }

    /// The file given (absolute path).
    public let path: String
    public let container: Container
    /// Bytes of chat text (uncompressed).
    public let textSize: Int64
    /// Media files inside a zip, by file name, with their sizes.
    public let mediaFiles: [String: Int64]

    /// The path that provenance records: the file, or `archive.zip/_chat.txt`.
    public var textPath: String {
        switch container {
        case .text: path
        case .zip(let entry): path + "/" + entry
        }
    }

    /// The chat's name from the file names phones write (`WhatsApp Chat with Lena Fischer.txt`,
    /// `WhatsApp Chat - Book Club.zip`, `WhatsApp-Chat mit Oma.txt`), else the file's base name.
    public var chatTitle: String {
        let url = URL(fileURLWithPath: path)
        var base = url.deletingPathExtension().lastPathComponent
        // An unzipped iOS export is a folder named after the chat holding `_chat.txt`.
        if base == "_chat" { base = url.deletingLastPathComponent().lastPathComponent }
        for prefix in ["WhatsApp Chat with ", "WhatsApp Chat - ", "WhatsApp-Chat mit ", "WhatsApp Chat mit ", "Chat de WhatsApp con ",
                       "Conversa do WhatsApp com ", "Discussion WhatsApp avec ", "WhatsApp-chatt med ", "WhatsApp Chat: "] {
            if base.hasPrefix(prefix), base.count > prefix.count { return String(base.dropFirst(prefix.count)) }
        }
        return base
    }

    /// Opens `path`: a zip is searched for its chat text; a text file is taken as it is.
    /// - Throws: ``ChatExportError`` when a zip is damaged or holds no chat text.
    public init(path: String) throws(ChatExportError) {
        self.path = path
        let handle = FileHandle(forReadingAtPath: path)
        guard let handle else { throw ChatExportError(path: path, reason: "cannot be read") }
        let magic = (try? handle.read(upToCount: 4)) ?? Data()
        try? handle.close()
        guard magic.starts(with: [0x50, 0x4B, 0x03, 0x04]) || magic.starts(with: [0x50, 0x4B, 0x05, 0x06]) else {
            container = .text
            textSize = Int64((try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0)
            mediaFiles = [:]
            return
        }
        let archive: Archive
        do {
            archive = try Archive(url: URL(fileURLWithPath: path), accessMode: .read)
        } catch {
            throw ChatExportError(path: path, reason: "is not a readable zip archive (truncated or damaged)")
        }
        let files = archive.filter { $0.type == .file }
        let texts = files.filter { $0.path.lowercased().hasSuffix(".txt") && !$0.path.hasPrefix("__MACOSX") }
        guard let chat = texts.first(where: { $0.path.hasSuffix("_chat.txt") })
            ?? texts.first(where: { URL(fileURLWithPath: $0.path).lastPathComponent.hasPrefix("WhatsApp") })
            ?? (texts.count == 1 ? texts.first : nil)
        else {
            throw ChatExportError(path: path, reason: "holds no chat text (_chat.txt or 'WhatsApp Chat with ….txt')")
        }
        container = .zip(entry: chat.path)
        textSize = Int64(chat.uncompressedSize)
        var media: [String: Int64] = [:]
        for file in files where file.path != chat.path {
            media[URL(fileURLWithPath: file.path).lastPathComponent] = Int64(file.uncompressedSize)
        }
        mediaFiles = media
    }

    /// Calls `body` with the chat text in chunks of up to `chunkSize` bytes, in order. In a zip,
    /// each entry's CRC is checked, so a damaged archive fails here, never silently.
    public func readText(chunkSize: Int = 1 << 16, _ body: (Data) throws -> Void) throws {
        switch container {
        case .text:
            guard let handle = FileHandle(forReadingAtPath: path) else { throw ChatExportError(path: path, reason: "cannot be read") }
            defer { try? handle.close() }
            while true {
                let chunk: Data
                do {
                    chunk = try handle.read(upToCount: chunkSize) ?? Data()
                } catch {
                    throw ChatExportError(path: path, reason: "could not be read to the end")
                }
                if chunk.isEmpty { break }
                try body(chunk)
            }
        case .zip(let entryPath):
            let archive: Archive
            do {
                archive = try Archive(url: URL(fileURLWithPath: path), accessMode: .read)
            } catch {
                throw ChatExportError(path: path, reason: "is not a readable zip archive (truncated or damaged)")
            }
            guard let entry = archive[entryPath] else { throw ChatExportError(path: path, reason: "lost its chat text while reading") }
            do {
                _ = try archive.extract(entry, bufferSize: chunkSize, skipCRC32: false) { chunk in
                    do { try body(chunk) } catch { throw ConsumerError(underlying: error) }
                }
            } catch let error as ConsumerError {
                throw error.underlying  // the caller's own error (a full disk, a cancelled import), not the archive's
            } catch {
                throw ChatExportError(path: path, reason: "has a damaged chat text (\(type(of: error)): the archive is truncated or corrupt)")
            }
        }
    }
}

/// An error thrown by the code reading the chunks, carried through the zip extractor unchanged.
private struct ConsumerError: Error {
    let underlying: any Error
}

/// A chat export that cannot be read: which file, and what is wrong (never its content).
public struct ChatExportError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file.
    public var path: String
    /// What is wrong with it.
    public var reason: String

    /// Creates an error.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "\(path): \(reason)" }
}
