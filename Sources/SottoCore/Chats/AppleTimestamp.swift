import Foundation

/// Timestamps in the Messages database count from the Apple epoch, 2001-01-01 00:00:00 UTC:
/// in seconds in databases written before macOS 10.13, in nanoseconds since.
public enum AppleTimestamp {
    /// Seconds from 1970-01-01 to 2001-01-01.
    public static let epochOffsetFromUnix: Int64 = 978_307_200

    /// Values above this are nanoseconds: as seconds they would be more than 3,000 years after
    /// 2001; as nanoseconds they are more than 100 seconds after it.
    public static let nanosecondThreshold: Int64 = 100_000_000_000

    /// The date a raw column value means, choosing seconds or nanoseconds by its magnitude.
    public static func date(from raw: Int64) -> Date {
        let magnitude = raw.magnitude
        if magnitude > UInt64(nanosecondThreshold) {
            let seconds = raw / 1_000_000_000
            let fraction = Double(raw % 1_000_000_000) / 1e9
            return Date(timeIntervalSinceReferenceDate: Double(seconds) + fraction)
        }
        return Date(timeIntervalSinceReferenceDate: Double(raw))
    }

    /// Like `date(from:)`, but nil for NULL and for 0, which Messages writes for "never"
    /// (`date_edited`, `date_retracted`, `date_read`).
    public static func dateIfSet(_ raw: Int64?) -> Date? {
        guard let raw, raw != 0 else { return nil }
        return date(from: raw)
    }

    /// The nanosecond value modern Messages databases store for `date`.
    public static func nanoseconds(from date: Date) -> Int64 {
        let seconds = date.timeIntervalSinceReferenceDate.rounded(.down)
        let nanos = ((date.timeIntervalSinceReferenceDate - seconds) * 1e9).rounded()
        return Int64(seconds) * 1_000_000_000 + Int64(nanos)
    }

    /// The whole-second value old Messages databases store for `date`.
    public static func seconds(from date: Date) -> Int64 {
        Int64(date.timeIntervalSinceReferenceDate.rounded(.down))
    }
}
