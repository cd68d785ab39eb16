/// A brand phishers imitate, with the domains it really sends mail and links from.
public struct Brand: Sendable, Hashable {
    /// The name as people write it, e.g. `PayPal`.
    public var name: String
    /// The lowercase token that identifies it in domain labels and display names, e.g. `paypal`.
    public var token: String
    /// Registrable domains that belong to the brand.
    public var domains: Set<String>
    /// True when the token is also an everyday word (apple, zoom, booking), so it turns up
    /// inside unrelated names (applebees, zoominfo, outlooksecure): only the token as a
    /// whole word of a domain name imitates the brand.
    public var isOrdinaryWord: Bool

    /// Creates a brand.
    public init(_ name: String, token: String? = nil, ordinaryWord: Bool = false, domains: Set<String>) {
        self.name = name
        self.token = token ?? name.lowercased().filter { $0.isLetter || $0.isNumber }
        self.isOrdinaryWord = ordinaryWord
        self.domains = domains
    }

    /// True when `domain` is one of the brand's own, or the brand's exact name under a
    /// country's second-level suffix (`yahoo.com.au`, `paypal.co.uk`): those registries give
    /// a name to the company that holds it in that country.
    public func owns(_ domain: DomainName) -> Bool {
        domains.contains(domain.registrable) || domains.contains { domain.isWithin($0) }
            || (domain.mainLabel == token && DomainName.twoLevelSuffixes.contains(domain.suffix))
    }
}

