/// The domains a mailbox exchanges mail with, for spotting a sender that imitates one:
/// `priya@brightl00m.com` asking for gift cards when Priya writes from `brightloom.example`,
/// the lure of business-email compromise. Only character swaps and one-letter typos count;
/// a firm's name with other words (`brightloom-events.com`) is too often the firm's own.
public struct KnownDomains: Sendable {
    private let detector: LookalikeDetector

    /// The shortest main label checked: shorter names collide by chance (`ibm`, `lbm`).
    static let minimumLabelLength = 5

    /// Creates the check for `domains` (host names, as after the `@`).
    public init(_ domains: some Sequence<String>) {
        var byRegistrable: [String: String] = [:]
        for host in domains {
            guard let domain = DomainName(host), domain.mainLabel.count >= Self.minimumLabelLength else { continue }
            byRegistrable[domain.registrable] = domain.mainLabel
        }
        let brands = byRegistrable.sorted { $0.key < $1.key }.map { registrable, label in
            Brand(registrable, token: label, domains: [registrable])
        }
        detector = LookalikeDetector(brands: brands)
    }

    /// The known domain that `domain` imitates, or `nil` when it is one of them or imitates none.
    public func imitated(by domain: DomainName) -> String? {
        guard let match = detector.match(domain), match.technique != .addedWords else { return nil }
        return match.brand
    }
}
