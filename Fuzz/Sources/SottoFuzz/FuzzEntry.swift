#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SottoCore
import SottoIngest

/// libFuzzer's entry point: called once per generated input.
///
/// The input goes to two parsers:
/// - `MboxSplitter`, fed in chunk sizes derived from the input's first byte (so the same
///   input is split at many different boundaries across runs), and checked against a
///   one-shot split of the same bytes: the result must not depend on chunking, and the
///   messages must tile the input exactly;
/// - `MIMEParser.parse`, which must return or throw `MessageParseError`, never trap.
///
/// `SOTTO_FUZZ_TARGET=mbox` or `=mime` restricts a run to one of them, for triage.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let data else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    if FuzzTarget.selected.includesMbox { checkSplitter(bytes) }
    if FuzzTarget.selected.includesMIME { _ = try? MIMEParser().parse(bytes) }
    return 0
}

/// Which parsers a run exercises, from the `SOTTO_FUZZ_TARGET` environment variable.
private enum FuzzTarget {
    case all, mbox, mime

    static let selected: FuzzTarget = {
        switch getenv("SOTTO_FUZZ_TARGET").map({ String(cString: $0) }) {
        case "mbox": return .mbox
        case "mime": return .mime
        default: return .all
        }
    }()

    var includesMbox: Bool { self != .mime }
    var includesMIME: Bool { self != .mbox }
}

/// Splits `bytes` whole and in chunks; traps (a finding) when the two disagree.
private func checkSplitter(_ bytes: [UInt8]) {
    let configuration = MboxSplitter.Configuration(maximumMessageBytes: 1 << 16)
    let whole = MboxSplitter.split(bytes, configuration: configuration)

    var splitter = MboxSplitter(configuration: configuration)
    var chunked: [MboxSplitter.Message] = []
    var start = 0
    var step = 0
    while start < bytes.count {
        // Chunk sizes 1…64 chosen by the input itself, so libFuzzer explores boundaries.
        let seed = Int(bytes[step % bytes.count])
        let end = min(bytes.count, start + 1 + (seed &+ step) % 64)
        chunked += splitter.feed(bytes[start..<end])
        start = end
        step += 1
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
