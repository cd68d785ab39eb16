import ArgumentParser
import Foundation
import SottoCore
import SottoIntelligence
import SottoVault

struct ContactsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "contacts", abstract: "People across mail, WhatsApp and iMessage: list, show, merge, split, undo.",
        discussion: """
            Each email address, phone number or chat handle is one identity wherever it appears; identities \
            are grouped into people. Names that match confidently are merged on import; weaker matches are \
            suggestions. Every merge and split is recorded and can be undone (`sotto contacts history`).
            """,
        subcommands: [
            ContactsListCommand.self, ContactsShowCommand.self, ContactsMergeCommand.self, ContactsSplitCommand.self,
            ContactsSuggestionsCommand.self, ContactsHistoryCommand.self, ContactsUndoCommand.self, ContactsResolveCommand.self,
        ],
        defaultSubcommand: ContactsListCommand.self)

    static func line(for person: Person) -> String {
        let platforms = person.platforms.map(\.displayName).joined(separator: ", ")
        let identities = person.identities.map { $0.identity.kind == .name ? "\"\($0.identity.value)\"" : $0.identity.value }
        return "\(Output.column("#\(person.id)", 6)) \(Output.column(person.name, 24)) \(Output.column("\(person.messageCount) msg", 8)) "
            + "\(Output.column(platforms, 26)) \(Output.truncated(identities.joined(separator: ", "), 60))"
    }
}

struct ContactsListCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List people, most active first.")

    @OptionGroup var options: VaultOptions

    @Option(help: ArgumentHelp("Only people seen on this platform.", valueName: "platform"))
    var platform: Platform?

    @Flag(help: "Only people seen on more than one platform.")
    var crossPlatform = false

    @Option(help: "How many to show.")
    var limit = 50

    func run() async throws {
        try await runReportingErrors {
            let people = try options.open().people()
                .filter { platform == nil || $0.platforms.contains(platform!) }
                .filter { !crossPlatform || $0.platforms.count > 1 }
                .prefix(limit)
            if options.json { return try Output.json(Array(people)) }
            if people.isEmpty { print("No contacts yet.") }
            for person in people { print(ContactsCommand.line(for: person)) }
        }
    }
}

struct ContactsShowCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "show", abstract: "Show one person and each of their identities.")

    @OptionGroup var options: VaultOptions

    @Argument(help: "The person's id (from `sotto contacts list`).")
    var id: Int64

    func run() async throws {
        try await runReportingErrors {
            let person = try options.open().person(id: id)
            if options.json { return try Output.json(person) }
            print("Contact \(person.id): \(person.name)  (\(person.messageCount) messages)")
            for stored in person.identities {
                let scope = stored.identity.scope.map { " on \($0.displayName)" } ?? ""
                let name = stored.identity.displayName.map { "  \"\($0)\"" } ?? ""
                print("  identity \(Output.column(String(stored.id), 5)) \(Output.column(stored.identity.kind.rawValue, 6)) "
                    + "\(stored.identity.value)\(scope)\(name)  \(stored.messageCount) msg")
            }
        }
    }
}

struct ContactsMergeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge", abstract: "Merge people into the first one given (undo with `sotto contacts undo`).")

    @OptionGroup var options: VaultOptions

    @Argument(help: "Person ids: the first keeps everyone's identities.")
    var ids: [Int64]

    @Option(help: "A name for the merged person.")
    var name: String?

    func validate() throws {
        guard ids.count >= 2 else { throw ValidationError("give at least two person ids") }
    }

    func run() async throws {
        try await runReportingErrors {
            let vault = try options.open()
            let change = try vault.mergePeople(Array(ids.dropFirst()), into: ids[0], name: name)
            let person = try vault.person(id: ids[0])
            if options.json { return try Output.jsonObject(["person": person.id, "change": change]) }
            print("Merged into \(person.name) (#\(person.id)): \(person.identities.count) identities. Undo: sotto contacts undo \(change)")
        }
    }
}

