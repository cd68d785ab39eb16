import Foundation
import SottoCore
import SottoTesting
import SottoVault
import Testing

/// A small fictional Messages history covering every kind of row the reader must handle.
enum MessagesFixture {
    static let friend = "+12065550142"
    static let colleague = "+447700900123"
    static let neighbour = "lena@lindqvist.example"
    static let groupGUID = "iMessage;+;chat482910375"
    static let start = Date(timeIntervalSinceReferenceDate: 780_000_000.25)

    static func guid(_ number: Int) -> String { String(format: "6B1F0C3E-0000-4000-8000-%012d", number) }

    /// Builds the database; returns its path.
    static func build(in folder: URL, name: String = "chat.db", walHeader: Bool = false) throws -> String {
        let path = folder.appendingPathComponent(name).path
        let builder = try ChatDatabaseBuilder(path: path)
        let direct = try builder.addChat(guid: "iMessage;-;\(friend)", participants: [friend])
        let group = try builder.addChat(guid: groupGUID, displayName: "Allotment", participants: [neighbour, colleague])
        let sms = try builder.addChat(guid: "SMS;-;\(colleague)", service: "SMS", participants: [colleague])
        func at(_ minutes: Double) -> Date { start.addingTimeInterval(minutes * 60) }
        try builder.addMessage(.init(guid: guid(1), chat: direct, text: "Running 10 minutes late", date: at(0), handle: friend))
        try builder.addMessage(.init(guid: guid(2), chat: direct, text: "No rush", date: at(1), isFromMe: true))
        try builder.addMessage(.init(guid: guid(3), chat: direct, text: "Archived only 🐙", storage: .attributedOnly, date: at(2),
                                     handle: friend))
        try builder.addMessage(.init(guid: guid(4), chat: direct, text: "Loved “No rush”", date: at(3), handle: friend,
                                     associatedMessageGUID: "p:0/\(guid(2))", associatedMessageType: 2000))
        try builder.addMessage(.init(guid: guid(5), chat: direct, text: "Removed a heart from “No rush”", date: at(4), handle: friend,
                                     associatedMessageGUID: "p:0/\(guid(2))", associatedMessageType: 3000))
        try builder.addMessage(.init(guid: guid(6), chat: group, text: "Seeds arrived", date: at(5), handle: neighbour))
        try builder.addMessage(.init(guid: guid(7), chat: group, text: "Meet at 8", date: at(6), isFromMe: true,
                                     dateEdited: at(7)))
        try builder.addMessage(.init(guid: guid(8), chat: group, text: nil, storage: .attributedOnly, date: at(8),
                                     handle: colleague, dateEdited: at(9), dateRetracted: at(9)))
        try builder.addMessage(.init(
            guid: guid(9), chat: group, text: "\u{FFFC}\u{FFFC}Two photos", date: at(10), handle: neighbour,
            attachments: [
                .init(transferName: "IMG_0412.HEIC", mimeType: "image/heic", totalBytes: 183_422,
                      filename: "~/Library/Messages/Attachments/4f/15/AB12/IMG_0412.HEIC"),
                .init(transferName: "IMG_0413.JPG", mimeType: "image/jpeg", totalBytes: 95_001,
                      filename: "~/Library/Messages/Attachments/4f/16/AB13/IMG_0413.JPG"),
            ]))
        try builder.addMessage(.init(guid: guid(10), chat: sms, text: "Old SMS", storage: .textOnly,
                                     date: Date(timeIntervalSinceReferenceDate: 400_000_000), precision: .seconds,
                                     handle: colleague, service: "SMS"))
        try builder.finish(walHeader: walHeader)
        return path
    }

    static func readAll(_ path: String) throws -> [IMessageRecord] {
        var records: [IMessageRecord] = []
        try MessagesDatabase.open(path: path).forEachMessage { records.append($0) }
        return records
    }
}

@Suite("MessagesDatabase: reading a chat.db")
struct MessagesDatabaseTests {
    @Test("every message, in ROWID order, with sender, chat and service")
    func readsEverything() throws {
        let folder = try TestPaths.temporaryFolder("chatdb")
        defer { try? FileManager.default.removeItem(at: folder) }
        let records = try MessagesFixture.readAll(try MessagesFixture.build(in: folder))
        #expect(records.map(\.guid) == (1...10).map(MessagesFixture.guid))
        #expect(records.map(\.rowID) == Array(1...10))
        let first = records[0]
        #expect(first.text == "Running 10 minutes late")
        #expect(first.handleID == MessagesFixture.friend)
        #expect(!first.isFromMe)
        #expect(first.service == "iMessage")
        #expect(first.chatGUID == "iMessage;-;\(MessagesFixture.friend)")
        #expect(first.chatDisplayName == nil)
        #expect(first.chatParticipants == [MessagesFixture.friend])
        #expect(first.attributedBody != nil)
        #expect(records[1].isFromMe)
        #expect(records[1].handleID == MessagesFixture.friend, "macOS records the recipient of a 1:1 message from me")
        #expect(records[9].service == "SMS")
        #expect(records[9].chatGUID == "SMS;-;\(MessagesFixture.colleague)")
    }

