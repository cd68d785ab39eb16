import Foundation
import SottoCore
import SottoIngest
import Testing

@testable import SottoIntelligence

@Suite("Spam and phishing rules")
struct SpamRulesTests {
    let rules = SpamRules()

    /// Parses a message written as header lines, a blank line and a body.
    func parse(_ headers: [String], html: String? = nil, text: String = "Hello.") throws -> ParsedMessage {
        var lines = headers
        if let html {
            lines += ["Content-Type: text/html; charset=utf-8", "", html]
        } else {
            lines += ["Content-Type: text/plain; charset=utf-8", "", text]
        }
        return try MIMEParser().parse(Array(lines.joined(separator: "\r\n").utf8))
    }

    func kinds(_ message: ParsedMessage) -> Set<SpamSignal.Kind> {
        Set(rules.signals(for: message).map(\.kind))
    }

    @Test("look-alike domains: homoglyphs, digit swaps, typos, added words, brand as a subdomain")
    func lookalikes() {
        let detector = LookalikeDetector()
        func technique(_ host: String) -> LookalikeDetector.Technique? {
            DomainName(host).flatMap(detector.match)?.technique
        }
        #expect(technique("paypa1.com") == .homoglyph)
        #expect(technique("rnicrosoft.com") == .homoglyph)
        #expect(technique("аpple.com") == .homoglyph)  // Cyrillic а
        #expect(technique("amazom.com") == .typo)
        #expect(technique("netfilx.com") == .typo)
        #expect(technique("paypal-account-verify.com") == .addedWords)
        #expect(technique("apple.com.verify-id.net") == .addedWords)
        #expect(technique("secure-dhl-parcel.top") == .addedWords)
        #expect(technique("paypal.com") == nil)
        #expect(technique("www.amazon.co.uk") == nil)
        #expect(technique("email.netflix.com") == nil)
        #expect(technique("paypalsecure.example") == .addedWords)
        #expect(technique("kitchenquotes.example") == nil)
        // Everyday-word brands count only as a whole word of the name.
        #expect(technique("apple-id-verify.example") == .addedWords)
        #expect(technique("outlook-secure.example") == .addedWords)
        #expect(technique("applebees.example") == nil)
        #expect(technique("outlooksecure.com") == nil, "an Outlook add-in vendor")
        #expect(technique("zoominfo.com") == nil)
        // The brand's name under a country's second-level suffix is the brand's.
        #expect(technique("au.yahoo.com") == nil)
        #expect(technique("yahoo.com.au") == nil)
        #expect(technique("yahoo.example") == .addedWords)
    }

