import Foundation
import SottoCore
import SottoIngest
import Testing

@testable import SottoIntelligence

@Suite("Spam word model")
struct SpamWordModelTests {
    func parse(subject: String, text: String, html: String? = nil, from: String = "someone@sender.example") throws -> ParsedMessage {
        var lines = ["From: \(from)", "To: maya@example.org", "Subject: \(subject)"]
        if let html {
            lines += ["Content-Type: text/html; charset=utf-8", "", html]
        } else {
            lines += ["Content-Type: text/plain; charset=utf-8", "", text]
        }
        return try MIMEParser().parse(Array(lines.joined(separator: "\r\n").utf8))
    }

    @Test("tokens: distinct lowercased words, subject words marked, numbers and one-letter and overlong runs dropped")
    func tokens() throws {
        let message = try parse(
            subject: "FREE Money, free!",
            text: "Bestätigen Sie: you WON $5000 in 2002. A x-ray of free-money 24h\nZm9vYmFyYmF6cXV4cXV1eGZvb2Jhcg== end")
        let tokens = SpamWords.tokens(of: message)
        #expect(tokens == [
            "24h", "bestätigen", "end", "free", "in", "money", "of", "ray", "sie", "subject:free", "subject:money", "won", "you",
        ])
        #expect(tokens == tokens.sorted())
    }

    @Test("tokens: each link adds its registrable domain once, from HTML links and bare URLs")
    func hostTokens() throws {
        let message = try parse(
            subject: "Offer", text: "",
            html: #"<p><a href="https://www.deals.shop.co.uk/x">Shop</a> or https://deals.shop.co.uk/y and http://10.0.0.1/z</p>"#)
        let hosts = SpamWords.tokens(of: message).filter { $0.hasPrefix("host:") }
        #expect(hosts == ["host:10.0.0.1", "host:shop.co.uk"])
    }

    @Test("words split on punctuation and keep runs of letters and digits whole")
    func words() {
        #expect(SpamWords.words(in: "re:Your_account—closed...now! e-mail x1 ab 12345 a1b2") == [
            "re", "your", "account", "closed", "now", "mail", "x1", "ab", "a1b2",
        ])
        #expect(SpamWords.words(in: String(repeating: "a", count: 21) + " ok") == ["ok"], "a 21-letter run is not a word")
    }

    /// Twenty spam and twenty ham messages' tokens: spam talks about pills, ham about meetings;
    /// "the" is everywhere and "rare" occurs twice.
    var corpus: (tokens: [[String]], isSpam: [Bool]) {
        var tokens: [[String]] = []
        var isSpam: [Bool] = []
        for index in 0..<20 {
            tokens.append(["cheap", "pills", "the"] + (index % 2 == 0 ? ["subject:offer"] : []) + (index < 2 ? ["rare"] : []))
            isSpam.append(true)
            tokens.append(["agenda", "meeting", "the"] + (index % 3 == 0 ? ["notes"] : []))
            isSpam.append(false)
        }
        return (tokens, isSpam)
    }

    @Test("training learns which words mean spam and ham, keeps the most informative words, and is deterministic")
    func training() {
        let (tokens, isSpam) = corpus
        let model = SpamWordModel(tokens: tokens, isSpam: isSpam)
        #expect(model.weights["pills", default: 0] > 0.5)
        #expect(model.weights["meeting", default: 0] < -0.5)
        #expect(model.weights["rare"] == nil, "fewer than three messages")
        #expect(model.logit(tokens: ["cheap", "pills", "the"]) > 2)
        #expect(model.logit(tokens: ["agenda", "meeting", "the"]) < -2)
        #expect(model == SpamWordModel(tokens: tokens, isSpam: isSpam))

        let small = SpamWordModel(tokens: tokens, isSpam: isSpam, options: SpamWordModel.TrainingOptions(vocabularySize: 4))
        #expect(small.weights.count == 4)
        #expect(small.weights["the"] == nil, "a word in every message says nothing")
        #expect(small.spamWords(in: ["the", "subject:offer", "pills", "cheap", "agenda"]).count <= 3)
        #expect(small.spamWords(in: ["agenda", "meeting"]).isEmpty, "ham words never explain a spam score")
    }

    @Test("out-of-fold log-odds come from models that did not see the message")
    func outOfFold() throws {
        var (tokens, isSpam) = corpus
        // A spam message whose only word no other message has: a model that saw it knows the word.
        tokens.append(["unique"])
        isSpam.append(true)
        let options = SpamWordModel.TrainingOptions(minimumMessages: 1)
        let logits = SpamWordModel.outOfFoldLogits(tokens: tokens, isSpam: isSpam, options: options)
        #expect(logits.count == tokens.count)
        #expect(zip(logits.dropLast(), isSpam.dropLast()).allSatisfy { ($0 > 0) == $1 })
        let seen = SpamWordModel(tokens: tokens, isSpam: isSpam, options: options).logit(tokens: ["unique"])
        #expect(try #require(logits.last) < seen - 1, "the out-of-fold model never learned the word")
    }

    /// A filter whose embedding classifier always says even odds, and a word model that knows
    /// a few words.
    var filter: SpamFilter {
        SpamFilter(
            model: SoftmaxRegression(labels: ["ham", "spam"], featureNames: [], weights: [[], []], biases: [0, 0]),
            words: SpamWordModel(weights: ["viagra": 3, "subject:pills": 2, "cheap": 1, "meeting": -4], bias: -0.5),
            spamThreshold: 0.9)
    }

    @Test("the word model's log-odds add to the text classifier's, and the reasons name the words")
    func combination() throws {
        let spam = try parse(subject: "Pills", text: "Cheap viagra here.")
        let verdict = filter.verdict(for: spam, embedding: [0.1, 0.2])
        #expect(verdict.textScore == 0.5)
        #expect(abs((verdict.wordScore ?? 0) - 1 / (1 + exp(-5.5))) < 1e-9)
        #expect(verdict.isSpam)
        #expect(verdict.spamWords == ["viagra", "pills", "cheap"])
        #expect(verdict.reasons.contains("it uses words common in spam (\u{201C}viagra\u{201D}, \u{201C}pills\u{201D}, \u{201C}cheap\u{201D}) (100%)"))

        let withoutWords = SpamFilter(model: filter.model, spamThreshold: 0.9).verdict(for: spam, embedding: [0.1, 0.2])
        #expect(!withoutWords.isSpam && withoutWords.wordScore == nil, "the embedding alone says even odds")

        let ham = try parse(subject: "Tuesday", text: "The meeting moved to noon.")
        let hamVerdict = filter.verdict(for: ham, embedding: [0.1, 0.2])
        #expect(!hamVerdict.isSpam && hamVerdict.spamWords == [])
        #expect(!hamVerdict.reasons.contains { $0.contains("words common in spam") })

        // The sum is floored as the text classifier alone was: words cannot outvote strong rule evidence.
        let floored = filter.verdict(for: ham, textLogit: 0, wordLogit: -20)
        #expect(abs(floored.spamScore - 1 / (1 + exp(1.5))) < 1e-9)
    }

    @Test("mail from a correspondent is not flagged on its words alone")
    func correspondent() throws {
        let spam = try parse(subject: "Pills", text: "Cheap viagra here.")
        let verdict = filter.verdict(for: spam, embedding: [0.1, 0.2], fromCorrespondent: true)
        #expect(!verdict.isSpam)
        #expect(verdict.wordScore == 0.5 && verdict.textScore == 0.5, "both models capped at even odds")
        #expect(!verdict.reasons.contains { $0.contains("words common in spam") })
    }

    @Test("the shipped filter carries a word model of a few thousand words")
    func shipped() throws {
        let words = try #require(try SpamFilter.bundled().words)
        #expect((1_000...5_000).contains(words.weights.count))
    }
}
