/// Phone numbers as people write them, brought to E.164 ("+4915123450001") so the same
/// number from a contact card, a chat author and a mail signature compares equal.
///
/// A compact rule set, not libphonenumber: it knows each region's calling code, trunk prefix,
/// international prefixes and plausible national lengths (``CallingRegion``), which is enough
/// to normalize and to reject what is not a phone number, but not to validate number ranges.
public enum PhoneNumber {
    /// The E.164 form of `text` ("+" and digits), or nil when it is not a plausible phone number.
    ///
    /// - Parameters:
    ///   - text: A number as written: `+49 151 2345 0001`, `0049 151…`, `0151 23450001`,
    ///     `(206) 555-0142`, `+44 (0)7700 900123`, `tel:+1-206-555-0142;ext=12`, `… ext. 12`.
    ///     Unicode spaces, dashes and digits are accepted; extensions are dropped.
    ///   - defaultRegion: ISO 3166-1 alpha-2 code of the region whose national conventions apply
    ///     to numbers written without a country code ("DE", "US").
    public static func normalize(_ text: String, defaultRegion: String) -> String? {
        guard let written = WrittenNumber(text), (3...18).contains(written.digits.count) else { return nil }
        var digits = written.digits
        let region = CallingRegion.named(defaultRegion)
        if written.hasPlus { return international(digits) }
        // Dialled with an international prefix: "0049…" in Germany, "011 49…" from the US.
        let prefixes = (region?.internationalPrefixes ?? []) + ["00"]
        for prefix in prefixes where digits.hasPrefix(prefix) && digits.count >= prefix.count + 7 {
            return international(String(digits.dropFirst(prefix.count)))
        }
        guard let region else { return nil }
        if let trunk = region.trunkPrefix {
            if digits.hasPrefix(trunk), region.isPlausible(String(digits.dropFirst(trunk.count))) {
                digits.removeFirst(trunk.count)
            } else if !region.trunkOptional {
                // Where the trunk prefix is "0", a full national number carries it; without it
                // the digits are a local number or not a phone number at all.
                return nil
            }
        }
        guard region.isPlausible(digits) else { return nil }
        return "+" + region.callingCode + digits
    }

    /// Whether `text` reads as a phone number on its own, as a chat author or contact field
    /// might ("+49 151 23450001", "(206) 555-0142"): only digits and phone punctuation, 7 to 15
    /// digits, not shaped like a date, and a valid country code when it starts with "+".
    public static func looksLikePhone(_ text: String) -> Bool {
        guard let written = WrittenNumber(text), !written.hadExtension,
              (7...15).contains(written.digits.count), !written.isDateShaped
        else { return false }
        if written.hasPlus { return international(written.digits) != nil }
        return true
    }

    /// "+<code><national>" from digits that start with a country calling code.
    static func international(_ digits: String) -> String? {
        guard digits.count <= 15, let code = CallingRegion.callingCode(prefixing: digits) else { return nil }
        var national = String(digits.dropFirst(code.count))
        if let region = CallingRegion.main(forCallingCode: code) {
            // "+49 0151…": a national trunk prefix written after the country code by mistake.
            if let trunk = region.trunkPrefix, trunk.hasPrefix("0"), national.hasPrefix(trunk),
               !region.isPlausible(national), region.isPlausible(String(national.dropFirst(trunk.count))) {
                national.removeFirst(trunk.count)
            }
            guard region.isPlausible(national) else { return nil }
        } else {
            guard (4...13).contains(national.count), national.first != "0" || code.count == 3 else { return nil }
        }
        return "+" + code + national
    }
}

extension CallingRegion {
    /// Whether `national` (without trunk prefix) has a plausible length and first digit here.
    func isPlausible(_ national: String) -> Bool {
        guard nationalLengths.contains(national.count), let first = national.first else { return false }
        if leadingDigits.isEmpty {
            guard first != "0" else { return false }
        } else {
            guard leadingDigits.contains(first) else { return false }
        }
        if callingCode == "1" {
            // NANP: the exchange code (fourth digit) never starts with 0 or 1 either.
            let exchange = national[national.index(national.startIndex, offsetBy: 3)]
            return exchange != "0" && exchange != "1"
        }
        return true
    }
}

