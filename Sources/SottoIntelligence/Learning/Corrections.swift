import Foundation
import SottoCore
import SottoIngest
import SottoVault

extension Vault {
    /// Every message whose category the person set by hand, with that category as its label,
    /// for `sotto train categories --with-corrections`. Each counts `weight` times as much as a
    /// corpus example, so a handful of corrections can move a model trained on thousands.
    /// Messages whose stored bytes no longer parse are left out.
    public func corrections(weight: Float) throws -> [LabeledMessage] {
        let parser = MIMEParser()
        return try userCategories().compactMap { correction in
            guard let message = try? parser.parse(try rawMessage(id: correction.messageID)) else { return nil }
            return LabeledMessage(
                file: "vault message \(correction.messageID)", label: correction.category, message: message, weight: weight)
        }
    }
}
