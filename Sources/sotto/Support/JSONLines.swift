import Foundation

/// JSON Lines files: one JSON value per line.
enum JSONLines {
    /// Reads `url` into one decoded value per line.
    static func read<Value: Decodable>(_ url: URL, as type: Value.Type) throws -> [Value] {
        guard let text = try? String(contentsOf: url, encoding: .utf8) else {
            throw CLIError(.noInput, "cannot read \(url.path); pass the reference folder with --reference")
        }
        return try text.split(separator: "\n").enumerated().map { number, line in
            do {
                return try JSONDecoder().decode(Value.self, from: Data(line.utf8))
            } catch {
                throw CLIError(.dataError, "\(url.path), line \(number + 1): \(error)")
            }
        }
    }
}
