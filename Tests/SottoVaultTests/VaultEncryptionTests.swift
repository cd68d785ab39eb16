import Foundation
import SottoCore
import SottoTesting
import SottoVault
import Testing

@Suite("Vault encryption")
struct VaultEncryptionTests {
    @Test("known plaintext from a stored message appears in no file the vault wrote")
    func plaintextIsAbsentFromEveryFile() throws {
        let temp = try TemporaryVault()
        defer { temp.remove() }
        let secrets = [
            "Quarterly-Zanzibar-Plan",  // subject
            "Xylophone Quokka",  // display name
            "zorblax.quokka@secret-domain.example",  // address
            "marmalade-treasure-under-the-oak",  // body
            "confidential-blueprint.pdf",  // attachment name
        ]
        let message = MessageBuilder().with {
            $0.subject = "Re: \(secrets[0])"
            $0.from = EmailAddress(name: secrets[1], address: secrets[2])
            $0.text = "The \(secrets[3]) is where we agreed."
            $0.attachments = [AttachmentInfo(filename: secrets[4], mimeType: "application/pdf", size: 1234)]
            $0.messageID = "unique-1@secret-domain.example"
        }
        let outcomes = try temp.vault.store([message.incoming(path: "/home/maya/Mail/\(secrets[4]).eml")])
        guard case .stored = outcomes.first else { Issue.record("not stored: \(outcomes)"); return }
        // Also exercise the search path, which touches the index.
        #expect(try temp.vault.search("marmalade").hits.count == 1)

        let files = try FileManager.default.contentsOfDirectory(at: temp.folder, includingPropertiesForKeys: nil)
        #expect(files.contains { $0.lastPathComponent.hasSuffix("-wal") }, "the WAL file should exist while the vault is open")
        for file in files {
            let bytes = try Data(contentsOf: file)
            for secret in secrets + ["secret-domain", "Zanzibar", "zorblax", "marmalade"] {
                for needle in [secret, secret.lowercased()] {
                    #expect(bytes.range(of: Data(needle.utf8)) == nil, "'\(needle)' found in \(file.lastPathComponent)")
                }
            }
        }
    }

    @Test("a wrong passphrase is refused with a clear error and changes nothing")
    func wrongPassphrase() throws {
        let temp = try TemporaryVault()
        defer { temp.remove() }
        _ = try temp.vault.store([MessageBuilder().incoming()])
        let before = try Data(contentsOf: temp.folder.appendingPathComponent(Vault.databaseFileName))
        #expect(throws: VaultError(.wrongPassphrase, "the passphrase does not open this vault")) {
            _ = try temp.reopen(passphrase: "not the passphrase")
        }
        let after = try Data(contentsOf: temp.folder.appendingPathComponent(Vault.databaseFileName))
        #expect(before == after)
        #expect(try temp.reopen().stats().messages == 1)
    }

    @Test("changing the passphrase keeps the content and retires the old passphrase")
    func changePassphrase() throws {
        let temp = try TemporaryVault()
        defer { temp.remove() }
        _ = try temp.vault.store([MessageBuilder().with { $0.text = "kept across the change" }.incoming()])
        #expect(throws: VaultError.self) { try temp.vault.changePassphrase(current: "wrong", to: "new one") }
        try temp.vault.changePassphrase(current: TemporaryVault.passphrase, to: "a brand new passphrase")
        #expect(throws: VaultError.self) { _ = try temp.reopen() }
        let reopened = try temp.reopen(passphrase: "a brand new passphrase")
        #expect(try reopened.search("kept").hits.count == 1)
        #expect(try reopened.auditLog().map(\.operation) == ["created", "passphrase-changed"])
    }

    @Test("opening a folder without a vault explains what to do")
    func missingVault() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sotto-none-\(UUID())")
        #expect(throws: VaultError.self) { _ = try Vault.open(at: folder, passphrase: "x") }
    }
}
