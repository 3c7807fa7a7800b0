import Foundation
import MotionRender

/// A plot of one curve against time, drawn as a scene so that every output format works: axes
/// with tick labels, a title, a legend line with the parameters, and a dot on the curve at `t`.
///
/// `draw(t)` moves the dot, so the plot is itself a function of time: rendering it at `t` shows
/// where the curve is at that instant (what `motion curve --at T` does). The x-axis starts at 0;
/// ``duration`` is the last x tick, at or after the requested ``end``.
///
/// ```swift
/// let plot = try CurvePlotScene(title: "Motion.spring(x, 14)", legend: "ω = 14 rad/s · ζ = 0.78",
///                               end: 0.7) { M.spring($0, 14) }
/// let png = try MotionRenderer.render(plot, at: 0.3, options: RenderOptions(size: .scale(2)))
/// ```
///
/// To read a pixel back as a value (tests do), divide by the render scale and pass the box point
/// to ``coordinates(of:)``; ``point(x:y:)`` is the forward mapping.
public struct CurvePlotScene: MotionScene {
    /// The logical box of every plot: 480 × 320 points.
    public static let plotBox = CGSize(width: 480, height: 320)
    /// The plotting area inside ``plotBox``, in box points; the axes run along its left and bottom edges.
    public static let plotArea = CGRect(x: 56, y: 66, width: 400, height: 208)
    /// Points at which the curve is sampled between 0 and ``duration``.
    public static let sampleCount = 801
    /// The longest x range a plot shows: 3600 (an hour, in seconds). Longer would only draw a
    /// settled line, and keeps every tick and readout a sensible number.
    public static let maximumEnd = RenderLimits.plotSeconds

    /// Drawn at the top in bold.
    public let title: String
    /// One line under the title, typically the curve's parameters.
    public let legend: String
    /// The x-axis caption (default "t (s)").
    public let axisLabel: String
    /// The unit written after `t` in the dot's readout (default "s"; empty for a fraction).
    public let unit: String
    /// The end of the range the caller asked for, in x units (> 0).
    public let end: Double
    /// Whether `draw(t)` marks the curve at `t` with a dot and a readout (default true).
    public let showsDot: Bool
    /// Values that get a dashed reference line and are always inside the y-axis (default 0 and 1,
    /// the start and target of a spring or timing curve).
    public let referenceValues: [Double]
    /// The curve; NaN or infinite values leave a gap.
    public let curve: @Sendable (Double) -> Double
    /// Ticks of the x-axis, from 0 to at least ``end``.
    public let xTicks: AxisTicks
    /// Ticks of the y-axis, covering every finite sample and the reference values.
    public let yTicks: AxisTicks
    public let name: String
    private let samples: CurveSamples

    /// - Parameters:
    ///   - end: the x range to show, `0...end`; finite, > 0 and at most ``maximumEnd``. The axis is
    ///     extended to the next tick.
    ///   - name: the scene name used in PDF metadata and errors (default "curve").
    /// - Throws: ``RenderError/invalidParameter(name:value:expected:)`` when `end` is not finite
    ///   and within `(0, maximumEnd]`, or when the curve has no finite value in the range.
    public init(title: String, legend: String = "", axisLabel: String = "t (s)", unit: String = "s", end: Double,
                showsDot: Bool = true, referenceValues: [Double] = [0, 1], name: String = "curve",
                curve: @escaping @Sendable (Double) -> Double) throws {
        guard end.isFinite, end > 0, end <= Self.maximumEnd else {
            throw RenderError.invalidParameter(name: "plot end", value: "\(end)",
                                               expected: "a number of seconds in (0, \(CompactNumber.text(Self.maximumEnd))]")
        }
        let xTicks = AxisTicks(covering: 0, end)
        let samples = CurveSamples(from: 0, to: xTicks.upper, count: Self.sampleCount, curve)
        guard let range = samples.valueRange else {
            throw RenderError.invalidParameter(name: "curve", value: "'\(title)'", expected: "finite values somewhere in 0...\(end)")
        }
        let references = referenceValues.filter(\.isFinite)
        self.title = title
        self.legend = legend
        self.axisLabel = axisLabel
        self.unit = unit
        self.end = end
        self.showsDot = showsDot
        self.referenceValues = references
        self.curve = curve
        self.xTicks = xTicks
        self.yTicks = AxisTicks(covering: min(range.lowerBound, references.min() ?? range.lowerBound),
                                max(range.upperBound, references.max() ?? range.upperBound))
        self.name = name
        self.samples = samples
    }

    public var duration: Double { xTicks.upper }
    /// The end of the requested range.
    public var stillTime: Double { end }
    public var box: CGSize { Self.plotBox }
    public var summary: String { title }

