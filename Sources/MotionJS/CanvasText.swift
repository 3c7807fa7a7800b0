import Foundation
import MotionRender

/// One `fillText` or `strokeText` call with everything it needs, drawn through MotionCanvas's
/// canvas-style text (`text(_:at:font:color:align:baseline:direction:tracking:maxWidth:)` and
/// `strokeText`): Pango shaping, the canvas's baselines and alignment.
///
/// `wordSpacing` (which Pango has no attribute for) places the words one by one: each word is
/// shaped on its own, and every U+0020 advances by its own width plus the spacing.
struct CanvasText: Sendable {
    enum Paint: Sendable {
        case fill(Shading)
        case stroke(MotionColor, StrokeStyle)
    }

    /// The text after the specification's preprocessing (tabs and line breaks are spaces).
    var string: String
    var point: CGPoint
    var font: MotionFont
    var align: TextAlign
    var baseline: TextBaseline
    /// nil for `inherit`: the direction of the scene's locale (the "document" of the canvas).
    var direction: TextDirection?
    /// `letterSpacing`, in points.
    var tracking: Double
    /// `wordSpacing`, in points.
    var wordSpacing: Double
    var maxWidth: Double?
    var paint: Paint

    /// Tabs, line feeds, form feeds and carriage returns become spaces (HTML's text preparation).
    static func prepared(_ raw: String) -> String {
        String(String.UnicodeScalarView(raw.unicodeScalars.map { "\t\n\u{0C}\r".unicodeScalars.contains($0) ? " " : $0 }))
    }

    /// `inherit` resolved against the environment's layout direction.
    func resolvedDirection(_ layout: LayoutDirection) -> TextDirection {
        direction ?? (layout == .rightToLeft ? .rightToLeft : .leftToRight)
    }

    /// The runs drawn one after another from the left end (one run without word spacing), each
    /// with its offset, and the total advance. `measure` gives a run's metrics. As in a browser,
    /// the letter spacing follows every character, the last one too (MotionCanvas's tracking
    /// goes between characters only), so it counts once more in the advance.
    func runs(_ measure: (String) -> TextMetrics) -> (runs: [(text: String, offset: Double)], width: Double) {
        guard wordSpacing != 0 else { return ([(string, 0)], measure(string).width + tracking) }
        var runs: [(String, Double)] = []
        var x = 0.0
        let space = measure(" ").width + tracking + wordSpacing
        for (i, word) in string.split(separator: " ", omittingEmptySubsequences: false).enumerated() {
            if i > 0 { x += space }
            guard !word.isEmpty else { continue }
            runs.append((String(word), x))
            x += measure(String(word)).width + tracking
        }
        return (runs, max(0, x))
    }

    /// Draws the text on `root` (the command's transform, clips and alpha already applied).
    func draw(on root: MotionCanvas) {
        var c = root
        let direction = resolvedDirection(c.environment.layoutDirection)
        let measure = { (text: String) in c.measure(text, font: font, tracking: tracking, direction: direction) }
        let (runs, width) = runs(measure)
        if let maxWidth, width > maxWidth {
            // Squeezed horizontally about the anchor, as a browser does (a stroke is squeezed too).
            c.context.translateBy(x: point.x, y: 0)
            c.context.scaleBy(x: maxWidth / width, y: 1)
            c.context.translateBy(x: -point.x, y: 0)
        }
        if runs.count == 1, runs[0].offset == 0, wordSpacing == 0 {
            // The trailing spacing is at the right end of left-to-right text, the left end of
            // right-to-left text: move the anchor so the glyphs sit where a browser puts them.
            let f = align.fraction(rightToLeft: direction == .rightToLeft)
            let shift = tracking * (direction == .rightToLeft ? 1 - f : -f)
            return show(runs[0].text, at: CGPoint(x: point.x + shift, y: point.y), align: align, direction: direction, on: c)
        }
        let left = point.x - align.fraction(rightToLeft: direction == .rightToLeft) * width
        for run in runs {
            show(run.text, at: CGPoint(x: left + run.offset, y: point.y), align: .left, direction: direction, on: c)
        }
    }

    private func show(_ text: String, at p: CGPoint, align: TextAlign, direction: TextDirection, on c: MotionCanvas) {
        switch paint {
        case .fill(let shading):
            c.text(text, at: p, font: font, shading: shading, align: align, baseline: baseline, direction: direction, tracking: tracking)
        case let .stroke(color, style):
            c.strokeText(text, at: p, font: font, color: color, style: style, align: align, baseline: baseline, direction: direction, tracking: tracking)
        }
    }
}
