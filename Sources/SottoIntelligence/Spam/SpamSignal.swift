/// One piece of evidence that a message is spam or phishing, in plain words.
///
/// Weights are log-odds contributions: the rule engine adds them to the learned text
/// classifier's log-odds, so every reason shown to a person is one the score really used.
public struct SpamSignal: Sendable, Hashable, Codable {
    /// What was found.
    public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
        // Links
        case lookalikeDomain
        case punycodeDomain
        case suspiciousTopLevelDomain
        case ipAddressLink
        case shortenedLink
        case mismatchedLinkText
        case scriptLink
        case openHostingLink
        // Headers
        case spfFailed
        case dkimFailed
        case dmarcFailed
        case dmarcFailedUnenforced
        case brandNameFromUnrelatedDomain
        case lookalikeSender
        case replyToElsewhere
        case sentFromRecipientAddress
        case suspiciousSenderDomain
        case malformedSender
        case recipientAddressInSubject
        // Content
        case credentialRequest
        case paymentRequest
        case urgency
        case cryptoPayment
        case disguisedLetters
        case spamTopic
        // Attachments
        case executableAttachment
        case macroDocument
        case doubleExtension
        case htmlAttachment

        /// Added to the spam log-odds.
        var spamWeight: Double {
            switch self {
            case .lookalikeDomain, .scriptLink, .brandNameFromUnrelatedDomain, .lookalikeSender: return 2.5
            case .executableAttachment, .doubleExtension, .dmarcFailed: return 2.5
            case .mismatchedLinkText, .ipAddressLink, .punycodeDomain, .macroDocument, .htmlAttachment: return 1.5
            case .spfFailed, .dkimFailed, .sentFromRecipientAddress, .cryptoPayment: return 1.2
            case .dmarcFailedUnenforced: return 1.0
            case .disguisedLetters: return 2.0
            case .recipientAddressInSubject: return 1.5
            case .openHostingLink, .malformedSender: return 1.2
            case .credentialRequest, .paymentRequest, .suspiciousSenderDomain, .spamTopic: return 1.0
            case .suspiciousTopLevelDomain, .urgency: return 0.8
            case .shortenedLink, .replyToElsewhere: return 0.4
            }
        }

        /// Added to the phishing log-odds.
        var phishingWeight: Double {
            switch self {
            case .lookalikeDomain, .brandNameFromUnrelatedDomain, .lookalikeSender, .scriptLink: return 3.0
            case .credentialRequest, .mismatchedLinkText, .doubleExtension, .executableAttachment, .htmlAttachment: return 2.0
            case .dmarcFailed, .ipAddressLink, .punycodeDomain, .macroDocument, .paymentRequest: return 1.5
            case .spfFailed, .dkimFailed, .urgency, .suspiciousTopLevelDomain, .sentFromRecipientAddress, .cryptoPayment: return 1.0
            case .openHostingLink: return 1.5
            case .recipientAddressInSubject, .malformedSender: return 1.0
            case .disguisedLetters, .suspiciousSenderDomain, .dmarcFailedUnenforced: return 0.5
            case .spamTopic: return 0
            case .shortenedLink, .replyToElsewhere: return 0.5
            }
        }
    }

    /// What was found.
    public var kind: Kind
    /// The explanation shown to people, e.g. "link to paypa1-secure.com imitates PayPal".
    public var reason: String

    /// Creates a signal.
    public init(_ kind: Kind, _ reason: String) {
        self.kind = kind
        self.reason = reason
    }
}
