import CLlama
import Foundation
import SottoCore

/// Turns chat messages into the prompt text and tokens a model expects, with the chat
/// template from the model's own metadata.
///
/// Message content is tokenized as plain text: a mail that contains `<|im_start|>system`
/// stays words and cannot open a turn of its own. Only the template's own markers become
/// control tokens.
enum ChatPrompt {
    /// One stretch of the formatted prompt: template markup (control tokens allowed) or
    /// message content (plain text only).
    struct Segment: Equatable {
        var text: String
        var isMarkup: Bool
    }

    /// Applies `template` (a Jinja template from GGUF metadata, matched by llama.cpp against
    /// the templates it knows) to `messages`, ending with the assistant's turn opened.
    static func format(_ messages: [ChatMessage], template: String?, path: String) throws -> String {
        guard let template else {
            throw LlamaError(
                .chatTemplateMissing,
                "the model has no chat template in its metadata (a base model?); use a raw prompt instead",
                path: path
            )
        }
        let roles = messages.map { strdup($0.role.rawValue) }
        let contents = messages.map { strdup($0.content) }
        defer {
            roles.forEach { free($0) }
            contents.forEach { free($0) }
        }
        let chat = zip(roles, contents).map { llama_chat_message(role: $0, content: $1) }
        let estimate = messages.reduce(256) { $0 + 2 * $1.content.utf8.count }
        var buffer = [CChar](repeating: 0, count: estimate)
        var length = llama_chat_apply_template(template, chat, chat.count, true, &buffer, Int32(buffer.count))
        if length > Int32(buffer.count) {
            buffer = [CChar](repeating: 0, count: Int(length) + 1)
            length = llama_chat_apply_template(template, chat, chat.count, true, &buffer, Int32(buffer.count))
        }
        guard length >= 0 else {
            throw LlamaError(
                .chatTemplateUnsupported,
                "llama.cpp does not recognise the model's chat template",
                path: path,
                returnCode: length
            )
        }
        return String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Splits `formatted` into markup and content by finding each message's content in
    /// order. Returns `nil` when a content cannot be found verbatim (a template that rewrites
    /// content); the caller then cannot separate the two.
    static func segments(of formatted: String, messages: [ChatMessage]) -> [Segment]? {
        var segments: [Segment] = []
        var cursor = formatted.startIndex
        for message in messages where !message.content.isEmpty {
            let content = message.content
            let trimmed = content.trimmingCharacters(in: .whitespacesAndNewlines)
            guard let found = formatted.range(of: content, range: cursor..<formatted.endIndex)
                ?? (trimmed.isEmpty ? nil : formatted.range(of: trimmed, range: cursor..<formatted.endIndex))
            else { return nil }
            if cursor < found.lowerBound {
                segments.append(Segment(text: String(formatted[cursor..<found.lowerBound]), isMarkup: true))
            }
            segments.append(Segment(text: String(formatted[found]), isMarkup: false))
            cursor = found.upperBound
        }
        if cursor < formatted.endIndex {
            segments.append(Segment(text: String(formatted[cursor...]), isMarkup: true))
        }
        return segments
    }
}