    @Test("bare URLs in plain text: any case, www without a scheme, trailing punctuation trimmed, none invented")
    func bareURLs() {
        let text = """
            Grüße! Siehe HTTPS://Example.org/a?b=1, und www.shop.example/x. Also http://10.0.0.1/z
            — what whatever wwwx http:/broken https:// (http://quoted.example/path) Www.Last.example
            """
        #expect(LinkScanner.bareURLs(in: text) == [
            "HTTPS://Example.org/a?b=1", "www.shop.example/x", "http://10.0.0.1/z", "http://quoted.example/path",
            "Www.Last.example",
        ])
        #expect(LinkScanner.bareURLs(in: "") == [])
        #expect(LinkScanner.bareURLs(in: "no links here, just words") == [])
    }

    @Test("domain names split into registrable domain and suffix, IPs and IDNA recognized")
    func domainNames() throws {
        let uk = try #require(DomainName("news.bbc.co.uk"))
        #expect(uk.registrable == "bbc.co.uk")
        #expect(uk.mainLabel == "bbc")
        #expect(uk.subdomainLabels == ["news"])
        #expect(DomainName("192.168.0.1") == nil)
        #expect(DomainName.isIPAddress("192.168.0.1"))
        #expect(DomainName("xn--pypal-4ve.com")?.isPunycode == true)
        #expect(MessageLink(url: "http://user@evil.example:8080/login").host == "evil.example")
        #expect(MessageLink(url: "www.example.org/path").host == "www.example.org")
    }

    @Test("a link showing one domain but going to another, on a suspicious suffix, is flagged")
    func mismatchedLink() throws {
        let message = try parse(
            ["From: PayPal <service@paypal.com>", "To: maya@example.org", "Subject: Your account"],
            html: #"<p>Please <a href="https://login-check.xyz/pp">www.paypal.com/signin</a> today.</p>"#)
        let found = kinds(message)
        #expect(found.contains(.mismatchedLinkText))
        #expect(found.contains(.suspiciousTopLevelDomain))
        #expect(!found.contains(.brandNameFromUnrelatedDomain), "paypal.com is PayPal's own domain")

        // The same link from a sender whose domain passed DMARC is its own click tracker.
        func tracked(_ dmarc: String) throws -> Set<SpamSignal.Kind> {
            kinds(try parse(
                ["From: Evergreen News <news@evergreen.example>", "To: maya@example.org", "Subject: This week",
                 "Authentication-Results: mx.example.org; spf=pass; dkim=pass; dmarc=\(dmarc)"],
                html: #"<p><a href="https://click.mailer.example/t/8x2">www.evergreen.example/news</a></p>"#))
        }
        #expect(!(try tracked("pass")).contains(.mismatchedLinkText))
        #expect(try tracked("fail (p=reject)").contains(.mismatchedLinkText), "a forger cannot pass DMARC for the shown domain")
    }

    @Test("failed SPF, DKIM and DMARC in Authentication-Results are reported")
    func authentication() throws {
        let message = try parse([
            "Authentication-Results: mx.example.org; spf=fail smtp.mailfrom=bank.example; dkim=fail header.d=bank.example; dmarc=fail (p=REJECT) header.from=bank.example",
            "From: Bank <alerts@bank.example>", "To: maya@example.org", "Subject: Statement",
        ])
        #expect(kinds(message).isSuperset(of: [.spfFailed, .dkimFailed, .dmarcFailed]))
        let passing = try parse([
            "Authentication-Results: mx.example.org; spf=pass smtp.mailfrom=bank.example; dkim=pass; dmarc=pass",
            "Received-SPF: fail (not the first verdict)",
            "From: Bank <alerts@bank.example>", "To: maya@example.org", "Subject: Statement",
        ])
        #expect(kinds(passing).isDisjoint(with: [.spfFailed, .dkimFailed, .dmarcFailed]))

        // A domain that only monitors (p=none, or the server's action=none) makes a failure weaker evidence.
        for result in ["dmarc=fail (p=none sp=none pct=100) header.from=shop.example", "dmarc=fail action=none header.from=shop.example"] {
            let monitored = try parse(["Authentication-Results: mx.example.org; spf=pass; \(result)", "From: Shop <news@shop.example>"])
            #expect(kinds(monitored).contains(.dmarcFailedUnenforced) && !kinds(monitored).contains(.dmarcFailed), "\(result)")
        }
    }

    @Test("a display name naming a brand on an unrelated domain, and replies going elsewhere")
    func senderTricks() throws {
        let message = try parse([
            "From: \"Microsoft Account Team\" <security@mail-notify.example>", "Reply-To: helpdesk@other-place.example",
            "To: maya@example.org", "Subject: Unusual sign-in activity",
        ])
        let found = kinds(message)
        #expect(found.contains(.brandNameFromUnrelatedDomain))
        #expect(found.contains(.replyToElsewhere))
        let lookalikeSender = try parse(["From: Support <help@arnazon.com>", "To: maya@example.org", "Subject: Order"])
        #expect(kinds(lookalikeSender).contains(.lookalikeSender))
    }

    @Test("a sender whose domain imitates one the mailbox exchanges mail with is a look-alike; the domain itself is not")
    func knownDomainLookalikes() throws {
        let known = KnownDomains(["brightloom.example", "mail.kestrel-dental.example", "ibm.com", "gmail.com"])
        func signals(from sender: String) throws -> [SpamSignal] {
            let message = try parse(["From: Priya Raman <\(sender)>", "To: maya@lindqvist.example", "Subject: Quick favor?"])
            return rules.signals(for: message, knownDomains: known).filter { $0.kind == .lookalikeSender }
        }
        let swapped = try signals(from: "priya.raman@brightl00m.com")
        #expect(swapped.map(\.reason) == ["the sender's domain brightl00m.com imitates brightloom.example, a domain you exchange mail with"])
        #expect(try signals(from: "accounts@kestre1-dental.example").count == 1, "a digit swap in a hyphenated name")
        #expect(try signals(from: "ap@brightlooms.net").count == 1, "one letter added")
        #expect(try signals(from: "priya.raman@brightloom.example").isEmpty, "the domain itself")
        #expect(try signals(from: "priya@events.brightloom.example").isEmpty, "its subdomain")
        #expect(try signals(from: "news@brightloom-events.example").isEmpty, "the name with other words is too often the firm's own")
        #expect(try signals(from: "x@lbm.com").isEmpty, "short names collide by chance")
        #expect(try signals(from: "someone@brightside.example").isEmpty)
        let message = try parse(["From: Priya Raman <priya.raman@brightl00m.com>", "To: maya@lindqvist.example", "Subject: Hi"])
        #expect(!kinds(message).contains(.lookalikeSender), "without the mailbox's domains there is nothing to imitate")
    }

    @Test("credential requests with urgency, payment scams and crypto are content signals; urgency alone is not")
    func content() throws {
        let phishing = try parse(
            ["From: x@y.example", "To: maya@example.org", "Subject: Action required"],
            text: "We noticed unusual activity. Verify your account within 24 hours or it will be closed.")
        #expect(kinds(phishing).isSuperset(of: [.credentialRequest, .urgency]))
        let sale = try parse(["From: shop@store.example", "To: maya@example.org", "Subject: Last chance"], text: "Sale ends today! Act now.")
        #expect(kinds(sale).isEmpty)
        let extortion = try parse(
            ["From: maya@example.org", "To: maya@example.org", "Subject: I know your password"],
            text: "Send $900 in Bitcoin to this wallet address and pay immediately.")
        #expect(kinds(extortion).isSuperset(of: [.sentFromRecipientAddress, .cryptoPayment]))
        let styled = try parse(["From: deals@x.example", "To: maya@example.org", "Subject: 𝐘𝐎𝐔𝐑 𝐏𝐇𝐎𝐓𝐎𝐒 are waiting"])
        #expect(kinds(styled) == [.disguisedLetters])
        let math = try parse(["From: a@x.example", "To: maya@example.org", "Subject: Proof that 𝑥 ≥ 0"])
        #expect(kinds(math).isEmpty, "a single math letter is notation, not disguise")
    }

    @Test("bulk-spam sender shapes: a throwaway suffix, a From line that is not one address, your address in the subject")
    func senderShapes() throws {
        let throwaway = try parse(["From: Rewards <club@prizes.rewards-club.top>", "To: maya@example.org", "Subject: Hello"])
        #expect(kinds(throwaway) == [.suspiciousSenderDomain])
        let shop = try parse(["From: Deals <news@cheap-deals.xyz>", "To: maya@example.org", "Subject: Hello"])
        #expect(kinds(shop) == [.suspiciousSenderDomain])
        let twoSenders = try parse(["From: Help Desk, <desk@first.example>, <help@second.example>", "To: maya@example.org", "Subject: Notice"])
        #expect(kinds(twoSenders).contains(.malformedSender))
        let empty = try parse(["From: Harbor Club <>", "To: maya@example.org", "Subject: Members"])
        #expect(kinds(empty).contains(.malformedSender))
        let addressed = try parse(["From: Team <team@club.example>", "To: maya@example.org", "Subject: Congratulations maya@example.org!"])
        #expect(kinds(addressed) == [.recipientAddressInSubject])
        let ordinary = try parse(["From: Ana Lima <ana@example.org>", "To: maya@example.org", "Subject: Lunch on Friday?"])
        #expect(kinds(ordinary).isEmpty)
    }

    @Test("links to pages anyone can publish: free site builders, cloud storage, IPFS gateways, forms")
    func openHosting() throws {
        for url in ["https://secure-docs-7f3a.web.app/view", "https://storage.googleapis.com/bucket-81/index.html",
                    "https://ipfs.io/ipfs/bafybeigdyr/index.html", "https://login-portal.pages.dev/"] {
            let message = try parse(["From: a@b.example", "To: maya@example.org", "Subject: Document"], html: #"<a href="\#(url)">Open</a>"#)
            #expect(kinds(message) == [.openHostingLink], "\(url)")
        }
        let own = try parse(
            ["From: a@b.example", "To: maya@example.org", "Subject: Document"],
            html: #"<a href="https://www.google.com/search">Search</a> <a href="https://webapp.example/">Open</a>"#)
        #expect(kinds(own).isEmpty)
    }

    @Test("what spam sells, in several languages, and words that mix Latin with look-alike Cyrillic letters")
    func spamTopicsAndMixedScripts() throws {
        let casino = try parse(["From: a@b.example", "To: maya@example.org", "Subject: Welcome"], text: "Holen Sie sich 200 Freispiele.")
        #expect(kinds(casino) == [.spamTopic])
        let prize = try parse(["From: a@b.example", "To: maya@example.org", "Subject: Glückwunsch"], text: "Sie haben gewonnen!")
        #expect(kinds(prize) == [.spamTopic])
        let mixed = try parse(["From: Nоrthwind Bаnk <a@b.example>", "To: maya@example.org", "Subject: Account update"])
        #expect(kinds(mixed) == [.disguisedLetters])
        let russian = try parse(["From: Ольга <olga@example.org>", "To: maya@example.org", "Subject: Привет, как дела?"])
        #expect(kinds(russian).isEmpty, "a word written wholly in Cyrillic is just Russian")
    }

    @Test("the phrase matcher finds overlapping phrases in one pass and prefers the earlier-listed one")
    func phraseMatcher() {
        let matcher = PhraseMatcher(["hers", "she", "he", "his", "vérifiez"])
        #expect(matcher.firstMatch(in: "ushers") == "hers", "she, he and hers all end inside; hers is listed first")
        #expect(matcher.firstMatch(in: "ushe") == "she")
        #expect(matcher.firstMatch(in: "this") == "his")
        #expect(matcher.firstMatch(in: "hx sh") == nil)
        #expect(matcher.firstMatch(in: "") == nil)
        #expect(matcher.firstMatch(in: "merci, vérifiez-le") == "vérifiez")
        #expect(matcher.firstMatch(in: "verifiez") == nil, "bytes, not letters: no accent folding")
        #expect(PhraseMatcher([]).firstMatch(in: "anything") == nil)
    }

    @Test("word patterns: alternatives of several words, optional slots and any-word slots")
    func wordPatterns() {
        let threat = WordPattern("account|mailbox", "has been|is", "temporarily|", "suspended|on hold")
        func match(_ pattern: WordPattern, _ text: String) -> String? {
            let words = WordPattern.words(in: text)
            return pattern.firstMatch(in: words).map { words[$0].joined(separator: " ") }
        }
        #expect(match(threat, "your account has been temporarily suspended.") == "account has been temporarily suspended")
        #expect(match(threat, "the mailbox is on hold") == "mailbox is on hold")
        #expect(match(threat, "account has suspended") == nil)
        #expect(match(WordPattern("mettez à jour", "votre", "*"), "merci de mettez à jour votre compte") == "mettez à jour votre compte")
        #expect(match(WordPattern("verify", "*"), "please verify") == nil, "an any-word slot needs a word")
        #expect(WordPattern.words(in: "re-validate your e-mail, now!") == ["re-validate", "your", "e-mail", "now"])
        #expect(ContentChecks.credentialPattern(in: "kindly re-validate your mailbox today") == "re-validate your mailbox")
        #expect(ContentChecks.credentialPattern(in: "bitte bestätigen sie ihre zahlungsdaten") == "bestätigen sie ihre zahlungsdaten")
        #expect(ContentChecks.credentialPattern(in: "your wallet will be temporarily restricted") == "wallet will be temporarily restricted")
        #expect(ContentChecks.credentialPattern(in: "we updated the account settings page") == nil)
    }

    @Test("links that run code, bare IP addresses, IDNA domains and shorteners")
    func linkTricks() throws {
        let message = try parse(
            ["From: a@b.example", "To: maya@example.org", "Subject: x"],
            html: """
                <a href="javascript:alert(1)">open</a> <a href="http://203.0.113.9/login">login</a>
                <a href="https://xn--pypal-4ve.com/">pay</a> <a href="https://bit.ly/3abc">track</a>
                """)
        #expect(kinds(message).isSuperset(of: [.scriptLink, .ipAddressLink, .punycodeDomain, .shortenedLink]))
    }

    @Test("attachments: disguised programs, macro documents and HTML pages")
    func attachments() throws {
        var message = try parse(["From: a@b.example", "To: maya@example.org", "Subject: Invoice"])
        message.attachments = [
            AttachmentInfo(filename: "Invoice_0231.pdf.exe", mimeType: "application/octet-stream", size: 1000),
            AttachmentInfo(filename: "report.docm", mimeType: "application/vnd.ms-word", size: 1000),
            AttachmentInfo(filename: "secure-login.html", mimeType: "text/html", size: 1000),
            AttachmentInfo(filename: "photo.jpg", mimeType: "image/jpeg", size: 1000),
        ]
        #expect(kinds(message) == [.doubleExtension, .macroDocument, .htmlAttachment])
    }

    @Test("an ordinary newsletter from a brand's own domain raises no phishing signal")
    func legitimateBrandMail() throws {
        let message = try parse(
            ["From: Amazon.com <store-news@amazon.com>", "To: maya@example.org", "Subject: Deals for you",
             "Authentication-Results: mx.example.org; spf=pass; dkim=pass; dmarc=pass"],
            html: #"<a href="https://www.amazon.com/deals">See deals</a> <a href="https://www.amazon.com/unsubscribe">Unsubscribe</a>"#)
        #expect(kinds(message).isEmpty)
        let verdict = SpamFilter(model: nil).verdict(for: message, embedding: nil)
        #expect(!verdict.isSpam && !verdict.isPhishing)
    }

    @Test("the filter combines signals into scores and explains them in words")
    func verdict() throws {
        let message = try parse(
            ["From: \"PayPal\" <service@paypa1-secure.example>", "To: maya@example.org", "Subject: Account limited",
             "Authentication-Results: mx.example.org; spf=fail; dkim=none; dmarc=fail"],
            html: #"<p>Your account has been limited. Verify your account immediately: <a href="http://paypa1-secure.example/x">https://www.paypal.com</a></p>"#)
        let verdict = SpamFilter(model: nil).verdict(for: message, embedding: nil)
        #expect(verdict.isPhishing && verdict.isSpam)
        #expect(verdict.phishingScore > 0.9)
        #expect(verdict.reasons.contains { $0.contains("imitates PayPal") })
        #expect(verdict.reasons.count == verdict.signals.count, "no classifier, so no text reason")
    }

    @Test("a correspondent's mail is not flagged on its wording alone, but still on rule evidence")
    func correspondentWording() throws {
        let embedding: [Float] = [0.5, 0.5, 0.5, 0.5]
        let names = embedding.indices.map { "e\($0)" } + HeaderSignals.names
        let zeros = [Float](repeating: 0, count: names.count)
        let threshold = SpamFilter.shippedSpamThreshold
        let clearlySpam = Float(log(threshold / (1 - threshold)) + 1)  // one log-odds above the threshold
        let wordingSaysSpam = SoftmaxRegression(
            labels: ["ham", "spam"], featureNames: names, weights: [zeros, zeros], biases: [0, clearlySpam])
        let filter = SpamFilter(model: wordingSaysSpam, spamThreshold: SpamFilter.shippedSpamThreshold)
        let invoice = try parse(
            ["From: Maya Lindqvist <maya@lindqvist.example>", "To: ap@brightloom.example", "Subject: Invoice LS-2026-031",
             "Authentication-Results: mx.example.org; spf=pass; dkim=pass; dmarc=pass"],
            text: "Please find attached invoice LS-2026-031, payable net 30.")
        #expect(filter.verdict(for: invoice, embedding: embedding).isSpam)
        let known = filter.verdict(for: invoice, embedding: embedding, fromCorrespondent: true)
        #expect(!known.isSpam && known.reasons.isEmpty)

        let spoofed = try parse(
            ["From: Maya Lindqvist <maya@lindqvist.example>", "To: ap@brightloom.example", "Subject: Invoice LS-2026-031",
             "Authentication-Results: mx.example.org; spf=fail; dkim=fail; dmarc=fail"],
            text: "Please find attached invoice LS-2026-031, payable net 30.")
        #expect(filter.verdict(for: spoofed, embedding: embedding, fromCorrespondent: true).isSpam)
    }
}
