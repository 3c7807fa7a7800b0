import Foundation

/// The inherited presentation attributes of a plain SVG drawing (``SVGAsset/shapes()``), with
/// SVG's initial values: fill black, no stroke, width 1, butt caps, miter joins, miter limit 4.
struct SVGPresentation {
    var fill: MotionColor? = MotionColor(red: 0, green: 0, blue: 0)
    var fillOpacity = 1.0
    var evenOdd = false
    var stroke: MotionColor?
    var strokeOpacity = 1.0
    var strokeWidth = 1.0
    var strokeStyle = StrokeStyle(lineWidth: 1, lineCap: .butt, lineJoin: .miter, miterLimit: 4)

    /// Applies one attribute; false for an attribute or value outside the plain subset.
    mutating func apply(_ name: String, _ raw: String) -> Bool {
        let value = raw.trimmingCharacters(in: .whitespaces)
        func unit() -> Double? { Double(value).flatMap { $0.isFinite ? min(1, max(0, $0)) : nil } }
        switch name {
        case "fill":
            guard let color = Self.color(value) else { return false }
            fill = color.value
        case "stroke":
            guard let color = Self.color(value) else { return false }
            stroke = color.value
        case "fill-opacity":
            guard let v = unit() else { return false }
            fillOpacity = v
        case "stroke-opacity":
            guard let v = unit() else { return false }
            strokeOpacity = v
        case "fill-rule":
            guard value == "nonzero" || value == "evenodd" else { return false }
            evenOdd = value == "evenodd"
        case "stroke-width":
            guard let v = Double(value), v.isFinite, v >= 0 else { return false }
            strokeWidth = v
        case "stroke-linecap":
            guard let cap = LineCap(rawValue: value) else { return false }
            strokeStyle.lineCap = cap
        case "stroke-linejoin":
            guard let join = LineJoin(rawValue: value) else { return false }
            strokeStyle.lineJoin = join
        case "stroke-miterlimit":
            guard let v = Double(value), v.isFinite, v >= 1 else { return false }
            strokeStyle.miterLimit = v
        default:
            return false
        }
        return true
    }

    /// `none` (a nil value), a hex colour, `black` or `white`; nil for anything else.
    private static func color(_ text: String) -> (value: MotionColor?, Void)? {
        switch text.lowercased() {
        case "none": return (nil, ())
        case "black": return (MotionColor(red: 0, green: 0, blue: 0), ())
        case "white": return (MotionColor(red: 1, green: 1, blue: 1), ())
        default:
            guard text.hasPrefix("#"), let color = MotionColor(hexDigits: text.dropFirst()) else { return nil }
            return (color, ())
        }
    }
}