extension Brand {
    /// The brands most imitated in phishing mail (banks, payment, delivery, software, mail
    /// and cloud providers, shops, streaming, crypto, tax offices).
    public static let commonlyImitated: [Brand] = [
        Brand("PayPal", domains: ["paypal.com", "paypal.me", "paypal-communication.com", "paypalobjects.com"]),
        Brand("Apple", ordinaryWord: true, domains: ["apple.com", "icloud.com", "me.com", "mac.com", "apple.news", "itunes.com"]),
        Brand("iCloud", domains: ["icloud.com", "apple.com"]),
        Brand("Microsoft", domains: ["microsoft.com", "microsoftonline.com", "office.com", "office365.com", "live.com",
                                     "outlook.com", "hotmail.com", "msn.com", "sharepoint.com", "onedrive.com", "azure.com",
                                     "microsoftstore.com", "xbox.com", "skype.com", "bing.com"]),
        Brand("Office 365", token: "office365", domains: ["office.com", "office365.com", "microsoft.com", "microsoftonline.com"]),
        Brand("Outlook", ordinaryWord: true, domains: ["outlook.com", "live.com", "microsoft.com", "office.com"]),
        Brand("OneDrive", domains: ["onedrive.com", "live.com", "microsoft.com"]),
        Brand("SharePoint", domains: ["sharepoint.com", "microsoft.com"]),
        Brand("Amazon", domains: ["amazon.com", "amazon.co.uk", "amazon.de", "amazon.fr", "amazon.es", "amazon.it", "amazon.ca",
                                  "amazon.co.jp", "amazon.com.au", "amazon.in", "amazon.nl", "amazon.se", "amazon.com.br",
                                  "amazonaws.com", "amazonses.com", "aws.amazon.com", "primevideo.com", "audible.com"]),
        Brand("Google", domains: ["google.com", "gmail.com", "googlemail.com", "youtube.com", "googleusercontent.com",
                                  "google.co.uk", "google.de", "goo.gl", "g.co", "gstatic.com", "googleapis.com"]),
        Brand("Gmail", domains: ["gmail.com", "google.com", "googlemail.com"]),
        Brand("Facebook", domains: ["facebook.com", "facebookmail.com", "fb.com", "meta.com", "fb.me"]),
        Brand("Instagram", domains: ["instagram.com", "facebookmail.com", "meta.com"]),
        Brand("WhatsApp", domains: ["whatsapp.com", "whatsapp.net", "meta.com"]),
        Brand("Meta", ordinaryWord: true, domains: ["meta.com", "facebook.com", "facebookmail.com"]),
        Brand("LinkedIn", domains: ["linkedin.com", "licdn.com", "lnkd.in"]),
        Brand("Netflix", domains: ["netflix.com", "nflxext.com", "netflix.net"]),
        Brand("Spotify", domains: ["spotify.com", "scdn.co"]),
        Brand("DHL", domains: ["dhl.com", "dhl.de", "dhl.co.uk", "dhl.fr", "dhl.nl", "dpdhl.com", "deutschepost.de"]),
        Brand("FedEx", domains: ["fedex.com"]),
        Brand("UPS", domains: ["ups.com"]),
        Brand("USPS", domains: ["usps.com", "usps.gov"]),
        Brand("Royal Mail", token: "royalmail", domains: ["royalmail.com", "royalmail.co.uk"]),
        Brand("DocuSign", domains: ["docusign.com", "docusign.net"]),
        Brand("Dropbox", domains: ["dropbox.com", "dropboxmail.com", "db.tt"]),
        Brand("Adobe", ordinaryWord: true, domains: ["adobe.com", "adobesign.com", "adobe.io"]),
        Brand("Chase", ordinaryWord: true, domains: ["chase.com", "jpmorganchase.com", "jpmorgan.com"]),
        Brand("Wells Fargo", token: "wellsfargo", domains: ["wellsfargo.com", "wf.com"]),
        Brand("Bank of America", token: "bankofamerica", domains: ["bankofamerica.com", "bofa.com", "ml.com"]),
        Brand("Citibank", domains: ["citi.com", "citibank.com", "citigroup.com"]),
        Brand("American Express", token: "americanexpress", domains: ["americanexpress.com", "aexp.com", "amex.com"]),
        Brand("Amex", domains: ["americanexpress.com", "aexp.com", "amex.com"]),
        Brand("HSBC", domains: ["hsbc.com", "hsbc.co.uk", "us.hsbc.com"]),
        Brand("Barclays", domains: ["barclays.com", "barclays.co.uk", "barclaycard.co.uk"]),
        Brand("Santander", domains: ["santander.com", "santander.co.uk", "santander.de", "santander.es"]),
        Brand("Capital One", token: "capitalone", domains: ["capitalone.com"]),
        Brand("Coinbase", domains: ["coinbase.com"]),
        Brand("Binance", domains: ["binance.com"]),
        Brand("MetaMask", domains: ["metamask.io"]),
        Brand("Ledger", ordinaryWord: true, domains: ["ledger.com"]),
        Brand("eBay", domains: ["ebay.com", "ebay.co.uk", "ebay.de", "ebay.fr", "ebay.it", "ebay.es", "ebay.ca", "ebay.com.au"]),
        Brand("Walmart", domains: ["walmart.com"]),
        Brand("Costco", domains: ["costco.com"]),
        Brand("Norton", domains: ["norton.com", "nortonlifelock.com", "gen.com"]),
        Brand("McAfee", domains: ["mcafee.com"]),
        Brand("IRS", domains: ["irs.gov"]),
        Brand("HMRC", domains: ["hmrc.gov.uk", "gov.uk"]),
        Brand("Zoom", ordinaryWord: true, domains: ["zoom.us", "zoom.com"]),
        Brand("Steam", ordinaryWord: true, domains: ["steampowered.com", "steamcommunity.com"]),
        Brand("Booking.com", token: "booking", ordinaryWord: true, domains: ["booking.com"]),
        Brand("Airbnb", domains: ["airbnb.com", "airbnb.co.uk", "airbnbmail.com"]),
        Brand("Venmo", domains: ["venmo.com"]),
        Brand("Cash App", token: "cashapp", domains: ["cash.app", "square.com", "squareup.com"]),
        Brand("Zelle", domains: ["zellepay.com"]),
        Brand("Stripe", ordinaryWord: true, domains: ["stripe.com"]),
        Brand("Intuit", domains: ["intuit.com", "quickbooks.com", "turbotax.com"]),
        Brand("Yahoo", domains: ["yahoo.com", "yahoo.co.uk", "ymail.com", "yahoo.co.jp"]),
        Brand("AOL", domains: ["aol.com"]),
        Brand("Webmail", ordinaryWord: true, domains: []),
    ]
}