    /// The box point of the curve point `(x, y)`: x from ``xTicks`` across ``plotArea``, y upwards.
    public func point(x: Double, y: Double) -> CGPoint {
        let area = Self.plotArea
        return CGPoint(x: area.minX + (x - xTicks.lower) / (xTicks.upper - xTicks.lower) * area.width,
                       y: area.maxY - (y - yTicks.lower) / (yTicks.upper - yTicks.lower) * area.height)
    }

    /// The inverse of ``point(x:y:)``: the curve coordinates under a box point.
    public func coordinates(of point: CGPoint) -> (x: Double, y: Double) {
        let area = Self.plotArea
        return (xTicks.lower + (point.x - area.minX) / area.width * (xTicks.upper - xTicks.lower),
                yTicks.lower + (area.maxY - point.y) / area.height * (yTicks.upper - yTicks.lower))
    }

    public func draw(_ c: inout MotionCanvas, t: Double) {
        let p = c.palette, area = Self.plotArea
        let small = MotionFont(size: 10), caption = MotionFont(size: 11)
        c.text(title, at: CGPoint(x: 16, y: 14), font: MotionFont(size: 14, weight: .semibold), color: p.text, anchor: .topLeading)
        c.text(legend, at: CGPoint(x: 16, y: 36), font: caption, color: p.secondaryText, anchor: .topLeading)

        // Grid and tick labels.
        let grid = p.text.opacity(0.08)
        for x in xTicks.values {
            let top = point(x: x, y: yTicks.upper), bottom = point(x: x, y: yTicks.lower)
            c.stroke(line(top, bottom), with: grid, lineWidth: 1)
            c.text(xTicks.label(x), at: CGPoint(x: bottom.x, y: bottom.y + 6), font: small, color: p.secondaryText, anchor: .top)
        }
        for y in yTicks.values {
            let left = point(x: xTicks.lower, y: y), right = point(x: xTicks.upper, y: y)
            c.stroke(line(left, right), with: grid, lineWidth: 1)
            c.text(yTicks.label(y), at: CGPoint(x: left.x - 6, y: left.y), font: small, color: p.secondaryText, anchor: .trailing)
        }
        c.text(axisLabel, at: CGPoint(x: area.maxX, y: area.maxY + 22), font: small, color: p.secondaryText, anchor: .topTrailing)
        let dashed = StrokeStyle(lineWidth: 1, dash: [4, 3])
        for value in referenceValues {
            c.stroke(line(point(x: xTicks.lower, y: value), point(x: xTicks.upper, y: value)),
                     with: p.secondaryText.opacity(0.6), style: dashed)
        }
        var axes = MotionPath()
        axes.move(to: CGPoint(x: area.minX, y: area.minY))
        axes.addLine(to: CGPoint(x: area.minX, y: area.maxY))
        axes.addLine(to: CGPoint(x: area.maxX, y: area.maxY))
        c.stroke(axes, with: p.text.opacity(0.55), lineWidth: 1)

        // The curve, broken where it is not finite.
        var path = MotionPath()
        var drawing = false
        for sample in samples.points {
            guard sample.y.isFinite else { drawing = false; continue }
            let q = point(x: sample.x, y: sample.y)
            if drawing { path.addLine(to: q) } else { path.move(to: q) }
            drawing = true
        }
        var plot = c
        plot.clip(to: MotionPath(rect: area.insetBy(dx: -3, dy: -3)))
        plot.stroke(path, with: p.accent, style: StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round))

        guard showsDot else { return }
        let value = curve(t)
        let time = "t = \(Self.format(t, 3))" + (unit.isEmpty ? "" : " " + unit)
        guard value.isFinite else {
            c.text("\(time): no value", at: CGPoint(x: area.minX, y: area.maxY + 22), font: caption,
                   color: p.secondaryText, anchor: .topLeading)
            return
        }
        let dot = point(x: t, y: value)
        let guide = StrokeStyle(lineWidth: 1, dash: [2, 3])
        plot.stroke(line(CGPoint(x: dot.x, y: area.maxY), dot), with: p.secondaryText.opacity(0.8), style: guide)
        plot.stroke(line(CGPoint(x: area.minX, y: dot.y), dot), with: p.secondaryText.opacity(0.8), style: guide)
        // Not clipped: a dot on an edge of the plot (t = 0, the end) stays whole.
        c.circle(dot, 6.5, p.surface)
        c.circle(dot, 4.5, p.gold)
        c.text("\(time) → \(Self.format(value, 4))", at: CGPoint(x: area.minX, y: area.maxY + 22),
               font: caption, color: p.text, anchor: .topLeading)
    }

    private func line(_ a: CGPoint, _ b: CGPoint) -> MotionPath {
        var path = MotionPath()
        path.move(to: a)
        path.addLine(to: b)
        return path
    }

    /// `value` with `places` decimals, without a minus sign on zero.
    static func format(_ value: Double, _ places: Int) -> String {
        let text = String(format: "%.\(places)f", value)
        return Double(text) == 0 ? String(format: "%.\(places)f", 0.0) : text
    }
}
