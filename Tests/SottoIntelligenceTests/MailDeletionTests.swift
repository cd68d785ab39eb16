import Foundation
import SottoCore
import SottoIntelligence
import SottoTesting
import SottoVault
import Testing

@Suite("Deleting imported mail")
struct MailDeletionTests {
    @Test("deleting from the sample mailbox leaves a consistent vault, and importing again brings the mail back")
    func sampleMailbox() async throws {
        let temp = try TemporaryVault()
        defer { temp.remove() }
        let vault = temp.vault
        let importer = MailImporter(vault: vault, configuration: .init(batchSize: 64))
        let first = try await importer.run(paths: [TestPaths.sampleMbox.path])
        // One message from the middle of a thread, and the only message of another thread.
        let long = try #require(try vault.threads(limit: 1_000, minimumMessages: 3).first)
        let threadBefore = try vault.threadMessages(id: long.id)
        let middle = threadBefore[threadBefore.count / 2]
        let single = try #require(try vault.threads(limit: 1_000).first { $0.messageCount == 1 })
        let lone = try #require(try vault.threadMessages(id: single.id).first)
        let doomed = [middle, lone]
        let gone = Set(doomed.map(\.id))
        // Every message gets an embedding, as the processing queue would give it.
        let all = try vault.messages(MessageFilter(limit: 10_000))
        try vault.saveAnalyses(all.map { MessageAnalysis(messageID: $0.id, embedding: [Float($0.id), 1]) })
        let before = try vault.stats()
        for message in doomed {
            #expect(try vault.search(Self.query(for: message), limit: 500).hits.contains { $0.message.id == message.id })
        }
        let queries = doomed.map(Self.query(for:)) + ["lisbon", "invoice", "flights", "garlic"]
        let ranking = try Self.ranking(queries, in: vault)

        #expect(try vault.deleteMessages(ids: doomed.map(\.id)) == 2)

        let after = try vault.stats()
        #expect(after.messages == before.messages - 2)
        #expect(after.threads == before.threads - 1)
        #expect(after.attachments == before.attachments - doomed.map(\.content.attachments.count).reduce(0, +))
        #expect(after.rawBytes == before.rawBytes - Int64(doomed.map(\.size).reduce(0, +)))
        #expect(after.contacts <= before.contacts)

        let remaining = try vault.threadMessages(id: long.id)
        #expect(remaining.map(\.id) == threadBefore.map(\.id).filter { $0 != middle.id })
        let thread = try vault.thread(id: long.id)
        let dates = remaining.compactMap(\.content.date)
        #expect(thread.messageCount == threadBefore.count - 1)
        #expect(thread.firstDate == dates.min())
        #expect(thread.lastDate == dates.max())
        #expect(throws: VaultError.self) { try vault.thread(id: single.id) }
        #expect(try vault.messages(MessageFilter(limit: 10_000)).allSatisfy { !gone.contains($0.id) })
        let embeddings = try vault.embeddings()
        #expect(embeddings.count == all.count - 2)
        #expect(embeddings.allSatisfy { !gone.contains($0.messageID) })
        for message in doomed {
            #expect(try vault.search(Self.query(for: message), limit: 500).hits.allSatisfy { $0.message.provenance != message.provenance })
        }
        #expect(try vault.integrityCheck())

        let again = try await importer.run(paths: [TestPaths.sampleMbox.path])
        #expect(again.stored == 2, "the de-duplication keys went with the messages")
        #expect(again.duplicates == first.stored - 2)
        #expect(try vault.stats().messages == before.messages)
        for message in doomed {
            #expect(try vault.search(Self.query(for: message), limit: 500).hits.contains { $0.message.provenance == message.provenance })
        }
        // A stale index entry or a wrong token total would change document counts or lengths.
        #expect(try Self.ranking(queries, in: vault) == ranking, "the same scores as before the deletion")
        #expect(try vault.integrityCheck())
    }

    /// Every hit of each query as "query, source, score", sorted: message ids change on re-import.
    static func ranking(_ queries: [String], in vault: Vault) throws -> [String] {
        try queries.flatMap { query in
            try vault.search(query, limit: 500).hits.map { "\(query) | \($0.message.provenance) | \($0.score)" }
        }.sorted()
    }

    /// The words of a message's subject, as a keyword query.
    static func query(for message: Message) -> String {
        message.content.subject.split { !$0.isLetter && !$0.isNumber }.joined(separator: " ")
    }
}
