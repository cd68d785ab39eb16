import Foundation
import SottoCore
import SottoIngest
import SottoTesting
import Testing

@Suite("IMessageRecord.resolvedText and edit history")
struct TypedStreamResolvedTextTests {
    static let when = Date(timeIntervalSinceReferenceDate: 780_000_000)

    @Test("the text column wins over attributedBody")
    func textColumnFirst() {
        let record = IMessageRecord(rowID: 1, guid: "A", text: "from column", attributedBody: TypedStreamEncoder().encode("from body"))
        #expect(record.resolvedText == "from column")
    }

    @Test("text only in attributedBody is decoded")
    func attributedOnly() {
        let record = IMessageRecord(rowID: 2, guid: "B", text: nil, attributedBody: TypedStreamEncoder().encode("only archived 🎉"))
        #expect(record.resolvedText == "only archived 🎉")
        #expect(record.attributedBodyError == nil)
    }

    @Test("attachment placeholders are removed; a placeholder alone is no text")
    func objectReplacementCharacters() {
        let captioned = IMessageRecord(rowID: 3, guid: "C", text: "\u{FFFC}Look at this")
        #expect(captioned.resolvedText == "Look at this")
        let bare = IMessageRecord(rowID: 4, guid: "D", text: "\u{FFFC}", attributedBody: TypedStreamEncoder().encode("\u{FFFC}"))
        #expect(bare.resolvedText == nil)
    }

    @Test("unsent and undecodable messages have no text, and the reason is reported")
    func noText() {
        let unsent = IMessageRecord(rowID: 5, guid: "E", text: nil, attributedBody: nil, dateEdited: Self.when)
        #expect(unsent.resolvedText == nil)
        #expect(unsent.isUnsent)
        let damaged = IMessageRecord(rowID: 6, guid: "F", text: nil, attributedBody: Data([0x04, 0x0B, 0x73]))
        #expect(damaged.resolvedText == nil)
        #expect(damaged.attributedBodyError?.kind == .truncated)
    }

    @Test("message_summary_info: versions of an edited message, oldest first")
    func editHistory() throws {
        let first = AppleTimestamp.nanoseconds(from: Self.when)
        let second = AppleTimestamp.nanoseconds(from: Self.when.addingTimeInterval(90))
        let plist: [String: Any] = [
            "ec": ["0": [
                ["d": first, "t": TypedStreamEncoder().encode("Meet at 7")],
                ["d": second, "t": TypedStreamEncoder().encode("Meet at 8")],
            ]],
            "ep": [0],
        ]
        let data = try PropertyListSerialization.data(fromPropertyList: plist, format: .binary, options: 0)
        let record = IMessageRecord(rowID: 7, guid: "G", text: "Meet at 8", dateEdited: Self.when.addingTimeInterval(90),
                                    messageSummaryInfo: data)
        #expect(record.isEdited)
        #expect(record.editHistory.map(\.text) == ["Meet at 7", "Meet at 8"])
        #expect(record.editHistory.first?.date == Self.when)
        let info = try #require(MessageSummaryInfo(plist: data))
        #expect(info.editedParts == [0])
        #expect(info.retractedParts.isEmpty)
        #expect(MessageSummaryInfo(plist: Data("not a plist".utf8)) == nil)
    }
}
