import Foundation
import MotionRender

/// The canvas `font` attribute: the CSS `font` shorthand, parsed and serialized as the HTML
/// specification asks (`[style] [variant] [weight] [stretch] size[/line-height] family[, family]*`).
///
/// Relative sizes resolve against the canvas default of 10px (`2em` → 20px, `50%` → 5px,
/// `larger` → 12px), `rem` against 16px, keywords against the CSS table (`medium` → 16px); `pt`,
/// `pc`, `in`, `cm`, `mm` and `q` convert to CSS pixels, and one CSS pixel is one point of the
/// scene's box. CSS-wide keywords (`inherit`, …) and system fonts are not fonts here.
struct CSSFont: Hashable, Sendable {
    enum Style: String, Sendable { case normal, italic, oblique }

    var style: Style = .normal
    var smallCaps = false
    /// CSS weight, 1…1000 (400 normal, 700 bold).
    var weight: Double = 400
    /// `normal` or a stretch keyword such as `condensed`.
    var stretch = "normal"
    /// In CSS pixels (points of the box), > 0.
    var size: Double = 10
    /// Family names in order; `quoted` remembers how each was written, for serialization.
    var families: [(name: String, quoted: Bool)] = [("sans-serif", false)]

    /// The canvas default, `10px sans-serif`.
    static let canvasDefault = CSSFont()

    /// What parsing gave: a font, not a font (the assignment is ignored), or valid CSS this
    /// renderer cannot honour yet (named in the message).
    enum Parsed {
        case font(CSSFont)
        case invalid
        case unsupported(String)
    }

    static func == (lhs: CSSFont, rhs: CSSFont) -> Bool { lhs.serialized == rhs.serialized }
    func hash(into hasher: inout Hasher) { hasher.combine(serialized) }

    /// The font MotionCanvas draws with: the first family (generic names map to fixed families,
    /// see ``fontconfigName(_:)``; a named family that is not installed is warned about once), the
    /// weight rounded to the nearest hundred in 100…900.
    var motionFont: MotionFont {
        let rounded = Int((min(900, max(100, weight)) / 100).rounded()) * 100
        let family = families.first.map { CSSFont.fontconfigName($0.name) } ?? "sans-serif"
        return MotionFont(family: family, size: size, weight: FontWeight(rawValue: rounded) ?? .regular)
    }

    /// What stops this font from being drawn as asked, if anything (italics, small caps, a
    /// stretch: MotionFont has none of them yet).
    var unsupportedFeature: String? {
        if style != .normal { return "\(style.rawValue) text (MotionFont has no slant yet)" }
        if smallCaps { return "small-caps text" }
        if stretch != "normal" { return "font stretch '\(stretch)'" }
        return nil
    }

    /// As the getter returns it: `600 15px Inter`, `italic bold 12px "Unknown Font", serif`.
    var serialized: String {
        var parts: [String] = []
        if style != .normal { parts.append(style.rawValue) }
        if smallCaps { parts.append("small-caps") }
        if weight == 700 { parts.append("bold") } else if weight != 400 { parts.append(CSSFont.number(weight)) }
        if stretch != "normal" { parts.append(stretch) }
        parts.append(CSSFont.number(size) + "px")
        let list = families.map { family -> String in
            guard family.quoted || family.name.contains(" ") else { return family.name }
            return "\"" + family.name.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        }
        return (parts + [list.joined(separator: ", ")]).joined(separator: " ")
    }

    // MARK: - Parsing

