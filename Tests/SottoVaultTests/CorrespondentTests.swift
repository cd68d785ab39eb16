import Foundation
import GRDB
import SottoCore
import SottoTesting
@testable import SottoVault
import Testing

@Suite("Correspondents come only from mail the owner sent")
struct CorrespondentTests {
    let maya = EmailAddress(name: "Maya Lindqvist", address: "maya@lindqvist.example")
    let spammer = EmailAddress(name: "Prize Desk", address: "prizes@winner.example")
    let accomplice = EmailAddress(name: "Claims Office", address: "claims@accomplice.example")
    let colleague = EmailAddress(name: "Priya Raman", address: "priya@brightloom.example")
    /// What Maya's server adds to mail it receives, on top of what the sender wrote.
    let delivered = "from relay.winner.example (relay.winner.example [198.51.100.9]) by mx1.lindqvist.example (Postfix) with ESMTPS id K1 for <maya@lindqvist.example>"
    /// What it adds to mail Maya submits herself.
    let submitted = "from smtpclient.apple ([203.0.113.48]) by smtp.lindqvist.example (Postfix) with ESMTPSA id A1 (authenticated as maya)"

    @Test("a spam message that Cc's an accomplice does not make the accomplice's later mail a correspondent's")
    func spamCannotMakeACorrespondent() throws {
        let temp = try TemporaryVault()
        defer { temp.remove() }
        let vault = temp.vault
        // The attack: spam to Maya, Cc the accomplice; the spammer forges an earlier hop that
        // claims an authenticated submission, under the header Maya's server adds.
        _ = try vault.store([MessageBuilder().with {
            $0.messageID = "spam@winner.example"; $0.from = spammer; $0.to = [maya]; $0.cc = [accomplice]
            $0.received = [delivered, "from [10.0.0.2] by relay.winner.example with ESMTPSA id F1"]
        }.incoming()])
        // Later the accomplice writes to Maya.
        _ = try vault.store([MessageBuilder().with {
            $0.messageID = "claim@accomplice.example"; $0.from = accomplice; $0.to = [maya]; $0.received = [delivered]
        }.incoming()])
        #expect(try !vault.isCorrespondent(accomplice.address))
        #expect(try !vault.correspondentDomains().contains("accomplice.example"))

        // The same spam imported without any Received header, once flagged as spam, counts no more.
        let bare = try vault.store([MessageBuilder().with {
            $0.messageID = "spam2@winner.example"; $0.from = spammer; $0.to = [maya]; $0.cc = [accomplice]
        }.incoming()])
        let bareID = try #require(VaultDeletionTests.storedIDs(bare).first)
        try vault.database.write { db in
            try db.execute(sql: "UPDATE messages SET flagged = ? WHERE id = ?", arguments: [SpamFlag.spam.rawValue, bareID])
        }
        #expect(try !vault.isCorrespondent(accomplice.address))
        #expect(try !vault.correspondentDomains().contains("accomplice.example"))

        // Mail Maya submitted through her server makes its recipients correspondents.
        _ = try vault.store([MessageBuilder().with {
            $0.messageID = "reply@lindqvist.example"; $0.from = maya; $0.to = [colleague]; $0.received = [submitted]
        }.incoming()])
        _ = try vault.store([MessageBuilder().with {
            $0.messageID = "answer@brightloom.example"; $0.from = colleague; $0.to = [maya]; $0.received = [delivered]
        }.incoming()])
        #expect(try vault.isCorrespondent(colleague.address))
        #expect(try vault.correspondentDomains() == ["brightloom.example"])
        #expect(try !vault.isCorrespondent(spammer.address))
    }

    @Test("configured owner addresses: only their mail written here counts")
    func configuredOwner() throws {
        let temp = try TemporaryVault()
        defer { temp.remove() }
        let vault = temp.vault
        let friend = EmailAddress(name: "Ana Pereira", address: "ana@example.org")
        _ = try vault.store([
            MessageBuilder().with { $0.messageID = "1@x"; $0.from = maya; $0.to = [colleague]; $0.received = [submitted] },
            MessageBuilder().with { $0.messageID = "2@x"; $0.from = friend; $0.to = [accomplice] },
        ].map { $0.incoming() })
        #expect(try vault.isCorrespondent(accomplice.address), "inferred: any mail written here")
        try vault.setOwnerAddresses(["Maya@Lindqvist.example"])
        #expect(try vault.ownerAddressCount() == 1)
        #expect(try vault.isOwnerAddress("maya@lindqvist.example"))
        #expect(try vault.isCorrespondent(colleague.address))
        #expect(try !vault.isCorrespondent(accomplice.address), "mail from anyone else is not the owner's")
        try vault.setOwnerAddresses([])
        #expect(try vault.isCorrespondent(accomplice.address))
    }
}
