import Foundation

/// Words that say how a person asks, not what they look for: "show me the emails about…",
/// "what did Kenji send me". Left out of the keyword side of a search, where every word
/// must match; the semantic side reads the query whole.
enum SearchStopwords {
    static let words: Set<String> = [
        // English function words
        "a", "an", "the", "and", "or", "of", "to", "in", "on", "at", "for", "with", "about", "from", "by", "into",
        "over", "under", "up", "out", "as", "that", "this", "these", "those", "it", "its", "is", "are", "was", "were",
        "be", "been", "do", "did", "does", "done", "have", "has", "had", "i", "me", "my", "mine", "we", "our", "us",
        "you", "your", "he", "she", "his", "her", "they", "them", "their", "what", "which", "who", "whom", "when",
        "where", "why", "how", "any", "anything", "some", "something", "all", "there", "here", "not", "no", "so",
        "if", "then", "than", "just", "also", "again", "still", "ever", "get", "got", "one", "ones", "s", "t",
        // How people ask a mail search
        "email", "emails", "e-mail", "mail", "mails", "message", "messages", "note", "notes", "thread", "threads",
        "conversation", "show", "find", "search", "look", "looking", "list", "send", "sent", "sending", "wrote",
        "write", "writing", "received", "receive", "say", "said", "tell", "told", "stuff", "things", "thing",
        "someone", "somebody", "anyone", "guy", "people", "inbox", "please", "can", "could", "would", "should",
        "where's", "what's", "remember", "recall", "again", "latest", "recent", "old", "whatever", "kind", "sort",
    ]

    /// The words of `text` worth matching exactly, in order, without repeats.
    static func contentWords(of text: String) -> [String] {
        var seen = Set<String>()
        return text.lowercased()
            .split { !($0.isLetter || $0.isNumber || $0 == "-" || $0 == "'" || $0 == "." || $0 == "@") }
            .map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "-'.")) }
            .map { $0.hasSuffix("'s") ? String($0.dropLast(2)) : $0 }
            .filter { !$0.isEmpty && !words.contains($0) && seen.insert($0).inserted }
    }
}
