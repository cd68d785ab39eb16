import Foundation
import SottoTesting
import Testing

/// `sotto engines` and `sotto generate` on the built binary, with the set-up's SmolLM2.
@Suite("The sotto engines and generate commands", .serialized)
struct EnginesCLITests {
    private func json(_ result: CLIRunner.Result) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
    }

    @Test("engines lists every tier; llama.cpp with the set-up's model is chosen, and a tiny machine gets the stub")
    func engines() throws {
        let cli = try CLIRunner()
        defer { cli.remove() }
        let result = try cli.run("engines", "--json")
        #expect(result.status == 0, "\(result.stderr)")
        let tiers = try json(result) as? [[String: Any]] ?? []
        #expect(tiers.map { $0["tier"] as? String } == ["foundation-models", "llama.cpp", "stub"])
        let chosen = tiers.first { $0["chosen"] as? Bool == true }
        #expect(chosen?["tier"] as? String == "llama.cpp")
        #expect((chosen?["model"] as? String)?.contains("SmolLM2") == true)

        let starved = try cli.run("engines", "--json", "--memory", "0.05", "--load")
        let starvedTiers = try json(starved) as? [[String: Any]] ?? []
        let stub = starvedTiers.last
        #expect(stub?["tier"] as? String == "stub")
        #expect(stub?["chosen"] as? Bool == true)
        #expect((stub?["reason"] as? String)?.contains("Not enough memory") == true)
    }

    @Test("generate streams a real answer; --format replies is always three strings of JSON")
    func generate() throws {
        let cli = try CLIRunner()
        defer { cli.remove() }
        let answer = try cli.run("generate", "What is the capital of France?", "--temperature", "0", "--max-tokens", "24")
        #expect(answer.status == 0, "\(answer.stderr)")
        #expect(answer.stdout.contains("Paris"), "\(answer.stdout)")

        let replies = try cli.run(
            "generate", "Can we meet on Friday at 3pm?", "--system", "Suggest three short replies.",
            "--format", "replies", "--temperature", "0.9", "--seed", "3", "--max-tokens", "200")
        #expect(replies.status == 0, "\(replies.stderr)")
        let object = try json(replies) as? [String: Any]
        let list = object?["replies"] as? [String] ?? []
        #expect(list.count == 3)
        #expect(list.allSatisfy { !$0.isEmpty })
    }

    @Test("generate without a usable engine or with an unknown model exits 66 and says why")
    func generateUnavailable() throws {
        let cli = try CLIRunner()
        defer { cli.remove() }
        let starved = try cli.run("generate", "hello", "--memory", "0.05")
        #expect(starved.status == 66)
        #expect(starved.stderr.contains("no generative engine is available"))
        let unknown = try cli.run("generate", "hello", "--model", "no-such-model")
        #expect(unknown.status == 66)
        #expect(unknown.stderr.contains("not installed"))
    }
}
