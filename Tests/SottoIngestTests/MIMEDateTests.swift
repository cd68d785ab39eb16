import Foundation
import SottoCore
import SottoIngest
import Testing

@Suite("MIME parser: Date header")
struct MIMEDateTests {
    private func date(_ value: String) throws -> Date? {
        try MIMEFixture.parse(MIMEFixture.message(header: "Date: \(value)")).date
    }

    @Test("RFC 5322 and obsolete forms", arguments: [
        ("Fri, 10 May 2002 13:39:11 -0500", 1_021_055_951),
        ("10 May 2002 13:39:11 EST", 1_021_055_951),
        ("Fri, 10 May 02 13:39:11 -0500", 1_021_055_951),
        ("Fri,10 May 2002 13:39:11 -0500 (EST)", 1_021_055_951),
        ("Tue, 1 Oct 2024 12:00:00 +0200", 1_727_776_800),
        ("Tue, 01 Oct 2024 10:00:00 GMT", 1_727_776_800),
        ("Tue, 1 Oct 2024 10:00:00 UT", 1_727_776_800),
        ("1 Oct 2024 10:00:00 Z", 1_727_776_800),
        ("Tue, 1 Oct 2024 10:00 +0000", 1_727_776_800),
        ("Fri, 31 Dec 99 23:59 +0000", 946_684_740),
        ("Fri, 31 Dec 1999 23:59:00 A", 946_684_740),
        ("Mon Jun 24 17:02:58 2002", 1_024_938_178),
        ("Thu, 29 Feb 2024 08:15:00 PDT", 1_709_219_700),
        ("Thu, 29 Feb 2024 01:15:00 PM EST", 1_709_230_500),
        ("Fri, 10 May 2002 13:39:11 +0530", 1_021_018_151),
        ("10-May-2002 13:39:11 -0500", 1_021_055_951),
        ("2023-08-02T03:34:32Z", 1_690_947_272),
        ("Wed, 2 Aug 2023 03:34:32 +0000 (UTC)", 1_690_947_272),
    ])
    func parses(value: String, expected: Int) throws {
        #expect(try date(value) == Date(timeIntervalSince1970: TimeInterval(expected)))
    }

    @Test("unparseable dates are nil", arguments: [
        "", "yesterday", "32 Jan 2024 10:00:00 +0000", "Tue, 1 Foo 2024 10:00:00", "1 Oct 2024 25:00:00 +0000",
        "1 Oct 2024",
    ])
    func unparseable(value: String) throws {
        #expect(try date(value) == nil)
    }

    @Test("a huge malformed Date header is rejected quickly, without deep recursion")
    func hugeDate() throws {
        let clock = ContinuousClock()
        let elapsed = try clock.measure {
            _ = try date(String(repeating: "1-May-", count: 100_000) + "2002 10:00")
            #expect(try date(String(repeating: "(", count: 100_000)) == nil)
            #expect(try date(String(repeating: "10:", count: 100_000)) == nil)
        }
        #expect(elapsed < .seconds(10))
    }

    @Test("a missing Date header gives nil without a warning")
    func missing() throws {
        let message = try MIMEFixture.parse(MIMEFixture.lf("From: a@example.org\n\nx"))
        #expect(message.date == nil)
        #expect(message.parseWarnings.isEmpty)
    }
}
