/// The fixed texts WhatsApp writes in place of content, in the languages exports come in.
///
/// Lists are compared by `WhatsAppMarkerKey` (ASCII case, spaces, marks and dots ignored);
/// the iOS suffixes and notice phrases by lowercased text.
enum WhatsAppMarkers {
    /// Whole-message placeholders for media left out of an export (Android and iOS).
    static let mediaPlaceholders: Set<UInt64> = WhatsAppMarkerKey.set([
        "<Media omitted>", "<Medien ausgeschlossen>", "<Medien weggelassen>", "<Multimedia omitido>",
        "<Multimedia omitidos>", "<Médias omis>", "<Media omessi>", "<Mídia oculta>", "<Arquivo de mídia oculto>",
        "<Media weggelaten>", "<Без медиафайлов>", "<Media dihilangkan>", "<Medya dahil edilmedi>", "<Media pominięte>",
        "image omitted", "video omitted", "audio omitted", "sticker omitted", "GIF omitted", "document omitted",
        "Contact card omitted", "Bild weggelassen", "Video weggelassen", "Audio weggelassen", "Sticker weggelassen",
        "GIF weggelassen", "Dokument weggelassen", "Kontaktkarte weggelassen", "imagen omitida", "video omitido",
        "audio omitido", "sticker omitido", "GIF omitido", "documento omitido", "image absente", "vidéo absente",
        "audio omis", "immagine omessa", "video omesso", "audio omesso", "imagem ocultada", "vídeo omitido",
        "áudio ocultado", "afbeelding weggelaten", "video weggelaten",
    ])

    /// Endings of iOS placeholders (`‎Report.pdf • 3 pages ‎document omitted`), accepted only
    /// when the text starts with a direction mark, as iOS writes them.
    static let markedMediaSuffixes: [String] = [
        " omitted", " weggelassen", " omitida", " omitido", " omessa", " omesso", " absente", " absent",
        " omis", " omise", " ocultada", " ocultado", " oculto", " weggelaten",
    ]

    /// The word before `:` in iOS attachment references: `<attached: 00000012-PHOTO-….jpg>`.
    static let attachedWords: Set<UInt64> = WhatsAppMarkerKey.set([
        "attached", "Anhang", "adjunto", "adjuntado", "pièce jointe", "allegato", "anexo", "anexado", "bijlage",
        "вложение", "załącznik", "ek", "lampiran",
    ])

    /// The parenthesis after an Android attachment's file name: `IMG-….jpg (file attached)`.
    static let fileAttachedPhrases: Set<UInt64> = WhatsAppMarkerKey.set([
        "(file attached)", "(Datei angehängt)", "(archivo adjunto)", "(fichier joint)", "(file allegato)",
        "(arquivo anexado)", "(bestand bijgevoegd)", "(файл добавлен)", "(plik załączony)", "(dosya ekli)",
        "(file terlampir)",
    ])

    /// Texts that stand for a deleted message.
    static let deletedMessages: Set<UInt64> = WhatsAppMarkerKey.set([
        "This message was deleted", "You deleted this message", "Diese Nachricht wurde gelöscht",
        "Du hast diese Nachricht gelöscht", "Se eliminó este mensaje", "Eliminaste este mensaje",
        "Este mensaje fue eliminado", "Ce message a été supprimé", "Vous avez supprimé ce message",
        "Questo messaggio è stato eliminato", "Hai eliminato questo messaggio", "Mensagem apagada",
        "Esta mensagem foi apagada", "Você apagou esta mensagem", "Dit bericht is verwijderd",
        "Je hebt dit bericht verwijderd", "Это сообщение удалено", "Вы удалили это сообщение",
        "Ta wiadomość została usunięta", "Usunąłeś tę wiadomość", "Bu mesaj silindi", "Bu mesajı sildiniz",
        "Pesan ini telah dihapus", "Anda menghapus pesan ini",
    ])

    /// The `<…>` marker WhatsApp appends to an edited message.
    static let editedMarkers: Set<UInt64> = WhatsAppMarkerKey.set([
        "<This message was edited>", "<Diese Nachricht wurde bearbeitet>", "<Se editó este mensaje>",
        "<Este mensaje se editó>", "<Ce message a été modifié>", "<Questo messaggio è stato modificato>",
        "<Esta mensagem foi editada>", "<Mensagem editada>", "<Dit bericht is bewerkt>",
        "<Это сообщение изменено>", "<Ta wiadomość została edytowana>", "<Bu mesaj düzenlendi>",
        "<Pesan ini telah diedit>",
    ])

    /// Phrases (lowercased) found in system notices: encryption, group changes, joins, leaves,
    /// number changes, calls. Consulted only when the author part of a line is doubtful.
    static let systemPhrases: [String] = [
        "end-to-end encrypted", "ende-zu-ende-verschlüsselt", "cifrados de extremo a extremo",
        "chiffrés de bout en bout", "crittografia end-to-end", "crittografati end-to-end",
        "criptografia de ponta a ponta", "end-to-end versleuteld", "сквозным шифрованием",
        " created group", " created this group", " created the group", " added ", " removed ", " left",
        " joined using this group", " changed the subject", " changed this group", " changed the group",
        " changed their phone number", " changed to ", " changed the settings", "security code",
        "disappearing messages", "missed voice call", "missed video call", "this chat is with a business",
        " hat die gruppe", " erstellt", " hinzugefügt", " entfernt", " verlassen", " ist über den einladungslink",
        " hat den betreff", " hat das gruppenbild", " hat die gruppenbeschreibung", " hat seine telefonnummer",
        " hat ihre telefonnummer", "sicherheitsnummer", "selbstlöschende nachrichten", "verpasster",
        " creó el grupo", " añadió", " eliminó a ", " salió", " cambió", " se unió", "código de seguridad",
        " a créé le groupe", " a ajouté", " est parti", " a modifié", " a changé", " a rejoint",
        " ha creato il gruppo", " ha aggiunto", " è uscito", " ha cambiato", " criou o grupo", " adicionou",
        " saiu", " mudou", " alterou",
    ]
}
