/// What Sotto knows about dialling in one country: enough to turn a number written the
/// national way into E.164, and to tell a plausible number from a stray run of digits.
///
/// This is a deliberately small table, not libphonenumber: a national significant number
/// (the digits after the country code) is plausible when its length is in `nationalLengths`
/// and, where the country restricts it, its first digit is in `leadingDigits`.
public struct CallingRegion: Hashable, Sendable {
    /// ISO 3166-1 alpha-2 code, upper case ("DE").
    public var region: String
    /// The country calling code without "+" ("49").
    public var callingCode: String
    /// The digits dialled before a national number inside the country ("0" in Germany,
    /// "1" in the NANP, "8" in Russia), or nil where the country has none.
    public var trunkPrefix: String?
    /// Plausible lengths of the national significant number.
    public var nationalLengths: ClosedRange<Int>
    /// Digits a national significant number may start with; empty when any digit but "0" may.
    public var leadingDigits: String
    /// Prefixes dialled to call abroad from this country ("00", "011"), longest first.
    public var internationalPrefixes: [String]
    /// Whether national numbers are commonly written without the trunk prefix (Indian and
    /// Brazilian mobiles, NANP numbers). Elsewhere a "0" trunk prefix must be written.
    public var trunkOptional: Bool

    init(
        _ region: String, _ callingCode: String, trunk: String?, _ lengths: ClosedRange<Int>,
        leading: String = "", international: [String] = ["00"], trunkOptional: Bool = false
    ) {
        self.region = region
        self.callingCode = callingCode
        trunkPrefix = trunk
        nationalLengths = lengths
        leadingDigits = leading
        internationalPrefixes = international
        self.trunkOptional = trunkOptional || trunk?.hasPrefix("0") == false
    }

    /// Every region in the table.
    public static var all: [CallingRegion] { table }

    /// The entry for an ISO 3166-1 alpha-2 code, in any case; nil for a region not in the table.
    public static func named(_ region: String) -> CallingRegion? {
        byRegion[region.uppercased()]
    }

    /// The entry whose rules govern numbers under a calling code ("1" → US, "49" → DE).
    public static func main(forCallingCode code: String) -> CallingRegion? {
        byCallingCode[code]
    }

    /// Two-digit country calling codes; every other code starting with 2–9 has three digits,
    /// and "1" and "7" have one. (Calling codes are prefix-free, so this decides the split.)
    static let twoDigitCallingCodes: Set<String> = [
        "20", "27", "30", "31", "32", "33", "34", "36", "39", "40", "41", "43", "44", "45", "46", "47", "48", "49",
        "51", "52", "53", "54", "55", "56", "57", "58", "60", "61", "62", "63", "64", "65", "66",
        "81", "82", "84", "86", "90", "91", "92", "93", "94", "95", "98",
    ]

    /// The country calling code at the start of an international number's digits.
    static func callingCode(prefixing digits: String) -> String? {
        guard let first = digits.first, first != "0" else { return nil }
        if first == "1" || first == "7" { return String(first) }
        let two = String(digits.prefix(2))
        if twoDigitCallingCodes.contains(two) { return two }
        return digits.count >= 3 ? String(digits.prefix(3)) : nil
    }

    private static let byRegion: [String: CallingRegion] = Dictionary(
        table.map { ($0.region, $0) }, uniquingKeysWith: { first, _ in first })

    /// The first entry listed for a shared code is the one whose rules apply (US for "1", RU for "7").
    private static let byCallingCode: [String: CallingRegion] = Dictionary(
        table.map { ($0.callingCode, $0) }, uniquingKeysWith: { first, _ in first })

    private static let nanp = "23456789"

