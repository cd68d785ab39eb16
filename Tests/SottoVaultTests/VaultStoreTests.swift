import Foundation
import SottoCore
import SottoTesting
import SottoVault
import Testing

@Suite("Vault storage, threading and search")
struct VaultStoreTests {
    let base = MessageBuilder()

    @Test("storing the same message twice stores it once")
    func deduplicates() throws {
        let temp = try TemporaryVault()
        defer { temp.remove() }
        let message = base.with { $0.messageID = "a@x.example" }
        let first = try temp.vault.store([message.incoming()])
        let second = try temp.vault.store([message.incoming(path: "/elsewhere.eml"), message.incoming()])
        guard case .stored(let id, _) = first[0] else { Issue.record("expected stored"); return }
        #expect(second == [.duplicate(messageID: id), .duplicate(messageID: id)])
        #expect(try temp.vault.stats().messages == 1)
    }

    @Test("replies join their parent's thread, in any arrival order")
    func threadsByReferences() throws {
        let temp = try TemporaryVault()
        defer { temp.remove() }
        let root = base.with { $0.messageID = "root@x"; $0.subject = "Lisbon trip" }
        let reply = base.with { $0.messageID = "r1@x"; $0.inReplyTo = ["root@x"]; $0.references = ["root@x"]; $0.subject = "Re: Lisbon trip" }
        let grandchild = base.with { $0.messageID = "r2@x"; $0.references = ["root@x", "r1@x"]; $0.subject = "Re: Re: Lisbon trip" }
        // The grandchild first, then the root, then the middle message that connects them.
        let outcomes = try temp.vault.store([grandchild.incoming(), root.incoming(), reply.incoming()])
        let threads = outcomes.compactMap { outcome -> Int64? in
            if case .stored(let id, _) = outcome { return try? temp.vault.message(id: id).threadID }
            return nil
        }
        #expect(threads.count == 3)
        #expect(Set(threads).count == 1)
        #expect(try temp.vault.stats().threads == 1)
        #expect(try temp.vault.thread(id: threads[0]).messageCount == 3)
    }

    @Test("a reply without references joins by subject within the time window only")
    func threadsBySubject() throws {
        let temp = try TemporaryVault()
        defer { temp.remove() }
        let start = Date(timeIntervalSince1970: 1_780_000_000)
        let original = base.with { $0.messageID = "o@x"; $0.subject = "Kitchen quote"; $0.date = start }
        let reply = base.with { $0.messageID = "p@x"; $0.subject = "RE: kitchen  quote"; $0.date = start.addingTimeInterval(86_400) }
        let lateReply = base.with { $0.messageID = "q@x"; $0.subject = "Re: Kitchen quote"; $0.date = start.addingTimeInterval(200 * 86_400) }
        let unrelated = base.with { $0.messageID = "u@x"; $0.subject = "Kitchen quote"; $0.date = start.addingTimeInterval(3_600) }
        let outcomes = try temp.vault.store([original.incoming(), reply.incoming(), lateReply.incoming(), unrelated.incoming()])
        let threadIDs = outcomes.map { outcome -> Int64 in
            if case .stored(_, let thread) = outcome { return thread }
            return -1
        }
        #expect(threadIDs[0] == threadIDs[1], "a reply joins by subject")
        #expect(threadIDs[2] != threadIDs[0], "a reply 200 days later starts a new thread")
        #expect(threadIDs[3] != threadIDs[0], "a non-reply with the same subject is a new conversation")
    }

    @Test("unparseable input is quarantined with its reason, once")
    func quarantine() throws {
        let temp = try TemporaryVault()
        defer { temp.remove() }
        let garbage = IncomingMessage(
            raw: RawMessage(bytes: [0, 1, 2, 255], provenance: .file(path: "/tmp/garbage.bin")),
            content: .unparseable(MessageParseError(code: .notAMessage, reason: "no header fields"))
        )
        #expect(try temp.vault.store([garbage]) == [.quarantined(reason: "no header fields")])
        #expect(try temp.vault.store([garbage]) == [.duplicateQuarantined])
        let quarantined = try temp.vault.quarantined()
        #expect(quarantined.count == 1)
        #expect(quarantined.first?.provenance == .file(path: "/tmp/garbage.bin"))
    }

