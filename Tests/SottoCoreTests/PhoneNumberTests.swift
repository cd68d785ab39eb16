import SottoCore
import Testing

/// Fictional numbers only: +1 555-01xx, +44 7700 900xxx, +49 151 2345xxxx and look-alikes.
@Suite("Phone numbers to E.164")
struct PhoneNumberTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let text: String
        let region: String
        let expected: String?
        var testDescription: String { "\(text) [\(region)]" }
        init(_ text: String, _ region: String, _ expected: String?) {
            self.text = text
            self.region = region
            self.expected = expected
        }
    }

    static let germany: [Case] = [
        Case("+49 151 2345 0001", "DE", "+4915123450001"),
        Case("+49 (0)151 23450001", "DE", "+4915123450001"),
        Case("0049 151 23450001", "DE", "+4915123450001"),
        Case("0151 23450001", "DE", "+4915123450001"),
        Case("0151/2345-0001", "DE", "+4915123450001"),
        Case("(0151) 2345 0001", "DE", "+4915123450001"),
        Case("+49 0151 23450001", "DE", "+4915123450001"),
        Case("030 12345678", "DE", "+493012345678"),
        Case("0151 23450001", "AT", "+4315123450001"),
        Case("+4915123450001", "US", "+4915123450001"),
        Case("0049 151 23450001", "FR", "+4915123450001"),
    ]

    static let northAmerica: [Case] = [
        Case("(206) 555-0142", "US", "+12065550142"),
        Case("206-555-0142", "US", "+12065550142"),
        Case("1-206-555-0142", "US", "+12065550142"),
        Case("206.555.0142", "US", "+12065550142"),
        Case("+1 206 555 0142", "DE", "+12065550142"),
        Case("011 49 151 23450001", "US", "+4915123450001"),
        Case("(416) 555-0199", "CA", "+14165550199"),
        Case("2065550142", "US", "+12065550142"),
    ]

    static let europe: [Case] = [
        Case("+44 (0)7700 900123", "DE", "+447700900123"),
        Case("07700 900123", "GB", "+447700900123"),
        Case("+44 7700 900123", "GB", "+447700900123"),
        Case("06 12 34 56 78", "FR", "+33612345678"),
        Case("+33 6 12 34 56 78", "FR", "+33612345678"),
        Case("070-123 45 67", "SE", "+46701234567"),
        Case("612 34 56 78", "ES", "+34612345678"),
        Case("912 345 678", "PT", "+351912345678"),
        Case("06 1234 5678", "NL", "+31612345678"),
        Case("412 34 567", "NO", "+4741234567"),
        Case("079 123 45 67", "CH", "+41791234567"),
        Case("347 123 4567", "IT", "+393471234567"),
        Case("06 1234 5678", "IT", "+390612345678"),
        Case("06 30 123 4567", "HU", "+36301234567"),
        Case("8 912 345 67 89", "RU", "+79123456789"),
    ]

    static let elsewhere: [Case] = [
        Case("090-1234-5678", "JP", "+819012345678"),
        Case("0412 345 678", "AU", "+61412345678"),
        Case("0011 49 151 23450001", "AU", "+4915123450001"),
        Case("(11) 91234-5678", "BR", "+5511912345678"),  // trunk "0" commonly left out
        Case("011 91234-5678", "BR", "+5511912345678"),
        Case("98765 43210", "IN", "+919876543210"),
        Case("098765 43210", "IN", "+919876543210"),
        Case("+353 85 123 4567", "IE", "+353851234567"),
        Case("+380 67 123 4567", "DE", "+380671234567"),
    ]

    static let writing: [Case] = [
        Case("tel:+49-151-2345-0001", "DE", "+4915123450001"),
        Case("TEL:+1-206-555-0142;ext=12", "US", "+12065550142"),
        Case("+1 206 555 0142 ext. 12", "US", "+12065550142"),
        Case("(206) 555-0142 x12", "US", "+12065550142"),
        Case("0151 23450001 Durchwahl 12", "DE", "+4915123450001"),
        Case("+49\u{00A0}151\u{202F}2345\u{2009}0001", "DE", "+4915123450001"),
        Case("0151\u{2013}2345\u{2011}0001", "DE", "+4915123450001"),
        Case("\u{200E}+49 151 23450001\u{200E}", "DE", "+4915123450001"),
        Case("\u{FF0B}49 151 23450001", "DE", "+4915123450001"),
        Case("  0151 23450001  ", "DE", "+4915123450001"),
    ]

    static let rejected: [Case] = [
        Case("", "DE", nil),
        Case("Lena Fischer", "DE", nil),
        Case("12345678", "DE", nil),  // no trunk prefix: a local number or not a number
        Case("555-0142", "US", nil),  // seven digits: no area code
        Case("(106) 555-0142", "US", nil),  // area codes never start with 1
        Case("(206) 155-0142", "US", nil),  // nor exchanges
        Case("+49 15", "DE", nil),
        Case("+0 151 23450001", "DE", nil),
        Case("+1 206 555 0142 5555 5555", "US", nil),  // over 15 digits
        Case("0151 23450001", "XX", nil),  // unknown region, no country code
        Case("0151 2345 0001 call me", "DE", nil),
        Case("06 12 34 56", "FR", nil),  // too short
        Case("512 34 56 78", "ES", nil),  // Spanish numbers start 6–9
        Case("1+2", "DE", nil),
    ]

    @Test("German numbers in every common writing", arguments: germany)
    func german(_ example: Case) { #expect(PhoneNumber.normalize(example.text, defaultRegion: example.region) == example.expected) }

    @Test("North American numbers, with and without the trunk 1", arguments: northAmerica)
    func northAmerican(_ example: Case) { #expect(PhoneNumber.normalize(example.text, defaultRegion: example.region) == example.expected) }

    @Test("European national numbers drop their trunk prefix; Italy keeps its leading 0", arguments: europe)
    func european(_ example: Case) { #expect(PhoneNumber.normalize(example.text, defaultRegion: example.region) == example.expected) }

    @Test("other regions and international prefixes", arguments: elsewhere)
    func otherRegions(_ example: Case) { #expect(PhoneNumber.normalize(example.text, defaultRegion: example.region) == example.expected) }

    @Test("tel: URIs, extensions, Unicode spaces, dashes and direction marks", arguments: writing)
    func writingVariants(_ example: Case) { #expect(PhoneNumber.normalize(example.text, defaultRegion: example.region) == example.expected) }

    @Test("what is not a plausible phone number is nil", arguments: rejected)
    func notNumbers(_ example: Case) { #expect(PhoneNumber.normalize(example.text, defaultRegion: example.region) == nil) }

    @Test("region codes are case-insensitive")
    func regionCase() {
        #expect(PhoneNumber.normalize("0151 23450001", defaultRegion: "de") == "+4915123450001")
    }

    @Test("digits from other scripts count as digits")
    func otherDigits() {
        #expect(PhoneNumber.normalize("\u{FF10}\u{FF11}\u{FF15}\u{FF11} 23450001", defaultRegion: "DE") == "+4915123450001")
        #expect(PhoneNumber.normalize("+٤٩ ١٥١ ٢٣٤٥٠٠٠١", defaultRegion: "DE") == "+4915123450001")
    }

    @Test("the table covers at least sixty regions, each with a calling code")
    func table() {
        #expect(CallingRegion.all.count >= 60)
        #expect(Set(CallingRegion.all.map(\.region)).count == CallingRegion.all.count, "no region listed twice")
        for region in ["US", "GB", "DE", "FR", "ES", "PT", "SE", "BR", "JP", "AU", "IN", "ZA", "MX", "NZ"] {
            #expect(CallingRegion.named(region) != nil, "\(region)")
        }
        #expect(CallingRegion.main(forCallingCode: "1")?.region == "US")
        #expect(CallingRegion.main(forCallingCode: "49")?.trunkPrefix == "0")
        #expect(CallingRegion.named("IT")?.trunkPrefix == nil)
    }

    @Test(
        "chat authors that are numbers look like phones",
        arguments: ["+49 151 23450001", "+1 (206) 555-0142", "0151 23450001", "+44 7700 900123", "tel:+4915123450001", "206-555-0142"])
    func looksLikePhone(_ author: String) { #expect(PhoneNumber.looksLikePhone(author)) }

    @Test(
        "names, short numbers, dates and bad country codes do not look like phones",
        arguments: ["Lena Fischer", "Lena", "+49", "12345", "2026-10-03", "03.10.2026", "10/03/2026", "+0 151 23450001", "Mama ❤️", "", "0151 23450001 x12"])
    func doesNotLookLikePhone(_ author: String) { #expect(!PhoneNumber.looksLikePhone(author)) }
}
