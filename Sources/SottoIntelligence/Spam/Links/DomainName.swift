/// A host name split the way people read it: the registrable domain (`paypal.com` in
/// `www.paypal.com`, `bbc.co.uk` in `news.bbc.co.uk`) and what sits in front of it.
///
/// The public-suffix list is a small built-in subset (the generic TLDs and the common
/// two-level country suffixes); a host under a suffix it does not know is treated as
/// `label.tld`, which is right for the vast majority of mail.
public struct DomainName: Sendable, Hashable, CustomStringConvertible {
    /// The host, lowercased, without a trailing dot.
    public let host: String
    /// The registrable domain, e.g. `paypal.com`.
    public let registrable: String
    /// The registrable domain without its suffix, e.g. `paypal`.
    public let mainLabel: String
    /// The labels in front of the registrable domain, e.g. `["www"]`.
    public let subdomainLabels: [String]
    /// The public suffix, e.g. `com` or `co.uk`.
    public let suffix: String

    /// Parses `host`; `nil` for an IP address or something that is not a host name.
    public init?(_ host: String) {
        var cleaned = host.lowercased()
        while cleaned.hasSuffix(".") { cleaned.removeLast() }
        let labels = cleaned.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard labels.count >= 2, labels.allSatisfy({ !$0.isEmpty }), !Self.isIPAddress(cleaned) else { return nil }
        let suffixLength = labels.count >= 3 && Self.twoLevelSuffixes.contains(labels.suffix(2).joined(separator: ".")) ? 2 : 1
        self.host = cleaned
        suffix = labels.suffix(suffixLength).joined(separator: ".")
        mainLabel = labels[labels.count - suffixLength - 1]
        registrable = mainLabel + "." + suffix
        subdomainLabels = Array(labels.dropLast(suffixLength + 1))
    }

    public var description: String { host }

    /// True when any label is IDNA-encoded (`xn--`): the name shows as non-ASCII letters.
    public var isPunycode: Bool {
        host.split(separator: ".").contains { $0.hasPrefix("xn--") }
    }

    /// True for dotted IPv4 addresses and bracketed or colon-separated IPv6 addresses.
    public static func isIPAddress(_ host: String) -> Bool {
        if host.contains(":") || host.hasPrefix("[") { return true }
        let parts = host.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && parts.allSatisfy { part in
            !part.isEmpty && part.count <= 3 && part.allSatisfy(\.isASCIIDigit)
        }
    }

    /// True when `self` is `other` or one of its subdomains.
    public func isWithin(_ other: String) -> Bool {
        host == other || host.hasSuffix("." + other)
    }

    static let twoLevelSuffixes: Set<String> = [
        "co.uk", "org.uk", "ac.uk", "gov.uk", "me.uk", "ltd.uk", "plc.uk", "net.uk", "sch.uk",
        "com.au", "net.au", "org.au", "edu.au", "gov.au", "co.nz", "org.nz", "govt.nz",
        "co.jp", "ne.jp", "or.jp", "ac.jp", "go.jp", "co.kr", "or.kr", "com.cn", "net.cn", "org.cn", "gov.cn",
        "com.br", "net.br", "org.br", "gov.br", "com.mx", "com.ar", "com.co", "com.tr", "com.tw", "com.hk",
        "com.sg", "com.my", "com.ph", "co.in", "net.in", "org.in", "gov.in", "co.za", "org.za", "gov.za",
        "co.il", "com.ua", "com.pl", "com.ru", "com.es", "com.pt", "co.id", "co.th", "com.vn", "com.pk",
        "com.ng", "com.eg", "com.sa", "co.ke",
    ]
}

extension Character {
    /// True for the ASCII digits 0-9.
    var isASCIIDigit: Bool { isASCII && isNumber }
}