    @Test("keyword search ranks, filters and highlights")
    func keywordSearch() throws {
        let temp = try TemporaryVault()
        defer { temp.remove() }
        let day: TimeInterval = 86_400
        let start = Date(timeIntervalSince1970: 1_780_000_000)
        _ = try temp.vault.store([
            base.with { $0.messageID = "1@x"; $0.subject = "Flights to Lisbon"; $0.text = "Our flights to Lisbon leave on Friday."; $0.date = start },
            base.with {
                $0.messageID = "2@x"; $0.subject = "Dinner"; $0.text = "We could talk about Lisbon at dinner."
                $0.from = EmailAddress(name: "Bo Chen", address: "bo@chen.example"); $0.date = start.addingTimeInterval(10 * day)
                $0.attachments = [AttachmentInfo(filename: "menu.pdf", mimeType: "application/pdf", size: 10)]
            },
            base.with {
                $0.messageID = "3@x"; $0.subject = "Invoice"; $0.text = "Payment due."; $0.date = start.addingTimeInterval(20 * day)
                $0.attachments = [AttachmentInfo(filename: "logo.png", mimeType: "image/png", size: 10, isInline: true)]
            },
        ].map { $0.incoming() })

        let lisbon = try temp.vault.search("lisbon").hits
        #expect(lisbon.map(\.message.subject) == ["Flights to Lisbon", "Dinner"], "subject matches rank first")
        #expect(lisbon[0].snippet.marked().contains("[Lisbon]"))
        #expect(lisbon[0].matchedTerms == ["lisbon"])

        #expect(try temp.vault.search("lisbon from:bo@chen.example").hits.map(\.message.subject) == ["Dinner"])
        #expect(try temp.vault.search("from:\"Bo Chen\"").hits.map(\.message.subject) == ["Dinner"])
        #expect(try temp.vault.search("lisbon -dinner").hits.map(\.message.subject) == ["Flights to Lisbon"])
        #expect(try temp.vault.search("subject:invoice").hits.count == 1)
        #expect(try temp.vault.search("has:attachment").hits.map(\.message.subject) == ["Dinner"], "inline images do not count")
        let iso = ISO8601DateFormatter()
        let cutoff = iso.string(from: start.addingTimeInterval(5 * day)).prefix(10)
        #expect(try temp.vault.search("lisbon before:\(cutoff)").hits.map(\.message.subject) == ["Flights to Lisbon"])
        #expect(try temp.vault.search("after:\(cutoff)").hits.count == 2)
        #expect(try temp.vault.search("before:someday").ignored == ["before:someday"])
        #expect(try temp.vault.search("zeppelin").hits.isEmpty)
    }

    @Test("search finds non-Latin words, including text written without spaces")
    func unicodeSearch() throws {
        let temp = try TemporaryVault()
        defer { temp.remove() }
        _ = try temp.vault.store([
            base.with { $0.messageID = "ru@x"; $0.subject = "Встреча"; $0.text = "Встреча в пятницу в Москве." },
            base.with { $0.messageID = "ja@x"; $0.subject = "会議"; $0.text = "明日の会議は東京大学で行います。" },
        ].map { $0.incoming() })
        #expect(try temp.vault.search("москве").hits.count == 1)
        #expect(try temp.vault.search("東京").hits.count == 1)
        #expect(try temp.vault.search("東京大学").hits.count == 1)
    }

    @Test("messages and threads list newest first with provenance")
    func listing() throws {
        let temp = try TemporaryVault()
        defer { temp.remove() }
        let start = Date(timeIntervalSince1970: 1_780_000_000)
        _ = try temp.vault.store((0..<5).map { i in
            base.with { $0.messageID = "\(i)@x"; $0.subject = "Item \(i)"; $0.date = start.addingTimeInterval(Double(i) * 60) }
                .incoming(path: "/mail/\(i).eml")
        })
        let listed = try temp.vault.messages(MessageFilter(limit: 3))
        #expect(listed.map(\.subject) == ["Item 4", "Item 3", "Item 2"])
        #expect(listed[0].provenance == .file(path: "/mail/4.eml"))
        #expect(try temp.vault.messages(MessageFilter(fromAddress: "ANA@example.org")).count == 5)
        #expect(try temp.vault.messages(MessageFilter(fromAddress: "nobody@example.org")).isEmpty)
        #expect(try temp.vault.threads().count == 5)
        let message = try temp.vault.message(id: listed[0].id)
        #expect(message.content.text == "Just checking in.")
        #expect(try temp.vault.rawMessage(id: listed[0].id) == base.with { $0.messageID = "4@x"; $0.subject = "Item 4"; $0.date = start.addingTimeInterval(240) }.rawBytes)
        #expect(try temp.vault.integrityCheck())
    }

    @Test("a correspondent is someone who received stored mail from someone else")
    func correspondents() throws {
        let temp = try TemporaryVault()
        defer { temp.remove() }
        let colleague = EmailAddress(name: "Priya Raman", address: "priya@brightloom.example")
        let newsletter = EmailAddress(name: "Digest", address: "news@digest.example")
        let maya = base.to[0]
        _ = try temp.vault.store([
            base.with { $0.messageID = "1@x"; $0.cc = [colleague] },
            base.with { $0.messageID = "2@x"; $0.from = newsletter; $0.to = [maya] },
            base.with { $0.messageID = "3@x"; $0.from = newsletter; $0.to = [newsletter] },
        ].map { $0.incoming() })
        #expect(try temp.vault.isCorrespondent("MAYA@lindqvist.example"))
        #expect(try temp.vault.isCorrespondent(colleague.address), "Cc counts")
        #expect(try !temp.vault.isCorrespondent(base.from.address), "only wrote")
        #expect(try !temp.vault.isCorrespondent(newsletter.address), "mail to itself does not count")
        #expect(try !temp.vault.isCorrespondent("stranger@example.org"))
        // Domains only of correspondents who also wrote: Maya (base.from writes to her) did not
        // write here, and the colleague only received.
        #expect(try temp.vault.correspondentDomains() == [])
        _ = try temp.vault.store([base.with { $0.messageID = "4@x"; $0.from = colleague; $0.to = [maya] }].map { $0.incoming() })
        #expect(try temp.vault.correspondentDomains() == ["brightloom.example"])
    }
}
