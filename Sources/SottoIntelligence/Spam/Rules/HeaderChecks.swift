import Foundation
import SottoCore

/// Checks on who a message says it is from: authentication results written by the receiving
/// server, brand names in display names, and replies that would go somewhere else.
struct HeaderChecks {
    let lookalikes: LookalikeDetector

    /// The signals of `message`; `knownDomains` are the mailbox's correspondents', when known.
    func signals(for message: ParsedMessage, knownDomains: KnownDomains? = nil) -> [SpamSignal] {
        var found: [SpamSignal] = []
        let results = AuthenticationResults(headers: message.headers)
        if results.dmarc == .fail {
            found.append(results.dmarcIsEnforced
                ? SpamSignal(.dmarcFailed, "the sender's domain policy (DMARC) rejects this message")
                : SpamSignal(.dmarcFailedUnenforced, "the message fails its sender's domain check (DMARC), which that domain does not enforce"))
        }
        if results.spf == .fail {
            found.append(SpamSignal(.spfFailed, "the sending server is not allowed to send for this domain (SPF failed)"))
        }
        if results.dkim == .fail {
            found.append(SpamSignal(.dkimFailed, "the message's signature (DKIM) does not verify"))
        }

        guard let sender = message.from.first, let senderDomain = DomainName(sender.domain) else { return found }
        if let match = lookalikes.match(senderDomain), match.technique != .addedWords {
            found.append(SpamSignal(.lookalikeSender, "the sender's domain \(senderDomain.registrable) imitates \(match.brand)"))
        } else if let known = knownDomains?.imitated(by: senderDomain) {
            found.append(SpamSignal(
                .lookalikeSender, "the sender's domain \(senderDomain.registrable) imitates \(known), a domain you exchange mail with"))
        } else if let name = sender.name, let brand = Self.brandNamed(in: name, brands: lookalikes.brands),
                  !brand.owns(senderDomain) {
            found.append(SpamSignal(
                .brandNameFromUnrelatedDomain, "the sender calls itself \(brand.name) but writes from \(senderDomain.registrable)"))
        }
        if let replyTo = message.replyTo.first, let replyDomain = DomainName(replyTo.domain),
           replyDomain.registrable != senderDomain.registrable, !Self.isFreemail(replyDomain) || !Self.isFreemail(senderDomain) {
            found.append(SpamSignal(.replyToElsewhere, "replies would go to \(replyDomain.registrable), not to \(senderDomain.registrable)"))
        }
        let recipients = Set(message.to.map { $0.address.lowercased() })
        if recipients.contains(sender.address.lowercased()), message.to.count == 1, results.spf != .pass {
            found.append(SpamSignal(.sentFromRecipientAddress, "the message claims to come from your own address"))
        }
        return found
    }

    /// The brand a display name claims to be, matched on whole words.
    static func brandNamed(in displayName: String, brands: [Brand]) -> Brand? {
        let words = displayName.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
        let joined = words.joined()
        return brands.first { brand in
            brand.token.count >= 3 && (words.contains(brand.token) || (brand.token.count >= 6 && joined.contains(brand.token)))
        }
    }

    static let freemail: Set<String> = [
        "gmail.com", "googlemail.com", "yahoo.com", "hotmail.com", "outlook.com", "live.com", "aol.com", "icloud.com",
        "me.com", "gmx.de", "gmx.net", "web.de", "mail.ru", "yandex.ru", "proton.me", "protonmail.com", "qq.com", "163.com",
    ]

    static func isFreemail(_ domain: DomainName) -> Bool {
        freemail.contains(domain.registrable)
    }
}

/// The verdicts a receiving server wrote in `Authentication-Results` and `Received-SPF`.
struct AuthenticationResults {
    enum Verdict: Equatable {
        case pass, fail, softfail, none
    }

    var spf = Verdict.none
    var dkim = Verdict.none
    var dmarc = Verdict.none
    /// False when a failed DMARC check came with the domain's policy `p=none` (or the
    /// server's `action=none`): the domain only monitors, so failing says less. Newsletters
    /// sent through mailing services often fail that way.
    var dmarcIsEnforced = true

    init(headers: [HeaderField]) {
        for header in headers {
            let name = header.name.lowercased()
            let value = header.rawValue.lowercased()
            if name == "authentication-results" || name == "arc-authentication-results" {
                spf = Self.merge(spf, Self.verdict(of: "spf", in: value))
                dkim = Self.merge(dkim, Self.verdict(of: "dkim", in: value))
                if dmarc == .none {
                    dmarc = Self.verdict(of: "dmarc", in: value)
                    dmarcIsEnforced = !Self.unenforced(dmarcIn: value)
                }
            } else if name == "received-spf" {
                let first = value.split(whereSeparator: { $0 == " " || $0 == "(" || $0 == ";" }).first.map(String.init) ?? ""
                spf = Self.merge(spf, Self.verdict(word: first))
            }
        }
    }

    /// Whether the `dmarc=` result in an Authentication-Results value names no enforcement.
    private static func unenforced(dmarcIn value: String) -> Bool {
        guard let range = value.range(of: "dmarc=") else { return false }
        let result = value[range.upperBound...].prefix { $0 != ";" }
        return result.contains("p=none") || result.contains("action=none")
    }

    /// `method=result` in an Authentication-Results value.
    private static func verdict(of method: String, in value: String) -> Verdict {
        guard let range = value.range(of: method + "=") else { return .none }
        let word = value[range.upperBound...].prefix { $0.isLetter }
        return verdict(word: String(word))
    }

    private static func verdict(word: String) -> Verdict {
        switch word {
        case "pass": return .pass
        case "fail", "permerror", "hardfail": return .fail
        case "softfail": return .softfail
        default: return .none
        }
    }

    /// The first server's verdict wins; a later header only fills in what is missing.
    private static func merge(_ current: Verdict, _ new: Verdict) -> Verdict {
        current == .none ? new : current
    }
}
