import Foundation

/// Counts how many earlier messages had the same (date, author, text).
///
/// Exports are in time order, so identical messages share a timestamp and sit close together.
/// The counter keeps keys for the 64 most recent distinct timestamps only, which bounds its
/// memory on exports of any size; a duplicate that reappears after more than 64 other
/// timestamps starts again at 0.
struct WhatsAppOccurrenceCounter: Sendable {
    private static let window = 64
    private var countsByDate: [Double: [Int: Int]] = [:]
    private var dateOrder: [Double] = []

    /// The number of earlier calls with the same key; records this one.
    mutating func next(date: Date, author: String?, text: String) -> Int {
        let time = date.timeIntervalSince1970
        var hasher = Hasher()
        hasher.combine(author)
        hasher.combine(text)
        let key = hasher.finalize()
        if countsByDate[time] == nil {
            dateOrder.append(time)
            if dateOrder.count > Self.window {
                countsByDate[dateOrder.removeFirst()] = nil
            }
            countsByDate[time] = [key: 1]
            return 0
        }
        let earlier = countsByDate[time]?[key] ?? 0
        countsByDate[time, default: [:]][key] = earlier + 1
        return earlier
    }
}
