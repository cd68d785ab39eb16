import Foundation

/// Reads TZIDs that are not plain IANA names: Windows names (`W. Europe Standard Time`), Outlook
/// display names (`(UTC+01:00) Amsterdam, Berlin, ...`) and path-prefixed names
/// (`/mozilla.org/20050126_1/Europe/Berlin`, `/softwarestudio.org/Olson_20011030_5/America/New_York`).
enum ICalTimeZoneNames {
    /// An IANA zone for a TZID, or nil when the name is not recognised.
    static func zone(for rawTZID: String) -> TimeZone? {
        let tzid = rawTZID.trimmingCharacters(in: CharacterSet(charactersIn: "\"' \t"))
        guard !tzid.isEmpty else { return nil }
        if let zone = ianaZone(tzid) { return zone }
        if tzid.contains("/") {
            let parts = tzid.split(separator: "/")
            for index in parts.indices.dropLast() {
                if let zone = ianaZone(parts[index...].joined(separator: "/")) { return zone }
            }
        }
        if let name = WindowsTimeZones.ianaName(for: tzid), let zone = TimeZone(identifier: name) { return zone }
        return outlookDisplayZone(tzid)
    }

    /// A zone from the system database, only for names that look like IANA identifiers (no blanks).
    static func ianaZone(_ name: String) -> TimeZone? {
        guard !name.contains(" "), name.count >= 3 else { return nil }
        return TimeZone(identifier: name)
    }

