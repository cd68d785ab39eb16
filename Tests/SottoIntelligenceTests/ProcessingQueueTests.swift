import Foundation
import SottoCore
import SottoIngest
import SottoTesting
import SottoVault
import Testing

@testable import SottoIntelligence

/// The processing queue on the sample mailbox with the real encoder and the shipped weights.
@Suite("Processing queue", .serialized)
struct ProcessingQueueTests {
    /// The sample mailbox's labels by Message-ID: (category, spam).
    static func labels() throws -> [String: (category: String, spam: Bool)] {
        let text = try String(contentsOf: TestPaths.packageRoot.appendingPathComponent("Samples/mail/labels.csv"), encoding: .utf8)
        var labels: [String: (String, Bool)] = [:]
        for line in text.split(separator: "\n").dropFirst() {
            let fields = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            guard fields.count >= 3 else { continue }
            labels[fields[0].trimmingCharacters(in: CharacterSet(charactersIn: "<>"))] = (fields[1], fields[2] == "1" || fields[2] == "true")
        }
        return labels
    }

    func queue(_ vault: Vault, batchSize: Int = 50) async throws -> ProcessingQueue {
        ProcessingQueue(
            vault: vault, categorizer: try Categorizer.bundled(), spamFilter: try SpamFilter.bundled(),
            embedder: try await SharedModels.shared.embedder(), configuration: .init(batchSize: batchSize), logger: quietLogger())
    }

    @Test("mail from the domain of someone this mailbox exchanges mail with counts as a correspondent's, unless it is free mail")
    func correspondentDomains() {
        let domains: Set<String> = ["brennanholt.example", "gmail.com"]
        #expect(ProcessingQueue.sharesDomain("billing@BrennanHolt.example", with: domains))
        #expect(!ProcessingQueue.sharesDomain("billing@brennanholt-pay.example", with: domains))
        #expect(!ProcessingQueue.sharesDomain("anyone@gmail.com", with: domains), "anyone can write from a free mail service")
        #expect(!ProcessingQueue.sharesDomain("no address", with: domains))
    }

    @Test("every sample message is categorized, spam-checked and embedded; categories and spam match the labels")
    func triagesSampleMailbox() async throws {
        let temporary = try TemporaryVault()
        defer { temporary.remove() }
        let vault = temporary.vault
        _ = try await MailImporter(vault: vault).run(paths: [TestPaths.sampleMbox.path])
        let report = try await queue(vault).run()
        let total = try vault.stats().messages
        #expect(report.triaged == total)
        #expect(report.embedded == total)
        #expect(try vault.pendingCount(.triage) == 0 && vault.pendingCount(.embedding) == 0)
        #expect(try vault.embeddings().count == total)

        let labels = try Self.labels()
        var correct = 0, labeled = 0, spamCaught = 0, spamTotal = 0, hamFlagged = 0, impersonations = 0
        for summary in try vault.messages(MessageFilter(limit: 1_000)) {
            let message = try vault.message(id: summary.id)
            guard let id = message.content.messageID, let truth = labels[id] else { continue }
            let analysis = try vault.analysis(of: summary.id)
            labeled += 1
            let verdict = try? JSONDecoder().decode(SpamVerdict.self, from: analysis.verdict ?? Data())
            let flagged = verdict?.isSpam ?? false
            if message.content.subject == "Quick favor?" {
                // Gift cards asked for from brightl00m.com; the mailbox writes to brightloom.example.
                impersonations += 1
                #expect(verdict?.isPhishing == true)
                #expect(verdict?.reasons.contains { $0.hasSuffix("imitates brightloom.example, a domain you exchange mail with") } == true)
            }
            if truth.spam {
                spamTotal += 1
                if flagged { spamCaught += 1 }
            } else {
                if flagged { hamFlagged += 1 }
                if analysis.category == truth.category { correct += 1 }
            }
        }
        #expect(labeled >= 200)
        #expect(impersonations == 1)
        let accuracy = Double(correct) / Double(max(labeled - spamTotal, 1))
        #expect(accuracy >= 0.75, "category accuracy on the sample mailbox: \(accuracy)")
        #expect(spamCaught * 10 >= spamTotal * 7, "spam caught: \(spamCaught)/\(spamTotal)")
        #expect(hamFlagged <= 1, "ham flagged: \(hamFlagged)")
        #expect(try vault.categoryCounts().values.reduce(0, +) == total - report.flagged)
    }

