import Testing
import SottoIngest

@Suite("MboxSplitter")
struct MboxSplitterTests {
    private func split(_ text: String, chunkSize: Int, format: MboxFormat = .mboxrd) -> [MboxSplitter.Message] {
        var splitter = MboxSplitter(configuration: .init(format: format))
        let bytes = Array(text.utf8)
        var output: [MboxSplitter.Message] = []
        var start = 0
        while start < bytes.count {
            let end = min(start + chunkSize, bytes.count)
            output += splitter.feed(bytes[start..<end])
            start = end
        }
        return output + splitter.finish()
    }

    private let threeMessages = SourceFixtures.mboxrd([
        SourceFixtures.message(1),
        SourceFixtures.message(2, body: "From the desk of Sender 2:\n>From an old quote\nFrom here on, plain text."),
        SourceFixtures.message(3),
    ])

    @Test("chunks of 1, 7 and 4096 bytes give the same messages as the whole stream")
    func chunkSizeDoesNotMatter() {
        let whole = MboxSplitter.split(Array(threeMessages.utf8))
        #expect(whole.count == 3)
        for size in [1, 2, 3, 5, 7, 64, 4096] {
            #expect(split(threeMessages, chunkSize: size) == whole, "chunk size \(size)")
        }
    }

    @Test("messages come out without envelope and separator, with exact offsets that tile the file")
    func offsetsAndBytes() {
        let messages = MboxSplitter.split(Array(threeMessages.utf8))
        #expect(messages.map(\.bytes.text) == [
            SourceFixtures.message(1),
            SourceFixtures.message(2, body: "From the desk of Sender 2:\n>From an old quote\nFrom here on, plain text."),
            SourceFixtures.message(3),
        ])
        #expect(messages.map { $0.envelope?.text } == (0..<3).map { SourceFixtures.envelope($0) })
        let file = Array(threeMessages.utf8)
        var expectedOffset: Int64 = 0
        for message in messages {
            #expect(message.offset == expectedOffset)
            #expect(file[Int(message.offset)...].starts(with: Array("From ".utf8)))
            expectedOffset += message.length
        }
        #expect(expectedOffset == Int64(file.count))
    }

    @Test("CRLF files keep CRLF inside messages and lose only the separating blank line")
    func crlf() {
        let messages = [SourceFixtures.message(1, lineEnding: "\r\n"), SourceFixtures.message(2, lineEnding: "\r\n")]
        let file = SourceFixtures.mboxrd(messages, lineEnding: "\r\n")
        for size in [1, 7, 4096] {
            let split = split(file, chunkSize: size)
            #expect(split.map(\.bytes.text) == messages)
            #expect(split.map { $0.envelope?.text } == [SourceFixtures.envelope(0), SourceFixtures.envelope(1)])
        }
    }

    @Test("mboxrd escaping round-trips: quoted From lines come back exactly")
    func mboxrdRoundTrip() {
        let tricky = [
            "From nobody Mon Jan  6 10:00:00 2025",
            ">From someone Tue Jan  7 11:00:00 2025",
            ">>>From deeply quoted",
            "> From with a space is not escaped",
            "From",
        ].joined(separator: "\n")
        let original = SourceFixtures.message(7, body: tricky)
        let file = SourceFixtures.mboxrd([SourceFixtures.message(1), original])
        #expect(file.contains("\n>From nobody Mon Jan  6"))
        #expect(file.contains("\n>>From someone"))
        for size in [1, 7, 4096] {
            let split = split(file, chunkSize: size)
            #expect(split.count == 2)
            #expect(split.last?.bytes.text == original)
        }
    }

    @Test("mboxo leaves >From lines as they are")
    func mboxoKeepsQuotes() {
        let file = SourceFixtures.envelope(0) + "\nSubject: a\n\n>From here\n>>From there\n"
        let split = split(file, chunkSize: 3, format: .mboxo)
        #expect(split.first?.bytes.text == "Subject: a\n\n>From here\n>>From there\n")
    }

    @Test("a From line in a body that does not look like an envelope is body text, blank line or not")
    func fromInBody() {
        let body = "Hi,\nFrom the desk of the CEO\n\nFrom now on we meet at 10.\nFrom me to you on Jan 5\n"
        let file = SourceFixtures.envelope(0) + "\nSubject: memo\n\n" + body
        let split = split(file, chunkSize: 1)
        #expect(split.count == 1)
        #expect(split.first?.bytes.text == "Subject: memo\n\n" + body)
    }

    @Test("an envelope line not preceded by a blank line still separates messages")
    func envelopeWithoutBlankLine() {
        let file = SourceFixtures.envelope(0) + "\nSubject: a\n\nbody a\n" + SourceFixtures.envelope(1) + "\nSubject: b\n\nbody b\n"
        let split = split(file, chunkSize: 5)
        #expect(split.map(\.bytes.text) == ["Subject: a\n\nbody a\n", "Subject: b\n\nbody b\n"])
    }

    @Test("bytes before the first envelope line come out as a preamble message, not lost")
    func leadingGarbage() {
        let file = "garbage that is not mail\nmore of it\n\n" + SourceFixtures.mboxrd([SourceFixtures.message(1)])
        let split = split(file, chunkSize: 7)
        #expect(split.count == 2)
        #expect(split.first?.isPreamble == true)
        #expect(split.first?.offset == 0)
        #expect(split.first?.bytes.text == "garbage that is not mail\nmore of it\n")
        #expect(split.first?.isBlankPreamble == false)
        #expect(split.last?.bytes.text == SourceFixtures.message(1))
        #expect(split.last?.offset == Int64("garbage that is not mail\nmore of it\n\n".utf8.count))
    }

    @Test("a stream without any envelope line is one preamble message")
    func noEnvelope() {
        let split = split(SourceFixtures.message(1), chunkSize: 4)
        #expect(split.count == 1)
        #expect(split.first?.isPreamble == true)
        #expect(split.first?.bytes.text == SourceFixtures.message(1))
    }

    @Test("an empty stream has no messages; a lone envelope gives one empty message")
    func emptyStreams() {
        #expect(split("", chunkSize: 1).isEmpty)
        let lone = split(SourceFixtures.envelope(0), chunkSize: 1)
        #expect(lone.count == 1)
        #expect(lone.first?.bytes.isEmpty == true)
        #expect(lone.first?.length == Int64(SourceFixtures.envelope(0).utf8.count))
    }

    @Test("a truncated last message keeps every byte it has")
    func truncatedLastMessage() {
        let cut = "Subject: cut short\n\nThis line never ends"
        let file = SourceFixtures.mboxrd([SourceFixtures.message(1)]) + SourceFixtures.envelope(1) + "\n" + cut
        for size in [1, 7, 4096] {
            let split = split(file, chunkSize: size)
            #expect(split.count == 2)
            #expect(split.last?.bytes.text == cut)
            #expect(split.last.map { $0.offset + $0.length } == Int64(file.utf8.count))
        }
    }

    @Test("a message over the size limit is reported oversized with exact extent, the next one is intact")
    func oversized() {
        let big = SourceFixtures.message(1, body: String(repeating: "x", count: 5000))
        let file = SourceFixtures.mboxrd([big, SourceFixtures.message(2)])
        var splitter = MboxSplitter(configuration: .init(maximumMessageBytes: 1000))
        let split = splitter.feed(Array(file.utf8)) + splitter.finish()
        #expect(split.map(\.isOversized) == [true, false])
        #expect(split.first?.bytes.isEmpty == true)
        #expect(split.first?.length == Int64((SourceFixtures.envelope(0) + "\n" + big + "\n").utf8.count))
        #expect(split.last?.bytes.text == SourceFixtures.message(2))
    }

    @Test("envelope lines written by common tools are recognized, prose is not")
    func envelopeRecognition() {
        let envelopes = [
            "From alice@example.org Sat Jan  3 01:05:34 1996",
            "From - Sat Jan  3 01:05:34 1996",
            "From 1580000000000000000@xxx Thu Jan 16 12:00:00 +0000 2020",
            "From MAILER-DAEMON Fri Jul  8 12:08:34 2011\r\n",
            "From martin@srv0.ems.ed.ac.uk  Thu Aug 22 15:05:07 2002",
            "From bob@example.com 2024-05-01T10:00:00Z",
            "From ngdgpfwxsw@[1086695621] [pi]  Sun Aug  5 09:44:26 2001",
        ]
        let prose = [
            "From the desk of Ana",
            "From me to you on Jan 5",
            "From Monday on, we start at 9",
            "From: alice@example.org",
            "From ",
            "From alice@example.org",
            "From bob Mon",
            "From me to you on Sunday Aug 5 at 10:30",
        ]
        for line in envelopes { #expect(MboxEnvelope.looksLikeEnvelope(Array(line.utf8)), "\(line)") }
        for line in prose { #expect(!MboxEnvelope.looksLikeEnvelope(Array(line.utf8)), "\(line)") }
    }
}
