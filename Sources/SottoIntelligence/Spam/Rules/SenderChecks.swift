import SottoCore

/// Checks on the shape of the sender and subject that bulk spam tools leave behind: a
/// sending domain under a throwaway suffix, a From header that is not one well-formed
/// address, and your own address pasted into the subject line.
struct SenderChecks {
    /// Suffixes sold by the thousand for next to nothing: the top-level domains public abuse
    /// rankings name (public knowledge; the same list judges links). Suffixes and look-alike
    /// second-level domains (`sa.com`) added from sender addresses seen only in phishing-dev,
    /// which is for measuring only, were removed: no training mail stands on them.
    static let throwawaySuffixes: Set<String> = LinkChecks.suspiciousTopLevelDomains

    func signals(for message: ParsedMessage) -> [SpamSignal] {
        var found: [SpamSignal] = []
        let senders = message.from
        if let sender = senders.first, let domain = DomainName(sender.domain) {
            let suffix = Self.suffix(of: domain)
            if Self.throwawaySuffixes.contains(suffix) {
                found.append(SpamSignal(.suspiciousSenderDomain, "the sender writes from a .\(suffix) domain, a suffix popular with spammers"))
            }
        }
        if senders.count != 1 || senders.contains(where: { DomainName($0.domain) == nil }) {
            found.append(SpamSignal(.malformedSender, "the From line is not one proper address, which mail programs never write"))
        }
        let subject = message.subject.lowercased()
        // A list's address in its own subject tag is no trick.
        if let recipient = message.to.first?.address.lowercased(), recipient.contains("@"), subject.contains(recipient),
           message.header("List-Id") == nil {
            found.append(SpamSignal(.recipientAddressInSubject, "the subject repeats your email address, as mass mailings do to look personal"))
        }
        return found
    }

    /// The suffix as bulk registrars sell it: `sa.com` in `mail.shop.sa.com`, else the last label.
    static func suffix(of domain: DomainName) -> String {
        let labels = domain.host.split(separator: ".")
        if labels.count >= 3 {
            let lastTwo = labels.suffix(2).joined(separator: ".")
            if throwawaySuffixes.contains(lastTwo) { return lastTwo }
        }
        return domain.suffix
    }
}
