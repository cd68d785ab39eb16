/// A time zone defined by a `VTIMEZONE` block (RFC 5545 §3.6.5), used when its TZID is not an
/// IANA name. Transitions are precomputed from the observances' DTSTART, RRULE and RDATE.
public struct VTimeZoneDefinition: Sendable, Hashable, Codable {
    /// One `STANDARD` or `DAYLIGHT` observance.
    public struct Observance: Sendable, Hashable, Codable {
        /// Whether this is a `DAYLIGHT` block.
        public var isDaylight: Bool
        /// `TZOFFSETFROM` in seconds east of UTC.
        public var offsetFrom: Int
        /// `TZOFFSETTO` in seconds east of UTC.
        public var offsetTo: Int
        /// `DTSTART` as wall-clock seconds since 1970 (read in `offsetFrom`).
        public var startLocalSeconds: Int64
        /// `RRULE`, when the observance repeats.
        public var rule: RecurrenceRule?
        /// `RDATE`s as wall-clock seconds since 1970.
        public var extraStartsLocalSeconds: [Int64]
    }

    /// The `TZID` as written.
    public var tzid: String
    /// An IANA name for the same zone (from `X-LIC-LOCATION` or a known Windows/Outlook name), if any.
    public var ianaIdentifier: String?
    /// The observances.
    public var observances: [Observance]
    private var transitionTimes: [Int64] = []
    private var transitionOffsets: [Int] = []
    private var initialOffset = 0

    /// Rules are followed from this year on (Outlook starts them in 1601); earlier instants use
    /// the offset in force at the first computed transition.
    static let firstYear = 1900
    /// The last year for which transitions are precomputed.
    static let lastYear = 2200
    /// At most this many transitions per observance are computed.
    static let maximumTransitions = 2_000

    /// Creates a definition and precomputes its transitions.
    public init(tzid: String, ianaIdentifier: String?, observances: [Observance]) {
        self.tzid = tzid
        self.ianaIdentifier = ianaIdentifier
        self.observances = observances
        var transitions: [(time: Int64, offset: Int)] = []
        let horizon = ICalLocalDateTime(year: Self.lastYear, month: 12, day: 31).localSeconds
        for observance in observances {
            var starts = [observance.startLocalSeconds] + observance.extraStartsLocalSeconds
            if let rule = observance.rule {
                var generator = ICalRuleGenerator(rule: rule, start: ICalLocalDateTime(localSeconds: observance.startLocalSeconds))
                generator.skip(toLocalSeconds: ICalLocalDateTime(year: Self.firstYear, month: 1, day: 1).localSeconds)
                starts = observance.extraStartsLocalSeconds
                var produced = 0
                while let next = generator.next(), produced < Self.maximumTransitions {
                    let utc = next.localSeconds - Int64(observance.offsetFrom)
                    if next.localSeconds > horizon { break }
                    if let until = rule.until, utc > Int64(until.timeIntervalSince1970) { break }
                    produced += 1
                    if let count = rule.count, produced > count { break }
                    starts.append(next.localSeconds)
                }
            }
            transitions += starts.map { ($0 - Int64(observance.offsetFrom), observance.offsetTo) }
        }
        transitions.sort { $0.time < $1.time }
        transitionTimes = transitions.map(\.time)
        transitionOffsets = transitions.map(\.offset)
        initialOffset = observances.first { !$0.isDaylight }?.offsetFrom ?? observances.first?.offsetFrom ?? 0
        if let earliest = observances.min(by: { $0.startLocalSeconds < $1.startLocalSeconds }) {
            initialOffset = earliest.offsetFrom
        }
    }

    /// Seconds east of UTC at the instant `utcSeconds`.
    func offset(atUTCSeconds utcSeconds: Int64) -> Int {
        var low = 0
        var high = transitionTimes.count
        while low < high {
            let middle = (low + high) / 2
            if transitionTimes[middle] <= utcSeconds { low = middle + 1 } else { high = middle }
        }
        return low == 0 ? initialOffset : transitionOffsets[low - 1]
    }

    private enum CodingKeys: String, CodingKey {
        case tzid, ianaIdentifier, observances
    }

    /// Decodes the definition and recomputes its transitions (they are not stored).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            tzid: try container.decode(String.self, forKey: .tzid),
            ianaIdentifier: try container.decodeIfPresent(String.self, forKey: .ianaIdentifier),
            observances: try container.decode([Observance].self, forKey: .observances)
        )
    }

    /// Encodes the TZID, IANA hint and observances (transitions are recomputed on decoding).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(tzid, forKey: .tzid)
        try container.encodeIfPresent(ianaIdentifier, forKey: .ianaIdentifier)
        try container.encode(observances, forKey: .observances)
    }
}
