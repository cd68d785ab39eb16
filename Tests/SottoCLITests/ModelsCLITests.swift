import Foundation
import SottoTesting
import Testing

/// `sotto models`, `embed` and their exit codes, on the built binary. The set-up's model folder
/// is only read; everything that writes uses a temporary `--models-dir`. No network.
@Suite("The sotto models and embed commands", .serialized)
struct ModelsCLITests {
    /// The folder the set-up installs models into (the commands' default).
    private static var setupModels: URL {
        if let cache = ProcessInfo.processInfo.environment["SOTTO_CACHE"], !cache.isEmpty {
            return URL(fileURLWithPath: cache).appendingPathComponent("models")
        }
        return URL(fileURLWithPath: NSHomeDirectory()).appendingPathComponent(".cache/sotto/models")
    }

    private static let smolLM2 = "smollm2-135m-instruct-q4_1"

    /// A runner and an empty models folder beside its vault.
    private func runnerWithModelsFolder() throws -> (CLIRunner, URL) {
        let cli = try CLIRunner()
        let folder = cli.vault.deletingLastPathComponent().appendingPathComponent("models")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return (cli, folder)
    }

    private func json(_ result: CLIRunner.Result) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
    }

    @Test("models list --json shows the Qwen3 downloads and the set-up's models as installed and verified")
    func listsCatalog() throws {
        let cli = try CLIRunner()
        defer { cli.remove() }
        let result = try cli.run("models", "list", "--json")
        #expect(result.status == 0, "\(result.stderr)")
        let models = try json(result) as? [[String: Any]] ?? []
        let byID = Dictionary(models.map { ($0["id"] as? String ?? "", $0) }, uniquingKeysWith: { first, _ in first })
        for id in ["qwen3-0.6b-q4_k_m", "qwen3-1.7b-q4_k_m"] {
            let qwen = try #require(byID[id], "\(id) is listed")
            #expect((qwen["source"] as? String)?.hasPrefix("https://huggingface.co/") == true)
            #expect(qwen["licence"] as? String == "Apache-2.0")
        }
        for id in [Self.smolLM2, "all-minilm-l6-v2"] {
            let model = try #require(byID[id], "\(id) is listed; run `make setup`")
            #expect(model["installed"] as? Bool == true)
            #expect(model["status"] as? String == "installed_verified")
            #expect((model["sha256"] as? String)?.count == 64)
        }

        let table = try cli.run("models", "list")
        #expect(table.status == 0)
        #expect(table.stdout.contains("installed (verified)"))
        let licences = try json(try cli.run("models", "licenses", "--json")) as? [[String: Any]] ?? []
        #expect(licences.count == models.count)
        #expect(licences.allSatisfy { ($0["url"] as? String)?.hasPrefix("https://") == true })
    }

    @Test("an unknown model id exits 66 and points at `sotto models list`")
    func unknownModel() throws {
        let cli = try CLIRunner()
        defer { cli.remove() }
        let result = try cli.run("models", "info", "no-such-model")
        #expect(result.status == 66)
        #expect(result.stderr.contains("sotto models list"))
        #expect(try cli.run("models", "verify", "no-such-model").status == 66)
    }

    @Test("downloads that cannot be verified or are not downloadable are refused after the notice, without network")
    func downloadRefusals() throws {
        let (cli, folder) = try runnerWithModelsFolder()
        defer { cli.remove() }
        let info = try json(try cli.run("models", "info", "qwen3-0.6b-q4_k_m", "--json", "--models-dir", folder.path)) as? [String: Any]
        // With a published checksum this command would start a real download; the test stays offline.
        guard info?["sha256"] == nil else { return }
        let refused = try cli.run("models", "download", "qwen3-0.6b-q4_k_m", "--models-dir", folder.path)
        #expect(refused.status == 64)
        #expect(refused.stdout.contains("Source:  https://huggingface.co/"), "the notice comes first")
        #expect(refused.stdout.contains("Apache-2.0"))
        #expect(refused.stderr.contains("--allow-unverified"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)

        let bundled = try cli.run("models", "download", "all-minilm-l6-v2", "--models-dir", folder.path)
        #expect(bundled.status == 64)
        #expect(bundled.stderr.contains("make setup"))
    }

    @Test("importing a file that is not GGUF exits 65 and installs nothing")
    func importRefusesNonGGUF() throws {
        let (cli, folder) = try runnerWithModelsFolder()
        defer { cli.remove() }
        let fake = cli.vault.deletingLastPathComponent().appendingPathComponent("notes.gguf")
        try Data("just some notes, not a model\n".utf8).write(to: fake)
        let result = try cli.run("models", "import", fake.path, "--models-dir", folder.path)
        #expect(result.status == 65, "\(result.stderr)")
        #expect(result.stderr.contains("cannot be imported"))
        let models = try json(try cli.run("models", "list", "--json", "--models-dir", folder.path)) as? [[String: Any]] ?? []
        #expect(!models.isEmpty)
        #expect(models.allSatisfy { $0["installed"] as? Bool == false })
        #expect(try cli.run("models", "import", fake.path + ".missing", "--models-dir", folder.path).status == 66)
    }

    @Test("a real GGUF imports into a temporary folder; verify passes, catches one changed byte (65), and delete removes it")
    func importVerifyDelete() throws {
        let (cli, folder) = try runnerWithModelsFolder()
        defer { cli.remove() }
        // Work on a copy: an import hard-links its source, and this test changes the bytes.
        let original = Self.setupModels.appendingPathComponent("\(Self.smolLM2).gguf")
        try #require(FileManager.default.fileExists(atPath: original.path), "SmolLM2 is not installed; run `make setup`")
        let copy = cli.vault.deletingLastPathComponent().appendingPathComponent("SmolLM2 copy.gguf")
        try FileManager.default.copyItem(at: original, to: copy)
        // The manifest gives the catalog the set-up's checksums.
        try FileManager.default.copyItem(
            at: Self.setupModels.appendingPathComponent("manifest.json"), to: folder.appendingPathComponent("manifest.json"))
        let models = ["--models-dir", folder.path]

        // Without --id: a local model with nothing published to verify against.
        let local = try cli.run(["models", "import", copy.path, "--json"] + models)
        #expect(local.status == 0, "\(local.stderr)")
        let localID = try #require((try json(local) as? [String: Any])?["id"] as? String)
        #expect(localID.hasPrefix("local-"))
        let unverified = try cli.run(["models", "verify", localID] + models)
        #expect(unverified.status == 0)
        #expect(unverified.stdout.contains("no published checksum"))
        #expect(try cli.run(["models", "delete", localID] + models).status == 0)

        // As the catalog's SmolLM2: verified against the manifest.
        #expect(try cli.run(["models", "import", copy.path, "--id", Self.smolLM2] + models).status == 0)
        let verified = try cli.run(["models", "verify", Self.smolLM2, "--json"] + models)
        #expect(verified.status == 0, "\(verified.stderr)")
        #expect((try json(verified) as? [String: Any])?["verified"] as? Bool == true)

        let installed = folder.appendingPathComponent("\(Self.smolLM2).gguf")
        let handle = try FileHandle(forUpdating: installed)
        try handle.seek(toOffset: 4096)
        let byte = try #require(try handle.read(upToCount: 1)?.first)
        try handle.seek(toOffset: 4096)
        try handle.write(contentsOf: [byte ^ 0xFF])
        try handle.close()
        let damaged = try cli.run(["models", "verify", Self.smolLM2] + models)
        #expect(damaged.status == 65)
        #expect(damaged.stdout.contains("MISMATCH"))

        #expect(try cli.run(["models", "delete", Self.smolLM2] + models).status == 0)
        #expect(!FileManager.default.fileExists(atPath: installed.path))
        #expect(try cli.run(["models", "verify", Self.smolLM2] + models).status == 66)
        #expect(try cli.run(["models", "delete", Self.smolLM2] + models).status == 66)
    }

    @Test("embed --json prints 384 numbers of unit length")
    func embedJSON() throws {
        let cli = try CLIRunner()
        defer { cli.remove() }
        let result = try cli.run("embed", "--json", "Could you send me the invoice for March?")
        #expect(result.status == 0, "\(result.stderr)")
        let embedding = try json(result) as? [String: Any]
        #expect(embedding?["dimensions"] as? Int == 384)
        let vector = embedding?["vector"] as? [Double] ?? []
        #expect(vector.count == 384)
        let norm = vector.reduce(0) { $0 + $1 * $1 }.squareRoot()
        #expect(abs(norm - 1) < 1e-3)
        #expect(embedding?["milliseconds"] as? Double != nil)
    }

    @Test("embed --similarity ranks a paraphrase above an unrelated sentence")
    func embedSimilarity() throws {
        let cli = try CLIRunner()
        defer { cli.remove() }
        let result = try cli.run(
            "embed", "--similarity", "--json",
            "Can we move our meeting to Thursday afternoon?",
            "Could we reschedule the meeting for Thursday after lunch?",
            "Your package has been shipped and will arrive soon.")
        #expect(result.status == 0, "\(result.stderr)")
        let report = try json(result) as? [String: Any]
        let best = (report?["pairs"] as? [[String: Any]])?.first
        #expect(best?["first"] as? Int == 0)
        #expect(best?["second"] as? Int == 1)
        let matrix = report?["matrix"] as? [[Double]] ?? []
        #expect(matrix.count == 3)
        #expect(matrix.first.map { $0[1] > $0[2] } == true)
    }

    @Test("embed without the model exits 66 and names `make setup`; --similarity with one text is a usage error")
    func embedErrors() throws {
        let (cli, folder) = try runnerWithModelsFolder()
        defer { cli.remove() }
        let missing = try cli.run("embed", "hello", "--models-dir", folder.path)
        #expect(missing.status == 66)
        #expect(missing.stderr.contains("make setup"))
        #expect(try cli.run("embed", "--similarity", "only one").status == 64)
    }
}