    static func parse(_ text: String) -> Parsed {
        guard let tokens = tokenize(text), !tokens.isEmpty else { return .invalid }
        if tokens.count == 1, case .word(let word) = tokens[0], systemFonts.contains(word.lowercased()) {
            return .unsupported("the system font '\(word)'")
        }
        var font = CSSFont()
        var index = 0
        var seenStyle = false, seenVariant = false, seenWeight = false, seenStretch = false, normals = 0
        // Up to four optional keywords before the size, each at most once ("normal" fills any).
        prefix: while index < tokens.count {
            guard case .word(let raw) = tokens[index] else { break }
            let word = raw.lowercased()
            switch word {
            case "normal": normals += 1
            case "italic", "oblique":
                guard !seenStyle else { return .invalid }
                seenStyle = true
                font.style = word == "italic" ? .italic : .oblique
                // `oblique 10deg`: an angle may follow.
                if word == "oblique", index + 1 < tokens.count, case .word(let next) = tokens[index + 1], angle(next) != nil {
                    index += 1
                }
            case "small-caps":
                guard !seenVariant else { return .invalid }
                seenVariant = true
                font.smallCaps = true
            case "bold", "bolder":
                guard !seenWeight else { return .invalid }
                seenWeight = true
                font.weight = 700
            case "lighter":
                guard !seenWeight else { return .invalid }
                seenWeight = true
                font.weight = 100
            case _ where stretchKeywords.contains(word):
                guard !seenStretch else { return .invalid }
                seenStretch = true
                font.stretch = word
            default:
                // A bare number is a weight (1…1000); anything else starts the size.
                if let value = CSSNumber.parse(Substring(word)) {
                    guard !seenWeight, value >= 1, value <= 1000 else { return .invalid }
                    seenWeight = true
                    font.weight = value
                } else {
                    break prefix
                }
            }
            index += 1
            if (seenStyle ? 1 : 0) + (seenVariant ? 1 : 0) + (seenWeight ? 1 : 0) + (seenStretch ? 1 : 0) + normals > 4 { return .invalid }
        }
        guard index < tokens.count, case .word(let sizeWord) = tokens[index] else { return .invalid }
        switch size(sizeWord.lowercased()) {
        case .some(.success(let px)): font.size = px
        case .some(.failure(let why)): return .unsupported(why.message)
        case nil: return .invalid
        }
        index += 1
        if index < tokens.count, case .slash = tokens[index] {
            index += 1
            guard index < tokens.count, case .word(let lineHeight) = tokens[index], isLineHeight(lineHeight.lowercased()) else { return .invalid }
            index += 1
        }
        // The family list: names separated by commas; a name is one string or words joined by spaces.
        var families: [(String, Bool)] = []
        var words: [String] = []
        var quoted: String?
        func endFamily() -> Bool {
            if let name = quoted {
                guard words.isEmpty else { return false }
                families.append((name, true))
            } else {
                guard !words.isEmpty else { return false }
                let lowered = words.map { $0.lowercased() }
                if words.count == 1, cssWideKeywords.contains(lowered[0]) || lowered[0] == "default" { return false }
                families.append((words.joined(separator: " "), false))
            }
            words = []
            quoted = nil
            return true
        }
        while index < tokens.count {
            switch tokens[index] {
            case .word(let word):
                guard quoted == nil, isIdentifier(word) else { return .invalid }
                words.append(word)
            case .string(let string):
                guard quoted == nil, words.isEmpty else { return .invalid }
                quoted = string
            case .comma:
                guard endFamily() else { return .invalid }
            case .slash:
                return .invalid
            }
            index += 1
        }
        guard endFamily(), !families.isEmpty else { return .invalid }
        font.families = families.map { (name: $0.0, quoted: $0.1) }
        return .font(font)
    }

    private enum Token {
        case word(String)
        case string(String)
        case comma
        case slash
    }

    /// Words, quoted strings (with CSS backslash escapes), commas and slashes; nil for an
    /// unterminated string.
    private static func tokenize(_ text: String) -> [Token]? {
        var tokens: [Token] = []
        var chars = Array(text.unicodeScalars)[...]
        while let c = chars.first {
            if CSSColor.whitespace.contains(c) { chars = chars.dropFirst(); continue }
            if c == "," { tokens.append(.comma); chars = chars.dropFirst(); continue }
            if c == "/" { tokens.append(.slash); chars = chars.dropFirst(); continue }
            if c == "\"" || c == "'" {
                chars = chars.dropFirst()
                var value = String.UnicodeScalarView()
                var closed = false
                while let d = chars.first {
                    chars = chars.dropFirst()
                    if d == c { closed = true; break }
                    if d == "\\" {
                        guard let escaped = chars.first else { break }
                        chars = chars.dropFirst()
                        value.append(escaped)
                    } else {
                        value.append(d)
                    }
                }
                guard closed else { return nil }
                tokens.append(.string(String(value)))
                continue
            }
            var word = String.UnicodeScalarView()
            while let d = chars.first, !CSSColor.whitespace.contains(d), d != ",", d != "/", d != "\"", d != "'" {
                word.append(d)
                chars = chars.dropFirst()
            }
            tokens.append(.word(String(word)))
        }
        return tokens
    }

