import Foundation
import SottoIngest

/// Decodes `bytes` as a Messages `attributedBody` typedstream, both ways: any
/// `TypedStreamError` is fine; a trap, a sanitizer report or a hang is a finding. The two entry
/// points must agree.
func checkTypedStream(_ bytes: [UInt8]) {
    let thrown: String?
    do {
        thrown = try TypedStreamDecoder.decodeText(bytes)
    } catch {
        thrown = nil
    }
    let optional = TypedStreamDecoder.text(from: Data(bytes))
    precondition(thrown == optional, "typedstream: decodeText and text(from:) disagree")
}
