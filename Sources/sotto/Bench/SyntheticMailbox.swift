import Foundation

/// Generates a realistic synthetic mailbox for benchmarks: threads with references,
/// newsletters in multipart/alternative HTML, notifications, quoted-printable and base64
/// bodies, a few attachments and non-UTF-8 charsets. Deterministic for a given seed.
struct SyntheticMailbox {
    private var random: SplitMix64
    private let people = [
        ("Ana Pereira", "ana@pereira.example"), ("Bo Chen", "bo.chen@works.example"),
        ("Carla Ruiz", "carla@ruiz.example"), ("Dmitri Volkov", "dmitri@volkov.example"),
        ("Emma Schulz", "emma.schulz@firma.example"), ("Farah Haddad", "farah@haddad.example"),
        ("Gustav Lind", "gustav@lind.example"), ("Hiro Tanaka", "hiro@tanaka.example"),
    ]
    private let words = """
        meeting project budget review draft launch schedule contract invoice travel flight hotel \
        dinner weekend report design feedback update deadline release customer support ticket \
        garden kitchen renovation quote school fundraiser concert tickets appointment doctor \
        lease landlord bicycle conference talk submission family reunion photos recipe weather \
        train station airport museum library coffee lunch friday monday tomorrow morning evening
        """.split(separator: " ").map(String.init)

    init(seed: UInt64 = 42) { random = SplitMix64(seed: seed) }

    /// Generates `count` messages one at a time, so large mailboxes need no memory.
    mutating func generate(count: Int, _ body: ([UInt8]) throws -> Void) rethrows {
        var threadRoots: [(id: String, subject: String)] = []
        let start = 1_780_000_000
        for index in 0..<count {
            let date = Date(timeIntervalSince1970: Double(start + index * 97))
            let kind = random.next(upperBound: 10)
            let message: String
            switch kind {
            case 0...4:
                let isReply = !threadRoots.isEmpty && random.next(upperBound: 2) == 0
                let root = isReply ? threadRoots[random.next(upperBound: threadRoots.count)] : nil
                let id = "m\(index).\(random.next(upperBound: 1_000_000))@mail.example"
                let subject = root.map { "Re: \($0.subject)" } ?? sentence(4).capitalized
                message = personal(id: id, subject: subject, inReplyTo: root?.id, date: date)
                if root == nil {
                    threadRoots.append((id, subject))
                    if threadRoots.count > 200 { threadRoots.removeFirst() }
                }
            case 5...7:
                message = newsletter(index: index, date: date)
            case 8:
                message = notification(index: index, date: date)
            default:
                message = withAttachment(index: index, date: date)
            }
            try body(Array(message.utf8))
        }
    }

    /// Appends one message to an mboxrd buffer: envelope line, `>From ` quoting, blank line.
    static func appendMboxEntry(_ message: [UInt8], to out: inout [UInt8]) {
        out += Array("From sender@example.org Thu Jun  4 10:00:00 2026\n".utf8)
        var lineStart = true
        for (index, byte) in message.enumerated() {
            if lineStart {
                // mboxrd: quote ">*From " at the start of a line.
                var probe = index
                while probe < message.count, message[probe] == UInt8(ascii: ">") { probe += 1 }
                if message[probe...].starts(with: Array("From ".utf8)) { out.append(UInt8(ascii: ">")) }
            }
            out.append(byte)
            lineStart = byte == 10
        }
        if message.last != 10 { out.append(10) }
        out.append(10)
    }

