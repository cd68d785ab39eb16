/// The words that may stand next to a time in a WhatsApp header: morning/afternoon markers
/// in many languages (`PM`, `p. m.`, `nachm.`, `午後`, `오후`, `μ.μ.` …) and connectors between
/// date and time (`à`, `um`, `г.`).
///
/// A word is compared after normalization — ASCII letters lowercased, spaces, dots, commas and
/// invisible marks dropped — by a 64-bit FNV-1a hash, so a header is checked without allocating.
enum WhatsAppClockWord: Sendable, Equatable {
    /// Before noon.
    case morning
    /// After noon.
    case afternoon
    /// A connector with no meaning for the time.
    case connector

    private static let morningWords = [
        "am", "a.m.", "a. m.", "vorm.", "午前", "上午", "凌晨", "早上", "오전", "π.μ.", "Π.Μ.", "πμ",
        "fm", "f.m.", "ap.", "de.", "dop.", "sa", "öö", "ÖÖ", "ص", "पूर्वाह्न", "ก่อนเที่ยง",
        "e paradites", "ق.ظ.", "לפנה״צ", "vm.", "priekšp.", "pr. p.", "дп", "ДП",
    ]
    private static let afternoonWords = [
        "pm", "p.m.", "p. m.", "nachm.", "午後", "下午", "中午", "晚上", "오후", "μ.μ.", "Μ.Μ.", "μμ",
        "em", "e.m.", "ip.", "du.", "odp.", "ch", "ös", "ÖS", "م", "अपराह्न", "หลังเที่ยง",
        "e pasdites", "ب.ظ.", "אחה״צ", "nm.", "pēcp.", "po p.", "пп", "ПП",
    ]
    private static let connectorWords = ["à", "a", "às", "as", "um", "om", "klo", "kl.", "at", "alle", "г.", "Г.", "в", "o"]

    private static let table: [(hash: UInt64, word: WhatsAppClockWord)] = {
        var entries: [(UInt64, WhatsAppClockWord)] = []
        for word in morningWords { entries.append((hash(of: word), .morning)) }
        for word in afternoonWords { entries.append((hash(of: word), .afternoon)) }
        for word in connectorWords { entries.append((hash(of: word), .connector)) }
        return entries
    }()

    /// The word in `bytes[start..<end]`, or nil when it is not a known marker or connector.
    static func recognize(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, end: Int) -> WhatsAppClockWord? {
        guard let hash = normalizedHash(bytes, start: start, end: end) else { return nil }
        for entry in table where entry.hash == hash { return entry.word }
        return nil
    }

    private static func hash(of word: String) -> UInt64 {
        let utf8 = Array(word.utf8)
        return utf8.withUnsafeBufferPointer { normalizedHash($0, start: 0, end: $0.count) } ?? 0
    }

    /// FNV-1a over the word's bytes with blanks, marks, dots and commas skipped and ASCII
    /// lowercased; nil for an empty word.
    private static func normalizedHash(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, end: Int) -> UInt64? {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        var index = start
        var count = 0
        while index < end {
            let blank = WhatsAppBytes.blankLength(bytes, at: index)
            if blank > 0 { index += blank; continue }
            var byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: ".") || byte == UInt8(ascii: ",") { continue }
            if byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") { byte += 32 }
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
            count += 1
        }
        return count == 0 ? nil : hash
    }
}