    @Test("seconds (old) and nanoseconds (modern) dates both convert to the right instant")
    func dates() throws {
        let folder = try TestPaths.temporaryFolder("chatdb")
        defer { try? FileManager.default.removeItem(at: folder) }
        let records = try MessagesFixture.readAll(try MessagesFixture.build(in: folder))
        #expect(records[0].date == MessagesFixture.start)
        #expect(records[9].date == Date(timeIntervalSinceReferenceDate: 400_000_000))
        #expect(AppleTimestamp.date(from: 400_000_000) == AppleTimestamp.date(from: 400_000_000_000_000_000))
        #expect(AppleTimestamp.date(from: 0) == Date(timeIntervalSince1970: 978_307_200))
        #expect(AppleTimestamp.dateIfSet(0) == nil)
        #expect(AppleTimestamp.nanoseconds(from: MessagesFixture.start) == 780_000_000_250_000_000)
    }

    @Test("group chats carry their name and all members")
    func groupMembership() throws {
        let folder = try TestPaths.temporaryFolder("chatdb")
        defer { try? FileManager.default.removeItem(at: folder) }
        let group = try MessagesFixture.readAll(try MessagesFixture.build(in: folder)).filter { $0.chatGUID == MessagesFixture.groupGUID }
        #expect(group.map(\.rowID) == [6, 7, 8, 9])
        for record in group {
            #expect(record.isGroupChat)
            #expect(record.chatDisplayName == "Allotment")
            #expect(record.chatParticipants == [MessagesFixture.colleague, MessagesFixture.neighbour].sorted())
        }
        #expect(group[1].isFromMe && group[1].handleID == nil, "a group message from me has no handle")
    }

    @Test("tapbacks and their removal point at the message they react to")
    func tapbacks() throws {
        let folder = try TestPaths.temporaryFolder("chatdb")
        defer { try? FileManager.default.removeItem(at: folder) }
        let records = try MessagesFixture.readAll(try MessagesFixture.build(in: folder))
        #expect(records[3].tapback == TapbackAction(kind: .love, isRemoval: false))
        #expect(records[4].tapback == TapbackAction(kind: .love, isRemoval: true))
        #expect(records[3].associatedMessageGUID == "p:0/\(MessagesFixture.guid(2))")
        #expect(records[3].associatedTargetGUID == MessagesFixture.guid(2))
        #expect(records[0].tapback == nil)
        #expect(TapbackAction(associatedMessageType: 2005) == TapbackAction(kind: .question, isRemoval: false))
        #expect(TapbackAction(associatedMessageType: 3003) == TapbackAction(kind: .laugh, isRemoval: true))
        #expect(TapbackAction(associatedMessageType: 1000) == nil)
        #expect(Tapback.emphasize.associatedMessageType(removal: true) == 3004)
        let bubble = IMessageRecord(rowID: 1, guid: "X", associatedMessageGUID: "bp:\(MessagesFixture.guid(6))", associatedMessageType: 2001)
        #expect(bubble.associatedTargetGUID == MessagesFixture.guid(6))
    }

    @Test("edited, unsent and attributed-only messages")
    func editedUnsentAttributed() throws {
        let folder = try TestPaths.temporaryFolder("chatdb")
        defer { try? FileManager.default.removeItem(at: folder) }
        let records = try MessagesFixture.readAll(try MessagesFixture.build(in: folder))
        let archived = records[2]
        #expect(archived.text == nil)
        #expect(archived.attributedBody == TypedStreamEncoder().encode("Archived only 🐙"))
        let edited = records[6]
        #expect(edited.isEdited && !edited.isUnsent)
        #expect(edited.dateEdited == MessagesFixture.start.addingTimeInterval(7 * 60))
        let unsent = records[7]
        #expect(unsent.isUnsent && !unsent.isEdited)
        #expect(unsent.text == nil && unsent.attributedBody == nil)
        #expect(unsent.dateRetracted == MessagesFixture.start.addingTimeInterval(9 * 60))
        #expect(!records[0].isEdited && !records[0].isUnsent)
    }

    @Test("attachments: metadata of each, in order, only on their message")
    func attachments() throws {
        let folder = try TestPaths.temporaryFolder("chatdb")
        defer { try? FileManager.default.removeItem(at: folder) }
        let records = try MessagesFixture.readAll(try MessagesFixture.build(in: folder))
        let photos = records[8].attachments
        #expect(photos.map(\.transferName) == ["IMG_0412.HEIC", "IMG_0413.JPG"])
        #expect(photos.map(\.mimeType) == ["image/heic", "image/jpeg"])
        #expect(photos.map(\.totalBytes) == [183_422, 95_001])
        #expect(photos[0].filename == "~/Library/Messages/Attachments/4f/15/AB12/IMG_0412.HEIC")
        #expect(records.enumerated().allSatisfy { $0.offset == 8 || $0.element.attachments.isEmpty })
    }
}