    /// Lengths are of the national significant number (after the country code, without trunk prefix).
    static let table: [CallingRegion] = [
        // North America (NANP): ten digits, area code and exchange never start with 0 or 1.
        CallingRegion("US", "1", trunk: "1", 10...10, leading: nanp, international: ["011"]),
        CallingRegion("CA", "1", trunk: "1", 10...10, leading: nanp, international: ["011"]),
        CallingRegion("PR", "1", trunk: "1", 10...10, leading: nanp, international: ["011"]),
        CallingRegion("DO", "1", trunk: "1", 10...10, leading: nanp, international: ["011"]),
        CallingRegion("JM", "1", trunk: "1", 10...10, leading: nanp, international: ["011"]),
        // Europe
        CallingRegion("GB", "44", trunk: "0", 9...10, leading: "1235789"),
        CallingRegion("IE", "353", trunk: "0", 7...10),
        CallingRegion("DE", "49", trunk: "0", 6...13),
        CallingRegion("AT", "43", trunk: "0", 4...13),
        CallingRegion("CH", "41", trunk: "0", 9...9),
        CallingRegion("LI", "423", trunk: nil, 7...9),
        CallingRegion("FR", "33", trunk: "0", 9...9),
        CallingRegion("BE", "32", trunk: "0", 8...9),
        CallingRegion("NL", "31", trunk: "0", 9...9),
        CallingRegion("LU", "352", trunk: nil, 4...11),
        CallingRegion("IT", "39", trunk: nil, 6...11, leading: "03"),
        CallingRegion("ES", "34", trunk: nil, 9...9, leading: "6789"),
        CallingRegion("PT", "351", trunk: nil, 9...9, leading: "29"),
        CallingRegion("SE", "46", trunk: "0", 7...10),
        CallingRegion("NO", "47", trunk: nil, 8...8, leading: "234579"),
        CallingRegion("DK", "45", trunk: nil, 8...8, leading: "23456789"),
        CallingRegion("FI", "358", trunk: "0", 5...12),
        CallingRegion("IS", "354", trunk: nil, 7...9),
        CallingRegion("EE", "372", trunk: nil, 7...8),
        CallingRegion("LV", "371", trunk: nil, 8...8, leading: "26"),
        CallingRegion("LT", "370", trunk: "8", 8...8),
        CallingRegion("PL", "48", trunk: nil, 9...9),
        CallingRegion("CZ", "420", trunk: nil, 9...9),
        CallingRegion("SK", "421", trunk: "0", 9...9),
        CallingRegion("HU", "36", trunk: "06", 8...9),
        CallingRegion("RO", "40", trunk: "0", 9...9),
        CallingRegion("BG", "359", trunk: "0", 7...9),
        CallingRegion("GR", "30", trunk: nil, 10...10, leading: "26"),
        CallingRegion("HR", "385", trunk: "0", 8...9),
        CallingRegion("SI", "386", trunk: "0", 8...8),
        CallingRegion("RS", "381", trunk: "0", 8...10),
        CallingRegion("CY", "357", trunk: nil, 8...8),
        CallingRegion("MT", "356", trunk: nil, 8...8),
        CallingRegion("UA", "380", trunk: "0", 9...9),
        CallingRegion("RU", "7", trunk: "8", 10...10, international: ["810", "00"]),
        CallingRegion("KZ", "7", trunk: "8", 10...10, international: ["810", "00"]),
        CallingRegion("TR", "90", trunk: "0", 10...10),
        // Middle East and Africa
        CallingRegion("IL", "972", trunk: "0", 8...9),
        CallingRegion("AE", "971", trunk: "0", 8...9),
        CallingRegion("SA", "966", trunk: "0", 8...9),
        CallingRegion("EG", "20", trunk: "0", 8...10),
        CallingRegion("MA", "212", trunk: "0", 9...9),
        CallingRegion("NG", "234", trunk: "0", 8...10),
        CallingRegion("KE", "254", trunk: "0", 9...9),
        CallingRegion("ZA", "27", trunk: "0", 9...9),
        // Asia and Oceania
        CallingRegion("IN", "91", trunk: "0", 10...10, trunkOptional: true),
        CallingRegion("PK", "92", trunk: "0", 9...10),
        CallingRegion("BD", "880", trunk: "0", 8...10),
        CallingRegion("CN", "86", trunk: "0", 9...11),
        CallingRegion("HK", "852", trunk: nil, 8...8),
        CallingRegion("TW", "886", trunk: "0", 8...9),
        CallingRegion("JP", "81", trunk: "0", 9...10, international: ["010"]),
        CallingRegion("KR", "82", trunk: "0", 8...10, international: ["001", "002", "00"]),
        CallingRegion("SG", "65", trunk: nil, 8...8, leading: "3689", international: ["000", "001"]),
        CallingRegion("MY", "60", trunk: "0", 8...10),
        CallingRegion("TH", "66", trunk: "0", 8...9),
        CallingRegion("VN", "84", trunk: "0", 9...10),
        CallingRegion("PH", "63", trunk: "0", 8...10),
        CallingRegion("ID", "62", trunk: "0", 8...12),
        CallingRegion("AU", "61", trunk: "0", 9...9, international: ["0011"]),
        CallingRegion("NZ", "64", trunk: "0", 8...10),
        // Latin America
        CallingRegion("MX", "52", trunk: nil, 10...10),
        CallingRegion("BR", "55", trunk: "0", 10...11, trunkOptional: true),
        CallingRegion("AR", "54", trunk: "0", 10...11),
        CallingRegion("CL", "56", trunk: nil, 9...9),
        CallingRegion("CO", "57", trunk: nil, 10...10),
        CallingRegion("PE", "51", trunk: "0", 8...9),
        CallingRegion("VE", "58", trunk: "0", 10...10),
        CallingRegion("UY", "598", trunk: "0", 8...8),
    ]
}
