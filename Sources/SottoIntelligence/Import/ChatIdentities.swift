import SottoCore

/// Turns what chat apps show for a person into identities: a phone number becomes E.164 (in
/// the person's default region when written nationally), an email address an email identity,
/// anything else a handle or, for WhatsApp's saved-contact names, a name on that platform.
enum ChatIdentities {
    static func whatsappAuthor(_ author: String, defaultRegion: String) -> Identity {
        if PhoneNumber.looksLikePhone(author), let e164 = PhoneNumber.normalize(author, defaultRegion: defaultRegion) {
            return .phone(e164: e164)
        }
        return .name(author, on: .whatsapp)
    }

    static func imessageHandle(_ handle: String, defaultRegion: String) -> Identity {
        if handle.contains("@") { return .email(handle) }
        if let e164 = PhoneNumber.normalize(handle, defaultRegion: defaultRegion) { return .phone(e164: e164) }
        return Identity(kind: .handle, value: handle, scope: .imessage)
    }
}
