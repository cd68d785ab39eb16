import Foundation

/// Decodes the JSON text of a structured answer.
public enum StructuredOutput {
    /// `json` decoded as `type`.
    /// - Throws: ``AIEngineError`` `.incompleteOutput` when the text does not decode, which
    ///   after constrained decoding means it was cut short. The message never quotes the text.
    public static func decode<T: Decodable>(_ type: T.Type, from json: String) throws -> T {
        do {
            return try JSONDecoder().decode(type, from: Data(json.utf8))
        } catch {
            throw AIEngineError(
                .incompleteOutput,
                "the answer (\(json.utf8.count) bytes) is not complete JSON for \(T.self); "
                    + "allow more tokens or time")
        }
    }
}
