import SottoCore

extension LlamaEngine {
    /// Generates the answer to `messages` as JSON text that matches `schema`, streamed.
    ///
    /// A grammar built from the schema (``GBNFGrammar``) constrains every token, so when the
    /// stream ends at the end of the turn the text parses as the schema says. The token limit
    /// or the deadline can still cut it short; ``AIEngineProtocol/respond(to:generating:options:)``
    /// reports that as ``AIEngineError/Code/incompleteOutput``.
    ///
    /// The schema's shape (``GenerationSchema/promptDescription``) is added to the system
    /// message, so the model knows what each field is for rather than only being forced into it.
    public nonisolated func generate(
        messages: [ChatMessage], schema: GenerationSchema, options: GenerationOptions = GenerationOptions()
    ) -> AsyncThrowingStream<String, any Error> {
        stream(.chat(Self.describing(schema, in: messages)), options: options, grammar: GBNFGrammar(schema: schema))
    }

    /// `messages` with the expected JSON shape stated in the (first) system message.
    static func describing(_ schema: GenerationSchema, in messages: [ChatMessage]) -> [ChatMessage] {
        let instruction = "Answer with JSON only, in this shape: \(schema.promptDescription)"
        var messages = messages
        if let index = messages.firstIndex(where: { $0.role == .system }) {
            messages[index].content += "\n\n" + instruction
        } else {
            messages.insert(.system(instruction), at: 0)
        }
        return messages
    }

    /// Like ``generate(messages:schema:options:)`` for a plain-text prompt (base models).
    public nonisolated func generate(
        prompt: String, schema: GenerationSchema, options: GenerationOptions = GenerationOptions()
    ) -> AsyncThrowingStream<String, any Error> {
        stream(.text(prompt), options: options, grammar: GBNFGrammar(schema: schema))
    }
}
