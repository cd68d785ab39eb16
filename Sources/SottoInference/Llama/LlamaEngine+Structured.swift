import SottoCore

extension LlamaEngine {
    /// Generates the answer to `messages` as JSON text that matches `schema`, streamed.
    ///
    /// A grammar built from the schema (``GBNFGrammar``) constrains every token, so when the
    /// stream ends at the end of the turn the text parses as the schema says. The token limit
    /// or the deadline can still cut it short; ``AIEngineProtocol/respond(to:generating:options:)``
    /// reports that as ``AIEngineError/Code/incompleteOutput``.
    public nonisolated func generate(
        messages: [ChatMessage], schema: GenerationSchema, options: GenerationOptions = GenerationOptions()
    ) -> AsyncThrowingStream<String, any Error> {
        stream(.chat(messages), options: options, grammar: GBNFGrammar(schema: schema))
    }

    /// Like ``generate(messages:schema:options:)`` for a plain-text prompt (base models).
    public nonisolated func generate(
        prompt: String, schema: GenerationSchema, options: GenerationOptions = GenerationOptions()
    ) -> AsyncThrowingStream<String, any Error> {
        stream(.text(prompt), options: options, grammar: GBNFGrammar(schema: schema))
    }
}
