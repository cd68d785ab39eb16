/// Spots domains made to look like a brand's: homoglyphs and digit swaps (`paypa1.com`,
/// `rnicrosoft.com`), one-letter typos (`amazom.com`), the brand with added words
/// (`paypal-account-verify.com`, `secure.apple.com.login-check.net`), and IDNA names
/// (`xn--pypal-4ve.com`, shown as `pаypal.com` with a Cyrillic а).
public struct LookalikeDetector: Sendable {
    /// What a domain imitates, and how.
    public struct Match: Sendable, Hashable {
        /// The imitated brand.
        public var brand: String
        /// How the domain imitates it.
        public var technique: Technique
    }

    /// The ways a domain imitates a brand.
    public enum Technique: String, Sendable, Hashable {
        /// Characters swapped for look-alikes (digits, `rn` for `m`, other scripts).
        case homoglyph
        /// One letter added, dropped, changed or swapped.
        case typo
        /// The brand's name with extra words, or the brand as a subdomain of another domain.
        case addedWords
    }

    /// The brands checked.
    public let brands: [Brand]

    /// Creates a detector for `brands`.
    public init(brands: [Brand] = Brand.commonlyImitated) {
        self.brands = brands.filter { $0.token.count >= 3 }
    }

    /// What `domain` imitates, or `nil` when it is a brand's own domain or imitates none.
    public func match(_ domain: DomainName) -> Match? {
        if brands.contains(where: { $0.owns(domain) }) { return nil }
        let label = domain.mainLabel
        let skeleton = Self.skeleton(of: label)
        let pieces = label.split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
        let pieceSkeletons = pieces.map { (piece: $0, skeleton: Self.skeleton(of: $0)) }
        let subdomainSkeletons = domain.subdomainLabels.map(Self.skeleton(of:))
        for brand in brands {
            let token = brand.token
            if label != token, skeleton == token || pieceSkeletons.contains(where: { $0.piece != token && $0.skeleton == token }) {
                return Match(brand: brand.name, technique: .homoglyph)
            }
            // Short brand names are ordinary words too often ("mail" is one edit from "gmail").
            if token.count >= 6, pieces.contains(where: { $0.count >= 5 && Self.isOneEditAway($0, token) }) {
                return Match(brand: brand.name, technique: .typo)
            }
            if token.count < 4 || brand.isOrdinaryWord {
                // Short and everyday names only as a whole word: secure-dhl-parcel and
                // apple-id-verify, not "adhlib" or "applebees".
                if pieces.count > 1, pieces.contains(token) { return Match(brand: brand.name, technique: .addedWords) }
            } else if label != token, label.contains(token) {
                return Match(brand: brand.name, technique: .addedWords)
            }
            if token.count >= 4, label == token {
                // The brand's exact name under a suffix it does not own (paypal.co.za.example…).
                return Match(brand: brand.name, technique: .addedWords)
            }
            if token.count >= 4, subdomainSkeletons.contains(token) || domain.subdomainLabels.contains(token),
               Self.embedsDomain(of: token, in: domain) || Self.lureWords.contains(where: label.contains) {
                // paypal.com.secure-login.net or apple.account-verify.co; a vendor's product
                // subdomain (outlook.4team.biz, an Outlook add-in shop) is not a disguise.
                return Match(brand: brand.name, technique: .addedWords)
            }
        }
        return nil
    }

    /// Words that turn a domain into a fake sign-in or billing page.
    static let lureWords = [
        "secure", "login", "signin", "sign-in", "verif", "account", "update", "support", "service", "auth", "billing",
        "confirm", "wallet", "recover", "unlock", "alert", "notice", "security", "webscr", "customer", "client", "help",
    ]

    /// True when the subdomains spell the brand's own domain: `paypal.com.example.net`.
    static func embedsDomain(of token: String, in domain: DomainName) -> Bool {
        let labels = domain.subdomainLabels
        return zip(labels, labels.dropFirst()).contains { $0 == token && ["com", "net", "org", "co", "de", "fr", "uk"].contains($1) }
    }

    /// `label` with look-alike characters replaced by the letters they imitate.
    static func skeleton(of label: String) -> String {
        var text = label.lowercased()
        for (lookalike, letter) in multiCharacterLookalikes {
            text = text.replacingOccurrences(of: lookalike, with: letter)
        }
        return String(text.map { singleCharacterLookalikes[$0] ?? $0 })
    }

    private static let multiCharacterLookalikes: [(String, String)] = [("rn", "m"), ("vv", "w"), ("cl", "d")]

    private static let singleCharacterLookalikes: [Character: Character] = [
        "0": "o", "1": "l", "3": "e", "4": "a", "5": "s", "7": "t", "8": "b", "9": "g", "!": "i", "|": "l",
        // Cyrillic and Greek letters that render like Latin ones.
        "а": "a", "е": "e", "о": "o", "р": "p", "с": "c", "у": "y", "х": "x", "і": "i", "ј": "j", "ѕ": "s",
        "ԁ": "d", "ӏ": "l", "ν": "v", "ο": "o", "α": "a", "ε": "e", "ι": "i", "κ": "k", "ρ": "p", "τ": "t",
    ]

    /// True when `a` becomes `b` by one insertion, deletion, substitution or swap of neighbours.
    static func isOneEditAway(_ a: String, _ b: String) -> Bool {
        let x = Array(a), y = Array(b)
        if x == y || abs(x.count - y.count) > 1 { return false }
        if x.count == y.count {
            let differences = zip(x, y).enumerated().filter { $0.element.0 != $0.element.1 }.map(\.offset)
            if differences.count == 1 { return true }
            if differences.count == 2, differences[1] == differences[0] + 1 {
                return x[differences[0]] == y[differences[1]] && x[differences[1]] == y[differences[0]]
            }
            return false
        }
        let (longer, shorter) = x.count > y.count ? (x, y) : (y, x)
        var i = 0, j = 0, skipped = false
        while i < longer.count, j < shorter.count {
            if longer[i] == shorter[j] {
                i += 1
                j += 1
            } else if skipped {
                return false
            } else {
                skipped = true
                i += 1
            }
        }
        return true
    }
}