struct ContactsSplitCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "split", abstract: "Move identities out of their person into a new one (they stay apart).")

    @OptionGroup var options: VaultOptions

    @Argument(help: "Identity ids (from `sotto contacts show`).")
    var identities: [Int64]

    func run() async throws {
        try await runReportingErrors {
            let vault = try options.open()
            let (person, change) = try vault.splitIdentities(identities)
            if options.json { return try Output.jsonObject(["person": person, "change": change]) }
            print("Split into a new contact #\(person). Undo: sotto contacts undo \(change)")
        }
    }
}

struct ContactsSuggestionsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "suggestions", abstract: "People who may be one person: merge them, or dismiss the suggestion.")

    @OptionGroup var options: VaultOptions

    @Option(help: ArgumentHelp("Dismiss the suggestion for these two people (they stay apart).", valueName: "id,id"))
    var dismiss: String?

    func run() async throws {
        try await runReportingErrors {
            let vault = try options.open()
            if let dismiss {
                let ids = dismiss.split(separator: ",").compactMap { Int64($0.trimmingCharacters(in: .whitespaces)) }
                guard ids.count == 2 else { throw CLIError(.usage, "--dismiss wants two person ids, like 12,40") }
                try vault.dismissSuggestion(ids[0], ids[1])
                if !options.json { print("Dismissed: #\(ids[0]) and #\(ids[1]) stay apart.") }
                return
            }
            let suggestions = try vault.contactSuggestions()
            if options.json { return try Output.json(suggestions) }
            if suggestions.isEmpty { print("No suggestions.") }
            for suggestion in suggestions {
                let first = try vault.person(id: suggestion.personA)
                let second = try vault.person(id: suggestion.personB)
                print(String(format: "%.2f  ", suggestion.score) + "#\(first.id) \(first.name) (\(first.platforms.map(\.displayName).joined(separator: ", ")))"
                    + "  ↔  #\(second.id) \(second.name) (\(second.platforms.map(\.displayName).joined(separator: ", ")))"
                    + "   merge: sotto contacts merge \(first.id) \(second.id)")
            }
        }
    }
}

struct ContactsHistoryCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "history", abstract: "Merges and splits, newest first.")

    @OptionGroup var options: VaultOptions

    func run() async throws {
        try await runReportingErrors {
            let changes = try options.open().contactChanges()
            if options.json { return try Output.json(changes) }
            if changes.isEmpty { print("No merges or splits yet.") }
            for change in changes {
                let removed = change.removedPeople.map { "#\($0.id) \($0.name)" }.joined(separator: ", ")
                let target = change.moves.first.map { "#\($0.to)" } ?? ""
                print("\(Output.column(String(change.id), 5)) \(Output.date(change.at))  \(Output.column(change.kind.rawValue, 10)) "
                    + "\(change.moves.count) identities → \(target)\(removed.isEmpty ? "" : " (from \(removed))")\(change.isUndone ? "  [undone]" : "")")
            }
        }
    }
}

struct ContactsUndoCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "undo", abstract: "Undo a merge or split (the people then stay apart).")

    @OptionGroup var options: VaultOptions

    @Argument(help: "The change id (from `sotto contacts history`).")
    var change: Int64

    func run() async throws {
        try await runReportingErrors {
            try options.open().undoContactChange(id: change)
            if options.json { return try Output.jsonObject(["undone": change]) }
            print("Undid change \(change).")
        }
    }
}

struct ContactsResolveCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "resolve", abstract: "Group identities into people again (runs after every import).")

    @OptionGroup var options: VaultOptions

    func run() async throws {
        try await runReportingErrors {
            let report = try ContactResolver(vault: try options.open()).resolve()
            if options.json { return try Output.json(report) }
            print("\(report.newPeople) new contacts, \(report.merged) merged by name, \(report.suggestions) suggestions.")
        }
    }
}