    /// Writes `count` messages as an mbox file and, optionally, the same ones as a Maildir,
    /// streaming. Returns the total size of the messages in bytes.
    mutating func write(count: Int, mbox: URL, maildir: URL? = nil) throws -> Int {
        guard FileManager.default.createFile(atPath: mbox.path, contents: nil) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: mbox.path])
        }
        let handle = try FileHandle(forWritingTo: mbox)
        defer { try? handle.close() }
        if let maildir {
            for sub in ["cur", "new", "tmp"] {
                try FileManager.default.createDirectory(at: maildir.appendingPathComponent(sub), withIntermediateDirectories: true)
            }
        }
        var total = 0
        var index = 0
        var buffer: [UInt8] = []
        try generate(count: count) { message in
            total += message.count
            Self.appendMboxEntry(message, to: &buffer)
            if buffer.count > 1 << 20 {
                try handle.write(contentsOf: buffer)
                buffer.removeAll(keepingCapacity: true)
            }
            if let maildir {
                try Data(message).write(to: maildir.appendingPathComponent("cur/\(1_780_000_000 + index).M\(index)P1.bench:2,S"))
            }
            index += 1
        }
        try handle.write(contentsOf: buffer)
        return total
    }

    private mutating func sentence(_ count: Int) -> String {
        (0..<count).map { _ in words[random.next(upperBound: words.count)] }.joined(separator: " ")
    }

    private mutating func paragraph() -> String {
        (0..<(3 + random.next(upperBound: 5))).map { _ in sentence(6 + random.next(upperBound: 10)).capitalized + "." }
            .joined(separator: " ")
    }

    private mutating func person() -> (String, String) { people[random.next(upperBound: people.count)] }

    private static let dateFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(secondsFromGMT: 7200)
        formatter.dateFormat = "EEE, d MMM yyyy HH:mm:ss Z"
        return formatter
    }()

    private mutating func headers(from: (String, String), subject: String, date: Date, id: String, extra: [String] = []) -> String {
        let to = person()
        return ([
            "Received: from mx.example.net (mx.example.net [192.0.2.\(random.next(upperBound: 250))])\n\tby mail.example with ESMTPS id \(random.next(upperBound: 99_999_999))",
            "From: \(from.0) <\(from.1)>",
            "To: \(to.0) <\(to.1)>",
            "Subject: \(subject)",
            "Date: \(Self.dateFormatter.string(from: date))",
            "Message-ID: <\(id)>",
            "MIME-Version: 1.0",
        ] + extra).joined(separator: "\n")
    }

    private mutating func personal(id: String, subject: String, inReplyTo: String?, date: Date) -> String {
        let threading = inReplyTo.map { ["In-Reply-To: <\($0)>", "References: <\($0)>"] } ?? []
        let body = (0..<(1 + random.next(upperBound: 4))).map { _ in paragraph() }.joined(separator: "\n\n")
        let quoted = inReplyTo == nil ? "" : "\n\nOn Monday someone wrote:\n> " + sentence(12) + "\n> " + sentence(10)
        return headers(from: person(), subject: subject, date: date, id: id,
                       extra: threading + ["Content-Type: text/plain; charset=utf-8", "Content-Transfer-Encoding: 8bit"])
            + "\n\n" + body + quoted + "\n\n-- \nSent from my desk\n"
    }

    private mutating func newsletter(index: Int, date: Date) -> String {
        let boundary = "b\(index)x"
        let items = (0..<(3 + random.next(upperBound: 5))).map { i in
            "<tr><td><h2>\(sentence(5).capitalized)</h2><p>\(paragraph())</p>"
                + "<a href=\"https://news.example/r/\(index)/\(i)?utm_source=mail\">Read more</a></td></tr>"
        }.joined()
        return headers(from: ("Weekly Digest", "news@digest.example"), subject: "Your weekly digest: " + sentence(3),
                       date: date, id: "n\(index)@digest.example",
                       extra: ["List-Unsubscribe: <https://digest.example/u/\(index)>",
                               "Content-Type: multipart/alternative; boundary=\"\(boundary)\""])
            + "\n\n--\(boundary)\nContent-Type: text/plain; charset=utf-8\nContent-Transfer-Encoding: quoted-printable\n\n"
            + paragraph() + "=\n" + paragraph() + "\n\n--\(boundary)\nContent-Type: text/html; charset=utf-8\n\n"
            + "<html><head><style>td{color:#333}</style></head><body><table>\(items)</table>"
            + "<p>&copy; Digest &amp; Co &ndash; <a href=\"https://digest.example/u\">unsubscribe</a></p></body></html>\n"
            + "--\(boundary)--\n"
    }

    private mutating func notification(index: Int, date: Date) -> String {
        let body = "Hi,\n\nYour order #\(100_000 + index) has shipped. \(paragraph())\n\nTrack it at https://shop.example/t/\(index)\n"
        let encoded = Data(body.utf8).base64EncodedString(options: [.lineLength76Characters, .endLineWithLineFeed])
        return headers(from: ("Shop", "no-reply@shop.example"), subject: "Your order has shipped", date: date,
                       id: "s\(index)@shop.example",
                       extra: ["Content-Type: text/plain; charset=iso-8859-1", "Content-Transfer-Encoding: base64"])
            + "\n\n" + encoded + "\n"
    }

    private mutating func withAttachment(index: Int, date: Date) -> String {
        let boundary = "att\(index)"
        let payload = (0..<(2_000 + random.next(upperBound: 20_000))).map { _ in UInt8(truncatingIfNeeded: random.next(upperBound: 256)) }
        let encoded = Data(payload).base64EncodedString(options: [.lineLength76Characters, .endLineWithLineFeed])
        return headers(from: person(), subject: "Documents: " + sentence(3), date: date, id: "a\(index)@mail.example",
                       extra: ["Content-Type: multipart/mixed; boundary=\"\(boundary)\""])
            + "\n\n--\(boundary)\nContent-Type: text/plain; charset=utf-8\n\n\(paragraph())\n\n--\(boundary)\n"
            + "Content-Type: application/pdf; name=\"report-\(index).pdf\"\nContent-Disposition: attachment; filename=\"report-\(index).pdf\"\n"
            + "Content-Transfer-Encoding: base64\n\n\(encoded)\n--\(boundary)--\n"
    }
}

/// A small, fast, deterministic PRNG (SplitMix64).
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func next(upperBound: Int) -> Int { Int(next() % UInt64(upperBound)) }
}