    /// `(UTC+01:00) Amsterdam, Berlin, ...`: the first city names the zone; failing that, the
    /// offset in the prefix gives a fixed-offset zone.
    private static func outlookDisplayZone(_ tzid: String) -> TimeZone? {
        guard tzid.hasPrefix("("), let close = tzid.firstIndex(of: ")") else { return nil }
        let prefix = tzid[tzid.index(after: tzid.startIndex)..<close].uppercased()
        let rest = tzid[tzid.index(after: close)...].trimmingCharacters(in: .whitespaces)
        let firstCity = rest.split(separator: ",").first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() } ?? ""
        if let name = displayCities[firstCity], let zone = TimeZone(identifier: name) { return zone }
        guard prefix.hasPrefix("UTC") || prefix.hasPrefix("GMT") else { return nil }
        let offsetText = prefix.dropFirst(3)
        if offsetText.isEmpty { return TimeZone(identifier: "UTC") }
        guard let sign = offsetText.first, sign == "+" || sign == "-" else { return nil }
        let numbers = offsetText.dropFirst().split(separator: ":")
        guard let hours = numbers.first.flatMap({ Int($0) }), hours <= 14 else { return nil }
        let minutes = numbers.count > 1 ? Int(numbers[1]) ?? 0 : 0
        let seconds = (hours * 3600 + minutes * 60) * (sign == "-" ? -1 : 1)
        return TimeZone(secondsFromGMT: seconds)
    }

    /// First city (lower-cased) of Windows display names to an IANA zone.
    private static let displayCities: [String: String] = [
        "amsterdam": "Europe/Berlin", "brussels": "Europe/Paris", "belgrade": "Europe/Budapest",
        "sarajevo": "Europe/Warsaw", "dublin": "Europe/London", "edinburgh": "Europe/London",
        "helsinki": "Europe/Helsinki", "athens": "Europe/Bucharest", "bucharest": "Europe/Bucharest",
        "istanbul": "Europe/Istanbul", "jerusalem": "Asia/Jerusalem", "cairo": "Africa/Cairo",
        "moscow": "Europe/Moscow", "minsk": "Europe/Minsk", "kaliningrad": "Europe/Kaliningrad",
        "lisbon": "Europe/Lisbon", "monrovia": "Atlantic/Reykjavik", "casablanca": "Africa/Casablanca",
        "west central africa": "Africa/Lagos", "harare": "Africa/Johannesburg", "nairobi": "Africa/Nairobi",
        "amman": "Asia/Amman", "beirut": "Asia/Beirut", "windhoek": "Africa/Windhoek",
        "baghdad": "Asia/Baghdad", "kuwait": "Asia/Riyadh", "tehran": "Asia/Tehran",
        "abu dhabi": "Asia/Dubai", "baku": "Asia/Baku", "tbilisi": "Asia/Tbilisi", "yerevan": "Asia/Yerevan",
        "kabul": "Asia/Kabul", "ekaterinburg": "Asia/Yekaterinburg", "islamabad": "Asia/Karachi",
        "tashkent": "Asia/Tashkent", "chennai": "Asia/Kolkata", "sri jayawardenepura": "Asia/Colombo",
        "kathmandu": "Asia/Kathmandu", "astana": "Asia/Almaty", "dhaka": "Asia/Dhaka",
        "yangon (rangoon)": "Asia/Yangon", "bangkok": "Asia/Bangkok", "novosibirsk": "Asia/Novosibirsk",
        "krasnoyarsk": "Asia/Krasnoyarsk", "beijing": "Asia/Shanghai", "irkutsk": "Asia/Irkutsk",
        "kuala lumpur": "Asia/Singapore", "perth": "Australia/Perth", "taipei": "Asia/Taipei",
        "ulaanbaatar": "Asia/Ulaanbaatar", "osaka": "Asia/Tokyo", "seoul": "Asia/Seoul",
        "yakutsk": "Asia/Yakutsk", "adelaide": "Australia/Adelaide", "darwin": "Australia/Darwin",
        "brisbane": "Australia/Brisbane", "canberra": "Australia/Sydney", "guam": "Pacific/Port_Moresby",
        "hobart": "Australia/Hobart", "vladivostok": "Asia/Vladivostok", "magadan": "Asia/Magadan",
        "solomon is.": "Pacific/Guadalcanal", "auckland": "Pacific/Auckland", "fiji": "Pacific/Fiji",
        "nuku'alofa": "Pacific/Tongatapu", "samoa": "Pacific/Apia", "kiritimati island": "Pacific/Kiritimati",
        "coordinated universal time": "Etc/UTC", "azores": "Atlantic/Azores", "cabo verde is.": "Atlantic/Cape_Verde",
        "brasilia": "America/Sao_Paulo", "city of buenos aires": "America/Argentina/Buenos_Aires",
        "buenos aires": "America/Argentina/Buenos_Aires", "greenland": "America/Nuuk", "montevideo": "America/Montevideo",
        "newfoundland": "America/St_Johns", "atlantic time (canada)": "America/Halifax", "caracas": "America/Caracas",
        "santiago": "America/Santiago", "georgetown": "America/La_Paz", "asuncion": "America/Asuncion",
        "bogota": "America/Bogota", "eastern time (us & canada)": "America/New_York", "indiana (east)": "America/Indiana/Indianapolis",
        "havana": "America/Havana", "chetumal": "America/Cancun", "central time (us & canada)": "America/Chicago",
        "guadalajara": "America/Mexico_City", "saskatchewan": "America/Regina", "central america": "America/Guatemala",
        "mountain time (us & canada)": "America/Denver", "arizona": "America/Phoenix", "chihuahua": "America/Chihuahua",
        "la paz": "America/Mazatlan", "pacific time (us & canada)": "America/Los_Angeles", "baja california": "America/Tijuana",
        "alaska": "America/Anchorage", "hawaii": "Pacific/Honolulu", "international date line west": "Etc/GMT+12",
        "sao tome": "Africa/Sao_Tome", "tripoli": "Africa/Tripoli", "khartoum": "Africa/Khartoum",
        "damascus": "Asia/Damascus", "gaza": "Asia/Hebron", "chisinau": "Europe/Chisinau", "volgograd": "Europe/Volgograd",
        "port louis": "Indian/Mauritius", "izhevsk": "Europe/Samara", "port moresby": "Pacific/Port_Moresby",
    ]
}