    @Test("a run cancelled after its first batch keeps whole batches only, and the next run finishes the rest")
    func resumes() async throws {
        let temporary = try TemporaryVault()
        defer { temporary.remove() }
        let vault = temporary.vault
        _ = try await MailImporter(vault: vault).run(paths: [TestPaths.sampleMbox.path])
        let first = try await queue(vault, batchSize: 20)
        let task = Task {
            try await first.run { progress in
                if progress.processed >= 20 { withUnsafeCurrentTask { $0?.cancel() } }
            }
        }
        _ = try? await task.value
        let total = try vault.stats().messages
        let done = total - (try vault.pendingCount(.triage))
        #expect(done > 0 && done < total && done % 20 == 0, "whole batches only: \(done)")
        #expect(try vault.pendingCount(.embedding) == total - done, "category and embedding are saved together")
        let second = try await queue(vault).run()
        #expect(second.triaged == total - done)
        #expect(try vault.pendingCount(.triage) == 0)
    }

    @Test("automatic summaries: threads of 3+ messages summarized once each, not again while the cache is current")
    func summarizesLongThreads() async throws {
        let temporary = try TemporaryVault()
        defer { temporary.remove() }
        let vault = temporary.vault
        _ = try await MailImporter(vault: vault).run(paths: [TestPaths.sampleMbox.path])
        let engine = ScriptedAIEngine(structuredAnswer: #"{"headline": "Plans", "summary": "They agreed on the plan and will meet on Friday.", "category": "informational", "actionItems": [], "urgency": "low"}"#)
        let summarizer = ThreadSummarizer(engine: engine, modelName: "scripted", logger: quietLogger())
        func run() async throws -> QueueReport {
            try await ProcessingQueue(
                vault: vault, categorizer: nil, spamFilter: SpamFilter(model: nil), embedder: nil, summarizer: summarizer,
                configuration: .init(summarizeThreads: 3), logger: quietLogger()
            ).run()
        }
        let long = try vault.threads(limit: 1_000, minimumMessages: 3)
        let first = try await run()
        #expect(first.summarized > 0 && first.summarized + first.summariesSkipped == long.count, "\(first)")
        for thread in long where first.summariesSkipped == 0 {
            #expect(try vault.threadSummary(id: thread.id) != nil)
        }
        #expect(try vault.threads(limit: 1_000).filter { $0.messageCount < 3 }.allSatisfy { try vault.threadSummary(id: $0.id) == nil })
        #expect(try await run().summarized == 0, "cached summaries are not made again")
    }

    @Test("a correction is kept, remembered for the sender, and moves the thread; not-spam is remembered too")
    func corrections() async throws {
        let temporary = try TemporaryVault()
        defer { temporary.remove() }
        let vault = temporary.vault
        _ = try await MailImporter(vault: vault).run(paths: [TestPaths.sampleMbox.path])
        _ = try await queue(vault).run()
        let summary = try #require(try vault.messages(MessageFilter(limit: 1)).first)
        let sender = try #require(summary.from.first?.address)
        try vault.setUserCategory(messageID: summary.id, category: "forums")
        #expect(try vault.analysis(of: summary.id).category == "forums")
        #expect(try vault.senderPreference(for: sender).category == "forums")
        #expect(try vault.userCategories().map(\.messageID) == [summary.id])
        let corrections = try vault.corrections(weight: 5)
        #expect(corrections.map(\.label) == ["forums"] && corrections.map(\.weight) == [5])
        #expect(corrections.first?.message.messageID == (try vault.message(id: summary.id)).content.messageID)
        // A later run never overwrites a person's choice.
        try vault.saveAnalyses([MessageAnalysis(messageID: summary.id, category: "promotions", categorySource: "model")])
        #expect(try vault.analysis(of: summary.id).category == "forums")

        try vault.markNotSpam(messageID: summary.id)
        #expect(try vault.analysis(of: summary.id).markedNotSpam)
        #expect(try vault.senderPreference(for: sender).notSpam)
        #expect(try vault.messages(MessageFilter(onlySpam: true, limit: 500)).allSatisfy { $0.id != summary.id })
    }
}
