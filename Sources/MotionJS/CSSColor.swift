import Foundation
import MotionRender

/// A CSS colour as a canvas reads it from `fillStyle` / `strokeStyle` (CSS Color 4): named
/// colours, `transparent`, `currentcolor` (black, as on a canvas with no styled element), hex
/// (`#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`), `rgb()`/`rgba()` and `hsl()`/`hsla()` in the legacy
/// comma syntax and the modern space syntax with `/ alpha` and `none`, `hwb()`, and
/// `color(srgb r g b / a)` (channels as fractions: a mixed colour keeps every digit).
///
/// Channels keep their fractional values for drawing (`rgb(12.5 0 0)` draws 12.5/255), clamped
/// to their ranges; ``serialized`` rounds them as the HTML specification's colour serialization
/// does (also for `color(srgb …)`, which a browser would write back as given). Colour spaces
/// beyond sRGB (`lab()`, `oklch()`, `color(display-p3 …)`, …), `color-mix()` and `calc()`
/// are reported as unsupported rather than ignored, so a prototype never silently loses a colour.
struct CSSColor: Hashable, Sendable {
    /// Red, green, blue and alpha in `[0, 1]`.
    let color: MotionColor

    /// What parsing a string gave.
    enum Parsed: Equatable {
        case color(CSSColor)
        /// Not a CSS colour: a canvas ignores the assignment.
        case invalid
        /// Valid CSS that this renderer cannot draw yet; the message names the construct.
        case unsupported(String)
    }

    init(_ color: MotionColor) {
        self.color = color
    }

    /// Opaque black, the default of `fillStyle` and `strokeStyle`.
    static let black = CSSColor(MotionColor(red: 0, green: 0, blue: 0))

    /// Parses `text` (case-insensitive, surrounding whitespace allowed).
    static func parse(_ text: String) -> Parsed {
        let trimmed = text.trimmingCharacters(in: CSSColor.whitespace)
        guard !trimmed.isEmpty else { return .invalid }
        let lower = trimmed.lowercased()
        if lower.hasPrefix("#") { return hex(lower.dropFirst()) }
        if let open = lower.firstIndex(of: "(") {
            // A function left open at the end of the text is closed there (CSS Syntax §5.4.9:
            // the end of input ends every open block), so `rgb(0, 255, 0` is green.
            let closed = lower.hasSuffix(")")
            guard closed || !lower.contains(")") else { return .invalid }
            let end = closed ? lower.index(before: lower.endIndex) : lower.endIndex
            return function(String(lower[..<open]), String(lower[lower.index(after: open)..<end]))
        }
        switch lower {
        case "transparent": return .color(CSSColor(MotionColor(red: 0, green: 0, blue: 0, alpha: 0)))
        case "currentcolor": return .color(.black)
        default:
            if let value = CSSNamedColors.table[lower] { return .color(CSSColor(rgb24: value)) }
            if CSSColor.systemColors.contains(lower) { return .unsupported("the system colour '\(trimmed)'") }
            return .invalid
        }
    }

    /// The HTML serialization: `#rrggbb` when opaque, else `rgba(r, g, b, a)` with 8-bit channels
    /// and the alpha written with the fewest decimals (at most 3) that give back its 8-bit value.
    var serialized: String {
        // Half-way values round up; the 1e-9 keeps a computed colour that is mathematically
        // on the half (hwb(200 10% 20%): 144.5) from falling below it by floating-point error.
        func byte(_ v: Double) -> Int { Int((min(1, max(0, v)) * 255 + 1e-9).rounded()) }
        let r = byte(color.red), g = byte(color.green), b = byte(color.blue), a = byte(color.alpha)
        if a == 255 {
            return "#" + [r, g, b].map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
        }
        return "rgba(\(r), \(g), \(b), \(CSSColor.alphaText(a)))"
    }

