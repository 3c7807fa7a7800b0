/// The one rule for turning a name a user chose (a scene's, a test's, a tool's) into part of a
/// file name, an SVG id or a shell identifier: ASCII letters and digits are kept, and so are the
/// characters of `keeping`; every other character is dropped, or replaced by `replacement` when
/// one is given. `SafeName.text("Coins 2/ü")` is `Coins2`.
package enum SafeName {
    /// `text` with only ASCII letters, digits and the characters of `keeping` (default `-` and
    /// `_`); others are dropped (`replacement` nil, the default) or replaced by `replacement`.
    package static func text(_ text: String, keeping: String = "-_", replacement: Character? = nil) -> String {
        var result = ""
        for character in text {
            if character.isASCII && (character.isLetter || character.isNumber || keeping.contains(character)) {
                result.append(character)
            } else if let replacement {
                result.append(replacement)
            }
        }
        return result
    }
}
