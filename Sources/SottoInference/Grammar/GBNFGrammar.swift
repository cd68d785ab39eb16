import Foundation
import SottoCore

/// A llama.cpp grammar (GBNF) that accepts exactly the JSON texts matching a
/// ``GenerationSchema``: objects with their properties in order, arrays within their counts,
/// strings within their lengths, choices from their list.
///
/// The JSON is compact (at most one space between tokens), so a small model cannot wander
/// off into endless blank lines; strings exclude raw control characters (JSON forbids them).
public struct GBNFGrammar: Sendable, Hashable, CustomStringConvertible {
    /// The grammar's start symbol.
    public static let rootRule = "root"

    /// The grammar text, one rule per line.
    public let text: String

    /// The grammar for `schema`.
    public init(schema: GenerationSchema) {
        var builder = Builder()
        let root = builder.expression(for: schema, name: builder.reserve(Self.rootRule))
        if root != Self.rootRule { builder.define(Self.rootRule, root) }
        text = builder.text
    }

    public var description: String { text }

    /// Collects rules, sharing identical ones.
    private struct Builder {
        private var rules: [(name: String, body: String)] = []
        private var names: Set<String> = []

        /// Shared rules every grammar can use.
        private static let basics: [(name: String, body: String)] = [
            ("ws", #"" "?"#),
            ("char", #"[^"\\\x7F\x00-\x1F] | "\\" (["\\/bfnrt] | "u" [0-9a-fA-F]{4})"#),
            ("integer", #""-"? ("0" | [1-9] [0-9]{0,15})"#),
            ("number", #"integer ("." [0-9]{1,16})? ([eE] [-+]? [0-9]{1,3})?"#),
            ("boolean", #""true" | "false""#),
        ]

        var text: String {
            let root = rules.filter { $0.name == GBNFGrammar.rootRule }
            let others = rules.filter { $0.name != GBNFGrammar.rootRule }
            return (root + others + Self.basics).map { "\($0.name) ::= \($0.body)" }.joined(separator: "\n") + "\n"
        }

        /// `base`, or `base` with a number when that name is taken (or is a shared rule).
        mutating func reserve(_ base: String) -> String {
            var name = base
            var number = 1
            while names.contains(name) || Self.basics.contains(where: { $0.name == name }) {
                number += 1
                name = "\(base)\(number)"
            }
            names.insert(name)
            return name
        }

        mutating func define(_ name: String, _ body: String) {
            names.insert(name)
            rules.append((name, body))
        }

        /// A GBNF expression matching `schema`; compound values get a rule named `name`
        /// (already reserved).
        mutating func expression(for schema: GenerationSchema, name: String) -> String {
            switch schema {
            case .string(let choices?, _):
                return "(" + choices.map { Self.literal(Self.json($0)) }.joined(separator: " | ") + ")"
            case .string(nil, let length):
                let repetition = length.map { "{\(max(0, $0.lowerBound)),\(max(0, $0.upperBound))}" } ?? "*"
                return #""\"" char"# + repetition + #" "\"""#
            case .integer:
                return "integer"
            case .number:
                return "number"
            case .boolean:
                return "boolean"
            case .optional(let wrapped):
                return "(" + expression(for: wrapped, name: name) + #" | "null")"#
            case .array(let items, let minimum, let maximum):
                let item = expression(for: items, name: reserve(name + "-item"))
                define(name, Self.array(item: item, minimum: max(0, minimum), maximum: maximum))
                return name
            case .object(let properties):
                let members = properties.map { property in
                    let value = expression(for: property.schema, name: reserve(name + "-" + Self.ruleName(property.name)))
                    return Self.literal(Self.json(property.name)) + #" ws ":" ws "# + value
                }
                let body = members.isEmpty
                    ? #""{" ws "}""#
                    : #""{" ws "# + members.joined(separator: #" ws "," ws "#) + #" ws "}""#
                define(name, body)
                return name
            }
        }

        private static func array(item: String, minimum: Int, maximum: Int?) -> String {
            if maximum == 0 { return #""[" ws "]""# }
            let more = #"(ws "," ws "# + item + ")"
            if minimum == 0 {
                let tail = maximum.map { more + "{0,\($0 - 1)}" } ?? more + "*"
                return #""[" ws ("# + item + " " + tail + #")? ws "]""#
            }
            let extra = maximum.map { "{\(minimum - 1),\(max(minimum, $0) - 1)}" } ?? "{\(minimum - 1),}"
            return #""[" ws "# + item + " " + more + extra + #" ws "]""#
        }

        /// `value` as a JSON string literal (quotes included).
        private static func json(_ value: String) -> String {
            let encoder = JSONEncoder()
            encoder.outputFormatting = .withoutEscapingSlashes
            guard let data = try? encoder.encode(value) else { return "\"\"" }
            return String(decoding: data, as: UTF8.self)
        }

        /// `text` as a GBNF string literal.
        private static func literal(_ text: String) -> String {
            var escaped = "\""
            for scalar in text.unicodeScalars {
                switch scalar {
                case "\"": escaped += "\\\""
                case "\\": escaped += "\\\\"
                case "\n": escaped += "\\n"
                case "\r": escaped += "\\r"
                case "\t": escaped += "\\t"
                default: escaped.unicodeScalars.append(scalar)
                }
            }
            return escaped + "\""
        }

        /// A rule-name fragment from a property name (letters, digits and dashes only).
        private static func ruleName(_ name: String) -> String {
            let cleaned = String(name.unicodeScalars.map { scalar -> Character in
                scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar)) ? Character(scalar) : "-"
            })
            return cleaned.isEmpty ? "value" : cleaned
        }
    }
}
