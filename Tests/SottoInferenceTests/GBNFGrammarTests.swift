import SottoCore
import Testing

@testable import SottoInference

@Suite("GBNF grammars from generation schemas")
struct GBNFGrammarTests {
    @Test("an object becomes a rule with its keys in order and each value's rule")
    func object() {
        let grammar = GBNFGrammar(schema: .object([
            .init("headline", .string(length: 1...80)),
            .init("urgency", .choice(["low", "high"])),
            .init("count", .integer),
            .init("done", .optional(.boolean)),
        ]))
        let root = grammar.text.split(separator: "\n").first { $0.hasPrefix("root ::= ") }.map(String.init) ?? ""
        #expect(root.contains(#""\"headline\"" ws ":" ws "\"" char{1,80} "\"""#))
        #expect(root.contains(#"("\"low\"" | "\"high\"")"#))
        #expect(root.contains("integer"))
        #expect(root.contains(#"(boolean | "null")"#))
        let headline = root.range(of: "headline")!.lowerBound
        let urgency = root.range(of: "urgency")!.lowerBound
        #expect(headline < urgency)
        for rule in ["ws", "char", "integer", "number", "boolean"] {
            #expect(grammar.text.contains("\n\(rule) ::= "))
        }
    }

    @Test("array counts become bounded repetitions")
    func arrays() {
        let exactly3 = GBNFGrammar(schema: .array(of: .string(), count: 3)).text
        #expect(exactly3.contains(#"root ::= "[" ws "\"" char* "\"" (ws "," ws "\"" char* "\""){2,2} ws "]""#))
        let upTo2 = GBNFGrammar(schema: .array(of: .integer, minimumCount: 0, maximumCount: 2)).text
        #expect(upTo2.contains(#"root ::= "[" ws (integer (ws "," ws integer){0,1})? ws "]""#))
        let any = GBNFGrammar(schema: .array(of: .number)).text
        #expect(any.contains(#"(ws "," ws number)*"#))
    }

    @Test("keys and choices with quotes, backslashes and slashes are escaped twice: JSON, then GBNF")
    func escaping() {
        let text = GBNFGrammar(schema: .object([.init(#"a"b\c/d"#, .choice(["x\ny"]))])).text
        #expect(text.contains(#""\"a\\\"b\\\\c/d\"""#))
        #expect(text.contains(#""\"x\\ny\"""#))
    }

    @Test("nested objects get their own rules with unique names")
    func nested() {
        let text = GBNFGrammar(schema: .object([
            .init("a-b", .object([.init("x", .integer)])),
            .init("a_b", .object([.init("y", .integer)])),
        ])).text
        #expect(text.contains("root-a-b ::= "))
        #expect(text.contains("root-a-b2 ::= "))
    }
}
