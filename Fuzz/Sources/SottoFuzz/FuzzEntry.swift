#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SottoCore
import SottoIngest

/// libFuzzer's entry point: called once per generated input.
///
/// The input goes to every parser (or only the one `SOTTO_FUZZ_TARGET` names):
/// - `mbox`: `MboxSplitter`, fed in chunk sizes derived from the input's first byte (so the
///   same input is split at many different boundaries across runs), and checked against a
///   one-shot split of the same bytes: the result must not depend on chunking, and the
///   messages must tile the input exactly;
/// - `mime`: `MIMEParser.parse`, which must return or throw `MessageParseError`, never trap;
/// - `whatsapp`: `WhatsAppFormatDetector` then `WhatsAppParser`, whose messages must not
///   depend on chunking (see `checkWhatsApp`);
/// - `ics`: `ICalendarParser.parse` and the expansion of every series, whose occurrences must
///   be sorted and never end before they start (see `checkCalendar`);
/// - `typedstream`: `TypedStreamDecoder`, which must return or throw, never trap (see
///   `checkTypedStream`).
///
/// `SOTTO_FUZZ_TARGET=mbox`, `=mime`, `=whatsapp`, `=ics` or `=typedstream` restricts a run to
/// one of them (`scripts/fuzz` runs them one at a time); unset or `all` runs them all, which
/// is what reproducing a saved input without the variable does.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let data else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let target = FuzzTarget.selected
    if target.includes(.mbox) { checkSplitter(bytes) }
    if target.includes(.mime) { _ = try? MIMEParser().parse(bytes) }
    if target.includes(.whatsapp) { checkWhatsApp(bytes) }
    if target.includes(.ics) { checkCalendar(bytes) }
    if target.includes(.typedstream) { checkTypedStream(bytes) }
    return 0
}

/// Which parsers a run exercises, from the `SOTTO_FUZZ_TARGET` environment variable.
private enum FuzzTarget: String {
    case all, mbox, mime, whatsapp, ics, typedstream

    static let selected: FuzzTarget = {
        getenv("SOTTO_FUZZ_TARGET").flatMap { FuzzTarget(rawValue: String(cString: $0)) } ?? .all
    }()

    /// Whether this selection runs `parser`.
    func includes(_ parser: FuzzTarget) -> Bool { self == .all || self == parser }
}

/// Splits `bytes` whole and in chunks; traps (a finding) when the two disagree.
private func checkSplitter(_ bytes: [UInt8]) {
    let configuration = MboxSplitter.Configuration(maximumMessageBytes: 1 << 16)
    let whole = MboxSplitter.split(bytes, configuration: configuration)

    var splitter = MboxSplitter(configuration: configuration)
    var chunked: [MboxSplitter.Message] = []
    for range in FuzzChunks.ranges(of: bytes) {
        chunked += splitter.feed(bytes[range])
    }
    chunked += splitter.finish()

    precondition(chunked == whole, "mbox split depends on chunk boundaries")
    var expectedOffset: Int64 = 0
    for message in whole {
        precondition(message.offset == expectedOffset, "mbox messages do not tile the input")
        expectedOffset += message.length
    }
    precondition(whole.isEmpty || expectedOffset == Int64(bytes.count), "mbox messages do not cover the input")
}