/// The digits of a number as written, with what the writing said about them: a leading "+",
/// an extension that was dropped, a date-like shape. Nil when anything but digits and phone
/// punctuation remains once a `tel:` scheme and an extension are removed.
struct WrittenNumber {
    var digits = ""
    var hasPlus = false
    var hadExtension = false
    /// Three digit groups split by "." "/" or "-" that could be a date ("2026-10-03", "3.10.2026").
    var isDateShaped = false

    private static let extensionMarkers = ["extension", "ext.", "ext", "x", "#", "durchwahl", "dw", "poste", "anexo", "ramal", "anknytning"]
    private static let dashes: Set<Character> = ["-", "\u{2010}", "\u{2011}", "\u{2012}", "\u{2013}", "\u{2014}", "\u{2015}", "\u{2212}", "\u{FE63}", "\u{FF0D}"]
    private static let invisible: Set<Unicode.Scalar> = [
        "\u{200B}", "\u{200C}", "\u{200D}", "\u{200E}", "\u{200F}", "\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}",
        "\u{202E}", "\u{2066}", "\u{2067}", "\u{2068}", "\u{2069}", "\u{FEFF}",
    ]

    init?(_ text: String) {
        var body = Substring(text.trimmingCharacters(in: .whitespacesAndNewlines))
        for scheme in ["tel:", "callto:", "phone:"] where body.lowercased().hasPrefix(scheme) {
            body = body.dropFirst(scheme.count)
            if let parameters = body.firstIndex(of: ";") {  // tel:+1-206-555-0142;ext=12
                hadExtension = body[parameters...].lowercased().contains("ext")
                body = body[..<parameters]
            }
        }
        // "+44 (0)7700 900123": the "(0)" is the trunk prefix, not dialled from abroad.
        var text = String(body)
        let leading = text.drop { $0.isWhitespace || Self.invisible.contains($0.unicodeScalars.first ?? " ") }
        if leading.hasPrefix("+") || leading.hasPrefix("\u{FF0B}") || leading.hasPrefix("00") {
            text = text.replacingOccurrences(of: "(0)", with: "")
        }
        var groups: [Int] = []
        var separators: Set<Character> = []
        var index = text.startIndex
        scan: while index < text.endIndex {
            let character = text[index]
            if let value = Self.decimalValue(character) {
                digits.append(Character(String(value)))
                if groups.isEmpty { groups.append(0) }
                groups[groups.count - 1] += 1
            } else if character == "+" || character == "\u{FF0B}" {
                guard digits.isEmpty, !hasPlus else { return nil }
                hasPlus = true
            } else if character.isWhitespace || Self.dashes.contains(character) || "./()[]".contains(character) {
                if !groups.isEmpty, groups[groups.count - 1] > 0 { groups.append(0) }
                if character == "." || character == "/" || character == "-" { separators.insert(character) }
            } else if let scalar = character.unicodeScalars.first, Self.invisible.contains(scalar) {
                // Direction marks copied along with a number.
            } else {
                let rest = text[index...].lowercased()
                for marker in Self.extensionMarkers where rest.hasPrefix(marker) && !digits.isEmpty {
                    let tail = rest.dropFirst(marker.count).drop { $0 == "." || $0 == ":" || $0 == "=" || $0.isWhitespace }
                    if !tail.isEmpty, tail.allSatisfy({ $0.isNumber }) {
                        hadExtension = true
                        break scan
                    }
                }
                return nil
            }
            index = text.index(after: index)
        }
        let filled = groups.filter { $0 > 0 }
        isDateShaped = !hasPlus && filled.count == 3 && separators.count == 1
            && (filled[0] <= 2 && filled[1] <= 2 && (filled[2] == 2 || filled[2] == 4)
                || filled[0] == 4 && filled[1] <= 2 && filled[2] <= 2)
        guard !digits.isEmpty else { return nil }
    }

    /// The value of a decimal digit in any script (ASCII, Arabic-Indic, full-width, …).
    private static func decimalValue(_ character: Character) -> Int? {
        guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first,
              scalar.properties.numericType == .decimal
        else { return nil }
        return character.wholeNumberValue
    }
}