    /// `0.5`, `0.2`, `0.498`: two decimals when they survive the 8-bit round trip, else three.
    static func alphaText(_ alpha8: Int) -> String {
        if alpha8 == 0 { return "0" }
        let exact = Double(alpha8) / 255
        let two = (exact * 100).rounded() / 100
        let value = Int((two * 255).rounded()) == alpha8 ? two : (exact * 1000).rounded() / 1000
        var text = String(format: "%.3f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    private init(rgb24: UInt32, alpha: Double = 1) {
        self.init(MotionColor(red: Double((rgb24 >> 16) & 0xFF) / 255, green: Double((rgb24 >> 8) & 0xFF) / 255,
                              blue: Double(rgb24 & 0xFF) / 255, alpha: alpha))
    }

    private static func hex(_ digits: Substring) -> Parsed {
        // CSS hex digits are ASCII: a full-width "#ＦＦＦ" is not a colour.
        MotionColor(hexDigits: digits).map { .color(CSSColor($0)) } ?? .invalid
    }

    private static func function(_ name: String, _ body: String) -> Parsed {
        guard !body.contains("calc(") else { return .unsupported("calc() in a colour") }
        switch name {
        case "rgb", "rgba": return rgb(body)
        case "hsl", "hsla": return hslOrHWB(body, hwb: false)
        case "hwb": return hslOrHWB(body, hwb: true)
        case "color": return srgbFunction(body)
        case "lab", "lch", "oklab", "oklch", "color-mix", "light-dark", "device-cmyk":
            return .unsupported("the colour function \(name)() (only sRGB colours so far)")
        default: return .invalid
        }
    }

    // MARK: - Components

    /// One component of a colour function.
    private enum Component: Equatable {
        case number(Double)
        case percentage(Double)
        case angle(degrees: Double)
        case none
    }

    /// Splits a function body into components and the alpha, for both syntaxes: legacy (commas,
    /// no `none`) or modern (spaces, optional `/ alpha`). Nil when the shape is wrong.
    private static func components(_ body: String) -> (values: [Component], alpha: Component?, legacy: Bool)? {
        let legacy = body.contains(",")
        if legacy {
            guard !body.contains("/") else { return nil }
            let parts = body.split(separator: ",", omittingEmptySubsequences: false)
                .map { $0.trimmingCharacters(in: whitespace) }
            guard parts.count == 3 || parts.count == 4, let values = unwrapped(parts.map(component)),
                  !values.contains(.none) else { return nil }
            return (Array(values.prefix(3)), values.count == 4 ? values[3] : nil, true)
        }
        let halves = body.split(separator: "/", omittingEmptySubsequences: false)
        guard halves.count <= 2 else { return nil }
        let words = halves[0].split(whereSeparator: { whitespace.contains($0.unicodeScalars.first!) }).map(String.init)
        guard words.count == 3, let values = unwrapped(words.map(component)) else { return nil }
        var alpha: Component?
        if halves.count == 2 {
            let text = halves[1].trimmingCharacters(in: whitespace)
            guard let parsed = component(text), !text.contains(where: { $0 == " " || $0 == "\t" }) else { return nil }
            alpha = parsed
        }
        return (values, alpha, false)
    }

    private static func component(_ text: String) -> Component? {
        if text == "none" { return Component.none }
        if text.hasSuffix("%") { return CSSNumber.parse(text.dropLast()).map(Component.percentage) }
        for (unit, degrees) in [("deg", 1.0), ("grad", 0.9), ("rad", 180 / Double.pi), ("turn", 360.0)] where text.hasSuffix(unit) {
            return CSSNumber.parse(text.dropLast(unit.count)).map { Component.angle(degrees: $0 * degrees) }
        }
        return CSSNumber.parse(Substring(text)).map(Component.number)
    }

    /// An alpha value (number or percentage), clamped to `[0, 1]`; absent means 1, `none` 0.
    private static func alphaValue(_ component: Component?) -> Double? {
        switch component {
        case nil: return 1
        case .number(let v)?: return clamp01(v)
        case .percentage(let v)?: return clamp01(v / 100)
        case .none?: return 0
        case .angle?: return nil
        }
    }

    private static func rgb(_ body: String) -> Parsed {
        guard let (values, alphaComponent, legacy) = components(body), let alpha = alphaValue(alphaComponent) else { return .invalid }
        if legacy {
            // Legacy syntax: all three numbers or all three percentages.
            let percentages = values.allSatisfy { if case .percentage = $0 { return true } else { return false } }
            let numbers = values.allSatisfy { if case .number = $0 { return true } else { return false } }
            guard percentages || numbers else { return .invalid }
        }
        var channels: [Double] = []
        for value in values {
            switch value {
            case .number(let v): channels.append(clamp01(v / 255))
            case .percentage(let v): channels.append(clamp01(v / 100))
            case .none: channels.append(0)
            case .angle: return .invalid
            }
        }
        return .color(CSSColor(MotionColor(red: channels[0], green: channels[1], blue: channels[2], alpha: alpha)))
    }

    /// `color(srgb r g b [/ a])` with channels as fractions (or percentages) of full intensity;
    /// other colour spaces are reported as unsupported.
    private static func srgbFunction(_ body: String) -> Parsed {
        let trimmed = body.trimmingCharacters(in: whitespace)
        guard let space = trimmed.split(whereSeparator: { whitespace.contains($0.unicodeScalars.first!) }).first else { return .invalid }
        guard space == "srgb" else {
            return .unsupported("the colour space '\(space)' of color() (only srgb so far)")
        }
        let rest = String(trimmed.dropFirst(space.count))
        guard let (values, alphaComponent, legacy) = components(rest), !legacy, let alpha = alphaValue(alphaComponent) else { return .invalid }
        var channels: [Double] = []
        for value in values {
            switch value {
            case .number(let v): channels.append(clamp01(v))
            case .percentage(let v): channels.append(clamp01(v / 100))
            case .none: channels.append(0)
            case .angle: return .invalid
            }
        }
        return .color(CSSColor(MotionColor(red: channels[0], green: channels[1], blue: channels[2], alpha: alpha)))
    }

    private static func hslOrHWB(_ body: String, hwb: Bool) -> Parsed {
        guard let (values, alphaComponent, legacy) = components(body), let alpha = alphaValue(alphaComponent) else { return .invalid }
        if hwb, legacy { return .invalid }
        let hue: Double
        switch values[0] {
        case .number(let v): hue = v
        case .angle(let degrees): hue = degrees
        case .none: hue = 0
        case .percentage: return .invalid
        }
        var fractions: [Double] = []
        for value in values.dropFirst() {
            switch value {
            case .percentage(let v): fractions.append(v / 100)
            // The modern syntax also takes plain numbers, meaning percentages.
            case .number(let v) where !legacy: fractions.append(v / 100)
            case .none: fractions.append(0)
            default: return .invalid
            }
        }
        guard hue.isFinite else { return .invalid }
        let h = hue.truncatingRemainder(dividingBy: 360) + (hue < 0 ? 360 : 0)
        let rgb: (Double, Double, Double)
        if hwb {
            let white = clamp01(fractions[0]), black = clamp01(fractions[1])
            if white + black >= 1 {
                let gray = white / (white + black)
                rgb = (gray, gray, gray)
            } else {
                let pure = hslToRGB(h, 1, 0.5)
                let scale = 1 - white - black
                rgb = (pure.0 * scale + white, pure.1 * scale + white, pure.2 * scale + white)
            }
        } else {
            rgb = hslToRGB(h, clamp01(fractions[0]), clamp01(fractions[1]))
        }
        return .color(CSSColor(MotionColor(red: clamp01(rgb.0), green: clamp01(rgb.1), blue: clamp01(rgb.2), alpha: alpha)))
    }

    /// CSS Color 4 §7.1: hue in degrees `[0, 360)`, saturation and lightness in `[0, 1]`.
    private static func hslToRGB(_ hue: Double, _ saturation: Double, _ lightness: Double) -> (Double, Double, Double) {
        func channel(_ n: Double) -> Double {
            let k = (n + hue / 30).truncatingRemainder(dividingBy: 12)
            let a = saturation * min(lightness, 1 - lightness)
            return lightness - a * max(-1, min(k - 3, 9 - k, 1))
        }
        return (channel(0), channel(8), channel(4))
    }

    private static func clamp01(_ v: Double) -> Double { v.isNaN ? 0 : min(1, max(0, v)) }

    /// CSS whitespace: space, tab, line feed, form feed, carriage return.
    static let whitespace = CharacterSet(charactersIn: " \t\n\u{0C}\r")

    /// CSS system colours (Canvas, CanvasText, …), valid but dependent on a user agent's theme.
    private static let systemColors: Set<String> = [
        "accentcolor", "accentcolortext", "activetext", "buttonborder", "buttonface", "buttontext", "canvas",
        "canvastext", "field", "fieldtext", "graytext", "highlight", "highlighttext", "linktext", "mark",
        "marktext", "selecteditem", "selecteditemtext", "visitedtext",
    ]
}

/// The unwrapped elements when none is nil.
private func unwrapped<T>(_ values: [T?]) -> [T]? {
    var out: [T] = []
    for value in values {
        guard let value else { return nil }
        out.append(value)
    }
    return out
}
