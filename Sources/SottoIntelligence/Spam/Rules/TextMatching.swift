/// Finds which of a fixed list of phrases occur in a text, in one pass over its UTF-8 bytes:
/// an Aho–Corasick automaton compiled to a dense table over the bytes the phrases use, so a
/// message costs one table lookup per byte however many phrases there are.
struct PhraseMatcher: Sendable {
    /// The phrases, in priority order.
    let phrases: [String]
    /// The column of each byte value; 0 for bytes no phrase contains.
    private let byteClass: [Int32]
    private let classCount: Int
    /// `transitions[state * classCount + class]`: the next state, failures already followed.
    private let transitions: [Int32]
    /// The lowest index of a phrase that ends in each state (following failure links), or -1.
    private let bestPhrase: [Int32]

    init(_ phrases: [String]) {
        self.phrases = phrases
        var byteClass = [Int32](repeating: 0, count: 256)
        var classCount = 1
        for phrase in phrases {
            for byte in phrase.utf8 where byteClass[Int(byte)] == 0 {
                byteClass[Int(byte)] = Int32(classCount)
                classCount += 1
            }
        }
        // The trie, with -1 for "no edge".
        var transitions = [Int32](repeating: -1, count: classCount)
        var bestPhrase: [Int32] = [-1]
        for (index, phrase) in phrases.enumerated() {
            var state = 0
            for byte in phrase.utf8 {
                let slot = state * classCount + Int(byteClass[Int(byte)])
                if transitions[slot] < 0 {
                    transitions[slot] = Int32(bestPhrase.count)
                    transitions += repeatElement(-1, count: classCount)
                    bestPhrase.append(-1)
                }
                state = Int(transitions[slot])
            }
            if bestPhrase[state] < 0 { bestPhrase[state] = Int32(index) }
        }
        // Breadth-first: each state's failure link is known before its children need it.
        var failure = [Int32](repeating: 0, count: bestPhrase.count)
        var queue: [Int] = []
        for column in 0..<classCount {
            if transitions[column] < 0 {
                transitions[column] = 0
            } else {
                queue.append(Int(transitions[column]))
            }
        }
        var head = 0
        while head < queue.count {
            let state = queue[head]
            head += 1
            let fallback = Int(failure[state])
            let inherited = bestPhrase[fallback]
            if inherited >= 0, bestPhrase[state] < 0 || inherited < bestPhrase[state] { bestPhrase[state] = inherited }
            for column in 0..<classCount {
                let slot = state * classCount + column
                let inherited = transitions[fallback * classCount + column]
                if transitions[slot] < 0 {
                    transitions[slot] = inherited
                } else {
                    failure[Int(transitions[slot])] = inherited
                    queue.append(Int(transitions[slot]))
                }
            }
        }
        self.byteClass = byteClass
        self.classCount = classCount
        self.transitions = transitions
        self.bestPhrase = bestPhrase
    }

    /// The highest-priority phrase that occurs in `text` (compared byte for byte), if any.
    func firstMatch(in text: String) -> String? {
        var text = text
        let best = text.withUTF8 { bytes -> Int32 in
            var state = 0
            var best = Int32.max
            byteClass.withUnsafeBufferPointer { classes in
                transitions.withUnsafeBufferPointer { table in
                    bestPhrase.withUnsafeBufferPointer { found in
                        for byte in bytes {
                            state = Int(table[state * classCount + Int(classes[Int(byte)])])
                            let phrase = found[state]
                            if phrase >= 0, phrase < best { best = phrase }
                        }
                    }
                }
            }
            return best
        }
        return best == .max ? nil : phrases[Int(best)]
    }
}

/// A sequence of word slots matched against the words of a text: "verify / your / account",
/// where each slot accepts one of several words or word groups ("has been|was|will be"),
/// possibly nothing (an optional slot), or any single word. Cheaper and clearer than a
/// regular expression for the phrase shapes that phishing uses.
struct WordPattern: Sendable {
    enum Slot: Sendable {
        /// One of these word sequences; an empty one makes the slot optional.
        case oneOf([[Substring]])
        /// Any single word.
        case anyWord
    }

    let slots: [Slot]

    /// A pattern from slots written as `"verify|confirm"`, `"has been|was"`, `"temporarily|"`
    /// (optional) or `"*"` (any word).
    init(_ slots: String...) {
        self.slots = slots.map { slot in
            slot == "*" ? .anyWord : .oneOf(slot.split(separator: "|", omittingEmptySubsequences: false).map { $0.split(separator: " ") })
        }
    }

    /// The first match in `words`, as a range of word positions.
    func firstMatch(in words: [Substring]) -> Range<Int>? {
        for start in words.indices {
            if let end = match(slot: 0, at: start, in: words) { return start..<end }
        }
        return nil
    }

    private func match(slot: Int, at position: Int, in words: [Substring]) -> Int? {
        guard slot < slots.count else { return position }
        switch slots[slot] {
        case .anyWord:
            return position < words.count ? match(slot: slot + 1, at: position + 1, in: words) : nil
        case .oneOf(let alternatives):
            for alternative in alternatives where position + alternative.count <= words.count
                && zip(alternative, words[position...]).allSatisfy({ $0 == $1 }) {
                if let end = match(slot: slot + 1, at: position + alternative.count, in: words) { return end }
            }
            return nil
        }
    }

    /// The words of lowercased `text`: runs of letters, digits and inner hyphens.
    static func words(in text: String) -> [Substring] {
        text.split { !($0.isLetter || $0.isNumber || $0 == "-") }
    }
}
