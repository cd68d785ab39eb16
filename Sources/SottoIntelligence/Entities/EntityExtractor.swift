import Foundation

/// Finds dates and times, email addresses, phone numbers, links and amounts of money in
/// message text. Pure and synchronous; safe to call from any thread.
///
/// Kinds are found in order of how unmistakable they are — links, email addresses, money,
/// phone numbers, then dates — and a later kind never takes text an earlier one claimed, so
/// the digits of a price or a phone number are not read as a date.
public enum EntityExtractor {
    /// The entities in `text`, in text order.
    ///
    /// - Parameters:
    ///   - text: A message's text.
    ///   - messageDate: When the message was sent: "tomorrow" and "Friday" are relative to it.
    ///   - timeZone: The time zone days and clock times are meant in.
    ///   - defaultRegion: ISO 3166-1 alpha-2 code of the writer's region: it decides national
    ///     phone numbers, the order of "3/10" (month first in the US), and shared currency
    ///     symbols ("$" in Canada, "kr" in Norway).
    public static func extract(from text: String, relativeTo messageDate: Date, timeZone: TimeZone, defaultRegion: String) -> [Entity] {
        guard !text.isEmpty else { return [] }
        let scanned = ScannedText(text)
        let region = defaultRegion.uppercased()
        var found: [(NSRange, Entity.Kind)] = []

        func claim(_ candidates: [(NSRange, Entity.Kind)]) {
            for candidate in candidates where !found.contains(where: { $0.0.sharesUnits(with: candidate.0) }) {
                found.append(candidate)
            }
        }

        let hasDigit = text.unicodeScalars.contains { $0.properties.numericType == .decimal }
        if text.contains("://") || text.localizedCaseInsensitiveContains("www.") { claim(ContactFinder.urls(in: scanned)) }
        if text.contains("@") { claim(ContactFinder.emails(in: scanned)) }
        if hasDigit {
            claim(MoneyFinder.find(in: scanned, region: region))
            claim(ContactFinder.phones(in: scanned, region: region))
        }
        let context = MentionContext(
            calendar: MentionCalendar(messageDate: messageDate, timeZone: timeZone),
            monthFirst: MentionContext.monthFirstRegions.contains(region))
        let claimed = found.map(\.0)
        found += DateMentionFinder.find(in: scanned, context: context, excluding: claimed).map { ($0.0, .dateTime($0.1)) }

        return found.sorted { $0.0.location < $1.0.location }.compactMap { range, kind in
            guard let swiftRange = Range(range, in: text) else { return nil }
            return Entity(kind: kind, range: swiftRange, text: String(text[swiftRange]))
        }
    }
}
