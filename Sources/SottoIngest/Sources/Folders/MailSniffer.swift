/// Guesses from a file's first bytes whether it is mail. Pure; used only for files whose
/// name does not say (no extension, `.txt`, …).
public enum MailSniffer {
    /// True when the first non-blank line is an mbox envelope (`From `) or a header field
    /// (`Name:` with a letter, then letters, digits, `-` or `_`).
    public static func looksLikeMail(_ bytes: some Collection<UInt8>) -> Bool {
        let start = Array(bytes.prefix(1024))
        var index = firstContentIndex(start)
        if start[index...].starts(with: MboxEnvelope.prefix) { return true }
        guard index < start.count, isLetter(start[index]) else { return false }
        while index < start.count, isFieldNameByte(start[index]) { index += 1 }
        while index < start.count, start[index] == 0x20 || start[index] == 0x09 { index += 1 }
        return index < start.count && start[index] == UInt8(ascii: ":")
    }

    /// True when the first non-blank line starts with `From `: an mbox, or a single message
    /// saved with its envelope line.
    static func startsWithEnvelope(_ bytes: some Collection<UInt8>) -> Bool {
        let start = Array(bytes.prefix(1024))
        return start[firstContentIndex(start)...].starts(with: MboxEnvelope.prefix)
    }

    /// The index after a UTF-8 byte order mark and blank space.
    private static func firstContentIndex(_ bytes: [UInt8]) -> Int {
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while index < bytes.count, [0x20, 0x09, 0x0D, 0x0A].contains(bytes[index]) { index += 1 }
        return index
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }

    private static func isFieldNameByte(_ byte: UInt8) -> Bool {
        isLetter(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
    }
}
