/// The five inbox tabs every email is sorted into.
public enum MailCategory: String, Sendable, Hashable, Codable, CaseIterable, CustomStringConvertible {
    /// Mail from people to the person: friends, family, colleagues, direct conversations.
    case primary
    /// Notifications from social networks and community apps.
    case social
    /// Marketing: offers, sales, product newsletters.
    case promotions
    /// Receipts, bills, statements, shipping, security and account notices, reminders.
    case updates
    /// Mailing lists, groups and discussion boards.
    case forums

    public var description: String { rawValue }

    /// A sentence describing the category, for classification by embedding similarity and
    /// for the generative fallback's prompt.
    public var definition: String {
        switch self {
        case .primary: return "primary: a personal message written by a person to you, a friend, family member or colleague"
        case .social: return "social: a notification from a social network or community app about friends, followers, likes, comments or messages"
        case .promotions: return "promotions: marketing from a company: sales, discounts, offers, coupons, new products, shopping newsletters"
        case .updates: return "updates: an automatic notice: receipt, order or shipping confirmation, bill, bank statement, account security alert, reminder"
        case .forums: return "forums: a message from a mailing list, discussion group or online forum with many members"
        }
    }
}
