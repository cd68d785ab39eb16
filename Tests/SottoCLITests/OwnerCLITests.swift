import Foundation
import Testing

@Suite("The owner's addresses on the command line", .serialized)
struct OwnerCLITests {
    @Test("init --owner and config owner set the owner's addresses; --clear goes back to inferring them")
    func ownerAddresses() throws {
        let cli = try CLIRunner()
        defer { cli.remove() }
        #expect(try cli.run("init", "--owner", "maya@lindqvist.example").status == 0)
        #expect(try cli.run("config", "owner").stdout.contains("1 configured"))
        #expect(try cli.run("config", "owner", "maya@lindqvist.example", "maya@work.example").stdout.contains("2 configured"))
        #expect(try cli.run("config", "owner", "not-an-address").status == 64)
        let cleared = try cli.run("config", "owner", "--clear", "--json")
        #expect((try JSONSerialization.jsonObject(with: Data(cleared.stdout.utf8)) as? [String: Int])?["owner_addresses"] == 0)
    }
}