    private struct Unsupported: Error { let message: String }

    /// A font size in CSS pixels; nil when `word` is not a size, a failure for valid sizes this
    /// renderer cannot resolve (font-relative units other than em).
    private static func size(_ word: String) -> Result<Double, Unsupported>? {
        if let keyword = absoluteSizes[word] { return .success(keyword) }
        if word == "larger" { return .success(defaultSize * 1.2) }
        if word == "smaller" { return .success(defaultSize / 1.2) }
        guard let (value, unit) = dimension(word), value >= 0, value.isFinite else { return nil }
        switch unit {
        case "%": return .success(defaultSize * value / 100)
        case "em": return .success(defaultSize * value)
        case "rem": return .success(16 * value)
        case "ex", "ch", "cap", "ic", "lh", "rlh", "rex", "rch", "rcap", "ric":
            return .failure(Unsupported(message: "the font-relative unit '\(unit)' in a font size"))
        default:
            guard let scale = absoluteUnits[unit] else { return nil }
            return .success(value * scale)
        }
    }

    private static func isLineHeight(_ word: String) -> Bool {
        if word == "normal" || CSSNumber.parse(Substring(word)) != nil { return true }
        guard let (_, unit) = dimension(word) else { return false }
        return unit == "%" || unit == "em" || unit == "rem" || absoluteUnits[unit] != nil
    }

    /// `12.5px` → (12.5, "px"); a unit is required (a bare 0 also counts as a length).
    private static func dimension(_ word: String) -> (Double, String)? {
        if word == "0" { return (0, "px") }
        guard let split = word.firstIndex(where: { $0.isLetter || $0 == "%" }) else { return nil }
        guard let value = CSSNumber.parse(word[..<split]) else { return nil }
        return (value, String(word[split...]))
    }

    private static func angle(_ word: String) -> Double? {
        guard let (value, unit) = dimension(word.lowercased()), ["deg", "rad", "grad", "turn"].contains(unit) else { return nil }
        return value
    }

    private static func isIdentifier(_ word: String) -> Bool {
        guard let first = word.unicodeScalars.first else { return false }
        if first.properties.numericType != nil || first == "#" { return false }
        if word.hasPrefix("--") { return true }
        if first == "-", let second = word.unicodeScalars.dropFirst().first, second.properties.numericType != nil { return false }
        return word.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || $0.properties.numericType != nil || $0 == "-" || $0 == "_" || $0.value > 0x7F }
    }

    /// The family drawn for a CSS generic family: fixed installed families rather than the
    /// machine's defaults, so text looks the same on every machine (Inter is the project's font,
    /// DejaVu comes with fontconfig). Other names go to fontconfig as they are.
    static func fontconfigName(_ family: String) -> String {
        switch family.lowercased() {
        case "sans-serif", "system-ui", "ui-sans-serif", "ui-rounded", "-apple-system", "cursive", "fantasy", "emoji", "math", "fangsong":
            return MotionFont.defaultFamily
        case "serif", "ui-serif": return "DejaVu Serif"
        case "monospace", "ui-monospace": return "DejaVu Sans Mono"
        default: return family
        }
    }

    private static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// The size relative units resolve against: the canvas default font is 10px.
    static let defaultSize = 10.0
    private static let absoluteSizes: [String: Double] = [
        "xx-small": 9, "x-small": 10, "small": 13, "medium": 16, "large": 18, "x-large": 24, "xx-large": 32, "xxx-large": 48,
    ]
    private static let absoluteUnits: [String: Double] = [
        "px": 1, "pt": 4.0 / 3, "pc": 16, "in": 96, "cm": 96 / 2.54, "mm": 96 / 25.4, "q": 96 / 101.6,
    ]
    private static let stretchKeywords: Set<String> = [
        "ultra-condensed", "extra-condensed", "condensed", "semi-condensed", "semi-expanded", "expanded", "extra-expanded", "ultra-expanded",
    ]
    private static let cssWideKeywords: Set<String> = ["inherit", "initial", "unset", "revert", "revert-layer"]
    private static let systemFonts: Set<String> = ["caption", "icon", "menu", "message-box", "small-caption", "status-bar"]
}
