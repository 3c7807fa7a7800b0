/// User text (a file's content, a value) as error messages quote it: control characters escaped,
/// so a message stays one line and no terminal escape sequence is replayed, and long text cut.
package enum EchoedText {
    /// `text` with control characters written as `\n`, `\t` or `\u{1B}`, cut to `limit`
    /// characters with "…" after.
    package static func escaped(_ text: some StringProtocol, limit: Int = 80) -> String {
        var result = ""
        var count = 0
        for character in text {
            guard count < limit else { return result + "…" }
            count += 1
            for scalar in character.unicodeScalars {
                switch scalar {
                case "\n": result += "\\n"
                case "\r": result += "\\r"
                case "\t": result += "\\t"
                default:
                    if scalar.properties.generalCategory == .control || scalar.properties.generalCategory == .format && scalar.value >= 0x202A && scalar.value <= 0x2069 {
                        result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
                    } else {
                        result.unicodeScalars.append(scalar)
                    }
                }
            }
        }
        return result
    }
}
