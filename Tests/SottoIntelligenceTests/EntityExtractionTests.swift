import Foundation
@testable import SottoIntelligence
import Testing

/// Messages are fictional; the message is sent on Wednesday 25 November 2026 at 10:00 in Berlin
/// unless a test says otherwise.
@Suite("Entity extraction")
struct EntityExtractionTests {
    static let berlin = TimeZone(identifier: "Europe/Berlin") ?? .current
    static let sent = moment("2026-11-25 10:00", in: berlin)

    static func moment(_ written: String, in zone: TimeZone) -> Date {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = zone
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        return formatter.date(from: written) ?? Date(timeIntervalSince1970: 0)
    }

    static func written(_ date: Date, in zone: TimeZone = berlin) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = zone
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        return formatter.string(from: date)
    }

    static func extract(_ text: String, region: String = "DE", at date: Date = sent, in zone: TimeZone = berlin) -> [Entity] {
        EntityExtractor.extract(from: text, relativeTo: date, timeZone: zone, defaultRegion: region)
    }

    /// One date mention: the words found, where the interval starts, and how precise it is.
    struct DateCase: CustomTestStringConvertible, Sendable {
        let text: String
        let found: String
        let start: String
        let granularity: DateMention.Granularity
        let region: String
        var testDescription: String { "\(text) [\(region)]" }
        init(_ text: String, _ found: String, _ start: String, _ granularity: DateMention.Granularity, region: String = "DE") {
            self.text = text
            self.found = found
            self.start = start
            self.granularity = granularity
            self.region = region
        }
    }

    static func check(_ example: DateCase) {
        let mentions = extract(example.text, region: example.region).compactMap { entity in entity.dateMention.map { (entity, $0) } }
        #expect(mentions.count == 1, "one mention in \(example.text)")
        guard let (entity, mention) = mentions.first else { return }
        #expect(entity.text == example.found)
        #expect(String(example.text[mention.range]) == example.found)
        #expect(written(mention.start) == example.start)
        #expect(mention.granularity == example.granularity)
        #expect((0.0...1.0).contains(mention.confidence))
        if mention.granularity == .time { #expect(mention.interval.duration == 0) }
    }

    static let english: [DateCase] = [
        DateCase("see you tomorrow at 2pm!", "tomorrow at 2pm", "2026-11-26 14:00", .time, region: "US"),
        DateCase("is today ok?", "today", "2026-11-25 00:00", .day),
        DateCase("dinner tonight?", "tonight", "2026-11-25 18:00", .partOfDay),
        DateCase("tonight at 8", "tonight at 8", "2026-11-25 20:00", .time),
        DateCase("next Friday works", "next Friday", "2026-12-04 00:00", .day),
        DateCase("this Saturday", "this Saturday", "2026-11-28 00:00", .day),
        DateCase("on Friday at 7:30", "Friday at 7:30", "2026-11-27 07:30", .time),
        DateCase("Fri 19:00 at the usual place", "Fri 19:00", "2026-11-27 19:00", .time),
        DateCase("Wednesday then", "Wednesday", "2026-11-25 00:00", .day),
        DateCase("last Monday was fun", "last Monday", "2026-11-23 00:00", .day),
        DateCase("tomorrow morning", "tomorrow morning", "2026-11-26 06:00", .partOfDay),
        DateCase("Friday evening", "Friday evening", "2026-11-27 18:00", .partOfDay),
        DateCase("the day after tomorrow", "the day after tomorrow", "2026-11-27 00:00", .day),
        DateCase("yesterday was long", "yesterday", "2026-11-24 00:00", .day),
        DateCase("at 2pm tomorrow", "at 2pm tomorrow", "2026-11-26 14:00", .time),
        DateCase("Sat 28 Nov", "Sat 28 Nov", "2026-11-28 00:00", .day),
    ]

    static let german: [DateCase] = [
        DateCase("Treffen am Montag?", "Montag", "2026-11-30 00:00", .day),
        DateCase("morgen um 14 Uhr", "morgen um 14 Uhr", "2026-11-26 14:00", .time),
        DateCase("nächsten Freitag", "nächsten Freitag", "2026-12-04 00:00", .day),
        DateCase("naechsten Freitag", "naechsten Freitag", "2026-12-04 00:00", .day),
        DateCase("heute Abend um 8", "heute Abend um 8", "2026-11-25 20:00", .time),
        DateCase("Freitagabend?", "Freitagabend", "2026-11-27 18:00", .partOfDay),
        DateCase("übermorgen passt", "übermorgen", "2026-11-27 00:00", .day),
        DateCase("morgen früh", "morgen früh", "2026-11-26 06:00", .partOfDay),
        DateCase("um 8 Uhr abends", "um 8 Uhr abends", "2026-11-25 20:00", .time),
        DateCase("Freitag, 27. November", "Freitag, 27. November", "2026-11-27 00:00", .day),
        DateCase("um halb acht", "halb acht", "2026-11-25 07:30", .time),
        DateCase("letzten Dienstag", "letzten Dienstag", "2026-11-24 00:00", .day),
    ]

    static let french: [DateCase] = [
        DateCase("demain à 14h", "demain à 14h", "2026-11-26 14:00", .time),
        DateCase("vendredi prochain", "vendredi prochain", "2026-12-04 00:00", .day),
        DateCase("ce soir ?", "ce soir", "2026-11-25 18:00", .partOfDay),
        DateCase("samedi à 20h30", "samedi à 20h30", "2026-11-28 20:30", .time),
        DateCase("le 3 décembre", "3 décembre", "2026-12-03 00:00", .day),
        DateCase("aujourd’hui", "aujourd’hui", "2026-11-25 00:00", .day),
        DateCase("hier soir", "hier soir", "2026-11-24 18:00", .partOfDay),
        DateCase("après-demain", "après-demain", "2026-11-27 00:00", .day),
        DateCase("1er décembre", "1er décembre", "2026-12-01 00:00", .day),
    ]

    static let spanish: [DateCase] = [
        DateCase("mañana a las 8", "mañana a las 8", "2026-11-26 08:00", .time),
        DateCase("el viernes", "viernes", "2026-11-27 00:00", .day),
        DateCase("el próximo viernes", "el próximo viernes", "2026-12-04 00:00", .day),
        DateCase("mañana por la tarde", "mañana por la tarde", "2026-11-26 12:00", .partOfDay),
        DateCase("a las 8 de la tarde", "a las 8 de la tarde", "2026-11-25 20:00", .time),
        DateCase("hasta mañana", "mañana", "2026-11-26 00:00", .day),
        DateCase("3 de diciembre de 2026", "3 de diciembre de 2026", "2026-12-03 00:00", .day),
        DateCase("esta noche", "esta noche", "2026-11-25 18:00", .partOfDay),
    ]

    static let portuguese: [DateCase] = [
        DateCase("amanhã às 20h", "amanhã às 20h", "2026-11-26 20:00", .time),
        DateCase("na sexta", "sexta", "2026-11-27 00:00", .day),
        DateCase("sexta-feira à noite", "sexta-feira à noite", "2026-11-27 18:00", .partOfDay),
        DateCase("próxima segunda", "próxima segunda", "2026-11-30 00:00", .day),
        DateCase("hoje à noite", "hoje à noite", "2026-11-25 18:00", .partOfDay),
        DateCase("3 de dezembro", "3 de dezembro", "2026-12-03 00:00", .day),
    ]

    static let swedish: [DateCase] = [
        DateCase("på fredag", "fredag", "2026-11-27 00:00", .day),
        DateCase("imorgon kl 18", "imorgon kl 18", "2026-11-26 18:00", .time),
        DateCase("i morgon kl. 18.30", "i morgon kl. 18.30", "2026-11-26 18:30", .time),
        DateCase("ikväll?", "ikväll", "2026-11-25 18:00", .partOfDay),
        DateCase("i fredags", "fredags", "2026-11-20 00:00", .day),
        DateCase("nästa lördag", "nästa lördag", "2026-12-05 00:00", .day),
        DateCase("den 3:e december", "3:e december", "2026-12-03 00:00", .day),
        DateCase("i  morgon\u{00A0}kväll", "i  morgon\u{00A0}kväll", "2026-11-26 18:00", .partOfDay),
    ]

    static let absolute: [DateCase] = [
        DateCase("Oct 3", "Oct 3", "2026-10-03 00:00", .day, region: "US"),
        DateCase("on 3 October", "3 October", "2026-10-03 00:00", .day, region: "GB"),
        DateCase("October 3rd at 6pm", "October 3rd at 6pm", "2026-10-03 18:00", .time, region: "US"),
        DateCase("October 3, 2027", "October 3, 2027", "2027-10-03 00:00", .day, region: "US"),
        DateCase("Jan 5", "Jan 5", "2027-01-05 00:00", .day, region: "US"),  // nearest: next January
        DateCase("am 03.10.", "03.10.", "2026-10-03 00:00", .day),
        DateCase("am 3.12.2026", "3.12.2026", "2026-12-03 00:00", .day),
        DateCase("3/10", "3/10", "2026-10-03 00:00", .day, region: "GB"),
        DateCase("3/10", "3/10", "2027-03-10 00:00", .day, region: "US"),  // nearest March 10
        DateCase("25/12", "25/12", "2026-12-25 00:00", .day, region: "US"),  // only one order is a date
        DateCase("2026-10-03", "2026-10-03", "2026-10-03 00:00", .day),
        DateCase("2026-10-03T14:30", "2026-10-03T14:30", "2026-10-03 14:30", .time),
        DateCase("10/3/2026", "10/3/2026", "2026-10-03 00:00", .day, region: "US"),
        DateCase("10/3/2026", "10/3/2026", "2026-03-10 00:00", .day, region: "FR"),
    ]

    static let times: [DateCase] = [
        DateCase("2pm?", "2pm", "2026-11-25 14:00", .time),
        DateCase("at 14:30", "at 14:30", "2026-11-25 14:30", .time),
        DateCase("7.30pm", "7.30pm", "2026-11-25 19:30", .time),
        DateCase("12 a.m.", "12 a.m.", "2026-11-25 00:00", .time),
        DateCase("noon", "noon", "2026-11-25 12:00", .time),
        DateCase("half past seven", "half past seven", "2026-11-25 07:30", .time),
        DateCase("quarter to eight", "quarter to eight", "2026-11-25 07:45", .time),
        DateCase("at 7", "at 7", "2026-11-25 07:00", .time),
        DateCase("18 Uhr", "18 Uhr", "2026-11-25 18:00", .time),
        DateCase("minuit", "minuit", "2026-11-25 00:00", .time),
    ]

    @Test("English", arguments: english) func englishMentions(_ example: DateCase) { Self.check(example) }
    @Test("German", arguments: german) func germanMentions(_ example: DateCase) { Self.check(example) }
    @Test("French", arguments: french) func frenchMentions(_ example: DateCase) { Self.check(example) }
    @Test("Spanish", arguments: spanish) func spanishMentions(_ example: DateCase) { Self.check(example) }
    @Test("Portuguese", arguments: portuguese) func portugueseMentions(_ example: DateCase) { Self.check(example) }
    @Test("Swedish", arguments: swedish) func swedishMentions(_ example: DateCase) { Self.check(example) }
    @Test("absolute dates, day/month order by region", arguments: absolute) func absoluteDates(_ example: DateCase) { Self.check(example) }
    @Test("clock times without a day are on the message's day", arguments: times) func clockTimes(_ example: DateCase) { Self.check(example) }

    @Test(
        "numbers and words that are not dates",
        arguments: [
            "version 2.0 is out", "it costs 3.10", "Guten Morgen!", "jeden Morgen", "esta es la mañana perfecta", "ich bin hier",
            "1/2 cup of flour", "24/7 support", "IP 10.0.0.1", "build v1.2.3", "Rechnung 2026-0042", "at 5 people", "a 3-day trip",
            "as 8 people came", "we sat down", "the sun is out", "segunda vez", "3 out of 10", "you may go", "19.00", "8",
            "on Fridays we rest", "50/50", "order 12345", "3.5%", "5 x 3",
        ])
    func notDates(_ text: String) {
        #expect(Self.extract(text).compactMap(\.dateMention).isEmpty, "\(text)")
    }

    @Test("a weekday without 'next' is its next occurrence, today included; 'next' is next week's")
    func weekdayRules() {
        let wednesday = Self.extract("Wednesday").first?.dateMention
        #expect(wednesday.map { Self.written($0.start) } == "2026-11-25 00:00")
        let nextWednesday = Self.extract("next Wednesday").first?.dateMention
        #expect(nextWednesday.map { Self.written($0.start) } == "2026-12-02 00:00")
        let nextMonday = Self.extract("next Monday").first?.dateMention
        #expect(nextMonday.map { Self.written($0.start) } == "2026-11-30 00:00")
        #expect((nextWednesday?.confidence ?? 1) < (wednesday?.confidence ?? 0), "'next' is ambiguous")
    }

    @Test("a day across a daylight-saving change is 25 hours long")
    func daylightSaving() {
        let sent = Self.moment("2026-10-21 09:00", in: Self.berlin)
        let sunday = Self.extract("Sunday", at: sent).first?.dateMention
        #expect(sunday.map { Self.written($0.start) } == "2026-10-25 00:00")
        let hours = (sunday?.interval.duration ?? 0) / 3600
        #expect(abs(hours - 25) < 0.001, "\(hours)")
    }

    @Test("times are in the message's time zone")
    func timeZones() throws {
        let newYork = try #require(TimeZone(identifier: "America/New_York"))
        let sent = Self.moment("2026-11-25 10:00", in: newYork)
        let mention = try #require(Self.extract("tomorrow at 2pm", region: "US", at: sent, in: newYork).first?.dateMention)
        #expect(Self.written(mention.start, in: newYork) == "2026-11-26 14:00")
        #expect(Self.written(mention.start, in: Self.berlin) == "2026-11-26 20:00")
    }

    @Test("a time without a day is less certain than one with a day")
    func confidence() {
        let alone = Self.extract("14:30").first?.dateMention?.confidence ?? 1
        let withDay = Self.extract("morgen 14:30").first?.dateMention?.confidence ?? 0
        #expect(alone < withDay)
    }

    @Test("every pattern compiles")
    func patternsCompile() {
        for rule in DatePartRules.rules + TimePartRules.rules { #expect(rule.pattern.expression != nil) }
    }
}

// MARK: - Money, phone numbers, email addresses, links

extension EntityExtractionTests {
    struct MoneyCase: CustomTestStringConvertible, Sendable {
        let text: String
        let found: String
        let amount: Decimal
        let currency: String
        let region: String
        var testDescription: String { "\(text) [\(region)]" }
        init(_ text: String, _ found: String, _ amount: Decimal, _ currency: String, region: String = "DE") {
            self.text = text
            self.found = found
            self.amount = amount
            self.currency = currency
            self.region = region
        }
    }

    static let money: [MoneyCase] = [
        MoneyCase("total €1,250.00 incl.", "€1,250.00", 1250, "EUR"),
        MoneyCase("Summe 1.250,00 € brutto", "1.250,00 €", 1250, "EUR"),
        MoneyCase("it's $45", "$45", 45, "USD", region: "US"),
        MoneyCase("it's $45", "$45", 45, "CAD", region: "CA"),
        MoneyCase("45 USD each", "45 USD", 45, "USD"),
        MoneyCase("£12.50 please", "£12.50", Decimal(string: "12.5") ?? 0, "GBP", region: "GB"),
        MoneyCase("custa R$ 300", "R$ 300", 300, "BRL", region: "BR"),
        MoneyCase("CHF 80 pro Person", "CHF 80", 80, "CHF", region: "CH"),
        MoneyCase("det kostar 300 kr", "300 kr", 300, "SEK", region: "SE"),
        MoneyCase("det koster 300 kr", "300 kr", 300, "NOK", region: "NO"),
        MoneyCase("12,50 € bitte", "12,50 €", Decimal(string: "12.5") ?? 0, "EUR"),
        MoneyCase("Fr. 80.- bar", "Fr. 80.-", 80, "CHF", region: "CH"),
        MoneyCase("20 euros", "20 euros", 20, "EUR", region: "ES"),
        MoneyCase("¥5000", "¥5000", 5000, "JPY", region: "JP"),
        MoneyCase("1'250.50 CHF", "1'250.50 CHF", Decimal(string: "1250.5") ?? 0, "CHF", region: "CH"),
        MoneyCase("paid 30 eur", "30 eur", 30, "EUR"),
    ]

    @Test("amounts with symbols, codes and words, in both number conventions", arguments: money)
    func amounts(_ example: MoneyCase) {
        let found = Self.extract(example.text, region: example.region).filter {
            if case .money = $0.kind { return true }
            return false
        }
        #expect(found.count == 1)
        #expect(found.first?.text == example.found)
        #expect(found.first?.kind == .money(amount: example.amount, currency: example.currency))
    }

    @Test("not money", arguments: ["version 2.0", "45 people", "5 try again", "room 12", "€", "USD"])
    func notMoney(_ text: String) {
        #expect(!Self.extract(text).contains { if case .money = $0.kind { true } else { false } })
    }

    @Test("phone numbers in text come out in E.164")
    func phones() {
        let cases: [(String, String, String)] = [
            ("Ruf an: 0151 23450001!", "DE", "+4915123450001"),
            ("call +1 (206) 555-0142 ext. 12", "US", "+12065550142"),
            ("my number is (206) 555-0142.", "US", "+12065550142"),
            ("appelle le 06 12 34 56 78", "FR", "+33612345678"),
            ("+44 7700 900123 is my UK one", "DE", "+447700900123"),
            ("tel:+4915123450001", "DE", "+4915123450001"),
        ]
        for (text, region, expected) in cases {
            let phones = Self.extract(text, region: region).compactMap { entity -> String? in
                if case .phone(let number) = entity.kind { return number }
                return nil
            }
            #expect(phones == [expected], "\(text)")
            #expect(Self.extract(text, region: region).compactMap(\.dateMention).isEmpty, "a phone number is not a date: \(text)")
        }
    }

    @Test("dates, order numbers and versions are not phone numbers", arguments: ["03.10.2026", "2026-10-03", "10/3/2026", "order 12345", "v1.2.3.4", "9-17 Uhr"])
    func notPhones(_ text: String) {
        #expect(!Self.extract(text).contains { if case .phone = $0.kind { true } else { false } })
    }

    @Test("email addresses are lower-cased; links lose trailing punctuation")
    func addressesAndLinks() {
        let entities = Self.extract("Write to Lena.Fischer@Mail.example, or see https://docs.example/a(b). Also www.shop.example/x!")
        let kinds = entities.map(\.kind)
        #expect(kinds == [.email("lena.fischer@mail.example"), .url("https://docs.example/a(b)"), .url("www.shop.example/x")])
        #expect(entities.allSatisfy { !$0.text.isEmpty })
        let link = Self.extract("(see https://meet.example/room)").first
        #expect(link?.kind == .url("https://meet.example/room"))
    }

    @Test("a link's digits are not a date, phone or price")
    func linkClaimsDigits() {
        let entities = Self.extract("https://files.example/2026-10-03/0151234500/report")
        #expect(entities.count == 1)
    }

    @Test("one message, several kinds, in text order")
    func mixed() {
        let text = "Lena: dinner Fri 19:00 at Café Luna, ~€45 pp. Call 0151 23450001 or mail lena@mail.example"
        let entities = Self.extract(text)
        #expect(entities.count == 4)
        #expect(entities.map { String(text[$0.range]) } == ["Fri 19:00", "€45", "0151 23450001", "lena@mail.example"])
        #expect(entities.map(\.range.lowerBound) == entities.map(\.range.lowerBound).sorted())
    }

    @Test("random text of digits, punctuation and letters never yields a range outside the text")
    func randomText() {
        let alphabet = Array("0123456789 .,:/-+()€$£@h pm am Uhr à kl Fri morgen 3/10 14:30 +49 ü ß 🌸 \u{00A0}\u{2013}")
        var generator = SeededGenerator(state: 0x5EED)
        for _ in 0..<300 {
            let length = Int.random(in: 1...60, using: &generator)
            let text = String((0..<length).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &generator)] })
            for entity in Self.extract(text) {
                #expect(String(text[entity.range]) == entity.text)
            }
        }
    }

    @Test("empty text and text without entities")
    func empty() {
        #expect(Self.extract("").isEmpty)
        #expect(Self.extract("ok 👍 sounds good").isEmpty)
    }
}

/// A tiny deterministic generator for the random-text test.
private struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return state
    }
}
