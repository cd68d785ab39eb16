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

    @Test("train spam and eval spam write one verdict per message, naming the file, its label and the verdict; a name pattern picks files; an empty folder is an error")
    func spamTrainingAndEvaluationScores() throws {
        let cli = try CLIRunner()
        defer { cli.remove() }
        let root = cli.vault.deletingLastPathComponent()
        let (spam, ham) = try sampleSpamAndHam(in: root, hamCount: 16)

        let oof = root.appendingPathComponent("oof.jsonl")
        let trained = try cli.run(
            "train", "spam", "--spam", spam.path, "--ham", ham.path, "--split", "all", "--iterations", "20",
            "--output", root.appendingPathComponent("model.json").path,
            "--word-output", root.appendingPathComponent("words.json").path, "--scores", oof.path)
        #expect(trained.status == 0, "\(trained.stderr)")
        let report = try JSONSerialization.jsonObject(with: Data(trained.stdout.utf8)) as? [String: Any]
        let threshold = try #require((report?["threshold"] as? [String: Any])?["threshold"] as? Double)
        let trainingLines = try scoreLines(oof)
        #expect(trainingLines.count == 32)
        #expect(trainingLines.filter { $0["label"] as? String == "spam" }.count == 16)
        for line in trainingLines {
            let score = try #require(line["spamScore"] as? Double)
            let flagged = line["flagged"] as? Bool == true
            #expect(flagged == (line["isPhishing"] as? Bool == true || score >= threshold), "flagged at the chosen threshold")
        }

        let scores = root.appendingPathComponent("scores.jsonl")
        let evaluated = try cli.run("eval", "spam", "--spam", spam.path, "--ham", ham.path, "--scores", scores.path)
        #expect(evaluated.status == 0, "\(evaluated.stderr)")
        let figures = try JSONSerialization.jsonObject(with: Data(evaluated.stdout.utf8)) as? [String: Any]
        let lines = try scoreLines(scores)
        let flaggedHam = lines.filter { $0["label"] as? String == "ham" && $0["flagged"] as? Bool == true }.count
        #expect(lines.count == 32)
        #expect(figures?["false_positive_rate"] as? Double == Double(flaggedHam) / 16)
        let sources = try #require(figures?["sources"] as? [[String: Any]])
        #expect(sources.map { "\($0["name"]!) \($0["label"]!) \($0["messages"]!)" } == ["spam spam 16", "ham ham 16"])
        #expect(sources.last?["flagged"] as? Int == flaggedHam)
        let files = Set(try FileManager.default.contentsOfDirectory(atPath: spam.path) + FileManager.default.contentsOfDirectory(atPath: ham.path))
        #expect(Set(lines.compactMap { $0["file"] as? String }) == files)
        #expect(lines.allSatisfy { ($0["reasons"] as? [String])?.count == ($0["signals"] as? [String])?.count })

        let someHam = try cli.run("eval", "spam", "--spam", spam.path, "--ham", "\(ham.path)/1*.eml", "--scores", scores.path)
        #expect(someHam.status == 0, "\(someHam.stderr)")
        let matching = try scoreLines(scores).filter { $0["label"] as? String == "ham" }.compactMap { $0["file"] as? String }
        #expect(matching.sorted() == ["1.eml", "10.eml", "11.eml", "12.eml", "13.eml", "14.eml", "15.eml", "16.eml"], "a pattern picks files by name")

        let empty = root.appendingPathComponent("empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        let withEmptyFolder = try cli.run("eval", "spam", "--spam", spam.path, "--ham", ham.path, "--ham", empty.path)
        #expect(withEmptyFolder.status == 65)
        #expect(withEmptyFolder.stderr.contains("\(empty.path): no labeled mail"), "\(withEmptyFolder.stderr)")
    }

    @Test("training refuses a source under phishing-dev, the corpus kept for measuring, before reading any mail")
    func trainingRefusesMeasurementCorpus() throws {
        let cli = try CLIRunner()
        defer { cli.remove() }
        let root = cli.vault.deletingLastPathComponent()
        let (spam, ham) = try sampleSpamAndHam(in: root, hamCount: 16)
        let measuring = root.appendingPathComponent("phishing-dev")
        try FileManager.default.copyItem(at: spam, to: measuring)
        let output = root.appendingPathComponent("model.json")

        let spamRun = try cli.run(
            "train", "spam", "--spam", measuring.path, "--ham", ham.path, "--split", "all", "--iterations", "20", "--output", output.path)
        #expect(spamRun.status == 64)
        #expect(spamRun.stderr.contains("phishing-dev is for measuring only"), "\(spamRun.stderr)")
        let patterned = try cli.run(
            "train", "spam", "--spam", spam.path, "--ham", "\(measuring.path)/1*.eml@all", "--output", output.path)
        #expect(patterned.status == 64, "a name pattern or a split suffix does not hide the folder")
        let linked = root.appendingPathComponent("innocent")
        try FileManager.default.createSymbolicLink(at: linked, withDestinationURL: measuring)
        let throughLink = try cli.run("train", "spam", "--spam", linked.path, "--ham", ham.path, "--output", output.path)
        #expect(throughLink.status == 64, "a link to the folder is the folder")
        let categories = try cli.run("train", "categories", "--data", "\(measuring.path)=\(measuring.path)/labels.csv", "--output", output.path)
        #expect(categories.status == 64)
        #expect(!FileManager.default.fileExists(atPath: output.path), "nothing was trained")
    }

    /// The sample mailbox's 16 first labeled spam and `hamCount` first ham, copied into two folders.
    private func sampleSpamAndHam(in root: URL, hamCount: Int) throws -> (spam: URL, ham: URL) {
        let labels = try String(contentsOf: TestPaths.packageRoot.appendingPathComponent("Samples/mail/labels.csv"), encoding: .utf8)
        var isSpam: [String: Bool] = [:]
        for row in labels.split(separator: "\n").dropFirst() {
            let columns = row.split(separator: ",", omittingEmptySubsequences: false)
            if columns.count > 2 { isSpam[String(columns[0])] = columns[2] == "1" }
        }
        let spam = root.appendingPathComponent("spam"), ham = root.appendingPathComponent("ham")
        for folder in [spam, ham] { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
        let cur = TestPaths.sampleMaildir.appendingPathComponent("cur")
        var counts = (spam: 0, ham: 0)
        for file in try FileManager.default.contentsOfDirectory(atPath: cur.path).sorted() {
            let text = String(decoding: try Data(contentsOf: cur.appendingPathComponent(file)), as: UTF8.self)  // some are Latin-1
            guard let header = text.split(separator: "\n").first(where: { $0.lowercased().hasPrefix("message-id:") }) else { continue }
            let id = header.dropFirst("message-id:".count).trimmingCharacters(in: CharacterSet(charactersIn: " <>\r"))
            guard let spamLabel = isSpam[id] else { continue }
            if spamLabel, counts.spam < 16 {
                counts.spam += 1
                try FileManager.default.copyItem(at: cur.appendingPathComponent(file), to: spam.appendingPathComponent("\(counts.spam).eml"))
            } else if !spamLabel, counts.ham < hamCount {
                counts.ham += 1
                try FileManager.default.copyItem(at: cur.appendingPathComponent(file), to: ham.appendingPathComponent("\(counts.ham).eml"))
            }
        }
        try #require(counts == (16, hamCount), "the sample mailbox has the labeled mail")
        return (spam, ham)
    }

    private func scoreLines(_ file: URL) throws -> [[String: Any]] {
        try String(contentsOf: file, encoding: .utf8).split(separator: "\n").map {
            try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
    }
}
