/// Text a person typed, made safe to show inside a one-line message on a terminal.
package enum UserText {
    /// `text` with every control character, line or paragraph separator and bidirectional
    /// control written as an escape (`\n`, `\r`, `\t`, else `\u{1B}`), so a message stays one
    /// line and cannot move the cursor, change colours or reorder what the reader sees. Other
    /// characters (accents, CJK, emoji) are kept as they are; a backslash is kept too.
    package static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if isUnsafe(scalar) {
                    result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    private static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator: return true
        case .format: return scalar.properties.isBidiControl
        default: return false
        }
    }
}
