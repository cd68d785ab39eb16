import Foundation
import SottoCore
import SottoTesting
import SottoVault
import Testing

@Suite("Vault files are private to their owner", .serialized)
struct VaultFileModeTests {
    private func modes(in folder: URL) throws -> [String: Int] {
        var modes: [String: Int] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            let attributes = try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(name).path)
            modes[name] = (attributes[.posixPermissions] as? Int ?? -1) & 0o777
        }
        return modes
    }

    @Test("the database, its WAL and its shared-memory file are created 0600 under a umask of 022")
    func newFilesAreOwnerOnly() throws {
        let previous = umask(0o022)
        defer { umask(previous) }
        let temp = try TemporaryVault()
        defer { temp.remove() }
        _ = try temp.vault.store([MessageBuilder().with { $0.messageID = "m1@x" }.incoming()])
        let modes = try modes(in: temp.folder)
        for name in ["vault.sqlite", "vault.sqlite-wal", "vault.sqlite-shm"] {
            #expect(modes[name] == 0o600, "\(name): \(String(modes[name] ?? -1, radix: 8))")
        }
        #expect(modes.values.allSatisfy { $0 == 0o600 }, "\(modes)")
        let folderMode = try FileManager.default.attributesOfItem(atPath: temp.folder.path)[.posixPermissions] as? Int
        #expect(folderMode.map { $0 & 0o777 } == 0o700)
    }

    @Test("opening a vault whose database was left readable by others makes it 0600 again")
    func openingNarrowsAnOlderVault() throws {
        let temp = try TemporaryVault()
        defer { temp.remove() }
        let path = temp.folder.appendingPathComponent(Vault.databaseFileName).path
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: path)
        _ = try temp.reopen()
        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(mode.map { $0 & 0o777 } == 0o600)
    }
}
