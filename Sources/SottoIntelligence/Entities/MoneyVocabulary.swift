/// Currency symbols, ISO 4217 codes and currency words, and how a shared symbol is read.
enum MoneyVocabulary {
    /// Symbols and abbreviations → currency; nil for symbols read by region ("$", "kr", "¥").
    static let symbols: [String: String?] = [
        "€": "EUR", "£": "GBP", "₹": "INR", "₽": "RUB", "₩": "KRW", "₺": "TRY", "₪": "ILS", "฿": "THB", "₫": "VND",
        "R$": "BRL", "US$": "USD", "A$": "AUD", "AU$": "AUD", "C$": "CAD", "CA$": "CAD", "NZ$": "NZD", "HK$": "HKD",
        "S$": "SGD", "MX$": "MXN", "Fr.": "CHF", "SFr.": "CHF", "zł": "PLN", "Kč": "CZK", "Ft": "HUF",
        "$": nil, "kr": nil, "kr.": nil, "¥": nil,
    ]

    /// ISO 4217 codes recognised next to an amount; written in capitals, except the common
    /// ones in ``lowercaseCodes``.
    static let codes: Set<String> = [
        "USD", "EUR", "GBP", "CHF", "SEK", "NOK", "DKK", "ISK", "JPY", "CNY", "RMB", "HKD", "SGD", "AUD", "NZD", "CAD",
        "MXN", "BRL", "ARS", "CLP", "COP", "PEN", "INR", "PLN", "CZK", "HUF", "RON", "BGN", "TRY", "ZAR", "RUB", "UAH",
        "ILS", "AED", "SAR", "KRW", "THB", "MYR", "IDR", "PHP", "VND",
    ]
    static let lowercaseCodes: Set<String> = ["usd", "eur", "gbp", "chf", "sek", "nok", "dkk", "jpy", "cad", "aud", "brl"]

    /// Currency words → currency; nil for words read by region ("dollars", "pesos", "kronor").
    static let words: [String: String?] = [
        "euro": "EUR", "euros": "EUR", "dollar": nil, "dollars": nil, "bucks": "USD", "francs": "CHF", "franken": "CHF",
        "reais": "BRL", "kronor": "SEK", "kroner": nil, "pesos": nil, "yen": "JPY", "yuan": "CNY", "rupees": "INR",
    ]

    /// The currency a marker means, or nil when the marker is not one here (a code in
    /// lower case that is also a word, such as "try").
    static func currency(for marker: String, region: String) -> String? {
        let region = region.uppercased()
        if let entry = symbols[marker] { return entry ?? shared(marker, region: region) }
        let lower = marker.lowercased()
        if let entry = symbols.first(where: { $0.key.lowercased() == lower }) { return entry.value ?? shared(lower, region: region) }
        if codes.contains(marker) || lowercaseCodes.contains(marker) {
            let upper = marker.uppercased()
            return upper == "RMB" ? "CNY" : upper
        }
        if let entry = words[lower] { return entry ?? shared(lower, region: region) }
        return nil
    }

    private static let dollarRegions = [
        "CA": "CAD", "AU": "AUD", "NZ": "NZD", "SG": "SGD", "HK": "HKD", "MX": "MXN", "AR": "ARS", "CL": "CLP", "CO": "COP", "TW": "TWD",
    ]
    private static let kronaRegions = ["SE": "SEK", "NO": "NOK", "DK": "DKK", "IS": "ISK"]
    private static let pesoRegions = ["MX": "MXN", "AR": "ARS", "CL": "CLP", "CO": "COP", "UY": "UYU", "PH": "PHP"]

    private static func shared(_ marker: String, region: String) -> String {
        switch marker.lowercased() {
        case "$", "dollar", "dollars": dollarRegions[region] ?? "USD"
        case "kr", "kr.", "kroner": kronaRegions[region] ?? (marker == "kroner" ? "NOK" : "SEK")
        case "¥": region == "CN" ? "CNY" : "JPY"
        case "pesos": pesoRegions[region] ?? "MXN"
        default: "USD"
        }
    }
}
