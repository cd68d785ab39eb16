/// Makes text from outside (mail, chats, calendars, model output) safe to print to a terminal.
///
/// A hostile message can carry escape sequences that clear the screen, retitle the window,
/// write the clipboard (OSC 52) or reorder what the reader sees (bidi overrides). Every human
/// line the CLI prints passes through ``sanitized(_:)`` (see `print` in Output.swift); JSON
/// output does not need it, since JSON escapes control characters.
enum TerminalText {
    /// `text` with line feeds and tabs kept, escape sequences (ESC or C1 introduced: CSI, OSC,
    /// DCS, APC, PM, SOS) removed whole, other C0 and C1 controls and DEL shown as U+FFFD,
    /// and the bidi embedding, override and isolate controls (U+202A–U+202E, U+2066–U+2069)
    /// removed. A carriage return before a line feed is dropped.
    static func sanitized(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsCare) else { return text }
        let scalars = Array(text.unicodeScalars)
        var result = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            let value = scalars[index].value
            switch value {
            case 0x0A, 0x09:
                result.append(scalars[index])
                index += 1
            case 0x0D where index + 1 < scalars.count && scalars[index + 1].value == 0x0A:
                index += 1
            case 0x1B:
                index = endOfEscape(scalars, from: index + 1)
            case 0x9B:
                index = endOfControlSequence(scalars, from: index + 1)
            case 0x90, 0x98, 0x9D, 0x9E, 0x9F:
                index = endOfControlString(scalars, from: index + 1)
            case 0x202A...0x202E, 0x2066...0x2069:
                index += 1
            case 0x00...0x1F, 0x7F...0x9F:
                result.append("\u{FFFD}")
                index += 1
            default:
                result.append(scalars[index])
                index += 1
            }
        }
        return String(result)
    }

    private static func needsCare(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x09: false
        case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// The index after an escape sequence whose ESC came just before `start`.
    private static func endOfEscape(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
        guard start < scalars.count else { return start }
        switch scalars[start] {
        case "[": return endOfControlSequence(scalars, from: start + 1)
        case "]", "P", "X", "^", "_": return endOfControlString(scalars, from: start + 1)
        default:
            // Two-character sequences (ESC c, ESC 7, ESC ( B…): intermediates, then a final.
            var index = start
            while index < scalars.count, (0x20...0x2F).contains(scalars[index].value) { index += 1 }
            if index < scalars.count, (0x30...0x7E).contains(scalars[index].value) { index += 1 }
            return index
        }
    }

    /// CSI: parameter and intermediate characters, then one final character.
    private static func endOfControlSequence(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
        var index = start
        while index < scalars.count, (0x20...0x3F).contains(scalars[index].value) { index += 1 }
        if index < scalars.count, (0x40...0x7E).contains(scalars[index].value) { index += 1 }
        return index
    }

    /// OSC, DCS and the other strings run to BEL, ESC \ or ST (or to the end of the text).
    private static func endOfControlString(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
        var index = start
        while index < scalars.count {
            switch scalars[index].value {
            case 0x07, 0x9C: return index + 1
            case 0x1B: return index + 1 < scalars.count && scalars[index + 1] == "\\" ? index + 2 : index
            default: index += 1
            }
        }
        return index
    }
}
