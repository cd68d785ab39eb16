import Foundation
import SottoCore
import SottoIngest
import Testing

@testable import SottoIntelligence

@Suite("Classifier training and labeled mail")
struct LearningTests {
    /// Three classes, each a noisy cluster around one axis.
    func clusters(count: Int) -> (examples: [[Float]], targets: [Int]) {
        var generator = SplitMix(seed: 7)
        var examples: [[Float]] = []
        var targets: [Int] = []
        for index in 0..<count {
            let target = index % 3
            var vector = (0..<4).map { _ in Float(generator.nextUnit() - 0.5) * 0.8 }
            vector[target] += 1
            examples.append(vector)
            targets.append(target)
        }
        return (examples, targets)
    }

    @Test("softmax regression learns separable classes, deterministically, and round-trips through JSON")
    func softmax() throws {
        let (examples, targets) = clusters(count: 300)
        let labels = ["a", "b", "c"]
        let names = ["x0", "x1", "x2", "x3"]
        let model = SoftmaxRegression(labels: labels, featureNames: names, examples: examples, targets: targets)
        let again = SoftmaxRegression(labels: labels, featureNames: names, examples: examples, targets: targets)
        #expect(model == again)
        #expect(model.predict([1, 0, 0, 0]).label == "a")
        #expect(model.predict([0, 0, 1, 0]).label == "c")
        let probabilities = model.probabilities([0, 1, 0, 0])
        #expect(abs(probabilities.reduce(0, +) - 1) < 1e-5)
        let decoded = try JSONDecoder().decode(SoftmaxRegression.self, from: JSONEncoder().encode(model))
        #expect(decoded == model)

        let validation = CrossValidation.accuracy(labels: labels, featureNames: names, examples: examples, targets: targets)
        #expect(validation.accuracy > 0.9)
        #expect(validation.confusion.flatMap { $0 }.reduce(0, +) == 300)
    }

    @Test("an example's importance counts: a weighted correction outvotes a conflicting ordinary label")
    func importance() {
        // Two classes split at x = 0, plus two points at x = 0.3 with opposite labels.
        let examples: [[Float]] = (0..<40).map { [Float($0 % 2 == 0 ? -1 : 1)] } + [[0.3], [0.3]]
        let targets = (0..<40).map { $0 % 2 == 0 ? 0 : 1 } + [0, 1]
        let options = SoftmaxRegression.TrainingOptions(balanceClasses: false)
        func probabilityOfA(importanceOfA weight: Float) -> Float {
            let importance = Array(repeating: Float(1), count: 40) + [weight, 1]
            let model = SoftmaxRegression(
                labels: ["a", "b"], featureNames: ["x"], examples: examples, targets: targets, importance: importance,
                options: options)
            return model.probabilities([0.3])[0]
        }
        #expect(probabilityOfA(importanceOfA: 20) > probabilityOfA(importanceOfA: 1) + 0.1)
    }

    @Test("labeled mail: CSV by file or Message-ID, links followed, an 80/20 split that never overlaps")
    func labeledMail() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sotto-labeled-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func mail(_ id: Int) -> String {
            "From: a@b.example\r\nTo: c@d.example\r\nMessage-ID: <m\(id)@x>\r\nSubject: Note \(id)\r\n\r\nBody \(id)\r\n"
        }
        for id in 0..<40 { try mail(id).write(to: folder.appendingPathComponent("m\(id).eml"), atomically: true, encoding: .utf8) }
        try Data("not mail at all \u{0}\u{1}".utf8).write(to: folder.appendingPathComponent("junk.eml"))
        try FileManager.default.createSymbolicLink(
            at: folder.appendingPathComponent("linked.eml"), withDestinationURL: folder.appendingPathComponent("m5.eml"))
        try "file,category\nm1.eml,social\n\"m2.eml\",\"forums\"\n"
            .write(to: folder.appendingPathComponent("labels.csv"), atomically: true, encoding: .utf8)
        try "message_id,category\n<m3@x>,promotions\n"
            .write(to: folder.appendingPathComponent("by-id.csv"), atomically: true, encoding: .utf8)

        let byFile = try LabeledMail(folder: folder, labels: folder.appendingPathComponent("labels.csv"))
        #expect(Dictionary(uniqueKeysWithValues: byFile.messages.map { ($0.file, $0.label) })
            == ["m1.eml": "social", "m2.eml": "forums"])

        let byID = try LabeledMail(folder: folder, labels: folder.appendingPathComponent("by-id.csv"))
        #expect(byID.messages.map(\.label) == ["promotions"])

        let all = try LabeledMail(folder: folder, label: "ham")
        #expect(all.messages.first { $0.file == "linked.eml" }?.message.subject == "Note 5", "a link counts as its file")
        let train = try LabeledMail(folder: folder, label: "ham", split: .train)
        let holdout = try LabeledMail(folder: folder, label: "ham", split: .holdout)
        #expect(Set(train.messages.map(\.file)).isDisjoint(with: holdout.messages.map(\.file)))
        #expect(train.messages.count + holdout.messages.count == all.messages.count)
        #expect(holdout.messages.count > 2 && holdout.messages.count < 20)
    }

    @Test("header signals: list, bulk, no-reply and social senders; quoted text and signatures removed")
    func features() throws {
        let raw = [
            "From: Example Newsletter <no-reply@news.example>", "To: maya@example.org", "Subject: [garden] Tomatoes",
            "List-Id: <garden.lists.example>", "List-Unsubscribe: <mailto:u@news.example>", "Precedence: bulk",
            "Feedback-ID: 1:2:3", "Content-Type: text/plain", "", "New post.\n\nUnsubscribe here.",
        ].joined(separator: "\r\n")
        let message = try MIMEParser().parse(Array(raw.utf8))
        let signals = Dictionary(uniqueKeysWithValues: zip(HeaderSignals.names, HeaderSignals.vector(for: message)))
        for name in ["list-id", "list-unsubscribe", "precedence-bulk", "no-reply-sender", "bulk-mailer-header", "unsubscribe-text", "forum-subject-tag"] {
            #expect(signals[name] == 1, "\(name)")
        }
        #expect(signals["reply"] == 0)
        #expect(Categorizer.headerGuess(message) == .forums)

        let reply = """
            Sounds good, see you at 8.

            On Tue, 3 Sep 2026, Ana wrote:
            > Dinner on Friday?
            > We are in Lisbon.
            --
            Maya
            """
        #expect(QuoteStripper.newText(of: reply) == "Sounds good, see you at 8.")
    }
}

/// A tiny deterministic random source for test data.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E3779B97F4A7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58476D1CE4E5B9
        z = (z ^ (z >> 27)) &* 0x94D049BB133111EB
        return z ^ (z >> 31)
    }
    mutating func nextUnit() -> Double { Double(next() >> 11) / Double(1 << 53) }
}
