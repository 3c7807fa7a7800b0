import Foundation
import MotionRender

/// The canvas `filter` attribute: `none`, or CSS filter functions in order (Filter Effects §5),
/// as MotionCanvas filters. Lengths are CSS pixels (points of the box) and, like shadows, are
/// not changed by the transform.
///
/// `blur(r)` is a Gaussian of standard deviation r; `drop-shadow(dx dy [b] [colour])` one of
/// b / 2; `brightness(k)` multiplies (CSS), `contrast`, `grayscale`, `invert`, `opacity`,
/// `saturate`, `sepia` take numbers or percentages, `hue-rotate` an angle. `url(…)` references
/// to SVG filters are refused loudly (a scene has no document to find them in).
enum CSSFilter {
    enum Parsed {
        case filters([Filter])
        case invalid
        case unsupported(String)
        /// More functions than ``/MotionGraphics/RenderLimits/filterChain``.
        case tooLong
    }

    static func parse(_ text: String) -> Parsed {
        let source = text.trimmingCharacters(in: CSSColor.whitespace)
        if source.lowercased() == "none" { return .filters([]) }
        var filters: [Filter] = []
        var rest = Substring(source)
        while true {
            rest = rest.drop { CSSColor.whitespace.contains($0.unicodeScalars.first!) }
            if rest.isEmpty { break }
            guard let open = rest.firstIndex(of: "(") else { return .invalid }
            let name = rest[..<open].lowercased()
            // The arguments run to the matching parenthesis (colours have their own).
            var depth = 0, close: Substring.Index?
            for index in rest[open...].indices {
                if rest[index] == "(" { depth += 1 } else if rest[index] == ")" { depth -= 1; if depth == 0 { close = index; break } }
            }
            guard let close else { return .invalid }
            let body = rest[rest.index(after: open)..<close].trimmingCharacters(in: CSSColor.whitespace)
            if name == "url" { return .unsupported("url() filter references (a scene has no SVG filters to refer to)") }
            guard let filter = function(name, body) else { return .invalid }
            guard filters.count < RenderLimits.filterChain else { return .tooLong }
            filters.append(filter)
            rest = rest[rest.index(after: close)...]
        }
        return filters.isEmpty ? .invalid : .filters(filters)
    }

    private static func function(_ name: String, _ body: String) -> Filter? {
        switch name {
        case "blur":
            guard let radius = body.isEmpty ? 0 : length(body), radius >= 0 else { return nil }
            return .blur(radius: radius)
        case "brightness": return amount(body, clampToOne: false).map { .colorMatrix(.scale($0)) }
        case "contrast": return amount(body, clampToOne: false).map { .contrast($0) }
        case "grayscale": return amount(body, clampToOne: true).map { .grayscale($0) }
        case "invert": return amount(body, clampToOne: true).map { .colorInvert($0) }
        case "opacity": return amount(body, clampToOne: true).map { .opacity($0) }
        case "saturate": return amount(body, clampToOne: false).map { .saturation($0) }
        case "sepia": return amount(body, clampToOne: true).map { .colorMatrix(.sepia($0)) }
        case "hue-rotate":
            guard let radians = body.isEmpty ? 0 : angle(body) else { return nil }
            return .hueRotation(.radians(radians))
        case "drop-shadow": return dropShadow(body)
        default: return nil
        }
    }

    /// A number or percentage ≥ 0 (default 1); `clampToOne` caps it at 1, as those functions do.
    private static func amount(_ text: String, clampToOne: Bool) -> Double? {
        if text.isEmpty { return 1 }
        var value: Double
        if text.hasSuffix("%") {
            guard let number = CSSNumber.parse(Substring(text.dropLast())) else { return nil }
            value = number / 100
        } else {
            guard let number = CSSNumber.parse(Substring(text)) else { return nil }
            value = number
        }
        guard value.isFinite, value >= 0 else { return nil }
        return clampToOne ? min(1, value) : value
    }

    /// A CSS length in CSS pixels (absolute units; `0` alone allowed).
    private static func length(_ text: String) -> Double? {
        guard let parsed = CSSLength.parse(text), parsed.unit != "em", parsed.unit != "rem" else { return nil }
        return parsed.pixels(fontSize: 0)
    }

    private static func angle(_ text: String) -> Double? {
        let word = text.lowercased()
        if word == "0" { return 0 }
        for (unit, factor) in [("deg", Double.pi / 180), ("grad", Double.pi / 200), ("rad", 1.0), ("turn", 2 * Double.pi)] where word.hasSuffix(unit) {
            guard let value = CSSNumber.parse(Substring(word.dropLast(unit.count))), value.isFinite else { return nil }
            return value * factor
        }
        return nil
    }

    /// `drop-shadow(<colour>? <dx> <dy> <blur>?)`, the colour before or after the lengths.
    private static func dropShadow(_ body: String) -> Filter? {
        var lengths: [Double] = [], colour: MotionColor?
        var words: [String] = [], depth = 0, current = ""
        for character in body {
            if character == "(" { depth += 1 } else if character == ")" { depth -= 1 }
            if depth == 0, character == " " || character == "\t" || character == "\n" {
                if !current.isEmpty { words.append(current); current = "" }
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { words.append(current) }
        for word in words {
            if let value = length(word) {
                guard colour == nil || lengths.count < 3 else { return nil }
                lengths.append(value)
            } else if colour == nil, case .color(let parsed) = CSSColor.parse(word) {
                colour = parsed.color
            } else {
                return nil
            }
        }
        guard lengths.count == 2 || lengths.count == 3, lengths.count < 3 || lengths[2] >= 0 else { return nil }
        return .shadow(color: colour ?? .black, radius: (lengths.count == 3 ? lengths[2] : 0) / 2, x: lengths[0], y: lengths[1])
    }
}
