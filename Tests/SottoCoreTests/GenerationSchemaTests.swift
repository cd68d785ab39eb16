import Foundation
import SottoCore
import Testing

@Suite("Generation schemas derived from Decodable types")
struct GenerationSchemaTests {
    enum Urgency: String, Codable, CaseIterable, SchemaPlaceholding {
        case low, medium, high
    }

    struct ActionItem: Decodable {
        var owner: String
        var task: String
    }

    struct Summary: Generable {
        var headline: String
        var body: String
        var urgency: Urgency
        var actionItems: [ActionItem]
        var due: String?
        var confidence: Double
        var messageCount: Int
        var isPartial: Bool
    }

    struct Replies: Generable {
        var replies: [String]

        static var generationSchema: GenerationSchema {
            get throws {
                try GenerationSchema(deriving: Replies.self)
                    .refining("replies", with: .array(of: .string(length: 1...160), count: 3))
            }
        }
    }

    struct Wrapper: Decodable {
        var inner: Replies
    }

    @Test("properties come out in declaration order with their JSON types")
    func derivesObject() throws {
        let schema = try GenerationSchema(deriving: Summary.self)
        guard case .object(let properties) = schema else {
            Issue.record("expected an object, got \(schema)")
            return
        }
        #expect(properties.map(\.name) == [
            "headline", "body", "urgency", "actionItems", "due", "confidence", "messageCount", "isPartial",
        ])
        let byName = Dictionary(uniqueKeysWithValues: properties.map { ($0.name, $0.schema) })
        #expect(byName["headline"] == .string())
        #expect(byName["urgency"] == .choice(["low", "medium", "high"]))
        #expect(byName["actionItems"] == .array(of: .object([.init("owner", .string()), .init("task", .string())])))
        #expect(byName["due"] == .optional(.string()))
        #expect(byName["confidence"] == .number)
        #expect(byName["messageCount"] == .integer)
        #expect(byName["isPartial"] == .boolean)
    }

    @Test("a refined schema bounds counts and lengths, also when nested in another type")
    func refines() throws {
        #expect(try Replies.generationSchema == .object([.init("replies", .array(of: .string(length: 1...160), count: 3))]))
        let wrapper = try GenerationSchema(deriving: Wrapper.self)
        #expect(wrapper == .object([.init("inner", try Replies.generationSchema)]))
        let deep = GenerationSchema.object([.init("items", .array(of: .object([.init("name", .string())])))])
        #expect(deep.refining("items.[].name", with: .choice(["a"])) == .object([
            .init("items", .array(of: .object([.init("name", .choice(["a"]))]))),
        ]))
        #expect(deep.refining("missing.path", with: .integer) == deep)
    }

    @Test("the prompt shows the shape without length or count hints, which small models copy into answers")
    func promptDescription() throws {
        let schema = GenerationSchema.object([
            .init("headline", .string(length: 3...90)),
            .init("items", .array(of: .string(length: 3...120), minimumCount: 0, maximumCount: 4)),
            .init("replies", .array(of: .string(), count: 3)),
            .init("urgency", .choice(["low", "high"])),
        ])
        #expect(schema.promptDescription == #"{"headline": string, "items": [string, …], "replies": [string, string, string], "urgency": "low" | "high"}"#)
    }

    @Test("top-level arrays and plain values have schemas too; dictionaries are refused")
    func otherShapes() throws {
        #expect(try GenerationSchema(deriving: [String].self) == .array(of: .string()))
        #expect(try GenerationSchema(deriving: Urgency.self) == .choice(["low", "medium", "high"]))
        #expect(throws: SchemaDerivationError.self) { try GenerationSchema(deriving: [String: Int].self) }
    }

    @Test("structured output that does not decode is reported as incomplete, without quoting it")
    func incompleteOutput() throws {
        let secret = "{\"replies\": [\"meet at the Lisbon"
        do {
            _ = try StructuredOutput.decode(Replies.self, from: secret)
            Issue.record("a cut-off answer must not decode")
        } catch let error as AIEngineError {
            #expect(error.code == .incompleteOutput)
            #expect(!error.description.contains("Lisbon"))
        }
        let complete = try StructuredOutput.decode(Replies.self, from: #"{"replies": ["Yes", "No", "When?"]}"#)
        #expect(complete.replies.count == 3)
    }
}
