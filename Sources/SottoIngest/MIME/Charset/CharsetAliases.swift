/// Maps the charset names found in real mail to a decoder: the handful decoded in Swift,
/// or iconv names to try in order (a superset first, the exact charset as a fallback).
enum CharsetAliases {
    enum Decoder: Equatable {
        /// UTF-8; invalid sequences become U+FFFD.
        case utf8
        /// No charset, US-ASCII or a placeholder name: UTF-8 if valid, else windows-1252.
        case unlabelled
        /// ISO-8859-1 and windows-1252, both read as windows-1252.
        case windows1252
        /// iconv charset names to try in order.
        case iconv([String])
    }

    /// The decoder for a declared charset name (case, quotes and spaces ignored).
    static func resolve(_ declared: String?) -> Decoder {
        guard let declared else { return .unlabelled }
        // Fast path: most mail spells its charset plainly.
        let lowercased = declared.lowercased()
        if let known = table[lowercased] { return known }
        let name = normalize(declared)
        if name.isEmpty { return .unlabelled }
        if let known = table[name] { return known }
        if name.hasPrefix("x-"), let known = table[String(name.dropFirst(2))] { return known }
        if let family = familyDecoder(name) { return family }
        return .iconv([name.uppercased()])
    }

    /// Lowercased, without quotes or spaces, cut at the first byte no charset name has
    /// (a trailing `*language` from RFC 2231, or junk such as `utf-8<div`).
    static func normalize(_ declared: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(declared.utf8.count)
        for byte in declared.utf8 {
            switch byte {
            case 0x22, 0x27, 0x20, 0x09: continue
            case 0x41...0x5A: bytes.append(byte | 0x20)
            case 0x61...0x7A, 0x30...0x39, 0x2D, 0x5F, 0x2E, 0x3A, 0x28, 0x29: bytes.append(byte)
            default: return String(decoding: bytes, as: UTF8.self)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A short, safe rendering of a charset name for warnings (it comes from the message).
    static func describe(_ declared: String?) -> String {
        let name = normalize(declared ?? "")
        let safe = name.unicodeScalars.filter { $0.isASCII && $0.value > 0x20 && $0.value < 0x7F }
        return "'" + String(String.UnicodeScalarView(safe.prefix(40))) + "'"
    }

    /// True when ASCII bytes mean ASCII characters in this iconv charset.
    static func isASCIICompatible(_ iconvName: String) -> Bool {
        !(iconvName.hasPrefix("UTF-16") || iconvName.hasPrefix("UTF-32") || iconvName.hasPrefix("UTF-7")
            || iconvName.hasPrefix("UCS") || iconvName.hasPrefix("UNICODE") || iconvName.hasPrefix("ISO-2022")
            || iconvName.hasPrefix("HZ"))
    }

    /// Families written many ways: `iso8859-2`, `iso_8859-2`, `latin2`, `cp1251`, `win-1251`…
    private static func familyDecoder(_ name: String) -> Decoder? {
        for prefix in ["iso-8859-", "iso8859-", "iso_8859-", "iso8859", "iso-8859"] where name.hasPrefix(prefix) {
            var part = name.dropFirst(prefix.count)
            // ISO-8859-8-I / -E (Hebrew, Arabic logical/explicit ordering) decode like the base charset.
            if part.hasSuffix("-i") || part.hasSuffix("-e") { part = part.dropLast(2) }
            if let colon = part.firstIndex(of: ":") { part = part[..<colon] }
            guard let number = Int(part), (1...16).contains(number) else { return nil }
            return number == 1 ? .windows1252 : .iconv(["ISO-8859-\(number)"])
        }
        for prefix in ["windows-", "windows", "win-", "win", "cp-", "cp", "ms-"] where name.hasPrefix(prefix) {
            guard let number = Int(name.dropFirst(prefix.count)) else { continue }
            if number == 1252 { return .windows1252 }
            if (1250...1258).contains(number) { return .iconv(["WINDOWS-\(number)"]) }
            return .iconv(["CP\(number)"])
        }
        return nil
    }

    private static let table: [String: Decoder] = {
        var table: [String: Decoder] = [:]
        func add(_ names: [String], _ decoder: Decoder) { for name in names { table[name] = decoder } }
        add(["utf-8", "utf8", "unicode-1-1-utf-8", "unicode-2-0-utf-8"], .utf8)
        add(["us-ascii", "ascii", "ansi_x3.4-1968", "iso646-us", "us", "646", "iso-ir-6", "unknown-8bit",
             "unknown", "x-unknown", "default", "x-user-defined", "8bit", "7bit", "charset", "none",
             "binary", "auto", "_autodetect", "_autodetect_all", "autodetect", "default_charset",
             "iso-8859-1-windows-3.0-latin-1"], .unlabelled)
        add(["iso-8859-1", "iso8859-1", "iso_8859-1", "iso-8859-1:1987", "iso_8859-1:1987", "latin1",
             "latin-1", "l1", "cp819", "ibm819", "iso-ir-100", "csisolatin1", "windows-1252", "cp1252",
             "cp-1252", "win-1252", "windows1252", "ms-ansi", "iso88591", "8859-1", "8859_1", "ansi"],
            .windows1252)
        add(["ks_c_5601-1987", "ks_c_5601", "ks_c_5601-1989", "ksc5601", "ksc_5601", "ks_c_5601_1987",
             "korean", "euc-kr", "euckr", "cseuckr", "cp949", "windows-949", "uhc", "ms949"],
            .iconv(["CP949", "EUC-KR"]))
        add(["gb2312", "gbk", "cp936", "windows-936", "gb_2312-80", "gb_2312", "euc-cn", "euccn", "chinese",
             "csgb2312", "gb18030", "ms936", "gb2312-80", "csgb231280",
             "eucgb2312_cn", "eucgb2312-cn"], .iconv(["GB18030", "GBK"]))  // the last two: Python's email package
        add(["big5", "big-5", "cn-big5", "csbig5", "cp950", "big5-eten", "ms950", "chinesebig5"], .iconv(["CP950", "BIG5"]))
        add(["big5-hkscs", "big5hkscs"], .iconv(["BIG5-HKSCS", "BIG5"]))
        add(["shift_jis", "shift-jis", "sjis", "s-jis", "ms_kanji", "csshiftjis", "windows-31j", "cp932",
             "ms932", "mskanji"], .iconv(["CP932", "SHIFT_JIS"]))
        add(["euc-jp", "eucjp", "cseucpkdfmtjapanese", "ujis"], .iconv(["EUC-JP-MS", "EUC-JP"]))
        add(["iso-2022-jp", "csiso2022jp", "iso-2022-jp-1", "iso-2022-jp-2", "jis"],
            .iconv(["ISO-2022-JP-2", "ISO-2022-JP"]))
        add(["iso-2022-kr", "csiso2022kr"], .iconv(["ISO-2022-KR"]))
        add(["koi8-r", "koi8r", "cskoi8r", "koi8"], .iconv(["KOI8-R"]))
        add(["koi8-u", "koi8u", "koi8-ru"], .iconv(["KOI8-U"]))
        add(["windows-874", "cp874", "tis-620", "tis620", "iso-8859-11", "dos-874"], .iconv(["CP874", "TIS-620"]))
        add(["utf-7", "utf7", "unicode-1-1-utf-7", "csunicode11utf7"], .iconv(["UTF-7"]))
        add(["utf-16", "utf16", "unicode", "ucs-2"], .iconv(["UTF-16"]))
        add(["macintosh", "mac", "x-mac-roman", "macroman", "csmacintosh"], .iconv(["MACINTOSH"]))
        add(["viscii", "tcvn", "tcvn-5712"], .iconv(["VISCII", "TCVN"]))
        add(["hz-gb-2312", "hz"], .iconv(["HZ"]))
        // Any other name (KOI8-T, ISO-8859-15, UTF-16LE…) goes to iconv as `uppercased()`.
        return table
    }()
}
