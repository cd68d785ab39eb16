/// Undoes `format=flowed` (RFC 3676): a line ending in a space continues on the next line
/// of the same quote depth; space-stuffing is removed; `delsp=yes` drops the soft space.
enum FlowedText {
    static func unflow(_ text: String, deleteSpace: Bool) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(text.utf8.count)
        var previousFlowed = false
        var previousDepth = 0
        var isFirstLine = true
        for line in text.utf8.split(separator: MIMEBytes.lf, omittingEmptySubsequences: false) {
            var content = line[...]
            var depth = 0
            while content.first == 0x3E {
                depth += 1
                content = content.dropFirst()
            }
            if content.first == MIMEBytes.space { content = content.dropFirst() }
            let isSignatureSeparator = content.elementsEqual([0x2D, 0x2D, 0x20])
            let isFlowed = content.last == MIMEBytes.space && !isSignatureSeparator
            if deleteSpace, isFlowed { content = content.dropLast() }
            if !(previousFlowed && depth == previousDepth) {
                if !isFirstLine { output.append(MIMEBytes.lf) }
                if depth > 0 {
                    output.append(contentsOf: repeatElement(UInt8(0x3E), count: depth))
                    output.append(MIMEBytes.space)
                }
            }
            output.append(contentsOf: content)
            previousFlowed = isFlowed
            previousDepth = depth
            isFirstLine = false
        }
        return String(decoding: output, as: UTF8.self)
    }
}
