import Foundation
import SottoCore

/// The header signals that tell mail apart before its words do: list headers, bulk-mail
/// markers, automated senders. One 0/1 feature each, appended to the text embedding.
public enum HeaderSignals {
    /// Feature names, in vector order.
    public static let names = [
        "list-id", "list-unsubscribe", "list-post", "precedence-bulk", "no-reply-sender", "role-sender",
        "social-network-sender", "bulk-mailer-header", "reply", "html-only", "many-recipients", "attachments",
        "unsubscribe-text", "auto-submitted", "forum-subject-tag",
    ]

    /// The signals of `message`, as 0 or 1, in ``names`` order.
    public static func vector(for message: ParsedMessage) -> [Float] {
        var present = Set<String>()
        for header in message.headers {
            present.insert(header.name.lowercased())
        }
        let precedence = message.header("Precedence")?.lowercased() ?? ""
        let sender = message.from.first
        let local = sender?.address.split(separator: "@").first.map { $0.lowercased() } ?? ""
        let domain = sender.flatMap { DomainName($0.domain) }
        let mailer = (message.header("X-Mailer") ?? "").lowercased()
        let body = message.text.suffix(3_000).lowercased()
        let bulk = present.contains { name in
            name == "feedback-id" || name.hasPrefix("x-ses-") || name.hasPrefix("x-mailgun") || name == "x-sg-eid"
                || name.hasPrefix("x-campaign") || name == "x-mc-user" || name.hasPrefix("x-mailchimp") || name == "x-csa-complaints"
                || name == "x-sfmc-stack" || name.hasPrefix("x-marketo") || name == "x-hs-cta-tracking"
        } || bulkMailers.contains { mailer.contains($0) }
        let subject = message.subject
        let signals: [Bool] = [
            present.contains("list-id"),
            present.contains("list-unsubscribe"),
            present.contains("list-post"),
            precedence.contains("bulk") || precedence.contains("list") || precedence.contains("junk"),
            noReplyMarkers.contains { local.contains($0) },
            roleAccounts.contains(local),
            domain.map { socialNetworkDomains.contains($0.registrable) } ?? false,
            bulk,
            !message.inReplyTo.isEmpty || SubjectNormalizer.isReply(subject),
            message.textIsFromHTML,
            message.to.count + message.cc.count > 5,
            message.attachments.contains { !$0.isInline },
            body.contains("unsubscribe") || body.contains("abmelden") || body.contains("désinscri") || body.contains("darse de baja"),
            present.contains("auto-submitted") || present.contains("x-auto-response-suppress"),
            subject.hasPrefix("[") && subject.contains("]"),
        ]
        return signals.map { $0 ? 1 : 0 }
    }

    static let noReplyMarkers = ["noreply", "no-reply", "no_reply", "donotreply", "do-not-reply", "notification", "alerts", "mailer-daemon", "automated"]
    static let roleAccounts: Set<String> = [
        "info", "news", "newsletter", "newsletters", "marketing", "offers", "deals", "promo", "promotions", "team",
        "hello", "support", "service", "billing", "orders", "order", "shipping", "account", "accounts", "security",
        "updates", "digest", "community", "members", "store", "shop", "sales", "customerservice", "care",
    ]
    static let socialNetworkDomains: Set<String> = [
        "facebookmail.com", "facebook.com", "linkedin.com", "twitter.com", "x.com", "instagram.com", "pinterest.com",
        "tiktok.com", "reddit.com", "redditmail.com", "strava.com", "meetup.com", "nextdoor.com", "discord.com",
        "snapchat.com", "tumblr.com", "quora.com", "goodreads.com", "mastodon.social", "bsky.app", "threads.net",
        "youtube.com", "twitch.tv", "whatsapp.com", "telegram.org", "hinge.co", "tinder.com", "bumble.com",
    ]
    static let bulkMailers = ["mailchimp", "sendgrid", "marketo", "hubspot", "braze", "salesforce", "exacttarget", "klaviyo", "campaign monitor", "constant contact", "sendinblue", "brevo", "mailjet", "phplist", "mailman"]
}

/// The text of a message as the encoder should see it: subject first, then the body with
/// quoted replies and signatures removed, cut to what the encoder's window holds.
public enum EmbeddingText {
    /// Characters kept (the encoder reads 256 tokens, roughly 1,000 characters of English).
    public static let limit = 1_500

    /// Chunks a long message is embedded in, at most, for search.
    public static let maximumChunks = 4
    /// Characters shared by neighbouring chunks, so no sentence is only ever cut in half.
    static let overlap = 200
    /// A message with less new text than this is embedded with its thread's previous messages
    /// ("ok, see you then" means nothing alone).
    public static let shortMessage = 60

    /// `Subject\n\nbody` for `message`.
    public static func of(_ message: ParsedMessage) -> String {
        let body = QuoteStripper.newText(of: message.text)
        return String((message.subject + "\n\n" + body).prefix(limit))
    }

    /// The texts to embed for search: the first is ``of(_:)`` (what the classifiers read);
    /// long mail adds overlapping windows of the rest, up to ``maximumChunks``. A short
    /// message is instead read after `context`, the new text of the messages before it.
    public static func chunks(of message: ParsedMessage, context: [String] = []) -> [String] {
        let body = QuoteStripper.newText(of: message.text)
        let prefix = message.subject + "\n\n"
        if body.count < shortMessage, !context.isEmpty {
            let earlier = context.suffix(2).map { String($0.prefix(400)) }
            return [String((prefix + earlier.joined(separator: "\n") + "\n" + body).prefix(limit))]
        }
        let window = max(limit - prefix.count, 500)
        var chunks: [String] = []
        var start = body.startIndex
        while chunks.count < maximumChunks {
            let end = body.index(start, offsetBy: window, limitedBy: body.endIndex) ?? body.endIndex
            chunks.append(String((prefix + body[start..<end]).prefix(limit)))
            guard end < body.endIndex else { break }
            start = body.index(end, offsetBy: -overlap)
        }
        return chunks
    }
}

/// Removes what a reply repeats: `>` quoted lines, the "On … wrote:" line above them,
/// forwarded-message blocks and the signature after `-- `.
public enum QuoteStripper {
    /// The part of `text` the sender wrote in this message.
    public static func newText(of text: String) -> String {
        var kept: [Substring] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed == "--" || line == "-- " { break }
            if trimmed.hasPrefix("-----Original Message-----") || trimmed.hasPrefix("---------- Forwarded message") { break }
            if trimmed.hasPrefix(">") { continue }
            if isAttributionLine(trimmed) { continue }
            kept.append(line)
        }
        while let last = kept.last, last.trimmingCharacters(in: .whitespaces).isEmpty { kept.removeLast() }
        return kept.joined(separator: "\n")
    }

    /// "On Tue, 3 Sep 2026, Ana wrote:" and its translations.
    static func isAttributionLine(_ line: String) -> Bool {
        guard line.hasSuffix(":"), line.count < 200 else { return false }
        let lowered = line.lowercased()
        return ["wrote:", "schrieb:", "a écrit :", "a écrit:", "escribió:", "scritto:", "escreveu:", "schreef:", "skrev:"]
            .contains { lowered.hasSuffix($0) }
    }
}
