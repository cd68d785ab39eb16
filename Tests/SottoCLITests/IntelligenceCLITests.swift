import Foundation
import SottoTesting
import Testing

/// `sotto triage`, `recategorize` and `train --with-corrections` on the built binary, with the
/// set-up's sentence encoder.
@Suite("The sotto triage and training commands", .serialized)
struct IntelligenceCLITests {
    @Test("triage sorts the sample mailbox; a correction is remembered and train --with-corrections learns from it")
    func triageAndCorrections() throws {
        let cli = try CLIRunner()
        defer { cli.remove() }
        #expect(try cli.run("init").status == 0)
        #expect(try cli.run("import", TestPaths.sampleMbox.path).status == 0)
        let triage = try cli.run("triage", "--json")
        #expect(triage.status == 0, "\(triage.stderr)")
        let inbox = try JSONSerialization.jsonObject(with: Data(triage.stdout.utf8)) as? [String: Any]
        let report = inbox?["report"] as? [String: Any]
        #expect(report?["triaged"] as? Int == 230)
        let categories = inbox?["categories"] as? [[String: Any]] ?? []
        #expect(categories.compactMap { $0["name"] as? String } == ["primary", "social", "promotions", "updates", "forums"])
        let latest = categories.first?["latest"] as? [[String: Any]] ?? []
        let id = try #require(latest.first?["id"] as? Int)
        #expect(try cli.run("recategorize", String(id), "forums").status == 0)

        let status = try cli.run("index", "status", "--json")
        #expect(status.status == 0, "\(status.stderr)")
        let index = try JSONSerialization.jsonObject(with: Data(status.stdout.utf8)) as? [String: Any]
        #expect(index?["embedded"] as? Int == 230)
        #expect(index?["pending"] as? Int == 0)
        let found = try cli.run("search", "how much is the builder charging to redo our cooking space", "--json")
        #expect(found.status == 0, "\(found.stderr)")
        let results = try JSONSerialization.jsonObject(with: Data(found.stdout.utf8)) as? [String: Any]
        #expect(results?["mode"] as? String == "hybrid")
        let hits = results?["hits"] as? [Any] ?? []
        #expect(!hits.isEmpty)
        let explained = try cli.run("search", "from:ray quote last month", "--explain")
        #expect(explained.stdout.contains("understood from: ray, time: last month"), "\(explained.stdout)")
        #expect(explained.stdout.contains("score "))

        // A few labeled messages plus the one correction, trained briefly.
        let folder = cli.vault.deletingLastPathComponent().appendingPathComponent("mail")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let files = try FileManager.default.contentsOfDirectory(atPath: TestPaths.sampleMaildir.appendingPathComponent("cur").path).sorted()
        for file in files.prefix(12) {
            try FileManager.default.copyItem(
                at: TestPaths.sampleMaildir.appendingPathComponent("cur/\(file)"), to: folder.appendingPathComponent(file))
        }
        let labels = TestPaths.packageRoot.appendingPathComponent("Samples/mail/labels.csv").path
        let output = folder.deletingLastPathComponent().appendingPathComponent("model.json")
        let trained = try cli.run(
            "train", "categories", "--data", "\(folder.path)=\(labels)", "--split", "all", "--with-corrections",
            "--iterations", "20", "--output", output.path)
        #expect(trained.status == 0, "\(trained.stderr)")
        #expect(trained.stderr.contains("Corrections from the vault: 1,"), "\(trained.stderr)")
        let counts = (try JSONSerialization.jsonObject(with: Data(trained.stdout.utf8)) as? [String: Any])?["counts"] as? [String: Int]
        #expect(counts?.values.reduce(0, +) == 13, "12 labeled messages and the correction: \(String(describing: counts))")
        let model = try JSONSerialization.jsonObject(with: Data(contentsOf: output)) as? [String: Any]
        #expect((model?["labels"] as? [String])?.count == 5)

        let neither = try cli.run("train", "categories", "--output", output.path)
        #expect(neither.status == 64, "no data and no corrections is a usage error")
    }
}
