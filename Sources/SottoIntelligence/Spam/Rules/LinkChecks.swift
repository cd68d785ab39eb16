import Foundation

/// Checks on where a message's links go.
struct LinkChecks {
    let lookalikes: LookalikeDetector

    static let suspiciousTopLevelDomains: Set<String> = [
        "zip", "mov", "top", "xyz", "click", "link", "work", "gq", "tk", "ml", "cf", "ga", "buzz", "rest", "cam",
        "icu", "monster", "cyou", "sbs", "cfd", "lol", "quest", "bond", "country", "kim", "men", "loan", "date",
        "racing", "win", "review", "stream", "download", "accountant", "science", "party", "trade", "webcam",
        "su", "ru.com", "live", "support", "online", "site", "website", "space", "fun", "pw",
    ]

    static let shorteners: Set<String> = [
        "bit.ly", "tinyurl.com", "t.co", "goo.gl", "ow.ly", "is.gd", "buff.ly", "rebrand.ly", "cutt.ly", "shorturl.at",
        "rb.gy", "t.ly", "tiny.cc", "s.id", "v.gd", "bl.ink", "shorte.st", "adf.ly", "qrco.de", "tiny.one",
    ]

    /// Services where anyone can publish a page, a file or a form in a minute, without a
    /// domain of their own: where phishing pages live now. Companies link to their own sites.
    static let openHosts: Set<String> = [
        "firebaseapp.com", "web.app", "storage.googleapis.com", "sites.google.com", "forms.gle", "appspot.com",
        "blob.core.windows.net", "web.core.windows.net", "azurewebsites.net", "azureedge.net", "r2.dev", "pages.dev",
        "workers.dev", "netlify.app", "vercel.app", "glitch.me", "herokuapp.com", "onrender.com", "replit.app",
        "repl.co", "ipfs.io", "dweb.link", "cloudflare-ipfs.com", "fleek.co", "weebly.com",
        "wixsite.com", "webflow.io", "godaddysites.com", "mystrikingly.com", "square.site", "jimdosite.com",
        "000webhostapp.com", "ngrok.io", "ngrok-free.app", "trycloudflare.com", "typeform.com",
        "jotform.com", "formstack.com", "s3.amazonaws.com", "backblazeb2.com", "digitaloceanspaces.com",
        "linodeobjects.com", "wasabisys.com", "linktr.ee", "carrd.co", "notion.site", "canva.site",
    ]

    /// The signals `links` raise. A link whose text shows `authenticatedSender`'s own domain
    /// is not "mismatched" when it goes elsewhere: verified senders route their links through
    /// click trackers, and a forger cannot pass DMARC for the domain it shows.
    func signals(for links: [MessageLink], authenticatedSender: DomainName? = nil) -> [SpamSignal] {
        var found: [SpamSignal] = []
        var seen = Set<SpamSignal.Kind>()
        func add(_ kind: SpamSignal.Kind, _ reason: String) {
            guard seen.insert(kind).inserted else { return }
            found.append(SpamSignal(kind, reason))
        }
        var checkedHosts = Set<String>()  // a newsletter links its own site dozens of times
        for link in links {
            if let scheme = link.scheme, scheme == "javascript" || scheme == "data" || scheme == "vbscript" {
                add(.scriptLink, "a link runs code (\(scheme): link) instead of opening a page")
                continue
            }
            guard let host = link.host else { continue }
            if DomainName.isIPAddress(host) {
                add(.ipAddressLink, "a link goes to a bare IP address (\(host)) instead of a named site")
                continue
            }
            guard let domain = DomainName(host) else { continue }
            if checkedHosts.insert(domain.host).inserted {
                for (kind, reason) in hostSignals(domain) { add(kind, reason) }
            }
            if let shown = Self.shownDomain(link.text), shown.registrable != domain.registrable,
               shown.registrable != authenticatedSender?.registrable,
               !lookalikes.brands.contains(where: { $0.owns(shown) && $0.owns(domain) }) {
                add(.mismatchedLinkText, "a link shows \(shown.registrable) but goes to \(domain.registrable)")
            }
        }
        return found
    }

    /// What `domain` alone says, whichever link goes there.
    private func hostSignals(_ domain: DomainName) -> [(SpamSignal.Kind, String)] {
        var found: [(SpamSignal.Kind, String)] = []
        if let match = lookalikes.match(domain) {
            found.append((.lookalikeDomain, "a link to \(domain.registrable) imitates \(match.brand) (\(Self.describe(match.technique)))"))
        }
        if domain.isPunycode {
            found.append((.punycodeDomain, "a link's domain \(domain.host) is written in look-alike international letters"))
        }
        if Self.suspiciousTopLevelDomains.contains(domain.suffix) {
            found.append((.suspiciousTopLevelDomain, "a link goes to a .\(domain.suffix) domain, a suffix popular with spammers"))
        }
        if let host = Self.openHost(of: domain) {
            found.append((.openHostingLink, "a link goes to a page anyone can publish on \(host), not to the sender's own site"))
        }
        if Self.shorteners.contains(domain.host) || Self.shorteners.contains(domain.registrable) {
            found.append((.shortenedLink, "a link hides its destination behind a URL shortener (\(domain.registrable))"))
        }
        return found
    }

    /// The free hosting service `domain` lives on (`storage.googleapis.com`, `abc.web.app`), if any.
    static func openHost(of domain: DomainName) -> String? {
        let labels = domain.host.split(separator: ".")
        return (0..<max(labels.count - 1, 0)).lazy
            .map { labels[$0...].joined(separator: ".") }
            .first { openHosts.contains($0) }
    }

    /// The domain a link's text presents itself as, when the text looks like a URL or domain.
    static func shownDomain(_ text: String) -> DomainName? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty, !trimmed.contains(" "), trimmed.contains(".") else { return nil }
        let lowered = trimmed.lowercased()
        let looksLikeURL = lowered.hasPrefix("http://") || lowered.hasPrefix("https://") || lowered.hasPrefix("www.")
        let host: String?
        if looksLikeURL {
            host = MessageLink(url: lowered.hasPrefix("www.") ? "http://" + lowered : lowered).host
        } else if lowered.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "." || $0 == "-" }),
                  let last = lowered.split(separator: ".").last, last.count >= 2, last.allSatisfy(\.isLetter) {
            host = lowered
        } else {
            host = nil
        }
        return host.flatMap(DomainName.init)
    }

    static func describe(_ technique: LookalikeDetector.Technique) -> String {
        switch technique {
        case .homoglyph: return "look-alike characters"
        case .typo: return "a one-letter change"
        case .addedWords: return "the name with added words"
        }
    }
}
