import Foundation

/// Amounts of money: "€1,250.00", "1.250,00 €", "$45", "45 USD", "£12.50", "R$ 300",
/// "CHF 80", "80.- Fr.", "300 kr". A symbol shared by several currencies ("$", "kr", "¥")
/// takes the default region's currency, else the most common one (USD, SEK, JPY).
enum MoneyFinder {
    private static let amount = #"\d{1,3}(?:[,.'\u00A0\u202F ]\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?"#
    private static let symbols = MoneyVocabulary.symbols.keys.sorted { $0.count > $1.count }
        .map { NSRegularExpression.escapedPattern(for: $0) }.joined(separator: "|")
    private static let wordsAndCodes = (Array(MoneyVocabulary.codes) + Array(MoneyVocabulary.words.keys)).sorted { $0.count > $1.count }
        .joined(separator: "|")

    /// "€ 12", "USD 45", "CHF 80.-": the currency first.
    private static let currencyFirst = EntityPattern(
        #"(?<![\w$€£¥₹₽₩₺₪])(\#(symbols)|\#(wordsAndCodes))\s?(\#(amount))(?:[.,](?:-{1,2}|–))?(?![\d\w])"#, original: true)
    /// "12 €", "45 USD", "300 kr", "80,- Fr.": the amount first.
    private static let amountFirst = EntityPattern(
        #"(?<![\w.,])(\#(amount))(?:[.,](?:-{1,2}|–))?\s?(\#(symbols)|\#(wordsAndCodes))(?![\w$€£])"#, original: true)

    static func find(in text: ScannedText, region: String) -> [(NSRange, Entity.Kind)] {
        var found: [(NSRange, Entity.Kind)] = []
        for (pattern, currencyGroup, amountGroup) in [(currencyFirst, 1, 2), (amountFirst, 2, 1)] {
            for match in pattern.matches(in: text) where !found.contains(where: { $0.0.sharesUnits(with: match.range) }) {
                let marker = text.text(in: match.range(at: currencyGroup))
                guard let currency = MoneyVocabulary.currency(for: marker, region: region),
                      let value = parseAmount(text.text(in: match.range(at: amountGroup)))
                else { continue }
                found.append((match.range, .money(amount: value, currency: currency)))
            }
        }
        return found
    }

    /// The number in "1,250.00", "1.250,00", "1'250", "12,50", "1 250": the last separator
    /// is the decimal one when one or two digits follow it; otherwise all separators group
    /// thousands.
    static func parseAmount(_ written: String) -> Decimal? {
        let characters = Array(written)
        var digits = ""
        var decimals = ""
        if let last = characters.lastIndex(where: { $0 == "." || $0 == "," }), (1...2).contains(characters.count - last - 1) {
            digits = String(characters[..<last].filter(\.isNumber))
            decimals = String(characters[(last + 1)...])
        } else {
            digits = String(characters.filter(\.isNumber))
        }
        guard !digits.isEmpty else { return nil }
        return Decimal(string: decimals.isEmpty ? digits : digits + "." + decimals, locale: Locale(identifier: "en_US_POSIX"))
    }
}
