import SottoCore

/// The explainable half of spam and phishing detection: link, header, content and attachment
/// checks on a parsed message. Pure: a message in, signals out.
public struct SpamRules: Sendable {
    private let links: LinkChecks
    private let headers: HeaderChecks
    private let sender = SenderChecks()
    private let content = ContentChecks()
    private let attachments = AttachmentChecks()

    /// Creates the rules with a brand list for look-alike checks.
    public init(brands: [Brand] = Brand.commonlyImitated) {
        let detector = LookalikeDetector(brands: brands)
        links = LinkChecks(lookalikes: detector)
        headers = HeaderChecks(lookalikes: detector)
    }

    /// Every signal the message raises, each kind at most once; `messageLinks` are the
    /// message's links (``LinkScanner``), when the caller has found them already, and
    /// `knownDomains` the domains the mailbox exchanges mail with, when known.
    public func signals(
        for message: ParsedMessage, links messageLinks: [MessageLink]? = nil, knownDomains: KnownDomains? = nil
    ) -> [SpamSignal] {
        var found = headers.signals(for: message, knownDomains: knownDomains)
        found += sender.signals(for: message)
        found += links.signals(
            for: messageLinks ?? LinkScanner.links(in: message), authenticatedSender: Self.authenticatedSender(of: message))
        found += content.signals(for: message)
        found += attachments.signals(for: message.attachments)
        var seen = Set<SpamSignal.Kind>()
        return found.filter { seen.insert($0.kind).inserted }
    }

    /// The sender's domain when the receiving server verified it (DMARC passed).
    static func authenticatedSender(of message: ParsedMessage) -> DomainName? {
        guard AuthenticationResults(headers: message.headers).dmarc == .pass, let sender = message.from.first else { return nil }
        return DomainName(sender.domain)
    }
}
