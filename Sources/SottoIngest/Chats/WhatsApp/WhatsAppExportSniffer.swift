extension WhatsAppFormatDetector {
    /// Lines of a first chunk that `looksLikeExport` examines.
    static let sniffLines = 50
    /// Header lines `looksLikeExport` needs among them (fewer only when the chunk is shorter).
    static let sniffHeaders = 3

    /// True when the start of a file reads like a WhatsApp export: among its first 50 non-empty
    /// lines at least three are WhatsApp header lines of one layout (or, in a chunk with fewer
    /// than three lines, all are), the first of them within the first five non-empty lines.
    /// Mail (mbox, .eml), calendars (.ics), JSON and prose fail this. Pass the first 64 KiB or so.
    public static func looksLikeExport(_ firstChunk: [UInt8]) -> Bool {
        var nonEmpty = 0
        var bracketed = 0, dash = 0
        var firstHeaderAt = Int.max
        var finished = false
        var splitter = WhatsAppLineSplitter(maxLineBytes: 4_096)
        let examine: (UnsafeBufferPointer<UInt8>, Bool) -> Void = { rawLine, _ in
            guard !finished else { return }
            var line = rawLine
            if nonEmpty == 0, line.count >= 3, line[0] == 0xEF, line[1] == 0xBB, line[2] == 0xBF {
                line = UnsafeBufferPointer(rebasing: line[3...])
            }
            guard WhatsAppBytes.skipBlanks(line, from: 0) < line.count else { return }
            nonEmpty += 1
            if let header = WhatsAppHeader.scan(line) {
                if header.layout == .bracketed { bracketed += 1 } else { dash += 1 }
                firstHeaderAt = min(firstHeaderAt, nonEmpty)
            }
            if nonEmpty >= sniffLines { finished = true }
        }
        splitter.feed(firstChunk, examine)
        splitter.finish(examine)
        let headers = max(bracketed, dash)
        guard headers > 0, firstHeaderAt <= 5 else { return false }
        return headers >= min(sniffHeaders, nonEmpty)
    }
}
