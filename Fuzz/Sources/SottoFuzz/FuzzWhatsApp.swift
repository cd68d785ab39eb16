import Foundation
import SottoIngest

/// The zone WhatsApp header times and floating calendar times are read in.
let fuzzTimeZone = TimeZone(identifier: "Europe/Berlin") ?? TimeZone(secondsFromGMT: 0) ?? .current

/// Detects a WhatsApp export's format (input fed in two chunks), then parses it once in one
/// piece and once in input-chosen chunks of 1…64 bytes; traps (a finding) when the two message
/// lists differ. Also runs the first-chunk sniffer.
func checkWhatsApp(_ bytes: [UInt8]) {
    _ = WhatsAppFormatDetector.looksLikeExport(Array(bytes.prefix(65_536)))

    let split = FuzzChunks.splitPoint(of: bytes)
    var detector = WhatsAppFormatDetector()
    detector.consume(bytes[..<split])
    detector.consume(bytes[split...])
    guard let decision = detector.decision() else { return }

    var whole = WhatsAppParser(decision: decision, timeZone: fuzzTimeZone)
    let expected = whole.feed(bytes) + whole.finish()

    var chunked = WhatsAppParser(decision: decision, timeZone: fuzzTimeZone)
    var messages: [WhatsAppMessage] = []
    for range in FuzzChunks.ranges(of: bytes) {
        messages += chunked.feed(bytes[range])
    }
    messages += chunked.finish()

    precondition(messages == expected, "whatsapp messages depend on chunk boundaries")
}
