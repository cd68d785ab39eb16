import Foundation
import GRDB
import SottoCore
import SottoTesting
@testable import SottoVault
import Testing

@Suite("Deleted mail leaves the disk")
struct SecureDeletionTests {
    @Test("after a deletion no file in the vault folder holds the message's ciphertext or its own index terms")
    func nothingOfADeletedMessageRemainsOnDisk() throws {
        let temp = try TemporaryVault()
        defer { temp.remove() }
        let vault = temp.vault
        let base = MessageBuilder()
        let common = ["meeting", "invoice", "garden", "lunch", "report", "weekend", "train", "kitchen"]
        func filler(_ index: Int) -> MessageBuilder {
            base.with {
                $0.messageID = "m\(index)@x"
                $0.subject = "Note \(index) about the \(common[index % common.count])"
                $0.text = (0..<200).map { common[($0 * 7 + index) % common.count] }.joined(separator: " ")
            }
        }
        // A long body (overflow pages) with words no other message has, and an attachment.
        let victim = base.with {
            $0.messageID = "victim@x"
            $0.subject = "Quarterly zebrafish audit for Okonkwo"
            $0.from = EmailAddress(name: "Ifeoma Okonkwo", address: "ifeoma@okonkwo-labs.example")
            $0.text = (0..<3_000).map { "zebra\($0)fish lunch" }.joined(separator: " ")
            $0.attachments = [AttachmentInfo(filename: "zebrafish-tank-readings.csv", mimeType: "text/csv", size: 12, isInline: false)]
        }
        _ = try vault.store((0..<20).map { filler($0).incoming() })
        let outcome = try vault.store([victim.incoming(path: "/tmp/zebrafish.eml")])
        _ = try vault.store((20..<40).map { filler($0).incoming() })
        let id = try #require(VaultDeletionTests.storedIDs(outcome).first)

        let blobs = try vault.database.read { db in
            var blobs = try Row.fetchOne(db, sql: "SELECT envelope, body, provenance FROM messages WHERE id = ?", arguments: [id])
                .map { [$0["envelope"], $0["body"], $0["provenance"]] as [Data] } ?? []
            blobs += try Data.fetchAll(db, sql: "SELECT data FROM message_raw WHERE message_id = ?", arguments: [id])
            blobs += try Data.fetchAll(db, sql: "SELECT envelope FROM attachments WHERE message_id = ?", arguments: [id])
            // Its thread and its sender exist only because of it.
            blobs += try Data.fetchAll(db, sql: "SELECT envelope FROM threads WHERE id = (SELECT thread_id FROM messages WHERE id = ?)", arguments: [id])
            blobs += try Data.fetchAll(db, sql: """
                SELECT c.envelope FROM contacts c JOIN message_contacts mc ON mc.contact_id = c.id
                WHERE mc.message_id = ? AND c.message_count = 1
                """, arguments: [id])
            return blobs
        }
        try #require(blobs.count == 7)
        let ownTerms = Self.terms(of: vault.indexDocument(for: victim.parsed))
            .subtracting((0..<40).flatMap { Self.terms(of: vault.indexDocument(for: filler($0).parsed)) })
        try #require(ownTerms.count > 3_000)
        // Before the deletion, the scan finds what it looks for (so it can fail).
        #expect(try Self.leftovers(of: blobs, terms: ownTerms, in: temp.folder).isEmpty == false)

        #expect(try vault.deleteMessages(ids: [id]) == 1)

        let found = try Self.leftovers(of: blobs, terms: ownTerms, in: temp.folder)
        #expect(found.isEmpty, "still on disk: \(found.prefix(5).joined(separator: "; "))")
        let indexed = try vault.database.write { db in
            try db.execute(sql: "CREATE VIRTUAL TABLE IF NOT EXISTS temp.vocabulary USING fts5vocab(main, message_index, row)")
            return Set(try String.fetchAll(db, sql: "SELECT term FROM temp.vocabulary")).intersection(ownTerms).count
        }
        #expect(indexed == 0, "the index still lists \(indexed) of the deleted message's terms")
        #expect(try vault.integrityCheck())
    }

    static func terms(of document: IndexDocument) -> Set<String> {
        Set([document.subject, document.sender, document.recipients, document.body].flatMap { $0.split(separator: " ").map(String.init) })
    }

    /// Where, in any file of `folder`, a piece of a blob or a term is found. Blobs are searched
    /// by 24-byte slices every 200 bytes (a long blob is split across overflow pages); terms by
    /// their last 10 characters (FTS5 stores a term after its neighbour's shared prefix).
    static func leftovers(of blobs: [Data], terms: Set<String>, in folder: URL) throws -> [String] {
        var found: [String] = []
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() {
            let contents = try Data(contentsOf: folder.appendingPathComponent(name))
            for (index, blob) in blobs.enumerated() {
                let pieces = stride(from: 12, to: blob.count - 24, by: 200).filter { offset in
                    contents.range(of: blob.subdata(in: offset..<offset + 24)) != nil
                }
                if !pieces.isEmpty { found.append("\(name): \(pieces.count) pieces of sealed blob \(index)") }
            }
            let leftTerms = terms.filter { contents.range(of: Data($0.utf8.suffix(10))) != nil }
            if !leftTerms.isEmpty { found.append("\(name): \(leftTerms.count) index terms") }
        }
        return found
    }
}
